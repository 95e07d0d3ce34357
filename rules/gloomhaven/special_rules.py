"""A scenario's special rules (``scenario_rules``): what is done at setup, and at the start
or end of given rounds.

Spawns: "spawn a monster" places it like a monster of a revealed room: at full health with a
random standee number, its type's ability deck brought in if it is new. A monster is only
placed while its type has a free standee ("If [standees run out], place only the standees
that are available"), and only on the revealed map. If its hex holds a figure, an obstacle
or a trap, it takes the nearest empty hex (no figure, no overlay tile); among hexes at the
same distance, the first in (q, r) order (our choice: the book leaves it to the players).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, InvalidState, State

from . import (
    altars,
    content,
    decks,
    flooding,
    hit_and_run,
    modifiers,
    objectives,
    perches,
    perks,
    piles,
    round_effects,
    scenario_rules,
    scenarios,
    setup,
    triggers,
)
from .board import Map, key
from .vocabulary import AT_ONCE

Rule = dict[str, Any]


def at_setup(state: State, events: Events) -> None:
    """The scenario's setup rules, after the starting room is placed."""
    for rule in scenario_rules.rules_of(state).get("setup", []):
        if rule["type"] in SETUP:
            SETUP[rule["type"]](state, rule, events)


def at_round(state: State, start: bool, events: Events) -> None:
    """The timed rules of the current round, at its start (``start``) or its end (after the
    characters on an escape goal's exit leave)."""
    if start:
        open_doors(state, events)
    else:
        from .rule_events import set_up_delayed  # it performs this module's rules

        escape(state, events)
        open_doors(state, events, start=False)
        flooding.at_round_end(state, events)
        set_up_delayed(state, events, round_end=True)
    for k, rule in enumerate(scenario_rules.rules_of(state).get("rounds", [])):
        if rule["type"] not in ROUNDS:
            continue  # read as something happens (``ON_EVENTS``), or as the round is made (``inactive``)
        if "when" not in rule and rule.get("start", False) == start and _now(state, rule):
            ROUNDS[rule["type"]](state, rule, events)
        elif not start and "start" in rule and "when" in rule and fires(state, k, rule["when"]):
            state["tally"]["fired"] = [*state["tally"].get("fired", []), k]
            ROUNDS[rule["type"]](state, rule, events)


def fires(state: State, k: int, when: Rule) -> bool:
    """ "At the end of the round in which the last treasure tile is looted": the event holds
    and the rule has not fired yet (``tally.fired``)."""
    return k not in state["tally"].get("fired", []) and triggers.holds(state, when)


