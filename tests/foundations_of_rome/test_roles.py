"""PLAYER ROLES MODULE in play (rulebook, after OPTIONAL RULES; option ``roles``): the deal of
two, the secret keep, the simultaneous reveal, the Philosophical role only with Monuments, and
each role kind of docs/foundations-of-rome-modules.md (Player Roles) acting in real play.

The role cards are Arbiter's own (``data/roles.json``); their values are written out below by
hand from that file's texts (Wealthy 5 Silver, Landed 2 Lot markers, Pious 2 VP per Civic
Building...). Icons from conftest's tables: domus 1 citizen, bakery 1 silver, artisan forum 2.
With 4 players the play area is 9 × 9 (columns A–I, rows 1–9); ``make_state`` seats silver
5, 6, 7, 8 from seat 0.
"""

import json
import random

import pytest

from rules.core import CHANCE, InvalidState
from rules.foundations_of_rome import GAME

from .conftest import act, build, events_of, illegal, lots, make_state

# Every role id, by hand; PHILOSOPHICAL is the one that needs the Monuments Expansion.
PHILOSOPHICAL = "philosophical"
ROLES = {
    "wealthy", "patrician", "settled", "landed", "expansive", "industrious", "enterprising",
    "shrewd", "pious", "mercantile", "popular", "prudent", "bold", "frugal",
}  # fmt: skip
START_SILVER = {"wealthy": 5, "patrician": 3, "settled": 2}
# Roles with no effect on what a test looks at (start silver is paid at the reveal only; an
# extra Lot marker matters only to a seat with 8 on the board).
QUIET = ["wealthy", "patrician", "settled", "expansive"]
SEAT_SILVER = [5, 6, 7, 8]  # Game Setup: "the first player takes 5 Silver ... the last player gets 8"
MONUMENT_POOL = ["colosseum", "pantheon", "royal_winery", "regia", "lighthouse"]  # + 2 built = 7


def seats(**given):
    """Roles for the 4 seats: ``seats(s0="pious")``; the others from QUIET (distinct)."""
    chosen = {int(k[1:]): v for k, v in given.items()}
    rest = iter(r for r in QUIET if r not in chosen.values())
    return [chosen[p] if p in chosen else next(rest) for p in range(4)]


def roles_state(roles, *, monuments=None, **kw):
    """``make_state`` with options.roles on and ``roles`` revealed (one per seat); with
    ``monuments`` (the face-up pool beside the built ones) the Monuments option too."""
    state = make_state(check=False, **kw)
    state["options"]["roles"] = True
    state["roles"] = list(roles)
    if monuments is not None:
        state["options"]["monuments"] = True
        state["monuments"]["pool"] = sorted(monuments)
    GAME.check_state(state)
    return state


def keep_frame(state):
    frame = state["decisions"][0]
    assert frame["kind"] in ("keep_role", "keep_objective")
    return frame


def keep(state, player, card):
    return act(state, "keep_card", player, card=card)


# --- the deal, the keep and the reveal ------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_two_distinct_roles_are_dealt_to_each_player(players, seed):
    """SETUP: "Shuffle the Player Role cards and deal 2 face-down to each player." The game
    waits in phase 'keep' for every seat at once; nothing is kept yet."""
    state = GAME.setup({"players": players, "roles": True}, seed)
    assert state["phase"] == "keep"
    frame = keep_frame(state)
    assert frame["kind"] == "keep_role"
    hands = frame["hands"]
    assert len(hands) == players and all(len(hand) == 2 for hand in hands)
    dealt = [card for hand in hands for card in hand]
    assert len(set(dealt)) == 2 * players and set(dealt) <= ROLES  # no Philosophical without Monuments
    assert GAME.status(state)["awaiting"] == list(range(players))
    assert state["roles"] == [None] * players
    assert all(info["deeds"] for info in state["players"])  # dealt after the deeds


