#!/usr/bin/env bash
# Every suite: types; unit, site-build and server (SQLite and PostgreSQL) tests with vitest; then
# the user journeys in Chromium against the built site and the running demo API.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-services.sh
npx tsc -p tsconfig.json
npx vitest run
npx playwright test
