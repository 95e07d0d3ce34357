"""Obstacles made, moved and destroyed by the Cragheart's level 2–9 cards (issue 13).

An obstacle may fill several hexes (a two-hex boulder, a table, a tree of three hexes):
destroying it removes every hex of it (Rocky End counts "the number of hexes the destroyed
obstacles occupied"). The state holds one token per hex, so an obstacle is found again as
its ``piece``: a scenario's obstacle is the tokens of its kind on the hexes of the scenario's
overlay; a card's obstacle fills one hex, except Meteor's "three-hex triangular obstacle",
three tokens sharing an ``id``. The obstacles a scenario says "cannot be destroyed" are not.

What the ability before leaves for the one after (``turn.context``): ``obstacles``, the hexes
of the obstacles it destroyed, moved or made ("Target all enemies adjacent to the destroyed
obstacle"); ``destroyed``, how many hexes the obstacles it destroyed occupied; ``lifted``, the
obstacle Clear the Way moves, once chosen.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State, decisions

from . import active, scenario_rules, tokens
from .board import Hex, Map, key

#: The abilities that start a new record of the obstacles they touch.
KINDS = ("obstacle", "destroy_obstacle", "move_obstacle")
#: Stone Pummel's bonus: it applies only when an adjacent obstacle is destroyed for it.
DESTROYED = "obstacle_destroyed"


def _context(state: State) -> dict[str, Any]:
    context: dict[str, Any] = state["turn"].setdefault("context", {})
    return context


def reset(state: State) -> None:
    """A new obstacle ability: nothing touched yet."""
    context = _context(state)
    context.update(obstacles=[], destroyed=0)
    context.pop("lifted", None)


def _record(state: State, hexes: list[Hex], destroyed: bool = False) -> None:
    context = _context(state)
    context["obstacles"] = [*context.get("obstacles", []), *(list(h) for h in hexes)]
    if destroyed:
        context["destroyed"] = int(context.get("destroyed", 0)) + len(hexes)


# --- an obstacle's hexes ------------------------------------------------------------------------
def piece(state: State, game_map: Map, h: Hex) -> list[Hex]:
    """The hexes of the obstacle in ``h`` (none if there is none)."""
    token = next((t for t in game_map.overlays.get(h, ()) if t["type"] == "obstacle"), None)
    if token is None:
        return []
    if "id" in token:  # Meteor's three hexes
        same = token["id"]
        return sorted(key(t["hex"]) for t in state["overlays"] if t["type"] == "obstacle" and t.get("id") == same)
    kind = token.get("kind")
    for overlay in game_map.scenario.overlays if kind is not None else ():
        if overlay.type == "obstacle" and overlay.kind == kind and h in overlay.hexes:
            return sorted(x for x in overlay.hexes if any(t.get("kind") == kind for t in _obstacles(game_map, x)))
    return [h]


def _obstacles(game_map: Map, h: Hex) -> list[dict[str, Any]]:
    return [t for t in game_map.overlays.get(h, ()) if t["type"] == "obstacle"]


def destructible(state: State, game_map: Map, h: Hex) -> bool:
    """An obstacle the scenario lets be destroyed stands in ``h``."""
    kept = scenario_rules.indestructible(state, h)
    return any(t.get("kind") not in kept for t in _obstacles(game_map, h))


def destroy(state: State, h: Hex, events: Events) -> list[Hex]:
    """Destroy the obstacle in ``h``, every hex of it: the hexes it occupied."""
    hexes = piece(state, Map(state), h)
    gone = set(hexes)
    state["overlays"] = [t for t in state["overlays"] if not (t["type"] == "obstacle" and key(t["hex"]) in gone)]
    for x in hexes:
        events.append({"type": "token_removed", "hex": list(x), "token": "obstacle"})
    return hexes


def destroy_chosen(state: State, h: Hex, events: Events) -> None:
    """ "Destroy one adjacent obstacle": the one in ``h`` (an attack's own choice, Stone
    Pummel's, leaves no record for the abilities after)."""
    hexes = destroy(state, h, events)
    if state["attack"] is None:
        _record(state, hexes, destroyed=True)


def _within(game_map: Map, me: Hex, reach: int) -> list[Hex]:
    """The hexes within ``reach`` of ``me`` and in its line of sight."""
    return sorted(h for h in game_map.cells if game_map.distance(me, h) <= reach and game_map.sees(me, h))


# --- "destroy all obstacles" and "disarm all traps" -----------------------------------------------
def every(ability: dict[str, Any]) -> bool:
    """The ability destroys (disarms) all it reaches, with no choice: Rocky End's "all obstacles
    within Range 2", Clear the Way's "all obstacles and ... traps moved through"."""
    return ability["type"] in ("destroy_obstacle", "disarm_trap") and ("range" in ability or "moved_through" in ability)


def begin_every(state: State, index: int, ability: dict[str, Any]) -> bool:
    """The choice to perform a destroy-all (disarm-all) ability; False when it reaches nothing."""
    if ability["type"] == "destroy_obstacle":
        reset(state)
    character = state["characters"][index]
    if not reached(state, key(character["hex"]), ability):
        return False
    frame = decisions.single("perform", character["seat"], character=index, ability=ability)  # abilities.PERFORM
    state["decisions"].append(frame)
    return True


def _passed(state: State) -> list[Hex]:
    """The hexes the move before entered."""
    return [key(h) for h in _context(state).get("path", [])]


def reached(state: State, me: Hex, ability: dict[str, Any]) -> list[Hex]:
    """One hex of each obstacle (each trap) a destroy-all (disarm-all) ability reaches."""
    game_map = Map(state)
    if ability["type"] == "disarm_trap":
        return [h for h in _passed(state) if game_map.has(h, "trap")]
    near = _passed(state) if ability.get("moved_through") else _within(game_map, me, ability["range"])
    found: list[Hex] = []
    seen: set[Hex] = set()
    for h in near:
        if h not in seen and destructible(state, game_map, h):
            seen |= set(piece(state, game_map, h))
            found.append(h)
    return found


def perform_every(state: State, me: Hex, ability: dict[str, Any], events: Events) -> None:
    """Destroy (disarm) everything the ability reaches."""
    if ability["type"] == "disarm_trap":
        gone = set(reached(state, me, ability))
        state["overlays"] = [t for t in state["overlays"] if not (t["type"] == "trap" and key(t["hex"]) in gone)]
        events += [{"type": "token_removed", "hex": list(h), "token": "trap"} for h in sorted(gone)]
        return
    hexes = [x for h in reached(state, me, ability) for x in destroy(state, h, events)]
    _record(state, hexes, destroyed=True)


# --- obstacles made -------------------------------------------------------------------------------
def made_hexes(state: State, me: Hex, ability: dict[str, Any]) -> list[Hex]:
    """Where the obstacle ability may put its next hex: "in the hex in which the enemy died",
    in empty hexes within its range, or the next hex of a triangle of empty hexes in range."""
    game_map = Map(state)
    if ability.get("in_killed_hex"):
        killed = _context(state).get("killed")
        return [] if killed is None or _obstacles(game_map, key(killed)) else [key(killed)]
    free = tokens.empty(state, game_map, _within(game_map, me, ability["range"]))
    if not ability.get("triangle"):
        return free
    placed = {key(h) for h in _context(state).get("obstacles", [])}
    shapes = _triangles(game_map, set(free) | placed)
    return [h for h in free if any(placed | {h} <= shape for shape in shapes)]


def _triangles(game_map: Map, hexes: set[Hex]) -> set[frozenset[Hex]]:
    """Every three mutually adjacent hexes of ``hexes``."""
    found = set()
    for h in hexes:
        near = [n for n in game_map.neighbours(h) if n in hexes]
        for i, a in enumerate(near):
            found |= {frozenset((h, a, b)) for b in near[i + 1 :] if b in game_map.neighbours(a)}
    return found


def make(state: State, ability: dict[str, Any], h: Hex, events: Events) -> None:
    """An obstacle made in ``h`` (a triangle's hexes share an id: the first hex's)."""
    token: dict[str, Any] = {"type": "obstacle", "hex": list(h)}
    if ability.get("triangle"):
        first = (_context(state).get("obstacles") or [list(h)])[0]
        token["id"] = f"rock {first[0]},{first[1]}"
    state["overlays"].append(token)
    events.append({"type": "token_placed", "hex": list(h), "token": "obstacle"})
    _record(state, [h])


# --- Clear the Way: an obstacle moved ----------------------------------------------------------
def move_hexes(state: State, me: Hex, ability: dict[str, Any]) -> list[Hex]:
    """ "Move one adjacent single-hex obstacle to an empty hex within Range 4": first the
    obstacle (one that has somewhere to go), then the hex."""
    game_map = Map(state)
    free = tokens.empty(state, game_map, _within(game_map, me, ability["range"]))
    if "lifted" in _context(state) or not free:
        return free
    return sorted(n for n in game_map.neighbours(me) if len(piece(state, game_map, n)) == 1)


def move(state: State, h: Hex, events: Events) -> None:
    """The obstacle chosen (it is lifted), or the hex it goes to."""
    context = _context(state)
    if "lifted" not in context:
        context["lifted"] = list(h)
        return
    source = key(context.pop("lifted"))
    for token in state["overlays"]:
        if token["type"] == "obstacle" and key(token["hex"]) == source:
            token["hex"] = list(h)
    events.append({"type": "token_removed", "hex": list(source), "token": "obstacle"})
    events.append({"type": "token_placed", "hex": list(h), "token": "obstacle"})
    context["obstacles"] = [list(h)]


# --- Stone Pummel --------------------------------------------------------------------------------
def pummel(state: State, index: int, progress: dict[str, Any], events: Events) -> None:
    """Stone Pummel, persistent: "On your next four melee attacks when possible, destroy an
    adjacent obstacle to add +3 Attack" — a persistent bonus is used whenever it can be ("Players
    must use the benefits of a persistent bonus when possible"): the attack gains +3 and a use is
    marked; the obstacle is the player's choice when there are several (``token_hex``, which
    cannot be skipped)."""
    ability = progress["ability"]
    found = active.only_when(state, index, ("own_attack", "own_melee_attack"), DESTROYED)
    me = key(state["characters"][index]["hex"])
    game_map = Map(state)
    near = [n for n in game_map.neighbours(me) if destructible(state, game_map, n)]
    if "range" in ability or not found or not near:
        return
    card, add = found[0]
    ability["value"] = int(ability.get("value", 0)) + int(add.get("attack", 0))
    active.use(state, index, [card], events)
    if len({tuple(piece(state, game_map, n)) for n in near}) == 1:
        destroy(state, near[0], events)
        return
    seat = state["characters"][index]["seat"]
    frame = decisions.single(tokens.CHOOSE_HEX, seat, character=index, ability={"type": "destroy_obstacle"}, left=1)
    state["decisions"].append(frame)


def obligatory(state: State) -> bool:
    """The pending hex choice is Stone Pummel's, in the middle of an attack: it cannot be skipped."""
    frame = state["decisions"][-1]
    return state["attack"] is not None and frame["kind"] == tokens.CHOOSE_HEX
