#!/usr/bin/env bash
# Every suite: types (tsc and astro check); lint (ESLint, Prettier, knip); unit, site-build and server
# (SQLite and PostgreSQL) tests with vitest; then the user journeys in Chromium against the built site and
# the running demo API.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-services.sh

# Astro's generated types first: the type checks and ESLint's typed rules all read them.
node scripts/sync-types.ts

# The type checks and lint each keep one core busy: run them side by side, each one's output shown whole
# once it ends, and fail if any failed.
checks=$(mktemp -d)
trap 'rm -rf "$checks"' EXIT
for check in typecheck:astro typecheck:ts lint; do
  (set +e; npm run --silent "$check" >"$checks/$check.log" 2>&1; echo $? >"$checks/$check.status") &
done
wait
failed=0
for check in typecheck:astro typecheck:ts lint; do
  echo "== npm run $check (exit $(cat "$checks/$check.status"))"
  cat "$checks/$check.log"
  [ "$(cat "$checks/$check.status")" = 0 ] || failed=1
done
[ "$failed" = 0 ]

npx vitest run
npx playwright test
