"""Bounds on the counters a state holds that the rest of the scenario can still raise: the
round number, each character's experience and the coins of the party. A state is refused when
the rest of its scenario could take one of them past the schema's maximum (999), so every
state the engine makes from an accepted one is accepted too (the conformance suite's "bounds
are symmetric").

- Rounds: a character plays two cards of the hand a round, or rests, which loses one card
  and takes the discards back; with fewer than two cards in hand and discards it is
  exhausted. ``rounds_after`` is at most how many more rounds that allows (recovering cards
  is not played yet); the round after the last may still begin, and the scenario then ends.
- Experience: at most two of the class's best card halves a round (the card's XP and its
  abilities'); during the character's turn, exactly what the rest of it can still give.
- Coins: every coin token on the map or in a room still hidden, and one per monster on the
  map or still hidden (a slain monster drops one).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.core import InvalidState, State

from . import abilities, content, scenarios
from . import turn as turn_rules

MAXIMUM = 999


@cache
def _cycles(cards: int) -> int:
    """At most how many rounds ``cards`` cards in hand give, resting whenever the hand runs out."""
    return 0 if cards < 2 else cards // 2 + 1 + _cycles(cards - 1)


def rounds_after(state: State, index: int) -> int:
    """At most how many rounds after the current one character ``index`` can play (0 when
    exhausted). Cards in play and active count as discards; a character that has still to
    select its cards or rest this round has not used the current round yet."""
    character = state["characters"][index]
    if character["exhausted"]:
        return 0
    hand = len(character["hand"])
    others = len(character["discard"]) + len(character["in_play"]) + len(character["active"])
    if not hand + others + len(character["lost"]):  # no hand chosen yet: at most a full hand's
        return _cycles(content.character_class(character["class"])["hand_size"])
    plays = hand // 2  # then a rest, if it leaves two cards to rest with
    rounds = plays + (1 + _cycles(hand + others - 1) if others + 2 * plays >= 2 else 0)
    resting = bool((character["played"] or {}).get("rest")) and turn_ahead(state, index)
    return rounds - 1 if state["phase"] == "select" or resting else rounds


def turn_ahead(state: State, index: int) -> bool:
    """Character ``index`` has still to select its cards or play its turn this round."""
    if state["phase"] in ("setup", "select", "reveal"):  # the round's order is not made yet
        return True
    return any(turn.get("character") == index for group in state["order"] for turn in group)


@cache
def best_half(klass: str) -> int:
    """The most experience one card half of the class gives (the card's and its abilities')."""
    halves = [card[h] for card in content.character_class(klass)["cards"] for h in ("top", "bottom")]
    return max(_half_xp(h["abilities"], h) for h in halves)


def _half_xp(listed: list[dict[str, Any]], half: dict[str, Any] | None) -> int:
    return int((half or {}).get("xp", 0)) + sum(int(a.get("xp", 0)) for a in listed)


def xp_this_round(state: State, index: int) -> int:
    """At most how much experience the character can still gain this round: two halves before
    its turn, during it what the halves still to play and the rest of the current one give."""
    character = state["characters"][index]
    best = best_half(character["class"])
    turn = state["turn"]
    if turn is None or turn["character"] != index:
        return 2 * best if turn_ahead(state, index) and not character["exhausted"] else 0
    left = best * (2 - len(turn["halves"]))  # the current half is one of ``halves``
    half = turn["half"]
    if half is not None:
        printed = None if half["basic"] else content.cards_by_id()[half["card"]][half["half"]]
        listed = turn_rules.half_abilities(half)
        pending = any(f["kind"] in (abilities.HEAL, abilities.PERFORM) for f in state["decisions"])
        left += _half_xp(listed[turn["step"] - pending :], printed)
    return left


def coins_left(state: State) -> int:
    """The coins the party may still loot."""
    on_map = sum(int(t.get("amount", 1)) for t in state["overlays"] if t["type"] == "coin")
    hidden = _hidden_coins(state["options"]["scenario"], tuple(state["rooms"]), len(state["characters"]))
    return on_map + len(state["monsters"]) + hidden


@cache
def _hidden_coins(number: int, revealed: tuple[int, ...], characters: int) -> int:
    """The coin tokens and the monsters of the rooms not revealed yet."""
    scenario = scenarios.load(number)
    hidden = [r.id for r in scenario.rooms if r.id not in set(revealed)]
    tokens = scenario.overlays_for(rooms=hidden)
    coins = sum(int(t.get("amount", 1)) for t in tokens if t["type"] == "coin")
    return coins + len(scenario.monsters_for(characters, rooms=hidden))


def last_round(state: State, after: list[int]) -> int:
    """The highest round number the scenario can reach (``after``: each ``rounds_after``)."""
    return int(state["round"]) + (0 if state["phase"] == "over" else max(after) + 1)


def check(state: State) -> None:
    chars = state["characters"]
    after = [rounds_after(state, i) for i in range(len(chars))]
    if last_round(state, after) > MAXIMUM:
        raise InvalidState(f"round: the characters' cards allow {max(after)} more rounds, beyond round {MAXIMUM}")
    for i, (character, rounds) in enumerate(zip(chars, after, strict=True)):
        reach = character["xp"] + 2 * best_half(character["class"]) * rounds + xp_this_round(state, i)
        if reach > MAXIMUM:
            raise InvalidState(f"characters[{i}].xp: its cards could give more than {MAXIMUM} XP")
    if sum(c["coins"] for c in chars) + coins_left(state) > MAXIMUM:
        raise InvalidState(f"characters: more than {MAXIMUM} coins could be looted")
