"""The level-1 and level-X ability cards of the Brute, Tinkerer and Spellweaver
(``rules/gloomhaven/data/agpl/classes/``).

* Every card validates against the effect vocabulary (``effects.document("AbilityCard")``)
  and every class file loads through ``content.character_class``.
* Counts, hand sizes, HP, summons, initiatives, lost flags, XP, whole cards and areas are
  checked against values written out here from the printed cards (not read from any data).
* Every card is cross-checked against the Gloomhaven Secretariat (GHS) data in
  ``../shared/data/gloomhaven/characters/`` (skipped when that folder is missing).

Documented readings of the GHS data (the printed cards rule):
* A persistent half whose charge track ends in the lost icon loses the card (Warding
  Strength, Potent Potables, Frost Armor, Crackling Air): GHS writes that icon as a
  ``card: lost`` item inside the half, not in ``lost``/``bottomLost``.
* Crackling Air (69) bottom: GHS gives the Retaliate behind the fire consumption without a
  value; the printed card reads "Retaliate 2, Self" (round).
"""

import json
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest

from rules.gloomhaven import content, effects
from tests.gloomhaven.areas import NEIGHBOURS, connected, odd_r_to_axial, shape

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO / ".." / "shared" / "data" / "gloomhaven" / "characters"
NAMES = ("brute", "tinkerer", "spellweaver")
MISSING = f"the GHS data is missing: {SHARED.resolve()} does not exist (it lives in ../shared next to the repository)"

DATA = {name: content.character_class(name) for name in NAMES}
BASE = (1, "X")  # this file checks the level-1 and X cards (levels 2–9: test_cards_levels_*.py)
CARDS = {card["id"]: card for data in DATA.values() for card in data["cards"] if card["level"] in BASE}


def _cards(name: str) -> list[dict[str, Any]]:
    return [card for card in DATA[name]["cards"] if card["level"] in BASE]


