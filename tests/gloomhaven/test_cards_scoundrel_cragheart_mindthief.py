"""The level-1 and level-X ability cards of the Scoundrel, Cragheart and Mindthief
(``rules/gloomhaven/data/agpl/classes/``): they validate against the effect vocabulary, the
counts, hand sizes and HP are the game's, whole cards and every area are checked against
values written out here from the printed cards, and every card is cross-checked against the
Gloomhaven Secretariat (GHS) data in ``../shared/data/gloomhaven/`` (skipped when that folder
is missing).

Documented departures from the GHS data (the printed cards rule):
* Mindthief *Withering Claw* (156) is level X, not 1 (its card shows an X; the class has 10
  level-1 cards and 3 level-X cards).
* Mindthief *Feedback Loop* (149): the bottom Move 4 has Jump, which GHS leaves out.
* The GHS typo "Info the Night" (147) is *Into the Night*.
* A persistent half whose charge track ends in the lost icon loses the card: GHS writes
  that icon as a ``card: lost`` item in the half, not in ``lost``/``bottomLost``.
"""

import json
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest

from rules.gloomhaven import content, effects
from tests.gloomhaven.areas import NEIGHBOURS, connected, odd_r_to_axial, shape

REPO = Path(__file__).resolve().parents[2]
CLASSES_DIR = REPO / "rules" / "gloomhaven" / "data" / "agpl" / "classes"
SHARED = REPO / ".." / "shared" / "data" / "gloomhaven" / "characters"
NAMES = ("scoundrel", "cragheart", "mindthief")
MISSING = f"the GHS data is missing: {SHARED.resolve()} does not exist (it lives in ../shared next to the repository)"


def _load(name: str) -> dict[str, Any]:
    return json.loads((CLASSES_DIR / f"{name}.json").read_text())


DATA = {name: _load(name) for name in NAMES}
BASE = (1, "X")  # this file checks the level-1 and X cards (levels 2–9: test_cards_levels_*.py)
CARDS = {card["id"]: card for data in DATA.values() for card in data["cards"] if card["level"] in BASE}


def _cards(name: str) -> list[dict[str, Any]]:
    return [card for card in DATA[name]["cards"] if card["level"] in BASE]


