#!/usr/bin/env bash
# Set up .venv (if needed) with the project, then serve Arbiter on :8000 (in-process cache).
#
# pip runs only when .venv is missing or pyproject.toml changed since the last install here:
# .venv/.serve-installed holds the sha256 of the pyproject.toml installed (the code itself is
# an editable install, so its changes need no reinstall). Delete that file to force one.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=.venv/.serve-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ ! -x .venv/bin/python ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  [ -x .venv/bin/python ] || python3 -m venv .venv
  .venv/bin/python -m pip install -q --disable-pip-version-check -e .
  echo "$want" > "$stamp"
fi
# The web client at /play plays with sealed tokens only, which need a sealing key. With none
# set, this development command makes a throwaway one (tokens then last until it stops); a
# deployment sets its own ARBITER_SEAL_KEYS (README, "Configuration").
if [ -z "${ARBITER_SEAL_KEYS:-}" ]; then
  ARBITER_SEAL_KEYS=$(.venv/bin/python -m service.seal)
  export ARBITER_SEAL_KEYS
  echo "serve.sh: ARBITER_SEAL_KEYS not set: using a throwaway sealing key for this run" >&2
fi
exec .venv/bin/arbiter serve "$@"