def test_the_keep_is_secret_until_all_have_chosen():
    """SETUP: "Players secretly select 1 Role to keep and discard the other. Once all players
    have selected their cards, all players simultaneously reveal their chosen Player Role
    cards". Another seat's view shows neither their hand nor their choice, only who has chosen;
    a keep that is not the last one makes no event; the roles appear together."""
    state = GAME.setup({"players": 3, "roles": True}, 5)
    hands = [list(h) for h in keep_frame(state)["hands"]]
    mine, theirs = hands[0], hands[1] + hands[2]
    view = GAME.view(state, 0)
    assert view["keep"] == {"family": "roles", "hand": mine, "chosen": [False] * 3, "own_choice": None}
    assert not any(card in json.dumps(view) for card in theirs)
    assert GAME.view(state, None)["keep"]["hand"] is None
    assert not any(card in json.dumps(GAME.view(state, None)) for card in hands[0] + theirs)

    state, events = keep(state, 1, hands[1][1])
    assert events == []
    view = GAME.view(state, 0)
    assert view["keep"]["chosen"] == [False, True, False] and view["keep"]["own_choice"] is None
    assert not any(card in json.dumps(view) for card in theirs)
    assert view["roles"] == [None, None, None]
    assert GAME.view(state, 1)["keep"]["own_choice"] == hands[1][1]

    state, events = keep(state, 2, hands[2][0])
    assert events == [] and GAME.view(state, 0)["roles"] == [None, None, None]
    state, events = keep(state, 0, hands[0][0])
    chosen = [hands[0][0], hands[1][1], hands[2][0]]
    assert events_of(events, "roles_revealed") == [{"type": "roles_revealed", "roles": chosen}]
    assert state["roles"] == chosen
    for viewer in (None, 0, 1, 2):
        view = GAME.view(state, viewer)
        assert view["roles"] == chosen and view["keep"] is None
    assert state["phase"] == "turn" and GAME.status(state)["awaiting"] == [state["options"]["first_player"]]


def test_a_card_not_in_your_hand_is_refused():
    """ "Players secretly select 1 Role to keep" — one of their own two: another seat's card,
    a card never dealt and a non-card are refused with ``card_not_in_hand``."""
    state = GAME.setup({"players": 3, "roles": True}, 5)
    hands = keep_frame(state)["hands"]
    undealt = sorted(ROLES - {c for hand in hands for c in hand})[0]
    for card in (hands[1][0], undealt):
        assert illegal(state, {"type": "keep_card", "player": 0, "card": card}).code == "card_not_in_hand"
    assert GAME.legal_actions(state, 0) == [{"type": "keep_card", "player": 0, "card": c} for c in hands[0]]


def test_keeping_twice_and_keeping_outside_the_keep_are_refused():
    """ "select 1 Role to keep": a seat that has chosen has no decision left (its other card
    is refused too), and once the roles are revealed there is nothing to keep."""
    state = GAME.setup({"players": 2, "roles": True}, 3)
    hands = keep_frame(state)["hands"]
    state, _ = keep(state, 0, hands[0][0])
    for card in hands[0]:
        assert illegal(state, {"type": "keep_card", "player": 0, "card": card}).code == "not_your_turn"
    assert GAME.legal_actions(state, 0) == []
    state, _ = keep(state, 1, hands[1][1])
    assert state["phase"] == "turn"
    first = state["options"]["first_player"]
    assert illegal(state, {"type": "keep_card", "player": first, "card": hands[first][0]}).code == "wrong_phase"
    plain = GAME.setup({"players": 2, "first_player": 0}, 3)
    assert illegal(plain, {"type": "keep_card", "player": 0, "card": "wealthy"}).code == "wrong_phase"


def test_without_monuments_the_philosophical_role_is_never_dealt():
    """ "If you are not playing with the Monuments Expansion, remove the Philosophical Role card
    before setting up the game." Five players are dealt 10 of the 14 other roles on each of
    60 seeds, never the Philosophical; with Monuments (15 roles) it turns up."""
    without = set()
    with_monuments = set()
    for seed in range(60):
        without.update(c for hand in keep_frame(GAME.setup({"players": 5, "roles": True}, seed))["hands"] for c in hand)
        state = GAME.setup({"players": 5, "roles": True, "monuments": True}, seed)
        with_monuments.update(c for hand in keep_frame(state)["hands"] for c in hand)
    assert PHILOSOPHICAL not in without and without == ROLES
    assert PHILOSOPHICAL in with_monuments


