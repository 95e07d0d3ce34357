"""State validation (InvalidState, WrongGame, WrongRulesVersion), option validation, the
IllegalAction codes, and perft-style exhaustive checks of ``legal_actions`` against ``apply``
(DESIGN.md, "The rules protocol": "complete and exact: every action listed applies cleanly,
every action not listed is rejected")."""

import contextlib
import copy
import itertools
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import (
    IllegalAction,
    InvalidOptions,
    InvalidState,
    RulesError,
    WrongGame,
    WrongRulesVersion,
    canonical,
)
from rules.core.playout import steps as steps_of
from rules.foundations_of_rome import GAME

from .conftest import (
    SHAPES,
    area,
    draft,
    illegal,
    lot,
    make_state,
    playout,
    policy,
    pos,
)


def base():
    return make_state(3, deeds={0: "A1 A2 B1", 2: "H8"}, buildings=[(1, "domus_maxima", "D4 D5"), (1, "bakery", "F1")])


# --- game and rules version ------------------------------------------------------------
def test_wrong_game_refused():
    """DESIGN.md: "A state is a JSON object with game, rules_version ..."; a state of another
    game is refused."""
    state = base()
    state["game"] = "gloomhaven"
    for call in (
        lambda: GAME.check_state(state),
        lambda: GAME.legal_actions(state),
        lambda: GAME.apply(state, {"type": "take_income", "player": 0}),
        lambda: GAME.view(state, 0),
        lambda: GAME.status(state),
    ):
        with pytest.raises(WrongGame) as info:
            call()
        assert info.value.code == "wrong_game"
        assert isinstance(info.value, InvalidState)


def test_wrong_rules_version_refused():
    """DESIGN.md: "States from another rules_version are refused with a clear error"."""
    state = base()
    for version in ("0", "1", 2, None):
        state["rules_version"] = version
        with pytest.raises(WrongRulesVersion) as info:
            GAME.status(state)
        assert info.value.code == "wrong_rules_version"
        assert info.value.details["expected"] == GAME.rules_version


# --- options ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "options",
    [
        {"players": 1},
        {"players": 6},
        {"players": "4"},
        {"players": True},
        {"players": 4.0},
        {},
        {"players": 4, "first_player": 4},
        {"players": 3, "first_player": -1},
        {"players": 3, "first_player": "0"},
        {"players": 3, "deed_drafting": "yes"},
        {"players": 3, "monuments": "yes"},
        None,
        [],
        "players=4",
    ],
)
def test_invalid_options_refused(options):
    """InvalidOptions from setup. Rulebook: 2 to 4 players with the core game, 5 with the 5th
    Player expansion ("When playing with 5 players (requires the 5th Player expansion)"); the
    Deed Drafting optional rule is on or off; the first player is one of the players."""
    with pytest.raises(InvalidOptions) as info:
        GAME.setup(options, 1)
    assert info.value.code == "invalid_options"


# --- malformed and impossible states ---------------------------------------------------
def _set(path, value):
    def mutate(s):
        target = s
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return mutate


def _del(key):
    return lambda s: s.pop(key)


def _move_deck_card_to(player):
    def mutate(s):
        s["players"][player]["deeds"].append(s["era_decks"][1].pop())

    return mutate


def _duplicate_deed(s):
    s["players"][1]["deeds"].append(s["era_decks"][0][0])


def _lose_deed(s):
    s["era_decks"][2].pop()


def _outside_area(s):
    s["players"][0]["deeds"].append("I9")  # a 3-player game plays on 8x8


