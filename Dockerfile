# syntax=docker/dockerfile:1
# Takeline's image: the server with production dependencies only and the web
# app prebuilt, run as the unprivileged `node` user. How to run it, with
# PostgreSQL and several replicas behind nginx: deploy/README.md. Why the
# server runs its TypeScript through tsx here too:
# docs/decisions/0070-container-image-runs-typescript-with-tsx.md.

# Debian 12 like the machines the tests run on; its postgresql-client (15)
# matches deploy/compose.yaml's PostgreSQL for `npm run backup`.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build the web app (needs every dev dependency: Vite, TypeScript, ...).
FROM ${NODE_IMAGE} AS web
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies of the server and the contract only (no React, no Vite).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/server --workspace packages/contract \
  && npm cache clean --force

# 3. What runs.
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY tsconfig.base.json ./
COPY packages/contract/src packages/contract/src
COPY apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY --from=web /app/apps/web/dist apps/web/dist
# PGlite's folder and the generated JWT secret live in DATA_DIR when there is
# no DATABASE_URL / JWT_SECRET; backups land in /app/backups unless told.
RUN mkdir -p /data /app/backups && chown node:node /data /app/backups
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 (no npm or tsx CLI in between), so SIGTERM reaches the
# server's own shutdown handler.
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
