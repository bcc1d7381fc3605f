import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { ensureAdmin } from '../features/auth/admin-account';
import { claimDataDir } from '../ops/data-dir-owner';

/** npm run create-admin -- <username>   (password from ADMIN_PASSWORD, else generated) */
async function main(): Promise<number> {
  const username = process.argv[2];
  if (!username) {
    console.error('Usage: npm run create-admin -- <username>');
    return 2;
  }
  const config = loadConfig();
  // A PGlite folder has one owner: refuse while a server holds it (docs/decisions/0073-backups-and-restores.md).
  const claim = config.databaseUrl ? undefined : await claimDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await ensureAdmin(
      database.db,
      systemClock,
      username,
      process.env.ADMIN_PASSWORD,
      { promoteExisting: 'always' },
    );
    if (result.action === 'created') {
      console.log(`Created admin "${result.username}".`);
      if (result.generatedPassword) {
        console.log(`Generated password (shown once): ${result.generatedPassword}`);
      }
    } else if (result.action === 'promoted') {
      console.log(`Promoted "${result.username}" to admin.`);
    } else if (result.action === 'already-admin') {
      console.log(`"${result.username}" is already an admin.`);
    } else {
      console.error(result.reason);
      return 1;
    }
    return 0;
  } finally {
    await database.close();
    await claim?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
