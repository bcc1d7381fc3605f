import { spawn } from 'node:child_process';

/**
 * Runs PostgreSQL's own client tools (pg_dump, pg_restore) against a
 * connection URL. The password goes through PGPASSWORD, not the command
 * line, where any local user could read it in the process list.
 */
export function connectionArgs(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export class ToolMissingError extends Error {}

export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string) {
  const { dbname, env } = connectionArgs(databaseUrl);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new ToolMissingError(
              `${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client), of the server's major version or newer.`,
            )
          : error,
      ),
    );
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
