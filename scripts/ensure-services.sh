#!/usr/bin/env bash
# Starts what the test suites need when it is not running: PostgreSQL on 127.0.0.1:5432 (with the
# `test` database) and Redis on 127.0.0.1:6379 (the shared rate limits; installed when missing);
# Caddy, the production web server the build tests serve a built site with (installed when missing);
# and ffmpeg, the media pipeline's (installed when missing).
set -euo pipefail
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  else
    echo "PostgreSQL is not running on 127.0.0.1:5432 and pg_ctlcluster is missing; install postgresql." >&2
    exit 1
  fi
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
psql -h 127.0.0.1 -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'test'" | grep -q 1 \
  || psql -h 127.0.0.1 -U postgres -d postgres -c 'CREATE DATABASE test'

redis_up() { [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = PONG ]; }
if ! redis_up; then
  if ! command -v redis-server >/dev/null 2>&1 || ! command -v redis-cli >/dev/null 2>&1; then
    # The package list may be missing on a fresh machine (.ci/run updates it only for Chromium).
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq redis-server >/dev/null
  fi
  # The package's own service may have started it already; otherwise start one without a config file,
  # and without snapshots (test counters are thrown away; a dump.rdb would land in the working folder).
  redis_up || redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --dir /tmp >/dev/null
  for _ in $(seq 1 30); do redis_up && break; sleep 1; done
  if ! redis_up; then
    echo "Redis does not answer PING on 127.0.0.1:6379 after 30 s; start redis-server there." >&2
    exit 1
  fi
fi

# tests/build/caddy-site.test.ts starts Caddy itself, with deploy/Caddyfile, on a free port.
if ! command -v caddy >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq caddy >/dev/null
fi

# The media pipeline (server/src/media/processing/) runs Debian's ffmpeg and ffprobe; its tests make
# their media with them (installed when missing, never downloaded from anywhere else).
if ! command -v ffmpeg >/dev/null 2>&1 || ! command -v ffprobe >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq ffmpeg >/dev/null
fi
