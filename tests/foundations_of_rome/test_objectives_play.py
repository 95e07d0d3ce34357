"""OBJECTIVES MODULE in play (rulebook, after OPTIONAL RULES; option ``objectives``): Hidden
Objectives dealt two, one kept and shown only to its holder until the end; Public Objectives
face up; friendly ties; scored once at the end of the game; the state check.

The cards are Arbiter's own (``data/objectives.json``); the ids and points used are written out
here by hand from their texts (Civic Pride: "Own at least 3 Civic Buildings: 4 VP"...). With 4
players the play area is 9 × 9 (columns A–I, rows 1–9).
"""

import json
import random

import pytest

from rules.core import CHANCE, InvalidState
from rules.core import playout as playouts
from rules.foundations_of_rome import GAME

from .conftest import act, events_of, make_state, policy

# Every Objective id with its VP, by hand from the card texts.
VP = {
    "neighbourhood": 3, "urban_sprawl": 5, "city_block": 8, "civic_pride": 4, "merchant_quarter": 4,
    "tenements": 4, "crowded_streets": 5, "metropolis": 8, "trade_routes": 5, "grand_designs": 6,
    "master_builder": 5, "balanced_city": 5, "city_walls": 4, "market_square": 4, "tidy_plans": 4,
    "landlord": 5, "first_citizen": 4, "land_baron": 4,
}  # fmt: skip
OBJECTIVES = set(VP)
# Three civic buildings of one lot, apart from each other: Civic Pride met, and (no citizens,
# no commercial building, no group of more than one lot, no big building) Metropolis, City
# Block and Grand Designs not.
THREE_CIVIC = {0: "A1 C1 E1", 1: "A5 C5 E5"}


def civic(seat):
    return [
        (seat, kind, lot)
        for kind, lot in zip(("fountain", "library", "market"), THREE_CIVIC[seat].split(), strict=True)
    ]


def objectives_state(mode, *, public=(), kept=None, **kw):
    """``make_state`` with options.objectives ``mode`` and the module's cards set."""
    state = make_state(check=False, **kw)
    state["options"]["objectives"] = mode
    n = state["options"]["players"]
    state["objectives"] = {"public": sorted(public), "kept": list(kept) if kept else [None] * n}
    GAME.check_state(state)
    return state


def last_turn(mode, **kw):
    """The last final turn of Era 3 (player 0's), played with Take Income: (state, events)."""
    state = objectives_state(
        mode, phase="final_turn", era=3, final_turns_left=1, buildings=civic(0) + civic(1), rest_to=[2, 3], **kw
    )
    return act(state, "take_income", 0)


def keep_frame(state):
    return state["decisions"][0]


def play(options, seed, *, each=None):
    """A whole seeded game with conftest's policy; ``each(state)`` is called on every state.
    Returns (last state, every event in order)."""
    state = GAME.setup(options, seed)
    events = []
    if each:
        each(state)
    for _, after, new in playouts.steps(GAME, state, random.Random(seed), policy, max_steps=5000):
        events += new
        state = after
        if each:
            each(state)
    assert GAME.status(state)["terminal"], "the game did not end"
    return state, events


# --- Hidden Objectives ----------------------------------------------------------------------------
@pytest.mark.parametrize("players, seed", [(2, 1), (4, 2), (5, 3)])
def test_hidden_objectives_deal_two_to_each_player(players, seed):
    """HIDDEN OBJECTIVES: "each player is dealt two random face-down Objective cards. Players
    secretly choose one Objective to keep and discards the other face-down." Two each, all
    different; nothing face up; the holder sees their two cards, nobody sees another's."""
    state = GAME.setup({"players": players, "objectives": "hidden"}, seed)
    assert state["phase"] == "keep"
    frame = keep_frame(state)
    assert frame["kind"] == "keep_objective"
    hands = frame["hands"]
    cards = [c for hand in hands for c in hand]
    assert [len(h) for h in hands] == [2] * players
    assert len(set(cards)) == 2 * players and set(cards) <= OBJECTIVES
    assert state["objectives"] == {"public": [], "kept": [None] * players}
    for viewer in range(players):
        view = GAME.view(state, viewer)
        assert view["keep"]["family"] == "objectives" and view["keep"]["hand"] == hands[viewer]
        others = [c for seat, hand in enumerate(hands) if seat != viewer for c in hand]
        assert not any(card in json.dumps(view) for card in others)


