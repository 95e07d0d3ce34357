"""GAME SETUP (rulebook pages "GAME SETUP" and "GAME SETUP (CONTINUED)")."""

import pytest

from rules import games
from rules.core import RulesError
from rules.foundations_of_rome import GAME

from .conftest import area, draft, playout, pos, seat

PLAYERS = [2, 3, 4, 5]


def all_deeds(state):
    return [
        *state["deeds_for_sale"],
        *(d for deck in state["era_decks"] for d in deck),
        *(d for info in state["players"] for d in info["deeds"]),
    ]


def test_games_list_serves_the_engine():
    """DESIGN.md: games are found by id in the one list of games (``rules.games``)."""
    assert games.get("foundations-of-rome") is GAME
    assert GAME in games.playable()
    assert GAME.min_players == 2 and GAME.max_players == 5


@pytest.mark.parametrize("n", PLAYERS)
def test_play_area_decides_the_deed_set(n):
    """Rulebook, Game Setup step 5: "For four players, remove all the Red Deed cards
    (corresponding to Column J and Row 10). You will play on a 9x9 layout using 81 Lots."
    Three players: "You will play on an 8x8 layout using 64 Lots." Two players: "You will play
    on a 7x7 layout using 49 Lots." With 5 players "you will play on the entire City board"."""
    state = GAME.setup({"players": n, "first_player": 0}, 3)
    deeds = all_deeds(state)
    assert len(deeds) == len(set(deeds)) == {2: 49, 3: 64, 4: 81, 5: 100}[n]
    assert set(deeds) == set(area(n))
    side = {2: 7, 3: 8, 4: 9, 5: 10}[n]
    assert max(pos(d)[0] for d in deeds) == side - 1
    assert max(pos(d)[1] for d in deeds) == side - 1


def test_two_players_have_no_blue_purple_red_deeds():
    """Rulebook, Game Setup step 5: "For two players, remove all the Red, Purple, and Blue
    Deed cards (corresponding to Columns H, I, J and Rows 8, 9, 10)"."""
    for seed in range(5):
        deeds = all_deeds(GAME.setup({"players": 2}, seed))
        assert not [d for d in deeds if d[0] in "HIJ" or int(d[1:]) >= 8]


def test_red_deeds_only_with_five_players():
    """Rulebook, Game Setup step 5: red deeds (column J, row 10) are removed with four or
    fewer players; "When playing with 5 players ... you will play on the entire City board"."""
    for n in (2, 3, 4):
        deeds = all_deeds(GAME.setup({"players": n}, 1))
        assert not [d for d in deeds if d[0] == "J" or d.endswith("10")]
    deeds = all_deeds(GAME.setup({"players": 5}, 1))
    assert "J10" in deeds and "J1" in deeds and "A10" in deeds
    assert len([d for d in deeds if d[0] == "J" or d.endswith("10")]) == 19


@pytest.mark.parametrize("n", PLAYERS)
def test_six_deeds_dealt_to_each_player(n):
    """Rulebook, Game Setup step 6: "Shuffle the remaining Deed cards together and deal six
    to each player." Step 8: "place your cards in a pile in front of you"."""
    state = GAME.setup({"players": n}, 5)
    piles = [info["deeds"] for info in state["players"]]
    assert [len(p) for p in piles] == [6] * n
    flat = [d for p in piles for d in p]
    assert len(set(flat)) == 6 * n


@pytest.mark.parametrize("n", PLAYERS)
def test_two_lot_markers_left_in_the_tray(n):
    """Rulebook, Game Setup step 7: "Place Lot markers of your color on each Lot corresponding
    to the Deeds cards you were dealt. At this point, you will have two Lot markers left in your
    Player tray." (8 Lot markers per player color.)"""
    state = GAME.setup({"players": n}, 5)
    for p in range(n):
        seen = GAME.view(state, p)["players"]
        for info in seen:
            assert info["lot_markers_on_board"] == 6
            assert info["lot_markers_in_tray"] == 2


