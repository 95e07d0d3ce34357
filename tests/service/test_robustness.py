"""A client can never cause a 500: real states with one value replaced by arbitrary JSON,
and real actions with arbitrary members, sent to every state endpoint."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.app import create_app

from .helpers import GAME, PROBLEM, url


def _states() -> list[dict]:
    """States of a few games at several points: draft, turns, final turns, game over."""
    client = create_app({"ARBITER_CACHE": "none"}).test_client()
    rng, states = random.Random(1), []
    for players, drafting in ((2, False), (3, True), (5, True)):
        body = {"options": {"players": players, "deed_drafting": drafting}, "seed": players}
        state = client.post(url("setup"), json=body).get_json()["state"]
        for move in range(400):
            if move % 9 == 0:
                states.append(state)
            actions = client.post(url("legal-actions"), json={"state": state}).get_json()["actions"]
            if not actions:
                states.append(state)
                break
            applied = client.post(url("apply"), json={"state": state, "action": rng.choice(actions)})
            state = applied.get_json()["state"]
    return states


STATES = _states()
CLIENT = create_app({"ARBITER_CACHE": "none"}).test_client()

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**63), 2**64 - 1)
    | st.floats(allow_nan=False)
    | st.text(max_size=4)
    | st.sampled_from(["B4", "J10", "domus", "turn", "draft_deed", "game_over"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)


def _mutate(data, value, choices: list[int]):
    """``data`` with one nested value (picked by ``choices``) replaced by ``value``."""
    if not isinstance(data, (dict, list)) or not data or not choices:
        return value
    keys = list(data) if isinstance(data, dict) else list(range(len(data)))
    key = keys[choices[0] % len(keys)]
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[key] = _mutate(data[key], value, choices[1:])
    return copy


def _seat(state: dict) -> int:
    return state["decisions"][0].get("seat", 0) if state["decisions"] else 0


def _check(response) -> None:
    assert response.status_code in (200, 409, 422), response.get_data(as_text=True)
    if response.status_code != 200:
        assert response.mimetype == PROBLEM


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    index=st.integers(0, len(STATES) - 1),
    value=json_values,
    path=st.lists(st.integers(0, 50), min_size=1, max_size=5),
    player=st.none() | st.integers(0, 5),
)
def test_mutated_states_are_refused_cleanly(index, value, path, player):
    state = _mutate(STATES[index], value, path)
    _check(CLIENT.post(url("legal-actions"), json={"state": state, "player": player}))
    _check(CLIENT.post(url("view"), json={"state": state, "player": player}))
    action = {"type": "take_income", "player": _seat(STATES[index])}
    _check(CLIENT.post(url("apply"), json={"state": state, "action": action}))


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    index=st.integers(0, len(STATES) - 1),
    kind=st.sampled_from(["take_income", "buy_deed", "construct", "draft_deed", "pass"]),
    members=st.dictionaries(st.sampled_from(["deed", "building", "lots", "player", "extra"]), json_values, max_size=3),
)
def test_arbitrary_actions_are_refused_cleanly(index, kind, members):
    state = STATES[index]
    action = {"type": kind, "player": _seat(state), **members}
    _check(CLIENT.post(url("apply"), json={"state": state, "action": action}))
    replay = {"options": {"players": 2}, "seed": 1, "actions": [action]}
    _check(CLIENT.post(f"/v1/games/{GAME}/replay", json=replay))
