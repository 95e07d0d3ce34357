"""Whether a scenario is won or lost: the goal and loss conditions of ``scenario_rules``.

"Once the conditions of success or failure are met, finish the round and the scenario ends"
(round summary): ``outcome`` is asked at the end of each round. Defeat when every character
is exhausted; victory when every condition of the goal holds; defeat when a loss condition
holds and the goal does not, but for an escort killed or a character exhausted where a loss
says so: "protect Hail for ten rounds" is lost even in the round the goal is met
(``FAILURES``).
"""

from __future__ import annotations

from typing import Any

from rules.core import State

from . import flooding, hexes, hit_and_run, pieces, presence, scenario_rules, scenarios

Rule = dict[str, Any]


def outcome(state: State) -> str | None:
    """``"victory"``, ``"defeat"`` or ``None`` (the scenario goes on). With no character left
    on the map, an escape goal met wins; anything else is a defeat."""
    rules = scenario_rules.rules_of(state)
    if all(c["exhausted"] for c in state["characters"]):
        escaped = any(c.get("escaped") for c in state["characters"])
        return "victory" if escaped and all(GOALS[g["type"]](state, g) for g in rules["goal"]) else "defeat"
    losses = rules.get("loss", [])
    if any(rule["type"] in FAILURES and LOSSES[rule["type"]](state, rule) for rule in losses):
        return "defeat"
    if all(GOALS[g["type"]](state, g) for g in rules["goal"]):
        return "victory"
    if any(LOSSES[rule["type"]](state, rule) for rule in losses):
        return "defeat"
    return None


def _all_rooms_revealed(state: State) -> bool:
    return len(state["rooms"]) == len(scenarios.of(state["options"]).rooms)


def _kill_all(state: State, rule: Rule) -> bool:
    """ "Kill all enemies": every room revealed and no monster left (but the types ``except``
    names, and the characters' allies)."""
    spared = set(rule.get("except", ())) | _allies(state)
    return _left(state) <= spared and _all_rooms_revealed(state)


def _kill_revealed(state: State, _: Rule) -> bool:
    """ "Kill all revealed enemies": no monster left on the map (but the characters'
    allies)."""
    return _left(state) <= _allies(state)


def _left(state: State) -> set[str]:
    """The monster types still in play: on the map, or off it for now (``hit_and_run``)."""
    return {m["type"] for m in state["monsters"]} | set(hit_and_run.away(state))


def _allies(state: State) -> set[str]:
    """The monster types fighting for the characters (``scenario_rules.monster_sides``)."""
    return {kind for kind, side in scenario_rules.monster_sides(state).items() if side == "character"}


def _kill(state: State, rule: Rule) -> bool:
    """Every monster of these types killed (a boss: "kill the Bandit Commander"), or
    ``count`` of them."""
    killed = state["tally"]["killed"]
    if "count" in rule:
        return sum(int(killed.get(kind, 0)) for kind in rule["monsters"]) >= int(rule["count"])
    alive = _left(state)
    return all(killed.get(kind, 0) > 0 and kind not in alive for kind in rule["monsters"])


def _kill_count(state: State, rule: Rule) -> bool:
    """ "Kill a number of enemies equal to five times the number of characters"."""
    wanted = rule.get("count") or rule["per_character"] * len(state["characters"])
    killed = state["tally"]["killed"]
    kinds = rule.get("monsters", killed)
    return sum(int(killed.get(kind, 0)) for kind in kinds) >= int(wanted)


def _loot(state: State, rule: Rule) -> bool:
    looted = state["tally"]["looted"]
    if "treasures" in rule:
        return looted_every(state, rule["treasures"])
    return len(looted) >= int(rule["count"])


def looted_every(state: State, names: list[str]) -> bool:
    """Every treasure tile of these ids looted: a numbered one, or all the scenario's tiles
    marked "goal" ("Loot all treasure tiles": several are, each tallied once)."""
    looted = state["tally"]["looted"]
    return all(looted.count(name) == goal_tiles(state) if name == "goal" else name in looted for name in names)


def goal_tiles(state: State) -> int:
    """How many treasure tiles the scenario marks "goal"."""
    return sum(len(o.hexes) for o in scenarios.of(state["options"]).overlays if o.type == "treasure" and o.id == "goal")


def _reach(state: State, rule: Rule) -> bool:
    """Characters on the goal hexes (or in the goal room) at the end of the round; ``all``
    counts every character not exhausted (and, with ``exhausted_on_hex_counts``, one
    exhausted there counts as there). With ``carrying``, the holder of that piece there: "the
    doll is brought to a hex adjacent to the well" (``adjacent``, #69)."""
    wanted = _hexes(state, rule)
    if rule.get("adjacent"):
        wanted = {n for h in wanted for n in hexes.neighbours(h)} - wanted
    if "carrying" in rule:
        return pieces.holder_hex(state, rule["carrying"]) in wanted
    counted = []
    for c in state["characters"]:
        if not c["exhausted"]:
            counted.append(c["hex"] is not None and tuple(c["hex"]) in wanted)
        elif rule.get("exhausted_on_hex_counts") and "exhausted_at" in c:
            counted.append(tuple(c["exhausted_at"]) in wanted)
    return any(counted) if rule["who"] == "any" else bool(counted) and all(counted)


