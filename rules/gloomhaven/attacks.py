"""Attacks: targets in range and sight, then each target in turn (round summary, "Attacco").

"To the base damage X add, in this order, for each target: the attacker's modifiers (active
bonuses, items, poison on the target), one attack modifier card drawn for each target, the
defender's bonuses (shield), the attack's effects." A ranged attack on an adjacent enemy has
disadvantage; strengthen gives advantage, muddle disadvantage (both: neither). Pierce X
ignores X shield. Retaliate X deals X damage to an attacker within its range.

The attack in progress is ``state["attack"]``; its target choice is the decision frame
``attack_targets``; at the table each modifier card drawn is a chance decision.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State, chance, decisions

from . import (
    active,
    area,
    attack_effects,
    auras,
    boons,
    card_effects,
    conditionals,
    conditions,
    consume,
    counters,
    damage,
    defence,
    forced,
    item_defence,
    items,
    modifiers,
    monster_attacks,
    obstacles,
    paths,
    pieces,
    piles,
    selectors,
)
from .board import Hex, Map, key, side

TARGETS = "attack_targets"
DRAW_MODIFIER = "draw_modifier"

Figure = tuple[str, int]


def candidates(state: State, attacker: Hex, side: str, ability: dict[str, Any], chosen: list[list[int]]) -> list[Hex]:
    """Enemies in range and line of sight, not invisible, not chosen yet (a figure made to
    attack its allies never targets itself); a figure on several hexes is targeted on any
    one of them, once ("a figure that can target any one of those hexes can target it")."""
    game_map = Map(state)
    reach = ability.get("range", 1)
    out = []
    taken = {game_map.figures.get(key(c)) for c in chosen}
    for h, figure in game_map.enemies_of(side).items():
        target = conditions.figure(state, figure)
        if "invisible" in target["conditions"] or figure in taken or h == attacker:
            continue
        if game_map.distance(attacker, h) <= reach and game_map.sees(attacker, h):
            out.append(h)
    return sorted(out)


#: Attacks that target every enemy they can, with no choice (``targets``).
AUTO_TARGETS = ("all_adjacent_enemies", "all_enemies_in_range")
#: Attacks on the enemies the ability before left (``turn.context``): "all enemies moved
#: through", "all enemies adjacent to the killed target".
CONTEXT_TARGETS = ("enemies_moved_through", "enemies_adjacent_to_killed", "enemies_adjacent_to_obstacles")


def _skipped(state: State, who: Figure, reason: str, events: Events) -> None:
    events.append({"type": "ability_skipped", "figure": list(who), "reason": reason})
    if who[0] == "character" and state["turn"] and state["turn"]["character"] == who[1]:
        counters.raise_by(state["turn"], "skipped", 1, maximum=99)


def own_triggers(ability: dict[str, Any]) -> tuple[str, str]:
    """The active-bonus triggers of a character's attack."""
    return ("own_attack", "own_ranged_attack" if "range" in ability else "own_melee_attack")