def test_the_state_check_refuses_a_philosophical_role_without_monuments():
    """ "remove the Philosophical Role card" without Monuments: a state where it was kept is not
    a state of this game; with the Monuments option it is."""
    roles_state(seats(s0=PHILOSOPHICAL), monuments=MONUMENT_POOL + ["watchtower", "temple_of_mars"])
    state = make_state(check=False)
    state["options"]["roles"] = True
    state["roles"] = seats(s0=PHILOSOPHICAL)
    with pytest.raises(InvalidState, match="at most once"):
        GAME.check_state(state)


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda s: s.update(roles=[None] * 4), "kept before the first turn"),
        (lambda s: s.update(roles=["wealthy", None, None, None]), "all revealed together"),
        (lambda s: s.update(roles=["wealthy", "wealthy", "settled", "bold"]), "at most once"),
        (lambda s: s["options"].update(roles=False), "only with the option"),
    ],
)
def test_the_state_check_refuses_inconsistent_roles(mutate, message):
    """A started game with roles on has every role revealed ("all players simultaneously
    reveal"), each card once, and none without the option."""
    state = roles_state(seats())
    mutate(state)
    with pytest.raises(InvalidState, match=message):
        GAME.check_state(state)


# --- start_silver ----------------------------------------------------------------------------
def test_start_silver_is_paid_at_the_reveal():
    """Wealthy, Patrician, Settled: "Start the game with 5 / 3 / 2 more Silver", added to the
    seat's starting silver (5, 6, 7, 8 from the first player) when the roles are revealed,
    and not before."""
    state = GAME.setup({"players": 4, "first_player": 0, "roles": True}, 8)
    frame = keep_frame(state)
    frame["hands"] = [["industrious", "wealthy"], ["patrician", "shrewd"], ["pious", "settled"], ["bold", "frugal"]]
    GAME.check_state(state)
    kept = ["wealthy", "patrician", "settled", "frugal"]
    for p in range(3):
        state, _ = keep(state, p, kept[p])
        assert [info["silver"] for info in state["players"]] == SEAT_SILVER
    state, events = keep(state, 3, kept[3])
    assert events_of(events, "roles_revealed")[0]["roles"] == kept
    assert [info["silver"] for info in state["players"]] == [5 + 5, 6 + 3, 7 + 2, 8 + 0]
    assert [p["silver"] for p in GAME.view(state, 2)["players"]] == [10, 9, 9, 8]


# --- extra_lot_markers ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "role, on_board, can_buy",
    [
        ("wealthy", 7, True),
        ("wealthy", 8, False),  # "8 Lot markers" and all on the board
        ("expansive", 8, True),  # "1 more Lot marker": 9
        ("expansive", 9, False),
        ("landed", 8, True),  # "2 more Lot markers": 10
        ("landed", 9, True),
        ("landed", 10, False),
    ],
)
def test_extra_lot_markers_let_you_buy_past_eight(role, on_board, can_buy):
    """Expansive / Landed: "You have 1 / 2 more Lot markers than the other players." Buy a
    Deed needs a Lot marker left in the tray; the view counts the tray with the extra ones."""
    markers = {"wealthy": 8, "expansive": 9, "landed": 10}[role]
    mine = lots("A1 A2 A3 A4 A5 A6 A7 A8 A9 B1")[:on_board]
    state = roles_state(seats(s0=role), deeds={0: mine})
    assert GAME.view(state, 1)["players"][0]["lot_markers_in_tray"] == markers - on_board
    buys = [a for a in GAME.legal_actions(state, 0) if a["type"] == "buy_deed"]
    cheapest = state["deeds_for_sale"][0]
    action = {"type": "buy_deed", "player": 0, "deed": cheapest}
    if can_buy:
        assert action in buys
        state, events = GAME.apply(state, action)
        assert events_of(events, "deed_bought")[0]["deed"] == cheapest
        assert len(state["players"][0]["deeds"]) == on_board + 1
        assert GAME.view(state, 0)["players"][0]["lot_markers_in_tray"] == markers - on_board - 1
    else:
        assert buys == []
        assert illegal(state, action).code == "no_lot_markers"


