#!/usr/bin/env bash
# Set up .venv (if needed) with the project and its test extras, then run the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]'
exec .venv/bin/python -m pytest -n 2 -p no:cacheprovider "$@"
