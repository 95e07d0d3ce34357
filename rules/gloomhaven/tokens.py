"""Traps and obstacles made or removed by cards, and cards recovered.

- Trap: "create a trap in an adjacent empty hex" (its damage and conditions on the card);
  obstacle: "create N one-hex obstacles in adjacent empty hexes"; destroy an adjacent
  obstacle; disarm an adjacent trap; a summon "into the hexes adjacent to the summoner"
  (``summons``). An empty hex holds no figure, no token and no overlay
  tile (corridors and pressure plates aside) and is not a door. Each hex is a decision
  (``token_hex``), one at a time.
- Recover (round summary, "Recuperare"): "take back into the hand a discarded or lost ability
  card". With a count, the player whose cards they are chooses which (``recover_cards``);
  "all" takes the whole pile.
"""

from __future__ import annotations

import itertools
from typing import Any

from rules.core import Events, IllegalAction, State, decisions

from . import obstacles, rooms, summons, traps
from .board import Hex, Map, key

CHOOSE_HEX = "token_hex"
RECOVER = "recover_cards"
LOSE = "lose_cards"
#: Overlay tiles a hex may hold and still be empty.
PASSABLE = ("corridor", "pressure_plate")


def hexes(state: State, me: Hex, ability: dict[str, Any]) -> list[Hex]:
    """The hexes the ability may be played on next: adjacent to ``me``."""
    game_map = Map(state)
    near = game_map.neighbours(me)
    kind = ability["type"]
    if kind == "loot":  # Zephyr Wings: more tokens in reach than it may take, one at a time
        return loot_hexes(game_map, me, ability["value"])
    if kind == "pull":  # Black Hole: "Choose a hex within Range 4"
        reach = ability["toward_hex"]
        return sorted(h for h in game_map.cells if game_map.distance(me, h) <= reach and game_map.sees(me, h))
    if kind == "destroy_obstacle":
        return sorted(h for h in near if obstacles.destructible(state, game_map, h))
    if kind == "disarm_trap":
        return sorted(h for h in near if game_map.has(h, "trap"))
    if kind == "move_obstacle":  # Clear the Way
        return obstacles.move_hexes(state, me, ability)
    if kind == "obstacle" and {"range", "in_killed_hex"} & set(ability):  # Rock Slide, Meteor, Petrify
        return obstacles.made_hexes(state, me, ability)
    return empty(state, game_map, near)


def empty(state: State, game_map: Map, near: list[Hex]) -> list[Hex]:
    """The empty hexes among ``near``, sorted."""
    doors = rooms.closed_doors(state)
    return sorted(
        h
        for h in near
        if h not in game_map.figures
        and h not in doors
        and all(t["type"] in PASSABLE for t in game_map.overlays.get(h, ()))
    )


def loot_hexes(game_map: Map, me: Hex, reach: int) -> list[Hex]:
    """The hexes with coins or treasure a Loot X reaches: within X hexes and in sight."""
    found = set(game_map.hexes_with("coin")) | set(game_map.hexes_with("treasure"))
    return sorted(h for h in found if game_map.distance(me, h) <= reach and game_map.sees(me, h))


def begin(state: State, seat: int, character: int, ability: dict[str, Any]) -> bool:
    """The decision for the first hex; False when there is no hex for it."""
    me = key(state["characters"][character]["hex"])
    if not hexes(state, me, ability):
        return False
    left = ability.get("max_tokens", 1) if ability["type"] == "loot" else ability.get("count", 1)
    if ability["type"] == "move_obstacle":  # the obstacle, then its hex
        left = 2
    state["decisions"].append(decisions.single(CHOOSE_HEX, seat, character=character, ability=ability, left=left))
    return True


