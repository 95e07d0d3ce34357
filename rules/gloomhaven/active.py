"""Active bonuses: the ``bonus`` abilities of the cards in a character's active area.

Round summary, "Bonus Attivi": "Some abilities grant bonuses that last until certain
conditions are met or until the end of the round. Such cards go to the active area ...
Persistent bonuses are active from when the card is played until the conditions on the card
are met ... Round bonuses are active from when the card is played until the end of the
round." A persistent bonus with uses marks one use each time it applies, gives 1 XP at the
marked uses, and when the last use is marked the card goes to the lost pile (or the discards).

``TRIGGERS`` lists the triggers played so far, and what a bonus of each may add.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import conditions, consume, content, counters
from .board import Map, key, side

#: Trigger -> the members of ``add`` played for it.
ON_ATTACK = frozenset(
    {
        "attack",
        "target",
        "range",
        "pierce",
        "conditions",
        "double_attack",
        "shield",
        "heal_self",
        "advantage",
        "kill",
        "then",
        "augments",
        "per",
    }
)
TRIGGERS: dict[str, frozenset[str]] = {
    "own_attack": ON_ATTACK,
    "own_melee_attack": ON_ATTACK,
    "own_ranged_attack": ON_ATTACK,
    "attacked": frozenset({"shield", "retaliate", "negate_damage", "range"}),  # range: the retaliate's
    "melee_attacked": frozenset({"shield", "retaliate", "negate_damage", "range"}),
    "damage": frozenset({"negate_damage"}),
    "own_heal": frozenset({"heal"}),
    "own_retaliate": frozenset({"xp"}),
    "ally_targeted": frozenset({"redirect_to_self"}),
    "own_move": frozenset({"as_attack"}),  # Immovable Phalanx (``as_attack``)
    "passive": frozenset({"augments"}),  # Mass Hysteria (``augments``)
    "end_of_turn": frozenset({"then"}),  # Auto Turret (``turn_end``)
    "start_of_turn": frozenset({"then"}),  # Lumbering Bash (``turn_start``)
}
#: Bonuses that reach the character's allies, when the card is played: the adjacent ones
#: (and the character itself), or those within the bonus's range (Many as One: not itself).
SHARED = ("self_and_adjacent_allies", "all_allies_in_range", "all_adjacent_allies")
#: Those of them the character itself does not gain.
ALLIES_ONLY = ("all_allies_in_range", "all_adjacent_allies")


def supported(ability: dict[str, Any]) -> bool:
    """Whether the engine plays this bonus: a trigger and additions of ``TRIGGERS``, on the
    character itself, without a condition or elements of its own."""
    allowed = TRIGGERS.get(ability["on"])
    return (
        allowed is not None
        and (ability.get("who", "self") == "self" or (ability["who"] in SHARED and ability["on"] == "own_attack"))
        and ability.get("when", "always") in WHEN
        and all(set(c["add"]) - {"instead", "xp"} <= allowed for c in ability.get("consume", []))
        and set(ability["add"]) <= allowed
    )


#: The conditions of a bonus played so far: on the character ("while you are invisible"), or
#: on each target of the attack ("targeting enemies adjacent to none of their allies").
WHEN = (
    "always",
    "self_invisible",
    "target_alone",
    "elements_consumed",
    "target_has_condition",
    "target_alone_and_adjacent_to_ally",
    "obstacle_destroyed",  # Stone Pummel (``obstacles.pummel``)
)
PER_TARGET = ("target_alone", "target_has_condition", "target_alone_and_adjacent_to_ally")


def _holds(character: dict[str, Any], when: str) -> bool:
    return when == "always" or (when == "self_invisible" and "invisible" in character["conditions"])


def consume_entries(state: State, index: int, triggers: tuple[str, ...]) -> list[tuple[int, bool, dict[str, Any]]]:
    """The element bonuses active cards offer on an ability: ``(card, only_then, entry)``,
    the entry in the ability's own ``consume`` form; ``only_then``: the bonus applies (and a
    use is marked) only when the elements are consumed ("On your next six ranged attacks
    when air is Strong or Waning, consume air to add +2 Range"). "Add +2 Attack instead"
    adds what it adds beyond the bonus itself."""
    found = []
    for entry in [*state["characters"][index]["active"], *_being_played(state, index)]:
        for ability in half_of(entry)["abilities"]:
            if ability["type"] != "bonus" or ability["on"] not in triggers or not supported(ability):
                continue
            if on_play(half_of(entry)):  # its elements were consumed, or not, as it was played
                continue
            only_then = ability.get("when") == "elements_consumed"
            for offer in ability.get("consume", []):
                add = {}
                for name, value in offer["add"].items():
                    if name != "instead":
                        base = ability["add"].get(name, 0) if offer["add"].get("instead") and not only_then else 0
                        add[name] = value - base if isinstance(value, int) and not isinstance(value, bool) else value
                found.append((int(entry["card"]), only_then, {"elements": offer["elements"], "add": add}))
    return found


def per_target(state: State, index: int, triggers: tuple[str, ...]) -> list[tuple[int, dict[str, Any]]]:
    """The active bonuses of character ``index`` for these triggers that hold for some
    targets only, as conditional bonuses: ``(card, {"when": ..., "add": ...})``."""
    found = []
    for entry in [*state["characters"][index]["active"], *_being_played(state, index)]:
        for ability in half_of(entry)["abilities"]:
            if ability["type"] == "bonus" and ability["on"] in triggers and ability.get("when") in PER_TARGET:
                conditional = {"when": ability["when"], "add": ability["add"]}
                if "target_conditions" in ability:
                    conditional["target_conditions"] = ability["target_conditions"]
                found.append((int(entry["card"]), conditional))
    return found


def augment(half: dict[str, Any]) -> bool:
    """A Mindthief augment: "When another augment is played, discard this card"."""
    return any(a["type"] == "bonus" and a.get("augment") for a in half["abilities"])


def half_of(entry: dict[str, Any]) -> dict[str, Any]:
    half: dict[str, Any] = content.cards_by_id()[entry["card"]][entry["half"]]
    return half


def bonuses(state: State, index: int, triggers: tuple[str, ...]) -> list[tuple[int, dict[str, Any]]]:
    """The active bonuses of character ``index`` for these triggers: ``(card, add)``."""
    character = state["characters"][index]
    found = []
    for entry in [*character["active"], *_being_played(state, index)]:
        for ability in half_of(entry)["abilities"]:
            if ability["type"] != "bonus" or ability["on"] not in triggers or not supported(ability):
                continue
            if ability.get("who") in ALLIES_ONLY:  # the allies', not the character's
                continue
            if ability.get("when") not in PER_TARGET and _holds(character, ability.get("when", "always")):
                found.append((int(entry["card"]), _added(entry, ability)))
    return found


def only_when(state: State, index: int, triggers: tuple[str, ...], when: str) -> list[tuple[int, dict[str, Any]]]:
    """The active bonuses of character ``index`` for these triggers that apply only when
    ``when`` is met for them (Stone Pummel: an obstacle destroyed): ``(card, add)``."""
    return [
        (int(entry["card"]), ability["add"])
        for entry in [*state["characters"][index]["active"], *_being_played(state, index)]
        for ability in half_of(entry)["abilities"]
        if ability["type"] == "bonus" and ability["on"] in triggers and ability.get("when") == when
    ]


def on_play(half: dict[str, Any]) -> bool:
    """A round bonus's elements are consumed as its card is played (Brutal Momentum: "Add +1
    Attack to all your ranged attacks this round. Consume earth: +2 Attack instead"); a
    persistent bonus's, each time it applies."""
    return bool(half.get("active", {}).get("duration") == "round")


def consumed_as_played(state: State, ability: dict[str, Any]) -> bool:
    """A bonus with elements to consume, of a round half being played (``on_play``)."""
    half = state["turn"]["half"] if state["turn"] else None
    if not ability.get("consume") or not half or half["basic"]:
        return False
    return on_play(content.cards_by_id()[half["card"]][half["half"]])


def _added(entry: dict[str, Any], ability: dict[str, Any]) -> dict[str, Any]:
    """What a bonus adds: with the bonus of its elements if they were consumed as it was played."""
    if not entry.get("consumed") or not ability.get("consume"):
        return dict(ability["add"])
    grown = consume.with_bonuses(ability, [ability["consume"][0]["add"]])["add"]
    return {k: v for k, v in grown.items() if k != "xp"}  # the XP was earned as it was played


def entry_of(state: State, uses: int) -> dict[str, Any]:
    """The active-area entry of the half the character is playing (``consumed``: its round
    bonus's elements were consumed as it was played)."""
    choice = state["turn"]["half"]
    entry: dict[str, Any] = {"card": choice["card"], "half": choice["half"], "uses": uses}
    if on_play(half_of(entry)) and state["turn"].get("context", {}).get("consumed"):
        entry["consumed"] = True
    return entry


def _being_played(state: State, index: int) -> list[dict[str, Any]]:
    """The half the character is playing, if it stays active: "these bonuses are active from
    the moment the card is played" (so an augment counts on the attack after it)."""
    turn = state["turn"]
    if not turn or turn["character"] != index or not turn["half"] or turn["half"]["basic"]:
        return []
    entry = entry_of(state, 0)
    return [entry] if "active" in half_of(entry) else []


def redirected(state: State, target: Any) -> Any:
    """Provoking Roar: "any enemy who targets one of your adjacent allies with an attack this
    round targets you with that attack instead, regardless of the attack's range" — the hex
    the attack on ``target`` goes to."""
    game_map = Map(state)
    ally = game_map.figures.get(key(target))
    if ally is None or side(state, ally) != "character":
        return target
    for h in game_map.neighbours(key(target)):
        figure = game_map.figures.get(h)
        if figure and figure[0] == "character" and bonuses(state, figure[1], ("ally_targeted",)):
            return [h[0], h[1]]
    return target


def share(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    """A bonus for "you and all adjacent allies": the allies beside the character now gain
    it for the round (the character has it from the card in its active area)."""
    if ability.get("who") not in SHARED:
        return
    game_map = Map(state)
    here = key(state["characters"][index]["hex"])
    if ability["who"] == "all_allies_in_range":
        reach = int(ability.get("range", 1))
        near = [h for h in game_map.cells if 0 < game_map.distance(here, h) <= reach and game_map.sees(here, h)]
    else:
        near = game_map.neighbours(here)
    allies = [f for h in near if (f := game_map.figures.get(h)) and side(state, f) == "character"]  # summons too
    attack = ability["add"]["attack"]
    if ability["add"].get("per") == "ally_in_range":  # "+X, where X is the number of your allies within Range 2"
        attack *= len(allies)
    for figure in allies:
        # every ally: the monster AI reads it on an allied monster's or an escort's attack too
        if attack:
            conditions.figure(state, figure).setdefault("bonuses", []).append({"attack": attack, "range": 1})
            events.append({"type": "bonus_gained", "figure": list(figure), "attack": attack})


def use(state: State, index: int, cards: list[int], events: Events) -> None:
    """Mark one use of each of these active cards (those with uses)."""
    character = state["characters"][index]
    for card in dict.fromkeys(cards):
        entry = next((e for e in character["active"] if e["card"] == card), None)
        if entry is None:
            continue
        limits = half_of(entry)["active"]
        total = limits.get("uses", 0)
        if not total or entry["uses"] <= 0:
            continue
        entry["uses"] -= 1
        if total - entry["uses"] in limits.get("xp_uses", ()):
            counters.raise_by(character, "xp", limits.get("xp_per_use", 1))
        events.append({"type": "active_used", "character": index, "card": card, "left": entry["uses"]})
        if entry["uses"] == 0:
            character["active"].remove(entry)
            pile = "lost" if half_of(entry).get("lost") else "discard"
            character[pile].append(card)
            events.append({"type": "card_placed", "character": index, "card": card, "pile": pile})
