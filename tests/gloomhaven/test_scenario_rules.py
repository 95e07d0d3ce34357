"""The scenarios' goals, losses and special rules (``data/agpl/scenario_rules.json``), checked
against their schema (``scenario_rules.schema.json``), the maps (``data/scenarios/``) and the
monster data (``data/agpl/monsters.json``), with facts of some scenarios written out here.

Round summary, "Completare uno scenario": "Una volta innescate le condizioni di successo o di
fallimento, si termina il round in corso e lo scenario termina" (once the conditions of success
or failure are met, the round is finished and the scenario ends): a goal is a list of
conditions that must all hold as a round ends.
"""

import functools
import json
import re
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest

from rules.gloomhaven import scenarios as sc
from rules.gloomhaven import treasures

DATA = Path(__file__).resolve().parents[2] / "rules" / "gloomhaven" / "data" / "agpl"
NUMBERS = [str(n) for n in range(1, 116)]
NO_MAP = {"55", "100"}  # Foggy Thicket is a random dungeon; VGB has no #100
HEX_KEYS = ("hex", "hexes", "doors", "toward", "around_hexes", "by_players", "altar", "altars", "perches")


@functools.cache
def rules() -> dict[str, Any]:
    result: dict[str, Any] = json.loads((DATA / "scenario_rules.json").read_text())
    return result


@functools.cache
def monster_ids() -> frozenset[str]:
    monsters = json.loads((DATA / "monsters.json").read_text())
    book = json.loads((DATA / "scenario" / "bosses.json").read_text())  # the scenario book's figures: Zephyrs (#34)
    return frozenset(monsters) | frozenset(json.loads((DATA / "bosses.json").read_text())) | frozenset(book)


def walk(value: Any, path: str = "") -> Any:
    """Every (path, key, value) below ``value``."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield path, k, v
            yield from walk(v, f"{path}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from walk(v, f"{path}[{i}]")


def hexes_in(key: str, value: Any) -> list[tuple[int, int]]:
    """The hexes a hex-valued field holds: one hex, a list of them, or ``by_players`` lists."""
    if value is None:
        return []
    if isinstance(value, dict):  # by_players: hexes, or figure names (not hexes)
        return [h for v in value.values() for h in hexes_in(key, v)]
    if value and isinstance(value[0], int):
        return [(value[0], value[1])]
    if key == "perches":  # lists of hexes
        return [(h[0], h[1]) for perch in value for h in perch]
    return [(h[0], h[1]) for h in value if isinstance(h, list)]


# ------------------------------------------------------------------ shape


def test_every_scenario_is_present_once():
    assert sorted(rules(), key=int) == NUMBERS
    assert {n for n, e in rules().items() if not e["map"]} == NO_MAP


def test_the_file_matches_its_schema():
    schema = json.loads((DATA / "scenario_rules.schema.json").read_text())
    validator = jsonschema_rs.Draft202012Validator(schema)
    errors = [f"{list(e.instance_path)}: {e.message[:200]}" for e in validator.iter_errors(rules())]
    assert errors == []


def test_the_schema_refuses_an_unknown_kind_and_an_unknown_field():
    """Every kind is closed: a misspelt kind or an extra field is an error, not ignored."""
    schema = json.loads((DATA / "scenario_rules.schema.json").read_text())
    validator = jsonschema_rs.Draft202012Validator(schema)
    entry = json.loads(json.dumps(rules()["1"]))
    entry["goal"] = [{"type": "kill_everyone"}]
    assert not validator.is_valid({"1": entry})
    entry["goal"] = [{"type": "kill_all", "rooms": 3}]
    assert not validator.is_valid({"1": entry})


@pytest.mark.parametrize("n", NUMBERS)
def test_complete_means_nothing_is_missing(n):
    """Complete means nothing is missing, or nothing for the party sizes ``characters`` names
    (``missing`` then says what the other sizes lack)."""
    entry = rules()[n]
    assert entry["complete"] == (entry["missing"] == "" or "characters" in entry)
    assert "characters" not in entry or (entry["complete"] and entry["missing"])
    if entry["complete"]:
        assert entry["goal"], "a complete scenario has a goal"


@pytest.mark.parametrize("n", [n for n in NUMBERS if "characters" in rules()[n]])
def test_a_scenario_for_some_party_sizes_lacks_no_standee_of_them(n):
    """An entry complete for some party sizes only: every standee whose hex is in no source is
    absent at those sizes, and present at another (else it would be complete for all)."""
    entry = rules()[n]
    hexless = [fix["players"] for fix in entry["monster_corrections"] if fix["hex"] is None]
    assert hexless
    assert all(players[size - 2] is None for players in hexless for size in entry["characters"])
    others = set(range(2, 5)) - set(entry["characters"])
    assert all(any(players[size - 2] is not None for players in hexless) for size in others)


def test_a_piece_that_removes_an_item_removes_one_its_treasure_gives():
    """#82: "remove one of those items from the game" (treasure 62: items 110 and 115)."""
    found = {}
    for n in NUMBERS:
        for rule in rules()[n]["setup"]:
            if rule["type"] == "piece" and "item" in rule.get("use", {}):
                assert rule["use"]["item"] in treasures.table()[int(rule["tile"])]["items"], (n, rule["name"])
                found[rule["name"]] = rule["use"]["item"]
    assert found == {"Helm of the Mountain": 110, "Mountain Hammer": 115}


