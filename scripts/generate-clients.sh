#!/usr/bin/env bash
# Regenerate both SDKs from the committed spec openapi/openapi.json:
#   clients/python                    openapi-python-client (config: clients/python-config.yaml)
#   clients/typescript/src/generated  @hey-api/openapi-ts  (config: clients/typescript/openapi-ts.config.ts)
# then add the hand-written and derived parts (clients/tools/postgenerate.py):
#   clients/python-facade/{facade.py,__init__.py}  -> arbiter_client/ (Arbiter, AsyncArbiter, ArbiterError)
#   clients/python-facade/README.md                -> clients/python/README.md
#   arbiter_client/unions.py                        State, View, Action, ... read from the generated models
#   arbiter_client/problem_codes.py, src/generated/problem-codes.gen.ts
#                                                   every problem code, read from rules/ and service/
# (The TypeScript facade, clients/typescript/src/arbiter.ts, lives outside src/generated.)
# The output is deterministic: it depends on the spec, the service's source, the files above and
# the pinned generators only (openapi-python-client in pyproject's test extras, @hey-api/openapi-ts
# in clients/typescript/package-lock.json).
#
# Usage: scripts/generate-clients.sh [DIR]
#   DIR (default: clients) receives python/ and typescript/src/generated; tests/clients/test_drift.py
#   generates into a temporary DIR and compares it with the committed trees.
# Needs .venv with the test extras (scripts/test.sh makes it; or set OPENAPI_PYTHON_CLIENT) and
# Node with npm; runs `npm ci` in clients/typescript when its node_modules is missing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$root/clients}")
generator=${OPENAPI_PYTHON_CLIENT:-$root/.venv/bin/openapi-python-client}
# The generator's own Python (any Python 3.11+ runs postgenerate.py: standard library only).
python=$(dirname "$generator")/python
[ -x "$python" ] || python=python3

# Python: --overwrite rewrites the files but keeps stray ones, so clear the package first
# (the project folder may hold an editable install's egg-info, left alone).
rm -rf "$out/python/arbiter_client"
mkdir -p "$out"
"$generator" generate --path "$root/openapi/openapi.json" --config "$root/clients/python-config.yaml" \
  --meta setup --output-path "$out/python" --overwrite --fail-on-warning >/dev/null
"$python" "$root/clients/tools/postgenerate.py" python "$out/python"

# TypeScript: the configuration (input, plugins, tsconfig) is read from clients/typescript;
# only the output folder is given here. openapi-ts empties it first.
cd "$root/clients/typescript"
[ -d node_modules ] || npm ci --no-audit --no-fund --silent
npx --no-install openapi-ts --silent --no-log-file --output "$out/typescript/src/generated"
"$python" "$root/clients/tools/postgenerate.py" typescript "$out/typescript/src/generated"

# The web client (/play) bundles the SDK's source: rebuild it with the committed trees (not
# when generating into another folder for the drift test).
if [ -z "${1:-}" ]; then
  "$root/scripts/build-web.sh"
fi
