"""The monster-moves request for a figure the AI plays (a monster, a summon, an escort that
attacks): the map as it sees it, the figures with their sides and initiatives, and the
ability's numbers (``monster_ai`` answers it; ``monsters`` plays the answer)."""

from __future__ import annotations

from typing import Any

from rules.core import State

from . import (
    conditions,
    content,
    currents,
    escorts,
    held_doors,
    monster_elements,
    objectives,
    rooms,
    summons,
)
from . import monster_attacks as attacks
from . import turn as turn_rules
from .board import Map, key, side
from .monster_abilities import Figure, card_of, stats
from .monster_attacks import attack_range
from .movement_rules import poisoned_water, water_rule


def for_the_characters(turn: dict[str, Any]) -> bool:
    """A turn of the characters' side played by the AI: summons' or an escort's."""
    return "summoner" in turn or "escort" in turn


def figure_stats(state: State, who: Figure) -> dict[str, Any]:
    figure = conditions.figure(state, who)
    if who[0] == "escort":
        return escorts.stats(state, who[1])
    return summons.stats(figure) if who[0] == "summon" else stats(state, figure)


def water_traps(game_map: Map, who: Figure) -> list[list[int]]:
    """ "A character summon that has POISON treats water hexes like traps" (#68)."""
    if who[0] != "summon" or not water_rule(game_map.state):
        return []
    return [list(h) for h in game_map.hexes_with("difficult") if poisoned_water(game_map, h, who)]


def move_change(state: State, who: Figure) -> int:
    """A scenario's change to a summon's Move ("All characters and character summons have −1
    Move", #88)."""
    return currents.move_change(state, who) if who[0] == "summon" else 0


def request(state: State, who: Figure, move: dict[str, Any] | None, attack: dict[str, Any] | None) -> dict[str, Any]:
    """The monster-moves request for the acting monster or summon ``who`` with this move and
    attack. For a summon the sides swap: its side is the request's monsters, and the monsters
    are the characters it focuses on, with their ability cards' initiatives."""
    monster = conditions.figure(state, who)
    base = figure_stats(state, who)
    attack = planned_attack(state, base, attack)
    game_map = Map(state)
    obstacles = [list(h) for h in game_map.hexes_with("obstacle")]
    # monsters (and summons) never open doors; a locked door is not on the map at all
    obstacles += [list(h) for h in rooms.closed_doors(state) if h in game_map.cells]
    if who[0] == "monster":  # "it cannot enter or pass through door 2"
        obstacles += [list(h) for h in held_doors.barred(state, monster["type"]) if h in game_map.cells]
    own = side(state, who)
    figures: list[dict[str, Any]] = []
    for h, figure_id in game_map.figures.items():
        figure = conditions.figure(state, figure_id)
        if objectives.only_heal(state, figure_id):  # "no other ability can affect it": in the way only
            obstacles.append(list(h))
            continue
        if key(figure["hex"]) != h:  # the other hexes of a figure on several (#72's trees)
            if side(state, figure_id) != own and not conditions.flies(state, who):
                obstacles.append(list(h))  # an enemy's: in a walker's way
            else:  # an ally's, or under a flier: passed, never ended on
                fid = f"{figure_id[0]}{figure_id[1]}-{h[0]}-{h[1]}"
                figures.append({"id": fid, "side": "monster", "hex": list(h), "initiative": None})
            continue
        enemy = side(state, figure_id) != own
        if enemy and who[0] == "summon" and not objectives.summons_attack(state, figure_id):
            obstacles.append(list(h))  # "character summons attack walls only when directly controlled" (#76)
            continue
        if enemy and "invisible" in figure["conditions"]:
            # "i Mostri vi considerano un ostacolo"; a flier may end on an obstacle but never
            # on a figure, so for a flier it is a figure of its own side: passed over, not taken
            if conditions.flies(state, who):
                figures.append(
                    {"id": f"{figure_id[0]}{figure_id[1]}", "side": "monster", "hex": list(h), "initiative": None}
                )
            else:
                obstacles.append(list(h))
            continue
        role = "character" if enemy and h not in game_map.inert else "monster"  # an inactive one: passed
        initiative = _initiative(state, figure_id) if enemy else None
        figures.append({"id": f"{figure_id[0]}{figure_id[1]}", "side": role, "hex": list(h), "initiative": initiative})
    immobile = "immobilize" in monster["conditions"] or "hexes" in monster  # a perched boss only flies (#34)
    return {
        "map": {
            "hexes": [list(h) for h in sorted(game_map.cells)],
            "thin_walls": [[list(a), list(b)] for a, b in game_map.walls],
            "obstacles": obstacles,
            "traps": [list(h) for h in game_map.hexes_with("trap")] + water_traps(game_map, who),
            "hazardous": [list(h) for h in game_map.hexes_with("hazardous")],
            "difficult": [list(h) for h in game_map.hexes_with("difficult")],
        },
        "figures": figures,
        "active": f"{who[0]}{who[1]}",
        "ability": {
            "move": 0
            if move is None or immobile
            else max(0, base["move"] + move.get("plus", 0) + move_change(state, who)),
            "range": attack_range(base, attack),
            "target": _target_count(state, who, base, attack),
            "flying": conditions.flies(state, who),
            "jump": bool(move and move.get("jump")),
            "muddled": "muddle" in monster["conditions"],
            **({"area": attack["area"]} if attack and "area" in attack else {}),
        },
    }


def planned_attack(state: State, base: dict[str, Any], attack: dict[str, Any] | None) -> dict[str, Any] | None:
    """The attack with what the elements its type will consume add to it."""
    if attack is None or for_the_characters(state["monster_turn"]):
        return attack
    return attacks.planned(base, attack, monster_elements.bonus(state, attack))


def _initiative(state: State, who: Figure) -> int | None:
    """An enemy's initiative for the AI's focus: a character's (a summon just before its
    summoner, ``summons.initiative``) or a monster type's shown ability card; none for a
    type only summoned this round, which has no card yet (the players break such a tie)."""
    if who[0] == "objective":  # none but a summoned egg's "initiative 99 for the purpose of summon focusing"
        rule = objectives.rule(state, "objective", state["objectives"][who[1]]["name"])
        boss = next((i for i, m in enumerate(state["monsters"]) if m["type"] == rule.get("shares_hp_with")), None)
        if boss is not None:  # "Altar: shares hit points, initiative and immunities with the Prime Demon" (#21)
            return _initiative(state, ("monster", boss))
        return None if rule.get("initiative") is None else int(rule["initiative"])
    if who[0] == "escort":
        return objectives.initiative(state, who[1])
    if who[0] == "monster":
        kind = state["monsters"][who[1]]["type"]
        if state["monster_decks"][content.monsters()[kind]["deck"]]["shown"] is None:
            return None
        return int(card_of(state, kind)["initiative"])
    owner = who[1] if who[0] == "character" else state["summons"][who[1]]["owner"]
    return summons.initiative(state, who, turn_rules.initiative_of(state, owner))


def _target_count(state: State, who: Figure, base: dict[str, Any], attack: dict[str, Any] | None) -> int:
    """Target X of the attack (the monster's own when the card gives none); all the
    enemies for "all adjacent enemies" or "all enemies within range"; one for "one enemy
    with all attacks"."""
    targets = (attack or {}).get("targets")
    if targets in ("all_adjacent_enemies", "all_enemies_in_range"):
        return max(1, len(Map(state).enemies_of(side(state, who))))
    if targets == "one_enemy_all_attacks":
        return 1
    return int((attack or {}).get("target", base.get("target", 1)))
