"""The monster data (``rules/gloomhaven/data/agpl/monsters.json``), the monster ability decks
(``agpl/monster_decks.json``) and the attack modifier deck (``data/modifier_deck.json``).

* Every encoded card validates against the effect vocabulary
  (``effects.document("MonsterAbilityCard")``) and both files load through ``content``.
* The stats of Black Barrow's monsters (levels 0, 1 and 7) and their three decks' ids,
  initiatives and shuffle cards are checked against values written out here from the printed
  cards (not read from any data).
* Every monster's numbers, and every encoded deck's ids, initiatives, shuffle flags and
  move/attack/range modifiers, are cross-checked against the Frosthaven Assistant (FA) data in
  ``../shared/data/gloomhaven/monsters/`` (skipped when that folder is missing).

Documented departures from the FA data:
* Cave Bear card 597 (initiative 14) is numbered 587 in FA, which is the number of a Living
  Spirit card; the Cave Bear cards are 596-603 (GHS agrees).
"""

import json
import re
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest

from rules.gloomhaven import content, effects

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO / ".." / "shared" / "data" / "gloomhaven"
FA_STATS = SHARED / "monsters" / "monster_stats.json"
FA_DECKS = SHARED / "monsters" / "monster_ability_decks.json"
MISSING = (
    f"the FA monster data is missing: {SHARED.resolve()} does not exist (it lives in ../shared next to the repository)"
)

DATA = REPO / "rules" / "gloomhaven" / "data"
RAW_MONSTERS = json.loads((DATA / "agpl" / "monsters.json").read_text())
#: The base game's; Forgotten Circles' (``agpl/fc/``) are tested in test_fc_monsters.py.
BASE = {*RAW_MONSTERS, *json.loads((DATA / "agpl" / "bosses.json").read_text())}
MONSTERS = {k: m for k, m in content.monsters().items() if k in BASE}
DECKS = {
    k: d
    for k, d in content.monster_decks().items()
    if k in json.loads((DATA / "agpl" / "monster_decks.json").read_text())
}
CARDS = [(deck_id, card) for deck_id, deck in DECKS.items() for card in deck]

#: FA names of the encoded decks
FA_DECK_NAMES = {
    "guard": "Guard",
    "archer": "Archer",
    "living-bones": "Living Bones",
    "ancient-artillery": "Ancient Artillery",
    "cave-bear": "Cave Bear",
    "hound": "Hound",
    "imp": "Imp",
    "living-corpse": "Living Corpse",
    "lurker": "Lurker",
    "rending-drake": "Rending Drake",
    "scout": "Scout",
    "shaman": "Shaman",
    "spitting-drake": "Spitting Drake",
    "stone-golem": "Stone Golem",
    "cultist": "Cultist",
    "cultist-89": "Cultist (89)",
    "deep-terror": "Deep Terror",
    "earth-demon": "Earth Demon",
    "flame-demon": "Flame Demon",
    "frost-demon": "Frost Demon",
    "giant-viper": "Giant Viper",
    "harrower-infester": "Harrower Infester",
    "living-spirit": "Living Spirit",
    "night-demon": "Night Demon",
    "ooze": "Ooze",
    "savvas-icestorm": "Savvas Icestorm",
    "savvas-lavaflow": "Savvas Lavaflow",
    "sun-demon": "Sun Demon",
    "wind-demon": "Wind Demon",
    "boss": "Boss",  # FA's "Boss 2" is the same eight cards, and no monster names it
}
RENUMBERED = {("cave-bear", 587): 597}
#: The Cultist of scenario 89 reprints the Cultist's card numbers (FA and GHS agree).
REPRINTED = ("cultist", "cultist-89")


def _walk(abilities: list[dict[str, Any]]):
    for ability in abilities:
        yield ability
        yield from _walk(ability.get("after", []) + ability.get("abilities", []))


# --- vocabulary and shape ----------------------------------------------------------------------
VALIDATOR = jsonschema_rs.Draft202012Validator(effects.document("MonsterAbilityCard"), validate_formats=False)


