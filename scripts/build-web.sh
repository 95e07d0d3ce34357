#!/usr/bin/env bash
# Build the reference web client (web/, served at /play by service/play.py) into
# service/static/play, or into DIR when given:
#   type-check web/src (tsc --noEmit), then bundle it with Vite (web/vite.config.ts).
# The page imports the TypeScript SDK from its source (clients/typescript/src), so the SDK
# package needs no build first. The output is deterministic (no hashes, no timestamps): it
# depends on web/, clients/typescript/src and the tool versions pinned in
# web/package-lock.json only. tests/web/test_web_drift.py builds into a temporary DIR and
# compares it with the committed service/static/play.
#
# Usage: scripts/build-web.sh [DIR]
# Needs Node 20.19+ with npm; runs `npm ci` in web/ when its node_modules is missing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$root/service/static/play}")
cd "$root/web"
[ -d node_modules ] || npm ci --no-audit --no-fund --silent
npx --no-install tsc -p tsconfig.json --noEmit
PLAY_OUT_DIR="$out" npx --no-install vite build --logLevel warn