def check_state(state: State) -> None:
    """``tally.fired`` names once-only rules of the scenario (``when`` at a round's end, or
    at once on a kill or a plate); ``tally.pressed`` the scenario's plates; escaped
    characters the exit of an escape goal."""
    rules = scenario_rules.rules_of(state)
    listed = rules.get("rounds", [])
    for k in state["tally"].get("fired", []):
        once = k < len(listed) and "when" in listed[k]
        if not once or ("start" not in listed[k] and listed[k]["when"]["type"] not in AT_ONCE):
            raise InvalidState("state.tally.fired: once-only round rules of the scenario")
    if not {key(h) for h in state["tally"].get("pressed", [])} <= plates(state):
        raise InvalidState("state.tally.pressed: pressure plates the scenario's rules name")
    escapes = any(g["type"] == "escape" for g in rules["goal"])
    for i, character in enumerate(state["characters"]):
        if character.get("escaped") and not (escapes and character["exhausted"] and character["hex"] is None):
            raise InvalidState(f"state.characters[{i}].escaped: only by an escape goal, and off the map")
    removing = {r["remove"] for r in rules.get("setup", []) if r["type"] == "remove_on_kill"}
    for frame in state["decisions"]:
        if frame["kind"] == "remove_monster":
            standing = {(m["hex"][0], m["hex"][1]) for m in state["monsters"] if m["type"] == frame["remove"]}
            if frame["remove"] not in removing or not {(h[0], h[1]) for h in frame["hexes"]} <= standing:
                raise InvalidState("state.decisions: a remove_monster of the scenario's rule, its monsters on the map")
    uses = [r.get("uses", 9) for r in rules.get("setup", []) if r["type"] == "protect_figure"]
    if state["tally"].get("protected", 0) > (max(uses) if uses else 0):
        raise InvalidState("state.tally.protected: within the uses of the scenario's protect_figure rule")
    for frame in state["decisions"]:
        if frame["kind"] == "protect_figure":
            kind, index = frame["figure"]
            listed = state.get({"objective": "objectives", "escort": "escorts"}.get(str(kind), ""), [])
            on_map = isinstance(index, int) and 0 <= index < len(listed)
            if not on_map or objectives.protect_rule(state, (str(kind), index)) is None:
                raise InvalidState("state.decisions: a protect_figure of a figure the scenario protects, a use left")
    looters = state["tally"].get("goal_looters", [])
    limits = [r["per_character"] for r in rules.get("setup", []) if r["type"] == "loot_limit"]
    over = any(looters.count(i) > min(limits) for i in set(looters)) if limits else False
    if len(looters) != state["tally"]["looted"].count("goal") or any(i >= len(state["characters"]) for i in looters):
        raise InvalidState("state.tally.goal_looters: who looted each goal treasure tile")
    if over:
        raise InvalidState("state.tally.goal_looters: within the scenario's loot limit")
    late = {kind for r in rules.get("setup", []) if r["type"] == "delay_monsters" for kind in r["monsters"]}
    if not set(state["tally"].get("arrived", [])) <= late:
        raise InvalidState("state.tally.arrived: monster types a delay_monsters rule keeps back")
    for i in state["tally"].get("exhausted", []):
        character = state["characters"][i] if i < len(state["characters"]) else {}
        if not character.get("exhausted") or character.get("escaped"):
            raise InvalidState("state.tally.exhausted: characters exhausted in the scenario")


def plates(state: State) -> set[tuple[int, int]]:
    """The pressure plates the scenario's rules name: door openers and events."""
    rules = scenario_rules.rules_of(state)
    found = {key(h) for r in rules.get("setup", []) if r["type"] == "lock_doors" for h in r["opens"].get("hexes", [])}
    for rule in rules.get("rounds", []):
        for member in ("when", "after", "until"):
            if rule.get(member, {}).get("type") == "plate":
                found |= {key(h) for h in rule[member]["hexes"]}
    return found


def escape(state: State, events: Events) -> None:
    """ "At the end of every round, each character standing on hex a is removed from the map
    and takes no further part in the scenario" (#41, ``damage.escape``)."""
    from . import damage

    for goal in scenario_rules.rules_of(state)["goal"]:
        if goal["type"] == "escape":
            exits = {key(h) for h in goal["hexes"]}
            for i, character in enumerate(state["characters"]):
                if not character["exhausted"] and character["hex"] is not None and key(character["hex"]) in exits:
                    damage.escape(state, i, events)


def open_doors(state: State, events: Events, start: bool = True) -> None:
    """The locked doors whose round has come open as the round starts (or, with ``start:
    false``, as it ends: "Door 1 opens at the end of the third round", #74), revealing the
    rooms behind them (``scenario_rules.locked_doors``)."""
    from . import rooms  # rooms reads this module's rules as a room is revealed

    for rule in scenario_rules.rules_of(state).get("setup", []):
        opens = rule.get("opens", {})
        if rule["type"] != "lock_doors" or opens["type"] != "round" or opens["round"] != state["round"]:
            continue
        if opens.get("start", True) == start:
            for h in rule["doors"]:
                rooms.open_door(state, (h[0], h[1]), -1, events)


