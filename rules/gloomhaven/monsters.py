"""The monsters' turn, played by the monster AI (``monster_ai``: the same code that answers
``monster-moves``).

Round summary, "Turno Mostri": "All monsters of a type act on their initiative and perform
every ability of their card in written order, ONLY what is written. Order: the elites of a
type first, then the normal ones; several of each act in ascending standee number." Where
the AI leaves the players a choice (tied focus or tied options), that is a decision
(``monster_option``) of the seat that decides the monsters' ties.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State, decisions

from . import attacks, conditions, content, damage, decks, elements, rooms, turn
from .board import Map, key
from .effects import ELEMENTS
from .hexes import board as make_board
from .initiative import tie_owner
from .monster_ai import monster_moves
from .movement import FLYING, JUMP, NORMAL, Mover, Terrain
from .movement_rules import entered

OPTION = "monster_option"


def stats(state: State, monster: dict[str, Any]) -> dict[str, Any]:
    return content.monster_stats(monster["type"], state["levels"]["monster"], monster["elite"])


def acting_order(state: State, kind: str) -> list[list[int]]:
    """The hexes of the type's monsters in the order they act."""
    found = [m for m in state["monsters"] if m["type"] == kind]
    found.sort(key=lambda m: (not m["elite"], m["standee"]))
    return [list(m["hex"]) for m in found]


def begin(state: State, kind: str, events: Events) -> None:
    state["monster_turn"] = {"type": kind, "queue": acting_order(state, kind), "step": 0, "plan": None, "infuse": []}
    events.append({"type": "monsters_turn", "monster": kind})


def card_of(state: State, kind: str) -> dict[str, Any]:
    deck_id = content.monsters()[kind]["deck"]
    return decks.card(deck_id, state["monster_decks"][deck_id]["shown"])


def proceed(state: State, events: Events) -> None:
    """One step: the current monster's next ability, or the next monster, or the end."""
    turn = state["monster_turn"]
    if not turn["queue"]:
        state["monster_turn"] = None
        return
    index = _index_at(state, turn["queue"][0])
    if index is None:  # slain before it acted
        turn["queue"].pop(0)
        return
    monster = state["monsters"][index]
    card = card_of(state, turn["type"])
    if turn["step"] == 0:
        conditions.start_of_turn(state, ("monster", index))
        if "wound" in monster["conditions"]:
            damage.suffer(state, ("monster", index), 1, events, source="wound")
            if _index_at(state, turn["queue"][0]) is None:
                return
    if "stun" in monster["conditions"] or turn["step"] >= len(card["abilities"]):
        _end_monster(state, index, events)
        return
    ability = card["abilities"][turn["step"]]
    turn["step"] += 1
    _play(state, index, ability, card, events)


def _end_monster(state: State, index: int, events: Events) -> None:
    turn = state["monster_turn"]
    conditions.end_of_turn(state, ("monster", index), events)
    elements.infuse(state, turn["infuse"], events)
    turn["infuse"] = []
    turn["queue"].pop(0)
    turn["step"] = 0
    turn["plan"] = None


def _index_at(state: State, h: list[int]) -> int | None:
    for i, m in enumerate(state["monsters"]):
        if m["hex"] == h:
            return i
    return None


def _play(state: State, index: int, ability: dict[str, Any], card: dict[str, Any], events: Events) -> None:
    monster = state["monsters"][index]
    kind = ability["type"]
    if kind in ("move", "attack"):
        if state["monster_turn"]["plan"] is None:
            _plan(state, index, card, events)
            if state["decisions"]:
                return
        if kind == "move":
            _move(state, index, events)
        else:
            _attack(state, index, ability, events)
    elif kind in ("shield", "retaliate"):
        monster.setdefault("bonuses", []).append({kind: ability["value"], "range": ability.get("range", 1)})
    elif kind == "heal":
        conditions.heal(state, ("monster", index), ability["value"], events)
    elif kind == "infuse":
        state["monster_turn"]["infuse"] += [e for e in ability["elements"] if e in ELEMENTS]


def attack_range(base: dict[str, Any], attack: dict[str, Any] | None) -> int:
    """An attack's range: the card's own range, or the monster's range adjusted by the card
    (``range_plus``); 0 is melee."""
    if attack is None:
        return 0
    if "range" in attack:
        return int(attack["range"])
    return int(base["range"]) + int(attack.get("range_plus", 0)) if base["range"] else 0


