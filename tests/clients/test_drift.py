"""The committed SDKs are what scripts/generate-clients.sh makes of the committed spec.

The script regenerates both into a temporary folder; the trees must be identical, file for
file and byte for byte. Only caches and build output are ignored (``__pycache__``, the
``*.egg-info`` of the editable install, ...). On failure: run scripts/generate-clients.sh and
commit the result (after `.venv/bin/arbiter openapi` if the service changed).
"""

import filecmp
import os
import subprocess
import sys
from pathlib import Path

from tests.servers import ROOT

SCRIPT = ROOT / "scripts" / "generate-clients.sh"
CACHES = {"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache"}
CACHE_SUFFIXES = (".pyc", ".egg-info")

# (committed tree, its place in the script's output folder)
TREES = [
    (ROOT / "clients" / "python", Path("python")),
    (ROOT / "clients" / "typescript" / "src" / "generated", Path("typescript", "src", "generated")),
]


def files(top: Path) -> dict[str, Path]:
    """Every file under ``top`` by relative path, caches left out."""
    found = {}
    for folder, dirs, names in os.walk(top):
        dirs[:] = sorted(d for d in dirs if d not in CACHES and not d.endswith(CACHE_SUFFIXES))
        for name in names:
            if not name.endswith(CACHE_SUFFIXES):
                path = Path(folder, name)
                found[path.relative_to(top).as_posix()] = path
    return found


def test_generated_clients_match_the_spec(tmp_path):
    assert (ROOT / "clients" / "typescript" / "node_modules").is_dir(), \
        "run `npm ci` in clients/typescript first (scripts/test.sh does)"
    generator = Path(sys.executable).parent / "openapi-python-client"
    proc = subprocess.run(["bash", str(SCRIPT), str(tmp_path)], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "OPENAPI_PYTHON_CLIENT": str(generator)})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    problems = []
    for committed, generated in TREES:
        old, new = files(committed), files(tmp_path / generated)
        assert new, f"the script generated nothing into {generated}"
        rel = committed.relative_to(ROOT)
        problems += [f"{rel}/{name}: committed but not generated" for name in sorted(old.keys() - new.keys())]
        problems += [f"{rel}/{name}: generated but not committed" for name in sorted(new.keys() - old.keys())]
        problems += [f"{rel}/{name}: differs" for name in sorted(old.keys() & new.keys())
                     if not filecmp.cmp(old[name], new[name], shallow=False)]
    assert not problems, ("the SDKs drift from openapi/openapi.json; run scripts/generate-clients.sh:\n"
                          + "\n".join(problems))