def begin(state: State, who: Figure, ability: dict[str, Any], events: Events, decider: int | None = None) -> None:
    """Begin ``who``'s attack: its targets are the choice of its own player, or of character
    ``decider``'s (a figure made to attack, ``control``), who aims at its own enemies."""
    attacker = conditions.figure(state, who)
    at = key(attacker["hex"])
    index = who[1] if decider is None else decider
    seat = state["characters"][index]["seat"]
    controlled = decider is not None and list(who) != ["character", decider]
    aim = "character" if controlled else side(state, who)
    cards: list[int] = []
    conditional_cards: list[list[int]] = []
    if who[0] == "character" and state["turn"]:
        for member in ("targets", "area"):  # this attack's, for its after effects
            state["turn"].setdefault("context", {}).pop(member, None)
    if who[0] == "character":  # the active bonuses on the character's own attacks
        triggers = attack_effects.triggers(state, who[1], own_triggers(ability))
        own = active.bonuses(state, who[1], triggers)
        shared = [{"attack": b["attack"]} for b in attacker.get("bonuses", []) if b.get("attack")]  # an ally's
        ability = consume.with_bonuses(
            ability, [*shared, *({k: v for k, v in add.items() if k in ON_ABILITY} for _, add in own)]
        )
        if any(add.get("double_attack") for _, add in own):  # "double the attack value"
            ability["value"] = 2 * ability.get("value", 0)
        cards = [card for card, _ in own]
        for card, conditional in active.per_target(state, who[1], triggers):  # a use only when it holds
            ability["if"] = [*ability.get("if", []), conditional]
            conditional_cards.append([len(ability["if"]) - 1, card])
    if ability.get("targets") in CONTEXT_TARGETS:
        found = bool(selectors.figures(state, who, ability["targets"], None))
    elif ability.get("targets") == attack_effects.IN_ROOM:
        found = bool(attack_effects.in_room(state, who, at))
    elif "area" in ability:
        found = bool(area.choices(state, at, side(state, who), ability))
    else:
        found = bool(candidates(state, at, aim, ability, []))
    if not found:
        _skipped(state, who, "no_target", events)
        return
    state["attack"] = {"attacker": list(who), "ability": ability, "targets": [], "next": 0, "drawn": []}
    if controlled:
        state["attack"]["controller"] = index
    if cards:
        state["attack"]["bonuses"] = cards
    if conditional_cards:
        state["attack"]["conditional"] = conditional_cards
    if "area" in ability:
        state["decisions"].append(decisions.single(area.AREA, seat, character=index))
    elif ability.get("targets") == paths.ON_PATH:
        state["decisions"].append(decisions.single(paths.PATH, seat, character=index))
    elif ability.get("targets") in AUTO_TARGETS:
        chosen(state, candidates(state, at, side(state, who), ability, []), events)
    elif ability.get("targets") in CONTEXT_TARGETS:  # Trample: every enemy jumped over, and the like
        chosen(state, selectors.figures(state, who, ability["targets"], None), events)
    elif ability.get("targets") == attack_effects.IN_ROOM:
        chosen(state, attack_effects.in_room(state, who, at), events)
    else:
        state["decisions"].append(decisions.single(TARGETS, seat, character=index, left=ability.get("target", 1)))


def aim(state: State, progress: dict[str, Any]) -> str:
    """The side whose enemies the attack in progress targets: a controlled figure aims at
    its controller's."""
    return "character" if "controller" in progress else side(state, (progress["attacker"][0], progress["attacker"][1]))


def choose(state: State, target: Hex | None, events: Events) -> None:
    """Add a target (``None``: no more targets)."""
    frame = state["decisions"][-1]
    progress = state["attack"]
    who = (progress["attacker"][0], progress["attacker"][1])
    attacker_hex = key(conditions.figure(state, who)["hex"])
    if target is not None:
        if target not in candidates(
            state, attacker_hex, aim(state, progress), progress["ability"], progress["targets"]
        ):
            raise IllegalAction("target an enemy in range and line of sight", code="invalid_target")
        progress["targets"].append(list(target))
        frame["left"] -= 1
    more = candidates(state, attacker_hex, aim(state, progress), progress["ability"], progress["targets"])
    if target is None or frame["left"] == 0 or not more:
        state["decisions"].pop()
        if not progress["targets"]:
            state["attack"] = None
            _skipped(state, who, "chosen", events)
        else:
            chosen(state, [key(t) for t in progress["targets"]], events)


def place_area(state: State, placed: list[Hex], events: Events) -> None:
    """Put the area's pattern on these hexes; every enemy hit is a target."""
    placement = tuple(sorted(placed))
    message = "place the area as one of the listed placements: one per set of figures covered, over an enemy"
    at, own = _listed(state, area, placement, message, "invalid_area")
    cells = Map(state).cells
    state["attack"]["area"] = [list(h) for h in placement if h in cells]  # the pattern's hexes on the map
    chosen(state, area.targets(state, Map(state), at, own, placement), events)


def choose_path(state: State, path: list[Hex], events: Events) -> None:
    """Take this path to the primary target; every enemy on it is a target (``paths``)."""
    traced = tuple(path)
    message = "take one of the listed paths: a shortest one to an enemy in range and line of sight"
    at, own = _listed(state, paths, traced, message, "invalid_path")
    chosen(state, paths.targets(state, Map(state), at, own, traced), events)


def _listed(state: State, kind: Any, hexes: tuple[Hex, ...], message: str, code: str) -> tuple[Hex, str]:
    """The attacker's hex and side, once ``hexes`` is one of the choices ``kind`` (``area``
    or ``paths``) lists for the attack in progress; its decision is answered."""
    progress = state["attack"]
    who = (progress["attacker"][0], progress["attacker"][1])
    at = key(conditions.figure(state, who)["hex"])
    if not kind.valid(state, at, side(state, who), progress["ability"], hexes):
        listed = kind.choices(state, at, side(state, who), progress["ability"])
        raise IllegalAction(message, code=code, choices=[list(map(list, p)) for p in listed])
    state["decisions"].pop()
    return at, side(state, who)


