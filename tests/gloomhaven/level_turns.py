"""Helpers of the level 2–9 card tests: a character of a higher level reaches its first turn
in Black Barrow holding the cards a test needs, and the map is cleared for it (as in
``test_card_mechanics.py``, whose helpers these reuse)."""

from typing import Any

from rules.gloomhaven import GAME, content, hands
from tests.gloomhaven.test_card_mechanics import to_first_turn

#: Each level-1 party member's late cards (initiatives 80+), as in ``test_card_mechanics``.
OTHER = {"brute": ("spellweaver", [68, 63]), "default": ("brute", [6, 1])}


def gained(cls: str, needed: list[int], level: int = 9) -> list[int]:
    """Cards gained up to ``level`` that include ``needed``: the others are the lowest-level
    cards left (a pool the level-up rule allows; checked)."""
    cards = sorted(
        (c for c in content.character_class(cls)["cards"] if c["level"] not in (1, "X")),
        key=lambda c: (c["level"], c["id"]),
    )
    chosen = list(needed)
    for card in cards:
        if len(chosen) >= level - 1:
            break
        if card["id"] not in chosen:
            chosen.append(card["id"])
    assert hands.gained_problem(cls, level, chosen) is None, chosen
    return sorted(chosen)


def first_turn(cls: str, cards: list[int], hand: list[int], level: int = 9) -> dict[str, Any]:
    """Character 0 (``cls`` at ``level``, having gained the level 2–9 cards of ``hand``) has
    played ``cards`` and its turn has begun."""
    other, late = OTHER.get(cls, OTHER["default"])
    needed = [c for c in hand if content.cards_by_id()[c]["level"] not in (1, "X")]
    me = {"class": cls, "level": level, "seat": 0, "cards": gained(cls, needed, level)}
    options = {"scenario": 1, "characters": [me, {"class": other, "level": 1, "seat": 1}]}
    return to_first_turn(GAME.setup(options, seed=5), cards, late, hand)


def hand_with(cls: str, *cards: int) -> list[int]:
    """A hand of the class's hand size holding ``cards``, filled with level-1 cards."""
    data = content.character_class(cls)
    fill = [c["id"] for c in data["cards"] if c["level"] == 1 and c["id"] not in cards]
    return sorted([*cards, *fill][: data["hand_size"]])


def promote(state: dict[str, Any], index: int, level: int, cards: list[int]) -> None:
    """Make character ``index`` of a played state one of ``level`` that gained ``cards``: its
    options, hit points, the scenario's levels and the monsters' stats at the new monster
    level (full health)."""
    from rules.gloomhaven.levels import levels

    state["options"]["characters"][index].update(level=level, cards=sorted(cards))
    character = state["characters"][index]
    hp = content.character_class(character["class"])["hp"][level - 1]
    character.update(level=level, hp=hp, max_hp=hp)
    chars = state["options"]["characters"]
    solo = len({c["seat"] for c in chars}) == 1
    state["levels"] = levels([c["level"] for c in chars], state["options"]["difficulty"], solo=solo).as_json()
    for monster in state["monsters"]:
        stats = content.monster_stats(monster["type"], state["levels"]["monster"], monster["elite"])
        monster.update(hp=stats["hp"], max_hp=stats["hp"])
