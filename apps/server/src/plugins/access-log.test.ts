import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { LogRecord } from '../test/capture-logger';
import { collect, freePort, runScript, waitForHealth } from '../test/spawn-server';
import { useTestApp } from '../test/test-app';
import { testDatabase, testDatabaseUrl } from '../test/test-database';
import { testFolder } from '../test/test-folder';
import { requestLoggerFactory } from './access-log';

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

  it('writes the line pino would: level, time, pid, hostname and a distinct request id', async () => {
    records.length = 0;
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/health' });

    const [first, second] = records.filter((record) => record.msg === 'request completed');
    expect(first).toMatchObject({ level: 30, pid: process.pid, remoteAddress: '127.0.0.1' });
    expect(first?.time).toEqual(expect.any(Number));
    expect(first?.hostname).toEqual(expect.any(String));
    expect(first?.reqId).toEqual(expect.any(String));
    expect(second?.reqId).not.toBe(first?.reqId);
  });

  it('keeps a url with backslashes and escapes one valid JSON line', async () => {
    records.length = 0;
    // Written by hand (decision 0190), so the escaping is the access log's own.
    const url = '/api/no-such-route?q=%22x%5C&path=C:\\dir\\file';
    await t.app.inject({ url });

    const line = records.find((record) => record.msg === 'request completed');
    expect(line).toMatchObject({ url, statusCode: 404 });
  });
});

describe('a request logger', () => {
  function rootLogger() {
    const lines: LogRecord[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as LogRecord) },
    );
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => {
      children += 1;
      return child(...args);
    }) as typeof logger.child;
    return { logger, lines, children: () => children };
  }

  it('becomes a pino child only when something logs through it', () => {
    const root = rootLogger();
    const log = requestLoggerFactory(root.logger, { reqId: 'req-7' }, {});
    expect(root.children()).toBe(0);
    expect(log.level).toBe('info');

    log.info({ step: 1 }, 'first');
    log.warn('second');
    log.debug('not at info');

    expect(root.children()).toBe(1);
    expect(root.lines).toEqual([
      expect.objectContaining({ reqId: 'req-7', step: 1, msg: 'first', level: 30 }),
      expect.objectContaining({ reqId: 'req-7', msg: 'second', level: 40 }),
    ]);
  });
});

describe('the server process', () => {
  it('flushes its buffered log lines when it stops', async () => {
    await testDatabase();
    const url = testDatabaseUrl();
    const port = await freePort();
    const child = runScript('src/main.ts', [], {
      DATA_DIR: testFolder('takeline-log'),
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
    // The shutdown's last line (ops/graceful-shutdown.ts) is written after the buffer's last flush.
    expect(lines.at(-1)?.msg).toBe('drained; exiting');
  }, 90_000);
});