def _halves(card: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    return [("top", card["top"]), ("bottom", card["bottom"])]


def _abilities(abilities: list[dict[str, Any]]):
    """Every ability, with those inside ``after`` and ``control`` (depth first)."""
    for ability in abilities:
        yield ability
        yield from _abilities(ability.get("after", []))
        if ability["type"] == "control":
            yield from _abilities(ability["abilities"])


# --- the vocabulary and the counts --------------------------------------------------------
VALIDATOR = jsonschema_rs.Draft202012Validator(effects.document("AbilityCard"), validate_formats=False)


@pytest.mark.parametrize("card_id", sorted(CARDS))
def test_card_validates(card_id):
    card = CARDS[card_id]
    errors = [f"{list(e.instance_path)}: {e.message}" for e in VALIDATOR.iter_errors(card)]
    assert not errors, errors


@pytest.mark.parametrize("name", NAMES)
def test_class_file_loads(name):
    data = content.character_class(name)  # the Class schema and unique ids
    assert data["class"] == name
    assert set(data) == {"class", "name", "hand_size", "hp", "cards"}


def test_ids_unique_and_in_order():
    ids = [card["id"] for name in NAMES for card in _cards(name)]
    assert len(ids) == len(set(ids))
    for name in NAMES:
        own = [card["id"] for card in _cards(name)]
        assert own == sorted(own)


# written out from the game: level-1 cards, level-X cards, id range
COUNTS = {
    "scoundrel": (9, 3, range(88, 100)),
    "cragheart": (11, 3, range(116, 130)),
    "mindthief": (10, 3, range(146, 159)),
}


@pytest.mark.parametrize("name", NAMES)
def test_level_counts(name):
    level1, level_x, ids = COUNTS[name]
    levels = [card["level"] for card in _cards(name)]
    assert levels.count(1) == level1
    assert levels.count("X") == level_x
    assert len(levels) == level1 + level_x
    assert [card["id"] for card in _cards(name)] == list(ids)


def test_level_x_cards():
    x_cards = {card["name"] for card in CARDS.values() if card["level"] == "X"}
    assert x_cards == {
        "Sinister Opportunity",
        "Trickster's Reversal",
        "Swift Bow",
        "Heaving Swing",
        "Forceful Storm",
        "Nature's Lift",
        "Withering Claw",
        "Possession",
        "Frigid Apparition",
    }


def test_hand_sizes_and_hp():
    assert DATA["scoundrel"]["hand_size"] == 9
    assert DATA["cragheart"]["hand_size"] == 11
    assert DATA["mindthief"]["hand_size"] == 10
    assert DATA["scoundrel"]["hp"] == [8, 9, 11, 12, 14, 15, 17, 18, 20]
    assert DATA["cragheart"]["hp"] == [10, 12, 14, 16, 18, 20, 22, 24, 26]
    assert DATA["mindthief"]["hp"] == [6, 7, 8, 9, 10, 11, 12, 13, 14]
    assert [DATA[n]["name"] for n in NAMES] == ["Scoundrel", "Cragheart", "Mindthief"]


def test_summons():
    found = [
        (card["id"], ability["summon"])
        for card in CARDS.values()
        for _, half in _halves(card)
        for ability in _abilities(half["abilities"])
        if ability["type"] == "summon"
    ]
    assert found == [
        (150, {"name": "Rat Swarm", "hp": 6, "move": 1, "attack": 2, "range": 0, "conditions": ["poison"]}),
    ]


def test_no_relative_values_outside_control():
    """Character cards give absolute values. The one relative number is "Range +0" of the
    attack that Submissive Affliction forces an enemy to perform (the enemy's own range)."""
    relative = []
    for card in CARDS.values():
        for _, half in _halves(card):
            for ability in half["abilities"]:
                for inner in _abilities([ability]):
                    if "plus" in inner or "range_plus" in inner:
                        relative.append((card["id"], ability["type"], inner.get("range_plus")))
    assert relative == [(146, "control", 0)]


# --- whole cards, written out from the printed cards ----------------------------------------
FLANK = {"when": "target_adjacent_to_ally", "add": {"attack": 2, "xp": 1}}
WHOLE = {
    88: {
        "name": "Single Out",
        "level": 1,
        "initiative": 86,
        "top": {"abilities": [{"type": "attack", "value": 3, "if": [FLANK]}]},
        "bottom": {
            "abilities": [{"type": "bonus", "on": "own_attack", "when": "target_alone", "add": {"attack": 2}}],
            "lost": True,
            "active": {"duration": "persistent", "uses": 4, "xp_uses": [2, 4]},
        },
    },
    90: {
        "name": "Smoke Bomb",
        "level": 1,
        "initiative": 12,
        "top": {
            "abilities": [
                {"type": "condition", "conditions": ["invisible"], "who": "self"},
                {"type": "infuse", "elements": ["dark"]},
                {
                    "type": "bonus",
                    "on": "own_attack",
                    "when": "self_invisible",
                    "add": {"double_attack": True},
                    "xp": 2,
                },
            ],
            "lost": True,
            "active": {"duration": "persistent", "uses": 1},
        },
        "bottom": {"abilities": [{"type": "pull", "value": 2, "who": "one_enemy_in_range", "range": 3}]},
    },
    91: {
        "name": "Backstab",
        "level": 1,
        "initiative": 6,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 3,
                    "if": [FLANK, {"when": "target_alone", "add": {"attack": 2, "xp": 1}}],
                }
            ],
            "lost": True,
        },
        "bottom": {"abilities": [{"type": "move", "value": 6}]},
    },
    94: {
        "name": "Throwing Knives",
        "level": 1,
        "initiative": 10,
        "top": {"abilities": [{"type": "attack", "value": 2, "range": 3, "target": 2, "xp": 1}]},
        "bottom": {"abilities": [{"type": "loot", "value": 2}], "lost": True},
    },
    97: {
        "name": "Sinister Opportunity",
        "level": "X",
        "initiative": 93,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 3,
                    "if": [{"when": "always", "add": {"attack": 1, "per": "ally_adjacent_to_target"}}],
                    "consume": [
                        {
                            "elements": ["dark"],
                            "add": {"attack": 2, "per": "ally_adjacent_to_target", "instead": True, "xp": 1},
                        }
                    ],
                }
            ]
        },
        "bottom": {
            "abilities": [
                {"type": "move", "value": 3},
                {
                    "type": "control",
                    "who": "one_adjacent_enemy",
                    "abilities": [{"type": "move", "value": 1}],
                    "end_adjacent": True,
                },
            ]
        },
    },
    98: {
        "name": "Trickster's Reversal",
        "level": "X",
        "initiative": 9,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 2,
                    # +X Attack, X = double the target's Shield: +2 per point of Shield
                    "if": [{"when": "always", "add": {"attack": 2, "per": "target_shield"}}],
                    "xp": 2,
                }
            ],
            "lost": True,
        },
        "bottom": {
            "abilities": [{"type": "bonus", "on": "damage", "add": {"negate_damage": True}}],
            "active": {"duration": "round", "uses": 1},
        },
    },
    116: {
        "name": "Opposing Strike",
        "level": 1,
        "initiative": 46,
        "top": {"abilities": [{"type": "attack", "value": 3, "area": [[-1, 1], [1, -1]], "xp": 1}]},
        "bottom": {
            "abilities": [{"type": "bonus", "on": "melee_attacked", "add": {"retaliate": 2}}],
            "lost": True,
            "active": {"duration": "persistent", "uses": 6, "xp_uses": [2, 4, 6]},
        },
    },
    118: {
        "name": "Avalanche",
        "level": 1,
        "initiative": 75,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 4,
                    "area": [[1, -1], [1, 0]],
                    "consume": [{"elements": ["earth"], "add": {"attack": 1, "xp": 1}}],
                    "xp": 1,
                }
            ],
            "lost": True,
        },
        "bottom": {"abilities": [{"type": "obstacle", "count": 2}, {"type": "infuse", "elements": ["earth"]}]},
    },
    121: {
        "name": "Backup Ammunition",
        "level": 1,
        "initiative": 77,
        "top": {
            "abilities": [{"type": "bonus", "on": "own_ranged_attack", "add": {"target": 1}}],
            "lost": True,
            "active": {"duration": "persistent", "uses": 4, "xp_uses": [1, 2, 3, 4]},
        },
        "bottom": {"abilities": [{"type": "move", "value": 3}]},
    },
    122: {
        "name": "Rock Tunnel",
        "level": 1,
        "initiative": 41,
        "top": {"abilities": [{"type": "destroy_obstacle", "xp": 1}]},
        "bottom": {
            "abilities": [
                {
                    "type": "move",
                    "value": 5,
                    "jump": True,
                    "after": [{"type": "condition", "conditions": ["immobilize"], "who": "enemies_moved_through"}],
                    "xp": 1,
                }
            ],
            "lost": True,
        },
    },
    123: {
        "name": "Unstable Upheaval",
        "level": 1,
        "initiative": 13,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 3,
                    "targets": "all_adjacent_enemies",
                    "consume": [
                        {
                            "elements": ["earth"],
                            "add": {"selector": "all_enemies_in_range", "range": 2, "instead": True, "xp": 1},
                        }
                    ],
                    "xp": 1,
                },
                {"type": "damage", "value": 2, "who": "all_adjacent_allies"},
            ],
            "lost": True,
        },
        "bottom": {
            "abilities": [
                {"type": "damage", "value": 1, "who": "all_allies"},
                {"type": "shield", "value": 2, "who": "all_allies"},
            ],
            "lost": True,
            "xp": 2,
            "active": {"duration": "round"},
        },
    },
    124: {
        "name": "Crater",
        "level": 1,
        "initiative": 61,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 3,
                    "range": 3,
                    "consume": [{"elements": ["earth"], "add": {"push": 2, "xp": 1}}],
                }
            ]
        },
        "bottom": {
            "abilities": [
                {"type": "damage", "value": 1, "who": "all_adjacent_figures"},
                {"type": "move", "value": 4, "jump": True, "xp": 1},
                {
                    "type": "damage",
                    "value": 1,
                    "who": "all_adjacent_figures",
                    "consume": [{"elements": ["earth"], "add": {"damage": 2, "instead": True, "xp": 1}}],
                },
            ],
            "lost": True,
        },
    },
    129: {
        "name": "Nature's Lift",
        "level": "X",
        "initiative": 64,
        "top": {"abilities": [{"type": "heal", "value": 2, "range": 3, "target": 2, "who": "self_or_ally_in_range"}]},
        "bottom": {
            "abilities": [
                {
                    "type": "bonus",
                    "on": "own_ranged_attack",
                    "when": "elements_consumed",
                    "add": {"range": 2},
                    "consume": [{"elements": ["air"], "add": {"range": 2, "instead": True}}],
                }
            ],
            "lost": True,
            "active": {"duration": "persistent", "uses": 6, "xp_uses": [2, 4, 6]},
        },
    },
    146: {
        "name": "Submissive Affliction",
        "level": 1,
        "initiative": 48,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 2,
                    "if": [{"when": "always", "add": {"attack": 1, "per": "negative_condition_on_target"}}],
                }
            ],
            "xp": 1,
        },
        "bottom": {
            "abilities": [
                {
                    "type": "control",
                    "who": "one_enemy_in_range",
                    "range": 5,
                    "abilities": [{"type": "attack", "value": 2, "range_plus": 0}],
                    "may_target_enemies": True,
                }
            ]
        },
    },
    149: {
        "name": "Feedback Loop",
        "level": 1,
        "initiative": 79,
        "top": {
            "abilities": [
                {"type": "bonus", "on": "own_melee_attack", "add": {"shield": 1}, "augment": True},
                {"type": "attack", "value": 1},
            ],
            "xp": 1,
            "active": {"duration": "persistent"},
        },
        "bottom": {
            "abilities": [
                {
                    "type": "move",
                    "value": 4,
                    "jump": True,
                    "after": [
                        {
                            "type": "condition",
                            "conditions": [],
                            "who": "enemies_moved_through",
                            "if": [{"when": "ended_where_started", "add": {"conditions": ["muddle"]}}],
                        }
                    ],
                }
            ]
        },
    },
    150: {
        "name": "Gnawing Horde",
        "level": 1,
        "initiative": 82,
        "top": {
            "abilities": [
                {
                    "type": "summon",
                    "summon": {
                        "name": "Rat Swarm",
                        "hp": 6,
                        "move": 1,
                        "attack": 2,
                        "range": 0,
                        "conditions": ["poison"],
                    },
                }
            ],
            "lost": True,
            "xp": 2,
            "active": {"duration": "persistent"},
        },
        "bottom": {"abilities": [{"type": "move", "value": 4}]},
    },
    154: {
        "name": "Perverse Edge",
        "level": 1,
        "initiative": 8,
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 3,
                    "if": [{"when": "always", "add": {"attack": 2, "xp": 1, "per": "negative_condition_on_target"}}],
                }
            ],
            "lost": True,
        },
        "bottom": {
            "abilities": [
                {"type": "attack", "value": 1, "range": 2, "conditions": ["stun"]},
                {"type": "infuse", "elements": ["ice"]},
            ],
            "xp": 1,
        },
    },
    156: {
        "name": "Withering Claw",
        "level": "X",
        "initiative": 77,
        "top": {
            "abilities": [
                {
                    "type": "bonus",
                    "on": "own_melee_attack",
                    "add": {"conditions": ["muddle", "poison"]},
                    "augment": True,
                },
                {"type": "attack", "value": 1},
            ],
            "xp": 1,
            "active": {"duration": "persistent"},
        },
        "bottom": {
            "abilities": [
                {"type": "condition", "conditions": ["immobilize"], "who": "one_adjacent_enemy"},
                {"type": "move", "value": 3},
            ]
        },
    },
    157: {
        "name": "Possession",
        "level": "X",
        "initiative": 51,
        "top": {
            "abilities": [
                {"type": "control", "who": "one_adjacent_ally", "abilities": [{"type": "attack", "value": 6}]},
            ],
            "lost": True,
            "xp": 2,
        },
        "bottom": {
            "abilities": [
                {
                    "type": "control",
                    "who": "one_ally_in_range",
                    "range": 3,
                    "abilities": [{"type": "move", "value": 4}],
                },
            ]
        },
    },
}