# --- income_bonus ------------------------------------------------------------------------------
@pytest.mark.parametrize("role, bonus", [("industrious", 2), ("enterprising", 1), ("wealthy", 0)])
def test_income_bonus_adds_to_each_take_income(role, bonus):
    """Industrious / Enterprising: "Each time you Take Income, gain 2 / 1 more Silver" — on top
    of "5 Silver ... plus ... Silver equal to the value of the Commercial Buildings": a bakery
    (1) and an artisan forum (2) make 5 + 3."""
    built = [(0, "bakery", "A1"), (0, "artisan_forum_long", "C1 D1 E1")]
    state = roles_state(seats(s0=role), buildings=built)
    state, events = act(state, "take_income", 0)
    expected = 5 + 1 + 2 + bonus
    assert events_of(events, "income_taken") == [{"type": "income_taken", "player": 0, "silver": expected}]
    assert state["players"][0]["silver"] == SEAT_SILVER[0] + expected


# --- deed_discount -----------------------------------------------------------------------------
def test_deed_discount_makes_a_deed_one_cheaper():
    """Shrewd: "Every Deed you buy costs 1 Silver less (never below 0)." With 5 Silver the
    6-Silver slot is listed and bought for 5; without the role it is neither."""
    state = roles_state(seats(s0="shrewd"), silver=[5, 6, 7, 8])
    sale = state["deeds_for_sale"]
    listed = [a["deed"] for a in GAME.legal_actions(state, 0) if a["type"] == "buy_deed"]
    assert listed == sale[:4]  # prices 2 3 4 6, each 1 less: 1 2 3 5 ≤ 5
    after, events = act(state, "buy_deed", 0, deed=sale[3])
    assert events_of(events, "deed_bought") == [{"type": "deed_bought", "player": 0, "deed": sale[3], "price": 5}]
    assert after["players"][0]["silver"] == 0
    after, events = act(state, "buy_deed", 0, deed=sale[0])
    assert events_of(events, "deed_bought")[0]["price"] == 1 and after["players"][0]["silver"] == 4

    plain = roles_state(seats(s1="shrewd"), silver=[5, 6, 7, 8])
    listed = [a["deed"] for a in GAME.legal_actions(plain, 0) if a["type"] == "buy_deed"]
    assert listed == plain["deeds_for_sale"][:3]
    action = {"type": "buy_deed", "player": 0, "deed": plain["deeds_for_sale"][3]}
    assert illegal(plain, action).code == "insufficient_silver"


# --- era_vp_per_type ---------------------------------------------------------------------------
def era_end(roles, buildings, era=1, deeds=None, silver=None, monuments=None):
    """The last final turn of ``era`` (player 0's), played with Take Income: (state, events)."""
    state = roles_state(
        roles,
        phase="final_turn",
        era=era,
        final_turns_left=1,
        buildings=buildings,
        deeds=deeds,
        silver=silver,
        rest_to=[2, 3] if era == 3 else None,
        monuments=monuments,
    )
    return act(state, "take_income", 0)


def rows(events):
    (scored,) = events_of(events, "era_scored")
    return {row["player"]: row for row in scored["players"]}


@pytest.mark.parametrize("era", [1, 2, 3])
def test_era_vp_per_type_at_every_era_scoring(era):
    """Pious: "At each end-of-Era scoring, gain 2 VP for each Civic Building you own";
    Mercantile: "... 1 VP for each Commercial Building you own". Seat 0 (Pious) owns two
    civic buildings and a bakery: 4; seat 1 (Mercantile) a bakery and a pottery studio and a
    fountain: 2. The row's total includes them."""
    built = [
        (0, "fountain", "A1"),
        (0, "library", "C1"),
        (0, "bakery", "E1"),
        (1, "bakery", "A5"),
        (1, "pottery_studio", "C5 D5"),
        (1, "fountain", "F5"),
    ]
    roles = seats(s0="pious", s1="mercantile")
    _, events = era_end(roles, built, era)
    _, plain = era_end(seats(), built, era)
    scored, unscored = rows(events), rows(plain)
    assert scored[0]["cards"] == {"vp": 4} and scored[1]["cards"] == {"vp": 2}
    assert scored[0]["vp"] == unscored[0]["vp"] + 4 and scored[1]["vp"] == unscored[1]["vp"] + 2
    assert unscored[0]["cards"] == unscored[1]["cards"] == {"vp": 0}


