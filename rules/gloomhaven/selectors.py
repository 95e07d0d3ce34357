"""Who a non-attack ability affects (``who``), and the ability's effect on each.

Rulebook, "Line-of-sight": "any ability which specifies a range can only be performed on a
figure within line-of-sight. If a non-attack ability does not specify a range, then
line-of-sight is not required." An ``one_*`` selector is the player's choice among the
figures it allows (``choose_figure``); the others affect every figure they allow at once.
A character's allies are the other characters.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import (
    active,
    conditions,
    control,
    damage,
    forced,
    kills,
    objectives,
    pieces,
    scenario_rules,
    special_rules,
    tokens,
    turned,
)
from .board import Hex, Map, key
from .effects import NEGATIVE_CONDITIONS

Figure = tuple[str, int]
CHOOSE = "choose_figure"

#: The Cragheart's level 2–9 cards: figures beside the obstacles the ability before destroyed,
#: moved or made (``obstacles``), beside the hexes the move before entered, allies in an area.
NEAR_OBSTACLES = ("enemies_adjacent_to_obstacles", "figures_adjacent_to_obstacles", "figures_adjacent_to_path")
NEAR = (*NEAR_OBSTACLES, "allies_in_area")
ONE = (
    "one_adjacent_enemy",
    "one_enemy_in_range",
    "one_adjacent_ally",
    "one_ally_in_range",
    "self_or_ally_in_range",
    "one_ally",
    "one_character_beside_ally_in_range",
)
EVERY = (
    "enemies_moved_through",
    "figures_in_area",
    "figures_adjacent_to_target",
    "self",
    "all_adjacent_enemies",
    "all_enemies_in_range",
    "all_adjacent_allies",
    "self_and_adjacent_allies",
    "all_allies",
    "all_allies_in_range",
    "all_adjacent_figures",
    "enemies_adjacent_to_target",
    "all_enemies_in_room",
    "all_allies_in_room",
    "self_and_all_allies",
    "enemies_adjacent_to_killed",
    "all_summons_in_range",
    *NEAR,
)
#: Selectors of an ``after`` effect: read off what the ability before it left (``turn.context``).
CONTEXT = (
    "enemies_moved_through",
    "figures_in_area",
    "figures_adjacent_to_target",
    "enemies_adjacent_to_target",
    "enemies_adjacent_to_killed",
    *NEAR,
)
#: The ability types played on the figures a selector picks.
EFFECTS = (
    "condition",
    "shield",
    "retaliate",
    "heal",
    "damage",
    "push",
    "pull",
    "recover",
    "control",
    "kill",
    "turn_enemy",
)


def figures(state: State, me: Figure, who: str, reach: int | None) -> list[Hex]:
    """The hexes of the figures ``who`` may affect, sorted."""
    game_map = Map(state)
    here = key(conditions.figure(state, me)["hex"])
    adjacent = set(game_map.neighbours(here))

    def in_range(h: Hex) -> bool:
        return reach is None or (game_map.distance(here, h) <= reach and game_map.sees(here, h))

    if who in CONTEXT:
        return _from_context(state, game_map, me, who)
    if who in ("all_enemies_in_room", "all_allies_in_room"):
        return _in_room(state, game_map, me, here, who == "all_enemies_in_room")
    if who == "all_summons_in_range":  # Jet Propulsion: "All summoned allies within Range 3"
        return sorted(h for h, f in game_map.figures.items() if f[0] == "summon" and in_range(h))
    if who == "one_character_beside_ally_in_range":
        return _beside_ally(state, game_map, me, [h for h, f in game_map.figures.items() if f != me and in_range(h)])
    found = []
    for h, figure in game_map.figures.items():
        if h in game_map.inert:
            continue  # "unaffected by all abilities" this round
        mine = game_map.side(figure) == game_map.side(me)
        self_ = figure == me
        enemy_ok = not mine and (
            (who in ("one_adjacent_enemy", "all_adjacent_enemies", "all_adjacent_figures") and h in adjacent)
            or (who in ("one_enemy_in_range", "all_enemies_in_range") and in_range(h))
        )
        ally_ok = (
            mine
            and not self_
            and objectives.allied(state, figure)
            and (
                (who in ("one_adjacent_ally", "all_adjacent_allies", "self_and_adjacent_allies") and h in adjacent)
                or who == "all_adjacent_figures"
                and h in adjacent
                or (who in ("one_ally_in_range", "all_allies_in_range", "self_or_ally_in_range") and in_range(h))
                or who in ("all_allies", "one_ally", "self_and_all_allies")
            )
        )
        self_ok = self_ and who in ("self", "self_and_adjacent_allies", "self_or_ally_in_range", "self_and_all_allies")
        if enemy_ok or ally_ok or self_ok:
            found.append(h)
    return sorted(found)


def _from_context(state: State, game_map: Map, me: Figure, who: str) -> list[Hex]:
    context = (state["turn"] or {}).get("context", {})
    if who == "enemies_moved_through":
        return sorted(
            {
                key(h)
                for h in context.get("through", [])
                if game_map.side(game_map.figures.get(key(h), me)) != game_map.side(me)
            }
        )
    if who == "figures_in_area":
        return sorted({key(h) for h in context.get("area", []) if key(h) in game_map.figures})
    if who in NEAR:
        return _near(state, game_map, me, who)
    if who == "enemies_adjacent_to_killed":
        beside = game_map.neighbours(key(context["killed"])) if "killed" in context else []
        return sorted(
            h for h in beside if h in game_map.figures and game_map.side(game_map.figures[h]) != game_map.side(me)
        )
    near = {n for t in context.get("targets", []) for n in game_map.neighbours(key(t))}
    # "All allies and enemies adjacent to the target": not the attacker ("An ally is any figure
    # that fights with a character ... but does not include the character itself"), nor a
    # monster no ability affects this round (#61), as for obstacles and paths (``_near``)
    targets = context.get("targets", [])
    found = [
        h
        for h in near
        if h in game_map.figures
        and game_map.figures[h] != me
        and [h[0], h[1]] not in targets
        and h not in game_map.inert
    ]
    if who == "enemies_adjacent_to_target":
        found = [h for h in found if game_map.side(game_map.figures[h]) != game_map.side(me)]
    return sorted(found)


def _near(state: State, game_map: Map, me: Figure, who: str) -> list[Hex]:
    """ "Target all enemies adjacent to the destroyed obstacle" (those not invisible), "All
    allies and enemies adjacent to one or more created obstacles", "... adjacent to any hexes
    you enter during the movement", "Affect all allies in the targeted area"."""
    context = (state["turn"] or {}).get("context", {})
    mine = game_map.side(me)
    if who == "allies_in_area":
        placed = [key(h) for h in context.get("area", [])]
        return sorted(h for h in placed if (f := game_map.figures.get(h)) and f != me and game_map.side(f) == mine)
    source = {key(h) for h in context.get("path" if who == "figures_adjacent_to_path" else "obstacles", [])}
    near = {n for h in source for n in game_map.neighbours(h)} - source
    found = [h for h in near if h in game_map.figures and game_map.figures[h] != me and h not in game_map.inert]
    if who == "enemies_adjacent_to_obstacles":
        enemies = [h for h in found if game_map.side(game_map.figures[h]) != mine]
        return sorted(
            h for h in enemies if "invisible" not in conditions.figure(state, game_map.figures[h])["conditions"]
        )
    return sorted(found)


