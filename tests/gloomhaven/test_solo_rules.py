"""The solo scenarios of the six starting classes (``data/agpl/solo_rules.json``): checked against
the scenario rules' schema, the solo maps (``data/scenarios/solo/``) and the monster data, with
facts of each written out here from GHS's solo scenario files (``data/solo/scenarios/``, GG's
copy) and FA's ``Solo.json``. No source gives a solo scenario's goal, so none is complete."""

import functools
import json
from collections import Counter
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest

from rules.gloomhaven import content
from rules.gloomhaven import scenarios as sc
from tests.gloomhaven.test_scenario_rules import HEX_KEYS, hexes_in, named_figures, parses, walk

DATA = Path(__file__).resolve().parents[2] / "rules" / "gloomhaven" / "data" / "agpl"
NUMBERS = ["1", "2", "3", "4", "5", "6"]
CLASSES = {"1": "brute", "2": "tinkerer", "3": "spellweaver", "4": "scoundrel", "5": "cragheart", "6": "mindthief"}


@functools.cache
def solo() -> dict[str, Any]:
    result: dict[str, Any] = json.loads((DATA / "solo_rules.json").read_text())
    return result


def rules_of(n: str, part: str, kind: str) -> list[dict[str, Any]]:
    return [rule for rule in solo()[n][part] if rule["type"] == kind]


def validator() -> jsonschema_rs.Draft202012Validator:
    return jsonschema_rs.Draft202012Validator(json.loads((DATA / "scenario_rules.schema.json").read_text()))


# ------------------------------------------------------------------ shape


def test_the_six_starting_classes_have_one_entry_each():
    assert sorted(solo(), key=int) == NUMBERS
    assert {n: e["class"] for n, e in solo().items()} == CLASSES
    assert {e["level"] for e in solo().values()} == {5}  # "at least level 5 in all cases"


def test_the_file_matches_the_scenario_rules_schema():
    errors = [f"{list(e.instance_path)}: {e.message[:200]}" for e in validator().iter_errors(solo())]
    assert errors == []


def test_the_schema_refuses_an_unknown_kind_and_a_misspelt_member():
    entry = json.loads(json.dumps(solo()["4"]))
    entry["setup"] = [{"type": "stat_change", "monsters": ["city-guard"], "shields": 3}]
    assert not validator().is_valid({"4": entry})
    entry["setup"] = [{"type": "stat_boost", "monsters": ["city-guard"], "shield": 3}]
    assert not validator().is_valid({"4": entry})
    entry["setup"] = [{"type": "level_adjust", "monster": "city-guard", "plus": 0}]
    assert not validator().is_valid({"4": entry})


@pytest.mark.parametrize("n", NUMBERS)
def test_no_goal_is_in_any_source_so_none_is_complete(n):
    entry = solo()[n]
    assert entry["complete"] is False and entry["missing"] != ""
    assert "goal" in entry["missing"] and entry["goal"] == []
    assert entry["goal_text"].startswith("Not in any source")


@pytest.mark.parametrize("n", NUMBERS)
def test_hexes_doors_and_rooms_are_on_the_solo_map(n):
    scenario = sc.load(int(n), solo=True)
    on_map = {h for room in scenario.rooms for h in room.hexes} | {d.hex for d in scenario.doors}
    off = [(path, k, h) for path, k, v in walk(solo()[n]) if k in HEX_KEYS for h in hexes_in(k, v) if h not in on_map]
    assert off == []
    door_hexes = {d.hex for d in scenario.doors}
    doors = [h for path, k, v in walk(solo()[n]) if k == "doors" for h in hexes_in(k, v)]
    assert set(doors) <= door_hexes
    used = {v for path, k, v in walk(solo()[n]) if k == "room" and isinstance(v, int)}
    used |= {r for path, k, v in walk(solo()[n]) if k == "rooms" and isinstance(v, list) for r in v}
    assert used <= {room.id for room in scenario.rooms}


@pytest.mark.parametrize("n", NUMBERS)
def test_monsters_are_known(n):
    named = set(solo()[n]["allies"])
    for _path, k, v in walk(solo()[n]):
        if k == "monster":
            named.add(v)
        elif k == "monsters" and isinstance(v, list):
            named |= set(v)
    assert named - set(content.monsters()) == set()