def _now(state: State, rule: Rule) -> bool:
    """Rounds listed, or every k-th from round ``from`` (k by default); while ``after`` holds,
    before ``until`` does, and not when ``unless`` holds."""
    round_ = state["round"]
    if rule.get("requires_party_achievement", "") not in ("", *state["options"].get("party_achievements", ())):
        return False  # "If the party has the Sun-Blessed achievement"
    if "rounds" in rule:
        listed = round_ in rule["rounds"]
    else:
        first = rule.get("from", rule["every"])
        listed = round_ >= first and (round_ - first) % rule["every"] == 0
    if not listed or ("after" in rule and not triggers.holds(state, rule["after"])):
        return False
    if "unless" in rule and triggers.holds(state, rule["unless"]):
        return False  # "it takes no damage at the end of a round in which no Rending Drakes are on the M tile"
    return "until" not in rule or not triggers.holds(state, rule["until"])


def _add_modifiers(state: State, rule: Rule, events: Events) -> None:
    """ "Each character adds three curse cards to their attack modifier deck": bless and curse
    from their supply, other cards (−1) simply added; a character with the perk "ignore
    negative scenario effects" adds no curse or −1."""
    for who in _receivers(state, rule):
        for _ in range(rule["count"]):
            if rule["card"] in modifiers.SHUFFLED_IN:
                modifiers.shuffle_in(state, who, rule["card"], events)
            else:
                piles.shuffle_in(state, modifiers.pile_of(state, who), rule["card"])


def _receivers(state: State, rule: Rule) -> list[tuple[str, int]]:
    if rule["who"] == "monsters":
        return [("monster", 0)]
    options = state["options"]["characters"]
    negative = rule["card"] != "bless"
    return [
        ("character", i)
        for i in range(len(state["characters"]))
        if not (negative and perks.ignores(options[i], "negative_scenario_effects"))
    ]


def added_cards(state: State, character: int) -> list[str]:
    """The cards other than bless and curse the scenario added to a character's deck."""
    found: list[str] = []
    for rule in scenario_rules.rules_of(state).get("setup", []):
        added = rule["type"] == "add_modifiers" and rule["card"] not in modifiers.SHUFFLED_IN
        if added and ("character", character) in _receivers(state, rule):
            found += [rule["card"]] * rule["count"]
    return found


def _elements(state: State, rule: Rule, events: Events) -> None:
    for element in rule["strong"]:
        state["elements"][element] = 2
    for element in rule["inert"]:
        state["elements"][element] = 0
    events.append({"type": "elements_set", "strong": list(rule["strong"]), "inert": list(rule["inert"])})


def spawn(state: State, rule: Rule, events: Events) -> None:
    rank = rule["ranks"][scenarios.column(len(state["characters"]))]
    kind = rule["monster"]
    if rank is None or sum(m["type"] == kind for m in state["monsters"]) >= content.monsters()[kind]["standees"]:
        return
    if rule["hex"] is not None:
        at = _free_hex_near(state, key(rule["hex"]), beside=bool(rule.get("beside")))
    else:
        # "every pump not yet cleansed summons" (at_figure, while it stands); "when a grave is
        # fully dug up, one Living Corpse spawns in the nearest empty hex" (the token activated)
        figure = round_effects.figure_hex(state, rule["at_figure"]) if "at_figure" in rule else _token_hex(state, rule)
        at = None if figure is None else _free_hex_near(state, figure, beside=True)
    if at is None:
        return
    if rank == "alternate":  # "every second spawn is elite" (#90)
        spawned = state["tally"].setdefault("spawned", {})
        spawned[kind] = min(999, int(spawned.get(kind, 0)) + 1)
        rank = "elite" if spawned[kind] % 2 == 0 else "normal"
    monster = setup.add_monster(state, kind, rank == "elite", list(at))
    waited = objectives.take_pending(state, kind)  # the damage it suffered off the map (#36)
    monster["hp"] = max(1, monster["hp"] - waited)
    deck_id = content.monsters()[kind]["deck"]
    if deck_id not in state["monster_decks"]:
        state["monster_decks"][deck_id] = decks.new_deck(state, deck_id)
    events.append({"type": "monster_spawned", "monster": kind, "elite": rank == "elite", "hex": list(at)})