@pytest.mark.parametrize("n", NUMBERS)
def test_monsters_are_known(n):
    fields = walk(rules()[n])
    named = set()
    for _path, k, v in fields:
        if k in ("monster", "by", "shares_hp_with", "per_monster_on_map"):
            named.add(v)
        elif k in ("monsters", "except", "allies") and isinstance(v, list):
            named |= set(v)
    assert named - monster_ids() == set()


@pytest.mark.parametrize("n", sorted(set(NUMBERS) - NO_MAP, key=int))
def test_hexes_and_rooms_are_on_the_map(n):
    scenario = sc.load(int(n))
    on_map = {h for room in scenario.rooms for h in room.hexes} | {d.hex for d in scenario.doors}
    rooms = {room.id for room in scenario.rooms}
    off = [(path, k, h) for path, k, v in walk(rules()[n]) if k in HEX_KEYS for h in hexes_in(k, v) if h not in on_map]
    assert off == []
    used = {v for path, k, v in walk(rules()[n]) if k == "room" and isinstance(v, int)}
    listed = [v for path, k, v in walk(rules()[n]) if k in ("rooms", "characters_in") and isinstance(v, list)]
    used |= {r for v in listed for r in v if isinstance(r, int)}
    used |= {r for v in listed for group in v if isinstance(group, list) for r in group}  # groups of rooms
    assert used <= rooms


@pytest.mark.parametrize("n", sorted(set(NUMBERS) - NO_MAP, key=int))
def test_corrections_start_from_the_vgb_placement(n):
    """A correction names what VGB has at its hex (``was``), or adds where VGB has nothing."""
    placed: dict[tuple, list] = {}
    for m in sc.load(int(n)).monsters:  # VGB may stand two on one hex (#88's D2b)
        placed.setdefault(m.hex, []).append(m)
    for fix in rules()[n]["monster_corrections"]:
        if fix.get("add"):
            assert fix["hex"] is None or tuple(fix["hex"]) not in placed
            continue
        there = placed[tuple(fix["hex"])]
        was = next(m for m in there if fix["was"] == {"monster": m.monster, "players": list(m.players)})
        assert fix["room"] == was.room
        assert fix.get("remove") or (fix["monster"], fix["players"]) != (was.monster, list(was.players))


TOKEN = re.compile(r"\d+|[CL()x+\-/]")


def parses(formula: str) -> bool:
    """Whether ``formula`` is an expression over integers, C and L with + - x / and ( )."""
    tokens = TOKEN.findall(formula)
    if "".join(tokens) != formula:
        return False
    at = 0

    def term() -> bool:
        nonlocal at
        if at < len(tokens) and tokens[at] == "(":
            at += 1
            if not expression() or at >= len(tokens) or tokens[at] != ")":
                return False
            at += 1
            return True
        ok = at < len(tokens) and (tokens[at].isdigit() or tokens[at] in "CL")
        at += ok
        return ok

    def expression() -> bool:
        nonlocal at
        if not term():
            return False
        while at < len(tokens) and tokens[at] in "+-x/":
            at += 1
            if not term():
                return False
        return True

    return expression() and at == len(tokens)