@pytest.mark.parametrize("n,first", [(n, f) for n in PLAYERS for f in range(n)])
def test_starting_silver_clockwise_from_first_player(n, first):
    """Rulebook, Game Setup step 4a: "The starting player takes 5 Silver. Going clockwise,
    each player gets 1 Silver more than the previous player. So, in a four-player game, the
    first player takes 5 Silver, the second takes 6, the third 7, and the last player gets
    8 Silver." Clockwise is the seat order 0, 1, ... (the player to the left goes next)."""
    state = GAME.setup({"players": n, "first_player": first}, 9)
    for k in range(n):
        assert state["players"][(first + k) % n]["silver"] == 5 + k
    assert GAME.status(state)["awaiting"] == [first]
    assert seat(state) == first


def test_four_player_silver_example():
    """Rulebook, Game Setup step 4a example: 5, 6, 7 and 8 Silver in a four-player game."""
    state = GAME.setup({"players": 4, "first_player": 0}, 1)
    assert [p["silver"] for p in state["players"]] == [5, 6, 7, 8]
    state = GAME.setup({"players": 4, "first_player": 2}, 1)
    assert [p["silver"] for p in state["players"]] == [7, 8, 5, 6]


def test_first_player_chosen_by_the_seed_when_null():
    """Rulebook, Game Setup step 4: "Decide who will be the first player." With
    options.first_player null the engine decides from the seed, deterministically."""
    chosen = set()
    for seed in range(40):
        a = GAME.setup({"players": 4, "first_player": None}, seed)
        b = GAME.setup({"players": 4}, seed)
        assert a == b  # null is the default, and the same seed gives the same choice
        first = a["options"]["first_player"]
        assert first in range(4)
        assert seat(a) == first
        assert a["players"][first]["silver"] == 5
        assert GAME.status(a)["awaiting"] == [first]
        chosen.add(first)
    assert chosen == {0, 1, 2, 3}  # the seed really decides; not always seat 0


@pytest.mark.parametrize("n", PLAYERS)
def test_three_era_piles_approximately_equal(n):
    """Rulebook, Game Setup step 9: "Split the rest of the Deed cards into three approximately
    equal piles." Step 10: "Using the Era 1 pile, turn over six Deed cards and place them
    face-up in the spaces of the 'Deeds for Sale' area" - so the Era 1 pile plus the six for
    sale matches the other two piles."""
    state = GAME.setup({"players": n}, 2)
    assert len(state["deeds_for_sale"]) == 6
    sizes = [len(state["era_decks"][0]) + 6, len(state["era_decks"][1]), len(state["era_decks"][2])]
    assert sum(sizes) == len(area(n)) - 6 * n
    assert max(sizes) - min(sizes) <= 1


def test_deeds_for_sale_come_from_the_era_1_pile_only():
    """Rulebook, Game Setup step 10: "Using the Era 1 pile, turn over six Deed cards". The
    Era 2 and 3 piles are untouched: for 4 players 57 cards split 19/19/19, so Era 1 keeps 13."""
    state = GAME.setup({"players": 4}, 4)
    assert [len(d) for d in state["era_decks"]] == [13, 19, 19]


def test_setup_is_deterministic_for_a_seed_and_shuffled_by_it():
    """DESIGN.md, "Randomness is deterministic: the state carries a seed ... shuffles and draws
    derive from them"; rulebook step 6: "Shuffle the remaining Deed cards"."""
    a = GAME.setup({"players": 3, "first_player": 0}, 1234)
    b = GAME.setup({"players": 3, "first_player": 0}, 1234)
    assert a == b
    hands = {tuple(GAME.setup({"players": 3, "first_player": 0}, s)["players"][0]["deeds"]) for s in range(10)}
    assert len(hands) >= 9
    fors = {tuple(GAME.setup({"players": 3, "first_player": 0}, s)["deeds_for_sale"]) for s in range(10)}
    assert len(fors) >= 9


