"""The map as it stands: the revealed rooms, their overlays and the figures on them.

Built from the scenario's fixed geometry (``scenarios``) and the state's revealed rooms,
overlays and figures. Adjacency, range and line of sight come from the monster AI's own
geometry (``hexes``, ``sight``), so characters and monsters play on one board.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from rules.core import State

from . import hexes, scenario_rules, scenarios, sight

Hex = tuple[int, int]


def key(h: Any) -> Hex:
    return (int(h[0]), int(h[1]))


#: The list of the state each kind of figure is kept in.
LISTS = {
    "character": "characters",
    "summon": "summons",
    "monster": "monsters",
    "objective": "objectives",
    "escort": "escorts",
}
#: "An ally is any figure that fights with a character. This term includes summoned figures."
#: An objective is "an enemy to the characters", an escort an "ally to the characters, enemy
#: of all monster types" (``objectives``).
SIDES = {
    "character": "character",
    "summon": "character",
    "monster": "monster",
    "objective": "monster",
    "escort": "character",
}


def side(state: State, who: Any) -> str:
    """The side a figure fights on: ``character`` (characters, their summons, escorts, and the
    monster types a scenario makes their allies) or ``monster``; a monster type a scenario
    makes "enemies to both the characters and all other monster types" fights on a side of
    its own (``scenario_rules.monster_sides``)."""
    return _side(state, who, scenario_rules.monster_sides(state) if who[0] == "monster" else {})


def _side(state: State, who: Any, monster_sides: dict[str, str]) -> str:
    if who[0] != "monster":
        if who[0] in ("character", "summon") and mind_controlled_now(state, who):  # the Betrayer's (#79)
            return "monster"
        return SIDES[who[0]]
    found = monster_sides.get(state["monsters"][who[1]]["type"], "monster") if monster_sides else "monster"
    if turned_now(state, who[1]):  # "as if its allies were enemies and its enemies were allies"
        return "monster" if found == "character" else "character"
    return found


def mind_controlled_now(state: State, who: Any) -> bool:
    """Figure ``who`` is a mind-controlled character on its turn, or one of its summons on
    theirs: its side is the monsters' (``mind_control``)."""
    kind, index = who
    if kind == "character":
        turn = state.get("turn")
        mind = bool(state["characters"][index].get("mind_controlled"))
        return mind and turn is not None and turn["character"] == index
    if kind != "summon":
        return False
    summon = state["summons"][index]
    turn = state.get("monster_turn")
    return (
        bool(state["characters"][summon["owner"]].get("mind_controlled"))
        and turn is not None
        and turn.get("summoner") == summon["owner"]
        and turn["queue"][:1] == [list(summon["hex"])]
    )


def turned_now(state: State, index: int) -> bool:
    """Monster ``index`` bears a character's token (``turned``: Long Con, Hostile Takeover,
    Domination) and is performing its own turn: its sides are swapped for that turn only."""
    monster = state["monsters"][index]
    turn = state.get("monster_turn")
    return (
        "turned" in monster
        and turn is not None
        and turn["type"] == monster["type"]
        and turn["queue"][:1] == [list(monster["hex"])]
    )