def _token_hex(state: State, rule: Rule) -> tuple[int, int] | None:
    """The hex of the token whose activation fires ``rule``."""
    name = rule.get("when", {}).get("figure")
    token = next((f for f in scenario_rules.rules_of(state).get("figures", []) if f["name"] == name), None)
    return None if token is None else key(token["hex"])


def _free_hex_near(state: State, wanted: tuple[int, int], beside: bool = False) -> tuple[int, int] | None:
    """The book's hex (or, ``beside``: the nearest empty hex other than it: "one Black Imp
    adjacent to the pump")."""
    game_map = Map(state)
    if wanted not in game_map.cells:
        return None
    free_here = wanted not in game_map.figures and not any(game_map.has(wanted, k) for k in ("obstacle", "trap"))
    if free_here and not beside:
        return wanted  # the book's hex, though terrain lies there (#62's c is on rubble)
    free = [h for h in game_map.cells if h not in game_map.figures and h not in game_map.overlays and h != wanted]
    if not free:
        return None
    return min(free, key=lambda h: (game_map.distance(wanted, h), h))


def _condition(state: State, rule: Rule, events: Events) -> None:
    """ "Each character starts the scenario with DISARM" (and the like)."""
    for character in state["characters"]:
        if rule["condition"] not in character["conditions"]:
            character["conditions"].append(rule["condition"])


def looted_only_by_action(state: State) -> set[str]:
    """Treasure tiles only a loot ability picks up, not the end of a turn in their hex."""
    return {
        t
        for r in scenario_rules.rules_of(state).get("setup", [])
        if r["type"] == "loot_action_only"
        for t in r["treasures"]
    }


def looted_by_bottom_action(state: State) -> set[str]:
    """Treasure tiles a character beside them may loot by giving up a bottom action (#52)."""
    return {
        t
        for r in scenario_rules.rules_of(state).get("setup", [])
        if r["type"] == "loot_action_only" and r.get("or_bottom_action_adjacent")
        for t in r["treasures"]
    }


def _reveal(state: State, rule: Rule, events: Events) -> None:
    """ "The rooms are revealed at the start": those not revealed with the starting rooms are,
    with their overlays, monsters and figures (``rooms.reveal``)."""
    from . import rooms

    hidden = sorted(set(rule["rooms"]) - set(state["rooms"]))
    if hidden:
        rooms.reveal(state, hidden, events)


def immovable(state: State) -> set[str]:
    """The monster types a rule keeps from being moved."""
    return {
        kind
        for r in scenario_rules.rules_of(state).get("setup", [])
        if r["type"] == "immovable"
        for kind in r["monsters"]
    }


def cards_to_discard(state: State) -> int:
    """ "Each character discards three ability cards at the start of the scenario" (#76): how
    many cards of its hand each character puts into its discard pile before the first round
    (its choice, one by one)."""
    return sum(r["count"] for r in scenario_rules.rules_of(state).get("setup", []) if r["type"] == "discard_cards")


def _early_monsters(state: State, rule: Rule, events: Events) -> None:
    """ "Place the City Archers grouped at a and b at the start" (#35): the monsters of the hidden
    rooms set up on these hexes now (their hexes join the map: ``Map.cells``)."""
    wanted = {key(h) for h in rule["hexes"]}
    for placement in scenarios.of(state["options"]).monsters_for(len(state["characters"])):
        if key(placement["hex"]) in wanted and placement["room"] not in state["rooms"]:
            setup.place_monster(state, placement)
    for monster in state["monsters"]:
        deck_id = content.monsters()[monster["type"]]["deck"]
        if deck_id not in state["monster_decks"]:
            state["monster_decks"][deck_id] = decks.new_deck(state, deck_id)


