import { spawn } from 'node:child_process';

/**
 * For the scripts' tests: a separate node process running `script` as an ES module through tsx
 * (another start, as the test sees it), with its standard output collected.
 */
export function tsxScriptProcess(script: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, stdout: () => stdout };
}