def _beside_ally(state: State, game_map: Map, me: Figure, near: list[Hex]) -> list[Hex]:
    """Chimeric Formula: "One ally within Range 3 may recover one lost card belonging to an
    ally adjacent to them": the characters adjacent to a character of ``near``."""
    allies = [h for h in near if game_map.figures[h][0] == "character"]
    return sorted(
        {n for h in allies for n in game_map.neighbours(h) if game_map.figures.get(n, ("",))[0] == "character"}
    )


def rooms_of(game_map: Map, h: Hex) -> set[int]:
    """The rooms a hex lies in: its tile's, or both rooms of a door hex."""
    room = game_map.scenario.room_of(h)
    if room is not None:
        return {room}
    return {r for door in game_map.scenario.doors if key(door.hex) == h for r in door.rooms}


def _in_room(state: State, game_map: Map, me: Figure, here: Hex, enemies: bool) -> list[Hex]:
    """Inferno: "all enemies in the same room as you", "all allies in the same room as you"."""
    rooms = rooms_of(game_map, here)
    return sorted(
        h
        for h, figure in game_map.figures.items()
        if figure != me and (game_map.side(figure) != game_map.side(me)) == enemies and rooms & rooms_of(game_map, h)
    )


def movable(state: State, who: Figure, kind: str) -> bool:
    """An objective is never moved nor made to act, an escort never made to act
    (``objectives``), #68's tree affected by heals only; a monster a scenario makes immovable
    is never pushed or pulled; only a
    character has cards to recover (an allied monster is an ally too: found by a random sweep
    on #35)."""
    if kind != "heal" and objectives.only_heal(state, who):
        return False  # "it can be healed like any normal ally, but no other ability can affect it" (#68)
    if kind == "recover":
        return who[0] == "character"
    if who[0] == "objective":
        return kind not in ("push", "pull", "control")
    if who[0] == "monster" and kind in ("push", "pull", "control") and "hexes" in state["monsters"][who[1]]:
        return False  # "The Elder Drake cannot be forced to move or have its position changed in any way" (#34)
    if who[0] == "monster" and kind in ("push", "pull"):
        monster = state["monsters"][who[1]]
        printed = scenario_rules.monster_stats(state, monster["type"], monster["elite"]).get("other", [])
        if f"Immune to {kind.capitalize()}" in printed:  # the Elder Drake's, the Sightless Eye's stat card
            return False
        return monster["type"] not in special_rules.immovable(state)
    return who[0] != "escort" or kind != "control"


