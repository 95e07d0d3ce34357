"""POST /v1/games/{game}/bot-action: one legal action chosen by a bot (issue 12, "Bots"), for a
state sent plain or sealed; the same request, the same action; problems for what it cannot do."""

import pytest

from service.app import create_app
from service.seal import new_key

from .helpers import assert_problem, call, new_game, ok

KEY = new_key()


@pytest.fixture
def sealed_client():
    return create_app({"ARBITER_SEAL_KEYS": KEY}).test_client()


@pytest.mark.parametrize("policy", ["random", "greedy", "mcts"])
def test_a_bot_plays_a_legal_action_and_repeats_it_for_the_same_request(client, policy):
    game = new_game(client, players=2)
    seat = game["status"]["awaiting"][0]
    body = {"state": game["state"], "player": seat, "policy": policy, "seed": 5, "budget_ms": 30}
    answer = ok(call(client, "bot-action", body))
    assert answer["policy"] == policy
    legal = ok(call(client, "legal-actions", {"state": game["state"], "player": seat}))["actions"]
    assert answer["action"] in legal
    assert ok(call(client, "bot-action", body)) == answer
    ok(call(client, "apply", {"state": game["state"], "action": answer["action"]}))


def test_the_default_policy_is_greedy(client):
    game = new_game(client, players=2)
    seat = game["status"]["awaiting"][0]
    answer = ok(call(client, "bot-action", {"state": game["state"], "player": seat}))
    assert answer["policy"] == "greedy"


def test_a_sealed_state_is_played_by_its_token(sealed_client):
    game = ok(call(sealed_client, "setup", {"options": {"players": 2}, "seed": 3, "seal": True, "player": 0}))
    seat = game["status"]["awaiting"][0]
    answer = ok(call(sealed_client, "bot-action", {"state_token": game["state_token"], "player": seat}))
    assert answer["action"]["player"] == seat


def test_problems(client):
    game = new_game(client, players=2)
    seat = game["status"]["awaiting"][0]
    other = 1 - seat
    assert_problem(call(client, "bot-action", {"state": game["state"], "player": other}), 422, "not_awaiting")
    for bad in ({"policy": "minimax"}, {"budget_ms": 0}, {"budget_ms": 1001}, {"seed": -1}, {"player": "0"}):
        assert_problem(
            call(client, "bot-action", {"state": game["state"], "player": seat, **bad}), 422, "validation_error"
        )
    assert_problem(call(client, "bot-action", {"state": game["state"]}), 422, "validation_error")
    assert_problem(call(client, "bot-action", {"state": {"any": 1}, "player": 0}), 422, "wrong_game")


@pytest.mark.parametrize("policy", ["random", "greedy", "mcts"])
def test_every_served_game_plays_every_policy(client, policy):
    """A game without the bot hooks would answer 404 ``policy_unsupported`` (tests/test_bots.py,
    with the test game Pig); every served game has them."""
    party = [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}]
    for game, options in (
        ("gloomhaven", {"scenario": 1, "characters": party}),
        ("founders-of-gloomhaven", {"players": 3}),
    ):
        started = ok(call(client, "setup", {"options": options, "seed": 1}, game))
        seat = started["status"]["awaiting"][0]
        body = {"state": started["state"], "player": seat, "policy": policy, "budget_ms": 20}
        assert ok(call(client, "bot-action", body, game))["action"]["player"] == seat
