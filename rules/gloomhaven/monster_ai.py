"""The Gloomhaven monster AI: focus, movement and attack targets of one monster's turn.

``monster_moves(request)`` takes the DESIGN request (map, figures, active monster, ability)
and returns ``{"focus": [ids], "options": [{"destination": [q, r], "targets": [[q, r], ...]}]}``:
every end hex + attacked hexes combination the rules allow. When the rules leave a choice
(tied focus, tied destinations, tied target groups) every option is listed and the players
choose. Rules (Italian round summary, "Turno Mostri"; rulebook, "Move"/"Attack"):

Focus ("Focus Mostri"). The focus is the enemy the monster can attack with the least
movement: the fewest traps/hazards on the way (they are avoided unless it is the only
way), then the fewest movement points, to a hex from which its *current* attack hits that
enemy (range and line of sight; a pattern for AoE). Ties: the enemy in closer proximity
(range from the monster's hex, around walls), then the lower initiative; then the players
choose (every tied enemy is a focus). Without an attack it acts as if it had a melee
attack. An enemy it can never attack from any hex it can reach is not a focus; with no
focus the monster neither moves nor attacks.

Destination ("Movimento Mostri"). Among the hexes it could end on (ignoring its move
value), it prefers, in order: fewest traps/hazards on the way; a hex it can reach this
turn; no disadvantage against its focus (a ranged attacker adjacent to its focus steps
away unless muddled); the most targets (the focus always among them); the shortest walk;
then secondary targets in order of focus priority (proximity, then initiative). For the
chosen target groups it then takes the hexes with the fewest disadvantaged targets, then
the shortest walk. If it cannot reach them this turn it moves as close as it can to one of
them (fewest traps/hazards in all, then least movement left to go, then least movement
now) and does not attack; when several destinations tie, the players pick one.

Attacks. Melee = range 1. A ranged attack against an adjacent enemy has disadvantage
("not adjacent" across a thin wall). Target X attacks up to X enemies (a count at least
the number of enemies is "target all"). AoE patterns may be turned and mirrored; a melee
pattern is placed around the monster (no range check); a ranged pattern anywhere with at
least one hex within range (Italian summary, "Attacco ad Area"); every target needs line
of sight. An AoE with Target X > 1 adds X-1 normal targets. Target 0: the monster moves as
a melee attacker and does not attack.

These tie-breaks and option sets follow the Monster Mover reference (AluminumAngel/gloom,
MIT), Gloomhaven rules; the 79 cases in ``../shared/data/gloomhaven`` check them.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, TypeGuard, cast

from rules.core import InvalidState, RulesError

from . import hexes as hx
from .hexes import UNREACHABLE, Hex
from .movement import FLYING, JUMP, NORMAL, Mover, Terrain
from .sight import sight_lines

CHARACTER, MONSTER = "character", "monster"
SIDES = (CHARACTER, MONSTER)
MAX_HEXES = 2048
MAX_FIGURES = 64
MAX_AREA = 37
MAX_VALUE = 99  # move, range, target
MAX_INITIATIVE = 9999  # cards show 1-99; larger values can order summons or test ties
MAX_OPTIONS = 5_000  # tied target groups or options beyond this are refused (too_many_options)
AOE_REFLECTIONS = True  # AoE patterns may also be mirrored (as the reference places them)


class TooManyOptions(RulesError):
    """The players' choices would be too many to list."""

    code = "too_many_options"


def _invalid(code: str, message: str, **details: Any) -> InvalidState:
    return InvalidState(message, code=code, **details)


def _too_many() -> TooManyOptions:
    return TooManyOptions(
        f"the players would choose among more than {MAX_OPTIONS} tied options; "
        "give the enemies initiatives or the attack fewer targets"
    )


# --- the request --------------------------------------------------------------------------
@dataclass(frozen=True)
class Figure:
    id: str
    side: str
    hex: Hex
    initiative: int | None


@dataclass(frozen=True)
class Ability:
    move: int
    range: int
    target: int
    flying: bool
    jump: bool
    muddled: bool
    area: tuple[Hex, ...]

    @property
    def mode(self) -> str:
        """Flying ignores more than Jump, so a flying monster with a Jump move still flies."""
        return FLYING if self.flying else JUMP if self.jump else NORMAL


