"""A deployment plays another content pack by naming its file in ``ARBITER_FOUNDERS_PACK``
(``content.py``; the game's notes and ``data/README.md`` say so): the engine then plays that
pack's values, and a pack that breaks a check is refused with the place named. Each case
runs in a fresh interpreter, as a deployment starts with its environment."""

import json
import os
import subprocess
import sys

from rules.founders_of_gloomhaven.pack import PACK
from tests.servers import ROOT

SCRIPT = """
from rules.founders_of_gloomhaven import GAME
state = GAME.setup({"players": 3}, seed=1)
print(state["players"][0]["money"], GAME.components()["pack"]["prices"]["start_money"])
"""


def _run(pack: dict, tmp_path) -> subprocess.CompletedProcess:
    path = tmp_path / "pack.json"
    path.write_text(json.dumps(pack))
    env = {**os.environ, "ARBITER_FOUNDERS_PACK": str(path), "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120)


def test_the_engine_plays_the_pack_the_environment_names(tmp_path):
    pack = json.loads(PACK.read_text())
    pack["prices"]["start_money"] = 9
    done = _run(pack, tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["9", "9"]


def test_a_broken_pack_is_refused_with_the_place_named(tmp_path):
    pack = json.loads(PACK.read_text())
    pack["resources"][8]["recipe"][0]["resource"] = "unobtainium"
    done = _run(pack, tmp_path)
    assert done.returncode != 0
    assert "PackError" in done.stderr and "unknown resource 'unobtainium'" in done.stderr
