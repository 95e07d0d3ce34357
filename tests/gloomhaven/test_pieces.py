"""A scenario's pieces carried by the characters (GG's notes on the scenario book):

#69 Well of the Unfortunate (p. 88): "Choose one character to hold the doll"; "The doll changes
hands only when another character performs a Loot action with the doll's holder within the
loot range"; "If the character holding the doll becomes exhausted, the treasure tile is placed
in the hex that character occupied"; "complete when the doll is brought to a hex adjacent to
the well"; "Section 1 (door 1 opened): ... place two damage traps at (d); a non-flying figure
standing in one of those hexes springs the trap immediately".

#81 Temple of the Eclipse (p. 103): "The first treasure tile looted gives the looting character
the Crystal of Zenith; the second treasure tile looted gives the Sphere of Midnight"; "a
character who is adjacent to the altar (a) at the end of their turn may discard the Crystal of
Zenith or the Sphere of Midnight to make the Colorless suffer 2×C damage".
"""

import copy

import pytest

from rules.core import InvalidState, decisions
from rules.gloomhaven import GAME, damage, goals, hexes, looting, rooms
from rules.gloomhaven.board import Map, key

from .scenario_turns import PAIR, first_character_turn
from .test_door_openers import end_turn
from .test_markers import _beside

WELL = (2, 4)
ALTAR = [4, 1]
CRYSTAL, SPHERE = "Crystal of Zenith", "Sphere of Midnight"


def giving():
    """#69's setup as the players choose who holds the doll."""
    state = GAME.setup({"scenario": 69, "characters": PAIR, "randomness": "seeded"}, seed=3)
    while decisions.top(state["decisions"])["kind"] != "give_piece":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def _doll(state):
    return next(p for p in state["pieces"] if p["name"] == "doll")


def test_the_players_choose_the_character_who_holds_the_doll():
    state = giving()
    assert all(c["hex"] is not None for c in state["characters"]), "as the characters are placed"
    actions = GAME.legal_actions(state)
    assert [(a["piece"], a["character"]) for a in actions] == [("doll", 0), ("doll", 1)]
    state, events = GAME.apply(state, actions[1])
    assert state["pieces"] == [{"name": "doll", "holder": 1, "hex": None}]
    assert events == [{"type": "piece_taken", "name": "doll", "character": 1}]
    assert decisions.top(state["decisions"])["kind"] != "give_piece", "once"
    GAME.check_state(state)


def _with_doll_beside(holder_is_acting=False):
    """#69 at the first character turn, the other character beside the acting one; the doll
    held by the other one (or by the acting one)."""
    state = first_character_turn(69)
    me = state["turn"]["character"]
    other = 1 - me
    state["characters"][other]["hex"] = _beside(state, state["characters"][me]["hex"])
    _doll(state)["holder"] = me if holder_is_acting else other
    return state, me, other


def _play_loot(state, me):
    """The acting character plays the top of its class's Loot 1 card (Grab and Go, Ride the
    Wind)."""
    card = {"brute": 6, "spellweaver": 68}[state["characters"][me]["class"]]
    character = state["characters"][me]
    for pile in ("hand", "discard"):
        if card in character[pile]:
            character[pile].remove(card)
    old = character["in_play"][0]
    character["hand"].append(old)
    character["in_play"][0] = card
    character["played"]["cards"] = [card if c == old else c for c in character["played"]["cards"]]
    seat = character["seat"]
    half = {"type": "play_half", "player": seat, "character": me, "card": card, "half": "top", "basic": False}
    state, events = GAME.apply(state, half)
    state, more = GAME.apply(state, {"type": "perform", "player": seat, "character": me})
    return state, events + more


def test_a_loot_action_reaching_the_holder_takes_the_doll():
    state, me, _ = _with_doll_beside()
    state, events = _play_loot(state, me)
    assert _doll(state)["holder"] == me
    assert {"type": "piece_taken", "name": "doll", "character": me} in events
    GAME.check_state(state)


