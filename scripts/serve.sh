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
exec .venv/bin/arbiter serve "$@"
