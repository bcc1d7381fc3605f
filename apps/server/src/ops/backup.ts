import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { askOwner, claimDataDir } from './data-dir-owner';
import { runPgTool } from './pg-tools';
import { BACKUP_REQUEST, holdsDatabase, pgliteFolder, snapshotIdleFolder } from './pglite-snapshot';

/**
 * `npm run backup`: a consistent copy of the database while servers keep
 * running (docs/decisions/0073-backups-and-restores.md).
 * - PostgreSQL: pg_dump's custom format, taken in one snapshot transaction.
 * - PGlite: a gzipped tar of the data folder, made by the server that holds
 *   it (asked through the folder's owner socket), or by this command when
 *   no server runs.
 */

export type BackupKind = 'postgres' | 'pglite';

/** A problem with what the operator asked for (exit 2), not a failure along the way. */
export class Refusal extends Error {}

export interface BackupSource {
  databaseUrl: string | undefined;
  dataDir: string;
}

export interface BackupResult {
  kind: BackupKind;
  file: string;
  bytes: number;
  /** Who took the snapshot. */
  via: 'pg_dump' | 'the running server' | 'this command';
}

export function defaultBackupFile(kind: BackupKind, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  return path.join(
    'backups',
    `takeline-${kind}-${stamp}${kind === 'postgres' ? '.dump' : '.tar.gz'}`,
  );
}

export async function backup(source: BackupSource, file?: string): Promise<BackupResult> {
  const kind: BackupKind = source.databaseUrl ? 'postgres' : 'pglite';
  const target = path.resolve(file ?? defaultBackupFile(kind));
  mkdirSync(path.dirname(target), { recursive: true });
  // Written aside and renamed, so an interrupted backup never looks like a finished one.
  const partial = `${target}.partial`;
  try {
    let via: BackupResult['via'];
    if (source.databaseUrl) {
      await runPgTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`],
        source.databaseUrl,
      );
      via = 'pg_dump';
    } else {
      const fromServer = await snapshotFromServer(source.dataDir);
      via = fromServer ? 'the running server' : 'this command';
      writeFileSync(partial, fromServer ?? (await snapshotHere(source.dataDir)));
    }
    renameSync(partial, target);
    return { kind, file: target, bytes: statSync(target).size, via };
  } finally {
    rmSync(partial, { force: true });
  }
}

async function snapshotFromServer(dataDir: string): Promise<Buffer | undefined> {
  const answer = await askOwner(dataDir, { command: BACKUP_REQUEST });
  if (!answer) return undefined;
  const { header, payload } = answer;
  if (header.ok !== true) throw new Error(`the running server could not back up: ${header.error}`);
  if (payload.length !== header.bytes) {
    throw new Error(`the running server sent ${payload.length} of ${header.bytes} bytes`);
  }
  return payload;
}

async function snapshotHere(dataDir: string): Promise<Buffer> {
  const claim = await claimDataDir(dataDir);
  try {
    const folder = pgliteFolder(dataDir);
    if (!holdsDatabase(folder)) throw new Refusal(`There is no PGlite database in ${folder}.`);
    return await snapshotIdleFolder(folder);
  } finally {
    await claim.release();
  }
}

/** Which database a backup file came from, by its first bytes. */
export function backupKindOf(file: string): BackupKind {
  let head: Buffer;
  try {
    head = readFileSync(file).subarray(0, 5);
  } catch {
    throw new Refusal(`Cannot read the backup file ${file}.`);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new Refusal(
    `${file} is not a Takeline backup (neither a pg_dump archive nor a PGlite snapshot).`,
  );
}
