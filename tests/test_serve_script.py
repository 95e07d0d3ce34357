"""``scripts/serve.sh`` (the README's first command) installs only when it has to: when .venv
is missing or pyproject.toml changed since its last install, never on every start.

The script runs in a copy of the repository where ``python3``, ``.venv/bin/python`` and
``.venv/bin/arbiter`` are stand-ins that log how they were called, so the test sees exactly
when pip ran, without a network, a real install or timing."""

import hashlib
import os
import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest

from tests.servers import ROOT

STAND_IN = textwrap.dedent(
    """\
    #!/bin/sh
    echo "$(basename "$0") $*" >> "$CALLS"
    """
)
# `python3 -m venv .venv`: a "virtualenv" whose python and arbiter only log their calls.
FAKE_PYTHON3 = STAND_IN + textwrap.dedent(
    """\
    [ "$1 $2 $3" = "-m venv .venv" ] || exit 1
    mkdir -p .venv/bin
    cp "$STAND_IN" .venv/bin/python
    cp "$STAND_IN" .venv/bin/arbiter
    """
)


class Checkout:
    """A copy of scripts/serve.sh and pyproject.toml; calling it runs the script and returns
    the stand-ins' calls."""

    def __init__(self, tmp_path: Path):
        self.repo = tmp_path / "repo"
        (self.repo / "scripts").mkdir(parents=True)
        shutil.copy(ROOT / "scripts" / "serve.sh", self.repo / "scripts" / "serve.sh")
        shutil.copy(ROOT / "pyproject.toml", self.repo / "pyproject.toml")
        bin_dir = tmp_path / "bin"
        bin_dir.mkdir()
        (bin_dir / "python3").write_text(FAKE_PYTHON3)
        (bin_dir / "python3").chmod(0o755)
        stand_in = tmp_path / "stand-in"
        stand_in.write_text(STAND_IN)
        stand_in.chmod(0o755)
        self.calls = tmp_path / "calls"
        self.env = {
            **os.environ,
            "PATH": f"{bin_dir}:{os.environ['PATH']}",
            "CALLS": str(self.calls),
            "STAND_IN": str(stand_in),
            "ARBITER_SEAL_KEYS": "a-deployment-key",
        }

    def __call__(self, *args: str) -> list[str]:
        self.calls.write_text("")
        script = self.repo / "scripts" / "serve.sh"
        subprocess.run(["bash", str(script), *args], env=self.env, check=True, timeout=30)
        return self.calls.read_text().splitlines()


@pytest.fixture
def checkout(tmp_path) -> Checkout:
    return Checkout(tmp_path)


PIP = "python -m pip install -q --disable-pip-version-check -e ."


def test_installs_once_then_only_when_pyproject_changes(checkout):
    repo = checkout.repo

    assert checkout("--port", "8001") == ["python3 -m venv .venv", PIP, "arbiter serve --port 8001"]
    stamp = repo / ".venv" / ".serve-installed"
    assert stamp.read_text().strip() == hashlib.sha256((repo / "pyproject.toml").read_bytes()).hexdigest()

    assert checkout() == ["arbiter serve"], "serve.sh reinstalled with nothing changed"
    assert checkout("--workers", "3") == ["arbiter serve --workers 3"]

    (repo / "pyproject.toml").write_text((repo / "pyproject.toml").read_text() + "\n# a new pin\n")
    assert checkout() == [PIP, "arbiter serve"], "a changed pyproject.toml was not installed"
    assert checkout() == ["arbiter serve"]


def test_without_a_sealing_key_it_makes_a_throwaway_one(checkout):
    """The web client at /play needs sealed tokens: the first command works on a fresh machine."""
    checkout()
    del checkout.env["ARBITER_SEAL_KEYS"]
    assert checkout() == ["python -m service.seal", "arbiter serve"]


def test_a_missing_stamp_or_venv_installs_again(checkout):
    repo = checkout.repo
    checkout()

    (repo / ".venv" / ".serve-installed").unlink()
    assert checkout() == [PIP, "arbiter serve"]

    shutil.rmtree(repo / ".venv")
    assert checkout() == ["python3 -m venv .venv", PIP, "arbiter serve"]
    assert checkout() == ["arbiter serve"]


def test_a_failed_install_is_tried_again(checkout):
    repo = checkout.repo
    checkout()
    (repo / ".venv" / ".serve-installed").unlink()
    failing = repo / ".venv" / "bin" / "python"
    failing.write_text(STAND_IN + "exit 1\n")

    with pytest.raises(subprocess.CalledProcessError):
        checkout()
    assert not (repo / ".venv" / ".serve-installed").exists(), "a failed install left a stamp"