def test_whole_cards_cover_every_class():
    per_class = {name: sum(1 for card in _cards(name) if card["id"] in WHOLE) for name in NAMES}
    assert all(count >= 4 for count in per_class.values()), per_class


@pytest.mark.parametrize("card_id", sorted(WHOLE))
def test_whole_card(card_id):
    assert CARDS[card_id] == {"id": card_id, **WHOLE[card_id]}


# (id, half) -> what the printed card gives, written out: initiative, lost flags, XP
PRINTED = {
    88: (86, False, True),
    89: (4, False, False),
    90: (12, True, False),
    91: (6, True, False),
    92: (23, False, False),
    93: (60, False, False),
    94: (10, False, True),
    95: (64, False, False),
    96: (33, False, False),
    97: (93, False, False),
    98: (9, True, False),
    99: (36, False, False),
    116: (46, False, True),
    117: (35, False, False),
    118: (75, True, False),
    119: (29, False, False),
    120: (87, False, False),
    121: (77, True, False),
    122: (41, False, True),
    123: (13, True, True),
    124: (61, False, True),
    125: (82, False, False),
    126: (38, False, False),
    127: (57, False, False),
    128: (53, True, False),
    129: (64, False, True),
    146: (48, False, False),
    147: (14, False, False),
    148: (27, False, True),
    149: (79, False, False),
    150: (82, True, False),
    151: (75, False, False),
    152: (71, False, False),
    153: (20, False, True),
    154: (8, True, False),
    155: (11, True, False),
    156: (77, False, False),
    157: (51, True, False),
    158: (29, False, True),
}


