import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('GET /api/health and unknown routes', () => {
  it('reports the database as up', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('is ready until draining starts, then answers 503 and runs each drain hook once', async () => {
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
    expect(ready.headers.connection).not.toBe('close');

    const calls: string[] = [];
    t.app.drain.add(() => {
      calls.push('streams');
    });
    t.app.drain.add(() => {
      throw new Error('a broken hook does not stop the others');
    });
    await Promise.all([t.app.drain.start(), t.app.drain.start()]);
    expect(calls).toEqual(['streams']);

    const draining = await t.app.inject({ url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining', database: 'unknown' });
    // Keep-alive connections end with their answer, so none holds the shutdown open.
    expect(draining.headers.connection).toBe('close');
    // Liveness stays up: a draining server is not a broken one.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 404 JSON for an unknown API route', async () => {
    const response = await t.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No route for GET /api/nope.');
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/users/register', '/api/users/login', '/api/profile']),
    );
  });
});