@dataclass(frozen=True)
class Request:
    hexes: tuple[Hex, ...]
    thin_walls: tuple[tuple[Hex, Hex], ...]
    obstacles: frozenset[Hex]
    traps: frozenset[Hex]
    hazardous: frozenset[Hex]
    difficult: frozenset[Hex]
    figures: tuple[Figure, ...]
    active: Figure
    ability: Ability


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _hex(value: Any, where: str) -> Hex:
    if not isinstance(value, (list, tuple)) or len(value) != 2 or not all(_is_int(v) for v in value):
        raise _invalid("invalid_request", f"{where}: a hex is a pair of integers [q, r], not {value!r}", field=where)
    return (value[0], value[1])


def _hex_list(value: Any, where: str) -> list[Hex]:
    if not isinstance(value, (list, tuple)):
        raise _invalid("invalid_request", f"{where}: expected a list of hexes", field=where)
    out: list[Hex] = []
    for k, v in enumerate(value):
        if type(v) in (list, tuple) and len(v) == 2 and type(v[0]) is int and type(v[1]) is int:
            out.append((v[0], v[1]))  # the common case, checked inline (bools are not ints here)
        else:
            out.append(_hex(v, f"{where}[{k}]"))
    return out


def _object(value: Any, where: str, members: tuple[str, ...] = ()) -> dict[str, Any]:
    """``value`` as a JSON object; with ``members``, no other member is allowed (a misspelt
    ``thin_wall`` must not be ignored in silence)."""
    if not isinstance(value, dict):
        raise _invalid("invalid_request", f"{where}: expected a JSON object", field=where)
    if members:
        unknown = sorted(str(k) for k in value if k not in members)
        if unknown:
            raise _invalid(
                "invalid_request", f"{where}: unknown member {unknown[0]!r}; expected {', '.join(members)}", field=where
            )
    return value


def _int(obj: dict[str, Any], key: str, where: str, default: int | None, lo: int = 0, hi: int = MAX_VALUE) -> int:
    value = obj.get(key, default)
    if value is None and default is not None:
        value = default
    if not _is_int(value) or not lo <= value <= hi:
        raise _invalid(
            "invalid_request", f"{where}.{key}: expected an integer from {lo} to {hi}", field=f"{where}.{key}"
        )
    return value


def _bool(obj: dict[str, Any], key: str, where: str) -> bool:
    value = obj.get(key, False)
    if value is None:
        value = False
    if not isinstance(value, bool):
        raise _invalid("invalid_request", f"{where}.{key}: expected true or false", field=f"{where}.{key}")
    return value