def _halves(card: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    return card["top"], card["bottom"]


def _walk(abilities: list[dict[str, Any]]):
    """Every ability, with those nested in ``after`` and ``control``, depth first."""
    for ability in abilities:
        yield ability
        yield from _walk(ability.get("after", []))
        yield from _walk(ability.get("abilities", []) if ability["type"] == "control" else [])


# --- vocabulary, counts, class stats -----------------------------------------------------------
VALIDATOR = jsonschema_rs.Draft202012Validator(effects.document("AbilityCard"), validate_formats=False)


@pytest.mark.parametrize("card_id", sorted(CARDS))
def test_card_validates(card_id):
    errors = [f"{list(e.instance_path)}: {e.message}" for e in VALIDATOR.iter_errors(CARDS[card_id])]
    assert not errors, errors


def test_class_files():
    for name in NAMES:
        assert set(DATA[name]) == {"class", "name", "hand_size", "hp", "cards"}
        assert DATA[name]["class"] == name
    assert [DATA[name]["name"] for name in NAMES] == ["Brute", "Tinkerer", "Spellweaver"]


def test_ids_unique_and_in_order():
    ids = [card["id"] for name in NAMES for card in _cards(name)]
    assert len(ids) == len(set(ids))
    assert ids == sorted(ids)


# level-1 cards, level-X cards, card ids
COUNTS = {
    "brute": (10, 3, list(range(1, 14))),
    "tinkerer": (12, 3, list(range(30, 45))),
    "spellweaver": (8, 3, list(range(61, 72))),
}


@pytest.mark.parametrize("name", NAMES)
def test_level_counts(name):
    level1, level_x, ids = COUNTS[name]
    levels = [card["level"] for card in _cards(name)]
    assert (levels.count(1), levels.count("X"), len(levels)) == (level1, level_x, level1 + level_x)
    assert [card["id"] for card in _cards(name)] == ids


def test_level_x_names():
    assert [card["name"] for card in CARDS.values() if card["level"] == "X"] == [
        "Skewer",
        "Balanced Measure",
        "Wall of Doom",
        "Reviving Shock",
        "Volatile Concoction",
        "Potent Potables",
        "Crackling Air",
        "Hardened Spikes",
        "Aid from the Ether",
    ]


def test_hand_sizes_and_hp():
    assert [DATA[name]["hand_size"] for name in NAMES] == [10, 12, 8]
    assert DATA["brute"]["hp"] == [10, 12, 14, 16, 18, 20, 22, 24, 26]
    assert DATA["tinkerer"]["hp"] == [8, 9, 11, 12, 14, 15, 17, 18, 20]
    assert DATA["spellweaver"]["hp"] == [6, 7, 8, 9, 10, 11, 12, 13, 14]


def test_summons():
    found = [
        (card["id"], ability["summon"])
        for card in CARDS.values()
        for half in _halves(card)
        for ability in _walk(half["abilities"])
        if ability["type"] == "summon"
    ]
    assert found == [
        (31, {"name": "Decoy", "hp": 6, "move": 2, "attack": 0, "range": 0}),
        (71, {"name": "Mystic Ally", "hp": 2, "move": 2, "attack": 3, "range": 2}),
    ]


def test_absolute_values_only():
    for card in CARDS.values():
        for half in _halves(card):
            for ability in _walk(half["abilities"]):
                assert "plus" not in ability and "range_plus" not in ability, card["name"]


# --- initiative, lost flags and XP of every card, written out from the printed cards ------------
# id -> (initiative, top loses the card, bottom loses the card)
PRINTED = {
    1: (72, False, True),
    2: (18, False, False),
    3: (64, False, False),
    4: (10, False, False),
    5: (61, True, False),
    6: (87, False, False),
    7: (32, False, True),
    8: (15, True, False),
    9: (54, False, False),
    10: (27, False, False),
    11: (35, False, True),
    12: (77, False, False),
    13: (20, True, False),
    30: (62, True, False),
    31: (74, True, False),
    32: (47, True, False),
    33: (72, False, True),
    34: (74, True, False),
    35: (19, True, False),
    36: (20, False, False),
    37: (37, False, True),
    38: (17, False, False),
    39: (16, True, True),
    40: (61, False, False),
    41: (18, False, True),
    42: (34, False, True),
    43: (76, False, False),
    44: (46, True, False),
    61: (69, True, False),
    62: (70, True, False),
    63: (80, True, False),
    64: (21, False, True),
    65: (7, False, False),
    66: (20, False, True),
    67: (36, False, False),
    68: (83, False, True),
    69: (25, True, False),
    70: (26, True, False),
    71: (91, False, True),
}


def test_initiatives_and_lost_flags():
    assert set(PRINTED) == set(CARDS)
    for card_id, expected in PRINTED.items():
        card = CARDS[card_id]
        got = (card["initiative"], card["top"].get("lost", False), card["bottom"].get("lost", False))
        assert got == expected, card["name"]


def _xp(half: dict[str, Any]) -> int:
    """The XP printed on a half: fixed XP, charge boxes, and each conditional, "for each",
    "each time" or trap XP counted once."""
    total = half.get("xp", 0) + len(half.get("active", {}).get("xp_uses", []))
    for ability in _walk(half["abilities"]):
        total += ability.get("xp", 0) + ability.get("xp_when_sprung", 0)
        total += sum(bonus["add"].get("xp", 0) for bonus in ability.get("consume", []) + ability.get("if", []))
        if ability["type"] == "bonus":
            total += ability["add"].get("xp", 0)
    return total


# id -> (top XP, bottom XP)
XP = {
    1: (0, 2), 2: (1, 0), 3: (0, 0), 4: (0, 0), 5: (2, 0), 6: (0, 0), 7: (0, 3), 8: (2, 0), 9: (1, 0),
    10: (1, 0), 11: (1, 1), 12: (1, 0), 13: (2, 0),
    30: (2, 0), 31: (2, 0), 32: (2, 0), 33: (0, 1), 34: (1, 0), 35: (1, 0), 36: (0, 0), 37: (0, 2),
    38: (0, 0), 39: (2, 1), 40: (0, 0), 41: (0, 2), 42: (0, 2), 43: (0, 0), 44: (2, 0),
    61: (1, 0), 62: (1, 0), 63: (0, 0), 64: (0, 0), 65: (1, 0), 66: (1, 2), 67: (0, 0), 68: (0, 0),
    69: (2, 0), 70: (2, 0), 71: (0, 2),
}  # fmt: skip


def test_xp():
    assert set(XP) == set(CARDS)
    for card_id, expected in XP.items():
        card = CARDS[card_id]
        assert (_xp(card["top"]), _xp(card["bottom"])) == expected, card["name"]


# id -> (top active, bottom active): "round", or "persistent" with its charge boxes
ACTIVE = {
    2: ({"duration": "round"}, None),
    4: (None, {"duration": "round"}),
    7: (None, {"duration": "persistent", "uses": 6, "xp_uses": [2, 4, 6]}),
    8: (None, {"duration": "round"}),
    13: ({"duration": "round"}, {"duration": "round"}),
    31: ({"duration": "persistent"}, None),
    32: (None, {"duration": "round"}),
    40: (None, {"duration": "round"}),
    44: ({"duration": "persistent", "uses": 4, "xp_uses": [2, 4]}, None),
    66: (None, {"duration": "persistent", "uses": 2, "xp_uses": [1, 2]}),
    69: ({"duration": "persistent", "uses": 4, "xp_uses": [2, 4]}, {"duration": "round"}),
    70: ({"duration": "round"}, {"duration": "round"}),
    71: (None, {"duration": "persistent"}),
}


def test_active_halves():
    for card in CARDS.values():
        top, bottom = ACTIVE.get(card["id"], (None, None))
        assert (card["top"].get("active"), card["bottom"].get("active")) == (top, bottom), card["name"]
        for half in _halves(card):
            kinds = {ability["type"] for ability in half["abilities"]}
            if kinds & {"bonus", "summon"}:
                assert "active" in half, card["name"]
            if half.get("active", {}).get("duration") == "persistent":
                assert half.get("lost"), card["name"]  # every persistent half here ends in the lost pile


# --- whole cards, written out from the printed cards ------------------------------------------
PER_ENEMY_TARGETED = {"when": "always", "add": {"xp": 1, "per": "enemy_targeted"}}
WHOLE = {
    # Brute
    1: {
        "name": "Trample",
        "level": 1,
        "initiative": 72,
        "top": {"abilities": [{"type": "attack", "value": 3, "pierce": 2}]},
        "bottom": {
            "abilities": [
                {"type": "move", "value": 4, "jump": True},
                {"type": "attack", "value": 2, "targets": "enemies_moved_through"},
            ],
            "lost": True,
            "xp": 2,
        },
    },
    2: {
        "name": "Eye for an Eye",
        "level": 1,
        "initiative": 18,
        "top": {
            "abilities": [
                {"type": "retaliate", "value": 2, "who": "self"},
                {"type": "bonus", "on": "own_retaliate", "add": {"xp": 1}},
            ],
            "active": {"duration": "round"},
        },
        "bottom": {
            "abilities": [
                {"type": "heal", "value": 2, "range": 1, "who": "self_or_ally_in_range"},
                {"type": "infuse", "elements": ["earth"]},
            ]
        },
    },
    3: {
        "name": "Sweeping Blow",
        "level": 1,
        "initiative": 64,
        "top": {"abilities": [{"type": "attack", "value": 2, "area": [[1, -1], [1, 0], [0, 1]]}]},
        "bottom": {
            "abilities": [
                {"type": "move", "value": 3},
                {"type": "push", "value": 1, "who": "all_adjacent_enemies"},
            ]
        },
    },
    4: {
        "name": "Provoking Roar",
        "level": 1,
        "initiative": 10,
        "top": {"abilities": [{"type": "attack", "value": 2, "conditions": ["disarm"]}]},
        "bottom": {
            "abilities": [{"type": "bonus", "on": "ally_targeted", "add": {"redirect_to_self": True}}],
            "active": {"duration": "round"},
        },
    },
    7: {
        "name": "Warding Strength",
        "level": 1,
        "initiative": 32,
        "top": {"abilities": [{"type": "attack", "value": 3, "push": 2}]},
        "bottom": {
            "abilities": [{"type": "bonus", "on": "attacked", "add": {"shield": 1}}],
            "lost": True,
            "active": {"duration": "persistent", "uses": 6, "xp_uses": [2, 4, 6]},
        },
    },
    11: {
        "name": "Skewer",
        "level": "X",
        "initiative": 35,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 3,
                    "area": [[1, -1], [2, -2]],
                    "consume": [{"elements": ["air"], "add": {"attack": 1, "pierce": 1}}],
                }
            ],
            "xp": 1,
        },
        "bottom": {"abilities": [{"type": "move", "value": 6}], "lost": True, "xp": 1},
    },
    12: {
        "name": "Balanced Measure",
        "level": "X",
        "initiative": 77,
        "top": {"abilities": [{"type": "attack", "x": "hexes_moved_this_turn"}], "xp": 1},
        "bottom": {"abilities": [{"type": "move", "x": "damage_dealt_this_turn"}]},
    },
    13: {
        "name": "Wall of Doom",
        "level": "X",
        "initiative": 20,
        "top": {
            "abilities": [
                {"type": "retaliate", "value": 2, "who": "self"},
                {"type": "shield", "value": 2, "who": "self"},
            ],
            "lost": True,
            "xp": 2,
            "active": {"duration": "round"},
        },
        "bottom": {
            "abilities": [{"type": "bonus", "on": "own_attack", "add": {"attack": 1}}],
            "active": {"duration": "round"},
        },
    },
    # Tinkerer
    30: {
        "name": "Proximity Mine",
        "level": 1,
        "initiative": 62,
        "top": {"abilities": [{"type": "trap", "damage": 6, "xp_when_sprung": 2}], "lost": True},
        "bottom": {"abilities": [{"type": "move", "value": 4}]},
    },
    31: {
        "name": "Harmless Contraption",
        "level": 1,
        "initiative": 74,
        "top": {
            "abilities": [
                {"type": "summon", "summon": {"name": "Decoy", "hp": 6, "move": 2, "attack": 0, "range": 0}},
            ],
            "lost": True,
            "xp": 2,
            "active": {"duration": "persistent"},
        },
        "bottom": {"abilities": [{"type": "heal", "value": 2, "range": 3, "who": "self_or_ally_in_range"}]},
    },
    32: {
        "name": "Flamethrower",
        "level": 1,
        "initiative": 47,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 3,
                    "area": [[1, -1], [2, -1], [1, 0]],
                    "conditions": ["wound"],
                    "xp": 2,
                },
                {"type": "infuse", "elements": ["fire"]},
            ],
            "lost": True,
        },
        "bottom": {
            "abilities": [{"type": "shield", "value": 1, "who": "self_and_adjacent_allies"}],
            "active": {"duration": "round"},
        },
    },
    35: {
        "name": "Net Shooter",
        "level": 1,
        "initiative": 19,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 3,
                    "range": 3,
                    "area": [[0, 0], [1, -1], [1, 0]],
                    "conditions": ["immobilize"],
                    "if": [PER_ENEMY_TARGETED],
                }
            ],
            "lost": True,
        },
        "bottom": {
            "abilities": [
                {"type": "condition", "conditions": ["immobilize"], "who": "one_adjacent_enemy"},
                {"type": "move", "value": 2},
            ]
        },
    },
    37: {
        "name": "Reinvigorating Elixir",
        "level": 1,
        "initiative": 37,
        "top": {"abilities": [{"type": "heal", "value": 3, "range": 3, "who": "self_or_ally_in_range"}]},
        "bottom": {
            "abilities": [{"type": "recover", "pile": "discard", "count": "all", "who": "one_adjacent_ally", "xp": 2}],
            "lost": True,
        },
    },
    40: {
        "name": "Enhancement Field",
        "level": 1,
        "initiative": 61,
        "top": {"abilities": [{"type": "attack", "value": 3, "range": 3}]},
        "bottom": {
            "abilities": [
                {"type": "bonus", "on": "own_attack", "who": "self_and_adjacent_allies", "add": {"attack": 1}},
            ],
            "active": {"duration": "round"},
        },
    },
    43: {
        "name": "Volatile Concoction",
        "level": "X",
        "initiative": 76,
        "top": {"abilities": [{"type": "trap", "damage": 2, "conditions": ["poison"]}]},
        "bottom": {
            "abilities": [
                {
                    "type": "recover",
                    "pile": "discard",
                    "count": 1,
                    "who": "one_ally_in_range",
                    "range": 2,
                    "consume": [{"elements": ["ice"], "add": {"count": 2, "instead": True}}],
                }
            ]
        },
    },
    44: {
        "name": "Potent Potables",
        "level": "X",
        "initiative": 46,
        "top": {
            "abilities": [{"type": "bonus", "on": "own_heal", "add": {"heal": 2}}],
            "lost": True,
            "active": {"duration": "persistent", "uses": 4, "xp_uses": [2, 4]},
        },
        "bottom": {"abilities": [{"type": "move", "value": 3}]},
    },
    # Spellweaver
    62: {
        "name": "Impaling Eruption",
        "level": 1,
        "initiative": 70,
        "top": {
            "abilities": [
                {"type": "attack", "value": 3, "range": 4, "targets": "enemies_on_path", "if": [PER_ENEMY_TARGETED]},
                {"type": "infuse", "elements": ["earth"]},
            ],
            "lost": True,
        },
        "bottom": {"abilities": [{"type": "move", "value": 4}]},
    },
    63: {
        "name": "Reviving Ether",
        "level": 1,
        "initiative": 80,
        "top": {
            "abilities": [
                {"type": "recover", "pile": "lost", "count": "all", "who": "self"},
                {"type": "infuse", "elements": ["dark"]},
            ],
            "lost": True,
        },
        "bottom": {"abilities": [{"type": "move", "value": 4, "jump": True}]},
    },
    64: {
        "name": "Freezing Nova",
        "level": 1,
        "initiative": 21,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 2,
                    "targets": "all_adjacent_enemies",
                    "conditions": ["immobilize"],
                    "consume": [{"elements": ["ice"], "add": {"attack": 1}}],
                }
            ]
        },
        "bottom": {
            "abilities": [
                {"type": "heal", "value": 4, "range": 4, "who": "self_or_ally_in_range"},
                {"type": "infuse", "elements": ["light"]},
            ],
            "lost": True,
        },
    },
    66: {
        "name": "Frost Armor",
        "level": 1,
        "initiative": 20,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 2,
                    "range": 3,
                    "consume": [{"elements": ["any"], "add": {"attack": 1, "xp": 1}}],
                }
            ]
        },
        "bottom": {
            "abilities": [
                {"type": "bonus", "on": "damage", "add": {"negate_damage": True}},
                {"type": "infuse", "elements": ["ice"]},
            ],
            "lost": True,
            "active": {"duration": "persistent", "uses": 2, "xp_uses": [1, 2]},
        },
    },
    69: {
        "name": "Crackling Air",
        "level": "X",
        "initiative": 25,
        "top": {
            "abilities": [
                {
                    "type": "bonus",
                    "on": "own_attack",
                    "add": {"attack": 1},
                    "consume": [{"elements": ["air"], "add": {"attack": 2, "instead": True}}],
                }
            ],
            "lost": True,
            "active": {"duration": "persistent", "uses": 4, "xp_uses": [2, 4]},
        },
        "bottom": {
            "abilities": [
                {"type": "move", "value": 3},
                {
                    "type": "retaliate",
                    "value": 0,
                    "who": "self",
                    "consume": [{"elements": ["fire"], "add": {"retaliate": 2}}],
                },
            ],
            "active": {"duration": "round"},
        },
    },
    70: {
        "name": "Hardened Spikes",
        "level": "X",
        "initiative": 26,
        "top": {
            "abilities": [
                {
                    "type": "retaliate",
                    "value": 2,
                    "who": "self_and_adjacent_allies",
                    "consume": [{"elements": ["earth"], "add": {"retaliate": 1}}],
                    "xp": 2,
                }
            ],
            "lost": True,
            "active": {"duration": "round"},
        },
        "bottom": {
            "abilities": [
                {"type": "move", "value": 3},
                {
                    "type": "shield",
                    "value": 0,
                    "who": "self",
                    "consume": [{"elements": ["ice"], "add": {"shield": 2}}],
                },
            ],
            "active": {"duration": "round"},
        },
    },
    71: {
        "name": "Aid from the Ether",
        "level": "X",
        "initiative": 91,
        "top": {"abilities": [{"type": "heal", "value": 3, "range": 3, "who": "self_or_ally_in_range"}]},
        "bottom": {
            "abilities": [
                {"type": "summon", "summon": {"name": "Mystic Ally", "hp": 2, "move": 2, "attack": 3, "range": 2}},
            ],
            "lost": True,
            "xp": 2,
            "active": {"duration": "persistent"},
        },
    },
}


