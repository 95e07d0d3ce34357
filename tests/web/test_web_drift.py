"""The committed web client (service/static/play) is what scripts/build-web.sh makes of web/.

The script builds into a temporary folder; the trees must be identical, file for file and
byte for byte. On failure: run scripts/build-web.sh and commit service/static/play.
"""

import filecmp
import subprocess

from tests.servers import ROOT

SCRIPT = ROOT / "scripts" / "build-web.sh"
COMMITTED = ROOT / "service" / "static" / "play"


def files(top):
    return {path.relative_to(top).as_posix(): path for path in sorted(top.rglob("*")) if path.is_file()}


def test_built_web_client_matches_its_sources(tmp_path):
    out = tmp_path / "play"
    proc = subprocess.run(["bash", str(SCRIPT), str(out)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    old, new = files(COMMITTED), files(out)
    assert "index.html" in new and "assets/play.js" in new, sorted(new)
    problems = [f"{name}: committed but not built" for name in sorted(old.keys() - new.keys())]
    problems += [f"{name}: built but not committed" for name in sorted(new.keys() - old.keys())]
    problems += [
        f"{name}: differs"
        for name in sorted(old.keys() & new.keys())
        if not filecmp.cmp(old[name], new[name], shallow=False)
    ]
    assert not problems, "service/static/play drifts from web/; run scripts/build-web.sh:\n" + "\n".join(problems)
