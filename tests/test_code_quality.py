"""The code checks run with the tests: ruff's lint rules and formatting, and mypy (``rules/``
under strict flags, ``service/`` checked). Each tool runs from this environment
(``sys.executable -m ...``) in the repository root, with its settings from ``pyproject.toml``;
a failure shows the tool's own report."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def _check(*args: str) -> None:
    """Run ``python -m <args>``; fail with the tool's output unless it exits 0."""
    result = _run(*args)
    code = result.returncode
    assert code == 0, f"{' '.join(args)} exited {code}:\n{result.stdout}{result.stderr}"


def test_ruff_check():
    _check("ruff", "check", "--no-cache", ".")


def test_ruff_format():
    _check("ruff", "format", "--check", "--no-cache", ".")


def test_mypy():
    # the cache (.mypy_cache, ignored by git) makes the runs after the first incremental
    _check("mypy", "--cache-dir", str(ROOT / ".mypy_cache"))
