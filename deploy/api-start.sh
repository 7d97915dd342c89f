#!/bin/sh
# What the API's image runs (deploy/api.Dockerfile; docs/production.md, "The studio's previews"):
# the studio's preview renderer is built first when the one in the container was not built from this
# image's code and the container's settings (its stamp: server/src/preview/renderer-stamp.ts), which
# is at a container's first start and after a setting changes; then the API takes this process's
# place. A renderer that does not build keeps no API from starting: its previews then say why, and
# its log says so once.
set -u
if ! node scripts/build-preview.ts --if-stale; then
	echo "The studio's preview renderer could not be built (see above): the API starts, and its previews say so." >&2
fi
exec node --max-semi-space-size=8 server/src/main.ts