MALFORMED = {
    "not an object": lambda s: None,
    "no options": _del("options"),
    "options not complete": _set(["options"], {"players": 3}),
    "options with 6 players": _set(["options", "players"], 6),
    "players do not match options": _set(["options", "players"], 4),
    "unknown option": _set(["options", "festivals"], True),
    "no rng": _del("rng"),
    "rng with extra field": _set(["rng", "extra"], 1),
    "negative seed": _set(["rng", "seed"], -1),
    "draws not an integer": _set(["rng", "draws"], "0"),
    "unknown phase": _set(["phase"], "auction"),
    "setup phase with seeded randomness": _set(["phase"], "setup"),
    "randomness table with a seed": _set(["options", "randomness"], "table"),
    "randomness unknown": _set(["options", "randomness"], "dice"),
    "rng null with seeded randomness": _set(["rng"], None),
    "first player undecided after setup": _set(["options", "first_player"], None),
    "era 0": _set(["era"], 0),
    "era 4": _set(["era"], 4),
    "current out of range": _set(["decisions", 0, "seat"], 3),
    "current a bool": _set(["decisions", 0, "seat"], True),
    "current the chance seat": _set(["decisions", 0, "seat"], -1),
    "no decisions": _set(["decisions"], []),
    "decisions not a list": _set(["decisions"], {"kind": "turn", "seat": 0}),
    "two turns pending": lambda s: s["decisions"].append({"kind": "turn", "seat": 1}),
    "unknown decision": _set(["decisions", 0, "kind"], "auction"),
    "decision with extra field": _set(["decisions", 0, "silver"], 2),
    "final turn frame in a normal turn": _set(["decisions", 0, "kind"], "final_turn"),
    "chance draw with seeded randomness": lambda s: s["decisions"].append({"kind": "draw_deed", "seat": -1}),
    "face-down card with seeded randomness": lambda s: s["era_decks"][1].__setitem__(0, None),
    "old current member": _set(["current"], 0),
    "final_turns_left in a normal turn": _set(["final_turns_left"], 1),
    "final_turns_left too many": _set(["final_turns_left"], 4),
    "two era decks": lambda s: s["era_decks"].pop(),
    "seven deeds for sale": lambda s: s["deeds_for_sale"].append(s["era_decks"][0].pop()),
    "deed for sale not a lot": lambda s: s["deeds_for_sale"].__setitem__(0, "K1"),
    "lowercase lot": lambda s: s["deeds_for_sale"].__setitem__(0, s["deeds_for_sale"][0].lower()),
    "players list too short": lambda s: s["players"].pop(),
    "player with extra field": _set(["players", 0, "name"], "Fabius"),
    "negative silver": _set(["players", 0, "silver"], -1),
    "silver as text": _set(["players", 0, "silver"], "5"),
    "silver as float": _set(["players", 0, "silver"], 5.0),
    "vp as bool": _set(["players", 1, "vp"], False),
    "deed in two places": _duplicate_deed,
    "deed missing": _lose_deed,
    "deed outside the play area": _outside_area,
    "building list missing": _del("buildings"),
    "unknown building": _set(["buildings", 0, "kind"], "temple"),
    "building owner out of range": _set(["buildings", 0, "owner"], 5),
    "building on lots its owner does not own": _set(["buildings", 0, "owner"], 0),
    "building on an unowned lot": _set(["buildings", 1, "lots"], ["F2"]),
    "building with wrong shape": _set(["buildings", 0, "lots"], ["D4", "E5"]),
    "building with no lots": _set(["buildings", 1, "lots"], []),
    "building with extra field": _set(["buildings", 0, "vp"], 2),
    "draft outside the draft phase": _set(
        ["decisions"], [{"kind": "draft_deed", "choices": [None] * 3, "hands": [[], [], []]}]
    ),
    "old draft member": _set(["draft"], None),
    "draft phase without a draft": _set(["phase"], "draft"),
    "game over before Era 3": _set(["phase"], "game_over"),
    "final turns with cards for sale": lambda s: (
        s.__setitem__("phase", "final_turn"),
        s.__setitem__("final_turns_left", 2),
    ),
}


# Structural problems are the published schema's (``GAME.schemas.state``): the message starts
# with "state." and names the offending member by its JSON path.
STRUCTURAL = {
    "no options": "options",
    "options not complete": "state.options",
    "options with 6 players": "state.options.players",
    "unknown option": "festivals",
    "randomness unknown": "state.options.randomness",
    "no rng": "rng",
    "rng with extra field": "state.rng",
    "negative seed": "state.rng",
    "draws not an integer": "state.rng",
    "unknown phase": "state.phase",
    "era 0": "state.era",
    "era 4": "state.era",
    "current a bool": "state.decisions[0]",
    "current the chance seat": "state.decisions[0]",
    "decisions not a list": "state.decisions",
    "unknown decision": "state.decisions[0]",
    "decision with extra field": "state.decisions[0]",
    "two era decks": "state.era_decks",
    "seven deeds for sale": "state.deeds_for_sale",
    "deed for sale not a lot": "state.deeds_for_sale[0]",
    "lowercase lot": "state.deeds_for_sale[0]",
    "player with extra field": "state.players[0]",
    "negative silver": "state.players[0].silver",
    "silver as text": "state.players[0].silver",
    "silver as float": "state.",
    "vp as bool": "state.players[1].vp",
    "building list missing": "buildings",
    "unknown building": "state.buildings[0].kind",
    "building owner out of range": "state.buildings[0].owner",
    "building with no lots": "state.buildings[1].lots",
    "building with extra field": "state.buildings[0]",
    "old current member": "current",
    "old draft member": "draft",
}