def test_initiatives_and_lost_flags():
    assert set(PRINTED) == set(CARDS)
    for card_id, (initiative, top_lost, bottom_lost) in PRINTED.items():
        card = CARDS[card_id]
        got = (card["initiative"], card["top"].get("lost", False), card["bottom"].get("lost", False))
        assert got == (initiative, top_lost, bottom_lost), card["name"]


def _xp(half: dict[str, Any]) -> int:
    """The XP printed on a half (each "for each" bonus counted once)."""
    total = half.get("xp", 0) + len(half.get("active", {}).get("xp_uses", []))
    for ability in _abilities(half["abilities"]):
        total += ability.get("xp", 0)
        total += sum(c["add"].get("xp", 0) for c in ability.get("consume", []) + ability.get("if", []))
    return total


# (top, bottom) XP encoded on every card, written out from the printed cards; charge boxes
# count one each. Heaving Swing (127) prints 1 more on its top, for pushing the target into an
# obstacle, which the vocabulary cannot express (UNENCODED_XP).
UNENCODED_XP = {(127, "top"): 1}
XP = {
    88: (1, 2), 89: (1, 0), 90: (2, 0), 91: (2, 0), 92: (2, 1), 93: (1, 0), 94: (1, 0), 95: (0, 0),
    96: (0, 0), 97: (1, 0), 98: (2, 0), 99: (0, 0),
    116: (1, 3), 117: (0, 0), 118: (2, 0), 119: (0, 0), 120: (0, 0), 121: (4, 0), 122: (1, 1),
    123: (2, 2), 124: (1, 2), 125: (1, 0), 126: (1, 0), 127: (0, 0), 128: (1, 0), 129: (0, 3),
    146: (1, 0), 147: (0, 0), 148: (1, 2), 149: (1, 0), 150: (2, 0), 151: (1, 0), 152: (1, 0),
    153: (0, 1), 154: (1, 1), 155: (2, 0), 156: (1, 0), 157: (2, 0), 158: (1, 1),
}  # fmt: skip


