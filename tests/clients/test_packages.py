"""The SDKs as an app installs them, used against a live server.

Python: ``python -m build`` makes a wheel of clients/python (copied to a temporary folder, so
the tree gets no build/ or egg-info), in a temporary venv with the pinned ``build`` and
``setuptools`` from PyPI; the wheel goes into a second, clean venv (with ``httpx`` and ``attrs``
at the versions of this environment), whose Python then plays with ``arbiter_client.Arbiter``.

TypeScript: the ``typescript_app`` fixture packs clients/typescript (``npm pack``) and installs
the tarball into a clean npm project; a script there, compiled with ``tsc --strict``, plays
with ``Arbiter`` from ``@arbiter/client``.
"""

import importlib.metadata
import os
import shutil
import tarfile
import venv
import zipfile

from tests.clients.conftest import PYTHON_SDK, run, tsc

BUILD = ["build==1.6.1", "setuptools==84.2.1"]
PIP = ["-m", "pip", "--disable-pip-version-check", "--no-input", "-q"]

CONSUMER_PY = """
import sys

import arbiter_client
from arbiter_client import Arbiter, ArbiterError
from arbiter_client.models import FoundationsOfRomeOptions

assert arbiter_client.__file__.startswith(sys.prefix), arbiter_client.__file__
with Arbiter(sys.argv[1]) as arbiter:
    game = arbiter.setup("foundations-of-rome", FoundationsOfRomeOptions(players=2, first_player=0), seed=42)
    legal = arbiter.legal_actions("foundations-of-rome", state=game.state, player=0)
    applied = arbiter.apply("foundations-of-rome", legal.actions[1], state=game.state)
    try:
        arbiter.apply("foundations-of-rome", legal.actions[1], state=applied.state)
    except ArbiterError as err:
        print(applied.status.awaiting, err.status, err.code)
"""

CONSUMER_TS = """
import { Arbiter, ArbiterError, problemCodes, type ProblemCode } from '@arbiter/client';

const arbiter = new Arbiter(process.argv[2]);
const game = 'foundations-of-rome';
const start = await arbiter.setup(game, { options: { players: 2, first_player: 0 }, seed: 42 });
const legal = await arbiter.legalActions(game, { state: start.state, player: 0 });
const next = await arbiter.apply(game, { state: start.state, action: legal.actions[1] });
try {
  await arbiter.apply(game, { state: next.state, action: legal.actions[1] });
} catch (err) {
  if (!(err instanceof ArbiterError && err instanceof Error)) throw err;
  const code: ProblemCode | 'unexpected_response' = err.code;
  console.log(JSON.stringify(next.status.awaiting), err.status, code, problemCodes.includes('not_your_turn'));
}
"""


def make_venv(path) -> str:
    venv.EnvBuilder(with_pip=True, clear=True).create(path)
    return str(path / "bin" / "python")


def test_python_wheel_in_a_clean_venv(live_server, tmp_path):
    source = tmp_path / "source"
    shutil.copytree(PYTHON_SDK, source, ignore=shutil.ignore_patterns("*.egg-info", "__pycache__", "build", "dist"))
    builder = make_venv(tmp_path / "build-env")
    run([builder, *PIP, "install", *BUILD], timeout=180)
    run([builder, "-m", "build", "--wheel", "--no-isolation", "--outdir", tmp_path / "dist", source], timeout=120)
    (wheel,) = (tmp_path / "dist").glob("arbiter_client-*.whl")

    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata = next(archive.read(n).decode() for n in names if n.endswith(".dist-info/METADATA"))
    for name in ("facade.py", "unions.py", "problem_codes.py", "py.typed", "api/games/setup.py"):
        assert f"arbiter_client/{name}" in names, name
    assert "## A whole game" in metadata, "the wheel's description is the hand-written README"

    app = make_venv(tmp_path / "app-env")
    pins = tmp_path / "constraints.txt"
    pins.write_text("".join(f"{name}=={importlib.metadata.version(name)}\n" for name in ("httpx", "attrs")))
    run([app, *PIP, "install", "-c", pins, wheel], timeout=180)
    script = tmp_path / "consumer.py"
    script.write_text(CONSUMER_PY)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    proc = run([app, script, live_server], timeout=60, cwd=tmp_path, env=env)
    assert proc.stdout.strip() == "[1] 422 not_your_turn"


def test_typescript_tarball_in_a_clean_project(live_server, typescript_app):
    app, tarball = typescript_app
    with tarfile.open(tarball) as archive:
        names = set(archive.getnames())
    for name in ("package.json", "README.md", "dist/src/index.js", "dist/src/index.d.ts", "dist/src/arbiter.js"):
        assert f"package/{name}" in names, name
    assert not any(name.startswith("package/dist/test") for name in names)
    assert not any("node_modules" in name for name in names)

    (app / "consumer.mts").write_text(CONSUMER_TS)
    tsc(app, ["consumer.mts"])
    proc = run(["node", app / "out" / "consumer.mjs", live_server], timeout=60, cwd=app)
    assert proc.stdout.strip() == "[1] 422 not_your_turn true"