@pytest.mark.parametrize("label", sorted(MALFORMED))
def test_malformed_or_impossible_state_refused(label):
    """rules/core/errors.py: InvalidState is "A state that is malformed or impossible under the
    rules"; every protocol call checks the state first."""
    state = base()
    GAME.check_state(state)
    result = MALFORMED[label](state)
    if label == "not an object":
        state = result
    with pytest.raises(InvalidState) as info:
        GAME.check_state(state)
    if label in STRUCTURAL:
        assert info.value.message.startswith("state."), info.value.message
        assert STRUCTURAL[label] in info.value.message, info.value.message
    with pytest.raises(InvalidState):
        GAME.legal_actions(state)
    with pytest.raises(InvalidState):
        GAME.apply(state, {"type": "take_income", "player": 0})
    with pytest.raises(InvalidState):
        GAME.status(state)


def test_building_overlap_refused():
    """Rulebook: a Building stands on Lots; two Buildings cannot share a Lot."""
    state = make_state(3, buildings=[(0, "domus", "A1"), (0, "domus_maxima", "A2 A3")])
    state["buildings"][1]["lots"] = ["A1", "A2"]
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_too_many_buildings_of_a_kind_refused():
    """Rulebook, ARCHITECT'S CODEX: "Domus (x2)" - a third Domus cannot exist."""
    state = make_state(3, buildings=[(0, "domus", "A1"), (0, "domus", "A2")], deeds={0: "A3"})
    state["buildings"].append({"kind": "domus", "owner": 0, "lots": ["A3"]})
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_more_than_eight_lot_markers_refused():
    """Rulebook: "32 Lot markers (8 per player color)" - at most 8 empty owned lots."""
    state = make_state(3, deeds={0: "A1 A3 A5 A7 C1 C3 C5 C7"})
    state["players"][0]["deeds"].append(state["era_decks"][1].pop())
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_era_deck_of_a_past_era_must_be_empty():
    """Rulebook, THE END OF AN ERA: an Era ends only when its deck has run out."""
    state = make_state(3, era=2)
    state["era_decks"][0].append(state["era_decks"][2].pop())
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_turn_phase_with_nothing_left_to_buy_refused():
    """Rulebook, THE END OF AN ERA: "Once the Deed board is empty for the round, each player
    takes one final turn" - a normal turn with an empty deck and board is impossible."""
    state = make_state(3, phase="final_turn")
    state["phase"], state["final_turns_left"] = "turn", 0
    with pytest.raises(InvalidState):
        GAME.check_state(state)


