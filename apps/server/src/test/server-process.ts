import { collect, freePort, type RunResult, runScript, waitForHealth } from './spawn-server';

/** A real Takeline server (src/main.ts) in a child process on a free loopback port. */
export interface ServerProcess {
  port: number;
  url: string;
  pid: number;
  /** SIGTERM, then the exit: a clean stop answers code 0. */
  stop(): Promise<RunResult>;
}

export const PROCESS_ADMIN = { username: 'ops_admin', password: 'ops-admin-password' } as const;

/**
 * Starts the server with the given database settings (DATA_DIR or
 * DATABASE_URL), jobs off, test tools and an admin on, and waits for health.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = runScript('src/main.ts', [], {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    JOBS_ENABLED: '0',
    TEST_TOOLS: '1',
    JWT_SECRET: 'a-secret-shared-by-test-processes',
    ADMIN_USERNAME: PROCESS_ADMIN.username,
    ADMIN_PASSWORD: PROCESS_ADMIN.password,
    REGISTRATIONS_PER_HOUR: '100000',
    SIM_PLAYERS: '0',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
    PORT: String(port),
  });
  const exited = collect(child);
  const early = exited.then((result) => {
    throw new Error(`server exited early (code ${result.code}): ${result.stderr}`);
  });
  await Promise.race([waitForHealth(port), early]);
  early.catch(() => {});
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Starts several servers on one database at once (they migrate under an advisory lock). */
export async function startServerProcesses(
  count: number,
  env: Record<string, string>,
): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServerProcess(env)),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failure.reason;
  }
  return servers;
}