def parse_request(request: Any) -> Request:
    """Check a monster-moves request and return it typed; ``InvalidState`` with a machine
    code otherwise: ``invalid_request`` (shape), ``hex_not_on_map``, ``invalid_wall``,
    ``duplicate_figure``, ``overlapping_figures``, ``unknown_figure``,
    ``active_not_monster``, ``map_too_large``."""
    request = _object(request, "request", ("map", "figures", "active", "ability"))
    game_map = _object(
        request.get("map"), "map", ("hexes", "thin_walls", "obstacles", "traps", "hazardous", "difficult")
    )
    hexes = _hex_list(game_map.get("hexes"), "map.hexes")
    if not hexes:
        raise _invalid("invalid_request", "map.hexes: the map has no hexes", field="map.hexes")
    on_map = set(hexes)
    if len(on_map) > MAX_HEXES:
        raise _invalid("map_too_large", f"map.hexes: at most {MAX_HEXES} hexes", field="map.hexes")

    def on_map_hex(h: Hex, where: str) -> Hex:
        if h not in on_map:
            raise _invalid("hex_not_on_map", f"{where}: hex {list(h)} is not on the map", field=where, hex=list(h))
        return h

    walls = game_map.get("thin_walls", [])
    if walls is None:
        walls = []
    if not isinstance(walls, (list, tuple)):
        raise _invalid("invalid_request", "map.thin_walls: expected a list of hex pairs", field="map.thin_walls")
    thin_walls = []
    for k, wall in enumerate(walls):
        where = f"map.thin_walls[{k}]"
        if not isinstance(wall, (list, tuple)) or len(wall) != 2:
            raise _invalid("invalid_request", f"{where}: a thin wall is a pair of hexes [[q, r], [q, r]]", field=where)
        a, b = (on_map_hex(_hex(h, f"{where}[{n}]"), f"{where}[{n}]") for n, h in enumerate(wall))
        if hx.direction(a, b) is None:
            raise _invalid(
                "invalid_wall",
                f"{where}: {list(a)} and {list(b)} are not neighbours; a thin wall lies between two adjacent hexes",
                field=where,
            )
        thin_walls.append((a, b))
    overlays = {}
    for key in ("obstacles", "traps", "hazardous", "difficult"):
        listed = game_map.get(key, [])
        listed = [] if listed is None else listed
        overlays[key] = frozenset(
            on_map_hex(h, f"map.{key}[{k}]") for k, h in enumerate(_hex_list(listed, f"map.{key}"))
        )

    figures_in = request.get("figures")
    if not isinstance(figures_in, (list, tuple)):
        raise _invalid("invalid_request", "figures: expected a list of figures", field="figures")
    if len(figures_in) > MAX_FIGURES:
        raise _invalid("invalid_request", f"figures: at most {MAX_FIGURES} figures", field="figures")
    figures: list[Figure] = []
    by_id: dict[str, Figure] = {}
    by_hex: dict[Hex, Figure] = {}
    for k, raw in enumerate(figures_in):
        where = f"figures[{k}]"
        raw = _object(raw, where, ("id", "side", "hex", "initiative"))
        fid = raw.get("id")
        if not isinstance(fid, str) or not fid:
            raise _invalid("invalid_request", f"{where}.id: expected a non-empty string", field=f"{where}.id")
        side = raw.get("side")
        if side not in SIDES:
            raise _invalid(
                "invalid_request", f"{where}.side: expected one of {', '.join(SIDES)}", field=f"{where}.side"
            )
        h = on_map_hex(_hex(raw.get("hex"), f"{where}.hex"), f"{where}.hex")
        initiative = raw.get("initiative")
        if initiative is not None and (not _is_int(initiative) or not 0 <= initiative <= MAX_INITIATIVE):
            raise _invalid(
                "invalid_request",
                f"{where}.initiative: expected an integer from 0 to {MAX_INITIATIVE} or null",
                field=f"{where}.initiative",
            )
        figure = Figure(fid, side, h, initiative)
        if fid in by_id:
            raise _invalid("duplicate_figure", f"{where}: figure id {fid!r} is used twice", figure=fid)
        if h in by_hex:
            raise _invalid(
                "overlapping_figures",
                f"{where}: figures {by_hex[h].id!r} and {fid!r} are both on hex {list(h)}",
                figures=[by_hex[h].id, fid],
                hex=list(h),
            )
        by_id[fid] = figure
        by_hex[h] = figure
        figures.append(figure)

    active_id = request.get("active")
    if not isinstance(active_id, str):
        raise _invalid("invalid_request", "active: expected the id of a figure", field="active")
    if active_id not in by_id:
        raise _invalid("unknown_figure", f"active: no figure has id {active_id!r}", figure=active_id)
    active = by_id[active_id]
    if active.side != MONSTER:
        raise _invalid(
            "active_not_monster", f"active: figure {active_id!r} is a {active.side}, not a monster", figure=active_id
        )

    raw = _object(request.get("ability"), "ability", ("move", "range", "target", "flying", "jump", "muddled", "area"))
    area_in = raw.get("area")
    area = () if area_in is None else tuple(_hex_list(area_in, "ability.area"))
    if len(area) > MAX_AREA:
        raise _invalid("invalid_request", f"ability.area: at most {MAX_AREA} hexes", field="ability.area")
    ability = Ability(
        move=_int(raw, "move", "ability", 0),
        range=_int(raw, "range", "ability", 0),
        target=_int(raw, "target", "ability", 1),
        flying=_bool(raw, "flying", "ability"),
        jump=_bool(raw, "jump", "ability"),
        muddled=_bool(raw, "muddled", "ability"),
        area=tuple(dict.fromkeys(area)),
    )
    return Request(
        tuple(hexes),
        tuple(thin_walls),
        overlays["obstacles"],
        overlays["traps"],
        overlays["hazardous"],
        overlays["difficult"],
        tuple(figures),
        active,
        ability,
    )


