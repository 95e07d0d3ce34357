"""Every scenario sets up for 2, 3 and 4 characters, and its initial map is the source's.

Round summary, "SETUP SCENARIO": place the starting room's overlays and monsters "based on
the number of characters"; tiles joined by corridors are one room. The expected numbers are
read independently from the shared VGB-derived global maps (``../shared/data/gloomhaven/
scenario_maps.json``: tiles, hexes, doors, overlays and monsters in VGB's own offset
coordinates), not from our converted files: the hexes of the starting tiles, of the doors
touching them and of their overlays, less wall overlays; and the monsters of those tiles for
that many characters, by type and rank.

A scenario whose rules are not playable yet is set up with the goal "kill all enemies" in
place of its own (this file tests the maps and the placement, not the goals); one with a
monster type the engine cannot field yet is listed in ``NOT_SET_UP`` with the reason.
"""

import collections
import json
from pathlib import Path

import pytest

from rules.gloomhaven import content, rule_events, scenario_rules, scenarios
from rules.gloomhaven import setup as gsetup

REPO = Path(__file__).resolve().parents[2]
MAPS = REPO / ".." / "shared" / "data" / "gloomhaven" / "scenario_maps.json"
CLASSES = ("brute", "spellweaver", "tinkerer", "scoundrel")
RULES = json.loads((REPO / "rules" / "gloomhaven" / "data" / "agpl" / "scenario_rules.json").read_text())


@pytest.fixture(scope="module")
def source():
    if not MAPS.is_file():
        pytest.fail(f"the shared maps are missing: {MAPS.resolve()}")
    return json.loads(MAPS.read_text())


def _starting_tiles(scenario: dict) -> set[str]:
    tiles = {o["tile"] for o in scenario["overlays"] if o["ref"]["type"] == "starting-location"}
    frontier = list(tiles)
    while frontier:
        here = frontier.pop()
        for door in scenario["doors"]:
            # an altar "door" joins the rooms characters travel between by the altars, both set up
            # at the start (#90, altars.py)
            if door["subType"] in ("corridor", "altar") and here in (door["from_tile"], door["to_tile"]):
                for tile in (door["from_tile"], door["to_tile"]):
                    if tile not in tiles:
                        tiles.add(tile)
                        frontier.append(tile)
    return tiles


def expected(scenario: dict, characters: int) -> tuple[int, collections.Counter]:
    tiles = _starting_tiles(scenario)
    cells = {(h[0], h[1]) for h in scenario["hexes"] if h[2] in tiles}
    cells |= {tuple(c) for d in scenario["doors"] if {d["from_tile"], d["to_tile"]} & tiles for c in d["cells"]}
    # "unless covered by an overlay tile": an overlay's partial hexes outside every tile are map
    # hexes of its tile (#35, #36, #98); a cell on another tile stays that tile's (#68's tree)
    anywhere = {(h[0], h[1]) for h in scenario["hexes"]}
    cells |= {
        tuple(c) for o in scenario["overlays"] if o["tile"] in tiles for c in o["cells"] if tuple(c) not in anywhere
    }
    cells -= {tuple(c) for o in scenario["overlays"] if o["ref"]["type"] == "wall" for c in o["cells"]}
    column = {2: "twoPlayer", 3: "threePlayer", 4: "fourPlayer"}[characters]
    monsters = collections.Counter(
        (m["monster"], m[column]) for m in scenario["monsters"] if m["tile"] in tiles and m[column] != "none"
    )
    return len(cells), monsters


def corrected(number: int, characters: int, rooms: list[int], monsters: collections.Counter) -> collections.Counter:
    """The source's monsters with the documented corrections of the scenario's rules entry
    (``monster_corrections``: where VGB disagrees with FA and GHS, each with its reason)."""
    fixes = RULES.get(str(number), {}).get("monster_corrections", [])
    column = characters - 2
    for fix in fixes:
        if fix["room"] not in rooms or fix["hex"] is None:
            continue
        if "was" in fix and fix["was"]["players"][column]:
            monsters[(fix["was"]["monster"], fix["was"]["players"][column])] -= 1
        if not fix.get("remove") and fix["players"][column]:
            monsters[(fix["monster"], fix["players"][column])] += 1
    return +monsters


