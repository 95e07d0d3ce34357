"""What a seat may see of a Gloomhaven state: every view of every seat (and of a spectator)
in many seeded random games validates against the published ``View`` schema and hides the
seed, the order of every deck, the other seats' hands and their picks before the reveal; and
the rules version is in every state, every view and every cache key of the game."""

from __future__ import annotations

import pytest

from rules.core import WrongRulesVersion, canonical
from rules.gloomhaven import GAME
from service.app import create_app
from tests.gloomhaven.maps import request
from tests.gloomhaven.test_event_schemas import played
from tests.protocol.helpers import shared

BUNDLE = GAME.schemas


def viewers(state):
    return [*range(GAME.player_count(state)), None]


def states():
    for game in played():
        for step in game:
            yield step.state


def check_hidden(state, view, viewer):
    """The view is the state less what ``viewer`` may not see."""
    assert "rng" not in view and view["viewer"] == viewer
    for deck, shown in zip(state["monster_decks"].values(), view["monster_decks"].values(), strict=True):
        assert shown["draw"] == len(deck["draw"]) and shown["discard"] == sorted(deck["discard"])
    piles = [(state["monster_modifiers"], view["monster_modifiers"])]
    piles += [(c["modifiers"], v["modifiers"]) for c, v in zip(state["characters"], view["characters"], strict=True)]
    for pile, shown in piles:
        assert shown["draw"] == len(pile["draw"])
    for character, shown in zip(state["characters"], view["characters"], strict=True):
        own = character["seat"] == viewer
        assert shown["hand"] == (character["hand"] if own else len(character["hand"]))
    for frame, shown in zip(state["decisions"], view["decisions"], strict=True):
        if "choices" not in frame:
            assert shown == frame
            continue
        assert shown["chosen"] == [c is not None for c in frame["choices"]]
        for pick, seen, character in zip(frame["picks"], shown["own_picks"], state["characters"], strict=True):
            assert seen == (pick if character["seat"] == viewer else None)


def test_every_view_of_every_seat_validates_and_hides_what_it_must():
    count = 0
    for state in states():
        for viewer in viewers(state):
            view = GAME.view(state, viewer)
            assert BUNDLE.errors(BUNDLE.view, view) == [], (viewer, view)
            check_hidden(state, view, viewer)
            count += 1
    assert count > 10_000


def test_the_games_reach_secret_picks_and_other_seats_hands():
    """The check above saw what it checks: picks of one seat hidden from another, and hands."""
    hidden_picks = shown_hands = 0
    for state in states():
        frame = state["decisions"][-1] if state["decisions"] else {}
        hidden_picks += any(p is not None for p in frame.get("picks", []))
        shown_hands += any(c["hand"] for c in state["characters"])
    assert hidden_picks > 100 and shown_hands > 1000


def test_the_view_schema_refuses_a_state_and_open_views():
    state = played()[0][5].state
    assert BUNDLE.errors(BUNDLE.view, state), "a full state is not a view"
    view = GAME.view(state, 0)
    assert BUNDLE.errors(BUNDLE.view, {**view, "rng": state["rng"]})
    assert BUNDLE.errors(BUNDLE.view, {**view, "extra": 1})
    without_viewer = {k: v for k, v in view.items() if k != "viewer"}
    assert BUNDLE.errors(BUNDLE.view, without_viewer)
    ordered = canonical.copy(view)
    ordered["monster_modifiers"]["draw"] = state["monster_modifiers"]["draw"]
    assert BUNDLE.errors(BUNDLE.view, ordered), "a view lists no draw pile's order"


def test_a_secret_pick_is_seen_by_its_seat_only():
    for state in states():
        frame = state["decisions"][-1] if state["decisions"] else {}
        picked = [i for i, p in enumerate(frame.get("picks", [])) if p is not None]
        seats = {state["characters"][i]["seat"] for i in picked}
        others = [s for s in range(GAME.player_count(state)) if s not in seats]
        if picked and others:
            break
    else:
        pytest.fail("no state with a secret pick another seat has not made")
    mine = GAME.view(state, state["characters"][picked[0]]["seat"])["decisions"][-1]
    theirs = GAME.view(state, others[0])["decisions"][-1]
    assert mine["own_picks"][picked[0]] == frame["picks"][picked[0]]
    assert theirs["own_picks"][picked[0]] is None
    assert BUNDLE.errors("HiddenDecision", {**theirs, "picks": frame["picks"]})


# --- the rules version -------------------------------------------------------------------
def test_the_rules_version_is_in_every_state_and_view():
    assert GAME.rules_version
    state = played()[0][5].state
    assert state["game"] == GAME.id and state["rules_version"] == GAME.rules_version
    assert GAME.view(state, 0)["rules_version"] == GAME.rules_version
    assert GAME.metadata()["rules_version"] == GAME.rules_version
    assert BUNDLE.errors(BUNDLE.state, {**state, "rules_version": GAME.rules_version + ".1"})
    with pytest.raises(WrongRulesVersion) as refused:
        GAME.legal_actions({**state, "rules_version": "0"})
    assert refused.value.details["expected"] == GAME.rules_version


def test_monster_moves_are_cached_under_the_game_and_its_rules_version():
    app = create_app({"ARBITER_CACHE": "memory"})
    body = request(". . . .\n. A . 1\n", move=1)
    assert app.test_client().post("/v1/games/gloomhaven/monster-moves", json=body).status_code == 200
    keys = list(app.extensions["arbiter"]["cache"].backend._data)
    assert GAME.cache_namespace == GAME.id
    assert len(keys) == 1 and keys[0].startswith(f"arbiter:v2:{GAME.id}:{GAME.rules_version}:monster-moves:")


# --- a bug the conformance suite found: break_tie shared the tied turns (now copied) ---
def _a_tie():
    """The first state of the random games where the players break a tie of initiative."""
    return next(s for s in states() if s["decisions"] and s["decisions"][-1]["kind"] == "break_tie")


def test_break_tie_actions_share_nothing_with_the_state():
    state = _a_tie()
    assert not shared(state, GAME.legal_actions(state))


def test_break_tie_results_share_nothing_with_the_action():
    state = _a_tie()
    action = canonical.copy(GAME.legal_actions(state)[0])
    after, events = GAME.apply(state, action)
    assert not shared(action, after) and not shared(action, events)
