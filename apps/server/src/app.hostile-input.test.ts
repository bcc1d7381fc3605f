import { ADMIN_JOBS, endpoints } from '@takeline/contract';
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
 * The second sweep sends each route a plausible request anonymous, as a plain user and as an
 * admin: the server, not the client, refuses the first without a session, and the second on
 * admin routes and wherever the body names another user as the one acting. The routes come from the OpenAPI document, so a new route is swept without
 * editing this file.
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
/** A signed-in account whose token is renewed when a probe of the log-out routes ended it. */
class Session {
  constructor(
    private readonly username: string,
    private readonly password: string,
    public token: string,
  ) {}

  async renewIfEnded(): Promise<string> {
    const check = await t.app.inject({ url: '/api/protected', headers: bearer(this.token) });
    if (check.statusCode !== 200) {
      this.token = (await loginUser(t.app, this.username, this.password)).token;
    }
    return this.token;
  }
}

async function registeredSession(): Promise<Session> {
  const { user, password, token } = await registerUser(t.app);
  return new Session(user.username, password, token);
}

let admin: Session;
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
  const registered = await registerUser(t.app);
  await makeAdmin(t.db, registered.user.id);
  admin = new Session(registered.user.username, registered.password, registered.token);
  const event = await insertEvent(t.db);
  const pickId = await seedHomeTake(t.db, registered.user.id, event.id);
  const group = await t.app.inject({
    method: 'POST',
    url: '/api/groups',
    headers: bearer(admin.token),
    payload: { name: 'Sweepers' },
  });
  expect(group.statusCode, group.body).toBe(201);
  const { id: groupId, invite_code: code } = group.json() as { id: number; invite_code: string };
  expect(code).toEqual(expect.any(String));
  validSegment = {
    userId: String(registered.user.id),
    user_id: String(registered.user.id),
    eventId: event.id,
    sportKey: 'baseball_mlb',
    type: 'moneyline',
    groupId: String(groupId),
    code,
    pickId: String(pickId),
    id: '1',
  };
  validField = { user_id: registered.user.id, event_id: event.id, sport: 'baseball_mlb' };
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

/** The route's path with existing values, or with one parameter spoiled. */
function pathOf(route: string, spoiled?: string, value?: string): string {
  return route.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === spoiled ? String(value) : (validSegment[name] ?? '1'),
  );
}

function bodySchemaOf(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** A body with a plausible value in every documented field. */
function plausibleBody(operation: Operation): Record<string, unknown> {
  const fields = Object.entries(bodySchemaOf(operation)?.properties ?? {});
  return Object.fromEntries(fields.map(([name, field]) => [name, plausible(name, field)]));
}

function probesFor(method: string, route: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const probes: Probe[] = [];
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    for (const value of HOSTILE_SEGMENTS) {
      probes.push({
        method,
        url: pathOf(route, parameter.name, value),
        label: `${parameter.name}=${value.slice(0, 30)}`,
      });
    }
  }
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    for (const value of HOSTILE_QUERY_VALUES) {
      const query = `${parameter.name}=${encodeURIComponent(value)}`;
      probes.push({ method, url: `${pathOf(route)}?${query}`, label: `?${query.slice(0, 40)}` });
    }
    probes.push({
      method,
      url: `${pathOf(route)}?${parameter.name}=1&${parameter.name}=2`,
      label: `?${parameter.name} twice`,
    });
  }
  const schema = bodySchemaOf(operation);
  if (method === 'POST' || method === 'PATCH' || schema) {
    for (const raw of RAW_BODIES)
      probes.push({ method, url: pathOf(route), payload: raw, label: `body ${raw}` });
    const base = plausibleBody(operation);
    for (const name of Object.keys(base)) {
      const { [name]: _left, ...without } = base;
      probes.push({
        method,
        url: pathOf(route),
        payload: JSON.stringify(without),
        label: `body without ${name}`,
      });
      for (const value of HOSTILE_FIELD_VALUES) {
        const payload = JSON.stringify({ ...base, [name]: value });
        probes.push({
          method,
          url: pathOf(route),
          payload,
          label: `body ${name}=${JSON.stringify(value).slice(0, 30)}`,
        });
      }
    }
  }
  return probes;
}

type Document = { paths: Record<string, Record<string, Operation>> };

/** Every documented operation but the stream, which holds its answer open by design. */
function operations(): Array<[method: string, route: string, operation: Operation]> {
  const document = t.app.swagger() as Document;
  return Object.entries(document.paths)
    .filter(([route]) => route !== '/api/stream')
    .flatMap(([route, byMethod]) =>
      Object.entries(byMethod).map(
        ([method, operation]) =>
          [method.toUpperCase(), route, operation] as [string, string, Operation],
      ),
    );
}

