"""Escorts' turns (the figures are ``objectives``' to keep): "Orchid (a): acts on initiative
99 each round, performing Move 3 toward the shaman on the D tile, opening doors and springing
traps if needed" (#38, GG's notes on the scenario book).

Each escort takes a turn at its initiative, after the characters and monster types of the same
initiative (``initiative.order``). A wound deals it 1 damage as its turn starts; stunned, it
performs nothing; immobilized, it does not move. It moves toward its target hexes (``acts``:
``move``, ``toward``): along a shortest walk to a hex beside them (or onto one, when empty),
counted over the whole map, revealed or not, around obstacles and enemies, and around traps
and hazardous terrain unless no walk avoids them; difficult terrain costs 2. Among equal
walks it takes the first in hex order (our choice: the book leaves it open). It cannot end on
another figure. Entering a closed door it opens it, as a character does, and its move ends
there (our choice, so that the room's monsters stand before it goes on). The conditions it
gained before its turn end with it. An escort whose turn comes after it was killed is skipped.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State, budget, decisions

from . import conditions, damage, hexes, objectives, rooms, scenario_rules, scenarios, traps
from .board import LISTS, Hex, Map, key, side
from .common import playing_seat

#: The ``type`` of the monster turn an escort that attacks plays (``monsters.ESCORT``).
ESCORT = "escort"

Rule = dict[str, Any]


def turns(state: State) -> list[tuple[str, int]]:
    """(name, initiative) of each escort on the map: its turn of the round."""
    return [(e["name"], objectives.initiative(state, i)) for i, e in enumerate(state["escorts"])]


#: The decision of the character's attack modifier deck an escort that attacks draws from.
DECK = "escort_deck"


def take_turn(state: State, name: str, events: Events) -> None:
    index = next((i for i, e in enumerate(state["escorts"]) if e["name"] == name), None)
    if index is None:  # killed earlier in the round
        return
    who = ("escort", index)
    if "attack" in objectives.rule(state, "escort", name).get("acts", {}):
        _fight(state, index, events)
        return
    if "wound" in state["escorts"][index]["conditions"]:
        damage.suffer(state, who, 1, events, source="wound")
        if not _alive(state, name, index):
            return
    escort = state["escorts"][index]
    acts = objectives.rule(state, "escort", name).get("acts", {})
    if "move" in acts and not {"stun", "immobilize"} & set(escort["conditions"]):
        _move_toward(state, index, int(acts["move"]), [key(h) for h in acts["toward"]], events)
        if not _alive(state, name, index):
            return
        if acts.get("leaves_at_target") and key(escort["hex"]) in {key(h) for h in acts["toward"]}:
            _leave(state, index, events)
            return
    conditions.end_of_turn(state, who, events)
    _reached(state, index)


def _leave(state: State, index: int, events: Events) -> None:
    """ "A villager that reaches (b) is removed from the map and counts as saved" (#86): its
    name goes into ``tally.reached``."""
    escort = state["escorts"].pop(index)
    state["tally"]["reached"] = [*state["tally"].get("reached", []), escort["name"]]
    events.append({"type": "escort_saved", "name": escort["name"], "hex": escort["hex"]})


def _fight(state: State, index: int, events: Events) -> None:
    """ "Act on initiative 50 every round performing 'Move 3, Attack 3', drawing from whichever
    character attack modifier deck the players choose" (#56): the escort's turn is played by
    the monster AI on the characters' side, as a summon's (``monsters``: its wound, auras and
    conditions too); the players first choose the deck when more than one character stands."""
    escort = state["escorts"][index]
    standing = deck_options(state)
    if not standing:  # no character left to draw from: the scenario is lost as the round ends
        return
    rule = objectives.rule(state, "escort", escort["name"])
    start = key(rule["hex"])
    if rule["acts"].get("return_to_start") and key(escort["hex"]) != start and start not in Map(state).figures:
        # "moves back onto his starting hex if he has been moved off it" (#79): put back (our reading)
        escort["hex"] = list(start)
        events.append({"type": "moved", "figure": ["escort", index], "to": list(start)})
    state["monster_turn"] = {
        "type": ESCORT,
        "escort": escort["name"],
        "queue": [list(escort["hex"])],
        "step": 0,
        "plan": None,
        "infuse": [],
    }
    events.append({"type": "escort_turn", "name": escort["name"]})
    if len(standing) == 1:
        state["monster_turn"]["deck"] = standing[0]
    else:
        state["decisions"].append(decisions.single(DECK, deciding_seat(state), escort=escort["name"]))


def choose_deck(state: State, character: int) -> None:
    """The players chose the character whose attack modifier deck the escort draws from."""
    if state["characters"][character]["exhausted"]:
        raise IllegalAction("the deck of a character still playing", code="invalid_character")
    state["decisions"].pop()
    state["monster_turn"]["deck"] = character


def deck_options(state: State) -> list[int]:
    return [i for i, c in enumerate(state["characters"]) if not c["exhausted"]]


def deciding_seat(state: State) -> int:
    """The seat that decides for an escort: the first character's still playing (the rules
    leave it to "the players")."""
    return playing_seat(state)


def stats(state: State, index: int) -> dict[str, Any]:
    """An attacking escort's stats as a monster's (``monster_abilities.stats``)."""
    acts = objectives.rule(state, "escort", state["escorts"][index]["name"]).get("acts", {})
    attack = acts["attack"] + _freed(state, acts["plus_per_freed"]) if "plus_per_freed" in acts else acts["attack"]
    return {"move": acts.get("move", 0), "attack": attack, "range": acts.get("range", 0), "target": 1}


def _freed(state: State, prefix: str) -> int:
    """ "He adds +1 Attack to all his attacks for each captive freed" (#44)."""
    return sum(name.startswith(prefix) for name in state["tally"].get("freed", []))


def card(state: State, index: int) -> dict[str, Any]:
    """The abilities of an attacking escort's turn: "Move 3, Attack 3" (its move, if any)."""
    acts = objectives.rule(state, "escort", state["escorts"][index]["name"]).get("acts", {})
    attack: dict[str, Any] = {"type": "attack", "plus": 0}
    if "targets" in acts:
        attack["targets"] = acts["targets"]
    return {"abilities": ([{"type": "move", "plus": 0}] if acts.get("move") else []) + [attack]}


def _reached(state: State, index: int) -> None:
    """ "The scenario is complete when she ends her turn in a hex adjacent to the altar" (#19):
    an escort ending its turn on (or beside) the hexes of an ``escort_reaches`` goal is noted
    in ``tally.reached``."""
    escort = state["escorts"][index]
    at, game_map = key(escort["hex"]), None
    for goal in scenario_rules.rules_of(state)["goal"]:
        if goal["type"] != "escort_reaches" or goal["figure"] != escort["name"]:
            continue
        wanted = {key(h) for h in goal["hexes"]}
        if goal.get("adjacent"):
            game_map = game_map or Map(state)
            wanted = {n for h in wanted if h in game_map.board.index for n in game_map.neighbours(h)}
        reached = state["tally"].get("reached", [])
        if at in wanted and escort["name"] not in reached:
            state["tally"]["reached"] = [*reached, escort["name"]]


def _alive(state: State, name: str, index: int) -> bool:
    return index < len(state["escorts"]) and state["escorts"][index]["name"] == name


def _move_toward(state: State, index: int, value: int, targets: list[Hex], events: Events) -> None:
    walk_toward(state, ("escort", index), value, targets, events)


def walk_toward(state: State, who: tuple[str, int], value: int, targets: list[Hex], events: Events) -> Hex | None:
    """Figure ``who`` goes up to ``value`` hexes along a shortest walk to ``targets`` (an
    escort's move, or a monster's that a rule sends there, ``marches``): around obstacles and
    enemies, and around traps and hazardous terrain unless no walk avoids them, never ending
    on another figure. The traps it enters spring; a closed door ends its walk and opens (the
    new monster types act as after the turn's, ``rooms.keep``). Where it ends (None: killed
    on the way)."""
    game_map = Map(state)
    figure = conditions.figure(state, who)
    here = key(figure["hex"])
    closed = rooms.closed_doors(state)
    board = whole_board(state)
    own = side(state, who)
    enemies = {h for h, f in game_map.figures.items() if side(state, f) != own}
    blocked = set(game_map.hexes_with("obstacle")) | enemies
    harmful = set(game_map.hexes_with("trap")) | set(game_map.hexes_with("hazardous"))
    distance = distances(board, targets, blocked | harmful)
    if distance.get(here) is None:
        distance = distances(board, targets, blocked)
    path, left, at = [], value, here
    while left > 0 and distance.get(at, 0) > 0:
        nearer = [
            n
            for j in board.link[board.index[at]]
            if j >= 0 and (n := board.coords[j]) in game_map.cells and distance.get(n, -1) == distance[at] - 1
        ]
        nearer = [n for n in nearer if _cost(game_map, n) <= left and n not in enemies]
        if not nearer:
            break
        at = min(nearer)
        left -= _cost(game_map, at)
        path.append(at)
        if at in closed:
            break
    while path and path[-1] in game_map.figures:  # it cannot end on another figure
        path.pop()
    return _walk(state, who, figure, path, events) if path else here


def _walk(state: State, who: tuple[str, int], figure: dict[str, Any], path: list[Hex], events: Events) -> Hex | None:
    """The figure goes along ``path``: traps and hazardous terrain it enters spring, a closed
    door at its end opens."""
    listed = state[LISTS[who[0]]]
    for h in path:
        figure["hex"] = list(h)
        index = next(i for i, f in enumerate(listed) if f is figure)
        events.append({"type": "moved", "figure": [who[0], index], "to": list(h)})
        for token in Map(state).overlays.get(h, ()):
            if token["type"] in ("trap", "hazardous"):
                traps.spring(state, (who[0], index), token, events)
                if not any(f is figure for f in listed):
                    return None
    end = path[-1]
    if end in rooms.closed_doors(state):
        rooms.open_door(state, end, -1, events)
        rooms.fill_in(state, events)
    return end


def _cost(game_map: Map, h: Hex) -> int:
    return 2 if game_map.has(h, "difficult") else 1


def whole_board(state: State) -> hexes.Board:
    """The scenario's whole map, revealed or not, but the doors a rule locks or an objective
    stands on: where a figure heading for hexes counts its steps."""
    scenario = scenarios.of(state["options"])
    closed = rooms.closed_doors(state)
    figures = Map(state).figures
    shut = set(scenario_rules.locked_doors(state)) | {h for h in closed if h in figures}  # a door objective's
    every = frozenset(map(key, scenario.open_hexes([r.id for r in scenario.rooms]))) - shut
    return hexes.board(sorted(every), [(a, b) for a, b in scenario.thin_walls if a in every and b in every])


def distances(board: hexes.Board, targets: list[Hex], blocked: set[Hex]) -> dict[Hex, int]:
    """Steps from each hex to a target (a target counts reached from beside it), never
    through ``blocked``."""
    found: dict[Hex, int] = {t: 0 for t in targets if t in board.index}
    frontier = list(found)
    while frontier:
        budget.spend(len(frontier))
        nxt = []
        for h in frontier:
            for j in board.link[board.index[h]]:
                n = board.coords[j] if j >= 0 else None
                if n is not None and n not in found and n not in blocked:
                    found[n] = found[h] + 1
                    nxt.append(n)
        frontier = nxt
    return found
