"""Attack modifier cards: drawing for an attack, advantage and disadvantage, bless and curse.

Round summary, "Attack": after the attacker's bonuses, "one attack modifier card is drawn for
each target". "Advantage: draw 2 cards and use the better. If a rolling modifier is drawn,
apply it to the other card. If two rolling modifiers are drawn, draw cards until one that is
not rolling and apply them all." "Disadvantage: draw 2 cards and use the worse. Rolling
modifiers are ignored. If two rolling modifiers are drawn, draw and apply the first card that
is not rolling." When it is unclear which card is better, the first card drawn is used
(rulebook, Advantage and Disadvantage). Bless (x2) and curse (null) leave the deck when drawn.

A card is its type id (``plus1``, ``double``, ``null``, ``bless``, ``curse``...); its meaning
comes from ``data/modifier_deck.json``.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from rules.core import Events, State

from . import content, piles

NORMAL, ADVANTAGE, DISADVANTAGE = "normal", "advantage", "disadvantage"
#: What a card may add to an attack: push, pull, pierce and target (add targets) X; conditions;
#: heal and shield X on the attacker itself; elements infused.
EFFECTS = ("push", "pull", "pierce", "target", "conditions", "heal_self", "shield_self", "infuse")
#: Cards that leave the game when drawn instead of going to the discard pile.
REMOVED_WHEN_DRAWN = ("bless", "curse")


@cache
def catalogue() -> dict[str, dict[str, Any]]:
    """Every modifier card type: ``value`` (+n), or ``multiply`` (x2), or ``null``; ``rolling``,
    ``shuffle``."""
    data = content.modifier_deck()
    for card in data["cards"]:
        unknown = set(card.get("effects", {})) - set(EFFECTS)
        if unknown:
            raise ValueError(f"modifier_deck.json: card {card['id']} has effects outside the vocabulary: {unknown}")
    return {card["id"]: card for card in data["cards"]}


def standard_deck() -> list[str]:
    """The 20 cards every character (and the monsters) start with."""
    data = content.modifier_deck()
    return sorted(card["id"] for card in data["cards"] for _ in range(card.get("count", 0)))


def rolling(card: str) -> bool:
    return bool(catalogue()[card].get("rolling", False))


def effects(card: str) -> dict[str, Any]:
    """What the card adds to the attack besides its value (``EFFECTS``)."""
    found: dict[str, Any] = catalogue()[card].get("effects", {})
    return found


def _effect_set(card: str) -> Counter[tuple[str, Any]]:
    """A card's effects as countable parts: ``("push", 1)``, ``("conditions", "stun")``..."""
    parts: Counter[tuple[str, Any]] = Counter()
    for name, value in effects(card).items():
        for part in value if isinstance(value, list) else [value]:
            parts[(name, part)] += 1
    return parts


def _beats(a: str, b: str, attack: int) -> bool:
    """Card ``a`` is surely better than ``b``: no lower value and every effect of ``b``, and
    more of one of them."""
    rank_a, rank_b = _rank(apply_card(a, attack)), _rank(apply_card(b, attack))
    parts_a, parts_b = _effect_set(a), _effect_set(b)
    return rank_a >= rank_b and parts_a >= parts_b and (rank_a > rank_b or parts_a != parts_b)


def needs_more(drawn: list[str], mode: str) -> bool:
    """Whether the attack must draw another card after ``drawn``."""
    if not drawn:
        return True
    if mode == NORMAL:
        return rolling(drawn[-1])
    return len(drawn) < 2 or all(rolling(c) for c in drawn)


def apply_card(card: str, attack: int) -> int | None:
    """The attack value after one card (None: a miss, null)."""
    info = catalogue()[card]
    if info.get("null"):
        return None
    if "multiply" in info:
        return attack * int(info["multiply"])
    return attack + int(info["value"])


def _total(cards: list[str], attack: int) -> int | None:
    """Rolling cards added, then the final card."""
    value: int | None = attack
    for card in cards:
        if value is None:
            break
        value = apply_card(card, value)
    return value


