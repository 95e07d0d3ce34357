"""The 79 rule cases of the Monster Mover reference (AluminumAngel/gloom, MIT), converted to
the DESIGN request format: every case's option set must match exactly.

They are read at run time from ``../shared/data/gloomhaven/monster_moves_cases.json`` next to
the repository (DESIGN, "Gloomhaven geometry and monster-moves"); without that folder the
test fails and says so.
"""

import json
from pathlib import Path

import pytest

from rules.gloomhaven import monster_moves

from .maps import options

REPO = Path(__file__).resolve().parents[2]
CASES_FILE = REPO / ".." / "shared" / "data" / "gloomhaven" / "monster_moves_cases.json"
EXPECTED_CASES = 79


def _load() -> list[dict] | None:
    if not CASES_FILE.is_file():
        return None
    return json.loads(CASES_FILE.read_text())


CASES = _load()
MISSING = (
    f"the Gloomhaven rule cases are missing: {CASES_FILE.resolve()} does not exist. "
    "They live in the shared folder next to the repository (../shared); put it there "
    "to run these tests."
)


def test_all_cases_are_present():
    if CASES is None:
        pytest.fail(MISSING)
    assert len(CASES) == EXPECTED_CASES
    assert len({case["id"] for case in CASES}) == EXPECTED_CASES


@pytest.mark.parametrize(
    "case", CASES if CASES is not None else [None], ids=(lambda case: f"case-{case['id']}" if case else "missing")
)
def test_case(case):
    if case is None:
        pytest.fail(MISSING)
    result = monster_moves(case["request"])
    expected = {
        (tuple(o["destination"]), tuple(sorted(tuple(t) for t in o["targets"]))) for o in case["expected_options"]
    }
    assert options(result) == expected, case["rule"]
    # every option once, in a deterministic order
    assert len(result["options"]) == len(options(result))
    assert result["options"] == sorted(result["options"], key=lambda o: (o["destination"], o["targets"]))


def test_cases_have_a_focus_when_they_attack():
    """Whenever a case attacks someone, the answer names a focus and hits it in every option."""
    if CASES is None:
        pytest.fail(MISSING)
    for case in CASES:
        result = monster_moves(case["request"])
        hexes = {f["id"]: tuple(f["hex"]) for f in case["request"]["figures"]}
        focus_hexes = {hexes[f] for f in result["focus"]}
        for option in result["options"]:
            if option["targets"]:
                assert focus_hexes & {tuple(t) for t in option["targets"]}, case["id"]