def mandatory(state: State, me: Figure, ability: dict[str, Any], who: str) -> bool:
    """ "They must perform any part that will cause a negative effect on themselves or their
    allies": damage or a negative condition that would reach the figure or an ally."""
    harmful = ability["type"] == "damage" or (
        ability["type"] == "condition" and any(c in NEGATIVE_CONDITIONS for c in ability["conditions"])
    )
    if not harmful:
        return False
    game_map = Map(state)
    return any(
        game_map.side(game_map.figures[h]) == game_map.side(me) for h in figures(state, me, who, ability.get("range"))
    )


def _heal_bonus(state: State, me: Figure, events: Events) -> int:
    """The active bonuses on a character's heals ("+2 Heal on your next four heals")."""
    if me[0] != "character":
        return 0
    found = active.bonuses(state, me[1], ("own_heal",))
    active.use(state, me[1], [card for card, _ in found], events)
    return sum(int(add.get("heal", 0)) for _, add in found)


def _heal_value(state: State, who: Figure, ability: dict[str, Any]) -> int:
    """Heal X, "where X is half of that ally's maximum hit point value (rounded down)"."""
    x = ability.get("x")
    if x == "half_target_max_hp":
        return int(conditions.figure(state, who)["max_hp"]) // 2
    if x == "target_max_hp":
        return int(conditions.figure(state, who)["max_hp"])
    return int(ability["value"])


def affect(state: State, me: Figure, ability: dict[str, Any], targets: list[Hex], events: Events) -> None:
    """Play the ability on the figures in ``targets`` (in that order)."""
    kind = ability["type"]
    pushes = []
    heal_bonus = _heal_bonus(state, me, events) if kind == "heal" else 0  # a use per heal ability
    for h in targets:
        who = Map(state).figures.get(h)  # afresh: a monster slain before shifts the others' indices
        if who is None or not movable(state, who, kind):
            continue
        if kind == "condition":
            conditions.give(state, who, list(ability["conditions"]), events)
        elif kind in ("shield", "retaliate"):
            bonus = {kind: ability["value"], "range": ability.get("range", 1) if kind == "retaliate" else 1}
            conditions.figure(state, who).setdefault("bonuses", []).append(bonus)
            events.append({"type": "bonus_gained", "figure": list(who), kind: ability["value"]})
        elif kind == "heal":
            conditions.heal(state, who, _heal_value(state, who, ability) + heal_bonus, events)
        elif kind == "damage":
            conditions.give(state, who, list(ability.get("conditions", [])), events)  # a trap's effects
            damage.suffer(state, who, pieces.dealt(state, me, who, ability["value"]), events, source="ability")
        elif kind in ("push", "pull"):
            conditions.give(state, who, list(ability.get("conditions", [])), events)  # "Immobilize and Push 1"
            pushes.append(who)
        elif kind == "recover":
            tokens.begin_recover(state, who[1], ability)
        elif kind == "control":
            control.begin(state, who, ability, events)
        elif kind == "kill":
            kills.kill(state, who, events)
        elif kind == "turn_enemy":
            turned.force(state, me, who, ability, events)
    if not pushes or not conditions.on_map(state, me):
        return  # the ability's own damage may exhaust its character ("all figures adjacent")
    here = key(conditions.figure(state, me)["hex"])
    for who in reversed(pushes):  # the first figure's push is decided first
        forced.begin(state, me[1], who, here, ability["value"], pull=kind == "pull", keep=len(pushes) > 1)