def test_the_formula_grammar():
    assert parses("4+(CxL)") and parses("(8+L)xC") and parses("2+(LxC/2)") and parses("17")
    assert not parses("4+(CxL") and not parses("4+H") and not parses("x3") and not parses("2++C")


@pytest.mark.parametrize("n", NUMBERS)
def test_formulas_parse(n):
    formulas = [(path, v) for path, k, v in walk(rules()[n]) if k in ("hp", "amount") and isinstance(v, str)]
    bad = [(path, v) for path, v in formulas if not parses(v)]
    assert bad == []


def named_figures(entry: dict[str, Any]) -> set[str]:
    """The figure names that goals, losses and rules refer to."""
    wanted: set[str] = set()
    for _path, k, v in walk({k: v for k, v in entry.items() if k != "figures"}):
        if k in ("figure", "while_figure", "at_figure") and isinstance(v, str):
            wanted.add(v)
        elif k in ("figures", "per_figure_standing", "around_figures") and isinstance(v, list):
            wanted |= set(v)
        elif k == "by_players" and isinstance(next(iter(v.values()))[0], str):
            wanted |= {name for names in v.values() for name in names}
    return wanted


@pytest.mark.parametrize("n", NUMBERS)
def test_named_figures_exist(n):
    """Every figure a goal, loss or rule names is one of the scenario's figures (a name, or
    the common start of several: "Captive Orchid" for "Captive Orchid 1" to "3")."""
    names = [f["name"] for f in rules()[n]["figures"]]
    assert [w for w in named_figures(rules()[n]) if not any(x.startswith(w) for x in names)] == []


# ------------------------------------------------------------------ facts, written out here


def kinds(items: list[dict[str, Any]]) -> list[str]:
    return [item["type"] for item in items]


def test_black_barrow_is_kill_all_and_nothing_else():
    """#1 (scenario book p.3), goal: "Kill all enemies"."""
    entry = rules()["1"]
    assert entry["goal"] == [{"type": "kill_all"}]
    assert entry["loss"] == entry["setup"] == entry["rounds"] == [] and entry["complete"]


def test_barrow_lair_kills_the_commander_under_three_curses():
    """#2 (p.4), goal: the Bandit Commander and all revealed enemies; each character adds
    three Curse cards; the four side doors open only by the Commander's special."""
    entry = rules()["2"]
    assert {"type": "kill", "monsters": ["bandit-commander"]} in entry["goal"]
    assert {"type": "kill_revealed"} in entry["goal"]
    assert {"type": "add_modifiers", "card": "curse", "count": 3, "who": "each_character"} in entry["setup"]
    locked = [s for s in entry["setup"] if s["type"] == "lock_doors"]
    assert len(locked) == 1 and len(locked[0]["doors"]) == 4
    assert locked[0]["opens"] == {"type": "boss_special", "monster": "bandit-commander"}
    assert entry["reward"]["gold"] == 10


def test_inox_encampment_counts_kills_and_corrects_the_shamans():
    """#3 (p.5), goal: kill 5xC enemies. B1a holds Inox Shamans (FA and GHS), not VGB's archers."""
    entry = rules()["3"]
    assert entry["goal"] == [{"type": "kill_count", "per_character": 5}]
    fixes = {tuple(f["hex"]): f["monster"] for f in entry["monster_corrections"]}
    assert fixes == {(-3, -10): "inox-shaman", (-2, -9): "inox-shaman"}
    assert all(s["until"] == {"type": "room_revealed", "room": 6} for s in entry["rounds"])


def test_forgotten_crypt_escorts_hail_to_the_altar():
    """#19 (p.25): protect Hail (4+(2xL) HP, initiative 99, Move 2 toward the altar) until she
    ends a turn beside the altar; the scenario is lost if she is killed."""
    entry = rules()["19"]
    (hail,) = entry["figures"]
    assert (hail["kind"], hail["name"], hail["hp"], hail["initiative"]) == ("escort", "Hail", "4+(2xL)", 99)
    assert hail["acts"]["move"] == 2
    assert entry["goal"][0]["type"] == "escort_reaches" and entry["goal"][0]["adjacent"] is True
    assert entry["loss"] == [{"type": "figure_dies", "figure": "Hail"}]


