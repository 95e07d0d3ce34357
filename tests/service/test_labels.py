"""legal-actions answers ``labels`` beside ``actions``: one per action, in the same order, the
engine's ``Game.labels``; alike from Flask and from the fast lane, for plain states and sealed
ones, for every game and for the chance seat."""

import orjson
import pytest

from rules import games
from rules.core import CHANCE
from rules.core.game import LABEL_LENGTH

from .helpers import GAME, call, ok, url
from .test_fast_lane import SEALING, STATES, Pair


def assert_aligned(engine, state: dict, answer: dict, player: int | None = None) -> None:
    actions = engine.legal_actions(state, player)
    assert answer["actions"] == actions
    assert answer["labels"] == engine.labels(state, actions)
    assert all(isinstance(text, str) and 0 < len(text) <= LABEL_LENGTH for text in answer["labels"])


PARTY = [{"class": "brute", "level": 1, "seat": 0}, {"class": "tinkerer", "level": 1, "seat": 1}]
OPTIONS = {"gloomhaven": {"scenario": 1, "characters": PARTY}}


@pytest.mark.parametrize("engine", games.playable(), ids=lambda g: g.id)
def test_legal_actions_answer_a_label_per_action(client, engine):
    options = OPTIONS.get(engine.id, {"players": 2})
    state = ok(call(client, "setup", {"options": options, "seed": 2}, engine.id))["state"]
    answer = ok(call(client, "legal-actions", {"state": state}, engine.id))
    assert answer["actions"] and len(answer["labels"]) == len(answer["actions"])
    assert_aligned(engine, state, answer)


def test_labels_of_the_chance_seat_and_of_a_seat_with_nothing_to_decide(client):
    engine = games.get(GAME)
    state = engine.setup({"players": 2, "randomness": "table"})
    answer = ok(call(client, "legal-actions", {"state": state, "player": CHANCE}))
    assert answer["labels"] and all(text.startswith("Table: ") for text in answer["labels"])
    assert_aligned(engine, state, answer, CHANCE)
    answer = ok(call(client, "legal-actions", {"state": state, "player": 0}))
    assert answer["actions"] == answer["labels"] == [] and answer["reason"] == "not_awaiting"


def test_the_fast_lane_answers_the_same_labels_plain_and_sealed():
    engine = games.get(GAME)
    pair = Pair(**SEALING)
    for state in STATES[:4]:
        seat = engine.status(state)["awaiting"][0]
        token = pair.sealer.seal(GAME, state)
        for body in ({"state": state}, {"state": state, "player": seat}, {"state_token": token, "player": seat}):
            answer = pair.post(url("legal-actions"), orjson.dumps(body)).json  # checks lane == Flask
            assert_aligned(engine, state, answer, body.get("player"))
    assert pair.handed_on == 0