def test_xp():
    assert set(XP) == set(CARDS)
    for card_id, expected in XP.items():
        card = CARDS[card_id]
        assert (_xp(card["top"]), _xp(card["bottom"])) == expected, card["name"]


def test_active_halves():
    """Round and persistent halves: every bonus sits on one, and charge XP lies within the uses."""
    for card in CARDS.values():
        for _, half in _halves(card):
            kinds = [a["type"] for a in half["abilities"]]
            active = half.get("active")
            if "bonus" in kinds or "summon" in kinds:
                assert active, card["name"]
            if active and "xp_uses" in active:
                assert max(active["xp_uses"]) <= active["uses"], card["name"]
    augments = sorted(card["id"] for card in CARDS.values() for a in card["top"]["abilities"] if a.get("augment"))
    assert augments == [149, 151, 152, 156]


# --- areas --------------------------------------------------------------------------------
AREA_HEXES = {116: 2, 118: 2, 125: 7, 128: 3}  # Opposing Strike, Avalanche, Dirt Tornado, Forceful Storm


def _areas() -> dict[int, dict[str, Any]]:
    found = {}
    for card in CARDS.values():
        for _, half in _halves(card):
            for ability in _abilities(half["abilities"]):
                if "area" in ability:
                    found[card["id"]] = ability
    return found