def place(state: State, h: Hex, events: Events) -> bool:
    """Play the pending ability on hex ``h``; True when the ability is done."""
    frame = state["decisions"][-1]
    ability = frame["ability"]
    me = key(state["characters"][frame["character"]]["hex"])
    if h not in hexes(state, me, ability):
        raise IllegalAction("choose an adjacent hex the ability allows", code="invalid_hex")
    kind = ability["type"]
    if kind == "destroy_obstacle":  # the whole obstacle, every hex of it
        obstacles.destroy_chosen(state, h, events)
    elif kind == "disarm_trap":
        state["overlays"] = [t for t in state["overlays"] if not (key(t["hex"]) == h and t["type"] == "trap")]
        events.append({"type": "token_removed", "hex": list(h), "token": "trap"})
    elif kind == "move_obstacle":
        obstacles.move(state, h, events)
    elif kind == "obstacle":
        obstacles.make(state, ability, h, events)
    elif kind == "trap":
        xp = (frame["character"], ability["xp_when_sprung"]) if "xp_when_sprung" in ability else None
        traps.create(state, list(h), ability["damage"], list(ability.get("conditions", [])), events, xp)
    elif kind == "summon":
        summons.place(state, frame["character"], state["turn"]["half"]["card"], h, events)
    frame["left"] -= 1
    if frame["left"] > 0 and hexes(state, me, ability):
        return False
    state["decisions"].pop()
    return True


# --- recover ---------------------------------------------------------------------------
def begin_recover(state: State, character: int, ability: dict[str, Any]) -> bool:
    """Character ``character``'s choice of cards to recover; False when its pile is empty."""
    target = state["characters"][character]
    if not target[ability["pile"]]:
        return False
    state["decisions"].append(decisions.single(RECOVER, target["seat"], character=character, ability=ability))
    return True


def recover_choices(state: State) -> list[list[int]]:
    frame = state["decisions"][-1]
    ability = frame["ability"]
    pile = sorted(set(state["characters"][frame["character"]][ability["pile"]]))
    if ability["count"] == "all":
        return [pile]
    return [list(c) for n in range(1, min(ability["count"], len(pile)) + 1) for c in itertools.combinations(pile, n)]


def recover(state: State, cards: list[int], events: Events) -> None:
    frame = state["decisions"][-1]
    if sorted(cards) not in recover_choices(state):
        raise IllegalAction("recover cards of the pile, as many as the ability allows", code="invalid_cards")
    state["decisions"].pop()
    character = state["characters"][frame["character"]]
    pile = frame["ability"]["pile"]
    for card in cards:
        character[pile].remove(card)
    character["hand"] = sorted(character["hand"] + cards)
    events.append({"type": "recovered", "character": frame["character"], "cards": sorted(cards), "pile": pile})
    lose = frame["ability"].get("then_lose", 0)
    if lose and len(character["hand"]) + len(character["discard"]) >= lose:  # "then lose two cards"
        seat = character["seat"]
        state["decisions"].append(decisions.single(LOSE, seat, character=frame["character"], count=lose))


def lose_choices(state: State) -> list[list[int]]:
    """The cards of the hand and discard pile the character may lose, as many as asked."""
    frame = state["decisions"][-1]
    character = state["characters"][frame["character"]]
    held = sorted({*character["hand"], *character["discard"]})
    return [list(c) for c in itertools.combinations(held, frame["count"])]


def lose(state: State, cards: list[int], events: Events) -> None:
    """The answer to ``lose_cards``: these cards go to the lost pile."""
    frame = state["decisions"][-1]
    if sorted(cards) not in lose_choices(state):
        raise IllegalAction("lose as many different cards of your hand or discard pile as asked", code="invalid_cards")
    state["decisions"].pop()
    character = state["characters"][frame["character"]]
    for card in cards:
        character["hand" if card in character["hand"] else "discard"].remove(card)
    character["lost"] = sorted(character["lost"] + cards)
    for card in sorted(cards):
        events.append({"type": "card_placed", "character": frame["character"], "card": card, "pile": "lost"})
