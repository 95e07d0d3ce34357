"""MONUMENTS EXPANSION in play (rulebook, after OPTIONAL RULES): setup, the common pool,
Construction Requirements, the edge of the play area, Monument markers, building over a
smaller Monument, and what Monuments score. Values the rulebook states are written out
here; the others are the data file's *probable* ones (docs/foundations-of-rome-monuments.md)."""

import pytest

from rules.core import CHANCE
from rules.foundations_of_rome import GAME

from .conftest import act, build, events_of, illegal, make_state

ALL = 19


def monument_state(players=4, *, pool=None, buildings=(), deeds=None, **kw):
    """``make_state`` with the Monuments option: ``pool`` face up (with the built ones,
    players + 3 in all)."""
    state = make_state(players, buildings=buildings, deeds=deeds, check=False, **kw)
    state["options"]["monuments"] = True
    built = [b["kind"] for b in state["buildings"] if b["kind"] in MONUMENT_IDS]
    state["monuments"]["pool"] = sorted(pool)
    assert len(pool) + len(built) == players + 3
    GAME.check_state(state)
    return state


MONUMENT_IDS = {
    "pantheon", "forum_romanum", "circus_maximus", "lighthouse", "watchtower", "temple_of_jupiter",
    "colosseum", "statue_of_romulus", "regia", "triumphal_arch", "temple_of_mars", "temple_of_venus",
    "temple_of_minerva", "royal_winery", "imperial_harbor", "temple_of_apollo", "temple_of_neptune",
    "temple_of_vulcan", "tower_of_wonders",
}  # fmt: skip
SEVEN = ["watchtower", "temple_of_jupiter", "colosseum", "royal_winery", "pantheon", "regia", "tower_of_wonders"]


def monument_builds(state, player, kind):
    return [a for a in GAME.legal_actions(state, player) if a["type"] == "construct" and a["building"] == kind]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_turns_over_players_plus_three(players):
    """SETUP: "Turn over a number of Monument cards equal to the number of players + 3"."""
    state = GAME.setup({"players": players, "monuments": True}, 7)
    pool = GAME.view(state, 0)["monuments"]["pool"]
    assert len(pool) == len(set(pool)) == players + 3 and set(pool) <= MONUMENT_IDS
    assert GAME.setup({"players": players}, 7)["monuments"]["pool"] == []


def test_at_the_table_each_card_turned_over_is_a_draw():
    """At the table the Monument cards are turned over one by one: a decision of the chance seat
    whose outcomes are the cards still face down."""
    state = GAME.setup({"players": 2, "first_player": 0, "monuments": True, "randomness": "table"})
    revealed = 0
    while state["phase"] == "setup":
        kind = state["decisions"][-1]["kind"]
        actions = GAME.legal_actions(state, CHANCE)
        if kind == "reveal_monument":
            assert len(actions) == ALL - revealed
            revealed += 1
        state, _ = GAME.apply(state, actions[0])
    assert revealed == 5 and len(state["monuments"]["pool"]) == 5


def test_first_come_first_served():
    """MONUMENT BUILDINGS: "Once a Monument is built, it is no longer available to other players"."""
    deeds = {0: "D4 D5 E4 E5", 1: "F4 F5 G4 G5"}
    assert monument_builds(monument_state(pool=SEVEN, deeds=deeds, current=1), 1, "temple_of_jupiter")
    state = monument_state(pool=SEVEN, deeds=deeds)
    assert monument_builds(state, 0, "temple_of_jupiter")
    state, events = build(state, 0, "temple_of_jupiter", "D4 D5 E4 E5")
    assert events_of(events, "building_placed")[0]["building"] == "temple_of_jupiter"
    assert "temple_of_jupiter" not in state["monuments"]["pool"]
    assert state["decisions"][-1]["seat"] == 1 and not monument_builds(state, 1, "temple_of_jupiter")
    assert GAME.view(state, 0)["players"][0]["monument_markers_in_tray"] == 5


def test_edge_of_the_play_area():
    """MONUMENT CLARIFICATIONS: "at least one of the Lots it is built on must be on the edge of
    the play area"; with 4 players the play area is 9 × 9 (columns A–I, rows 1–9)."""
    state = monument_state(pool=SEVEN, deeds={0: "E5 I5 E9 A1"})
    lots = sorted(a["lots"][0] for a in monument_builds(state, 0, "watchtower"))
    assert lots == ["A1", "E9", "I5"]
    assert illegal(state, {"type": "construct", "player": 0, "building": "watchtower", "lots": ["E5"]})