@pytest.mark.parametrize("deck_id,card", CARDS, ids=[f"{d}-{c['id']}" for d, c in CARDS])
def test_card_validates(deck_id, card):
    errors = [f"{list(e.instance_path)}: {e.message}" for e in VALIDATOR.iter_errors(card)]
    assert not errors, errors


def test_the_encoded_decks():
    assert sorted(DECKS) == sorted(FA_DECK_NAMES)
    for deck_id, deck in DECKS.items():
        assert len(deck) == 8, deck_id
        assert len({card["id"] for card in deck}) == 8, deck_id
    ids = [card["id"] for deck_id, card in CARDS if deck_id != REPRINTED[1]]
    assert len(set(ids)) == len(ids), "card ids are unique across the decks too"
    assert [c["id"] for c in DECKS[REPRINTED[0]]] == [c["id"] for c in DECKS[REPRINTED[1]]]


def test_monster_abilities_are_relative_where_the_card_is():
    """Monster move and attack are always relative (``plus``), never ``value``."""
    for deck_id, card in CARDS:
        for ability in _walk(card["abilities"]):
            if ability["type"] in ("move", "attack"):
                assert "plus" in ability and "value" not in ability, (deck_id, card["id"])


def test_every_monster_names_a_deck_and_the_black_barrow_decks_are_encoded():
    assert len(MONSTERS) == 37 + 23, "37 monster types, 14 bosses and 9 named monsters"
    for kind in ("bandit-guard", "bandit-archer", "living-bones"):
        assert MONSTERS[kind]["deck"] in DECKS
    users = {m["deck"] for m in MONSTERS.values()}
    assert set(DECKS) <= users
    assert {"guard", "archer", "living-bones"} <= users
    assert MONSTERS["city-guard"]["deck"] == MONSTERS["inox-guard"]["deck"] == "guard"
    assert MONSTERS["city-archer"]["deck"] == MONSTERS["inox-archer"]["deck"] == "archer"


def test_bosses_have_one_rank_and_formulas_of_c():
    """Boss stat cards give HP as a formula of C, the number of characters (Bandit Commander:
    level 1, "10xC"; immune to stun, immobilize and curse)."""
    bosses = {k: m for k, m in MONSTERS.items() if content.is_boss(k)}
    assert sum(b["boss"] == "boss" for b in bosses.values()) == 14
    assert len(bosses) == 23
    for kind, characters, hp in (("bandit-commander", 2, 20), ("bandit-commander", 4, 40), ("hungry-soul", 3, 9)):
        stats = content.monster_stats(kind, 1 if kind == "bandit-commander" else 0, False, characters)
        assert stats["hp"] == hp
    commander = content.monster_stats("bandit-commander", 1, False, 3)
    assert (commander["move"], commander["attack"]) == (3, 3)
    assert sorted(commander["immune"]) == ["curse", "immobilize", "stun"]
    assert content.monster_stats("inox-bodyguard", 0, False, 3)["attack"] == 3, "attack C"
    assert content.monster_stats("bloated-regent", 2, False, 3)["hp"] == 19, "13xC/2 rounded down"
    with pytest.raises(ValueError):
        content.monster_stats("bandit-commander", 1, False)


# --- Black Barrow: the printed stat cards ------------------------------------------------------
def _s(hp, move, attack, **extra):
    return {"hp": hp, "move": move, "attack": attack, "range": extra.pop("range", 0), **extra}


BLACK_BARROW_STATS = {
    ("bandit-guard", 0): (_s(5, 2, 2), _s(9, 2, 3)),
    ("bandit-guard", 1): (_s(6, 3, 2), _s(9, 2, 3, shield=1)),
    ("bandit-guard", 7): (_s(16, 5, 4), _s(14, 3, 5, shield=3, conditions=["muddle"])),
    ("bandit-archer", 0): (_s(4, 2, 2, range=3), _s(6, 2, 3, range=3)),
    ("bandit-archer", 1): (_s(5, 2, 2, range=4), _s(7, 2, 3, range=5)),
    ("bandit-archer", 7): (_s(13, 3, 4, range=5), _s(17, 4, 5, range=6, conditions=["poison"])),
    ("living-bones", 0): (_s(5, 2, 1, target=2), _s(6, 4, 2, target=2)),
    ("living-bones", 1): (_s(5, 3, 1, target=2, shield=1), _s(6, 4, 2, target=3, shield=1)),
    ("living-bones", 7): (_s(13, 4, 3, target=2, shield=1), _s(14, 6, 4, target=3, shield=2)),
}


