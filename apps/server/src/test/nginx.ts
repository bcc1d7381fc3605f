import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './spawn-server';
import { testFolder } from './test-folder';

/**
 * Runs the real nginx with deploy/nginx.conf (the file compose mounts) in
 * front of local servers, for tests of the deployment: the site config is
 * used as it is, only `listen 80` becomes a free loopback port and the
 * upstream list names the given local ports instead of app1..app3.
 */

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
export const DEPLOY_DIR = fileURLToPath(new URL('../../../../deploy/', import.meta.url));

export const nginxAvailable = (() => {
  try {
    accessSync(NGINX_BINARY, constants.X_OK);
    return true;
  } catch {
    return false;
  }
})();

/** The header the test config adds so a test can tell which upstream answered. */
export const UPSTREAM_HEADER = 'x-upstream-addr';

export interface NginxProxy {
  port: number;
  url: string;
  /** The folder holding the rendered config and nginx's logs. */
  dir: string;
  stop(): Promise<void>;
}

/** The main config a test owns: paths inside `dir`, one worker (so round-robin is exact). */
function mainConfig(dir: string): string {
  const temp = (name: string) => path.join(dir, 'temp', name);
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log ${path.join(dir, 'access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  # Test only: names the replica that answered. Inherited because the site
  # config adds no headers of its own.
  add_header X-Upstream-Addr $upstream_addr always;
  # Compression on, as many production http blocks have it: gzip holds small
  # chunks back, so the site config must turn it off where streams flow.
  gzip on;
  gzip_types text/event-stream application/json;
  gzip_min_length 1;
  include takeline.conf;
}
`;
}

/** deploy/nginx.conf with its listen address moved to a local port. */
export function renderSiteConfig(port: number): string {
  const site = readFileSync(path.join(DEPLOY_DIR, 'nginx.conf'), 'utf8');
  const rendered = site.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  if (rendered === site) throw new Error('deploy/nginx.conf has no "listen 80;" line to render');
  return rendered;
}

export async function startNginx(upstreamPorts: number[]): Promise<NginxProxy> {
  const dir = testFolder('takeline-nginx');
  mkdirSync(path.join(dir, 'temp'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  writeFileSync(path.join(dir, 'takeline.conf'), renderSiteConfig(port));
  writeFileSync(
    path.join(dir, 'takeline-upstream.conf'),
    upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream};\n`).join(''),
  );
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitForListening(url, exited, () => {
    const log = readFileSync(path.join(dir, 'error.log'), { encoding: 'utf8', flag: 'a+' });
    return `${stderr}${log}`;
  });
  return {
    port,
    url,
    dir,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

async function waitForListening(url: string, exited: Promise<void>, logs: () => string) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !gone) {
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not start: ${logs()}`);
}