def test_roles_are_kept_before_the_hidden_objectives():
    """Both modules deal 2, keep 1 (docs, open question 8): the roles first, revealed, then
    the Objectives; keeping an Objective makes an event without the card."""
    state = GAME.setup({"players": 2, "roles": True, "objectives": "hidden"}, 4)
    assert keep_frame(state)["kind"] == "keep_role"
    for p in range(2):
        state, _ = act(state, "keep_card", p, card=keep_frame(state)["hands"][p][0])
    assert keep_frame(state)["kind"] == "keep_objective" and None not in state["roles"]
    hands = keep_frame(state)["hands"]
    state, events = act(state, "keep_card", 1, card=hands[1][1])
    assert events == []
    state, events = act(state, "keep_card", 0, card=hands[0][0])
    assert events == [{"type": "objectives_kept"}]
    assert state["objectives"]["kept"] == [hands[0][0], hands[1][1]]
    assert state["phase"] == "turn"


def test_a_hidden_objective_is_seen_only_by_its_holder_until_the_game_is_over():
    """ "Players secretly choose one Objective to keep": throughout a whole game each seat's
    view shows its own kept card and null for the others (a spectator sees none); when the
    game is over and the cards have been scored, every view shows them all."""
    players = 3
    seen = {"states": 0}

    def each(state):
        kept = state["objectives"]["kept"]
        if state["phase"] == "game_over" or None in kept:
            return
        seen["states"] += 1
        assert GAME.view(state, None)["objectives"]["kept"] == [None] * players
        for viewer in range(players):
            view = GAME.view(state, viewer)
            assert view["objectives"]["kept"] == [c if seat == viewer else None for seat, c in enumerate(kept)]
            text = json.dumps(view)
            assert not any(c in text for seat, c in enumerate(kept) if seat != viewer)

    state, events = play({"players": players, "objectives": "hidden"}, 21, each=each)
    assert seen["states"] > 50
    kept = state["objectives"]["kept"]
    assert None not in kept
    for viewer in (None, 0, 1, 2):
        assert GAME.view(state, viewer)["objectives"]["kept"] == kept


def test_only_the_holder_scores_a_hidden_objective():
    """CLARIFICATIONS: "If playing with Hidden Objectives, only the player holding the Objective
    card will receive the Victory Points." Seats 0 and 1 both own three civic buildings; only
    seat 0 holds Civic Pride (4 VP); seat 1 holds Metropolis, which it does not meet."""
    kept = ["civic_pride", "metropolis", "city_block", "grand_designs"]
    state, events = last_turn("hidden", kept=kept)
    (scored,) = events_of(events, "objectives_scored")
    rows = {row["player"]: row for row in scored["players"]}
    assert rows[0]["objectives"] == ["civic_pride"] and rows[0]["vp"] == 4
    assert rows[1]["objectives"] == [] and rows[1]["vp"] == 0
    assert all(set(rows[p]["objectives"]) <= {kept[p]} for p in range(4))
    era_rows = {row["player"]: row for row in events_of(events, "era_scored")[0]["players"]}
    assert rows[0]["total_vp"] == era_rows[0]["total_vp"] + 4 == state["players"][0]["vp"]
    assert rows[1]["total_vp"] == era_rows[1]["total_vp"] == state["players"][1]["vp"]


