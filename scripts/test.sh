#!/usr/bin/env bash
# Set up .venv (if needed) with the project and its test extras, install the Debian packages
# the tests start (redis-server, nginx, podman, debootstrap, curl) when missing, then run the
# whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
for pkg in redis-server nginx podman debootstrap curl; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]'
# The generated SDKs the client tests use: the Python one into .venv, the TypeScript one's
# pinned dev dependencies (package-lock.json) into clients/typescript/node_modules.
.venv/bin/python -m pip install -q --disable-pip-version-check -e clients/python
(cd clients/typescript && npm ci --no-audit --no-fund --silent)
exec .venv/bin/python -m pytest -n 2 -p no:cacheprovider "$@"
