import { Refusal } from '../ops/backup';
import { DataDirInUseError } from '../ops/data-dir-owner';

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Runs a command's body and exits: 0 done, 2 when the operator asked for
 * something it refuses (bad arguments, a database in the way), 1 on failure.
 */
export function runCommand(body: () => Promise<number>): void {
  body().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(error instanceof Refusal || error instanceof DataDirInUseError ? 2 : 1);
    },
  );
}