def _rank(value: int | None) -> int:
    return -1 if value is None else max(0, value)


def resolve(drawn: list[str], mode: str, attack: int) -> tuple[int, list[str]]:
    """The attack value after the cards drawn (at least 0; a null is 0) and the cards used."""
    if mode == NORMAL or (mode == ADVANTAGE and any(rolling(c) for c in drawn[:2])):
        used = list(drawn)
    elif mode == DISADVANTAGE and all(rolling(c) for c in drawn[:2]):
        used = [next(c for c in drawn if not rolling(c))]
    else:
        plain = [c for c in drawn[:2] if not rolling(c)]
        if len(plain) == 1:  # disadvantage: the rolling card is ignored
            used = plain
        else:  # the better (worse) of two; the first drawn when that is unclear
            first, second = plain
            better = second if _beats(second, first, attack) else first
            worse = second if _beats(first, second, attack) else first
            used = [better if mode == ADVANTAGE else worse]
    value = _total(used, attack)
    return (0 if value is None else max(0, value)), used


# --- bless and curse -------------------------------------------------------------------
#: Round summary, "Maledizione"/"Benedizione": a cursed (blessed) figure "must shuffle a
#: Curse (Bless) card into its current attack modifier deck"; drawn, it is removed.
SHUFFLED_IN = ("bless", "curse")


def pile_of(state: State, who: tuple[str, int]) -> dict[str, Any]:
    """The modifier deck a figure draws from: a character's own (its summons' too: "drawing
    from the summoner's attack modifier deck"), the monsters' shared one."""
    owner = owner_of(state, who)
    if owner is None:
        monsters: dict[str, Any] = state["monster_modifiers"]
        return monsters
    pile: dict[str, Any] = state["characters"][owner]["modifiers"]
    return pile


def owner_of(state: State, who: tuple[str, int]) -> int | None:
    """The character whose modifier deck figure ``who`` draws from (None: the monsters'): its
    own, its summoner's, or for an escort the one the players chose ("whichever character
    attack modifier deck the players choose", #56)."""
    if who[0] == "monster":
        return None
    if who[0] == "escort":
        return int((state["monster_turn"] or {}).get("deck", 0))
    return who[1] if who[0] == "character" else int(state["summons"][who[1]]["owner"])


def in_play(state: State, card: str, piles_: list[dict[str, Any]]) -> int:
    """How many ``card`` cards are in these piles or drawn by the attack in progress from them."""
    count = sum(int(p["draw"].count(card) + p["discard"].count(card)) for p in piles_)
    attack = state.get("attack")
    if attack is not None:
        side, index = attack["attacker"]
        listed = {"character": state["characters"], "summon": state.get("summons", [])}.get(side, [])
        known = side == "monster" or (isinstance(index, int) and 0 <= index < len(listed))
        if known and any(pile_of(state, (side, index)) is p for p in piles_):
            count += int(attack["drawn"].count(card))
    return int(count)


def supply_left(state: State, card: str, who: tuple[str, int]) -> int:
    """The cards of the supply not in a deck: 10 bless in all; 10 curses for the monster
    deck and 10 for the characters' decks (``data/modifier_deck.json``, ``supply``)."""
    supply = content.modifier_deck()["supply"]
    characters = [c["modifiers"] for c in state["characters"]]
    if card == "bless":
        return int(supply["bless"]) - in_play(state, card, [*characters, state["monster_modifiers"]])
    if who[0] == "monster":
        return int(supply["curse"]["monster_deck"]) - in_play(state, card, [state["monster_modifiers"]])
    return int(supply["curse"]["character_decks"]) - in_play(state, card, characters)


def shuffle_in(state: State, who: tuple[str, int], card: str, events: Events) -> bool:
    """Shuffle a bless or curse card into the figure's deck, if the supply has one left."""
    if supply_left(state, card, who) <= 0:
        events.append({"type": "modifier_supply_empty", "figure": list(who), "card": card})
        return False
    piles.shuffle_in(state, pile_of(state, who), card)
    events.append({"type": "modifier_shuffled_in", "figure": list(who), "card": card})
    return True