class Map:
    """One state's map. Figures are ``("character", i)``, ``("summon", i)``, ``("monster", i)``,
    ``("objective", i)`` or ``("escort", i)``."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.scenario = scenarios.of(state["options"])
        self.rooms = set(state["rooms"])
        #: the tokens on each hex (a coin may lie on difficult terrain, say)
        self.overlays: dict[Hex, list[dict[str, Any]]] = {}
        for token in state["overlays"]:
            self.overlays.setdefault(key(token["hex"]), []).append(token)
        self.figures: dict[Hex, tuple[str, int]] = {}
        for i, c in enumerate(state["characters"]):
            if c["hex"] is not None and not c["exhausted"]:
                self.figures[key(c["hex"])] = ("character", i)
        for i, s in enumerate(state.get("summons", ())):
            self.figures[key(s["hex"])] = ("summon", i)
        inactive = scenario_rules.inactive_types(state)
        #: the hexes of monsters that do not activate this round: any figure passes them, none
        #: ends there, no ability affects them
        self.inert: set[Hex] = set()
        for i, m in enumerate(state["monsters"]):
            for h in m.get("hexes") or [m["hex"]]:  # the Elder Drake fills its boulder (#34)
                self.figures[key(h)] = ("monster", i)
            if m["type"] in inactive:
                self.inert.add(key(m["hex"]))
        for i, o in enumerate(state["objectives"]):
            for h in o.get("hexes") or [o["hex"]]:  # a tree fills three hexes (#72)
                self.figures[key(h)] = ("objective", i)
        for i, e in enumerate(state["escorts"]):
            for h in e.get("hexes") or [e["hex"]]:  # #68's tree fills three hexes
                self.figures[key(h)] = ("escort", i)

    @cached_property
    def cells(self) -> frozenset[Hex]:
        """The hexes of the revealed rooms and of the doors that touch them."""
        open_map = frozenset(map(key, self.scenario.open_hexes(sorted(self.rooms))))
        early = scenario_rules.early_hexes(self.state)  # monsters set up early stand on the map (#35)
        open_map |= {h for h in early if self.scenario.room_of(h) not in self.rooms}
        locked = scenario_rules.locked_doors(self.state)
        return open_map - locked if locked else open_map

    @cached_property
    def walls(self) -> list[tuple[Hex, Hex]]:
        """The thin walls between two hexes of the revealed map (and those around the obstacles
        a rule makes walls: ``scenario_rules.opaque``)."""
        pairs = [(key(a), key(b)) for a, b in self.scenario.thin_walls]
        opaque = scenario_rules.opaque(self.state)  # walls all around (#52)
        if opaque:
            pairs = sorted(
                {(min(a, b), max(a, b)) for a, b in pairs}
                | {(min(h, n), max(h, n)) for h in opaque for n in hexes.neighbours(h)}
            )
        return [(a, b) for a, b in pairs if a in self.cells and b in self.cells]

    @cached_property
    def board(self) -> hexes.Board:
        return hexes.board(sorted(self.cells), self.walls)

    def has(self, h: Hex, kind: str) -> bool:
        """Hex ``h`` holds a token of type ``kind`` (obstacle, trap, difficult, coin...)."""
        return any(t["type"] == kind for t in self.overlays.get(h, ()))

    def hexes_with(self, kind: str) -> list[Hex]:
        return sorted(h for h in self.overlays if self.has(h, kind))

    def neighbours(self, h: Hex) -> list[Hex]:
        """The hexes adjacent to ``h`` (no wall between)."""
        board = self.board
        i = board.index[h]
        return [board.coords[j] for j in board.link[i] if j >= 0]

    def distance(self, a: Hex, b: Hex) -> int:
        """Range from ``a`` to ``b``, counted around walls."""
        board = self.board
        return board.proximity(board.index[a])[board.index[b]]

    def sees(self, a: Hex, b: Hex) -> bool:
        return sight.line_of_sight(self.board, a, b)

    def enemies_of(self, own: str) -> dict[Hex, tuple[str, int]]:
        """The figures not on side ``own``."""
        return {h: f for h, f in self.figures.items() if self.side(f) != own and h not in self.inert}

    def side(self, who: tuple[str, int]) -> str:
        """The side figure ``who`` fights on (``side``; the scenario's sides read once a map)."""
        return _side(self.state, who, self._monster_sides)

    @cached_property
    def strangers(self) -> frozenset[Hex]:
        """The hexes of escorts "not considered an ally to the characters" (``ally: false``), or
        that nothing but a heal affects (``only_heal``: #68's tree): the characters' side cannot
        move through them."""
        rules = scenario_rules.rules_of(self.state).get("figures", [])
        names = {f["name"] for f in rules if f["kind"] == "escort" and (f.get("ally") is False or f.get("only_heal"))}
        return frozenset(
            key(h) for e in self.state["escorts"] if e["name"] in names for h in e.get("hexes") or [e["hex"]]
        )

    @cached_property
    def _monster_sides(self) -> dict[str, str]:
        return scenario_rules.monster_sides(self.state)


def fixed(state: State, who: tuple[str, int]) -> bool:
    """Figure ``who`` is an objective or fills several hexes (a tree, the Elder Drake): nothing
    displaces it."""
    listed = {"monster": "monsters", "objective": "objectives", "escort": "escorts"}.get(who[0])
    return who[0] == "objective" or (listed is not None and "hexes" in state[listed][who[1]])


def make_way(state: State, who: tuple[str, int], at: Hex, events: list[dict[str, Any]], avoid: Any = ()) -> None:
    """Figure ``who`` on ``at`` moves to the nearest hex with no figure and no tile (none of
    ``avoid``), "the nearest empty hex (no figures, tokens, or overlay tiles of any kind present
    except corridors, pressure plates, and open doors)" (rulebook, flying lost on an obstacle)."""
    from .conditions import figure  # it reads the map, as this module's callers do

    to = nearest_free(state, [at], scenarios.TOKENS, avoid)
    if to is not None:
        figure(state, who)["hex"] = list(to)
        events.append({"type": "moved", "figure": list(who), "to": list(to)})


def nearest_free(
    state: State, around: list[Hex], clear_of: tuple[str, ...] = ("obstacle",), avoid: Any = ()
) -> Hex | None:
    """The hex of the revealed map nearest to any of ``around`` (range around walls from those on
    the map, else lattice distance) with no figure, none of the overlays ``clear_of`` and not
    among ``avoid``; ties in hex order."""
    game_map = Map(state)
    free = [
        h
        for h in sorted(game_map.cells)
        if h not in game_map.figures and h not in avoid and not any(game_map.has(h, kind) for kind in clear_of)
    ]
    if not free or not around:
        return None
    on_map = [a for a in around if a in game_map.cells]

    def far(h: Hex) -> int:
        if on_map:
            return min(game_map.distance(a, h) for a in on_map)
        return min(hexes.distance(a, h) for a in around)

    return min(free, key=lambda h: (far(h), h))