@pytest.mark.parametrize("kind,level", sorted(BLACK_BARROW_STATS))
def test_black_barrow_stats(kind, level):
    normal, elite = BLACK_BARROW_STATS[kind, level]
    assert content.monster_stats(kind, level, elite=False) == normal
    assert content.monster_stats(kind, level, elite=True) == elite


def test_black_barrow_monsters():
    for kind, name, standees in (
        ("bandit-guard", "Bandit Guard", 6),
        ("bandit-archer", "Bandit Archer", 6),
        ("living-bones", "Living Bones", 10),
    ):
        assert MONSTERS[kind]["name"] == name
        assert MONSTERS[kind]["standees"] == standees
        assert MONSTERS[kind]["flying"] is False


# id: (initiative, shuffle)
BLACK_BARROW_DECKS = {
    "guard": {
        524: (15, True),
        525: (30, False),
        526: (35, False),
        527: (50, False),
        528: (50, False),
        529: (70, False),
        530: (55, False),
        531: (15, True),
    },
    "archer": {
        532: (16, False),
        533: (31, False),
        534: (32, False),
        535: (44, False),
        536: (56, False),
        537: (68, True),
        538: (14, False),
        539: (29, True),
    },
    "living-bones": {
        516: (64, False),
        517: (20, True),
        518: (25, False),
        519: (45, False),
        520: (45, False),
        521: (81, False),
        522: (74, False),
        523: (12, True),
    },
}


@pytest.mark.parametrize("deck_id", sorted(BLACK_BARROW_DECKS))
def test_black_barrow_deck_initiatives_and_shuffles(deck_id):
    found = {card["id"]: (card["initiative"], card["shuffle"]) for card in DECKS[deck_id]}
    assert found == BLACK_BARROW_DECKS[deck_id]


def _card(deck_id: str, card_id: int) -> list[dict[str, Any]]:
    return next(c["abilities"] for c in DECKS[deck_id] if c["id"] == card_id)


def test_black_barrow_cards():
    move, attack = "move", "attack"
    # Guard: "Shield 1 / Retaliate 2" for the round; "Attack +0, Range 2" on a melee monster
    assert _card("guard", 524) == [
        {"type": "shield", "value": 1, "who": "self"},
        {"type": "retaliate", "value": 2, "who": "self"},
    ]
    assert _card("guard", 526) == [{"type": move, "plus": -1}, {"type": attack, "plus": 0, "range": 2}]
    assert _card("guard", 530)[2] == {"type": "condition", "conditions": ["strengthen"], "who": "self"}
    assert _card("guard", 531) == [
        {"type": "shield", "value": 1, "who": "self"},
        {"type": attack, "plus": 0, "conditions": ["poison"]},
    ]
    # Archer: relative ranges, Target 2, the trap, Immobilize
    assert _card("archer", 534) == [{"type": move, "plus": 0}, {"type": attack, "plus": 1, "range_plus": -1}]
    assert _card("archer", 536) == [{"type": attack, "plus": -1, "range_plus": 0, "target": 2}]
    assert _card("archer", 538) == [
        {"type": move, "plus": -1},
        {"type": attack, "plus": -1, "range_plus": 0},
        {"type": "trap", "damage": 3},
    ]
    assert _card("archer", 539)[1] == {"type": attack, "plus": -1, "range_plus": 1, "conditions": ["immobilize"]}
    # Living Bones: heal self, "Target one enemy with all attacks", Attack +2 alone
    assert _card("living-bones", 517) == [
        {"type": move, "plus": -2},
        {"type": attack, "plus": 0},
        {"type": "heal", "value": 2, "who": "self"},
    ]
    assert _card("living-bones", 521) == [{"type": attack, "plus": 2}]
    assert _card("living-bones", 522)[1] == {"type": attack, "plus": 0, "targets": "one_enemy_all_attacks"}
    assert _card("living-bones", 523) == [
        {"type": "shield", "value": 1, "who": "self"},
        {"type": "heal", "value": 2, "who": "self"},
    ]


