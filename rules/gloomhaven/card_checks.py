"""State checks for the card work in progress (``checks`` calls them): element, area, push,
token and recovery decisions, the turn's context and the attack's extras name hexes of the
revealed map, figures that exist, and abilities of the right kind."""

from __future__ import annotations

from typing import Any

from rules.core import InvalidState, State

from . import abilities, area, attacks, augments, conditions, consume, forced, paths, selectors, summons, tokens


def _fail(message: str) -> None:
    raise InvalidState("state." + message)


def _summoning(state: State) -> bool:
    turn = state["turn"]
    return bool(turn and turn["half"] and not turn["half"]["basic"] and summons.spec(turn["half"]["card"]))


def _attacking(state: State, frame: dict[str, Any]) -> bool:
    """The frame's character is attacking, and the frame is the choice its attack asks for:
    an area's placement, a path, or targets."""
    attack = state["attack"]
    if attack is None or frame["character"] not in (attack.get("controller"), _own(attack["attacker"])):
        return False
    ability = attack["ability"]
    on_path = ability.get("targets") == paths.ON_PATH
    asked: str = frame["kind"]
    return asked == (area.AREA if "area" in ability else paths.PATH if on_path else abilities.TARGETS)


def _own(attacker: list[Any]) -> Any:
    """The character index of a character attacker (None for another figure)."""
    return attacker[1] if attacker[0] == "character" else None


def _controlling(state: State, frame: dict[str, Any]) -> bool:
    """A move of another figure: one on the map, during a turn, moved from where it stands."""
    figure = frame["figure"]
    if not conditions.on_map(state, figure) or state["turn"] is None:
        return False
    return bool(conditions.figure(state, (figure[0], figure[1]))["hex"] == frame["start"])


def _from_own_hex(state: State, frame: dict[str, Any]) -> bool:
    character = state["characters"][frame["character"]] if frame["character"] < len(state["characters"]) else None
    return character is not None and character["hex"] == frame["start"]


def _paths(state: State, index: int) -> bool:
    """The attacker has a path to take (the attack is not left without an answer)."""
    at = state["characters"][index]["hex"]
    if at is None:
        return False
    return bool(paths.choices(state, (at[0], at[1]), attacks.aim(state, state["attack"]), state["attack"]["ability"]))


def _can_lose(state: State, frame: dict[str, Any]) -> bool:
    character = state["characters"][frame["character"]]
    return len({*character["hand"], *character["discard"]}) >= int(frame["count"])


def check(state: State, cells: Any) -> None:
    hexes: list[Any] = []
    for frame in state["decisions"]:
        kind = frame["kind"]
        if kind == forced.FORCED:
            hexes += [frame["source"]]
            if not conditions.on_map(state, frame["figure"]):
                _fail("decisions: a forced_move of a figure on the map")
        elif kind == consume.CONSUME and not frame["ability"].get("consume"):
            _fail("decisions: a consume_elements for an ability with element bonuses")
        elif kind == tokens.CHOOSE_HEX and frame["ability"]["type"] not in abilities.HEX_CHOICES:
            _fail("decisions: a token_hex for a trap, obstacle, their removal, a summon, a loot or a pull")
        elif kind == tokens.CHOOSE_HEX and frame["ability"]["type"] == "summon" and not _summoning(state):
            _fail("decisions: a token_hex for a summon of the card half in play")
        elif kind == selectors.CHOOSE and frame["ability"]["type"] not in selectors.EFFECTS:
            _fail("decisions: a choose_figure for an ability on figures")
        elif kind in (abilities.TARGETS, area.AREA, paths.PATH) and not _attacking(state, frame):
            _fail(f"decisions: an {kind} for an attack of its kind by its character in progress")
        elif kind == paths.PATH and not _paths(state, frame["character"]):
            _fail("decisions: an attack_path with a path to an enemy in range and line of sight")
        elif kind == abilities.MOVE and "figure" in frame and not _controlling(state, frame):
            _fail("decisions: a move of another figure on the map, from its hex, in a turn")
        elif kind == abilities.MOVE and "figure" not in frame and not _from_own_hex(state, frame):
            _fail("decisions: a character's move from the hex it stands on (it moves there when it stops)")
        elif kind == tokens.LOSE and not _can_lose(state, frame):
            _fail("decisions: a lose_cards of a character with as many cards in hand and discards")
        elif kind == augments.DISCARD and not set(frame["cards"]) <= set(
            augments.others(state, frame["character"], -1)
        ):
            _fail("decisions: a discard_augment of augments in the character's active area")
        if kind == abilities.MOVE and "near" in frame:
            hexes.append(frame["near"])
    turn = state["turn"]
    if turn is not None:
        context = turn.get("context", {})
        hexes += [h for member in ("through", "area", "targets", "picked") for h in context.get(member, [])]
        hexes += [h for member in ("obstacles", "path") for h in context.get(member, [])]
        hexes += [context[member] for member in ("killed", "lifted") if member in context]
        if "control" in context and not conditions.on_map(state, context["control"]["figure"]):
            _fail("turn.context.control: a figure on the map")
    attack = state["attack"]
    if attack is not None:
        if attack.get("controller", 0) >= len(state["characters"]):
            _fail("attack.controller: a character of this game")
        hexes += attack.get("area", []) + attack.get("targets", [])
        pending = attack.get("pending")
        if pending is not None:
            hexes.append(pending["from"])
            if not conditions.on_map(state, pending["target"]):
                _fail("attack.pending: a figure on the map")
    if any((h[0], h[1]) not in cells for h in hexes):
        _fail("the hexes of the card work in progress lie on the revealed map")
