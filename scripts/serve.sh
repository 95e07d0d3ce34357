#!/usr/bin/env bash
# Set up .venv (if needed) with the project, then serve Arbiter on :8000 (in-process cache).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e .
exec .venv/bin/arbiter serve "$@"
