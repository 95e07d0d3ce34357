"""Every monster ability deck (``rules/gloomhaven/data/agpl/monster_decks.json``): the 31 decks of
the game (FA's "Boss 2" is the Boss deck again), each card's number, initiative and shuffle
icon written out here from the printed cards, and a sample of cards per deck read ability by
ability. The engine's play of the new abilities: ``test_monster_mechanics.py``."""

import json
from pathlib import Path

import pytest

from rules.gloomhaven import content

DECKS = content.monster_decks()
FC = Path(__file__).resolve().parents[2] / "rules" / "gloomhaven" / "data" / "agpl" / "fc"
FC_DECKS = set(json.loads((FC / "monster_decks.json").read_text()))
FC_MONSTERS = set(json.loads((FC / "monsters.json").read_text())) | set(json.loads((FC / "bosses.json").read_text()))
#: the scenario book's own figures (#34's Zephyrs), not a printed deck
BOOK = FC.parent / "scenario"
BOOK_DECKS = set(json.loads((BOOK / "monster_decks.json").read_text()))
BOOK_MONSTERS = set(json.loads((BOOK / "bosses.json").read_text()))

# deck: {card: (initiative, shuffle)}
PRINTED = {
    "cultist-89": {
        604: (10, False),
        605: (10, False),
        606: (27, False),
        607: (27, False),
        608: (39, False),
        609: (63, True),
        610: (63, True),
        611: (31, False),
    },
    "deep-terror": {
        732: (65, False),
        733: (60, True),
        734: (60, True),
        735: (84, False),
        736: (75, False),
        737: (75, False),
        738: (96, False),
        739: (54, False),
    },
    "earth-demon": {
        636: (40, True),
        637: (42, True),
        638: (62, False),
        639: (71, False),
        640: (83, False),
        641: (93, False),
        642: (79, False),
        643: (87, False),
    },
    "flame-demon": {
        628: (3, False),
        629: (24, False),
        630: (46, True),
        631: (49, False),
        632: (67, False),
        633: (77, False),
        634: (30, True),
        635: (8, False),
    },
    "frost-demon": {
        620: (18, False),
        621: (38, False),
        622: (58, False),
        623: (58, False),
        624: (78, True),
        625: (78, True),
        626: (58, False),
        627: (18, False),
    },
    "giant-viper": {
        684: (32, True),
        685: (32, True),
        686: (11, False),
        687: (43, False),
        688: (58, False),
        689: (58, False),
        690: (43, False),
        691: (23, False),
    },
    "harrower-infester": {
        724: (38, False),
        725: (7, False),
        726: (16, False),
        727: (16, False),
        728: (2, True),
        729: (30, False),
        730: (38, False),
        731: (7, True),
    },
    "living-spirit": {
        580: (22, True),
        581: (33, True),
        582: (48, False),
        583: (48, False),
        584: (61, False),
        585: (75, False),
        586: (55, False),
        587: (67, False),
    },
    "night-demon": {
        660: (4, False),
        661: (7, False),
        662: (22, False),
        663: (26, False),
        664: (46, True),
        665: (41, True),
        666: (35, False),
        667: (15, False),
    },
    "ooze": {
        692: (36, False),
        693: (57, False),
        694: (59, False),
        695: (66, False),
        696: (94, True),
        697: (94, True),
        698: (66, False),
        699: (85, False),
    },
    "savvas-icestorm": {
        708: (70, False),
        709: (98, False),
        710: (98, False),
        711: (19, False),
        712: (14, False),
        713: (14, False),
        714: (47, True),
        715: (35, True),
    },
    "savvas-lavaflow": {
        716: (97, False),
        717: (97, False),
        718: (22, False),
        719: (68, True),
        720: (41, False),
        721: (51, False),
        722: (31, False),
        723: (68, True),
    },
    "sun-demon": {
        652: (17, True),
        653: (36, False),
        654: (36, False),
        655: (68, False),
        656: (73, True),
        657: (95, False),
        658: (88, False),
        659: (50, False),
    },
    "wind-demon": {
        644: (9, False),
        645: (21, True),
        646: (21, True),
        647: (29, False),
        648: (37, False),
        649: (43, False),
        650: (43, False),
        651: (2, False),
    },
    "boss": {
        572: (11, False),
        573: (14, False),
        574: (17, True),
        575: (85, True),
        576: (79, False),
        577: (73, False),
        578: (36, False),
        579: (52, False),
    },
    # a sample of the decks encoded before
    "guard": {524: (15, True), 527: (50, False), 531: (15, True)},
    "cultist": {604: (10, False), 609: (63, True), 611: (31, False)},
    "lurker": {612: (11, True), 617: (64, False), 619: (23, True)},
}