def _hexes(state: State, rule: Rule) -> set[tuple[int, int]]:
    if "hexes" in rule:
        return {(h[0], h[1]) for h in rule["hexes"]}
    return set(next(r.hexes for r in scenarios.of(state["options"]).rooms if r.id == rule["room"]))


def _survive(state: State, rule: Rule) -> bool:
    return bool(state["round"] >= rule["rounds"])


def _reveal(state: State, rule: Rule) -> bool:
    """The room (or every room: ``"all"``) revealed."""
    return _all_rooms_revealed(state) if rule["room"] == "all" else rule["room"] in state["rooms"]


def _round_limit(state: State, rule: Rule) -> bool:
    """The scenario is lost at the end of round ``rounds`` if the goal is not met by then."""
    return bool(state["round"] >= rule["rounds"])


def _occupy(state: State, _: Rule) -> bool:
    """ "Occupy all pressure plates simultaneously": at the end of some character's turn a
    character stood on each (``rule_events.at_turn_end`` notes it in ``tally.occupied``)."""
    return bool(state["tally"].get("occupied"))


def _destroy(state: State, rule: Rule) -> bool:
    """ "Destroy the altars": every objective named destroyed (``objectives``)."""
    return set(rule["figures"]) <= set(state["tally"].get("destroyed", []))


def _loot_each(state: State, _: Rule) -> bool:
    """ "Every character must loot one treasure tile" (#80): each has looted a goal tile."""
    return set(range(len(state["characters"]))) <= set(state["tally"].get("goal_looters", []))


def goal_tiles_looted_by(state: State, index: int) -> int:
    """How many goal treasure tiles character ``index`` has looted."""
    return int(state["tally"].get("goal_looters", []).count(index))


def goal_limit_reached(state: State, index: int) -> bool:
    """Character ``index`` may loot no more goal treasure tiles (``loot_limit``)."""
    limits = [r["per_character"] for r in scenario_rules.rules_of(state).get("setup", []) if r["type"] == "loot_limit"]
    return bool(limits) and goal_tiles_looted_by(state, index) >= min(limits)


def penalised(state: State, who: tuple[str, int], what: str) -> bool:
    """ "Until a character has looted a treasure tile, that character has Disadvantage on all
    attacks and cannot use any items" (#80, ``until_looted``): ``what`` is ``disadvantage``
    or ``no_items``."""
    if who[0] != "character":
        return False
    rules = scenario_rules.rules_of(state).get("setup", [])
    return any(r["type"] == "until_looted" and r.get(what) for r in rules) and not goal_tiles_looted_by(state, who[1])


def _activate(state: State, rule: Rule) -> bool:
    """ "Cleanse all water pumps", "dig up all graves": every token listed activated
    (``markers``)."""
    from .markers import listed

    return set(listed(state, rule)) <= set(state["tally"].get("activated", []))


def _deliver(state: State, rule: Rule) -> bool:
    """ "The scenario is complete when the Seeker of Xorn ends their turn adjacent to the altar
    after the staff is fully charged" (#54; ``pieces.delivered``)."""
    return rule["piece"] in state["tally"].get("delivered", [])


def _any_of(state: State, rule: Rule) -> bool:
    """One of the options holds, each a list of goals that must all hold: "remove one of those
    items from the game to complete the scenario ... Alternatively, after the chest is looted,
    the scenario is completed if all characters return to an entrance hex" (#82)."""
    return any(all(GOALS[g["type"]](state, g) for g in option) for option in rule["options"])


def _piece_used(state: State, rule: Rule) -> bool:
    """ "The character holding its items may end their turn on (g) and remove one of those
    items from the game to complete the scenario" (#82; ``pieces.use``)."""
    return not set(rule["pieces"]).isdisjoint(state["tally"].get("used", []))


def _piece_lost(state: State, rule: Rule) -> bool:
    """ "The Seeker of Xorn becomes exhausted": the piece the character on the quest holds
    has left play with it."""
    return all(p["name"] != rule["piece"] for p in state["pieces"]) and rule["piece"] not in state["tally"].get(
        "used", []
    )


def _flooded(state: State, _: Rule) -> bool:
    """ "A water tile has to be added but cannot be placed because the B tile is full" (#74)."""
    return flooding.flooded(state)