/** Sends a probe as the holder of `bearerToken` (none: anonymous). */
function send(probe: Probe, bearerToken?: string) {
  return t.app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers: {
      ...(bearerToken ? bearer(bearerToken) : {}),
      ...(probe.payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });
}

/**
 * Sends the probe and checks the quality bar: no 5xx, and a refusal carries a readable message
 * and leaves every table's row count as it was. Answers the status, failures go to `failures`.
 */
async function probeAndJudge(probe: Probe, bearerToken: string | undefined, failures: string[]) {
  const before = await rowCounts();
  const response = await send(probe, bearerToken);
  const where = `${probe.method} ${probe.url.slice(0, 80)} (${probe.label}, ${bearerToken ? 'signed in' : 'anonymous'})`;
  if (response.statusCode >= 500) {
    failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  } else if (response.statusCode >= 400) {
    const message = (response.json() as { message?: unknown }).message;
    if (typeof message !== 'string' || message.length < 5) {
      failures.push(
        `${where}: ${response.statusCode} without a readable message: ${response.body.slice(0, 200)}`,
      );
    }
    if (JSON.stringify(await rowCounts()) !== JSON.stringify(before)) {
      failures.push(`${where}: refused with ${response.statusCode} but changed row counts`);
    }
  }
  return response.statusCode;
}

it('every documented route answers hostile input with a readable 4xx and changes nothing', async () => {
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  let probed = 0;
  for (const [method, route, operation] of operations()) {
    const token = await admin.renewIfEnded();
    for (const probe of probesFor(method, route, operation)) {
      probed += 1;
      const status = await probeAndJudge(probe, token, failures);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }
  expect(failures).toEqual([]);
  // The sweep must have reached the routes: most probes are refused, a few are harmless reads.
  expect(probed).toBeGreaterThan(1000);
  const refused = Object.entries(statuses).filter(([status]) => Number(status) >= 400);
  expect(refused.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(probed / 2);
  // Signed in throughout: a sweep refused at the door (401) would prove nothing past it.
  expect(statuses[401] ?? 0).toBeLessThan(probed / 20);
}, 600_000);

/**
 * The documented routes of the contract's admin-only endpoints. `runAdminJob` is one route per
 * entry of ADMIN_JOBS, so its `:job` stands for those names only.
 */
const ADMIN_ROUTES = new Set(
  Object.values(endpoints)
    .filter((endpoint) => endpoint.access === 'admin')
    .flatMap((endpoint) =>
      endpoint.path === '/:job'
        ? ADMIN_JOBS.map((job) => `/api/${job.job}`)
        : [`/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`],
    ),
);

it('the server keeps its own doors: no session 401, not an admin 403, whatever the client shows', async () => {
  const failures: string[] = [];
  const plain = await registeredSession();
  let guarded = 0;
  let adminJudged = 0;
  let impersonations = 0;
  for (const [method, route, operation] of operations()) {
    const body = plausibleBody(operation);
    const probe: Probe = {
      method,
      url: pathOf(route),
      label: 'plausible request',
      ...(method === 'GET' ? {} : { payload: JSON.stringify(body) }),
    };
    const anonymous = await probeAndJudge(probe, undefined, failures);
    const user = await probeAndJudge(probe, await plain.renewIfEnded(), failures);
    const asAdmin = await probeAndJudge(probe, await admin.renewIfEnded(), failures);
    // Fastify validates before the guard runs: a request the admin gets a 400 for says nothing.
    if (asAdmin === 400) continue;
    const adminOnly = ADMIN_ROUTES.has(route);
    const signedIn = Boolean((operation as { security?: unknown[] }).security?.length);
    if (signedIn) guarded += 1;
    if (adminOnly) adminJudged += 1;
    // The body names the admin as the acting user: anyone else is acting as someone else.
    const actsAsAdmin = 'user_id' in body;
    if (actsAsAdmin) impersonations += 1;
    if (actsAsAdmin && user !== 403)
      failures.push(`${method} ${route}: acting as another user got ${user}`);
    if (signedIn && anonymous !== 401)
      failures.push(`${method} ${route}: anonymous got ${anonymous}`);
    if (adminOnly && user !== 403) failures.push(`${method} ${route}: a non-admin got ${user}`);
  }
  expect(failures).toEqual([]);
  // Most signed-in routes were judged, not skipped for a 400.
  expect(guarded).toBeGreaterThan(20);
  expect(adminJudged).toBeGreaterThanOrEqual(ADMIN_JOBS.length);
  // The five submission routes (moneyline, spread, totals, take, pass) name their user.
  expect(impersonations).toBeGreaterThanOrEqual(5);
}, 120_000);
