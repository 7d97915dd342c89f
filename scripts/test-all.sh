#!/usr/bin/env bash
# Every suite: types (tsc and astro check); lint (ESLint, Prettier, knip); unit, site-build and server
# (SQLite and PostgreSQL) tests with vitest; then the user journeys in Chromium against the built site and
# the running demo API.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-services.sh
npm run --silent typecheck
npm run --silent lint
npx vitest run
npx playwright test