#: The setup rules read where they apply, and where.
READ_WHERE_THEY_APPLY = {
    "level_adjust": "scenario_rules.monster_level",
    "loot_action_only": "looted_only_by_action",
    "lock_doors": "scenario_rules.locked_doors, open_doors, rule_events",
    "split_start": "starts.full_rooms",
    "stat_bonus": "stat_bonuses",
    "aura": "auras",
    "indestructible": "scenario_rules.indestructible",
    "immovable": "immovable",
    "delay_monsters": "rule_events.delayed",
    "hostile_to_all": "scenario_rules.monster_sides",
    "discard_cards": "cards_to_discard",
    "loot_limit": "goals.goal_limit_reached",
    "until_looted": "goals.penalised",
    "barred": "held_doors.barred",
    "dormant": "scenario_rules.inactive_types, rule_events.at_turn_end",
    "focus": "focus",
    "reveal_on_enter": "rule_events.entered",
    "invulnerable": "damage.wound_monster",
    "remove_on_kill": "rule_events.on_killed",
    "protect_figure": "objectives.protect_rule",
    "free_figure": "marker_actions (free_figure)",
    "piece": "pieces",
    "boon": "boons",
    "move_modifier": "currents.move_change",
    "poisoned_water": "movement_rules.poisoned_water",
    "current": "currents.flow (rounds.end_of_round)",
    "carry": "sacrifice (monsters.proceed)",
    "march": "marches (monsters.proceed)",
    "start_with_monsters": "starts.sections_without_monsters",
    "marked_hexes": "marked_hexes (bosses.perform)",
    "reset_on_loss": "setup.rewards",
}
#: The setup rules that do something as the scenario is set up.
SETUP = {
    "early_monsters": _early_monsters,
    "reveal": _reveal,
    "add_modifiers": _add_modifiers,
    "condition": _condition,
    "elements": _elements,
    "flood": flooding.dry,
    "altar_travel": altars.place,
    "hit_and_run": hit_and_run.set_up,
    "perches": perches.set_up,
}


def mark_replaced(state: State) -> None:
    """The monsters just set up on a ``replace_on_death`` hex: "when the elite City Guard in
    this room dies, replace him with ... the Infiltrator" (#57)."""
    for rule in scenario_rules.rules_of(state).get("rounds", []):
        if rule["type"] == "replace_on_death":
            for monster in state["monsters"]:
                if monster["type"] == rule["monster"] and key(monster["hex"]) == key(rule["hex"]):
                    monster.setdefault("replaced_by", rule["by"])


def replace(state: State, slain: dict[str, Any], events: Events) -> None:
    """The monster that takes the slain one's place, on its hex: like a monster summoned
    (our reading), it acts from the next round and drops no coin."""
    from . import rooms

    kind = slain["replaced_by"]
    monster = setup.add_monster(state, kind, bool(slain["elite"]), list(slain["hex"]))
    monster["summoned"] = monster["summoned_this_round"] = True
    deck_id = content.monsters()[kind]["deck"]
    if deck_id not in state["monster_decks"]:
        state["monster_decks"][deck_id] = decks.new_deck(state, deck_id)
    events.append({"type": "monster_spawned", "monster": kind, "elite": monster["elite"], "hex": list(slain["hex"])})
    rooms.fill_in(state, events)


#: The round rules done at a round's start or end (``inactive`` is read as the round's order
#: and the map are made, the ``ON_EVENTS`` ones as something happens).
ROUNDS = {
    "spawn": spawn,
    "elements": _elements,
    "damage": round_effects.damage_figures,
    "place_traps": round_effects.place_traps,
    "destroy_figure": round_effects.destroy_figure,
    "heal": round_effects.heal,
}
#: Round rules read as something happens, not at a round's start or end.
ON_EVENTS = ("replace_on_death", "condition_adjacent")
#: Round rules read as each round's order and map are made (``scenario_rules.inactive_types``).
AS_THE_ROUND_IS_MADE = ("inactive",)
