import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from './db/database';
import { insertEvent, seedHomeTake } from './test/event-factory';
import { bearer, loginUser, makeAdmin, registerUser } from './test/factories';
import { createTestApp, type TestContext } from './test/test-app';

/**
 * Every route the API documents, sent input no client should send: hostile path parameters,
 * query values of the wrong kind, bodies that are not JSON objects, and each body field in turn
 * given a value of the wrong type, sign or size. The quality bar (docs/architecture.md#errors-and-permissions):
 * a bad input gets a 4xx with a readable message and changes nothing, and a 5xx is always a bug.
 * The routes come from the OpenAPI document, so a new route is swept without editing this file.
 */

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999999',
  '1.5',
  '1e400',
  'abc',
  "'%3B drop table users%3B--",
  '%F0%9F%8F%88',
  '%20',
  '..%2F..%2Fetc',
  'x'.repeat(300),
];
const HOSTILE_QUERY_VALUES = ['', 'abc', '-1', '0', '1e400', '2147483648', 'x'.repeat(2000)];
const HOSTILE_FIELD_VALUES: unknown[] = [
  null,
  'text',
  '',
  -1,
  0,
  1.5,
  2_147_483_648,
  1e308,
  true,
  [],
  {},
  'x'.repeat(10_000),
  '<script>alert(1)</script>',
];
const RAW_BODIES = ['{', 'null', '[]', '"text"', '42', '{}', '{"__proto__":{"is_admin":true}}'];

let t: TestContext;
let token: string;
let signIn: () => Promise<string>;
/** A value that exists, per parameter name, so the other parameters do not fail first. */
let validSegment: Record<string, string>;
/** A plausible value per body field name, for the fields the sweep is not currently spoiling. */
let validField: Record<string, unknown>;
/** Failed log-ins are recorded on purpose: they throttle guessing across servers (decisions 0005, 0101). */
const ROW_COUNTS_SQL = sql`select relname as name from pg_class
  where relkind = 'r' and relnamespace = 'public'::regnamespace and relname <> 'login_failures'
  order by relname`;
let countTables: ReturnType<typeof sql.raw>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await registerUser(t.app);
  await makeAdmin(t.db, admin.user.id);
  token = admin.token;
  signIn = async () => (await loginUser(t.app, admin.user.username, admin.password)).token;
  const event = await insertEvent(t.db);
  const pickId = await seedHomeTake(t.db, admin.user.id, event.id);
  const group = await t.app.inject({
    method: 'POST',
    url: '/api/groups',
    headers: bearer(token),
    payload: { name: 'Sweepers' },
  });
  expect(group.statusCode, group.body).toBe(201);
  const { id: groupId, invite_code: code } = group.json() as { id: number; invite_code: string };
  validSegment = {
    userId: String(admin.user.id),
    user_id: String(admin.user.id),
    eventId: event.id,
    sportKey: 'baseball_mlb',
    type: 'moneyline',
    groupId: String(groupId),
    code,
    pickId: String(pickId),
    id: '1',
  };
  validField = { user_id: admin.user.id, event_id: event.id, sport: 'baseball_mlb' };
  const tables = await queryRows<{ name: string }>(t.db, ROW_COUNTS_SQL);
  countTables = sql.raw(
    `select ${tables.map(({ name }) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`,
  );
}, 60_000);

afterAll(async () => {
  await t?.app.close();
});

/** Row counts of every table: a refused request must leave them as they were. */
async function rowCounts() {
  return (await queryRows<Record<string, number>>(t.db, countTables))[0];
}

/** A value of the field's own type, so that only the spoiled field is wrong. */
function plausible(name: string, schema: JsonSchema | undefined): unknown {
  if (name in validField) return validField[name];
  const resolved = schema?.anyOf?.find((option) => option.type !== 'null') ?? schema;
  if (resolved?.enum?.length) return resolved.enum[0];
  const type = [resolved?.type].flat()[0];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return resolved?.format === 'email' ? 'sweep@example.com' : 'abc';
}

