"""Forgotten Circles' monsters (``rules/gloomhaven/data/agpl/fc/``): stats, bosses and ability
decks, and the monster types of scenarios 96-115.

The samples below are written out from the stat cards and ability cards as GHS
(``data/fc/monster/``) and FA (``Forgotten Circles.json``) give them, not read from the files
they check. Where GHS and FA differ the data follows GHS for stats and FA for the bosses'
special actions and the ability cards (agpl/README.md lists the differences).
"""

import json
from pathlib import Path

import jsonschema_rs
import pytest

from rules.core import chance
from rules.gloomhaven import content, effects, scenarios, setup

FC = Path(__file__).resolve().parents[2] / "rules" / "gloomhaven" / "data" / "agpl" / "fc"
MONSTERS = ("aesther-ashblade", "aesther-scout", "valrath-tracker", "valrath-savage")
BOSSES = ("human-commander", "valrath-commander", "manifestation-of-corruption")
#: FC scenarios with a map (100 has none upstream)
NUMBERS = [n for n in range(96, 116) if n in scenarios.numbers()]
#: Decks not in the FC files: the Boss deck (the base game's, encoded with it), and the
#: Manifestation of Corruption's own deck (two cards a round, the bottom action of one and the
#: top of the other), which does not fit a monster ability card yet.
ELSEWHERE = {"boss", "manifestation-of-corruption"}


def _s(hp, move, attack, **extra):
    return {"hp": hp, "move": move, "attack": attack, "range": extra.pop("range", 0), **extra}


def test_the_fc_files_load_with_the_base_game():
    kinds = content.monsters()
    assert all(k in kinds for k in MONSTERS + BOSSES)
    assert sorted(json.loads((FC / "monsters.json").read_text())) == sorted(MONSTERS)
    assert sorted(json.loads((FC / "bosses.json").read_text())) == sorted(BOSSES)
    assert sorted(json.loads((FC / "monster_decks.json").read_text())) == ["ashblade", "boss-2", "savage", "tracker"]
    assert "guard" in content.monster_decks() and "tracker" in content.monster_decks()


@pytest.mark.parametrize(
    ("kind", "deck", "standees"),
    [
        ("aesther-ashblade", "ashblade", 4),
        ("aesther-scout", "scout", 4),  # the Vermling Scout's deck
        ("valrath-tracker", "tracker", 6),
        ("valrath-savage", "savage", 6),
    ],
)
def test_decks_and_standees(kind, deck, standees):
    monster = content.monsters()[kind]
    assert (monster["deck"], monster["standees"], monster["flying"]) == (deck, standees, False)


@pytest.mark.parametrize(
    ("kind", "level", "normal", "elite"),
    [
        ("aesther-scout", 0, _s(8, 3, 2), _s(13, 3, 3)),
        (
            "aesther-scout",
            7,
            _s(24, 5, 4, conditions=["muddle", "curse"]),
            _s(33, 5, 6, conditions=["muddle", "curse"]),
        ),
        ("aesther-ashblade", 0, _s(8, 3, 2), _s(12, 3, 3, conditions=["poison"])),
        (
            "aesther-ashblade",
            3,
            _s(15, 3, 3, conditions=["poison"]),
            _s(18, 4, 4, conditions=["poison"], other=["Attackers gain Disadvantage"]),
        ),
        ("valrath-tracker", 0, _s(5, 2, 2, range=2), _s(9, 2, 3, range=4)),
        (
            "valrath-tracker",
            3,
            _s(8, 3, 3, range=3, advantage=True),
            _s(14, 2, 4, range=6, pierce=1, other=["Push 1"]),
        ),
        ("valrath-savage", 0, _s(6, 2, 2), _s(10, 2, 3)),
        ("valrath-savage", 2, _s(8, 3, 2, shield=1), _s(14, 2, 4)),
        (
            "valrath-savage",
            7,
            _s(14, 4, 3, shield=3),
            _s(28, 3, 6, other=["All adjacent allies add +2 Attack to all attacks"]),
        ),
    ],
)
def test_stat_samples(kind, level, normal, elite):
    assert content.monster_stats(kind, level, False) == normal
    assert content.monster_stats(kind, level, True) == elite


def test_boss_samples():
    # Human Commander level 0: 6xC HP, move 2, attack 4, shield 2; immune to immobilize,
    # poison, disarm, curse, wound and stun
    human = content.monster_stats("human-commander", 0, False, 3)
    assert (human["hp"], human["move"], human["attack"], human["shield"]) == (18, 2, 4, 2)
    assert sorted(human["immune"]) == ["curse", "disarm", "immobilize", "poison", "stun", "wound"]
    # Valrath Commander level 4: 21xC, move 3, attack 5, range 4, wound and poison
    valrath = content.monster_stats("valrath-commander", 4, False, 2)
    assert (valrath["hp"], valrath["move"], valrath["attack"], valrath["range"]) == (42, 3, 5, 4)
    assert sorted(valrath["conditions"]) == ["poison", "wound"]
    # The Manifestation of Corruption: 22xC at level 0, range 3; it does not move
    manifestation = content.monster_stats("manifestation-of-corruption", 0, False, 4)
    assert (manifestation["hp"], manifestation["move"], manifestation["range"]) == (88, 0, 3)
    assert all(content.monsters()[k]["boss"] == "boss" for k in BOSSES)