@pytest.mark.parametrize(
    "label, mutate",
    [
        ("hands of different sizes", lambda s: draft(s)["hands"][0].append(s["era_decks"][2].pop())),
        ("choice not in the hand", lambda s: draft(s)["choices"].__setitem__(0, draft(s)["hands"][1][0])),
        ("everyone has chosen", lambda s: draft(s).__setitem__("choices", [h[0] for h in draft(s)["hands"]])),
        ("draft kind", lambda s: draft(s).__setitem__("kind", "vote")),
        ("a turn during the draft", lambda s: s["decisions"].append({"kind": "turn", "seat": 0})),
        ("choices of another player count", lambda s: draft(s)["choices"].append(None)),
        ("draft with buildings", lambda s: s["buildings"].append({"kind": "domus", "owner": 0, "lots": ["A1"]})),
    ],
)
def test_malformed_draft_refused(label, mutate):
    """Rulebook, DEED DRAFTING: hands are passed whole, so all hands have the same size; each
    player chooses one card "from their hand"; drafting happens before the first turn."""
    state = GAME.setup({"players": 3, "deed_drafting": True, "first_player": 0}, 4)
    mutate(state)
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_unhashable_building_kind_is_invalid_state():
    """DESIGN.md: "A client can never cause a 500" - a malformed state is InvalidState."""
    state = base()
    state["buildings"][0]["kind"] = ["domus_maxima"]
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_short_deed_board_with_cards_in_the_deck_refused():
    """Rulebook, BUY A DEED, step D: "Fill the last spot by turning over the top Deed card from
    the deck for the current Era" and "When the last Deed card for the current Era is drawn, do
    not refill" - fewer than six deeds for sale is only possible once the Era deck is empty."""
    state = make_state(3)
    state["era_decks"][0].append(state["deeds_for_sale"].pop())
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_game_over_with_deeds_left_refused():
    """Rulebook, HOW TO PLAY: "The Era continues until the stack of Deed cards for that Era
    (including those on the Deed board) runs out"; END OF GAME "after the third Era"."""
    state = GAME.setup({"players": 2, "first_player": 0}, 3)
    state["era_decks"] = [[], [], state["era_decks"][0] + state["era_decks"][1] + state["era_decks"][2]]
    state["era"] = 3
    GAME.check_state(state)  # a valid Era 3 state with deeds left ...
    state["phase"] = "game_over"  # ... cannot be over
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_draft_phase_requires_the_drafting_option():
    """Rulebook, OPTIONAL RULES: "DEED DRAFTING ... You may use this optional setup rule" -
    without it there is no draft."""
    state = GAME.setup({"players": 3, "deed_drafting": True, "first_player": 0}, 4)
    state["options"]["deed_drafting"] = False
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_draft_piles_match_the_hands():
    """Rulebook, DEED DRAFTING: each round every player moves one card from hand to pile, so
    with six cards in hand nobody can own a lot yet."""
    state = GAME.setup({"players": 3, "deed_drafting": True, "first_player": 0}, 4)
    state["players"][0]["deeds"] = [state["era_decks"][2].pop(), state["era_decks"][2].pop()]
    with pytest.raises(InvalidState):
        GAME.check_state(state)


# --- IllegalAction codes -----------------------------------------------------------------
def _turn():
    return make_state(
        3,
        silver={0: 3},
        deeds={0: "A1 A2 B1"},
        buildings=[(0, "domus", "C1"), (0, "domus", "C3"), (0, "insula_long", "E1 E2 E3")],
    )


ILLEGAL = [
    ("not an object", "x", "malformed_action"),
    ("no type", {"player": 0}, "malformed_action"),
    ("type not a string", {"type": 3, "player": 0}, "malformed_action"),
    ("no player", {"type": "take_income"}, "malformed_action"),
    ("player as text", {"type": "take_income", "player": "0"}, "malformed_action"),
    ("player as bool", {"type": "take_income", "player": False}, "malformed_action"),
    ("player out of range", {"type": "take_income", "player": 3}, "malformed_action"),
    ("unknown type", {"type": "steal_lot", "player": 0}, "unknown_action"),
    ("not your turn", {"type": "take_income", "player": 1}, "not_your_turn"),
    ("draft in a turn", {"type": "draft_deed", "player": 0, "deed": "A1"}, "wrong_phase"),
    ("deed not for sale", {"type": "buy_deed", "player": 0, "deed": "A1"}, "deed_not_for_sale"),
    ("too expensive", {"type": "buy_deed", "player": 0, "deed": "@2"}, "insufficient_silver"),
    ("unknown building", {"type": "construct", "player": 0, "building": "temple", "lots": ["A1"]}, "unknown_building"),
    ("third domus", {"type": "construct", "player": 0, "building": "domus", "lots": ["A1"]}, "supply_exhausted"),
    ("lots missing", {"type": "construct", "player": 0, "building": "bakery"}, "malformed_action"),
    ("lots as text", {"type": "construct", "player": 0, "building": "bakery", "lots": "A1"}, "malformed_action"),
    ("bad lot name", {"type": "construct", "player": 0, "building": "bakery", "lots": ["Z1"]}, "malformed_action"),
    (
        "repeated lot",
        {"type": "construct", "player": 0, "building": "pottery_studio", "lots": ["A1", "A1"]},
        "malformed_action",
    ),
    (
        "shape",
        {"type": "construct", "player": 0, "building": "artisan_forum_long", "lots": ["A1", "A2", "B1"]},
        "shape_mismatch",
    ),
    ("not owned", {"type": "construct", "player": 0, "building": "bakery", "lots": ["B2"]}, "lot_not_owned"),
    (
        "same size",
        {"type": "construct", "player": 0, "building": "artisan_forum_long", "lots": ["E1", "E2", "E3"]},
        "build_over_not_smaller",
    ),
]