def test_every_deck_of_the_game_is_encoded():
    # 31 decks in the base game (FA lists "Boss 2", the Boss deck's eight cards again, used by no
    # base monster); Forgotten Circles' own decks are in agpl/fc/ (test_fc_monsters.py)
    base = {k: d for k, d in DECKS.items() if k not in FC_DECKS | BOOK_DECKS}
    assert len(base) == 30
    assert all(len(deck) == 8 for deck in base.values())
    users = {m["deck"] for k, m in content.monsters().items() if k not in FC_MONSTERS | BOOK_MONSTERS}
    assert users - {"boss"} == set(base) - {"boss"}  # every monster type's deck, and the bosses'


@pytest.mark.parametrize("deck_id", sorted(PRINTED))
def test_card_numbers_initiatives_and_shuffles(deck_id):
    found = {card["id"]: (card["initiative"], card["shuffle"]) for card in DECKS[deck_id]}
    if len(PRINTED[deck_id]) == 8:
        assert found == PRINTED[deck_id]
    else:
        assert {k: found[k] for k in PRINTED[deck_id]} == PRINTED[deck_id]


def _card(deck_id, card_id):
    return next(c["abilities"] for c in DECKS[deck_id] if c["id"] == card_id)


def test_the_cultist_of_scenario_89_summons_an_elite_giant_viper():
    # Cultist (89) 609: "Summon elite Giant Viper; Cultist suffers 2 damage"
    assert _card("cultist-89", 609) == [
        {"type": "summon", "monster": "giant-viper", "elite": True},
        {"type": "damage", "value": 2, "who": "self"},
    ]
    assert _card("cultist-89", 604) == _card("cultist", 604)


def test_deep_terror():
    # 738: "Attack -2, Range 6; Summon normal Deep Terror in a hex adjacent to the target"
    assert _card("deep-terror", 738) == [
        {"type": "attack", "plus": -2, "range": 6},
        {"type": "summon", "monster": "deep-terror", "elite": False, "near_target": True},
    ]
    # 733: a line of five hexes straight out from the Deep Terror, Pierce 3
    line = _card("deep-terror", 733)[0]
    assert line["pierce"] == 3 and sorted(line["area"]) == [[1, -1], [2, -2], [3, -3], [4, -4], [5, -5]]
    # 739: "Wound and Poison, target all adjacent enemies; Attack +0, Range 4"
    assert _card("deep-terror", 739)[0] == {
        "type": "condition",
        "conditions": ["poison", "wound"],
        "who": "all_adjacent_enemies",
    }


def test_demons_convert_any_element_into_their_own():
    # "consume any element: infuse <own element>" on a card of each demon
    for deck_id, card_id, element in (
        ("earth-demon", 643, "earth"),
        ("flame-demon", 635, "fire"),
        ("frost-demon", 626, "ice"),
        ("night-demon", 667, "dark"),
        ("sun-demon", 659, "light"),
        ("wind-demon", 651, "air"),
    ):
        assert _card(deck_id, card_id)[-1] == {"type": "infuse", "elements": [element], "if_consumed": ["any"]}