interface Probe {
  method: string;
  url: string;
  payload?: string;
  label: string;
}

function probesFor(method: string, route: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathOf = (spoiled?: string, value?: string) =>
    route.replace(/\{(\w+)\}/g, (_match, name: string) =>
      name === spoiled ? String(value) : (validSegment[name] ?? '1'),
    );
  const probes: Probe[] = [];
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    for (const value of HOSTILE_SEGMENTS) {
      probes.push({
        method,
        url: pathOf(parameter.name, value),
        label: `${parameter.name}=${value.slice(0, 30)}`,
      });
    }
  }
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    for (const value of HOSTILE_QUERY_VALUES) {
      const query = `${parameter.name}=${encodeURIComponent(value)}`;
      probes.push({ method, url: `${pathOf()}?${query}`, label: `?${query.slice(0, 40)}` });
    }
    probes.push({
      method,
      url: `${pathOf()}?${parameter.name}=1&${parameter.name}=2`,
      label: `?${parameter.name} twice`,
    });
  }
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (method === 'POST' || method === 'PATCH' || schema) {
    for (const raw of RAW_BODIES)
      probes.push({ method, url: pathOf(), payload: raw, label: `body ${raw}` });
    const fields = Object.entries(schema?.properties ?? {});
    const base = Object.fromEntries(fields.map(([name, field]) => [name, plausible(name, field)]));
    for (const [name] of fields) {
      const { [name]: _left, ...without } = base;
      probes.push({
        method,
        url: pathOf(),
        payload: JSON.stringify(without),
        label: `body without ${name}`,
      });
      for (const value of HOSTILE_FIELD_VALUES) {
        const payload = JSON.stringify({ ...base, [name]: value });
        probes.push({
          method,
          url: pathOf(),
          payload,
          label: `body ${name}=${JSON.stringify(value).slice(0, 30)}`,
        });
      }
    }
  }
  return probes;
}

it('every documented route answers hostile input with a readable 4xx and changes nothing', async () => {
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const failures: string[] = [];
  let refused = 0;
  let probed = 0;
  const statuses: Record<number, number> = {};
  for (const [route, operations] of Object.entries(document.paths)) {
    // The stream holds its answer open by design; its ticket checks have their own tests.
    if (route === '/api/stream') continue;
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      // A probe of the log-out routes may end the session; every route is probed signed in.
      const check = await t.app.inject({ url: '/api/protected', headers: bearer(token) });
      if (check.statusCode !== 200) token = await signIn();
      const method = lowerMethod.toUpperCase();
      for (const probe of probesFor(method, route, operation)) {
        probed += 1;
        const before = await rowCounts();
        const response = await t.app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers: {
            ...bearer(token),
            ...(probe.payload ? { 'content-type': 'application/json' } : {}),
          },
          ...(probe.payload === undefined ? {} : { payload: probe.payload }),
        });
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        const where = `${method} ${route} (${probe.label})`;
        if (response.statusCode >= 500) {
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        if (response.statusCode < 400) continue;
        refused += 1;
        const message = (response.json() as { message?: unknown }).message;
        if (typeof message !== 'string' || message.length < 5) {
          failures.push(
            `${where}: ${response.statusCode} without a readable message: ${response.body.slice(0, 200)}`,
          );
        }
        const after = await rowCounts();
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          failures.push(`${where}: refused with ${response.statusCode} but changed row counts`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
  // The sweep must have reached the routes: most probes are refused, a few are harmless reads.
  expect(probed).toBeGreaterThan(1000);
  expect(refused).toBeGreaterThan(probed / 2);
  // Signed in throughout: a sweep refused at the door (401) would prove nothing past it.
  expect(statuses[401] ?? 0).toBeLessThan(probed / 20);
}, 600_000);
