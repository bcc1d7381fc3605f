import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LogRecord } from '../test/capture-logger';
import { collect, freePort, runScript, waitForHealth } from '../test/spawn-server';
import { useTestApp } from '../test/test-app';
import { testDatabase, testDatabaseUrl } from '../test/test-database';

describe('the access log', () => {
  const records: LogRecord[] = [];
  const t = useTestApp({
    deps: () => ({
      logger: {
        level: 'info',
        stream: { write: (line: string) => void records.push(JSON.parse(line) as LogRecord) },
      },
    }),
  });

  it('writes one line per request, with what an access log needs', async () => {
    records.length = 0;
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ method: 'POST', url: '/api/no-such-route' });

    const requestLines = records.filter((record) => 'reqId' in record);
    expect(requestLines.map((record) => record.msg)).toEqual([
      'request completed',
      'request completed',
    ]);
    expect(requestLines[0]).toMatchObject({ method: 'GET', url: '/api/health', statusCode: 200 });
    expect(requestLines[1]).toMatchObject({
      method: 'POST',
      url: '/api/no-such-route',
      statusCode: 404,
    });
    expect(requestLines[0]?.responseTime).toEqual(expect.any(Number));
    expect(records.some((record) => record.msg === 'incoming request')).toBe(false);
  });
});

describe('the server process', () => {
  it('flushes its buffered log lines when it stops', async () => {
    await testDatabase();
    const url = testDatabaseUrl();
    const port = await freePort();
    const child = runScript('src/main.ts', [], {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'takeline-log-')),
      ...(url ? { DATABASE_URL: url } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      JOBS_ENABLED: '0',
      JWT_SECRET: 'a-secret-for-the-process-test',
      LOG_LEVEL: 'info',
    });
    const done = collect(child);
    await waitForHealth(port);
    await fetch(`http://127.0.0.1:${port}/api/health?last=1`);
    // At once: the last lines are still in the 4 KB buffer, not yet written.
    child.kill('SIGTERM');
    const result = await done;
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LogRecord);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request completed', url: '/api/health?last=1' }),
    );
    expect(lines.at(-1)?.msg).toBe('shutting down');
  }, 90_000);
});
