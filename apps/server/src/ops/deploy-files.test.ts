import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../config';

/**
 * Docker cannot run on the machines the tests run on, so the image and the
 * compose file are checked for what can be checked without it: that they
 * parse, agree with each other and with nginx.conf, and name files that exist
 * and reach the build. nginx.conf itself runs in nginx-proxy.test.ts.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  networks?: Record<string, { ipv4_address?: string }>;
}

const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;
const replicas = ['app1', 'app2', 'app3'];
const replicaEnv = (name: string) => services[name]?.environment ?? {};

/** Compose's ${VAR}, ${VAR:-default} and ${VAR:?error}, with the given values. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name, kind, rest) => {
    if (env[name] !== undefined) return env[name];
    if (kind === '?') throw new Error(`${name} is required: ${rest}`);
    return kind === '-' ? rest : '';
  });
}

/** The Dockerfile's instructions, continuation lines joined, grouped by stage. */
function dockerfileStages() {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: { name: string; instructions: string[] }[] = [];
  for (const line of lines) {
    if (line.startsWith('FROM '))
      stages.push({ name: line.split(/\s+AS\s+/i)[1] ?? '', instructions: [] });
    stages.at(-1)?.instructions.push(line);
  }
  return stages;
}

describe('deploy/compose.yaml', () => {
  it('runs three replicas of the image on one PostgreSQL with one JWT secret', () => {
    for (const name of replicas) {
      expect(services[name]?.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
      expect(services[name]?.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    }
    const shared = (key: string) => new Set(replicas.map((name) => replicaEnv(name)[key]));
    expect(shared('JWT_SECRET').size).toBe(1);
    expect(shared('DATABASE_URL').size).toBe(1);
    // Secrets come from deploy/.env, never written in the file.
    expect([...shared('JWT_SECRET')][0]).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(services.postgres?.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(
      new URL(interpolate([...shared('DATABASE_URL')][0] ?? '', { POSTGRES_PASSWORD: 'p' })).host,
    ).toBe('postgres:5432');
  });

  it('runs the lifecycle jobs on exactly one replica', () => {
    const withJobs = replicas.filter((name) => replicaEnv(name).JOBS_ENABLED === 'true');
    expect(withJobs).toEqual(['app1']);
    expect(replicas.filter((name) => replicaEnv(name).JOBS_ENABLED === 'false')).toEqual([
      'app2',
      'app3',
    ]);
  });

  it('trusts X-Forwarded-For from nginx only', () => {
    const nginxAddress = services.nginx?.networks?.takeline?.ipv4_address;
    expect(nginxAddress).toBeTruthy();
    for (const name of replicas) expect(replicaEnv(name).TRUST_PROXY).toBe(nginxAddress);
  });

  it('gives PostgreSQL a healthcheck, and the version the image can back up', () => {
    expect(services.postgres?.healthcheck?.test).toContain('pg_isready');
    // The runtime image is Debian 12, whose postgresql-client is 15: pg_dump must not be older than the server.
    expect(services.postgres?.image).toMatch(/^postgres:15\b/);
    expect(read('Dockerfile')).toMatch(/ARG NODE_IMAGE=node:20-bookworm-slim/);
  });

  it('puts nginx in front with deploy/nginx.conf and the replicas it lists', () => {
    const nginx = services.nginx;
    expect(nginx?.volumes).toEqual([
      './nginx.conf:/etc/nginx/conf.d/default.conf:ro',
      './takeline-upstream.conf:/etc/nginx/takeline-upstream.conf:ro',
    ]);
    for (const name of replicas) {
      expect(nginx?.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
    }
    expect(read('deploy/nginx.conf')).toMatch(/^\s*include takeline-upstream\.conf;$/m);
    const upstreams = read('deploy/takeline-upstream.conf')
      .split('\n')
      .filter((line) => line.startsWith('server '));
    const port = /PORT=(\d+)/.exec(read('Dockerfile'))?.[1];
    expect(upstreams).toEqual(replicas.map((name) => `server ${name}:${port};`));
  });

  it('sets only settings the server knows and documents, with values it accepts', () => {
    const readme = read('README.md');
    const env = replicaEnv('app1');
    for (const key of Object.keys(env)) expect(readme, key).toContain(`| \`${key}\` |`);
    const values = Object.fromEntries(
      Object.entries(env).map(([key, value]) => [
        key,
        interpolate(value, {
          POSTGRES_PASSWORD: 'secret',
          JWT_SECRET: 'a-secret-of-enough-length',
        }),
      ]),
    );
    const config = loadConfig({ NODE_ENV: 'production', ...values });
    expect(config.trustProxy).toEqual([env.TRUST_PROXY]);
    expect(config.jobsEnabled).toBe(true);
    expect(config.testTools).toBe(false);
  });
});

describe('Dockerfile', () => {
  const stages = dockerfileStages();
  const runtime = stages.at(-1);

  it('builds in stages: the web app, production dependencies, then what runs', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['web', 'deps', 'runtime']);
    expect(stages[0]?.instructions).toContain('RUN npm run build');
    expect(stages[1]?.instructions.join('\n')).toMatch(
      /npm ci --omit=dev .*--workspace apps\/server/,
    );
    expect(runtime?.instructions).toContain('COPY --from=deps /app ./');
    expect(runtime?.instructions).toContain('COPY --from=web /app/apps/web/dist apps/web/dist');
  });

  it('runs as the unprivileged node user, checks /api/health, and starts node itself', () => {
    const text = runtime?.instructions ?? [];
    const user = text.findIndex((line) => line.startsWith('USER '));
    expect(text[user]).toBe('USER node');
    expect(text.slice(user).some((line) => /^(RUN|COPY) /.test(line))).toBe(false);
    expect(text.find((line) => line.startsWith('HEALTHCHECK'))).toContain('/api/health');
    expect(text.find((line) => line.startsWith('CMD'))).toBe(
      'CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]',
    );
    // tsx is what runs the server, so it must be a production dependency of it.
    const server = JSON.parse(read('apps/server/package.json'));
    expect(server.dependencies.tsx).toBeDefined();
  });

  it('copies only files that exist and that .dockerignore lets through', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    const sources = stages
      .flatMap((stage) => stage.instructions)
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
      .flatMap((line) => line.split(/\s+/).slice(1, -1));
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources.filter((entry) => entry !== '.')) {
      expect(existsSync(path.join(ROOT, source)), source).toBe(true);
      const blocked = ignored.filter((pattern) => !pattern.includes('*'));
      expect(
        blocked.some((pattern) => source === pattern || source.startsWith(`${pattern}/`)),
        `${source} is in .dockerignore`,
      ).toBe(false);
    }
  });
});
