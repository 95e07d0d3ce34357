"""Gloomhaven served through the protocol endpoints: what is particular to it over HTTP.

Its rules are tested in tests/gloomhaven and by the conformance suite (tests/protocol); here,
that every service feature carries its states: setup, legal-actions, apply, view, replay,
components, the chance seat at the table, sealed tokens, the answer cache, and the answers'
conformance to the published spec. Gloomhaven's secret decisions (``choose_hand`` and
``select_cards``, simultaneous) are what the views and sealed answers must hide.
"""

import random

import jsonschema_rs
import orjson
import pytest

from rules import games as registry
from rules.core import playout
from service.app import create_app
from service.seal import new_key

from .helpers import call, metric, ok

GAME = "gloomhaven"
ENGINE = registry.get(GAME)
OPTIONS = {
    "scenario": 1,
    "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
}
#: A random seeded game of scenario 1 ends (won or lost) in well under this many actions;
#: the cap only stops a policy that would wander.
MAX_STEPS = 400


@pytest.fixture
def app():
    return create_app({"ARBITER_SEAL_KEYS": new_key(), "ARBITER_CACHE": "memory"})


@pytest.fixture(scope="module")
def documented():
    """Validators of the documented answers, made once from the served spec."""
    spec = create_app().test_client().get("/openapi.json").get_json()

    def validator(component: str):
        return jsonschema_rs.Draft202012Validator(
            {"$ref": f"#/components/schemas/{component}", "components": spec["components"]}
        )

    names = ("SetupResponse", "LegalActionsResponse", "ApplyResponse", "ViewResponse", "ReplayResponse")
    return {name: validator(name) for name in (*names, "ComponentsResponse", "GloomhavenState")}


def conforms(validator, instance, what: str) -> None:
    errors = [f"{e.instance_path}: {e.message}" for e in validator.iter_errors(instance)]
    assert not errors, f"{what}: {errors[:5]}"


def post(client, endpoint: str, body: dict) -> dict:
    return ok(call(client, endpoint, body, game=GAME))


def test_setup_over_http_is_the_engines_setup(client):
    game = post(client, "setup", {"options": OPTIONS, "seed": 5})
    assert game["state"] == ENGINE.setup(OPTIONS, 5)
    assert game["state"]["game"] == GAME and game["state"]["options"]["difficulty"] == "normal"
    assert game["status"] == ENGINE.status(game["state"])
    assert game["status"]["awaiting"] == [0, 1]  # choose_hand: every character at once
    assert post(client, "setup", {"options": OPTIONS})["state"]["rng"]["seed"] is not None
    refused = call(client, "setup", {"options": {**OPTIONS, "characters": OPTIONS["characters"][:1] * 2}}, game=GAME)
    assert refused.status_code == 422 and refused.get_json()["code"] == "invalid_options"


def test_a_scenario_for_some_party_sizes_refuses_the_others_with_the_reason(client):
    """#11 lacks the hexes of two standees of 3-4 characters in every source: it sets up for
    2 characters, and a party of 3 is refused with what is missing; components say so."""
    two = {**OPTIONS, "scenario": 11}
    state = post(client, "setup", {"options": two, "seed": 3})["state"]
    assert state["options"]["scenario"] == 11 and len(state["characters"]) == 2
    third = {"class": "scoundrel", "level": 1, "seat": 2}
    refused = call(client, "setup", {"options": {**two, "characters": [*two["characters"], third]}}, game=GAME)
    problem = refused.get_json()
    assert refused.status_code == 422 and problem["code"] == "invalid_options"
    assert "scenario 11 plays with 2 characters only" in problem["detail"] and "no source" in problem["detail"]
    assert refused.headers["Content-Type"].startswith("application/problem+json")
    scenarios = ok(client.get(f"/v1/games/{GAME}/components"))["components"]["scenarios"]
    assert scenarios["11"]["characters"] == [2] and scenarios["1"]["characters"] == [2, 3, 4]
    assert len(ENGINE.variants()["scenario-11"]["characters"]) == 2  # the conformance suite's party