def test_ruinous_rift_keeps_hail_alive_ten_rounds():
    """#27 (p.37): protect Hail for ten rounds; lost if she is killed. FA's timer calls round
    10 "Scenario Lost"; GHS (round 10 "won") and the book notes agree it is the win."""
    entry = rules()["27"]
    assert entry["goal"] == [{"type": "survive", "rounds": 10}]
    assert entry["loss"] == [{"type": "figure_dies", "figure": "Hail"}]
    assert [f["kind"] for f in entry["figures"]] == ["escort"] and entry["figures"][0]["hp"] == "4+(2xL)"
    spawns = [s for s in entry["rounds"] if s["type"] == "spawn"]
    assert len(spawns) == 16 and all(s["start"] is False for s in spawns)
    assert [s["monster"] for s in spawns if s["rounds"] == [1]] == ["night-demon"]


def test_temple_of_the_elements_has_four_altars():
    """#22 (p.29): destroy all altars, each 4+(CxL) HP."""
    entry = rules()["22"]
    altars = [f for f in entry["figures"] if f["name"].startswith("Altar")]
    assert len(altars) == 4 and {f["hp"] for f in altars} == {"4+(CxL)"}
    assert entry["goal"] == [{"type": "destroy", "figures": ["Altar 1", "Altar 2", "Altar 3", "Altar 4"]}]


def test_rebel_swamp_uses_the_book_count_of_minus_ones():
    """#45 (p.60): two -1 cards per character (GHS says three); six totems of 1+C+L HP."""
    entry = rules()["45"]
    assert {"type": "add_modifiers", "card": "minus1", "count": 2, "who": "each_character"} in entry["setup"]
    assert [f["hp"] for f in entry["figures"]] == ["1+C+L"] * 6


def test_crypt_basement_opens_its_doors_by_round():
    """#53 (p.69): survive ten rounds; doors open at the start of rounds 2, 4, 6 and 8."""
    entry = rules()["53"]
    assert entry["goal"] == [{"type": "survive", "rounds": 10}]
    opens = [s["opens"] for s in entry["setup"] if s["type"] == "lock_doors"]
    assert opens == [{"type": "round", "round": r, "start": True} for r in (2, 4, 6, 8)]


def test_alchemy_lab_is_lost_after_round_twelve():
    """#60 (p.77): lost if not complete by the end of round 12; from round 7 every figure
    suffers 2 damage as each round starts."""
    entry = rules()["60"]
    assert {"type": "round_limit", "rounds": 12} in entry["loss"]
    (damage,) = entry["rounds"]
    assert (damage["amount"], damage["from"], damage["start"], damage["who"]) == ("2", 7, True, "all_figures")


def test_harried_village_saves_seven_before_five_die():
    """#86 (p.108): eleven villagers (3+L HP); save seven before five are killed."""
    entry = rules()["86"]
    assert entry["goal"][0]["count"] == 7
    assert entry["loss"] == [{"type": "figure_dies", "figure": "Villager", "count": 5, "match": "prefix"}]
    assert len(entry["figures"]) == 11 and {f["hp"] for f in entry["figures"]} == {"3+L"}
    assert [f["name"] for f in entry["figures"]] == [f"Villager {k}" for k in range(1, 12)]


def test_back_alley_brawl_spares_the_city():
    """#92 (p.115): kill all non-city enemies; lost if a City Guard or City Archer dies."""
    entry = rules()["92"]
    assert entry["goal"] == [{"type": "kill_all", "except": ["city-guard", "city-archer"]}]
    assert kinds(entry["loss"]) == ["monster_dies"]


def test_the_scenarios_without_a_map_are_incomplete():
    """#55 is a random dungeon; #54's bears are FA's Cave Bear (54), which poison."""
    assert not rules()["55"]["complete"] and not rules()["100"]["complete"]
    assert {f["monster"] for f in rules()["54"]["monster_corrections"]} == {"cave-bear-54"}