def test_area_hex_counts():
    areas = _areas()
    assert {card_id: len(a["area"]) for card_id, a in areas.items()} == AREA_HEXES
    for card_id, ability in areas.items():
        hexes = {tuple(h) for h in ability["area"]}
        assert len(hexes) == len(ability["area"]), card_id
        if "range" in ability:  # a ranged area starts at [0, 0]
            assert ability["area"][0] == [0, 0], card_id
            assert connected(hexes), card_id
        else:  # a melee area touches the attacker's hex and leaves it out
            assert (0, 0) not in hexes and hexes & NEIGHBOURS, card_id
            assert connected(hexes | {(0, 0)}), card_id


def test_area_shapes():
    areas = _areas()
    # Opposing Strike: the two hexes on opposite sides of the attacker
    assert {tuple(h) for h in areas[116]["area"]} in ({(1, -1), (-1, 1)}, {(1, 0), (-1, 0)}, {(0, 1), (0, -1)})
    # Avalanche: two adjacent hexes, both adjacent to the attacker (a triangle with it)
    a, b = (tuple(h) for h in areas[118]["area"])
    assert {a, b} <= NEIGHBOURS and (a[0] - b[0], a[1] - b[1]) in NEIGHBOURS
    # Dirt Tornado: a hex and its six neighbours
    tornado = {tuple(h) for h in areas[125]["area"]}
    assert any({(q + dq, r + dr) for dq, dr in NEIGHBOURS} | {(q, r)} == tornado for q, r in tornado)
    # Forceful Storm: three mutually adjacent hexes
    storm = [tuple(h) for h in areas[128]["area"]]
    assert all((p[0] - o[0], p[1] - o[1]) in NEIGHBOURS for p in storm for o in storm if p != o)


# --- cross-check against the GHS data -------------------------------------------------------
CORRECTED_LEVEL = {156: "X"}  # Withering Claw
CORRECTED_NAME = {147: "Into the Night"}  # GHS: "Info the Night"


def _ghs(name: str) -> dict[int, dict[str, Any]]:
    deck = json.loads((SHARED / "deck" / f"{name}.json").read_text())
    return {card["cardId"]: card for card in deck["abilities"] if card["level"] in (1, "X")}


def _items(actions: list[dict[str, Any]], skip_boxes: bool = False):
    for item in actions or []:
        if skip_boxes and item["type"] == "box":
            continue
        yield item
        yield from _items(item.get("subActions", []), skip_boxes)


def _ghs_lost(card: dict[str, Any], half: str) -> bool:
    flag, actions = ("lost", "actions") if half == "top" else ("bottomLost", "bottomActions")
    return bool(card.get(flag)) or any(
        i["type"] == "card" and i["value"] == "lost" for i in _items(card.get(actions, []))
    )


TEXT_XP = "%game.card.experience:"


def _ghs_xp(card: dict[str, Any], half: str) -> int:
    """The XP of a GHS half: ``experience:N`` and ``slotXp:N`` items, and XP icons in free text."""
    total = 0
    for item in _items(card.get("actions" if half == "top" else "bottomActions", [])):
        value = str(item.get("value", ""))
        if item["type"] == "card" and value.startswith(("experience:", "slotXp:")):
            total += int(value.split(":")[1])
        if item["type"] == "custom" and TEXT_XP in value:  # XP written inside free text
            total += int(value.split(TEXT_XP)[1].split("%")[0])
    return total