def test_the_pantheon_needs_zero_lot_markers_on_the_board():
    """THE PANTHEON: "you must build it over your existing Buildings while all your Lot markers
    are in your Player tray (i.e. not out on the City board)"."""
    built = [(0, "domus", "B2"), (0, "bakery", "C2"), (0, "domus", "D2")]
    state = monument_state(pool=SEVEN, buildings=built)
    assert [a["lots"] for a in monument_builds(state, 0, "pantheon")] == [["B2", "C2", "D2"]]
    state = monument_state(pool=SEVEN, buildings=built, deeds={0: "H8"})  # one Lot marker out
    assert not monument_builds(state, 0, "pantheon")
    error = illegal(state, {"type": "construct", "player": 0, "building": "pantheon", "lots": ["B2", "C2", "D2"]})
    assert "zero Lot markers" in error.message


def test_building_over_a_smaller_monument_returns_it_to_the_pool():
    """CONSTRUCTING A MONUMENT BUILDING: "If you build over a smaller Monument that you own, it
    returns with the matching card to the common pool and is again available for any player"."""
    pool = [m for m in SEVEN if m != "watchtower"]
    state = monument_state(pool=pool, buildings=[(0, "watchtower", "A1")], deeds={0: "A2 B1 B2"})
    state, events = build(state, 0, "temple_of_jupiter", "A1 A2 B1 B2")
    assert [e["building"] for e in events_of(events, "building_removed")] == ["watchtower"]
    assert "watchtower" in state["monuments"]["pool"] and "temple_of_jupiter" not in state["monuments"]["pool"]


def test_no_monument_marker_no_monument():
    """ "If you do not have a Monument marker available to place, you cannot construct that
    Building" (6 Monument markers each)."""
    six = [
        (0, "watchtower", "A1"),
        (0, "tower_of_wonders", "C1"),
        (0, "lighthouse", "E1"),
        (0, "temple_of_venus", "G1 H1"),
        (0, "temple_of_apollo", "A3 B3"),
        (0, "forum_romanum", "D3 E3 F3"),
    ]
    state = monument_state(players=4, pool=["colosseum"], buildings=six, deeds={0: "D6 D7 E6 E7"})
    assert not monument_builds(state, 0, "colosseum")
    error = illegal(
        state, {"type": "construct", "player": 0, "building": "colosseum", "lots": ["D6", "D7", "E6", "E7"]}
    )
    assert "Monument marker" in error.message


def test_minerva_and_vulcan_count_their_neighbours():
    """THE TEMPLE OF MINERVA: "worth 2 Citizens, + 1 Citizen for each adjacent Building";
    THE TEMPLE OF VULCAN: "worth 1 Silver, + 1 Silver for each adjacent Building" (any owner)."""
    minerva = (0, "temple_of_minerva", "C1 B2 C2 D2 C3")  # a plus sign around C2
    vulcan = (1, "temple_of_vulcan", "F1 G1 H1 G2")
    neighbours = [(1, "domus", "B1"), (2, "bakery", "D1"), (3, "fountain", "E1")]
    state = monument_state(pool=[m for m in SEVEN if m not in ("regia", "royal_winery")],
                           buildings=[minerva, vulcan, *neighbours])  # fmt: skip
    view = GAME.view(state, 0)["players"]
    assert view[0]["population"] == 2 + 2  # B1 and D1 touch Minerva
    assert view[1]["commercial_silver"] == 1 + 1  # E1 touches Vulcan
    state, events = act(state, "take_income", 0)
    assert events_of(events, "income_taken")[0]["silver"] == 5


def test_monuments_score_at_the_end_of_an_era():
    """A commercial Monument's VP, and a civic Monument's VP from what is adjacent (the
    Colosseum: 1 VP per adjacent citizen), at Era scoring like the players' buildings."""
    built = [(0, "royal_winery", "A1 B1 C1 A2 B2 C2"), (1, "colosseum", "E1 F1 E2 F2"), (2, "domus_maxima", "G1 G2")]
    state = monument_state(pool=[m for m in SEVEN if m not in ("royal_winery", "colosseum")], buildings=built,
                           phase="final_turn", final_turns_left=1, current=0)  # fmt: skip
    state, events = act(state, "take_income", 0)
    rows = {row["player"]: row for row in events_of(events, "era_scored")[0]["players"]}
    assert rows[0]["commercial"]["vp"] == 8
    assert rows[1]["civic"] == [{"building": "colosseum", "lots": ["E1", "E2", "F1", "F2"], "vp": 2}]