# --- extra_citizens ----------------------------------------------------------------------------
def test_extra_citizens_only_with_a_citizen():
    """Popular: "While you have at least 1 Citizen, your Population counts 2 more." A domus (1
    citizen) shows 3; with only a bakery, 0; a domus without the role, 1."""
    with_citizen = roles_state(seats(s0="popular"), buildings=[(0, "domus", "A1"), (1, "domus", "A5")])
    assert [p["population"] for p in GAME.view(with_citizen, 2)["players"]][:2] == [1 + 2, 1]
    without = roles_state(seats(s0="popular"), buildings=[(0, "bakery", "A1")])
    assert GAME.view(without, 0)["players"][0]["population"] == 0


def test_extra_citizens_count_at_era_scoring():
    """docs, extra_citizens: "for every purpose (tracker, Era scoring, objectives)". Seat 0
    (Popular) has a domus: 3 on the tracker, ahead of seat 1's domus maxima (2); Era 1's
    population bonus is 4: seat 0 scores 3 + 4, seat 1 the citizens of the player ahead, 3."""
    built = [(0, "domus", "A1"), (1, "domus_maxima", "A5 B5")]
    _, events = era_end(seats(s0="popular"), built)
    scored = rows(events)
    assert scored[0]["population"] == {"citizens": 3, "vp": 3 + 4}
    assert scored[1]["population"] == {"citizens": 2, "vp": 3}


# --- empty_lot_vp and final_silver_vp ---------------------------------------------------------
def test_empty_lot_vp_doubles_the_final_lot_markers():
    """Prudent: "At the end of the game, each of your Lot markers on the City board scores 2 VP
    instead of 1." Seat 1 (Prudent) has 3 empty lots and nothing else: 3 + 3 VP; seat 0 (no
    such role) 2 empty lots: 2 VP. Only at the end of the game: Era 1 adds nothing."""
    roles = seats(s1="prudent")
    _, events = era_end(roles, [], era=3, deeds={0: "A5 C5", 1: "A1 C1 E1"})
    scored = rows(events)
    assert scored[1]["lot_markers"] == {"count": 3, "vp": 3} and scored[1]["cards"] == {"vp": 3}
    assert scored[1]["vp"] == 6
    assert scored[0]["cards"] == {"vp": 0} and scored[0]["vp"] == 2
    _, events = era_end(roles, [], era=1, deeds={0: "A5 C5", 1: "A1 C1 E1"})
    assert rows(events)[1]["cards"] == {"vp": 0} and rows(events)[1]["vp"] == 0


@pytest.mark.parametrize("silver, vp", [(4, 3), (6, 3), (7, 4), (0, 1)])
def test_final_silver_vp_per_three_silver_left(silver, vp):
    """Frugal: "At the end of the game, score 1 VP for every 3 Silver you have left." Seat 0
    takes its last income (5, no commercial building) before the scoring, so it has
    ``silver`` + 5 left: 9 → 3, 11 → 3, 12 → 4, 5 → 1. Seat 1 has 30 Silver and no Frugal: 0."""
    roles = seats(s0="frugal")
    _, events = era_end(roles, [], era=3, deeds={0: "A5 C5"}, silver={0: silver, 1: 30})
    scored = rows(events)
    assert scored[0]["cards"] == {"vp": vp} and scored[0]["vp"] == 2 + vp
    assert scored[1]["cards"] == {"vp": 0}
    _, events = era_end(roles, [], era=2, deeds={0: "A5 C5"}, silver={0: silver, 1: 30})
    assert rows(events)[0]["cards"] == {"vp": 0}