# --- cross-check against the FA data -----------------------------------------------------------
def _fa(path: Path) -> dict[str, Any]:
    if not path.is_file():
        pytest.skip(MISSING)
    data: dict[str, Any] = json.loads(path.read_text())
    data.pop("_about", None)
    return data


def _ident(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _expected_stats(raw: dict[str, Any]) -> dict[str, Any]:
    """The FA stat block in our shape (an independent reading of the FA markup)."""
    out: dict[str, Any] = {"hp": raw["health"], "move": raw["move"], "attack": raw["attack"]}
    out["range"] = raw.get("range", 0)
    conditions, other = [], []
    attributes = raw.get("attributes", [])
    for i, token in enumerate(attributes):
        number = re.fullmatch(r"%(shield|retaliate|pierce|target)% (\d+)", token)
        if number:
            out[number[1]] = int(number[2])
        elif re.fullmatch(r"\^%range% \d+", token):
            assert attributes[i - 1].startswith("%retaliate%")
            out["retaliate_range"] = int(token.split()[-1])
        elif re.fullmatch(r"\^?%\w+%", token):
            conditions.append(token.strip("^%"))
        elif token == "Advantage":
            out["advantage"] = True
        else:
            other.append(" ".join(token.strip("^").split()))
    immune = [t.strip("%") for t in raw.get("immunities", [])]
    other += [f"Immune to {t.capitalize()}" for t in immune if t in ("push", "pull")]
    immune = [t for t in immune if t not in ("push", "pull")]
    for key, value in (("conditions", conditions), ("immune", immune), ("other", other)):
        if value:
            out[key] = value
    return out


def test_every_monster_matches_the_fa_data():
    fa = _fa(FA_STATS)
    plain = {_ident(name): m for name, m in fa.items() if "normal" in m["levels"][0]}
    assert sorted(plain) == sorted(k for k in MONSTERS if not content.is_boss(k))
    for kind, m in plain.items():
        ours = MONSTERS[kind]
        assert ours["name"] in {n for n in fa if _ident(n) == kind}
        assert ours["deck"] == _ident(m["deck"]), kind
        assert ours["standees"] == m["count"], kind
        assert ours["flying"] == m.get("flying", False), kind
        for level, stats in enumerate(m["levels"]):
            assert stats["level"] == level
            for rank in ("normal", "elite"):
                assert ours["levels"][level][rank] == _expected_stats(stats[rank]), (kind, level, rank)


def test_every_boss_and_named_monster_matches_the_fa_data():
    fa = _fa(FA_STATS)
    special = {_ident(name): m for name, m in fa.items() if "normal" not in m["levels"][0]}
    bosses = json.loads((DATA / "agpl" / "bosses.json").read_text())
    assert sorted(special) == sorted(bosses)
    for key, m in special.items():
        assert bosses[key]["kind"] == ("boss" if m["deck"].startswith("Boss") else "named")
        assert bosses[key]["standees"] == m["count"]
        for level, stats in enumerate(m["levels"]):
            ours = bosses[key]["levels"][level]
            expected = _expected_stats({**stats, "attack": 0})
            attack = stats["attack"]
            if isinstance(attack, str) and attack.endswith("+X"):
                expected |= {"attack": int(attack[:-2]), "attack_plus": "hexes_moved"}
            elif attack == "V":
                expected |= {"attack": 0, "attack_plus": "scouts_present"}
            else:
                expected["attack"] = attack
            if "special1" in stats:
                expected["special_text"] = [stats["special1"], stats["special2"]]
            if key == "hungry-soul":  # the book's rule over FA's stats (data README, test_rules_on_kills)
                expected |= {"shield": (5, 6, 6, 6, 6, 7, 7, 7)[level], "hp": _rounded_up(expected["hp"])}
            assert {k: v for k, v in ours.items() if k != "specials"} == expected, (key, level)


def _rounded_up(halved: str) -> str:
    """ "(7xC)/2 rounded up", written so that the division (which rounds down) rounds it up."""
    h = int(re.fullmatch(r"\((\d+)xC\)/2", halved)[1])
    return halved if h % 2 == 0 else f"({h}xC+1)/2"


_SIGNED = r"([+-]) (\d+)"


def _fa_modifiers(raw: list[Any]) -> list[tuple[str, int]]:
    """The move/attack modifiers on an FA card, and the ranges of its attacks (relative or
    absolute; a range line belongs to the last main line above it)."""
    out = []
    current = None
    for line in raw:
        if not isinstance(line, str):
            continue
        line = line.strip()
        main = re.match(r"%(\w+)%", line) or re.match(r"\^%(attack|move)%", line)  # Savvas Icestorm 713: "^%attack%"
        if main:
            current = main[1]
        for kind, sign, number in re.findall(r"%(move|attack)% " + _SIGNED, line):
            out.append((kind, int(number) if sign == "+" else -int(number)))
        relative = re.fullmatch(r"\^%range% " + _SIGNED, line)
        absolute = re.fullmatch(r"\^%range% (\d+)", line)
        if current == "attack" and relative:
            out.append(("range_plus", int(relative[2]) if relative[1] == "+" else -int(relative[2])))
        if current == "attack" and absolute:
            out.append(("range", int(absolute[1])))
    return out


def _our_modifiers(abilities: list[dict[str, Any]]) -> list[tuple[str, int]]:
    out = []
    for ability in _walk(abilities):  # the Cultist's "On Death: Attack +2" too
        if ability["type"] in ("move", "attack"):
            out.append((ability["type"], ability["plus"]))
            out += [("range_plus", ability["range_plus"])] if "range_plus" in ability else []
            # "range": 0 is a melee attack of a ranged monster, which FA writes with no range line
            out += [("range", ability["range"])] if ability.get("range") else []
    return out


@pytest.mark.parametrize("deck_id", sorted(FA_DECK_NAMES))
def test_decks_match_the_fa_data(deck_id):
    fa = _fa(FA_DECKS)[FA_DECK_NAMES[deck_id]]["cards"]
    ours = DECKS[deck_id]
    assert len(fa) == len(ours) == 8
    for theirs, card in zip(fa, ours, strict=True):
        number = RENUMBERED.get((deck_id, theirs["cardId"]), theirs["cardId"])
        assert (card["id"], card["initiative"], card["shuffle"]) == (number, theirs["initiative"], theirs["shuffle"])
        found = sorted(_our_modifiers(card["abilities"]))
        assert found == sorted(_fa_modifiers(theirs["raw"])), (deck_id, card["id"], theirs["raw"])


def test_black_barrow_is_covered():
    path = SHARED / "fa" / "Gloomhaven.json"
    if not path.is_file():
        pytest.skip(MISSING)
    scenario = json.loads(path.read_text())["scenarios"]["#1 Black Barrow"]
    kinds = [_ident(name) for name in scenario["monsters"]]
    assert kinds == ["bandit-guard", "bandit-archer", "living-bones"]
    assert all(MONSTERS[k]["deck"] in DECKS for k in kinds)


# --- the attack modifier deck ------------------------------------------------------------------
def test_the_modifier_deck():
    data = content.modifier_deck()
    cards = {card["id"]: card for card in data["cards"]}
    deck = [card for card in data["cards"] for _ in range(card.get("count", 0))]
    assert len(deck) == 20
    assert sum(card.get("value", 0) for card in deck) == 0
    # the perk cards (a value, no count) are test_perks.py's
    counts = {card["id"]: card.get("count", 0) for card in data["cards"] if "value" not in card or "count" in card}
    assert counts == {
        "plus0": 6,
        "plus1": 5,
        "minus1": 5,
        "plus2": 1,
        "minus2": 1,
        "double": 1,
        "null": 1,
        "bless": 0,
        "curse": 0,
    }
    assert cards["double"] == {"id": "double", "multiply": 2, "shuffle": True, "count": 1}
    assert cards["null"] == {"id": "null", "null": True, "shuffle": True, "count": 1}
    assert cards["bless"] == {"id": "bless", "multiply": 2, "removed_when_drawn": True}
    assert cards["curse"] == {"id": "curse", "null": True, "removed_when_drawn": True}
    assert data["supply"] == {"bless": 10, "curse": {"monster_deck": 10, "character_decks": 10}}
