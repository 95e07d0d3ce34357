"""Damage, death and exhaustion.

Round summary, "Danni al Personaggio": a character who suffers damage chooses to lose that
many hit points, or to lose 1 card from the hand or 2 cards from the discard pile, which
negates the damage (the cards played this round cannot be chosen). "Sfinimento": below 1 hit
point the character is exhausted: every card goes to the lost pile and the figure leaves the
map. "Attacco": a slain monster that was neither spawned nor summoned drops 1 coin in its hex.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State, decisions

from . import active, counters, objectives, pieces, scenario_rules, summons

NEGATE = "negate_damage"

Figure = tuple[str, int]


def suffer(state: State, who: Figure, amount: int, events: Events, source: str, pierce: int = 0) -> None:
    """``who`` suffers ``amount`` damage: a monster at once, a character after its choice (an
    attack's: ``pierce`` of it left after the character's shields, for the items it may use)."""
    if amount <= 0:
        return
    if who[0] == "monster":
        wound_monster(state, who[1], amount, events, source)
        return
    if who[0] == "summon":
        _wound_summon(state, who[1], amount, events, source)
        return
    if who[0] in objectives.LISTS:
        if objectives.protect_rule(state, who) is not None:  # the players may pay a card first (#84)
            objectives.ask_protection(state, who, amount, source)
            return
        objectives.wound(state, who, amount, events, source)
        return
    character = state["characters"][who[1]]
    shields = active.bonuses(state, who[1], ("damage",))
    if shields:  # "Negate the next two sources of damage to you"
        active.use(state, who[1], [shields[0][0]], events)
        events.append({"type": "damage_prevented", "character": who[1], "card": shields[0][0], "damage": amount})
        return
    if can_negate(character) or (source == "attack" and _shielded(character)):
        frame = decisions.single(NEGATE, character["seat"], character=who[1], amount=amount, source=source)
        state["decisions"].append({**frame, **({"pierce": pierce} if pierce > 0 and source == "attack" else {})})
        return
    lose_hp(state, who[1], amount, events, source)


def _shielded(character: dict[str, Any]) -> bool:
    from . import item_defence  # items read attacks, which wound figures here

    return item_defence.wears_shield(character)


def can_negate(character: dict[str, Any]) -> bool:
    return bool(character["hand"] or len(character["discard"]) >= 2)


def lose_hp(state: State, index: int, amount: int, events: Events, source: str) -> None:
    character = state["characters"][index]
    character["hp"] = max(0, character["hp"] - amount)
    events.append({"type": "damage_suffered", "figure": ["character", index], "damage": amount, "source": source})
    if character["hp"] < 1:
        exhaust(state, index, events)


def exhaust(state: State, index: int, events: Events) -> None:
    """Every card is lost and the figure leaves the map for the rest of the scenario."""
    character = state["characters"][index]
    character["lost"] = sorted(
        character["lost"]
        + character["hand"]
        + character["discard"]
        + character["in_play"]
        + [a["card"] for a in character["active"]]
    )
    character["hand"], character["discard"], character["active"], character["in_play"] = [], [], [], []
    character["exhausted"] = True
    pieces.exhausted(state, index, character["hex"], events)  # "the doll is placed in the hex" (#69)
    if character["hex"] is not None:
        character["exhausted_at"] = character["hex"]
    character["hex"] = None
    character["conditions"] = []
    # its questions are void, and a turn of its own ends at once
    state["decisions"] = [f for f in state["decisions"] if f.get("character") != index]
    if state["turn"] is not None and state["turn"]["character"] == index:
        state["turn"] = None
    if state["attack"] is not None and state["attack"]["attacker"] == ["character", index]:
        state["attack"] = None
    events.append({"type": "exhausted", "character": index})
    summons.dismiss(state, index, events)  # "or the summoner is exhausted"
    from . import goals, held_doors  # they read the scenario's rules, whose figures this module wounds

    goals.note_exhausted(state, index)
    held_doors.settle(state, events)  # a plate it held is free


def escape(state: State, index: int, events: Events) -> None:
    """ "Each character standing on the exit is removed from the map and takes no further
    part in the scenario; any summons they own are removed too" (#41): out of play as an
    exhausted character is, marked ``escaped``."""
    character = state["characters"][index]
    character["exhausted"] = character["escaped"] = True
    pieces.exhausted(state, index, None, events)
    character["hex"] = None
    character["conditions"] = []
    state["decisions"] = [f for f in state["decisions"] if f.get("character") != index]
    events.append({"type": "escaped", "character": index})
    summons.dismiss(state, index, events)


def _wound_summon(state: State, index: int, amount: int, events: Events, source: str) -> None:
    summon = state["summons"][index]
    summon["hp"] = max(0, summon["hp"] - amount)
    events.append({"type": "damage_suffered", "figure": ["summon", index], "damage": amount, "source": source})
    if summon["hp"] == 0:
        from . import on_death  # it reads monsters' cards, whose modules wound figures

        on_death.note_summon(state, summon)  # the Burning Avatar's "Attack 3" as it dies
        summons.remove(state, index, events)


def wound_monster(state: State, index: int, amount: int, events: Events, source: str) -> None:
    monster = state["monsters"][index]
    rules = scenario_rules.rules_of(state).get("setup", [])
    if any(r["type"] == "invulnerable" and monster["type"] in r["monsters"] for r in rules):
        return  # "Living Spirits cannot be damaged in any way, but conditions ... still apply" (#70)
    if objectives.shares_hp(state, monster["type"]):
        return  # "The Prime Demon cannot be damaged in any way; damage has to be dealt to the altar" (#21)
    monster["hp"] = max(0, monster["hp"] - amount)
    events.append({"type": "damage_suffered", "figure": ["monster", index], "damage": amount, "source": source})
    if monster["hp"] == 0:
        kill_monster(state, index, events)


def kill_monster(state: State, index: int, events: Events) -> None:
    from . import on_death, rule_events, special_rules  # they set up monsters, which this module's callers kill

    monster = state["monsters"].pop(index)
    on_death.note(state, monster)  # "On Death: Attack +2": once nothing else is under way
    counters.raise_by(state["tally"]["killed"], monster["type"], 1)
    if monster["elite"]:  # "Each time one elite monster is killed, one door opens" (#82)
        state["tally"]["elite_killed"] = min(999, int(state["tally"].get("elite_killed", 0)) + 1)
    events.append(
        {"type": "monster_killed", "monster": monster["type"], "standee": monster["standee"], "hex": monster["hex"]}
    )
    if not monster.get("summoned") and not pieces.dropped_by(state, monster, events):
        state["overlays"].append({"type": "coin", "hex": list(monster["hex"]), "amount": 1})
    if monster.get("replaced_by"):  # "when the elite City Guard dies, replace him with ..."
        special_rules.replace(state, monster, events)
    rule_events.on_killed(state, monster["type"])
    rule_events.at_once(state, events)