@pytest.mark.parametrize("n", NUMBERS)
def test_formulas_parse_and_named_figures_exist(n):
    entry = solo()[n]
    formulas = [v for path, k, v in walk(entry) if k in ("hp", "amount", "damage") and isinstance(v, str)]
    assert [f for f in formulas if not parses(f)] == []
    names = [f["name"] for f in entry["figures"]]
    assert [w for w in named_figures(entry) if not any(x.startswith(w) for x in names)] == []


# ------------------------------------------------------------------ the maps set up for one character


def placed(n: int) -> Counter[tuple[int, str, bool]]:
    """(room, monster, elite) of every monster the map sets up for one character."""
    return Counter((p["room"], p["monster"], p["elite"]) for p in sc.load(n, solo=True).monsters_for(1))


def test_the_solo_maps_set_up_the_solo_monster_lists():
    """GHS ``solo1_brute`` ... ``solo6_mindthief`` (and their sections) and FA rooms #201-#206 list
    one rank per monster; VGB's 2-character placements, which one character uses, agree."""
    assert placed(1) == Counter({
        (0, "bandit-guard", False): 2, (0, "bandit-guard", True): 1,
        (1, "bandit-archer", True): 1, (1, "bandit-guard", False): 2,
        (2, "bandit-archer", False): 2, (2, "living-bones", False): 2,
    })  # fmt: skip
    assert placed(2) == Counter({
        (0, "city-guard", False): 2, (1, "city-guard", False): 2,
        (1, "vermling-scout", False): 6, (1, "vermling-shaman", True): 2,
    })  # fmt: skip
    assert placed(3)[(3, "black-imp", False)] == 1 and placed(3)[(2, "spitting-drake", False)] == 2
    assert placed(4)[(1, "stone-golem", True)] == 1 and placed(4)[(3, "ancient-artillery", False)] == 2
    assert placed(5) == Counter()
    assert placed(6)[(0, "vermling-scout", False)] == 6 and placed(6)[(2, "vermling-shaman", False)] == 2


# ------------------------------------------------------------------ facts, written out here


def test_black_barrow_monsters_are_one_level_lower():
    """#1 Brute: GHS lists ``bandit-archer:-1``, ``bandit-guard:-1``, ``living-bones:-1``; FA
    ``LevelAdjust`` -1, "All enemies: -1 levels". Reward: item 134."""
    levels = {r["monster"]: r["plus"] for r in rules_of("1", "setup", "level_adjust")}
    assert levels == {"bandit-guard": -1, "bandit-archer": -1, "living-bones": -1}
    assert solo()["1"]["reward"] == {"items": ["134"]}


def test_unfortunate_intrusion_city_guards_fight_for_the_tinkerer():
    """#2 Tinkerer: GHS ``allies: [city-guard-tinkerer-solo]`` ("uses character AM deck"); FA's
    "City Guard (Ally)" has Shield 1 less than a City Guard (level 1 normal: none); GHS and FA:
    four normal Vermling Scouts at a as every even round ends (``R % 2 == 0``)."""
    entry = solo()["2"]
    assert entry["allies"] == ["city-guard"]
    assert {"type": "stat_change", "monsters": ["city-guard"], "shield": -1} in entry["setup"]
    assert {"type": "modifier_deck", "monsters": ["city-guard"], "deck": "character"} in entry["setup"]
    spawns = rules_of("2", "rounds", "spawn")
    assert len(spawns) == 4
    assert all((s["monster"], s["every"], s["from"], s["start"]) == ("vermling-scout", 2, 2, False) for s in spawns)


def test_corrupted_laboratory_shuts_door_b_until_the_golem_dies():
    """#3 Spellweaver, GHS: when A2a (behind door b) is revealed, "Close and lock door b", the first
    rooms' monsters go dormant and a normal Stone Golem spawns at c; when it is killed, "Reopen
    door b", they wake and A1b (door a) opens. VGB: door b [10, 5], door a [2, 3]."""
    golem = {"type": "killed", "monster": "stone-golem", "count": 1}
    (shut,) = rules_of("3", "setup", "shut_doors")
    assert (shut["doors"], shut["when"], shut["opens"]) == ([[10, 5]], {"type": "room_revealed", "room": 3}, golem)
    (locked,) = rules_of("3", "setup", "lock_doors")
    assert (locked["doors"], locked["opens"]) == ([[2, 3]], golem)
    (asleep,) = rules_of("3", "setup", "dormant_rooms")
    assert asleep["rooms"] == [0, 1] and asleep["until"] == golem
    (spawn,) = rules_of("3", "rounds", "spawn")
    assert (spawn["monster"], spawn["when"], spawn["hex"]) == ("stone-golem", asleep["after"], None)
    assert asleep["after"] == {"type": "room_revealed", "room": 3}