@pytest.mark.parametrize("label, action, code", ILLEGAL, ids=[x[0] for x in ILLEGAL])
def test_illegal_action_codes(label, action, code):
    """DESIGN.md: apply "raises a typed IllegalAction with a human-readable reason and a machine
    code"; the rules behind each code are tested in the per-action files."""
    state = _turn()
    if isinstance(action, dict) and action.get("deed") == "@2":
        action = {**action, "deed": state["deeds_for_sale"][2]}
    err = illegal(state, action)
    assert err.code == code
    assert isinstance(err.message, str) and err.message
    assert err.to_dict()["code"] == code


def test_no_lot_markers_and_not_enough_lot_markers_codes():
    """Rulebook, BUY A DEED: "You may not take this action if all your Lot markers are already
    on the City board"; 8 Lot markers per player."""
    state = make_state(
        3,
        silver={0: 50},
        deeds={0: "B3 D1 D3 D5 F1 F3 F5 H1"},
        buildings=[(0, "insula_long", "A1 A2 A3"), (0, "domus_maxima", "B1 B2")],
    )
    assert (
        illegal(state, {"type": "buy_deed", "player": 0, "deed": state["deeds_for_sale"][0]}).code == "no_lot_markers"
    )
    assert (
        illegal(
            state,
            {"type": "construct", "player": 0, "building": "grand_insula_square", "lots": ["A2", "A3", "B2", "B3"]},
        ).code
        == "not_enough_lot_markers"
    )


@pytest.mark.parametrize("building", [["domus"], {"kind": "domus"}])
def test_unhashable_building_in_action_is_illegal(building):
    """DESIGN.md: "A client can never cause a 500"; apply "raises a typed IllegalAction"."""
    state = _turn()
    with pytest.raises(IllegalAction):
        GAME.apply(state, {"type": "construct", "player": 0, "building": building, "lots": ["A1"]})


def test_bad_player_for_legal_actions_and_view():
    """DESIGN.md: "Players are numbered 0 … n-1"; rules/core/chance.py: the chance seat -1
    has legal actions too (none while a player's turn is pending), but no view."""
    state = _turn()
    for bad in (3, -2, "1", 1.0, True):
        with pytest.raises(InvalidState) as info:
            GAME.legal_actions(state, bad)
        assert info.value.code == "invalid_player"
    assert GAME.legal_actions(state, -1) == []
    for bad in (3, -1, "1", 1.0, True):
        with pytest.raises(InvalidState) as info:
            GAME.view(state, bad)
        assert info.value.code == "invalid_player"


def test_apply_does_not_change_its_input():
    """DESIGN.md: "apply(state, action) -> (State, events) — pure; never mutates its input"."""
    state = _turn()
    frozen = copy.deepcopy(state)
    for action in GAME.legal_actions(state):
        GAME.apply(state, action)
        assert state == frozen
    for _, action, _ in ILLEGAL:
        with contextlib.suppress(RulesError):
            GAME.apply(state, action)
        assert state == frozen


def test_same_state_and_action_same_result():
    """DESIGN.md: "The same state and action always give the same result"."""
    state, _ = playout(3, 17, steps=30)
    action = GAME.legal_actions(state)[-1]
    assert GAME.apply(state, action) == GAME.apply(copy.deepcopy(state), action)


# --- perft: hand-counted legal action lists -------------------------------------------------
PERFT = {
    # income + 3 deeds (2, 3, 4 silver) + 6 one-lot kinds x 3 lots + 6 two-lot kinds x 2 + 2 L kinds
    "L of three, 5 silver": (lambda: make_state(4, deeds={0: "A1 A2 B1"}, silver={0: 5}), 36),
    # income + 6 one-lot kinds x A2..A4 + 6 two-lot kinds x 3 + 2 long threes x 2 + 2 long fours
    "line of four with a Domus, no silver": (
        lambda: make_state(4, deeds={0: "A2 A3 A4"}, buildings=[(0, "domus", "A1")], silver={0: 0}),
        43,
    ),
    # income + 24 one-lot + 24 two-lot + 8 L + 2 squares
    "square, final turn": (lambda: make_state(4, phase="final_turn", deeds={0: "C3 D3 C4 D4"}), 59),
    "square, 20 silver": (lambda: make_state(4, deeds={0: "C3 D3 C4 D4"}, silver={0: 20}), 65),
    # income + 2 deeds + 6 one-lot on B2 + 6 two-lot on B1-B2 + 2 L kinds x 4 + 2 squares
    "build-over square": (
        lambda: make_state(
            4, deeds={0: "B2"}, silver={0: 3}, buildings=[(0, "domus_maxima", "A1 A2"), (0, "bakery", "B1")]
        ),
        25,
    ),
    # a player owning nothing: income and the deeds they can pay (6 silver: four of them)
    "nothing owned": (lambda: make_state(4, current=1, silver={1: 6}), 5),
}


