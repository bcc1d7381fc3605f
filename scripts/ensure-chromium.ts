import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromiumPath, DEBIAN_CHROMIUM } from './chromium-path';

/**
 * Runs before the end-to-end tests: makes sure the Chromium they drive is
 * there, installing Debian's package when it may (root, apt-get), or stops
 * at once with one line saying what to run. It never downloads a browser
 * from anywhere but the package registry (docs/decisions/0072-e2e-chromium-setup.md).
 */

export interface ChromiumHost {
  env: Record<string, string | undefined>;
  isExecutable(path: string): boolean;
  isRoot: boolean;
}

export const APT_GET = '/usr/bin/apt-get';

export type ChromiumPlan =
  | { kind: 'ready'; path: string }
  | { kind: 'install'; path: string; commands: string[][] }
  | { kind: 'stop'; message: string };

const AGAIN = 'then run npm test again.';

export function planChromium(host: ChromiumHost): ChromiumPlan {
  const path = chromiumPath(host.env);
  if (host.isExecutable(path)) return { kind: 'ready', path };
  if (path !== DEBIAN_CHROMIUM) {
    return {
      kind: 'stop',
      message: `CHROME_PATH=${path} is not an executable Chromium: point it at one or unset it, ${AGAIN}`,
    };
  }
  if (!host.isExecutable(APT_GET)) {
    return {
      kind: 'stop',
      message: `Chromium for the end-to-end tests is missing and there is no apt-get here: install Chromium, set CHROME_PATH to it, ${AGAIN}`,
    };
  }
  if (!host.isRoot) {
    return {
      kind: 'stop',
      message: `Chromium for the end-to-end tests is missing: run "sudo apt-get install -y chromium" (or set CHROME_PATH to a Chromium), ${AGAIN}`,
    };
  }
  return {
    kind: 'install',
    path: DEBIAN_CHROMIUM,
    commands: [
      [APT_GET, 'update', '-qq'],
      [APT_GET, 'install', '-y', '-qq', '--no-install-recommends', 'chromium'],
    ],
  };
}

/** Runs one command with the terminal attached; true when it exits 0. */
export type CommandRunner = (command: string[], env: Record<string, string | undefined>) => boolean;

export interface EnsureResult {
  ok: boolean;
  /** One line for the person at the terminal. */
  message: string;
}

export function ensureChromium(host: ChromiumHost, run: CommandRunner): EnsureResult {
  const plan = planChromium(host);
  if (plan.kind === 'stop') return { ok: false, message: plan.message };
  if (plan.kind === 'ready') return { ok: true, message: `Chromium: ${plan.path}` };

  // Non-interactive: no debconf questions, and apt-get fails rather than waits.
  const env = { ...host.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed = plan.commands.every((command) => run(command, env));
  if (installed && host.isExecutable(plan.path)) {
    return { ok: true, message: `Chromium: installed Debian's chromium at ${plan.path}` };
  }
  return {
    ok: false,
    message: `Installing Debian's chromium failed (apt-get's output is above): run "apt-get install -y chromium" yourself or set CHROME_PATH, ${AGAIN}`,
  };
}

export function systemHost(env: Record<string, string | undefined> = process.env): ChromiumHost {
  return {
    env,
    isExecutable(path) {
      try {
        accessSync(path, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    isRoot: process.getuid?.() === 0,
  };
}

const runCommand: CommandRunner = (command, env) => {
  const [file, ...args] = command;
  if (!file) return false;
  console.log(`$ ${command.join(' ')}`);
  return spawnSync(file, args, { stdio: 'inherit', env }).status === 0;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = ensureChromium(systemHost(), runCommand);
  (result.ok ? console.log : console.error)(result.message);
  process.exit(result.ok ? 0 : 1);
}
