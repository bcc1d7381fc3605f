import { loadConfig } from '../config';
import { backup } from '../ops/backup';
import { megabytes, runCommand } from './ops-cli';

/** npm run backup [-- <file>]   (default: backups/takeline-<driver>-<time>.<ext>) */
runCommand(async () => {
  const config = loadConfig();
  const started = performance.now();
  const result = await backup(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    process.argv[2],
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backed up ${result.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (by ${result.via}) to ${result.file}: ${megabytes(result.bytes)} in ${seconds} s.`,
  );
  return 0;
});