# --- Public Objectives ----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_public_objectives_face_up_one_per_player(players):
    """PUBLIC OBJECTIVES: "deal out random Objective cards equal to the number of players. Keep
    these cards face-up in a common space, where all players can see them." Nothing is kept;
    the first turn begins at once."""
    state = GAME.setup({"players": players, "objectives": "public"}, players)
    public = state["objectives"]["public"]
    assert len(public) == len(set(public)) == players and set(public) <= OBJECTIVES
    assert state["objectives"]["kept"] == [None] * players
    assert state["phase"] == "turn"
    for viewer in (None, *range(players)):
        view = GAME.view(state, viewer)
        assert sorted(view["objectives"]["public"]) == sorted(public) and view["keep"] is None


def test_public_objectives_at_the_table_are_turned_over_one_by_one():
    """At the table each face-up Objective is a ``deal_card`` decision of the chance seat, its
    outcomes the Objectives not yet out; each makes an ``objective_revealed`` event."""
    rnd = random.Random(5)
    state = GAME.setup({"players": 3, "objectives": "public", "randomness": "table"})
    revealed = []
    while state["phase"] != "turn":
        seat = GAME.status(state)["awaiting"][0]
        actions = GAME.legal_actions(state, seat)
        if actions[0]["type"] == "deal_card":
            assert seat == CHANCE
            assert {a["outcome"] for a in actions} == OBJECTIVES - set(state["objectives"]["public"])
        state, events = GAME.apply(state, actions[rnd.randrange(len(actions))])
        revealed += [e["objective"] for e in events_of(events, "objective_revealed")]
    assert len(revealed) == 3 and sorted(revealed) == sorted(state["objectives"]["public"])


def test_public_objective_ties_are_friendly():
    """CLARIFICATIONS: "Ties are 'friendly.' If two or more players meet the requirements for
    an Objective, they are both eligible to receive the Victory Points. If playing with Public
    Objectives, both tied players gain the Victory Points." Seats 0 and 1 each own three civic
    buildings: both score Civic Pride's 4 VP, and none of the other three cards."""
    public = ["civic_pride", "metropolis", "city_block", "grand_designs"]
    state, events = last_turn("public", public=public)
    (scored,) = events_of(events, "objectives_scored")
    rows = {row["player"]: row for row in scored["players"]}
    era_rows = {row["player"]: row for row in events_of(events, "era_scored")[0]["players"]}
    for p in (0, 1):
        assert rows[p]["objectives"] == ["civic_pride"] and rows[p]["vp"] == 4
        assert rows[p]["total_vp"] == era_rows[p]["total_vp"] + 4 == state["players"][p]["vp"]
    assert all(set(rows[p]["objectives"]) <= set(public) for p in range(4))


# --- scored once -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "options, seed",
    [
        ({"players": 2, "objectives": "hidden"}, 3),
        ({"players": 4, "objectives": "hidden", "roles": True}, 7),
        ({"players": 3, "objectives": "public"}, 11),
        ({"players": 5, "objectives": "public", "monuments": True}, 13),
    ],
)
def test_objectives_are_scored_once_at_the_end_of_the_game(options, seed):
    """ "If a player completes the requirements for that Objective before the end of the game,
    they will be awarded bonus Victory Points during final scoring"; "At the end of the game,
    during final scoring, review each Objective card". One ``objectives_scored`` event, after
    the third Era's scoring and before ``game_over``; its VP (each card's, by hand) are in the
    final scores."""
    state, events = play(options, seed)
    types = [e["type"] for e in events]
    assert types.count("objectives_scored") == 1 and types.count("era_scored") == 3
    at = types.index("objectives_scored")
    last_era = max(i for i, t in enumerate(types) if t == "era_scored")
    assert last_era < at < types.index("game_over") and types[-1] == "game_over"
    era3 = {row["player"]: row["total_vp"] for row in events[last_era]["players"]}
    rows = events[at]["players"]
    mode = options["objectives"]
    for row in rows:
        p = row["player"]
        eligible = state["objectives"]["public"] if mode == "public" else [state["objectives"]["kept"][p]]
        assert set(row["objectives"]) <= set(eligible)
        assert row["vp"] == sum(VP[c] for c in row["objectives"])
        assert row["total_vp"] == era3[p] + row["vp"]
    scores = [era3[p] + rows[p]["vp"] for p in range(options["players"])]
    assert events[-1]["scores"] == scores == GAME.status(state)["scores"]