def request(state: State, index: int, card: dict[str, Any]) -> dict[str, Any]:
    """The monster-moves request for the monster at ``index`` with its card's move/attack."""
    monster = state["monsters"][index]
    base = stats(state, monster)
    move = next((a for a in card["abilities"] if a["type"] == "move"), None)
    attack = next((a for a in card["abilities"] if a["type"] == "attack"), None)
    game_map = Map(state)
    obstacles = [list(h) for h in game_map.hexes_with("obstacle")]
    obstacles += [list(h) for h in rooms.closed_doors(state)]  # monsters never open doors
    figures = []
    for h, (side, i) in game_map.figures.items():
        figure = conditions.figure(state, (side, i))
        if side == "character" and "invisible" in figure["conditions"]:
            obstacles.append(list(h))  # "i Mostri vi considerano un ostacolo"
            continue
        initiative = turn.initiative_of(state, i) if side == "character" else None
        figures.append({"id": f"{side}{i}", "side": side, "hex": list(h), "initiative": initiative})
    immobile = "immobilize" in monster["conditions"]
    return {
        "map": {
            "hexes": [list(h) for h in sorted(game_map.cells)],
            "thin_walls": [[list(a), list(b)] for a, b in game_map.walls],
            "obstacles": obstacles,
            "traps": [list(h) for h in game_map.hexes_with("trap")],
            "hazardous": [list(h) for h in game_map.hexes_with("hazardous")],
            "difficult": [list(h) for h in game_map.hexes_with("difficult")],
        },
        "figures": figures,
        "active": f"monster{index}",
        "ability": {
            "move": 0 if move is None or immobile else max(0, base["move"] + move.get("plus", 0)),
            "range": attack_range(base, attack),
            "target": (attack or {}).get("target", base.get("target", 1)),
            "flying": content.monsters()[monster["type"]]["flying"],
            "jump": bool(move and move.get("jump")),
            "muddled": "muddle" in monster["conditions"],
            **({"area": attack["area"]} if attack and "area" in attack else {}),
        },
    }


def _plan(state: State, index: int, card: dict[str, Any], events: Events) -> None:
    answer = monster_moves(request(state, index, card))
    options = answer["options"]
    if len(options) > 1:
        group = [{"monster": state["monsters"][index]["type"]}]
        state["decisions"].append(decisions.single(OPTION, tie_owner(state, group), options=options))
        return
    state["monster_turn"]["plan"] = (
        options[0] if options else {"destination": state["monsters"][index]["hex"], "targets": []}
    )


def choose_option(state: State, option: dict[str, Any]) -> None:
    state["decisions"].pop()
    state["monster_turn"]["plan"] = option


def _move(state: State, index: int, events: Events) -> None:
    monster = state["monsters"][index]
    plan = state["monster_turn"]["plan"]
    start, dest = key(monster["hex"]), key(plan["destination"])
    if start == dest:
        return
    game_map = Map(state)
    jump = any(a["type"] == "move" and a.get("jump") for a in card_of(state, monster["type"])["abilities"])
    mode = FLYING if content.monsters()[monster["type"]]["flying"] else JUMP if jump else NORMAL
    board = make_board(sorted(game_map.cells), game_map.walls)
    terrain = Terrain(
        *(
            frozenset(board.index[h] for h in game_map.hexes_with(k))
            for k in ("obstacle", "trap", "hazardous", "difficult")
        )
    )
    enemies = [board.index[h] for h, f in game_map.figures.items() if f[0] == "character"]
    occupied = [board.index[h] for h in game_map.figures if h != start]
    mover = Mover(board, terrain, mode, enemies, occupied)
    path = mover.walk(board.index[start], board.index[dest]) or [board.index[start], board.index[dest]]
    monster["hex"] = list(dest)
    plan["destination"] = list(dest)
    state["monster_turn"]["queue"][0] = list(dest)
    events.append({"type": "moved", "figure": ["monster", index], "path": [list(board.coords[i]) for i in path]})
    for i in mover.entered_negative(path):
        token = entered(game_map, board.coords[i])
        if token is not None:
            attacks.spring(state, ("monster", index), token, events)
        if _index_at(state, list(dest)) is None:
            return


def _attack(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    monster = state["monsters"][index]
    base = stats(state, monster)
    plan = state["monster_turn"]["plan"]
    if "disarm" in monster["conditions"] or not plan["targets"]:
        return
    resolved = {
        "type": "attack",
        "value": max(0, base["attack"] + ability.get("plus", 0)),
        "pierce": ability.get("pierce", 0) + base.get("pierce", 0),
        "conditions": sorted(set(ability.get("conditions", [])) | set(base.get("conditions", []))),
    }
    reach = attack_range(base, ability)
    if reach:
        resolved["range"] = reach
    state["attack"] = {
        "attacker": ["monster", index],
        "ability": resolved,
        "targets": [list(t) for t in plan["targets"]],
        "next": 0,
        "drawn": [],
    }
