"""Whole Foundations of Rome games played over HTTP with curl, from setup to winners,
against a real gunicorn server (issue: "a full 2-, 4- and 5-player game can be played over
HTTP with curl from setup to winners")."""

import random
import subprocess

import orjson
import pytest

from rules.foundations_of_rome import GAME

GAME_URL = "/v1/games/foundations-of-rome"


def curl(base: str, path: str, body: dict | None = None) -> tuple[int, dict]:
    """One request with the curl binary; returns (HTTP status, JSON body)."""
    cmd = ["curl", "-sS", "-o", "-", "-w", "\n%{http_code}", base + path]
    data = None
    if body is not None:
        cmd += ["-X", "POST", "-H", "Content-Type: application/json", "--data-binary", "@-"]
        data = orjson.dumps(body)
    out = subprocess.run(cmd, input=data, capture_output=True, check=True, timeout=30).stdout
    payload, _, code = out.rpartition(b"\n")
    return int(code), orjson.loads(payload)


@pytest.mark.parametrize("players", [2, 4, 5])
def test_full_game_over_http_with_curl(live_server, players):
    rnd = random.Random(players)
    code, body = curl(live_server, f"{GAME_URL}/setup", {"options": {"players": players}, "seed": 1000 + players})
    assert code == 200, body
    state, status = body["state"], body["status"]
    played, scored_eras = [], []
    while not status["terminal"]:
        code, listed = curl(live_server, f"{GAME_URL}/legal-actions", {"state": state})
        assert code == 200, listed
        actions = listed["actions"]
        assert {a["player"] for a in actions} == set(status["awaiting"])
        progress = [a for a in actions if a["type"] != "take_income"]
        action = rnd.choice(progress) if progress and rnd.random() < 0.85 else rnd.choice(actions)
        code, result = curl(live_server, f"{GAME_URL}/apply", {"state": state, "action": action})
        assert code == 200, result
        scored_eras += [e["era"] for e in result["events"] if e["type"] == "era_scored"]
        state, status = result["state"], result["status"]
        played.append(action)
    assert scored_eras == [1, 2, 3]
    assert status["scores"] == [p["vp"] for p in state["players"]]
    assert status["winners"] == [p for p, s in enumerate(status["scores"]) if s == max(status["scores"])]
    # The same game replayed in process ends in the identical state.
    replayed = GAME.setup({"players": players}, seed=1000 + players)
    for action in played:
        replayed, _ = GAME.apply(replayed, action)
    assert replayed == state


def test_illegal_action_over_http_is_a_422_problem(live_server):
    code, body = curl(live_server, f"{GAME_URL}/setup", {"options": {"players": 2, "first_player": 0}, "seed": 5})
    bad = {"type": "buy_deed", "player": 1, "deed": body["state"]["deeds_for_sale"][0]}
    code, problem = curl(live_server, f"{GAME_URL}/apply", {"state": body["state"], "action": bad})
    assert code == 422
    assert problem["code"] == "not_your_turn" and problem["status"] == 422