def test_the_doll_does_not_pass_without_a_loot_action():
    """Its holder beside, the acting character ends its turn with basic actions: no change."""
    state, me, other = _with_doll_beside()
    state, _, _ = end_turn(state)
    assert _doll(state)["holder"] == other


def test_a_loot_action_out_of_reach_leaves_the_doll():
    state, me, other = _with_doll_beside()
    far = next(
        h
        for h in sorted(Map(state).cells)
        if Map(state).distance(h, key(state["characters"][me]["hex"])) > 2 and h not in Map(state).figures
    )
    state["characters"][other]["hex"] = list(far)
    state, _ = _play_loot(state, me)
    assert _doll(state)["holder"] == other


def test_the_doll_drops_where_its_holder_is_exhausted_and_is_looted_again():
    state, me, other = _with_doll_beside()
    at = list(state["characters"][other]["hex"])
    events = []
    damage.exhaust(state, other, events)
    assert _doll(state) == {"name": "doll", "holder": None, "hex": at}
    assert {"type": "piece_dropped", "name": "doll", "hex": at} in events
    GAME.check_state(state)
    looting.loot_hex(state, me, at, events, end_of_turn=True)  # any loot of the hex picks it up
    assert _doll(state)["holder"] == me


def test_the_doll_brought_beside_the_well_wins():
    state, me, other = _with_doll_beside()
    rooms.reveal(state, [1, 2, 3], [])
    beside = next(h for h in hexes.neighbours(WELL) if h in Map(state).cells and h not in Map(state).figures)
    state["characters"][me]["hex"] = list(beside)
    assert goals.outcome(state) is None, "another character beside the well does not carry the doll"
    _doll(state)["holder"] = me
    assert goals.outcome(state) == "victory"
    state["characters"][me]["hex"] = list(WELL)  # on the well's own hex (as a test may put it): not beside
    assert goals.outcome(state) is None


def test_section_1_places_two_damage_traps_sprung_by_a_figure_standing_there():
    state = first_character_turn(69)
    me = state["turn"]["character"]
    state["characters"][me]["hex"] = [-3, 2]
    events = []
    rooms.reveal(state, [2], events)
    traps = [o for o in state["overlays"] if o["type"] == "trap" and o["hex"] in ([-3, 2], [-4, 2])]
    assert [o["hex"] for o in traps] == [[-4, 2]], "the one under the character is sprung at once"
    assert {"type": "trap_sprung", "figure": ["character", me], "hex": [-3, 2]} in events
    assert decisions.top(state["decisions"])["kind"] == "negate_damage", "its trap damage, as the character chooses"


# --- #81 ------------------------------------------------------------------------------------
def _goal_tiles(state):
    return [o["hex"] for o in state["overlays"] if o["type"] == "treasure" and o["id"] == "goal"]


def test_the_first_two_treasure_tiles_looted_give_the_crystal_then_the_sphere():
    state = first_character_turn(81)
    rooms.reveal(state, [1, 2], [])
    first, second = sorted(_goal_tiles(state))
    third = next(o["hex"] for o in state["overlays"] if o["type"] == "treasure" and o["id"] == "68")
    events = []
    looting.loot_hex(state, 0, first, events)
    assert state["pieces"] == [{"name": CRYSTAL, "holder": 0, "hex": None}]
    looting.loot_hex(state, 1, second, events)
    assert {p["name"]: p["holder"] for p in state["pieces"]} == {CRYSTAL: 0, SPHERE: 1}
    looting.loot_hex(state, 1, third, events)
    assert len(state["pieces"]) == 2, "the third gives none"
    assert [e["name"] for e in events if e["type"] == "piece_taken"] == [CRYSTAL, SPHERE]


