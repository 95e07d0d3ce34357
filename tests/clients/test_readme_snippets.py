"""Every Python and TypeScript snippet of the SDK documentation runs against a live server:
the top-level README's "SDKs" section, clients/python/README.md and clients/typescript/README.md.

Python snippets pass ``mypy --strict`` (all in one run; the cache is kept in
.mypy_cache/sdk-snippets, so only the first run checks the generated models from scratch) and
then run with this tree's SDK. TypeScript snippets are compiled with ``tsc --strict`` in a
clean npm project holding the packed SDK (the ``typescript_app`` fixture) and run with node.
Each snippet is a whole program; ``http://localhost:8000`` in it becomes the live server's URL.
"""

import os
import re
import subprocess
import sys

import pytest

from tests.clients.conftest import PYTHON_SDK, ROOT, run, tsc

DOCS = {
    "readme": ROOT / "README.md",
    "python": ROOT / "clients" / "python" / "README.md",
    "typescript": ROOT / "clients" / "typescript" / "README.md",
}
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)
RUN = {"python", "ts"}
SHOWN_ONLY = {"sh"}  # install commands
PLACEHOLDER = "http://localhost:8000"


def sdk_text(doc: str) -> str:
    text = DOCS[doc].read_text(encoding="utf-8")
    if doc == "readme":
        start = text.index("\n## SDKs\n")
        text = text[start : text.index("\n## ", start + 1)]
    return text


def snippets(language: str) -> list[tuple[str, str]]:
    found = []
    for doc in DOCS:
        blocks = [(lang, code) for lang, code in FENCE.findall(sdk_text(doc))]
        found += [(f"{doc}_{i}", code) for i, (lang, code) in enumerate(blocks) if lang == language]
    return found


def test_every_snippet_is_run():
    """No snippet escapes the tests under another fence name (```py, ```typescript, ```)."""
    for doc in DOCS:
        languages = [lang for lang, _ in FENCE.findall(sdk_text(doc))]
        assert set(languages) <= RUN | SHOWN_ONLY, f"{DOCS[doc]}: fences {languages}"
    counts = {(doc, lang): 0 for doc in DOCS for lang in RUN}
    for lang in RUN:
        for name, _ in snippets(lang):
            counts[(name.rsplit("_", 1)[0], lang)] += 1
    assert counts[("readme", "python")] >= 1 and counts[("readme", "ts")] >= 1, counts
    assert counts[("python", "python")] >= 5 and counts[("typescript", "ts")] >= 4, counts
    assert counts[("python", "ts")] == counts[("typescript", "python")] == 0, counts


def program(code: str, base: str) -> str:
    assert PLACEHOLDER in code, "a snippet talks to http://localhost:8000"
    return code.replace(PLACEHOLDER, base)


# --- Python ------------------------------------------------------------------------------------
PY_SNIPPETS = snippets("python")


@pytest.fixture(scope="module")
def python_snippets(tmp_path_factory):
    """The snippets as files (placeholder URL kept: mypy does not care), checked by mypy --strict."""
    folder = tmp_path_factory.mktemp("python-snippets")
    for name, code in PY_SNIPPETS:
        (folder / f"snippet_{name}.py").write_text(code, encoding="utf-8")
    (folder / "mypy.ini").write_text("[mypy]\n")  # --strict alone, not the repository's settings
    cache = ROOT / ".mypy_cache" / "sdk-snippets"
    files = sorted(p.name for p in folder.glob("snippet_*.py"))
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--config-file", "mypy.ini", "--cache-dir", cache, *files],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "MYPYPATH": str(PYTHON_SDK)},
    )
    return folder, proc


def test_python_snippets_pass_mypy_strict(python_snippets):
    _, proc = python_snippets
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.parametrize("name,code", PY_SNIPPETS, ids=[name for name, _ in PY_SNIPPETS])
def test_python_snippet_runs(name, code, live_server, tmp_path):
    script = tmp_path / f"snippet_{name}.py"
    script.write_text(program(code, live_server), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(PYTHON_SDK)}
    proc = run([sys.executable, script], timeout=60, cwd=tmp_path, env=env)
    assert proc.stdout.strip(), "the snippet prints what it shows"


# --- TypeScript ----------------------------------------------------------------------------------
TS_SNIPPETS = snippets("ts")


@pytest.fixture(scope="module")
def typescript_snippets(typescript_app, live_server):
    """The snippets compiled with tsc --strict against the installed package."""
    app, _ = typescript_app
    for name, code in TS_SNIPPETS:
        (app / f"snippet_{name}.mts").write_text(program(code, live_server), encoding="utf-8")
    tsc(app, [f"snippet_{name}.mts" for name, _ in TS_SNIPPETS])
    return app


@pytest.mark.parametrize("name", [name for name, _ in TS_SNIPPETS])
def test_typescript_snippet_runs(name, typescript_snippets):
    proc = run(["node", typescript_snippets / "out" / f"snippet_{name}.mjs"], timeout=60, cwd=typescript_snippets)
    assert proc.stdout.strip(), "the snippet prints what it shows"
