"""The card pool of a character above level 1, and the hand chosen from it.

Round summary, "Creare Nuovi Personaggi": a new character takes the class's ability cards
of level "1" and "X"; "se parte da un Livello maggiore al 1, deve eseguire 'Avanzare di
Livello' per ogni livello". "Avanzare di Livello": "aggiunge una nuova carta alla sua
riserva di livello pari o inferiore al livello appena raggiunto". So a character of level N
has gained N − 1 cards of levels 2..N, one per level reached: sorted by level, the k-th has
a level of at most k + 1. Before a scenario the player "chooses a number of cards equal to
the hand size from the level 1 and X cards plus the cards of their level or lower they
have gained".

The cards gained are the character option ``cards``; for the level-ups it leaves out (all
of them without it), the first card (lowest number) of the lowest levels not listed.
"""

from __future__ import annotations

from typing import Any

from . import content


def _levelled(klass: str) -> dict[int, int]:
    """Card id -> level of the class's cards of levels 2–9."""
    cards = content.character_class(klass)["cards"]
    return {c["id"]: c["level"] for c in cards if c["level"] != "X" and c["level"] >= 2}


def default_gained(klass: str, level: int) -> list[int]:
    """The first card of each level 2..``level``."""
    return completed(klass, level, [])


def completed(klass: str, level: int, cards: list[int]) -> list[int]:
    """``cards`` and, for the level-ups they leave out, the first cards of the lowest levels
    not listed: as many cards as levels reached above 1 (fewer if the class has none)."""
    found = _levelled(klass)
    gained = list(dict.fromkeys(cards))
    for n in range(2, level + 1):
        if len(gained) >= level - 1:
            break
        first = min((c for c, lv in found.items() if lv == n), default=None)
        if first is not None and first not in gained:
            gained.append(first)
    return sorted(gained)


def gained_problem(klass: str, level: int, cards: list[int]) -> str | None:
    """Why ``cards`` cannot be (some of) the cards a character of this class and level has
    gained (None: they can): one card per level reached, each of that level or lower."""
    found = _levelled(klass)
    if len(set(cards)) != len(cards) or not set(cards) <= set(found):
        return f"cards gained are different cards of the class's levels 2–9: {sorted(found)}"
    if len(cards) > level - 1:
        return f"a character of level {level} has gained {level - 1} cards (one per level from 2 to {level})"
    full = completed(klass, level, cards)
    for k, lv in enumerate(sorted(found[c] for c in full), start=2):
        if lv > k:
            return f"one card per level reached, of that level or lower: too many cards above level {k - 1}"
    return None


def gained(option: dict[str, Any]) -> list[int]:
    """The cards a character (its entry in the options) has gained."""
    return completed(option["class"], option["level"], list(option.get("cards", [])))


def pool(option: dict[str, Any]) -> list[int]:
    """The cards a character may take into their hand: the level-1 and X cards and those gained."""
    cards = content.character_class(option["class"])["cards"]
    base = [c["id"] for c in cards if c["level"] in (1, "X")]
    return sorted(base + gained(option))