def _fieldable(number: int) -> str | None:
    """Why the engine cannot field the scenario's starting monsters yet (None: it can)."""
    scenario = scenarios.load(number)
    known, decks = content.monsters(), content.monster_decks()
    for placement in scenario.monsters_for(4, rooms=scenario.starting_rooms()):
        kind = placement["monster"]
        if kind not in known:
            return f"no stats for {kind}"
        if known[kind]["deck"] not in decks:
            return f"no ability deck for {kind}"
    return None


def _options(number: int, characters: int) -> dict:
    chars = [{"class": c, "level": 1, "seat": i} for i, c in enumerate(CLASSES[:characters])]
    return {"scenario": number, "characters": chars, "difficulty": "normal", "randomness": "seeded"}


@pytest.mark.parametrize("number", scenarios.numbers())
def test_every_scenario_sets_up_with_its_initial_map(number, source, monkeypatch):
    reason = _fieldable(number)
    if reason is not None:
        assert number in NOT_SET_UP, f"#{number} cannot be set up: {reason}"
        return
    if number not in scenario_rules.playable():
        monkeypatch.setattr(scenario_rules, "rules_of", lambda state: {"goal": [{"type": "kill_all"}]})
    for characters in (2, 3, 4):
        state = gsetup.new_state("gloomhaven", "3", _options(number, characters), gsetup.chance.new_rng("seeded", 7))
        hexes, monsters = expected(source[str(number)], characters)
        monsters = corrected(number, characters, state["rooms"], monsters)
        for kind in rule_events.delayed(state):  # "the Lurkers are not set up until ..." (#86)
            monsters = +collections.Counter({k: n for k, n in monsters.items() if k[0] != kind})
        early = scenario_rules.early_hexes(state)  # "Place the City Archers ... at the start" (#35)
        for placement in scenario_rules.corrected_map(number).monsters_for(characters):
            if tuple(placement["hex"]) in early and placement["room"] not in state["rooms"]:
                monsters[(placement["monster"], "elite" if placement["elite"] else "normal")] += 1
        scenario = scenarios.load(number)
        assert len(scenario.open_hexes(state["rooms"])) == hexes, (number, characters)
        placed = collections.Counter((m["type"], "elite" if m["elite"] else "normal") for m in state["monsters"])
        assert placed == monsters, (number, characters)
        assert all(m["standee"] is not None for m in state["monsters"])
        assert len(gsetup.start_positions(state)) >= characters or number in FEW_STARTS


def test_the_scenarios_not_set_up_yet_are_exactly_these():
    assert {n for n in scenarios.numbers() if _fieldable(n)} == set(NOT_SET_UP)


#: Scenarios whose starting room holds a monster type the engine cannot field yet.
NOT_SET_UP: dict[int, str] = {115: "no ability deck for manifestation-of-corruption (two cards a round)"}
#: Scenarios with fewer starting hexes than characters (none expected).
FEW_STARTS: set[int] = set()


@pytest.mark.parametrize("number", scenario_rules.playable())
def test_no_two_monsters_of_a_playable_scenario_share_a_hex(number):
    """For each party size, the corrected map stands every monster on a hex of its own (#88's
    D2b had VGB's Frost Demon of 3-4 characters on a Lurker's hex)."""
    scenario = scenario_rules.corrected_map(number)
    every_room = [room.id for room in scenario.rooms]
    for characters in (2, 3, 4):
        hexes = [tuple(p["hex"]) for p in scenario.monsters_for(characters, rooms=every_room)]
        assert len(hexes) == len(set(hexes)), (number, characters)
