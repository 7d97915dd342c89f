#!/usr/bin/env bash
# Starts what the test suites need when it is not running: PostgreSQL on 127.0.0.1:5432.
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
