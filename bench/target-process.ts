/**
 * The driver's side of a benchmark's server process (bench/served-app.ts): forks it through tsx
 * with its folder and database, and reads its messages in turn.
 */
import { fork } from 'node:child_process';
import { throwawayPostgres } from './bench-database';
import { removeQuietly, scratchFolder } from './scratch-folder';

/** The server's environment: its folder, and DATABASE_URL only for a PostgreSQL run. */
function serverEnv(databaseUrl: string | undefined, dataDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const withFolder = { ...env, BENCH_DATA_DIR: dataDir };
  return databaseUrl ? { ...withFolder, DATABASE_URL: databaseUrl } : withFolder;
}

function forkTarget(file: string, databaseUrl: string | undefined, dataDir: string) {
  const child = fork(file, [], {
    execArgv: ['--import', 'tsx'],
    env: serverEnv(databaseUrl, dataDir),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** The process's next message; fails if it exits first. */
  const nextMessage = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (message) => resolve(message as T));
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
  /** Stops the process if it still runs, and waits for it to be gone. */
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { send: (message: object) => child.send(message), nextMessage, stop };
}

export type Target = ReturnType<typeof forkTarget>;

/**
 * A server of `file` for one run: a throwaway database on PostgreSQL (none on PGlite) and a scratch
 * folder, all removed after `use`, whatever it answers or throws.
 */
export async function withTarget<T>(
  file: string,
  label: string,
  postgresUrl: string | undefined,
  use: (target: Target) => Promise<T>,
): Promise<T> {
  const database = postgresUrl
    ? await throwawayPostgres(postgresUrl, label)
    : { url: undefined, drop: async () => {} };
  // The server's folder: PGlite's data (about 100 MB after a load) and the access log.
  const dataDir = scratchFolder(`takeline-bench-${label}`);
  const target = forkTarget(file, database.url, dataDir);
  try {
    return await use(target);
  } finally {
    await target.stop();
    removeQuietly(dataDir);
    await database.drop();
  }
}

/**
 * Runs on PostgreSQL when DATABASE_URL is set, then on PGlite (BENCH_PGLITE=0 skips it), and sets
 * the exit code: 1 when a run did not pass.
 */
export async function onEachDatabase(run: (postgresUrl: string | undefined) => Promise<boolean>) {
  const baseUrl = process.env.DATABASE_URL;
  const urls = baseUrl && process.env.BENCH_PGLITE !== '0' ? [baseUrl, undefined] : [baseUrl];
  let passed = true;
  for (const postgresUrl of urls) passed = (await run(postgresUrl)) && passed;
  process.exitCode = passed ? 0 : 1;
}
