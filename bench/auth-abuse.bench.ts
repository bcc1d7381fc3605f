/**
 * Measures what issue 12 asked about (docs/security.md), against real server
 * processes over HTTP:
 * - guesses evaluated in a burst of 200 parallel logins from one address
 *   (199 wrong passwords, the right one last): on PGlite, on PostgreSQL, and
 *   across two servers sharing one PostgreSQL;
 * - registrations accepted from one address in BENCH_FLOOD_SECONDS (default
 *   10), sent 20 at a time, per minute.
 * A 401 or a 200 means argon2 ran (a guess evaluated); a 429 means refused
 * before. Run: `npm run bench:auth` (PostgreSQL at BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, is used to create a scratch database).
 */
import pg from 'pg';
import { type ServerProcess, startServerProcesses } from '../apps/server/src/test/server-process';
import { removeQuietly, scratchFolder } from './scratch-folder';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
const LIMITS = { REGISTRATIONS_PER_HOUR: '10' };

async function post(server: ServerProcess, route: string, body: object): Promise<number> {
  const response = await fetch(`${server.url}/api/users/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

let counter = 0;
function registration() {
  counter += 1;
  const username = `bench${Date.now().toString(36)}${counter}`;
  const password = 'bench-password-123';
  return {
    name: 'Bench',
    email: `${username}@example.com`,
    username,
    password,
    confirmPassword: password,
    termsAccepted: true,
  };
}

async function loginBurst(servers: ServerProcess[]) {
  const user = registration();
  const first = servers[0] as ServerProcess;
  if ((await post(first, 'register', user)) !== 201) throw new Error('could not register');
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      post(servers[i % servers.length] as ServerProcess, 'login', {
        username: user.username,
        password: i === 199 ? user.password : `wrong-guess-${i}`,
      }),
    ),
  );
  const count = (status: number) => statuses.filter((s) => s === status).length;
  return {
    evaluated: count(401) + count(200),
    ok: count(200),
    wrong: count(401),
    limited: count(429),
    other: statuses.length - count(401) - count(200) - count(429),
    lastAccepted: statuses[199] === 200,
    seconds: (Date.now() - started) / 1000,
  };
}

async function registrationFlood(server: ServerProcess) {
  const deadline = Date.now() + FLOOD_SECONDS * 1000;
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (Date.now() < deadline) statuses.push(await post(server, 'register', registration()));
    }),
  );
  const accepted = statuses.filter((s) => s === 201).length;
  return {
    sent: statuses.length,
    accepted,
    limited: statuses.filter((s) => s === 429).length,
    busy: statuses.filter((s) => s === 503).length,
    seconds: FLOOD_SECONDS,
  };
}

async function withServers<T>(
  count: number,
  env: Record<string, string>,
  run: (servers: ServerProcess[]) => Promise<T>,
) {
  const servers = await startServerProcesses(count, { ...LIMITS, ...env });
  try {
    return await run(servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    if (env.DATA_DIR) removeQuietly(env.DATA_DIR);
  }
}

async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const name = `bench_auth_${process.pid}_${Date.now()}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const pglite = () => ({ DATA_DIR: scratchFolder('takeline-bench-auth') });
const results: Record<string, unknown> = {};
results['burst, PGlite'] = await withServers(1, pglite(), loginBurst);
results['burst, PostgreSQL'] = await withPostgres((url) =>
  withServers(1, { DATABASE_URL: url }, loginBurst),
);
results['burst, two servers on PostgreSQL'] = await withPostgres((url) =>
  withServers(2, { DATABASE_URL: url }, loginBurst),
);
results['registration flood, PGlite'] = await withServers(1, pglite(), ([server]) =>
  registrationFlood(server as ServerProcess),
);
console.table(results);
