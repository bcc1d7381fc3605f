import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/database';
import type { DataDirClaim } from './data-dir-owner';

const gzipAsync = promisify(gzip);

/** Where openDatabase keeps PGlite's files inside DATA_DIR. */
export function pgliteFolder(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pgdata');
}

export function holdsDatabase(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).length > 0;
}

/** The PGlite instance behind a database opened by openDatabase (drizzle keeps it as $client). */
function pgliteOf(database: Database): PGlite {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (database.driver !== 'pglite' || !(client instanceof PGlite)) {
    throw new Error('not a PGlite database');
  }
  return client;
}

/**
 * A gzipped tar of the data folder. PGlite takes the tar while holding its
 * query lock, so no statement runs during the copy: the snapshot is what a
 * crash at that instant would leave, which PostgreSQL recovers to the last
 * commit (uncommitted work rolls back). That is PGlite's own clone().
 * Compression happens after the lock is released, on libuv's threads, so
 * the server's queries pause only for the copy (about 1 s for a 280 MB
 * folder, against 8 s when PGlite compressed inside the lock).
 */
export async function snapshotPglite(client: PGlite): Promise<Buffer> {
  const archive = await client.dumpDataDir('none');
  return gzipAsync(new Uint8Array(await archive.arrayBuffer()));
}

export const BACKUP_REQUEST = 'backup';

/** Lets the running server answer `npm run backup` through the folder's owner socket. */
export function serveSnapshots(claim: DataDirClaim, database: Database): void {
  const client = pgliteOf(database);
  claim.serve(async (socket, request) => {
    try {
      if (request.command !== BACKUP_REQUEST) throw new Error('unknown request');
      const snapshot = await snapshotPglite(client);
      socket.write(`${JSON.stringify({ ok: true, bytes: snapshot.length })}\n`);
      socket.end(snapshot);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      socket.end(`${JSON.stringify({ ok: false, error: message })}\n`);
    }
  });
}

/** Opens a folder no process holds, without migrating it, to snapshot it. */
export async function snapshotIdleFolder(folder: string): Promise<Buffer> {
  const client = await PGlite.create(folder);
  try {
    return await snapshotPglite(client);
  } finally {
    await client.close();
  }
}

/** Unpacks a snapshot into an empty folder; PGlite recovers it on this first open. */
export async function unpackSnapshot(snapshot: Buffer, folder: string): Promise<void> {
  const client = await PGlite.create(folder, { loadDataDir: new Blob([new Uint8Array(snapshot)]) });
  await client.close();
}
