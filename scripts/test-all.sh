#!/usr/bin/env bash
# Every suite: types; unit, site-build and server (SQLite and PostgreSQL) tests with vitest; then
# the user journeys in Chromium against the built site and the running demo API.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-services.sh
npm run --silent typecheck
npx vitest run
npx playwright test
