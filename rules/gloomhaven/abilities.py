"""The abilities of a character's card half, each a decision: where to move, whom to attack or
heal, or whether to perform an ability at all ("Players are typically free to choose not to
perform any part of the action on their card, however, they must perform any part that will
cause a negative effect ... on themselves or their allies").

``start`` turns one ability into its decision frame, or plays it at once when there is
nothing to choose (no legal target: the ability is skipped). ``SUPPORTED`` lists the ability
types played so far; a card half with any other is not offered (turn.options).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State, decisions

from . import attacks, conditions, rooms
from .board import Hex, Map, key
from .effects import ELEMENTS
from .movement_rules import FLYING, JUMP, NORMAL, can_end, cost, entered, frame_data, steps

MOVE, TARGETS, HEAL, PERFORM = "move", "attack_targets", "heal_target", "perform"
FRAMES = (MOVE, TARGETS, HEAL, PERFORM, "negate_damage")
SUPPORTED = ("move", "attack", "heal", "shield", "retaliate", "infuse", "loot")
#: Members the engine does not play yet (areas, push and pull, element and conditional
#: bonuses, effects after an ability, selectors of several figures, X values).
NOT_YET = ("area", "push", "pull", "consume", "if", "after", "targets", "x", "loot_entered")


def supported(ability: dict[str, Any]) -> bool:
    """Whether the engine plays this ability as printed (else its half is offered only as
    the basic Attack 2 / Move 2)."""
    if ability["type"] not in SUPPORTED or any(k in ability for k in NOT_YET):
        return False
    who = ability.get("who", "self")
    return bool(who == "self" or (ability["type"] == "heal" and who == "self_or_ally_in_range"))


def _me(state: State) -> tuple[int, dict[str, Any]]:
    index = state["turn"]["character"]
    return index, state["characters"][index]


def _push(state: State, kind: str, **data: Any) -> None:
    index, character = _me(state)
    state["decisions"].append(decisions.single(kind, character["seat"], character=index, **data))


def start(state: State, ability: dict[str, Any], events: Events) -> None:
    index, character = _me(state)
    kind = ability["type"]
    if kind == "move":
        if "immobilize" in character["conditions"]:
            events.append({"type": "ability_skipped", "character": index, "reason": "immobilize"})
            return
        mode = FLYING if ability.get("flying") else JUMP if ability.get("jump") else NORMAL
        _push(state, MOVE, **frame_data(character["hex"], ability.get("value", 0), mode))
    elif kind == "attack":
        if "disarm" in character["conditions"]:
            events.append({"type": "ability_skipped", "character": index, "reason": "disarm"})
            return
        attacks.begin(state, ("character", index), ability, events)
    elif kind == "heal":
        _push(state, HEAL, ability=ability)
    else:
        _push(state, PERFORM, ability=ability)


# --- move -------------------------------------------------------------------------------
def move_options(state: State, frame: dict[str, Any]) -> tuple[list[Hex], bool]:
    """The next steps and whether the move may stop here."""
    _, character = _me(state)
    game_map = Map(state)
    at, start_hex = key(frame["at"]), key(frame["start"])
    listed = steps(game_map, at, frame["left"], frame["mode"], "character", start_hex)
    may_stop = can_end(game_map, at, frame["mode"], start_hex)
    return listed, may_stop


def step(state: State, to: Hex, events: Events) -> None:
    frame = state["decisions"][-1]
    listed, _ = move_options(state, frame)
    if to not in listed:
        raise IllegalAction("step to an adjacent hex the move can go on from", code="invalid_step", steps=listed)
    index, character = _me(state)
    game_map = Map(state)
    frame["left"] -= cost(game_map, to, frame["mode"])
    frame["at"] = list(to)
    frame["path"].append(list(to))
    events.append({"type": "moved", "figure": ["character", index], "to": list(to)})
    if frame["mode"] == NORMAL or to in rooms.closed_doors(state):
        _enter(state, index, to, events)


def stop(state: State, events: Events) -> None:
    frame = state["decisions"][-1]
    _, may_stop = move_options(state, frame)
    if not may_stop:
        raise IllegalAction("a move cannot end where another figure stands", code="invalid_stop")
    index, character = _me(state)
    state["decisions"].pop()
    to = key(frame["at"])
    character["hex"] = list(to)
    state["turn"]["moved"] += len(frame["path"])
    if frame["mode"] != NORMAL and frame["path"]:
        _enter(state, index, to, events)  # "the last hex of a jump is still ... normal movement"


def _enter(state: State, index: int, h: Hex, events: Events) -> None:
    """Traps and hazardous terrain entered with normal movement; a closed door opens. (The
    figure's ``hex`` changes when the move stops; the move frame's ``at`` is where it is.)"""
    if h in rooms.closed_doors(state):
        rooms.open_door(state, h, index, events)
        rooms.fill_in(state, events)
        return
    found = entered(Map(state), h)
    if found is None:
        return
    attacks.spring(state, ("character", index), found, events)


# --- heal and simple abilities -------------------------------------------------------------
def heal_targets(state: State, ability: dict[str, Any]) -> list[Hex]:
    """Self when the heal has no range; else self or an ally within range and sight."""
    _, character = _me(state)
    me = key(character["hex"])
    if "range" not in ability:
        return [me]
    game_map = Map(state)
    found = [
        h
        for h, f in game_map.figures.items()
        if f[0] == "character" and game_map.distance(me, h) <= ability["range"] and (h == me or game_map.sees(me, h))
    ]
    return sorted(found)


def heal(state: State, target: Hex, events: Events) -> None:
    frame = state["decisions"][-1]
    if target not in heal_targets(state, frame["ability"]):
        raise IllegalAction("heal yourself or an ally in range and line of sight", code="invalid_target")
    state["decisions"].pop()
    who = Map(state).figures[target]
    conditions.heal(state, who, frame["ability"]["value"], events)
    _ability_xp(state, frame["ability"])


def perform(state: State, events: Events) -> None:
    """Perform the pending self ability."""
    frame = state["decisions"].pop()
    ability = frame["ability"]
    index, character = _me(state)
    kind = ability["type"]
    if kind in ("shield", "retaliate"):
        character.setdefault("bonuses", []).append({kind: ability["value"], "range": ability.get("range", 1)})
        events.append({"type": "bonus_gained", "character": index, kind: ability["value"]})
    elif kind == "infuse":
        state["turn"]["infuse"] += [e for e in ability["elements"] if e in ELEMENTS]
    elif kind == "loot":
        game_map = Map(state)
        me = key(character["hex"])
        for h in sorted(set(game_map.hexes_with("coin")) | set(game_map.hexes_with("treasure"))):
            if game_map.distance(me, h) <= ability["value"] and game_map.sees(me, h):
                loot_hex(state, index, list(h), events)
    _ability_xp(state, ability)


def skip(state: State, events: Events) -> None:
    frame = state["decisions"].pop()
    events.append({"type": "ability_skipped", "character": frame["character"], "reason": "chosen"})


def _ability_xp(state: State, ability: dict[str, Any]) -> None:
    _, character = _me(state)
    character["xp"] += ability.get("xp", 0)


def loot_hex(state: State, index: int, h: Any, events: Events) -> None:
    """Pick up the coins (and treasure) in hex ``h``: "Each character at the end of their own
    turn MUST loot the coins or treasure in their own hex"."""
    if h is None:
        return
    keep = []
    for overlay in state["overlays"]:
        if overlay["hex"] == list(h) and overlay["type"] in ("coin", "treasure"):
            if overlay["type"] == "coin":
                state["characters"][index]["coins"] += overlay.get("amount", 1)
            events.append({"type": "looted", "character": index, "hex": list(h), "overlay": overlay})
        else:
            keep.append(overlay)
    state["overlays"] = keep
