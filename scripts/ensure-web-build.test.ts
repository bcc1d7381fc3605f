import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runInlineModule } from '../apps/server/src/test/spawn-server';
import { until } from '../apps/server/src/test/until';
import { procStatFields } from '../bench/process-cpu';
import { runStoppable } from './ensure-web-build';

const folder = mkdtempSync(path.join(os.tmpdir(), 'takeline-ensure-web-build-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A stand-in build whose own child (the start's grandchild) writes its pid and would outlive a
 * kill of the shell alone, as a step of `npm run build` outlives a kill of npm.
 */
const buildWithGrandchild = (pidFile: string) =>
  `sleep 60 & echo $! > ${pidFile}; echo started; wait`;

/**
 * Whether a process still runs. A zombie (killed, not yet reaped by whoever adopted it) does
 * not.
 */
const alive = (pid: number) => {
  const state = procStatFields(pid)?.[0];
  return state !== undefined && state !== 'Z';
};

const waitFor = (what: string, condition: () => boolean) =>
  until(what, condition, { timeoutMs: 15_000, everyMs: 20 });

/**
 * A start process as scripts/start.mjs runs one: runStoppable with a stand-in build, then
 * `after` (it prints how the build ended, and may exit early, as a server that fails does).
 */
const starts: ChildProcess[] = [];
afterEach(() => {
  for (const child of starts.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
function startProcess(pidFile: string, after = '') {
  const module = new URL('./ensure-web-build.ts', import.meta.url).href;
  const script = `import { runStoppable } from ${JSON.stringify(module)};
    runStoppable('sh', ['-c', ${JSON.stringify(buildWithGrandchild(pidFile))}]).then(
      () => console.log('built'),
      (error) => console.log(error.message),
    );
    ${after}`;
  const start = runInlineModule(script);
  starts.push(start.child);
  return start;
}

const grandchildOf = async (pidFile: string) => {
  await waitFor('the build has started its child', () => existsSync(pidFile));
  await waitFor('the pid is written', () => readFileSync(pidFile, 'utf8').trim() !== '');
  return Number(readFileSync(pidFile, 'utf8'));
};

describe('runStoppable: the web build of a first start (decision 0220)', () => {
  it('resolves when the build exits 0, and names the command and its code when it fails', async () => {
    await expect(runStoppable('sh', ['-c', 'exit 0'])).resolves.toBeUndefined();
    await expect(runStoppable('sh', ['-c', 'exit 3'])).rejects.toThrow(
      "the web app's build failed (sh -c exit 3 exited with 3)",
    );
    await expect(runStoppable('no-such-command-here', [])).rejects.toThrow(
      "the web app's build could not start",
    );
  });

  it('stops the whole build, not the start, on a stop signal, and rejects', async () => {
    const pidFile = path.join(folder, 'signal.pid');
    const start = startProcess(pidFile);
    const grandchild = await grandchildOf(pidFile);
    start.child.kill('SIGINT');
    await waitFor('the build has ended', () => start.stdout().includes('stopped'));
    expect(start.stdout()).toContain("the web app's build was stopped: the start got SIGINT");
    await waitFor('the grandchild is gone', () => !alive(grandchild));
    // The signal did not end the start: it reported the stop and ended on its own (a server
    // would have closed its database first). Ended by the signal, its code would be null.
    expect((await start.done).code).toBe(0);
  });

  it('stops the whole build when the start exits first', async () => {
    const pidFile = path.join(folder, 'exit.pid');
    const start = startProcess(
      pidFile,
      `const wait = () => new Promise((resolve) => setTimeout(resolve, 20));
       while (!(await import('node:fs')).existsSync(${JSON.stringify(pidFile)})) await wait();
       await wait();
       process.exit(1);`,
    );
    const grandchild = await grandchildOf(pidFile);
    expect((await start.done).code).toBe(1);
    await waitFor('the grandchild is gone', () => !alive(grandchild));
    expect(start.stdout()).not.toContain('built');
  });
});
