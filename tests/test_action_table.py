"""The action table every game declares its actions in."""

import pytest

from rules.core import ActionSpec, ActionTable


def _spec(kind, answers):
    return ActionSpec(kind, "an action", {}, (answers,), lambda s, a, e: None, lambda s, p: [])


def test_an_action_type_declared_twice_is_refused():
    # Two specs of one type would leave one of them unreachable (found when two Gloomhaven
    # modules both declared choose_hex).
    with pytest.raises(ValueError, match="declared twice"):
        ActionTable([_spec("choose", "a"), _spec("choose", "b")])
    table = ActionTable(iter([_spec("choose", "a"), _spec("pick", "b")]))
    assert sorted(table.by_type) == ["choose", "pick"] and sorted(table.by_decision) == ["a", "b"]