# --- one monster's turn ------------------------------------------------------------------
class Turn:
    """One monster's turn on one map: movement costs, attack geometry and caches."""

    def __init__(self, req: Request):
        self.req = req
        board = self.board = hx.board(req.hexes, req.thin_walls)
        index = board.index
        self.sight = sight_lines(board)
        self.monster = index[req.active.hex]
        ability = req.ability
        self.move = ability.move
        self.enemies: list[int] = [index[f.hex] for f in req.figures if f.side != MONSTER]
        self.figure_at: dict[int, Figure] = {index[f.hex]: f for f in req.figures}
        occupied = frozenset(i for i in self.figure_at if i != self.monster)
        terrain = Terrain(
            *(frozenset(index[h] for h in hexes) for hexes in (req.obstacles, req.traps, req.hazardous, req.difficult))
        )
        self.mover = Mover(board, terrain, ability.mode, frozenset(self.enemies), occupied)
        self.traps, self.steps = self.mover.costs_from(self.monster)

        attacks = ability.target > 0
        self.ranged = attacks and ability.range > 0
        self.reach = ability.range if self.ranged else 1
        self.susceptible = self.ranged and not ability.muddled
        self.extra = ability.target - 1  # -1: no attack
        area = [o for o in ability.area if self.ranged or o != (0, 0)]
        self.aoe = None
        if attacks and area:
            self.aoe = "ranged" if self.ranged else "melee"
        self.images = hx.symmetries(area, AOE_REFLECTIONS) if self.aoe else ()
        self.placements = self._placements() if self.aoe == "ranged" else []
        self._targetable: dict[int, frozenset[int]] = {}
        self._plans: dict[int, list[tuple[frozenset[int], frozenset[int], int]]] = {}
        self.rank = self._ranks()
        self.ranks = max(self.rank.values(), default=-1) + 1

    # --- geometry helpers ---------------------------------------------------------------
    def can_end(self, i: int) -> bool:
        """The monster may end its move in ``i`` (staying put is always possible)."""
        return i == self.monster or self.mover.can_end(i)

    def reachable(self, i: int) -> bool:
        return self.steps[i] <= self.move

    def in_range(self, frm: int, to: int, reach: int) -> bool:
        return self.board.proximity(to)[frm] <= reach

    def sees(self, i: int, j: int) -> bool:
        return self.sight.visible(i, j)

    def disadvantage(self, frm: int, target: int) -> bool:
        """A ranged attack from ``frm`` on an adjacent ``target`` (not across a wall)."""
        return self.susceptible and self.board.adjacent(frm, target)

    def proximity_to_monster(self, e: int) -> int:
        return self.board.proximity(self.monster)[e]

    def initiative(self, e: int) -> int | None:
        return self.figure_at[e].initiative

    def _placements(self) -> list[tuple[frozenset[int], tuple[int, ...]]]:
        """Every placement of the ranged AoE pattern (turned, mirrored, moved) that covers at
        least one enemy: (its hexes on the map, the enemies under it)."""
        index, coords = self.board.index, self.board.coords
        enemy_set = set(self.enemies)
        seen = set()
        out = []
        for e in self.enemies:
            eh = coords[e]
            for image in self.images:
                for pin in image:
                    cells = frozenset((eh[0] + o[0] - pin[0], eh[1] + o[1] - pin[1]) for o in image)
                    if cells in seen:
                        continue
                    seen.add(cells)
                    on_map = frozenset(index[c] for c in cells if c in index)
                    out.append((on_map, tuple(sorted(i for i in on_map if i in enemy_set))))
        return out

    def melee_cells(self, at: int, image: Iterable[Hex]) -> list[int]:
        """The map hexes of a melee AoE ``image`` placed around hex ``at``."""
        q, r = self.board.coords[at]
        index = self.board.index
        return [index[c] for c in ((q + o[0], r + o[1]) for o in image) if c in index]

    def _ranks(self) -> dict[int, int]:
        """Focus priority of every enemy, 0 best: proximity to the monster, then initiative
        (an enemy without initiative ties with every enemy at its proximity)."""
        by_prox: dict[int, list[int]] = {}
        for e in self.enemies:
            by_prox.setdefault(self.proximity_to_monster(e), []).append(e)
        rank, out = 0, {}
        for prox in sorted(by_prox):
            group = by_prox[prox]
            inits = [self.initiative(e) for e in group]
            if None in inits:
                for e in group:
                    out[e] = rank
                rank += 1
                continue
            for init in sorted(cast("set[int]", set(inits))):  # no None: see above
                for e in group:
                    if self.initiative(e) == init:
                        out[e] = rank
                rank += 1
        return out

    # --- who can be attacked from where --------------------------------------------------
    def targetable(self, at: int) -> frozenset[int]:
        """Enemies a single-target attack from ``at`` can hit: in range and in sight."""
        found = self._targetable.get(at)
        if found is None:
            found = self._targetable[at] = frozenset(
                e for e in self.enemies if self.in_range(at, e, self.reach) and self.sees(at, e)
            )
        return found

    def attack_hexes(self, e: int) -> set[int]:
        """Every hex from which the current attack could hit enemy ``e`` if nothing stood in
        the way (range/pattern only; sight and standing room are checked by the caller)."""
        board = self.board
        found: set[int] = set()
        if self.aoe is None or self.extra > 0:
            found |= board.ball(e, self.reach)
        if self.aoe == "melee":
            q, r = board.coords[e]
            index = board.index
            for image in self.images:
                for o in image:
                    c = (q - o[0], r - o[1])
                    if c in index:
                        found.add(index[c])
        elif self.aoe == "ranged":
            for cells, covered in self.placements:
                if e in covered:
                    for cell in cells:
                        found |= board.ball(cell, self.reach)
        return found

    def plans(self, at: int) -> list[tuple[frozenset[int], frozenset[int], int]]:
        """The attacks possible from hex ``at``: (enemies hit by the AoE, enemies the normal
        targets may be chosen from, how many normal targets are chosen)."""
        found = self._plans.get(at)
        if found is not None:
            return found
        single = self.targetable(at)
        found = []
        if self.aoe is None:
            count = 1 + max(0, self.extra)
            found.append((frozenset(), single, min(count, len(single))))
        else:
            groups = set()
            if self.aoe == "melee":
                enemy_set = set(self.enemies)
                for image in self.images:
                    hit = frozenset(c for c in self.melee_cells(at, image) if c in enemy_set and self.sees(at, c))
                    if hit:
                        groups.add(hit)
            else:
                near = self.board.ball(at, self.reach)
                for cells, covered in self.placements:
                    if covered and not near.isdisjoint(cells):
                        hit = frozenset(c for c in covered if self.sees(at, c))
                        if hit:
                            groups.add(hit)
            for hit in sorted(groups, key=sorted):
                rest = single - hit
                found.append((hit, rest, min(self.extra, len(rest))))
        self._plans[at] = found
        return found

    def best_groups(
        self, focus: int, hit: frozenset[int], pool: frozenset[int], count: int
    ) -> Iterator[tuple[frozenset[int], tuple[int, ...]]]:
        """The target groups of one plan that include ``focus`` and hit the best-ranked
        enemies: yields (group, rank counts). All groups of a plan have the same size."""
        if focus in hit:
            forced, choose_from, need = hit, pool, count
        elif focus in pool and count >= 1:
            forced, choose_from, need = hit | {focus}, pool - {focus}, count - 1
        else:
            return
        ordered = sorted(choose_from, key=self.rank.__getitem__)
        combos: list[tuple[int, ...]]
        if need == 0:
            combos = [()]
        else:
            cut = self.rank[ordered[need - 1]]
            sure = [e for e in ordered if self.rank[e] < cut]
            tied = [e for e in ordered if self.rank[e] == cut]
            pick = need - len(sure)
            if math.comb(len(tied), pick) > MAX_OPTIONS:
                raise _too_many()
            combos = [tuple(sure) + c for c in itertools.combinations(tied, pick)]
        for extra in combos:
            group = forced | frozenset(extra)
            counts = [0] * self.ranks
            for e in group:
                counts[self.rank[e]] += 1
            yield group, tuple(-c for c in counts)

    # --- the decision -----------------------------------------------------------------
    def focuses(self) -> list[int]:
        """The enemies the monster focuses on (several: the players choose)."""
        best_key = None
        tied: list[int] = []
        for e in self.enemies:
            cost = None
            candidates = sorted(
                (i for i in self.attack_hexes(e) if self.steps[i] < UNREACHABLE and self.can_end(i)),
                key=lambda i: (self.traps[i], self.steps[i]),
            )
            for i in candidates:
                if self.sees(i, e):
                    cost = (self.traps[i], self.steps[i])
                    break
            if cost is None:
                continue
            key = cost + (self.proximity_to_monster(e),)
            if best_key is None or key < best_key:
                best_key, tied = key, [e]
            elif key == best_key:
                tied.append(e)
        inits = [self.initiative(e) for e in tied]
        if tied and None not in inits:
            low = min(cast("list[int]", inits))  # no None: see above
            tied = [e for e in tied if self.initiative(e) == low]
        return tied

    def options_for(self, focus: int) -> set[tuple[int, tuple[int, ...]]]:
        """(end hex, targets) options with ``focus`` as the focus."""
        candidates = [i for i in self.attack_hexes(focus) if self.steps[i] < UNREACHABLE and self.can_end(i)]
        candidates.sort(key=lambda i: (self.traps[i], not self.reachable(i), self.steps[i]))
        best = None
        groups: set[frozenset[int]] = set()
        visited = []
        for at in candidates:
            head = (self.traps[at], 0 if self.reachable(at) else 1)
            if best is not None and head > best[:2]:
                break
            prefix = head + (int(self.disadvantage(at, focus)),)
            visited.append((at, prefix))
            for hit, pool, count in self.plans(at):
                for group, ranks in self.best_groups(focus, hit, pool, count):
                    key = prefix + (-len(group), self.steps[at]) + ranks
                    if best is None or key < best:
                        best, groups = key, {group}
                    elif key == best:
                        groups.add(group)
                        if len(groups) > MAX_OPTIONS:
                            raise _too_many()
        if best is None:
            return set()
        size = -best[3]
        chosen: set[tuple[int, frozenset[int]]] = set()
        best_dest = None
        for at, prefix in visited:
            if prefix != best[:3]:
                continue
            for hit, pool, count in self.plans(at):
                if len(hit) + count != size:
                    continue
                for group in groups:
                    extra = group - hit
                    if len(extra) != count or not hit <= group or not extra <= pool:
                        continue
                    key = (sum(self.disadvantage(at, t) for t in group), self.steps[at])
                    if best_dest is None or key < best_dest:
                        best_dest, chosen = key, {(at, group)}
                    elif key == best_dest:
                        chosen.add((at, group))
                        if len(chosen) > MAX_OPTIONS:
                            raise _too_many()
        if best[1] == 0:  # reachable this turn: move there and attack
            if self.extra < 0:
                return {(at, ()) for at, _ in chosen}
            return {(at, tuple(sorted(group))) for at, group in chosen}
        moves: set[tuple[int, tuple[int, ...]]] = set()
        within = [i for i in range(self.board.size) if self.reachable(i) and self.can_end(i)]
        for dest in sorted({at for at, _ in chosen}):
            to_traps, to_steps = self.mover.costs_to(dest)
            best_move, found = None, []
            for i in within:
                key = (to_traps[i] + self.traps[i], to_steps[i], self.steps[i])
                if best_move is None or key < best_move:
                    best_move, found = key, [i]
                elif key == best_move:
                    found.append(i)
            moves.update((i, ()) for i in found)
        return moves

    def solve(self) -> dict[str, Any]:
        focuses = self.focuses()
        options: set[tuple[int, tuple[int, ...]]] = set()
        for focus in focuses:
            options |= self.options_for(focus)
            if len(options) > MAX_OPTIONS:
                raise _too_many()
        if not options:
            options = {(self.monster, ())}
        coords = self.board.coords
        listed = sorted(
            (
                [list(coords[at]), [list(coords[t]) for t in sorted(targets, key=coords.__getitem__)]]
                for at, targets in options
            )
        )
        order = {f.id: k for k, f in enumerate(self.req.figures)}
        focus_ids = sorted((self.figure_at[e].id for e in focuses), key=order.__getitem__)
        return {"focus": focus_ids, "options": [{"destination": d, "targets": t} for d, t in listed]}


def monster_moves(request: Any) -> dict[str, Any]:
    """The focus and every allowed (destination, targets) option of the active monster.

    Raises ``InvalidState`` (``.code`` says why) for a request that does not describe a
    possible situation, ``TooManyOptions`` when the tied choices cannot be listed."""
    return Turn(parse_request(request)).solve()
