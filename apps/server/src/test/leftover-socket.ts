import { spawn } from 'node:child_process';

/**
 * Leaves a socket file at `socketPath` that no process listens on any more, as a process killed
 * outright does: the kernel closes its socket, but the file stays.
 */
export async function leaveSocketBehind(socketPath: string): Promise<void> {
  const crashed = spawn(process.execPath, [
    '-e',
    `require('node:net').createServer().listen(${JSON.stringify(socketPath)}, () => console.log('up'))`,
  ]);
  await new Promise((resolve) => crashed.stdout.once('data', resolve));
  crashed.kill('SIGKILL');
  await new Promise((resolve) => crashed.once('exit', resolve));
}
