"""The generated TypeScript SDK (clients/typescript) against a live gunicorn server.

Runs ``npm test`` there (tsc, then node's test runner on dist/test/*.test.js, which plays a
complete game through the SDK and checks a 422 problem; facade.test.js does the same with
the hand-written Arbiter facade and its ArbiterError) with ARBITER_URL set to the server.
scripts/test.sh installs the pinned dev dependencies (``npm ci`` in clients/typescript).
"""

import os
import re
import shutil
import subprocess

from tests.servers import ROOT

PACKAGE = ROOT / "clients" / "typescript"


def test_typescript_sdk_plays_a_game(live_server):
    npm = shutil.which("npm")
    assert npm, "npm is not installed (Node 20+ with npm is needed for the TypeScript SDK)"
    assert (PACKAGE / "node_modules").is_dir(), \
        "run `npm ci` in clients/typescript first (scripts/test.sh does)"
    proc = subprocess.run([npm, "test"], cwd=PACKAGE, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "ARBITER_URL": live_server, "NO_COLOR": "1"})
    output = proc.stdout + proc.stderr
    assert proc.returncode == 0, output
    # node --test closes with counts: "# pass 3" (TAP, when not on a terminal) or "ℹ pass 3" (spec)
    passed = re.search(r"^[#ℹ] pass (\d+)$", output, re.MULTILINE)
    assert passed and int(passed.group(1)) >= 9, output
    assert re.search(r"^[#ℹ] fail 0$", output, re.MULTILINE), output