def test_a_whole_game_over_http_conforms_to_the_spec_and_replays(client, documented):
    """Seeded random play to the end through legal-actions and apply, every answer valid
    against the spec (the State, View, Action and Event unions included), then replayed."""
    game = post(client, "setup", {"options": OPTIONS, "seed": 8})
    conforms(documented["SetupResponse"], game, "setup")
    state, status, log = game["state"], game["status"], []
    rnd = random.Random(8)
    for move in range(MAX_STEPS):
        if status["terminal"]:
            break
        listed = post(client, "legal-actions", {"state": state})
        conforms(documented["LegalActionsResponse"], listed, f"legal-actions at move {move}")
        assert listed["actions"] == ENGINE.legal_actions(state) and listed["status"] == status
        if move % 5 == 0:
            for viewer in (None, 0, 1):
                seen = post(client, "view", {"state": state, "player": viewer})
                conforms(documented["ViewResponse"], seen, f"view of {viewer} at move {move}")
                assert seen["view"] == ENGINE.view(state, viewer) and "rng" not in seen["view"]
        action = playout.uniform(ENGINE, state, listed["actions"], rnd)
        applied = post(client, "apply", {"state": state, "action": action})
        conforms(documented["ApplyResponse"], applied, f"apply at move {move}")
        assert (applied["state"], applied["events"]) == ENGINE.apply(state, action)
        state, status = applied["state"], applied["status"]
        log.append(action)
    assert status["terminal"] and status["outcome"] in ("victory", "defeat")
    assert len(log) > 10 and state["phase"] == "over"
    assert post(client, "legal-actions", {"state": state}) == {
        "actions": [],
        "labels": [],
        "status": status,
        "reason": "game_over",
    }

    replayed = post(client, "replay", {"options": OPTIONS, "seed": 8, "actions": log})
    conforms(documented["ReplayResponse"], replayed, "replay")
    assert replayed["state"] == state and replayed["status"] == status
    assert [step["action"] for step in replayed["steps"]] == log
    bad = call(client, "replay", {"options": OPTIONS, "seed": 8, "actions": [log[0], log[0]]}, game=GAME)
    assert bad.status_code == 422 and bad.get_json()["step"] == 1


def test_a_view_hides_another_seats_secret_hand_choice(client):
    """choose_hand is simultaneous and secret: once seat 0 has chosen, seat 1 and a spectator
    see that it has, not what; seat 0 sees its own pick."""
    state = post(client, "setup", {"options": OPTIONS, "seed": 5})["state"]
    choice = post(client, "legal-actions", {"state": state, "player": 0})["actions"][0]
    state = post(client, "apply", {"state": state, "action": choice})["state"]
    for viewer in (1, None):
        frame = post(client, "view", {"state": state, "player": viewer})["view"]["decisions"][0]
        assert frame["chosen"] == [True, False] and frame["own_picks"] == [None, None]
        assert "picks" not in frame and "choices" not in frame
    own = post(client, "view", {"state": state, "player": 0})["view"]["decisions"][0]
    assert own["own_picks"][0] is not None and own["own_picks"][1] is None


def test_the_chance_seat_at_the_table_is_answered_over_http(client):
    """randomness "table": the standees and decks are drawn by the client as chance actions
    of seat -1, listed by legal-actions; a replay of the log needs no seed."""
    options = {**OPTIONS, "randomness": "table"}
    game = post(client, "setup", {"options": options})
    assert game["state"]["rng"] is None and game["status"]["awaiting"] == [-1]
    state, status, log = game["state"], game["status"], []
    while -1 in status["awaiting"] or not log:
        listed = post(client, "legal-actions", {"state": state, "player": -1})["actions"]
        assert listed and all(a["player"] == -1 for a in listed)
        applied = post(client, "apply", {"state": state, "action": listed[-1]})
        state, status = applied["state"], applied["status"]
        log.append(listed[-1])
    assert status["awaiting"] == [0, 1]  # the standees are placed: the hands are chosen
    assert post(client, "replay", {"options": options, "actions": log})["state"] == state