# --- build_over_same_size ---------------------------------------------------------------------
def test_bold_builds_over_its_own_building_of_the_same_size():
    """Bold: "You may build over one of your own Buildings of the same size (never a larger
    one)." Without it: "only if the new Building is bigger than any individual one you are
    building over" (build_over_not_smaller)."""
    built = [(0, "domus_maxima", "A1 B1"), (0, "domus", "D1"), (0, "insula_long", "A3 B3 C3")]
    state = roles_state(seats(s0="bold"), buildings=built)
    listed = [a for a in GAME.legal_actions(state, 0) if a["type"] == "construct"]
    for kind, text in (("pottery_studio", "A1 B1"), ("bakery", "D1")):
        assert {"type": "construct", "player": 0, "building": kind, "lots": lots(text)} in listed
    after, events = build(state, 0, "pottery_studio", "A1 B1")
    assert [e["building"] for e in events_of(events, "building_removed")] == ["domus_maxima"]
    assert {"kind": "pottery_studio", "owner": 0, "lots": ["A1", "B1"]} in after["buildings"]
    after, events = build(state, 0, "bakery", "D1")
    assert [e["building"] for e in events_of(events, "building_removed")] == ["domus"]
    # never a larger one
    larger = {"type": "construct", "player": 0, "building": "pottery_studio", "lots": ["A3", "B3"]}
    assert illegal(state, larger).code == "build_over_not_smaller"

    plain = roles_state(seats(s1="bold"), buildings=built)
    listed = [a for a in GAME.legal_actions(plain, 0) if a["type"] == "construct"]
    assert not any(a["lots"] in (["A1", "B1"], ["D1"]) for a in listed)
    for kind, text in (("pottery_studio", "A1 B1"), ("bakery", "D1")):
        action = {"type": "construct", "player": 0, "building": kind, "lots": lots(text)}
        assert illegal(plain, action).code == "build_over_not_smaller"


# --- monument_vp -----------------------------------------------------------------------------
def test_philosophical_scores_each_monument_owned():
    """Philosophical: "At each end-of-Era scoring, gain 2 VP for each Monument you own." Seat 0
    owns the Watchtower and the Temple of Venus: 4; seat 1 owns none: 0."""
    built = [(0, "watchtower", "A1"), (0, "temple_of_venus", "G1 H1"), (0, "domus", "C1")]
    roles = seats(s0=PHILOSOPHICAL, s1="pious")
    _, events = era_end(roles, built, monuments=MONUMENT_POOL)
    scored = rows(events)
    assert scored[0]["cards"] == {"vp": 2 * 2}
    assert scored[1]["cards"] == {"vp": 0}
    _, plain = era_end(seats(s1=PHILOSOPHICAL), built, monuments=MONUMENT_POOL)
    assert rows(plain)[0]["vp"] == scored[0]["vp"] - 4


# --- the table ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (5, 3)])
def test_a_whole_setup_at_the_table(players, seed):
    """At the table each role card is a ``deal_card`` decision of the chance seat (outcomes:
    the roles not yet dealt), two to each seat; then the secret keep. Answered from the legal
    actions, the setup reaches the first turn with every seat holding a role."""
    rnd = random.Random(seed)
    state = GAME.setup({"players": players, "roles": True, "randomness": "table"})
    dealt = revealed = 0
    for _ in range(1000):
        if state["phase"] == "turn":
            break
        awaiting = GAME.status(state)["awaiting"]
        seat = awaiting[rnd.randrange(len(awaiting))]
        actions = GAME.legal_actions(state, seat)
        if actions[0]["type"] == "deal_card":
            assert seat == CHANCE
            assert {a["outcome"] for a in actions} == ROLES - {c for h in keep_frame(state)["hands"] for c in h}
        state, events = GAME.apply(state, actions[rnd.randrange(len(actions))])
        dealt += len(events_of(events, "card_dealt"))
        revealed += len(events_of(events, "roles_revealed"))
    assert state["phase"] == "turn"
    assert dealt == 2 * players and revealed == 1
    assert None not in state["roles"] and len(set(state["roles"])) == players
    assert set(state["roles"]) <= ROLES


# --- the state check: revealed roles and a keep still to come ----------------------------------
@pytest.mark.parametrize("options", [{"roles": True}, {"roles": True, "deed_drafting": True}])
def test_the_state_check_refuses_roles_revealed_before_they_are_kept(options):
    """ "Once all players have selected their cards, all players simultaneously reveal": roles
    are revealed only when the keep is over, so a state with every role revealed and the keep
    (or the Deed draft before it) still pending is not one the game reaches."""
    state = GAME.setup({"players": 2, "first_player": 0, **options}, 4)
    assert state["phase"] in ("keep", "draft")
    dealt = {c for hand in state["decisions"][0]["hands"] for c in hand} if state["phase"] == "keep" else set()
    state["roles"] = sorted(ROLES - dealt)[:2]
    with pytest.raises(InvalidState):
        GAME.check_state(state)
