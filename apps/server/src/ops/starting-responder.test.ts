import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/spawn-server';
import { type StartingResponder, startStartingResponder } from './starting-responder';

let responder: StartingResponder | undefined;
afterEach(async () => {
  await responder?.close();
  responder = undefined;
});

async function startOnFreePort(): Promise<string> {
  const port = await freePort();
  responder = await startStartingResponder(port, '127.0.0.1');
  return `http://127.0.0.1:${port}`;
}

describe('the starting responder (decisions 0075, 0220)', () => {
  it('answers readiness 503 "starting", asking the caller to retry', async () => {
    const base = await startOnFreePort();
    const response = await fetch(`${base}/api/health/ready?verbose=1`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ status: 'starting', database: 'unknown' });
  });

  it("answers the API in the API's error shape, even to a browser", async () => {
    const base = await startOnFreePort();
    const response = await fetch(`${base}/api/events`, { headers: { accept: 'text/html,*/*' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({
      statusCode: 503,
      message: 'This server is starting; try again in a moment.',
    });
  });

  it('shows a browser asking for a page one that reloads itself', async () => {
    const base = await startOnFreePort();
    const response = await fetch(`${base}/leaderboard`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('5');
    const page = await response.text();
    expect(page).toContain('<h1>Takeline is starting</h1>');
    expect(page).toMatch(/<meta http-equiv="refresh" content="\d+">/);
  });

  it('lets the port go once closed', async () => {
    const base = await startOnFreePort();
    await responder?.close();
    responder = undefined;
    await expect(fetch(`${base}/`)).rejects.toThrow();
  });
});