@pytest.mark.parametrize("n", PLAYERS)
def test_initial_state_is_valid_and_ready(n):
    """Rulebook, "You are now ready to start building the city of Rome!": Era 1, no
    buildings, no Victory Points, the first player to act."""
    state = GAME.setup({"players": n, "first_player": n - 1}, 77)
    GAME.check_state(state)
    assert state["era"] == 1 and state["phase"] == "turn" and state["buildings"] == []
    assert all(p["vp"] == 0 for p in state["players"])
    status = GAME.status(state)
    assert status == {
        "phase": "turn",
        "awaiting": [n - 1],
        "terminal": False,
        "scores": None,
        "winners": None,
        "outcome": None,
    }
    assert state["decisions"] == [{"kind": "turn", "seat": n - 1}]


def test_setup_without_seed_draws_one():
    """DESIGN.md: "setup(options, seed)"; a missing seed is chosen at random, and the state
    still carries it so later draws are deterministic."""
    state = GAME.setup({"players": 2})
    GAME.check_state(state)
    assert isinstance(state["rng"]["seed"], int)


@pytest.mark.parametrize("seed", [-5, 2**53, 2**70, "abc", True])
def test_bad_seed_refused_or_normalised(seed):
    """rules/core/game.py: "The public methods check the state first"; DESIGN.md: "A client can
    never cause a 500" - setup must either refuse a seed it cannot store or return a state that
    passes its own check_state."""
    try:
        state = GAME.setup({"players": 2}, seed)
    except RulesError:
        return
    GAME.check_state(state)


# Seeds decide exactly what they decided under rules_version "1" (values recorded from that
# engine): the first player, the Deeds for Sale, the first seat's six deeds and the top of
# the Era 3 pile.
SEEDED_SETUPS = [
    (3, False, 1234, 1, "A2 B4 C5 B2 D6 C8", "A1 B1 C2 C4 E3 F2", "A7 C1 A3"),
    (4, True, 0, 0, "G3 B7 E4 B5 B1 B2", "A8 D1 D2 E6 E9 H8", "I9 D5 E7"),
    (5, False, 2**53 - 1, 2, "C6 H6 F5 H10 B4 B1", "A2 A6 E9 E10 G1 J10", "F2 I1 C8"),
]


@pytest.mark.parametrize("n, drafting, seed, first, for_sale, hand, era3", SEEDED_SETUPS)
def test_seeded_setup_unchanged_since_rules_version_1(n, drafting, seed, first, for_sale, hand, era3):
    """rules/core/chance.py: randomness "seeded" (the default) - the same seed gives exactly
    the same game as before the table mode existed (Game Setup steps 4, 6, 9 and 10)."""
    state = GAME.setup({"players": n, "deed_drafting": drafting}, seed)
    assert state["options"]["first_player"] == first
    assert state["deeds_for_sale"] == for_sale.split()
    dealt = draft(state)["hands"][0] if drafting else state["players"][0]["deeds"]
    assert sorted(dealt) == sorted(hand.split())
    assert state["era_decks"][2][:3] == era3.split()


@pytest.mark.parametrize(
    "n, drafting, seed, scores, moves",
    [
        (2, False, 1, [93, 93], 93),
        (3, True, 2, [75, 81, 75], 128),
        (4, False, 3, [81, 65, 55, 69], 138),
        (5, True, 4, [64, 66, 74, 82, 65], 196),
    ],
)
def test_seeded_games_unchanged_since_rules_version_1(n, drafting, seed, scores, moves):
    """The same seed and the same player choices give the same whole game as under
    rules_version "1" (scores and number of actions recorded from that engine)."""
    state, log = playout(n, seed, drafting=drafting)
    assert GAME.status(state)["scores"] == scores
    assert len(log) == moves