def _sacrificed(state: State, _: Rule) -> bool:
    """ "A Cultist (b) starts its turn adjacent to the altars (d) while the victim is also
    adjacent to the altars" (#78; ``sacrifice``)."""
    return bool(state["tally"].get("sacrificed"))


def _room_empty(state: State, rule: Rule) -> bool:
    """ "No character is present in the left room at any time" (#90): noted as it happened
    (``presence.note``), or so now."""
    return rule["rooms"] in state["tally"].get("emptied", []) or presence.empty_now(state, rule)


def _monster_reaches(state: State, rule: Rule) -> bool:
    """ "Any City Guard occupies a pressure plate (a)" (#77): noted as it happened
    (``presence.note``), or so now."""
    return bool(state["tally"].get("alarm")) or presence.monster_on(state, rule)


def _characters_left(state: State, rule: Rule) -> bool:
    """ "Only one character is left unexhausted" (#90)."""
    return sum(not c["exhausted"] for c in state["characters"]) <= int(rule["count"])


def _escape(state: State, _: Rule) -> bool:
    """ "All characters must escape through the exit": every one has left by it
    (``special_rules.escape``)."""
    return all(c.get("escaped") for c in state["characters"])


def _escort_reaches(state: State, rule: Rule) -> bool:
    """ "Protect Hail until she reaches the altar": the escort ended a turn there
    (``escorts``; ``tally.reached``); "save seven villagers": with ``count``, that many of the
    escorts whose names start so."""
    reached: list[str] = state["tally"].get("reached", [])
    if "count" in rule:
        return sum(name.startswith(rule["figure"]) for name in reached) >= int(rule["count"])
    return rule["figure"] in reached


GOALS = {
    "kill_all": _kill_all,
    "kill_revealed": _kill_revealed,
    "kill": _kill,
    "kill_count": _kill_count,
    "loot": _loot,
    "reach": _reach,
    "survive": _survive,
    "reveal": _reveal,
    "occupy": _occupy,
    "destroy": _destroy,
    "escort_reaches": _escort_reaches,
    "escape": _escape,
    "activate": _activate,
    "loot_each": _loot_each,
    "deliver": _deliver,
    "piece_used": _piece_used,
    "any_of": _any_of,
}


def _exhausted_off(state: State, rule: Rule) -> bool:
    """A character became exhausted while not on the hexes (or in the room)."""
    wanted = _hexes(state, rule)
    return any(c["exhausted"] and tuple(c.get("exhausted_at") or ()) not in wanted for c in state["characters"])


def _figure_dies(state: State, rule: Rule) -> bool:
    """ "Hail is killed": the escort named (with ``match: prefix``, any whose name starts so)
    killed, or ``count`` of them."""
    died = state["tally"].get("died", [])
    match = (lambda n: n.startswith(rule["figure"])) if rule.get("match") == "prefix" else rule["figure"].__eq__
    return sum(1 for name in died if match(name)) >= int(rule.get("count", 1))


def _exhausted_in_force(state: State, _: Rule) -> bool:
    """ "If any character becomes exhausted, the scenario is lost" (#41), "any character
    becomes exhausted before all treasure tiles are looted" (#60): a character was exhausted
    while the loss was in force (``tally.exhausted``, noted by ``note_exhausted``)."""
    return bool(state["tally"].get("exhausted"))


def note_exhausted(state: State, index: int) -> None:
    """Character ``index`` is exhausted: noted if a loss by exhaustion is in force then."""
    from . import triggers

    for rule in scenario_rules.rules_of(state).get("loss", []):
        if rule["type"] == "any_exhausted":
            now = "after" not in rule or triggers.holds(state, rule["after"])
        elif rule["type"] == "exhausted_before_loot" and rule["scope"] == "own":  # "before they have looted" (#52)
            now = goal_tiles_looted_by(state, index) == 0
        elif rule["type"] == "exhausted_before_loot":
            now = not looted_every(state, ["goal"])
        else:
            continue
        if now:
            state["tally"]["exhausted"] = sorted({*state["tally"].get("exhausted", []), index})


LOSSES = {
    "round_limit": _round_limit,
    "exhausted_off": _exhausted_off,
    "figure_dies": _figure_dies,
    "any_exhausted": _exhausted_in_force,
    "exhausted_before_loot": _exhausted_in_force,
    "piece_lost": _piece_lost,
    "flooded": _flooded,
    "sacrificed": _sacrificed,
    "room_empty": _room_empty,
    "characters_left": _characters_left,
    "monster_reaches": _monster_reaches,
}
#: Losses that hold even when the goal is met in the same round.
FAILURES = (
    "figure_dies",
    "exhausted_off",
    "any_exhausted",
    "exhausted_before_loot",
    "piece_lost",
    "sacrificed",
    "room_empty",
    "characters_left",
    "monster_reaches",
)
