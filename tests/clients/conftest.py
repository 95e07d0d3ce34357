"""Fixtures of the SDK tests.

The SDK under test is this tree's ``clients/python`` (first on ``sys.path``, ahead of any
editable install of another checkout) and this tree's ``clients/typescript``.
"""

import os
import shutil
import subprocess
import sys

import pytest

from tests.servers import ROOT

PYTHON_SDK = ROOT / "clients" / "python"
TYPESCRIPT_SDK = ROOT / "clients" / "typescript"
sys.path.insert(0, str(PYTHON_SDK))


def run(cmd: list[str], timeout: float = 120, **kwargs) -> subprocess.CompletedProcess[str]:
    """Run ``cmd``; fail with its output unless it exits 0."""
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=timeout, **kwargs)
    assert proc.returncode == 0, f"{' '.join(map(str, cmd))} exited {proc.returncode}:\n{proc.stdout}{proc.stderr}"
    return proc


def npm() -> str:
    found = shutil.which("npm")
    assert found, "npm is not installed (Node 20+ with npm is needed for the TypeScript SDK)"
    assert (TYPESCRIPT_SDK / "node_modules").is_dir(), "run `npm ci` in clients/typescript first (scripts/test.sh does)"
    return found


@pytest.fixture(scope="session")
def typescript_app(tmp_path_factory):
    """A clean npm project with the packed TypeScript SDK installed from its tarball.

    ``npm pack`` runs in a copy of clients/typescript (its prepack script builds dist/), so the
    tree's own dist/ is left to ``npm test``; the tarball goes to a temporary folder and is
    installed with ``npm install <tgz>`` (the SDK has no runtime dependencies: nothing is
    downloaded). Yields (app folder, tarball).
    """
    npm_path = npm()
    top = tmp_path_factory.mktemp("typescript-sdk")
    package = top / "package"
    shutil.copytree(
        TYPESCRIPT_SDK, package, ignore=shutil.ignore_patterns("node_modules", "dist", "*.tgz"), symlinks=True
    )
    (package / "node_modules").symlink_to(TYPESCRIPT_SDK / "node_modules", target_is_directory=True)
    env = {**os.environ, "NO_COLOR": "1", "npm_config_update_notifier": "false"}
    run([npm_path, "pack", "--pack-destination", top], cwd=package, env=env)
    (tarball,) = top.glob("*.tgz")
    app = top / "app"
    app.mkdir()
    (app / "package.json").write_text('{"name": "arbiter-sdk-app", "private": true, "type": "module"}\n')
    run([npm_path, "install", "--no-audit", "--no-fund", "--offline", tarball], cwd=app, env=env)
    # the app's TypeScript compiler and Node types: the SDK's pinned dev dependencies
    (app / "node_modules" / "@types").mkdir(exist_ok=True)
    (app / "node_modules" / "@types" / "node").symlink_to(TYPESCRIPT_SDK / "node_modules" / "@types" / "node")
    return app, tarball


def tsc(app, files: list[str]) -> None:
    """Compile ``files`` (.mts, in ``app``) with ``tsc --strict`` to ``app``/out."""
    compiler = TYPESCRIPT_SDK / "node_modules" / ".bin" / "tsc"
    options = ["--strict", "--target", "es2022", "--module", "nodenext", "--moduleResolution", "nodenext"]
    options += ["--types", "node", "--skipLibCheck", "--outDir", "out"]
    run([compiler, *options, *files], cwd=app)
