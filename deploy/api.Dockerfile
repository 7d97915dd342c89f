# syntax=docker/dockerfile:1
# The content API's image (docs/production.md). Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t concert-library-api .
# Node 24 on Debian 12 slim (its postgresql-client 15 matches compose.yaml's PostgreSQL 15 for
# `npm run backup`), production dependencies only, run as the unprivileged `node` user, outside demo
# mode unless DEMO=true is set: SECRET_KEY and API_ORIGIN are then required (the API refuses to start).
# It holds what the studio's preview renderer is built from too (the site's sources, its Astro
# configurations and build script), and builds the renderer when a container starts with settings it
# was not built with (deploy/api-start.sh; docs/production.md, "The studio's previews").

FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
# No install scripts are needed: argon2 comes prebuilt for the platform as an optional dependency. The
# project's patches (to the React integration the preview renderer draws islands with) are applied as
# `npm install` applies them, by patch-package at the lock's version, which stays out of the image.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
	&& npx --yes patch-package@8.0.1 --error-on-fail

FROM node:24-bookworm-slim
RUN apt-get update \
	&& apt-get install -y --no-install-recommends postgresql-client ffmpeg \
	&& rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
	DEMO=false \
	API_HOST=0.0.0.0 \
	API_PORT=8000 \
	MEDIA_ROOT=/app/server/media \
	MAIL_OUTBOX=/app/var/outbox \
	SHUTDOWN_TIMEOUT_SECONDS=10 \
	ASTRO_TELEMETRY_DISABLED=1
COPY --from=dependencies /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json astro.config.mjs astro.preview.config.ts ./
COPY patches ./patches
# The API runs its TypeScript as it is (Node's type stripping) and shares the /api/2 contract in src/lib;
# the preview renderer is built from the site's sources and the build's scripts.
COPY server ./server
COPY src ./src
COPY scripts/build-preview.ts ./scripts/build-preview.ts
COPY scripts/site ./scripts/site
COPY deploy/api-start.sh ./deploy/api-start.sh
# The renderer and its build's cache go under var/, the one folder the node user writes.
RUN mkdir -p /app/var && chown node:node /app/var
USER node
EXPOSE 8000
# Liveness only: /readyz (database and Redis) is for a load balancer's routing, not for restarts. The
# start period covers building the preview renderer before the API starts (seconds; more on a busy machine).
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
	CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.API_PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains in-flight requests for at most SHUTDOWN_TIMEOUT_SECONDS, then the process exits.
STOPSIGNAL SIGTERM
# The preview renderer built if its stamp does not match, then the API in the shell's place
# (`node --max-semi-space-size=8 server/src/main.ts`).
CMD ["sh", "deploy/api-start.sh"]