def chosen(state: State, targets: list[Hex], events: Events) -> None:
    """The targets are known: the attack is performed (its XP is earned, a use of each active
    bonus on it is marked)."""
    progress = state["attack"]
    progress["targets"] = [list(t) for t in targets]
    if progress["attacker"][0] == "character":
        index = progress["attacker"][1]
        context = state["turn"].setdefault("context", {}) if state["turn"] else {}
        context.update(targets=progress["targets"], **({"area": progress["area"]} if "area" in progress else {}))
        counters.raise_by(state["characters"][index], "xp", progress["ability"].get("xp", 0))
        _on_self(state, index, progress.get("bonuses", []), events)
        active.use(state, index, progress.get("bonuses", []), events)
        obstacles.pummel(state, index, progress, events)  # Stone Pummel


#: What an active bonus adds to the attack itself; the rest (shield, heal) is for the attacker.
ON_ABILITY = ("attack", "target", "range", "pierce", "conditions", "kill")


def _on_self(state: State, index: int, cards: list[int], events: Events) -> None:
    """The active bonuses of an attack on the attacker: "On your melee attacks: gain Shield
    1" (for the round), "... Heal 2, self"."""
    character = state["characters"][index]
    for card, add in active.bonuses(state, index, ("own_attack", "own_melee_attack", "own_ranged_attack")):
        if card not in cards:
            continue
        if add.get("shield"):
            character["bonuses"].append({"shield": add["shield"], "range": 1})
            events.append({"type": "bonus_gained", "figure": ["character", index], "shield": add["shield"]})
        if add.get("heal_self"):
            conditions.heal(state, ("character", index), add["heal_self"], events)
        for then in add.get("then", []):  # "On your melee attacks: gain Retaliate 2", "Heal 2, Range 2"
            attack_effects.then(state, index, then, events)


def proceed(state: State, events: Events) -> bool:
    """Resolve the targets still to resolve; False when a decision interrupts it."""
    progress = state["attack"]
    who = (progress["attacker"][0], progress["attacker"][1])
    while progress["next"] < len(progress["targets"]):
        if who[0] == "character" and state["characters"][who[1]]["exhausted"]:  # retaliated to death
            break
        if "pending" in progress:  # a push or pull just ended: the rest of that target's attack
            _after_forced(state, who, progress.pop("pending"), events)
            progress["next"] += 1
            if state["decisions"]:
                return False
            continue
        target_hex = key(progress["targets"][progress["next"]])
        target = Map(state).figures.get(target_hex)
        if target is None:  # gone (killed by a retaliate chain is impossible, but be safe)
            progress["next"] += 1
            continue
        if attack_effects.killed_instead(state, who, target, progress, events):
            progress["next"] += 1
            continue
        if item_defence.asks_bracing(state, target):  # "When attacked, the attacker gains Disadvantage"
            seat = state["characters"][target[1]]["seat"]
            state["decisions"].append({"kind": item_defence.TARGETED, "seat": seat, "character": target[1]})
            return False
        mode = _mode(state, who, target_hex)
        pile = modifiers.pile_of(state, who)
        while modifiers.needs_more(progress["drawn"], mode):
            if not pile["draw"]:
                piles.reshuffle(state, pile)
            card = piles.draw(state, pile, DRAW_MODIFIER, figure=list(who))
            if card is chance.PENDING:
                return False
            progress["drawn"].append(card)
        _hit(state, who, target, progress, mode, events)
        if state["attack"] is not progress:  # the attacker fell to a retaliation
            return True
        progress["drawn"] = []
        if "pending" in progress:  # a push or pull: its decision first, if it has any
            if state["decisions"]:
                return False
            continue
        progress["next"] += 1
        if state["decisions"]:
            return False
    if who[0] == "character":  # the conditional active bonuses that held: one use each
        fired = progress.get("fired", [])
        active.use(state, who[1], [card for i, card in progress.get("conditional", []) if i in fired], events)
    state["attack"] = None
    return True