def test_whole_cards_cover_every_class():
    per_class = {name: sum(card["id"] in WHOLE for card in _cards(name)) for name in NAMES}
    assert min(per_class.values()) >= 4, per_class


@pytest.mark.parametrize("card_id", sorted(WHOLE))
def test_whole_card(card_id):
    assert CARDS[card_id] == {"id": card_id, **WHOLE[card_id]}


# --- areas ------------------------------------------------------------------------------------
# id -> (hex count, ranged): Sweeping Blow, Leaping Cleave, Skewer, Flamethrower, Ink Bomb, Net Shooter
AREAS = {3: (3, False), 9: (2, False), 11: (2, False), 32: (3, False), 34: (3, True), 35: (3, True)}


def _areas() -> dict[int, dict[str, Any]]:
    return {
        card["id"]: ability
        for card in CARDS.values()
        for half in _halves(card)
        for ability in _walk(half["abilities"])
        if "area" in ability
    }


def _hexes(ability: dict[str, Any]) -> set[tuple[int, int]]:
    return {(q, r) for q, r in ability["area"]}


def _adjacent(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return (a[0] - b[0], a[1] - b[1]) in NEIGHBOURS


def test_area_hex_counts():
    areas = _areas()
    assert {card_id: (len(a["area"]), "range" in a) for card_id, a in areas.items()} == AREAS
    for card_id, ability in areas.items():
        hexes = _hexes(ability)
        assert len(hexes) == len(ability["area"]), card_id
        if "range" in ability:  # a ranged area starts at [0, 0]
            assert ability["area"][0] == [0, 0] and connected(hexes), card_id
        else:  # a melee area leaves the attacker's hex out and touches it
            assert (0, 0) not in hexes and hexes & NEIGHBOURS and connected(hexes | {(0, 0)}), card_id


def test_area_shapes():
    areas = _areas()
    # Sweeping Blow: three hexes adjacent to the attacker, in a row around it (an arc)
    blow = _hexes(areas[3])
    assert blow <= NEIGHBOURS and connected(blow) and sum(_adjacent(a, b) for a in blow for b in blow) == 4
    # Leaping Cleave: two hexes adjacent to the attacker and to each other
    cleave = [tuple(h) for h in areas[9]["area"]]
    assert set(cleave) <= NEIGHBOURS and _adjacent(*cleave)
    # Skewer: a straight line of two hexes away from the attacker
    (q1, r1), (q2, r2) = areas[11]["area"]
    assert (q1, r1) in NEIGHBOURS and (q2, r2) == (2 * q1, 2 * r1)
    # Flamethrower: with the attacker, a four-hex diamond with the attacker at one point
    flame = _hexes(areas[32])
    near, far = flame & NEIGHBOURS, flame - NEIGHBOURS
    assert len(near) == 2 and _adjacent(*near) and len(far) == 1
    (fq, fr) = next(iter(far))
    assert (fq, fr) == tuple(map(sum, zip(*near, strict=True)))  # the far point of the diamond
    # Ink Bomb and Net Shooter: three mutually adjacent hexes (a triangle)
    for card_id in (34, 35):
        tri = [tuple(h) for h in areas[card_id]["area"]]
        assert all(_adjacent(a, b) for a in tri for b in tri if a != b), card_id


# --- cross-check against the GHS data ---------------------------------------------------------
needs_shared = pytest.mark.skipif(not SHARED.is_dir(), reason=MISSING)


def _ghs(name: str) -> dict[int, dict[str, Any]]:
    deck = json.loads((SHARED / "deck" / f"{name}.json").read_text())
    return {card["cardId"]: card for card in deck["abilities"] if card["level"] in (1, "X")}


def _items(actions: list[dict[str, Any]]):
    for item in actions:
        yield item
        yield from _items(item.get("subActions", []))


def _ghs_actions(card: dict[str, Any], half: str) -> list[dict[str, Any]]:
    return card.get("actions" if half == "top" else "bottomActions", [])


def _ghs_lost(card: dict[str, Any], half: str) -> bool:
    """The lost flag, or the lost icon that ends a persistent half's charge track."""
    flag = card.get("lost" if half == "top" else "bottomLost", False)
    return flag or any(i["type"] == "card" and i.get("value") == "lost" for i in _items(_ghs_actions(card, half)))


def _ghs_xp(card: dict[str, Any], half: str) -> int:
    total = 0
    for item in _items(_ghs_actions(card, half)):
        value = str(item.get("value", ""))
        if item["type"] == "card" and value.startswith(("experience:", "slotXp:")):
            total += int(value.split(":")[1])
        if item["type"] == "custom" and "%game.card.experience:" in value:
            total += int(value.split("%game.card.experience:")[1].split("%")[0])
    return total


def _counts(kinds: list[str]) -> dict[str, int]:
    return {kind: kinds.count(kind) for kind in ("attack", "move", "heal")}


def _ghs_numeric_counts(card: dict[str, Any], half: str) -> dict[str, int]:
    """Attack, move and heal items with a number, leaving out "+1 Attack" bonuses."""
    items = _items(_ghs_actions(card, half))
    return _counts([i["type"] for i in items if isinstance(i.get("value"), int) and i.get("valueType") != "add"])


@needs_shared
@pytest.mark.parametrize("name", NAMES)
def test_against_ghs(name):
    source = _ghs(name)
    assert sorted(source) == [card["id"] for card in _cards(name)]
    for card in _cards(name):
        ghs = source[card["id"]]
        assert (card["name"], card["level"], card["initiative"]) == (ghs["name"], ghs["level"], ghs["initiative"])
        for half in ("top", "bottom"):
            mine = card[half]
            assert mine.get("lost", False) == _ghs_lost(ghs, half), (card["name"], half)
            assert _xp(mine) == _ghs_xp(ghs, half), (card["name"], half)
            numeric = [a["type"] for a in _walk(mine["abilities"]) if isinstance(a.get("value"), int)]
            assert _counts(numeric) == _ghs_numeric_counts(ghs, half), (card["name"], half)


@needs_shared
def test_class_stats_against_ghs():
    summary = json.loads((SHARED / "starting_classes_summary.json").read_text())
    for name in NAMES:
        ghs = json.loads((SHARED / f"{name}.json").read_text())
        assert DATA[name]["hp"] == [s["health"] for s in sorted(ghs["stats"], key=lambda s: s["level"])]
        assert DATA[name]["hp"] == summary[name]["health"]
        assert DATA[name]["hand_size"] == summary[name]["handSize"] == ghs.get("handSize", summary[name]["handSize"])
        level1 = [s for s in ghs["availableSummons"] if s["level"] == 1]
        mine = [a["summon"] for c in _cards(name) for h in _halves(c) for a in h["abilities"] if a["type"] == "summon"]
        assert len(mine) == len(level1)
        for summon, source in zip(mine, level1, strict=True):
            stats = (int(source["health"]), int(source["movement"]), int(source.get("attack", 0)))
            assert (summon["hp"], summon["move"], summon["attack"]) == stats
            assert summon["range"] == int(source.get("range", 0))


@needs_shared
def test_areas_against_ghs():
    areas = _areas()
    found = {}
    for name in NAMES:
        for card_id, card in _ghs(name).items():
            for item in _items(card.get("actions", []) + card.get("bottomActions", [])):
                if item["type"] != "area":
                    continue
                cells = [cell.strip("()").split(",") for cell in item["value"].split("|")]
                targets = {odd_r_to_axial(int(c), int(r)) for c, r, kind in cells if kind == "target"}
                active = [odd_r_to_axial(int(c), int(r)) for c, r, kind in cells if kind == "active"]
                if active:  # a melee area: offsets from the attacker's hex
                    (aq, ar) = active[0]
                    targets = {(q - aq, r - ar) for q, r in targets}
                found[card_id] = (targets, bool(active))
    assert set(found) == set(areas)
    for card_id, (targets, melee) in found.items():
        ability = areas[card_id]
        assert melee == ("range" not in ability), card_id
        assert shape(_hexes(ability), not melee) == shape(targets, not melee), card_id