def _card(deck, number):
    return next(c for c in content.monster_decks()[deck] if c["id"] == number)


def test_deck_samples():
    # Ashblade 1009 (24): "Attack +3, Pierce 2; Fire"
    assert _card("ashblade", 1009) == {
        "id": 1009,
        "initiative": 24,
        "shuffle": False,
        "abilities": [{"type": "attack", "plus": 3, "pierce": 2}, {"type": "infuse", "elements": ["fire"]}],
    }
    # Ashblade 1011 (17): "Move +0; Attack +0, Fire (consume): Disarm"
    assert _card("ashblade", 1011)["abilities"][1] == {
        "type": "attack",
        "plus": 0,
        "consume": [{"elements": ["fire"], "add": {"conditions": ["disarm"]}}],
    }
    # Tracker 992 (18): "Move -1; Attack -1, Range +0; create a Disarm trap"
    assert _card("tracker", 992)["abilities"][2] == {"type": "trap", "damage": 0, "conditions": ["disarm"]}
    # Savage 999 (13): "Strengthen, Self; Attack +0, Wound; Savage suffers 2 damage"
    assert _card("savage", 999)["abilities"][2] == {"type": "damage", "value": 2, "who": "self"}
    # the three decks of eight cards, their shuffle cards
    for deck, shuffles in (("ashblade", [1007, 1008]), ("tracker", [994, 998]), ("savage", [1000, 1006])):
        cards = content.monster_decks()[deck]
        assert len(cards) == 8 and [c["id"] for c in cards if c["shuffle"]] == shuffles


def test_the_second_boss_deck_is_the_boss_deck():
    # FA's "Boss 2": Special 2 on 572-574 (11, 14, 17), Special 1 on 575-577 (85, 79, 73)
    cards = {c["id"]: c for c in content.monster_decks()["boss-2"]}
    assert [(n, cards[n]["initiative"]) for n in sorted(cards)] == [
        (572, 11),
        (573, 14),
        (574, 17),
        (575, 85),
        (576, 79),
        (577, 73),
        (578, 36),
        (579, 52),
    ]
    assert [n for n in sorted(cards) if cards[n]["shuffle"]] == [574, 575]
    assert cards[576]["abilities"] == [{"type": "boss_special", "special": 1}]


def test_every_fc_monster_s_deck_is_encoded():
    decks = content.monster_decks()
    for kind in (*MONSTERS, *BOSSES):
        deck = content.monsters()[kind]["deck"]
        assert deck in decks or deck in ELSEWHERE, kind
    assert content.monsters()["human-commander"]["deck"] == "boss"


def test_every_fc_card_validates():
    validator = jsonschema_rs.Draft202012Validator(effects.document("MonsterAbilityCard"))
    decks = json.loads((FC / "monster_decks.json").read_text())
    for cards in decks.values():
        for card in cards:
            assert validator.is_valid(card), card["id"]


@pytest.mark.parametrize("number", NUMBERS)
def test_the_monster_types_of_every_fc_scenario_are_known(number):
    scenario = scenarios.load(number)
    for characters in (2, 3, 4):
        for placement in scenario.monsters_for(characters):
            kind = placement["monster"]
            assert kind in content.monsters(), (number, kind)
            for level in range(8):
                stats = content.monster_stats(kind, level, placement["elite"], characters)
                assert stats["hp"] >= 1
    assert all(kind in content.monsters() for kind in scenario.additional_monsters)


@pytest.mark.parametrize("number", NUMBERS)
def test_every_fc_scenario_sets_up_past_its_monsters(number):
    """Setup places the starting rooms' monsters; it may stop later at a deck another part of
    issue 13 still encodes, never at a Forgotten Circles monster."""
    options = {
        "scenario": number,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
        "difficulty": "normal",
        "randomness": "seeded",
    }
    try:
        state = setup.new_state("gloomhaven", "test", options, chance.new_rng("seeded", 1))
    except KeyError as missing:  # a deck not encoded yet: not one of Forgotten Circles' monsters
        fc = json.loads((FC / "monsters.json").read_text()) | json.loads((FC / "bosses.json").read_text())
        assert missing.args[0] not in {m["deck"] for m in fc.values()} - ELSEWHERE, number
        return
    assert all(m["standee"] is not None for m in state["monsters"])