def _mode(state: State, who: Figure, target_hex: Hex) -> str:
    attacker = conditions.figure(state, who)
    monsters_give = monster_attacks.mode(state, who, Map(state).figures[target_hex])  # stats and cards
    triggers = own_triggers(state["attack"]["ability"])
    advantage = (
        "strengthen" in attacker["conditions"]
        or monsters_give[0]
        or items.advantage(state)
        or attack_effects.advantage(state, who, triggers)
    )
    ranged = state["attack"]["ability"].get("range") is not None
    adjacent = Map(state).distance(key(attacker["hex"]), target_hex) == 1
    disadvantage = "muddle" in attacker["conditions"] or (ranged and adjacent) or monsters_give[1]
    disadvantage = disadvantage or item_defence.braced(state["attack"])  # the target's Leather Armor
    if advantage == disadvantage:
        return modifiers.NORMAL
    return modifiers.ADVANTAGE if advantage else modifiers.DISADVANTAGE


def _hit(state: State, who: Figure, target: Figure, progress: dict[str, Any], mode: str, events: Events) -> None:
    ability = progress["ability"]
    defender = conditions.figure(state, target)
    shield = defence.shield_of(state, target) + boons.shield(state, who, target)  # "Shield 2 against all Ooze attacks"
    negated = None
    if target[0] == "character":  # "Shield 1 on each attack targeting you" and the like
        found = active.bonuses(state, target[1], defence.triggers(ability))
        shield += sum(add.get("shield", 0) for _, add in found)
        negated = next((card for card, add in found if add.get("negate_damage")), None)
        # a use of a bonus that retaliates is marked when it retaliates (``_retaliate``)
        active.use(state, target[1], [card for card, add in found if "retaliate" not in add], events)
    bonus, xp, given = conditionals.against(state, who, target, ability, shield, progress.setdefault("fired", []))
    if who[0] == "character":
        counters.raise_by(state["characters"][who[1]], "xp", xp)
    base = ability.get("value", 0) + bonus + (1 if "poison" in defender["conditions"] else 0)
    base += int(auras.effects(state, who).get("attack", 0))  # a scenario's "all monsters add +1 Attack"
    value, used, ability = card_effects.resolve(state, who, target, progress, mode, base, events)
    pile = modifiers.pile_of(state, who)
    for card in progress["drawn"]:
        if card not in modifiers.REMOVED_WHEN_DRAWN:
            pile["discard"].append(card)
        if modifiers.catalogue()[card].get("shuffle"):
            pile["reshuffle"] = True
    pierced = ability.get("pierce", 0) + pieces.pierce(state, who, target)  # "adds PIERCE 4" (#58)
    dealt = pieces.dealt(state, who, target, max(0, value - max(0, shield - pierced)))  # the Staff of Xorn
    if negated is not None and dealt:  # Cold Front: "suffer no damage instead"
        events.append({"type": "damage_prevented", "character": target[1], "card": negated, "damage": dealt})
        dealt = 0
    events.append(
        {
            "type": "attacked",
            "attacker": list(who),
            "target": list(target),
            "drawn": list(progress["drawn"]),
            "used": used,
            "damage": dealt,
        }
    )
    hex_before = key(defender["hex"])
    attacker_hex = key(conditions.figure(state, who)["hex"])
    damage.suffer(state, target, dealt, events, source="attack", pierce=max(0, pierced - shield))
    if who[0] == "character" and state["turn"] and state["turn"]["character"] == who[1]:
        counters.raise_by(state["turn"], "damage", dealt)  # "the damage you dealt this turn"
        state["turn"].setdefault("context", {})["dealt"] = dealt  # "the damage the target suffered"
    if Map(state).figures.get(hex_before) != target:
        return
    conditions.give(state, target, sorted({*ability.get("conditions", []), *given}), events)
    forced_value = ability.get("push", 0) or ability.get("pull", 0)
    movable = selectors.movable(state, target, "push" if ability.get("push") else "pull")
    if forced_value and who[0] == "character" and movable and not state["decisions"]:
        progress["pending"] = {"target": list(target), "from": list(attacker_hex)}
        pull = not ability.get("push")
        forced.begin(
            state, who[1], target, attacker_hex, forced_value, pull, effects=forced.effects(ability), events=events
        )
        return
    defence.retaliate(state, target, who, hex_before, attacker_hex, events)


def _after_forced(state: State, who: Figure, pending: dict[str, Any] | None, events: Events) -> None:
    """After a push or pull: the target's retaliate, from where it now stands."""
    if pending is None:  # the target did not survive it
        return
    target = (pending["target"][0], pending["target"][1])
    defence.retaliate(state, target, who, key(conditions.figure(state, target)["hex"]), key(pending["from"]), events)