def test_without_objectives_nothing_is_scored():
    """Without the module there is no ``objectives_scored`` event."""
    _, events = play({"players": 2}, 3)
    assert not events_of(events, "objectives_scored")


# --- the state check ------------------------------------------------------------------------------
def started(mode, kept=None, public=()):
    state = make_state(check=False)
    state["options"]["objectives"] = mode
    state["objectives"] = {"public": list(public), "kept": list(kept) if kept else [None] * 4}
    return state


@pytest.mark.parametrize(
    "label, state, message",
    [
        (
            "a kept objective without the option",
            lambda: started(None, kept=["civic_pride", "metropolis", "city_block", "landlord"]),
            "only with the option",
        ),
        (
            "one kept objective without the option",
            lambda: started(None, kept=["civic_pride", None, None, None]),
            "only with the option",
        ),
        (
            "the same card kept twice",
            lambda: started("hidden", kept=["civic_pride", "civic_pride", "city_block", "landlord"]),
            "at most once",
        ),
        (
            "the same card face up twice",
            lambda: started("public", public=["civic_pride", "civic_pride", "city_block", "landlord"]),
            "at most once",
        ),
        (
            "a kept objective with 'public'",
            lambda: started(
                "public",
                kept=["civic_pride", "metropolis", "city_block", "landlord"],
                public=["tidy_plans", "trade_routes", "tenements", "land_baron"],
            ),
            "only with the option",
        ),
        (
            "public objectives with 'hidden'",
            lambda: started(
                "hidden", kept=["civic_pride", "metropolis", "city_block", "landlord"], public=["tidy_plans"]
            ),
            "options.objectives 'public'",
        ),
        ("a started game where nobody has kept", lambda: started("hidden"), "kept before the first turn"),
        (
            "only some seats kept",
            lambda: started("hidden", kept=["civic_pride", None, "city_block", "landlord"]),
            "all revealed together",
        ),
        (
            "too few public objectives once started",
            lambda: started("public", public=["civic_pride", "metropolis", "city_block"]),
            "dealt face up before the first turn",
        ),
        (
            "an unknown card",
            lambda: started("public", public=["civic_pride", "metropolis", "city_block", "nope"]),
            None,
        ),
    ],
)
def test_the_state_check_refuses(label, state, message):
    """The module's cards in a state: kept only with Hidden Objectives, every seat's at once and
    before the first turn; face up only with Public ones, one per player; each card once."""
    with pytest.raises(InvalidState, match=message):
        GAME.check_state(state())


def test_the_state_check_accepts_the_module_states():
    """The refusals above are about the cards, not the helper: the same started states with
    consistent cards pass."""
    GAME.check_state(started("hidden", kept=["civic_pride", "metropolis", "city_block", "landlord"]))
    GAME.check_state(started("public", public=["civic_pride", "metropolis", "city_block", "landlord"]))
    GAME.check_state(started(None))


@pytest.mark.parametrize("options", [{"objectives": "hidden"}, {"objectives": "hidden", "roles": True}])
def test_the_state_check_refuses_objectives_kept_before_the_keep_is_over(options):
    """HIDDEN OBJECTIVES: "Players secretly choose one Objective to keep" — the kept cards
    exist once everybody has chosen, and (the engine's order) after the roles: a state where
    every seat already holds a kept Objective while a keep is pending is not reachable."""
    state = GAME.setup({"players": 2, "first_player": 0, **options}, 4)
    assert state["phase"] == "keep"
    in_hands = {c for hand in state["decisions"][0]["hands"] for c in hand}
    state["objectives"]["kept"] = sorted(OBJECTIVES - in_hands)[:2]
    with pytest.raises(InvalidState):
        GAME.check_state(state)