def _numeric_counts(abilities: list[dict[str, Any]]) -> dict[str, int]:
    kinds = [a["type"] for a in _abilities(abilities) if isinstance(a.get("value"), int)]
    return {kind: kinds.count(kind) for kind in ("attack", "move", "heal")}


def _ghs_numeric_counts(actions: list[dict[str, Any]]) -> dict[str, int]:
    """Attack, move and heal items with a number, not counting "+1 Attack" bonuses
    (``valueType: add``) or a Mindthief augment's box (encoded as a ``bonus``)."""
    kinds = [
        i["type"]
        for i in _items(actions, skip_boxes=True)
        if isinstance(i.get("value"), int) and i.get("valueType") not in ("add", "plus", "minus")
    ]
    return {kind: kinds.count(kind) for kind in ("attack", "move", "heal")}


needs_shared = pytest.mark.skipif(not SHARED.is_dir(), reason=MISSING)


@needs_shared
@pytest.mark.parametrize("name", NAMES)
def test_against_ghs(name):
    source = _ghs(name)
    assert sorted(source) == [card["id"] for card in _cards(name)]
    for card in _cards(name):
        ghs = source[card["id"]]
        assert card["name"] == CORRECTED_NAME.get(card["id"], ghs["name"])
        assert card["initiative"] == ghs["initiative"], card["name"]
        assert card["level"] == CORRECTED_LEVEL.get(card["id"], ghs["level"]), card["name"]
        for half, actions in (("top", ghs.get("actions", [])), ("bottom", ghs.get("bottomActions", []))):
            mine = card[half]
            assert mine.get("lost", False) == _ghs_lost(ghs, half), (card["name"], half)
            unencoded = UNENCODED_XP.get((card["id"], half), 0)
            assert _xp(mine) + unencoded == _ghs_xp(ghs, half), (card["name"], half)
            assert _numeric_counts(mine["abilities"]) == _ghs_numeric_counts(actions), (card["name"], half)


@needs_shared
def test_class_stats_against_ghs():
    summary = json.loads((SHARED / "starting_classes_summary.json").read_text())
    for name in NAMES:
        ghs = json.loads((SHARED / f"{name}.json").read_text())
        assert DATA[name]["hp"] == [s["health"] for s in sorted(ghs["stats"], key=lambda s: s["level"])]
        assert DATA[name]["hand_size"] == summary[name]["handSize"]
        if "handSize" in ghs:
            assert DATA[name]["hand_size"] == ghs["handSize"]
    rats = next(s for s in json.loads((SHARED / "mindthief.json").read_text())["availableSummons"] if s["level"] == 1)
    summon = CARDS[150]["top"]["abilities"][0]["summon"]
    assert (summon["hp"], summon["attack"], summon["move"]) == (rats["health"], rats["attack"], rats["movement"])


@needs_shared
def test_areas_against_ghs():
    """GHS areas are ``(col,row,type)`` in odd-r offset coordinates (odd rows shifted right):
    ``active`` is the attacker, ``target`` the area, ``enhance`` only an enhancement dot."""
    ghs = {cid: card for name in NAMES for cid, card in _ghs(name).items()}
    for card_id, ability in _areas().items():
        strings = [i["value"] for i in _items(ghs[card_id]["actions"]) if i["type"] == "area"]
        assert len(strings) == 1, card_id
        cells = [part.strip("()").split(",") for part in strings[0].split("|")]
        targets = [odd_r_to_axial(int(c), int(r)) for c, r, kind in cells if kind == "target"]
        active = [odd_r_to_axial(int(c), int(r)) for c, r, kind in cells if kind == "active"]
        if active:
            (q0, r0), melee = active[0], True
        else:
            (q0, r0), melee = targets[0], False
        source = [(q - q0, r - r0) for q, r in targets]
        mine = [tuple(h) for h in ability["area"]]
        assert melee == ("range" not in ability), card_id
        assert mine == source, card_id  # the same offsets, in the same order
        assert shape(set(mine), not melee) == shape(set(source), not melee)