@pytest.mark.parametrize("label", sorted(PERFT))
def test_perft_counts(label):
    """Rulebook, PLAYER TURNS: "you must choose one of the actions ... TAKE INCOME OR BUY A
    DEED OR CONSTRUCT A BUILDING"; counts worked out by hand from the rules of each action
    (prices 2/3/4/6/8/10, shapes in every orientation, build-over only when strictly bigger)."""
    make, expected = PERFT[label]
    state = make()
    actions = GAME.legal_actions(state)
    assert len(actions) == expected
    assert len({json.dumps(a, sort_keys=True) for a in actions}) == expected  # no duplicates
    mover = GAME.status(state)["awaiting"][0]
    assert GAME.legal_actions(state, mover) == actions
    assert all(GAME.legal_actions(state, p) == [] for p in range(4) if p != mover)


def _children_valid(state):
    """Every legal action applies; the result is a valid, canonical-JSON state."""
    actions = GAME.legal_actions(state)
    awaiting = GAME.status(state)["awaiting"]
    assert actions or not awaiting
    results = []
    for action in actions:
        assert action["player"] in awaiting
        new, events = GAME.apply(state, action)
        GAME.check_state(new)
        assert canonical.loads(canonical.dumps(new)) == new
        assert isinstance(events, list) and all(isinstance(e.get("type"), str) for e in events)
        json.dumps(events)
        results.append(new)
    return results


def _midgame_states():
    states = {}
    states["3p after 40"], _ = playout(3, 5, steps=40)
    states["4p after 100"], _ = playout(4, 8, steps=100)
    states["5p after 70"], _ = playout(5, 3, steps=70)
    states["2p final turn"], _ = playout(2, 9, until=lambda s: s["phase"] == "final_turn")
    states["2p era 3"], _ = playout(2, 2, until=lambda s: s["era"] == 3 and len(s["era_decks"][2]) < 5)
    states["4p draft"], _ = playout(4, 6, steps=6, drafting=True)
    return states


MIDGAME = _midgame_states()


@pytest.mark.parametrize("label", sorted(MIDGAME))
def test_perft_every_listed_action_applies(label):
    """DESIGN.md: "every action listed applies cleanly" - from fixed mid-game states, every
    legal action applies and yields a state that passes check_state."""
    state = MIDGAME[label]
    GAME.check_state(state)
    assert _children_valid(state)


@pytest.mark.parametrize("label", ["L of three, 5 silver", "build-over square"])
def test_perft_depth_two(label):
    """DESIGN.md: "every action listed applies cleanly" - two plies deep."""
    children = _children_valid(PERFT[label][0]())
    total = 0
    for child in children:
        total += len(_children_valid(child))
    assert total > len(children)


def _mutations(state, action, n):
    """Near-miss variants of a legal action: another seat, lots shifted by one, other deeds."""
    out = []
    awaiting = GAME.status(state)["awaiting"]
    for p in range(n):
        if p not in awaiting:
            out.append({**action, "player": p})
    if action["type"] == "construct":
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            cells = [pos(x) for x in action["lots"]]
            if all(0 <= c + dc < 10 and 0 <= r + dr < 10 for c, r in cells):
                out.append({**action, "lots": [lot(c + dc, r + dr) for c, r in cells]})
            # just one lot shifted
            c, r = cells[-1]
            if 0 <= c + dc < 10 and 0 <= r + dr < 10:
                out.append({**action, "lots": action["lots"][:-1] + [lot(c + dc, r + dr)]})
        out.append({**action, "lots": action["lots"][:-1]})
    if action["type"] in ("buy_deed", "draft_deed"):
        for d in area(n):
            out.append({**action, "deed": d})
    return out