def at_altar(pieces=(CRYSTAL,)):
    """#81, the acting character beside the altar with the Colorless' room revealed, holding
    the pieces."""
    state = first_character_turn(81)
    rooms.reveal(state, [1, 2], [])
    assert rooms.fill_in(state, [])
    me = state["turn"]["character"]
    state["characters"][me]["hex"] = _beside(state, ALTAR)
    state["pieces"] = [{"name": name, "holder": me, "hex": None} for name in pieces]
    for looted in sorted(_goal_tiles(state))[: len(pieces)]:
        state["overlays"] = [o for o in state["overlays"] if o["hex"] != looted or o["type"] != "treasure"]
        state["tally"]["looted"].append("goal")
        state["tally"]["goal_looters"] = [*state["tally"].get("goal_looters", []), me]
    return state, me


def _colorless(state):
    return next(m for m in state["monsters"] if m["type"] == "the-colorless")


def test_a_holder_ending_its_turn_beside_the_altar_may_discard_the_crystal_for_2c_damage():
    state, me = at_altar()
    state, events, actions = end_turn(state)
    seat = state["characters"][me]["seat"]
    assert {"type": "use_piece", "player": seat, "character": me, "piece": CRYSTAL} in actions
    boss = ["monster", state["monsters"].index(_colorless(state))]
    used = events.index({"type": "piece_used", "name": CRYSTAL, "character": me})
    assert events[used + 1] == {"type": "damage_suffered", "figure": boss, "damage": 2 * 2, "source": "scenario"}, "2×C"
    assert state["pieces"] == [] and state["tally"]["used"] == [CRYSTAL]
    GAME.check_state(state)


def asked_to_use():
    """``at_altar`` as the character ends its turn, asked whether to use the crystal."""
    state, me = at_altar()
    while decisions.top(state["decisions"])["kind"] != "use_piece":
        legal = GAME.legal_actions(state)
        state, _ = GAME.apply(state, next((a for a in legal if a["type"] in ("play_half", "stop")), legal[0]))
    return state, me


def test_or_keep_it():
    state, me = asked_to_use()
    legal = GAME.legal_actions(state)
    assert {a["type"] for a in legal} == {"use_piece", "keep_pieces"}
    state, events = GAME.apply(state, next(a for a in legal if a["type"] == "keep_pieces"))
    assert state["turn"] is None or state["turn"]["character"] != me, "asked once: the turn ends"
    assert all(e.get("source") != "scenario" for e in events) and state["pieces"][0]["holder"] == me


def test_holding_both_the_character_may_discard_each():
    state, me = at_altar((CRYSTAL, SPHERE))
    state, events, actions = end_turn(state)
    assert [a["piece"] for a in actions if a["type"] == "use_piece"] == [CRYSTAL, SPHERE]
    assert [e["damage"] for e in events if e.get("source") == "scenario"] == [4, 4]


def test_away_from_the_altar_nothing_is_asked():
    state, me = at_altar()
    state["characters"][me]["hex"] = _beside(state, [-5, 8])
    state, _, actions = end_turn(state)
    assert all(a["type"] != "use_piece" for a in actions)
    assert state["pieces"][0]["holder"] == me


@pytest.mark.parametrize(
    "edit",
    [
        lambda s, me: s["pieces"].append({"name": "Staff of Xorn", "holder": me, "hex": None}),
        lambda s, me: s["pieces"].append(dict(s["pieces"][0])),
        lambda s, me: s["pieces"][0].update(hex=[0, 0]),
        lambda s, me: s["pieces"][0].update(holder=None),
        lambda s, me: s["characters"][me].update(exhausted=True),
        lambda s, me: s["tally"].update(used=[CRYSTAL]),
    ],
    ids=["not the scenario's", "twice", "held and lying", "neither", "held by an exhausted character", "used"],
)
def test_the_state_check_refuses_impossible_pieces(edit):
    state, me = at_altar()
    edit(state, me)
    with pytest.raises(InvalidState):
        GAME.check_state(copy.deepcopy(state))
