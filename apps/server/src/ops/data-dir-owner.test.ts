import { spawn } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process';
import { collect, runScript } from '../test/spawn-server';
import { usingPostgres } from '../test/test-database';
import { askOwner, claimDataDir, DataDirInUseError, ownerSocketPath } from './data-dir-owner';

const folder = () => mkdtempSync(path.join(tmpdir(), 'takeline-owner-'));

describe('one owner per PGlite folder', () => {
  it('refuses a second claim while the first holds the folder, and allows one after', async () => {
    const dataDir = folder();
    const first = await claimDataDir(dataDir);
    expect(statSync(first.socketPath).mode & 0o777).toBe(0o600);
    await expect(claimDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await first.release();
    const second = await claimDataDir(dataDir);
    await second.release();
  });

  it('takes over a socket file a crashed process left behind', async () => {
    const dataDir = folder();
    // A socket file nobody listens on any more: its process was killed.
    const leftover = ownerSocketPath(dataDir);
    const crashed = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(leftover)}, () => console.log('up'))`,
    ]);
    await new Promise((resolve) => crashed.stdout.once('data', resolve));
    crashed.kill('SIGKILL');
    await new Promise((resolve) => crashed.once('exit', resolve));
    expect(statSync(leftover).isSocket()).toBe(true);
    const claim = await claimDataDir(dataDir);
    await claim.release();
  });

  it('answers nothing when no process owns the folder', async () => {
    const dataDir = folder();
    expect(await askOwner(dataDir, { command: 'backup' })).toBeUndefined();
    writeFileSync(ownerSocketPath(dataDir), '');
    expect(await askOwner(dataDir, { command: 'backup' })).toBeUndefined();
  });

  it('keeps a socket path Linux accepts for a deep DATA_DIR', async () => {
    const deep = path.join(folder(), 'a'.repeat(60), 'b'.repeat(60));
    const socketPath = ownerSocketPath(deep);
    expect(socketPath.length).toBeLessThanOrEqual(100);
    expect(ownerSocketPath(deep)).toBe(socketPath);
    const claim = await claimDataDir(deep);
    await expect(claimDataDir(deep)).rejects.toBeInstanceOf(DataDirInUseError);
    await claim.release();
  });

  // Child processes inherit DATABASE_URL, which would put them on PostgreSQL: PGlite runs only.
  it.skipIf(usingPostgres)(
    'stops a second server and npm run create-admin from opening a folder a server uses',
    async () => {
      const dataDir = folder();
      const server = await startServerProcess({ DATA_DIR: dataDir });
      try {
        const second = await collect(
          runScript('src/main.ts', [], { DATA_DIR: dataDir, PORT: '0', JOBS_ENABLED: '0' }),
        );
        expect(second.code).toBe(1);
        expect(second.stderr).toContain('Another Takeline process is using the PGlite folder');
        const admin = await collect(
          runScript('src/cli/create-admin.ts', ['boss'], { DATA_DIR: dataDir }),
        );
        expect(admin.code).toBe(1);
        expect(admin.stderr).toContain('Another Takeline process is using the PGlite folder');
        const health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(200);
      } finally {
        const stopped = await server.stop();
        expect(stopped.code, stopped.stderr).toBe(0);
      }
    },
    120_000,
  );
});
