"""The published JSON Schemas (``GAME.schemas``) describe what the engine really produces and
accepts: every state, view, action and event of whole played games validates against them
(DESIGN.md: the schemas are the contract the service, the SDKs and the apps are built from)."""

import random

import pytest

from rules.core import CHANCE
from rules.core import playout as playouts
from rules.foundations_of_rome import GAME

from .conftest import policy

S = GAME.schemas

GAMES = [
    # players, deed drafting, randomness, seed, modules
    (3, False, "seeded", 31, False),
    (4, True, "seeded", 32, False),
    (2, True, "table", 33, False),
    (5, False, "table", 34, False),
    (4, False, "seeded", 35, {"monuments": True}),
    (3, True, "table", 36, {"monuments": True}),
    (5, False, "seeded", 37, {"stealing": True, "monuments": True}),
    (4, False, "seeded", 38, {"trading": True, "stealing": True}),
    (3, True, "table", 39, {"trading": True}),
    (3, True, "table", 40, {"roles": True, "objectives": "hidden", "monuments": True}),
    (
        5,
        False,
        "seeded",
        41,
        {"roles": True, "objectives": "public", "trading": True, "stealing": True, "monuments": True},
    ),
    (2, False, "table", 42, {"objectives": "public"}),
    (4, False, "seeded", 43, {"invocations": True, "trading": True, "stealing": True, "monuments": True}),
    (3, True, "table", 44, {"invocations": True, "roles": True}),
    (4, False, "seeded", 82, {"consul": "challenge"}),  # the Consul runs out of a size, reshuffles
    (3, True, "table", 40, {"consul": "hard", "monuments": True}),
]


def valid(name, instance):
    errors = S.errors(name, instance)
    assert errors == [], f"{name}: {errors}"


def check_state_and_views(state):
    valid(S.state, state)
    for viewer in (None, *range(state["options"]["players"])):
        valid(S.view, GAME.view(state, viewer))


def play(players, drafting, randomness, seed, modules=None):
    """Every state, every legal action offered, every action played and every event, checked
    as the game goes; returns the action and event types seen."""
    options = {"players": players, "deed_drafting": drafting, "randomness": randomness, **(modules or {})}
    start = state = GAME.setup(options, None if randomness == "table" else seed)
    check_state_and_views(state)
    seen_actions, seen_events = set(), set()

    def checked(game, state, actions, rnd):
        for action in actions:
            valid(S.action_union, action)
        return policy(game, state, actions, rnd)

    for action, state, events in playouts.steps(GAME, start, random.Random(seed), checked, max_steps=5000):
        valid(S.action_union, action)
        valid(S.actions[action["type"]], action)
        seen_actions.add(action["type"])
        for event in events:
            valid(S.event_union, event)
            valid(S.events[event["type"]], event)
            seen_events.add(event["type"])
        check_state_and_views(state)
    assert GAME.status(state)["terminal"]
    return seen_actions, seen_events


@pytest.mark.parametrize("players, drafting, randomness, seed, modules", GAMES)
def test_states_views_actions_and_events_of_a_game_validate(players, drafting, randomness, seed, modules):
    actions, events = play(players, drafting, randomness, seed, modules)
    assert {"take_income", "buy_deed", "construct"} <= actions
    assert {
        "deed_bought",
        "deed_drawn",
        "building_placed",
        "era_ending",
        "era_scored",
        "era_started",
        "game_over",
    } <= events
    if drafting:
        assert "draft_deed" in actions and {"deed_drafted", "hands_passed", "draft_finished"} <= events
    if randomness == "table":
        assert {"first_player", "deal_deed", "draw_deed"} <= actions
        assert {"first_player_chosen", "deed_dealt"} <= events


def test_every_action_and_event_type_is_published_and_played():
    """Each action type the engine plays and each event type it emits has a named schema, and
    the games above exercise every one of them (so the checks above cover the whole unions)."""
    assert set(S.actions) == set(GAME.actions.by_type)
    seen_actions, seen_events = set(), set()
    for game in GAMES:
        actions, events = play(*game)
        seen_actions |= actions
        seen_events |= events
    assert seen_actions == set(S.actions)
    assert seen_events == set(S.events)


def test_schemas_refuse_what_the_engine_refuses():
    """The schemas are not vacuous: a view is not a state, an unknown member or type is
    refused, a chance action is only the chance seat's."""
    state = GAME.setup({"players": 3}, 1)
    assert S.errors(S.state, GAME.view(state, 0))
    assert S.errors(S.view, state)
    assert S.errors(S.action_union, {"type": "take_income", "player": 0, "silver": 9})
    assert S.errors(S.action_union, {"type": "steal_lot", "player": 0})
    assert S.errors(S.action_union, {"type": "draw_deed", "player": 0, "outcome": "A1"})
    assert S.errors(S.action_union, {"type": "take_income", "player": CHANCE})
    assert not S.errors(S.action_union, {"type": "draw_deed", "player": CHANCE, "outcome": "A1"})
    assert S.errors(S.event_union, {"type": "deed_drawn", "deed": "A1"})
    assert S.errors(S.event_union, {"type": "meteor", "player": 0})
