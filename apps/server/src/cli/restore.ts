import { loadConfig } from '../config';
import { Refusal } from '../ops/backup';
import { restore } from '../ops/restore';
import { runCommand } from './ops-cli';

/** npm run restore -- <file>   (into DATABASE_URL's empty database, or an empty DATA_DIR) */
runCommand(async () => {
  const file = process.argv[2];
  if (!file) throw new Refusal('Usage: npm run restore -- <backup file>');
  const config = loadConfig();
  const started = performance.now();
  const { kind, summary } = await restore(file, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = kind === 'postgres' ? 'the PostgreSQL database' : config.dataDir;
  console.log(
    `Restored ${file} into ${where} in ${seconds} s: ${summary.users} users, ${summary.events} events, ` +
      `${summary.sentiments} sentiments (${summary.settled_sentiments} settled), ${summary.ledger_entries} ledger entries.`,
  );
  console.log(
    'Ledger check passed: every balance equals its ledger sum, none is negative, no orphan rows.',
  );
  return 0;
});
