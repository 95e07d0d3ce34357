"""A client may send any state: real Gloomhaven states with one value replaced by another the
states themselves hold (a monster type, a card, a hex, a number, an entry of a list dropped or
repeated) are refused with a rules error, or play on. Nothing else may happen: any other
exception would be a server error. The values come from the states, so many edits pass the
schema and reach the engine's own checks (the holes found this way are pinned in
``test_playout_findings.py``)."""

import copy
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import RulesError
from rules.gloomhaven import GAME

SCENARIOS = (1, 2, 35, 56, 78)  # a boss and its doors, door objectives, escorts, carriers


def _states() -> list[dict]:
    """States of a few random games, seeded and at the table, every 12th step."""
    rng, found = random.Random(7), []
    for n in SCENARIOS:
        for mode in ("seeded", "table"):
            party = [{"class": c, "level": rng.randint(1, 9), "seat": i} for i, c in enumerate(("brute", "mindthief"))]
            options = {"scenario": n, "characters": party, "randomness": mode}
            state = GAME.setup(options, rng.randint(0, 99) if mode == "seeded" else None)
            for step in range(240):
                if GAME.status(state)["terminal"]:
                    break
                if step % 12 == 0:
                    found.append(state)
                state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state)), trusted=True)
    return found


def _leaves(data, path=()):
    """(path, value) of every value in ``data``, containers included."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _leaves(v, (*path, i))
    yield path, data


def _kind(value) -> str | None:
    """What an edit may put in place of ``value``: another string, number or hex."""
    if isinstance(value, list) and len(value) == 2 and all(type(i) is int for i in value):
        return "hex"
    if isinstance(value, bool) or value is None:
        return None
    return type(value).__name__ if isinstance(value, (str, int)) else None


STATES = _states()
LEAVES = [[p for p, _ in _leaves(s) if p and p[0] not in ("game", "rules_version")] for s in STATES]
#: what the engine has in hand mid-turn: edited more often
IN_HAND = ("decisions", "turn", "monster_turn", "attack", "order", "dying")
HOT = [[p for p in leaves if p[0] in IN_HAND] or leaves for leaves in LEAVES]
POOL: dict[str, list] = {}
for _state in STATES:
    for _, _value in _leaves(_state):
        if _kind(_value) is not None and _value not in POOL.setdefault(_kind(_value), []):
            POOL[_kind(_value)].append(_value)


def _edit(state: dict, path: tuple, how: int, pick: int) -> dict:
    """``state`` with the value at ``path`` edited: a list loses its first entry or repeats its
    last; a string, number or hex becomes another of the states' (a number, also one more or
    less); true and false swap."""
    edited = copy.deepcopy(state)
    parent = edited
    for k in path[:-1]:
        parent = parent[k]
    old = parent[path[-1]]
    kind = _kind(old)
    if kind is not None:
        others = POOL[kind] + ([old + 1, old - 1] if kind == "int" else [])
        parent[path[-1]] = copy.deepcopy(others[pick % len(others)])
    elif isinstance(old, bool):
        parent[path[-1]] = not old
    elif isinstance(old, list) and old:
        entries = list(old)
        entries.pop(0) if how == 0 else entries.append(copy.deepcopy(entries[-1]))
        parent[path[-1]] = entries
    return edited


@settings(max_examples=1500, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(
    index=st.integers(0, len(STATES) - 1),
    where=st.integers(0, 10**6),
    how=st.integers(0, 1),
    pick=st.integers(0, 10**6),
    hot=st.booleans(),
)
def test_an_edited_state_is_refused_or_plays_on(index, where, how, pick, hot):
    leaves = (HOT if hot else LEAVES)[index]
    state = _edit(STATES[index], leaves[where % len(leaves)], how, pick)
    try:
        GAME.check_state(state)
    except RulesError:
        return
    try:
        for _ in range(3):
            GAME.view(state, 0)
            GAME.view(state, None)
            legal = GAME.legal_actions(state)
            GAME.labels(state, legal)
            if not legal:
                return
            state, _ = GAME.apply(state, legal[0])
    except RulesError:
        return