def test_armory_heist_escorts_rikharn_past_shielded_guards():
    """#4 Scoundrel: GHS and FA, escort Rikharn, 15+5xL HP, initiative 49 (GHS: Move 4, Attack 4);
    FA "City Guard (Scoundrel Special)" has Shield 3 at level 0 (City Guard: none), "Stone Golem
    (Scoundrel Special)" Shield 8 as a level 7 elite (Stone Golem: 4)."""
    (rikharn,) = solo()["4"]["figures"]
    assert (rikharn["kind"], rikharn["name"], rikharn["hp"]) == ("escort", "Rikharn", "15+(5xL)")
    assert rikharn["initiative"] == 49
    assert rikharn["acts"] == {"move": 4, "attack": 4} and rikharn["hex"] is None
    shield = {r["monsters"][0]: r["shield"] for r in rules_of("4", "setup", "stat_change")}
    guard, golem = content.monsters()["city-guard"]["levels"], content.monsters()["stone-golem"]["levels"]
    assert guard[0]["normal"].get("shield", 0) + shield["city-guard"] == 3
    assert golem[7]["elite"]["shield"] + shield["stone-golem"] == 8


def test_stone_defense_monsters_arrive_for_six_rounds():
    """#5 Cragheart, FA timers: "One normal Cave Bear spawns at A and one elite Ooze spawns at B"
    as rounds 1, 3, 5 end; "One normal Sun Demon spawns at C and two normal Oozes spawn at D" as
    rounds 2, 4, 6 end. No monster is set up."""
    spawns = [(tuple(s["rounds"]), s["monster"], s["ranks"][0]) for s in rules_of("5", "rounds", "spawn")]
    assert sorted(spawns) == sorted([
        ((1, 3, 5), "cave-bear", "normal"), ((1, 3, 5), "ooze", "elite"),
        ((2, 4, 6), "sun-demon", "normal"), ((2, 4, 6), "ooze", "normal"), ((2, 4, 6), "ooze", "normal"),
    ])  # fmt: skip
    assert all(s["start"] is False for s in rules_of("5", "rounds", "spawn"))


def test_rodent_liberation_poisons_until_the_altars_fall():
    """#6 Mindthief, GHS section 1: the Mindthief suffers 5 damage and gains Poison, then each round
    a poisoned Mindthief suffers 3 damage, one without Poison gains it, until the three altars
    (FA: 3+L each) are killed; section 3: an Earth Demon at b, FA's "Earth Demon (Mindthief
    Special)" with 14 hit points at level 0 (Earth Demon: 7)."""
    entry = solo()["6"]
    assert [(f["name"], f["hp"], f["hex"]) for f in entry["figures"]] == [
        ("Altar 1", "3+L", [6, 2]), ("Altar 2", "3+L", [9, -1]), ("Altar 3", "3+L", [9, 2])
    ]  # fmt: skip
    (effect,) = rules_of("6", "rounds", "scenario_effect")
    assert effect["when"] == {"type": "room_revealed", "room": 1}
    assert (effect["damage"], effect["condition"]) == ("5", "poison")
    (cycle,) = rules_of("6", "rounds", "poison_cycle")
    assert (cycle["amount"], cycle["until"]) == ("3", {"type": "figure_destroyed", "figure": "Altar"})
    # GHS's later file: the first room's scouts are ``vermling-scout:-1`` (FA: no change).
    assert rules_of("6", "setup", "level_adjust") == [
        {"type": "level_adjust", "monster": "vermling-scout", "plus": -1, "room": 0}
    ]
    (factor,) = rules_of("6", "setup", "stat_change")
    assert content.monsters()["earth-demon"]["levels"][0]["normal"]["hp"] * factor["hp_factor"] == 14
    (spawn,) = rules_of("6", "rounds", "spawn")
    assert spawn["monster"] == "earth-demon" and spawn["after"] == {"type": "room_revealed", "room": 2}