def test_a_game_is_played_with_sealed_tokens_only(client):
    """Every request carries a token, never a state, to the end: each answer holds the
    seat's own view (no seed, no other seat's hand); a token opens to the whole state."""
    game = post(client, "setup", {"options": OPTIONS, "seal": True, "player": 0})
    assert set(game) == {"state_token", "view", "status"} and game["view"]["viewer"] == 0
    token, status = game["state_token"], game["status"]
    rnd = random.Random(3)
    for _ in range(MAX_STEPS):
        if status["terminal"]:
            break
        seat = status["awaiting"][0]
        listed = post(client, "legal-actions", {"state_token": token, "player": seat})
        action = rnd.choice(listed["actions"])
        answer = post(client, "apply", {"state_token": token, "action": action, "seal": True, "player": seat})
        assert set(answer) == {"state_token", "view", "events", "status"} and answer["state_token"] != token
        view = answer["view"]
        assert view["viewer"] == seat and b'"rng"' not in orjson.dumps(view)
        assert all(isinstance(c["hand"], int) for c in view["characters"] if c["seat"] != seat)
        token, status = answer["state_token"], answer["status"]
    assert status["terminal"]
    final = post(client, "view", {"state_token": token, "player": 1})
    assert final["status"] == status and final["view"]["phase"] == "over"
    # the token holds the whole state: without "seal" an apply answers it plainly
    plain_state = post(client, "replay", {"options": OPTIONS, "seed": 1, "actions": []})["state"]
    sealed = post(client, "replay", {"options": OPTIONS, "seed": 1, "actions": [], "seal": True, "player": 1})
    assert sealed["view"] == ENGINE.view(plain_state, 1)
    choice = ENGINE.legal_actions(plain_state, 1)[0]
    opened = post(client, "apply", {"state_token": sealed["state_token"], "action": choice})
    assert opened["state"] == ENGINE.apply(plain_state, choice)[0]


def test_a_token_of_a_gloomhaven_state_is_refused_by_another_game(client):
    token = post(client, "setup", {"options": OPTIONS, "seed": 2, "seal": True})["state_token"]
    response = call(client, "legal-actions", {"state_token": token}, game="foundations-of-rome")
    assert response.status_code == 422 and response.get_json()["code"] == "invalid_state_token"


def test_repeated_requests_are_answered_from_the_cache(client, monkeypatch):
    calls = {"legal_actions": 0, "apply": 0}
    for name in calls:
        real = getattr(ENGINE, name)

        def counted(*args, _name=name, _real=real, **kwargs):
            calls[_name] += 1
            return _real(*args, **kwargs)

        monkeypatch.setattr(ENGINE, name, counted)
    state = post(client, "setup", {"options": OPTIONS, "seed": 4})["state"]
    listed = [post(client, "legal-actions", {"state": state, "player": 1}) for _ in range(3)]
    assert listed[0] == listed[1] == listed[2] and calls["legal_actions"] == 1
    action = listed[0]["actions"][0]
    applied = [post(client, "apply", {"state": state, "action": action}) for _ in range(3)]
    assert applied[0] == applied[2] and calls["apply"] == 1
    assert metric(client, "arbiter_cache_hits_total", endpoint="legal-actions") == 2
    assert metric(client, "arbiter_cache_hits_total", endpoint="apply") == 2
    # another seat, another answer: the player is part of the key
    assert post(client, "legal-actions", {"state": state, "player": 0}) != listed[0]


def test_components_are_served_typed_and_cacheable(client, documented):
    response = client.get(f"/v1/games/{GAME}/components")
    body = ok(response)
    conforms(documented["ComponentsResponse"], body, "components")
    assert body["components"] == ENGINE.components()
    assert response.headers["Cache-Control"] == "public, max-age=86400"
    again = client.get(f"/v1/games/{GAME}/components", headers={"If-None-Match": response.headers["ETag"]})
    assert again.status_code == 304
    other = ok(client.get("/v1/games/foundations-of-rome/components"))
    assert other != body


def test_a_state_of_another_game_or_version_is_refused(client, documented):
    state = post(client, "setup", {"options": OPTIONS, "seed": 6})["state"]
    conforms(documented["GloomhavenState"], state, "state")
    response = call(client, "legal-actions", {"state": {**state, "rules_version": "0"}}, game=GAME)
    assert response.status_code == 409 and response.get_json()["expected"] == ENGINE.rules_version
    rome = call(client, "legal-actions", {"state": state}, game="foundations-of-rome")
    assert rome.status_code == 422