def test_elements_consumed_on_the_demons_cards():
    # Earth Demon 639 "Attack +0, Range 4; consume Earth: Target 2"
    assert _card("earth-demon", 639)[0]["consume"] == [{"elements": ["earth"], "add": {"target": 2, "instead": True}}]
    # Flame Demon 633 "Attack +0, target all adjacent enemies; consume Ice: Flame Demon suffers 1 damage":
    # a melee attack of a ranged monster
    assert _card("flame-demon", 633) == [
        {"type": "attack", "plus": 0, "range": 0, "targets": "all_adjacent_enemies"},
        {"type": "damage", "value": 1, "who": "self", "if_consumed": ["ice"]},
    ]
    # Wind Demon 650 "consume Earth: -2 Range"
    assert _card("wind-demon", 650)[1]["consume"] == [{"elements": ["earth"], "add": {"range": -2}}]
    # Sun Demon 652 "Heal 3, Range 3; consume Light: target all allies within range"
    assert _card("sun-demon", 652)[0]["consume"] == [
        {"elements": ["light"], "add": {"selector": "all_allies_in_range"}}
    ]


def test_giant_viper_ooze_and_harrower():
    # Giant Viper 689 "All attacks targeting Giant Viper this round gain Disadvantage"
    assert _card("giant-viper", 689)[2] == {
        "type": "bonus",
        "on": "attacked",
        "who": "self",
        "add": {"disadvantage": True},
    }
    # Ooze 696 "Ooze suffers 2 damage; Summons normal Ooze with the summoning Ooze's hit points"
    assert _card("ooze", 696) == [
        {"type": "damage", "value": 2, "who": "self"},
        {"type": "summon", "monster": "ooze", "elite": False, "hp_of_summoner": True},
    ]
    # Harrower Infester 729 "consume Dark: perform Heal 2, Self for each target damaged"
    assert _card("harrower-infester", 729)[1]["consume"] == [
        {"elements": ["dark"], "add": {"heal_self": 2, "per": "target_damaged"}}
    ]


def test_the_savvas():
    # Savvas Lavaflow 721 "All enemies suffer 2 damage; consume Fire: Wound all enemies;
    # consume Earth: Disarm all enemies"
    assert _card("savvas-lavaflow", 721) == [
        {"type": "damage", "value": 2, "who": "all_enemies"},
        {"type": "condition", "conditions": ["wound"], "who": "all_enemies", "if_consumed": ["fire"]},
        {"type": "condition", "conditions": ["disarm"], "who": "all_enemies", "if_consumed": ["earth"]},
    ]
    # Savvas Icestorm 709 "Summon normal Wind Demon" and Air
    assert _card("savvas-icestorm", 709) == [
        {"type": "summon", "monster": "wind-demon", "elite": False},
        {"type": "infuse", "elements": ["air"]},
    ]
    # Savvas Icestorm 713 "consume Air: Attack +0, Range +0"
    assert _card("savvas-icestorm", 713)[2] == {"type": "attack", "plus": 0, "range_plus": 0, "if_consumed": ["air"]}


def test_the_boss_deck():
    # "Special 2" (572-574), "Special 1" (575-577), then two printed cards
    assert [_card("boss", n) for n in (572, 573, 574)] == [[{"type": "boss_special", "special": 2}]] * 3
    assert [_card("boss", n) for n in (575, 576, 577)] == [[{"type": "boss_special", "special": 1}]] * 3
    assert _card("boss", 579) == [{"type": "move", "plus": -1}, {"type": "attack", "plus": -1, "range": 3, "target": 2}]


def test_any_element_is_consumed_only_for_abilities_other_than_move_and_attack():
    """The players choose "any element" (``monster_elements``) before an ability the engine
    performs at once; no move or attack of the decks consumes any element."""
    for deck in DECKS.values():
        for card in deck:
            for ability in card["abilities"]:
                if "any" in ability.get("if_consumed", []):
                    assert ability["type"] not in ("move", "attack")
