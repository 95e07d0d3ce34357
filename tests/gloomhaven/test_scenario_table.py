"""The scenario table of ``docs/gloomhaven-scenarios.md`` says, for every scenario, whether the
engine plays it (``scenario_rules.summary``: "plays", or what it lacks: rule kinds it does not
play yet, monster decks not encoded yet, rules data incomplete). The test fails when the
table drifts from the engine; ``ARBITER_WRITE_DOCS=1 pytest tests/gloomhaven/test_scenario_table.py``
rewrites the column, and the rules data column (complete, or what the entry lacks)."""

import os
import re
from pathlib import Path

from rules.gloomhaven import scenario_rules, scenarios

DOC = Path(__file__).resolve().parents[2] / "docs" / "gloomhaven-scenarios.md"
HEADER = "| # | Scenario | Goal | Rules data | In the engine |"
ROW = re.compile(r"^\| (\d+) \| ")


def rewritten(text: str) -> str:
    """``text`` with the scenario table's last column (and the count above it) rewritten."""
    out, in_table = [], False
    for line in text.split("\n"):
        if line.startswith("| # | Scenario | Goal |"):
            out.append(HEADER)
            in_table = True
        elif in_table and line.startswith("|---"):
            out.append("|---|---|---|---|---|")
        elif in_table and (match := ROW.match(line)):
            first_three = " | ".join(line.split(" | ")[:3])
            out.append(f"{first_three} | {_rules_data(match[1])} | {scenario_rules.summary(int(match[1]))} |")
        elif line.startswith("The engine plays **"):
            out.append(_count())
        else:
            in_table = in_table and line.startswith("|")
            out.append(line)
    return "\n".join(out)


def _count() -> str:
    """The line above the table: how many scenarios the engine plays, and which of them with
    some party sizes only."""
    playable = scenario_rules.playable()
    some = [n for n in playable if scenario_rules.party_sizes(n) != scenario_rules.PARTY_SIZES]
    line = f"The engine plays **{len(playable)}** of the {len(scenarios.numbers())} scenarios with a map"
    if not some:
        return line + "."
    by_sizes: dict[tuple[int, ...], list[str]] = {}
    for n in some:
        by_sizes.setdefault(scenario_rules.party_sizes(n), []).append(f"#{n}")
    parts = [f"{_listed(ns)} with {' or '.join(map(str, sizes))} characters only" for sizes, ns in by_sizes.items()]
    return f"{line}: {len(playable) - len(some)} with 2–4 characters, {'; '.join(parts)}."


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _rules_data(number: str) -> str:
    """The rules data column: complete, or what the entry lacks (its ``missing``)."""
    entry = scenario_rules._entries()[number]
    if "characters" in entry:
        sizes = " or ".join(map(str, entry["characters"]))
        return f"complete for {sizes} characters; missing for the other sizes: {entry['missing']}"
    return "complete" if entry["complete"] else f"missing: {entry['missing']}"


def test_the_table_says_what_the_engine_plays():
    text = DOC.read_text()
    new = rewritten(text)
    if os.environ.get("ARBITER_WRITE_DOCS"):
        DOC.write_text(new)
    assert HEADER in new
    assert new == text, "docs/gloomhaven-scenarios.md drifted: ARBITER_WRITE_DOCS=1 pytest " + __file__


def test_every_scenario_has_a_row_and_the_playable_ones_say_so():
    text = DOC.read_text()
    table = text[text.index(HEADER) :]
    rows = {int(m[1]): line for line in table.split("\n") if (m := ROW.match(line))}
    assert set(rows) == set(range(1, 116))
    for number in scenario_rules.playable():
        assert rows[number].endswith(("| plays |", "characters |"))
        assert number in scenarios.numbers()
