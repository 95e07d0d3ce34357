"""The layering the design relies on: ``rules/core`` imports no game, ``rules/`` imports
nothing of the service or Flask, and the games are found through ``rules.games`` alone."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _modules_after(statement: str) -> set[str]:
    code = f"import sys\n{statement}\nprint('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_core_imports_no_game():
    loaded = _modules_after("import rules.core")
    assert not {m for m in loaded if m.startswith("rules.") and not m.startswith("rules.core")}


def test_rules_import_no_service_and_no_flask():
    loaded = _modules_after("import rules.games; [g.schemas for g in rules.games.every() if g.playable]")
    assert not {m for m in loaded if m.split(".")[0] in ("service", "flask", "werkzeug", "marshmallow")}
    assert "rules.foundations_of_rome" in loaded  # found through the list


def test_service_names_no_game_package():
    """The service reaches games only through rules.games (extension modules aside)."""
    for path in (ROOT / "service").rglob("*.py"):
        if path.parent.name == "gloomhaven":  # the Gloomhaven extension's own blueprint
            continue
        assert "foundations_of_rome" not in path.read_text(), path
