import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_JOBS } from './admin-jobs';
import { type EndpointSchema, endpointSchemas } from './endpoint-schemas';
import { type EndpointName, endpointPath, endpoints } from './endpoints';

const names = Object.keys(endpoints) as EndpointName[];

describe('the endpoint table', () => {
  it('gives each endpoint a path parameter for every params key, and no other', () => {
    for (const name of names) {
      const inPath = [...endpoints[name].path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const { params }: EndpointSchema = endpointSchemas[name];
      const inSchema = params instanceof z.ZodObject ? Object.keys(params.shape) : [];
      expect(inSchema.sort(), name).toEqual(inPath.sort());
    }
  });

  it('has one endpoint per method and path', () => {
    const routes = names.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('documents one success answer per endpoint', () => {
    for (const name of names) {
      const statuses = Object.keys(endpointSchemas[name].responses).map(Number);
      expect(
        statuses.filter((status) => status < 300),
        name,
      ).toHaveLength(1);
    }
  });

  it('names every admin job once', () => {
    const jobs = ADMIN_JOBS.map((job) => job.job);
    expect(new Set(jobs).size).toBe(jobs.length);
    expect(jobs).toContain('refresh-news');
  });
});

describe('endpointPath', () => {
  it('fills and encodes path parameters', () => {
    expect(endpointPath(endpoints.eventStats.path, { eventId: 'a/b c' })).toBe(
      '/event/a%2Fb%20c/stats',
    );
    expect(
      endpointPath(endpoints.sentimentCheck.path, { type: 'spread', userId: 7, eventId: 'e1' }),
    ).toBe('/sentiment/spread/7/e1');
    expect(endpointPath(endpoints.pastScores.path)).toBe('/past-scores');
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => endpointPath(endpoints.news.path, {})).toThrow(
      '/news/:sportKey: no value for :sportKey',
    );
  });
});