@pytest.mark.parametrize("label", sorted(MIDGAME))
def test_perft_non_listed_actions_rejected(label):
    """DESIGN.md: "every action not listed is rejected" - a wrong player, a lot shifted by one,
    a deed not for sale (or not in hand) raise IllegalAction, unless that variant is itself
    listed."""
    state = MIDGAME[label]
    n = state["options"]["players"]
    legal = GAME.legal_actions(state)
    listed = {json.dumps(a, sort_keys=True) for a in legal}
    for p in range(n):
        listed |= {json.dumps(a, sort_keys=True) for a in GAME.legal_actions(state, p)}
    checked = 0
    for action in legal:
        for variant in _mutations(state, action, n):
            key = json.dumps(variant, sort_keys=True)
            if key in listed:
                GAME.apply(state, variant)
                continue
            if variant["type"] == "construct" and sorted(variant["lots"]) != variant["lots"]:
                # the same lots in another order are the same placement
                same = {**variant, "lots": sorted(variant["lots"], key=lambda x: pos(x))}
                if json.dumps(same, sort_keys=True) in listed:
                    continue
            with pytest.raises(IllegalAction):
                GAME.apply(state, variant)
            checked += 1
    assert checked > 0


def _candidates(state, player, n):
    """Every take_income, every buy_deed of any lot, and every construct of any kind on any set
    of the player's lots and their neighbours of the right size."""
    yield {"type": "take_income", "player": player}
    for d in area(n):
        yield {"type": "buy_deed", "player": player, "deed": d}
    mine = {pos(d) for d in state["players"][player]["deeds"]}
    near = set(mine)
    for c, r in mine:
        near |= {(c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)}
    near = sorted(lot(c, r) for c, r in near if 0 <= c < 10 and 0 <= r < 10)
    for kind, shape in SHAPES.items():
        for combo in itertools.combinations(near, len(shape)):
            yield {"type": "construct", "player": player, "building": kind, "lots": list(combo)}


@pytest.mark.parametrize(
    "label", ["L of three, 5 silver", "line of four with a Domus, no silver", "build-over square", "square, final turn"]
)
def test_legal_actions_are_complete_and_exact(label):
    """DESIGN.md: legal_actions is "complete and exact: every action listed applies cleanly,
    every action not listed is rejected" - checked against every candidate action of every
    kind on every set of nearby lots, for every seat."""
    state = PERFT[label][0]()
    n = state["options"]["players"]
    listed = {json.dumps(a, sort_keys=True) for a in GAME.legal_actions(state)}
    applied = set()
    for player in range(n):
        for action in _candidates(state, player, n):
            try:
                GAME.apply(state, action)
            except IllegalAction:
                continue
            applied.add(json.dumps(action, sort_keys=True))
    assert applied == listed


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(2, 5),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 120),
    drafting=st.booleans(),
    table=st.booleans(),
    rnd=st.randoms(use_true_random=False),
)
def test_random_playouts_stay_valid(n, seed, steps, drafting, table, rnd):
    """DESIGN.md, the rules protocol: along any sequence of legal actions the state stays valid,
    someone is awaited until the game is over, and a sample of the listed actions applies."""
    options = {"players": n, "deed_drafting": drafting, "randomness": "table" if table else "seeded"}
    start = state = GAME.setup(options, None if table else seed)
    policy_rnd = random.Random(seed)

    def sampling(game, state, actions, rnd):
        assert GAME.status(state)["awaiting"] and actions
        for action in rnd.sample(actions, min(3, len(actions))):
            GAME.check_state(GAME.apply(state, action)[0])
        return policy(game, state, actions, policy_rnd) if rnd.random() < 0.7 else rnd.choice(actions)

    for _, state, _ in steps_of(GAME, start, rnd, sampling, max_steps=steps):
        GAME.check_state(state)
    status = GAME.status(state)
    if status["terminal"]:
        assert status["awaiting"] == [] and status["winners"]
    else:
        assert status["awaiting"]


def test_actions_and_states_with_unknown_members_are_refused():
    """DESIGN.md: "Legal actions are returned fully specified so a client can send one back
    verbatim" — an action or a state with members the rules don't know is refused, not
    silently carried along."""
    state = GAME.setup({"players": 2, "first_player": 0}, 11)
    action = {"type": "take_income", "player": 0, "silver": 99}
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    assert err.value.code == "malformed_action"
    state["notes"] = "mine"
    with pytest.raises(InvalidState):
        GAME.check_state(state)
