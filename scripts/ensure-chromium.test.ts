import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM } from './chromium-path';
import {
  APT_GET,
  type ChromiumHost,
  type CommandRunner,
  ensureChromium,
  planChromium,
} from './ensure-chromium';

/** A machine described by the executables it has; installing chromium adds Debian's. */
function host(options: { files?: string[]; root?: boolean; env?: Record<string, string> }) {
  const files = new Set(options.files ?? []);
  const machine: ChromiumHost & { files: Set<string> } = {
    env: options.env ?? {},
    isExecutable: (path) => files.has(path),
    isRoot: options.root ?? false,
    files,
  };
  return machine;
}

function recordingRunner(onInstall: () => void, succeed = true) {
  const calls: { command: string[]; frontend: string | undefined }[] = [];
  const run: CommandRunner = (command, env) => {
    calls.push({ command, frontend: env.DEBIAN_FRONTEND });
    if (succeed && command.includes('install')) onInstall();
    return succeed;
  };
  return { run, calls };
}

describe('planChromium', () => {
  it('uses Debian chromium when it is installed, whoever runs the tests', () => {
    expect(planChromium(host({ files: [DEBIAN_CHROMIUM, APT_GET] }))).toEqual({
      kind: 'ready',
      path: DEBIAN_CHROMIUM,
    });
  });

  it('honours CHROME_PATH, and never installs over a CHROME_PATH that is wrong', () => {
    const chosen = '/opt/chrome/chrome';
    expect(planChromium(host({ files: [chosen], env: { CHROME_PATH: chosen } }))).toEqual({
      kind: 'ready',
      path: chosen,
    });
    const wrong = planChromium(
      host({ files: [DEBIAN_CHROMIUM, APT_GET], root: true, env: { CHROME_PATH: '/nope' } }),
    );
    expect(wrong.kind).toBe('stop');
    expect(wrong.kind === 'stop' && wrong.message).toContain('CHROME_PATH=/nope');
  });

  it('installs Debian chromium with apt-get when missing and running as root', () => {
    const plan = planChromium(host({ files: [APT_GET], root: true }));
    expect(plan).toEqual({
      kind: 'install',
      path: DEBIAN_CHROMIUM,
      commands: [
        [APT_GET, 'update', '-qq'],
        [APT_GET, 'install', '-y', '-qq', '--no-install-recommends', 'chromium'],
      ],
    });
  });

  it('stops with one line naming the command when missing and not root', () => {
    const plan = planChromium(host({ files: [APT_GET], root: false }));
    expect(plan.kind).toBe('stop');
    const message = plan.kind === 'stop' ? plan.message : '';
    expect(message).toContain('sudo apt-get install -y chromium');
    expect(message).toContain('CHROME_PATH');
    expect(message).not.toContain('\n');
  });

  it('stops and asks for CHROME_PATH where there is no apt-get, even as root', () => {
    const plan = planChromium(host({ root: true }));
    expect(plan.kind === 'stop' && plan.message).toMatch(/no apt-get.*CHROME_PATH/);
  });
});

describe('ensureChromium', () => {
  it('runs apt-get non-interactively, then finds the installed browser', () => {
    const machine = host({ files: [APT_GET], root: true });
    const { run, calls } = recordingRunner(() => machine.files.add(DEBIAN_CHROMIUM));
    const result = ensureChromium(machine, run);
    expect(result).toEqual({
      ok: true,
      message: `Chromium: installed Debian's chromium at ${DEBIAN_CHROMIUM}`,
    });
    expect(calls.map((call) => call.command[1])).toEqual(['update', 'install']);
    expect(calls.every((call) => call.frontend === 'noninteractive')).toBe(true);
  });

  it('stops with one clear line when apt-get fails', () => {
    const machine = host({ files: [APT_GET], root: true });
    const { run, calls } = recordingRunner(() => machine.files.add(DEBIAN_CHROMIUM), false);
    const result = ensureChromium(machine, run);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^Installing Debian's chromium failed.*npm test again\.$/);
    expect(calls).toHaveLength(1);
  });

  it('runs nothing when Chromium is there or when it may not install', () => {
    for (const machine of [host({ files: [DEBIAN_CHROMIUM] }), host({ files: [APT_GET] })]) {
      const { run, calls } = recordingRunner(() => {});
      ensureChromium(machine, run);
      expect(calls).toEqual([]);
    }
  });
});
