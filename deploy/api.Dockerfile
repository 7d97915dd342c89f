# syntax=docker/dockerfile:1
# The content API's image (docs/production.md). Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t concert-library-api .
# Node 24 on Debian 12 slim (its postgresql-client 15 matches compose.yaml's PostgreSQL 15 for
# `npm run backup`), production dependencies only, run as the unprivileged `node` user, outside demo
# mode unless DEMO=true is set: SECRET_KEY and API_ORIGIN are then required (the API refuses to start).

FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts are needed: argon2 comes prebuilt for the platform as an optional dependency.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

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
	SHUTDOWN_TIMEOUT_SECONDS=10
COPY --from=dependencies /app/node_modules ./node_modules
COPY package.json ./
# The API runs its TypeScript as it is (Node's type stripping) and shares the /api/2 contract in src/lib.
COPY server ./server
COPY src/lib ./src/lib
RUN mkdir -p /app/var && chown node:node /app/var
USER node
EXPOSE 8000
# Liveness only: /readyz (database and Redis) is for a load balancer's routing, not for restarts.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
	CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.API_PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains in-flight requests for at most SHUTDOWN_TIMEOUT_SECONDS, then the process exits.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "server/src/main.ts"]
