"""#58 Bloody Shack (GG's notes on the scenario book, p. 75): "only the character on the
'Vengeance' quest may loot the treasure tile; looting it gives that character the Occult Dagger
(not an item, but used in this scenario)"; "For each bone pile still on the map the Harvester
gains Shield 1 and, at the end of each round, heals C−1 HP. The character holding the Occult
Dagger adds PIERCE 4 to all their attacks that target the Harvester"."""

import pytest

from rules.core import InvalidOptions
from rules.gloomhaven import GAME, looting, rooms, special_rules
from rules.gloomhaven.board import Map, key

from . import monster_states
from .scenario_turns import first_character_turn

DAGGER, TILE = "Occult Dagger", [-6, 3]
AVENGER = [
    {"class": "brute", "level": 1, "seat": 0},
    {"class": "spellweaver", "level": 1, "seat": 1, "quest": "vengeance"},
]


def _shack(characters=AVENGER):
    state = first_character_turn(58, characters=characters)
    rooms.reveal(state, [1, 3], [])
    assert rooms.fill_in(state, [])
    return state


def _tile_left(state):
    return any(o["type"] == "treasure" and o["hex"] == TILE for o in state["overlays"])


def test_only_the_character_on_the_vengeance_quest_loots_the_dagger():
    state = _shack()
    events = []
    looting.loot_hex(state, 0, TILE, events)
    assert _tile_left(state) and state["pieces"] == [], "the Brute is on no quest"
    looting.loot_hex(state, 1, TILE, events)
    assert not _tile_left(state)
    assert state["pieces"] == [{"name": DAGGER, "holder": 1, "hex": None}]
    assert state["tally"]["looted"] == ["goal"]
    GAME.check_state(state)


def test_with_no_avenger_the_dagger_stays():
    state = _shack(characters=[dict(c, quest="seeker-of-xorn") if c.get("quest") else c for c in AVENGER])
    looting.loot_hex(state, 1, TILE, [], end_of_turn=True)
    assert _tile_left(state)


def test_a_quest_is_a_name():
    with pytest.raises(InvalidOptions):
        GAME.setup({"scenario": 58, "characters": [AVENGER[0], dict(AVENGER[1], quest="Vengeance!")]}, seed=1)


def _harvester(state):
    return next(i for i, m in enumerate(state["monsters"]) if m["type"] == "the-harvester")


def test_the_harvester_heals_c_minus_1_per_bone_pile_at_the_round_end():
    state = _shack()
    i = _harvester(state)
    state["monsters"][i]["hp"] = 1
    events = []
    special_rules.at_round(state, False, events)
    assert state["monsters"][i]["hp"] == 1 + (2 - 1) * 4, "C-1 = 1, times four bone piles"
    state["monsters"][i]["hp"], state["tally"]["destroyed"] = 1, ["Bone Pile 1", "Bone Pile 3", "Bone Pile 4"]
    special_rules.at_round(state, False, events)
    assert state["monsters"][i]["hp"] == 2, "one pile left"


@pytest.mark.parametrize("holding", [False, True])
def test_the_dagger_adds_pierce_4_against_the_harvester(holding):
    """The basic Attack 2 with a plus0 modifier on the Harvester, the bone piles destroyed: the
    Shield 2 of its level-2 card (the scenario's level + 1) lets nothing through without the
    dagger; with it, Pierce 4 lets all through."""
    state = _shack()
    state["objectives"], state["tally"]["destroyed"] = [], [f"Bone Pile {n}" for n in range(1, 5)]
    me = state["turn"]["character"]
    i = _harvester(state)
    harvester = state["monsters"][i]
    game_map = Map(state)
    beside = next(h for h in game_map.neighbours(key(harvester["hex"])) if h not in game_map.figures)
    state["characters"][me]["hex"] = list(beside)
    if holding:
        state["pieces"] = [{"name": DAGGER, "holder": me, "hex": None}]
        state["tally"]["looted"], state["tally"]["goal_looters"] = ["goal"], [me]
        state["overlays"] = [o for o in state["overlays"] if o["hex"] != TILE]
    monster_states.stack(state["characters"][me]["modifiers"], ("plus0",) * 3)
    card = state["characters"][me]["in_play"][0]
    seat = state["characters"][me]["seat"]
    state, events = GAME.apply(
        state, {"type": "play_half", "player": seat, "character": me, "card": card, "half": "top", "basic": True}
    )
    state, more = GAME.apply(state, {"type": "target", "player": seat, "character": me, "hex": harvester["hex"]})
    dealt = [e["damage"] for e in events + more if e["type"] == "attacked"]
    assert dealt == [2 if holding else 0]
