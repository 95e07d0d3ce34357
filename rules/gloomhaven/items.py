"""Items: equipping them, using them in a scenario, spending, consuming and refreshing them.

Round summary, "Setup Scenario" 12: "each player may equip the items they own, never two
copies of one card: at most one Head, Body and Legs item; one Two Hands or two One Hand
items; small items up to half the character's level rounded up", and the -1 cards the
items show go into the character's modifier deck. Rulebook, "Item Cards": a spent item is
turned sideways and "can be refreshed when a character performs a long rest"; a consumed
one is turned face down for the scenario; use slots are marked before it is spent or
consumed; an item with neither symbol has no limit. "On their turn, before, during, or after
performing their two actions, players can use any number of items they have equipped";
stunned, they use none.

The option ``items`` lists the character's item numbers (``data/agpl/items.json``); only the
items whose effect the engine plays (``effect``) may be equipped. The options schema says the
slot rules it can (``option_schema``: a refusal names no rule then), ``error`` says them all
(``invalid_items``): small items for the character's own level, copies in the party. In the state each equipped
item is ``{"item", "state": ready|spent|consumed, "uses"}`` (use slots marked). An item is
used with the ``use_item`` action at the decision it applies to (``usable``):

- "During your turn" (Cloak of Invisibility, the potions): between card halves, at the
  ``character_turn`` decision.
- "During your movement" (Boots of Striding +2 Move, Winged Shoes Jump): during the
  character's own move (Winged Shoes before its first step).
- "During your (melee, ranged) attack": while the attack's targets, area or path are being
  chosen, before any modifier card is drawn (an attack on every adjacent enemy asks nothing,
  so no item can join it): Minor Power Potion +1 Attack and Eagle-Eye Goggles advantage on
  the whole attack, Piercing Bow ignores every shield, War Hammer stuns every target, Poison
  Dagger poisons a single target (the first attacked).
- Iron Helmet, which has no use limit, always applies: a x2 card an enemy draws against the
  character counts as +0 (``as_seen``).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from rules.core import Events, IllegalAction, InvalidOptions, InvalidState, State
from rules.core.schema import JSON, array, integer, obj

from . import abilities, area, conditions, data_files, effects, goals, paths, tokens
from . import item_defence as defence
from .effects import CONDITION_LIST

SLOTS = ("head", "body", "legs", "one_hand", "two_hands", "small")
USES = ("spent", "consumed", "none")
WHEN = ("turn", "move", "attack", "melee_attack", "ranged_attack", "attacked", "damaged", "targeted")
READY, SPENT, CONSUMED = "ready", "spent", "consumed"


def _schema() -> JSON:
    effect = obj(
        {
            "when": {"type": "string", "enum": list(WHEN)},
            "move": integer(1, 9),
            "jump": {"type": "boolean"},
            "attack": integer(1, 9),
            "advantage": {"type": "boolean"},
            "ignore_shield": {"type": "boolean"},
            "conditions": CONDITION_LIST,
            "single": {"type": "boolean", "description": "on a single attack (the first target's)"},
            "heal_self": integer(1, 99),
            "recover_discards": integer(1, 9),
            "double_is_plus0": {"type": "boolean", "description": "an enemy's x2 card counts as +0"},
            "shield": integer(1, 9, description="(damaged) Shield for the attack that damages the character"),
            "disadvantage": {"type": "boolean", "description": "(targeted) the attacker draws with Disadvantage"},
        },
        optional=(
            "move",
            "jump",
            "attack",
            "advantage",
            "ignore_shield",
            "conditions",
            "single",
            "heal_self",
            "recover_discards",
            "double_is_plus0",
            "shield",
            "disadvantage",
        ),
    )
    item = obj(
        {
            "name": {"type": "string", "maxLength": 40},
            "cost": integer(0, 200),
            "count": integer(1, 4),
            "slot": {"type": "string", "enum": list(SLOTS)},
            "use": {"type": "string", "enum": list(USES)},
            "uses": integer(1, 9),
            "minus_ones": integer(1, 9),
            "effect": effect,
        },
        optional=("use", "uses", "minus_ones", "effect"),
    )
    return {"type": "object", "patternProperties": {"^[1-9][0-9]*$": item}, "additionalProperties": False}


@cache
def table() -> dict[int, dict[str, Any]]:
    """Every item the data knows, by number (``data/agpl/items.json``)."""
    return {int(n): item for n, item in data_files.checked("items.json", _schema()).items()}


def played() -> list[int]:
    """The items whose effect the engine plays: the ones that may be equipped."""
    return sorted(n for n, item in table().items() if "effect" in item)


# --- equipping --------------------------------------------------------------------------------
def small_items(level: int) -> int:
    """Small items a character may equip: "half their level, rounded up"."""
    return (level + 1) // 2


def error(option: dict[str, Any]) -> str | None:
    """Why a character option's ``items`` are refused (None: they may be equipped)."""
    chosen = option.get("items", [])
    unknown = [n for n in chosen if n not in table()]
    if unknown:
        return f"no items {unknown}"
    unplayed = [f"{n} ({table()[n]['name']})" for n in chosen if n not in played()]
    if unplayed:
        return f"items {', '.join(unplayed)} are not played by the engine yet"
    if len(set(chosen)) != len(chosen):
        return "a character never owns two copies of an item"
    slots = Counter(table()[n]["slot"] for n in chosen)
    if any(slots[s] > 1 for s in ("head", "body", "legs")):
        return "at most one head, one body and one legs item"
    if slots["one_hand"] + 2 * slots["two_hands"] > 2:
        return "two one-hand items or one two-hands item"
    if slots["small"] > small_items(option["level"]):
        return f"at most {small_items(option['level'])} small items at level {option['level']} (half, rounded up)"
    return None


def check_options(characters: list[dict[str, Any]]) -> None:
    """Every character's items may be equipped, and the party holds no more copies of an
    item than the game has (``InvalidOptions``, code ``invalid_items``)."""
    for i, option in enumerate(characters):
        problem = error(option)
        if problem is not None:
            raise InvalidOptions(f"characters[{i}].items: {problem}", code="invalid_items", character=i)
    copies = Counter(n for option in characters for n in option.get("items", []))
    over = sorted(n for n, k in copies.items() if k > table()[n]["count"])
    if over:
        raise InvalidOptions(f"items {over}: more copies than the game has", code="invalid_items")


def option_schema(max_level: int) -> JSON:
    """The ``items`` option: played items, each once, the slot rules a schema can say (at
    most one head, body and legs item; the hands; small items for the highest level
    allowed); ``error`` checks the rest (small items for the character's own level)."""

    def at_most(slots: tuple[str, ...], count: int) -> JSON:
        numbers = [n for n in played() if table()[n]["slot"] in slots]
        words = f"at most {count} {' or '.join(slots)} item{'s' if count > 1 else ''}"
        return {"contains": {"enum": numbers}, "minContains": 0, "maxContains": count, "description": words}

    one_hand = [n for n in played() if table()[n]["slot"] == "one_hand"]
    # two hands: two one-hand items or one two-hands item; with one one-hand item played
    # (or none), that is one hand item at most
    hands = at_most(("one_hand", "two_hands"), 2 if len(one_hand) > 1 else 1)
    rules = [at_most((slot,), 1) for slot in ("head", "body", "legs", "two_hands")]
    return {
        **array(integer(1, 999, enum=played()), maxItems=8, uniqueItems=True),
        "allOf": [*rules, hands, at_most(("small",), small_items(max_level))],
        "description": "the item cards equipped, by number (docs/gloomhaven.md)",
    }


def minus_ones(chosen: list[int]) -> int:
    """The -1 cards these items add to the modifier deck."""
    return sum(table()[n].get("minus_ones", 0) for n in chosen if n in table())


def equipped(option: dict[str, Any]) -> list[dict[str, Any]]:
    """The character's items at the start of a scenario: every one ready."""
    return [{"item": n, "state": READY, "uses": 0} for n in option.get("items", [])]


# --- using ------------------------------------------------------------------------------------
def effect(item: int) -> dict[str, Any]:
    found: dict[str, Any] = table()[item]["effect"]
    return found


def usable(state: State, index: int) -> list[int]:
    """The items character ``index`` may use at the pending decision of its own turn, or as an
    attack damages it (``defending``)."""
    character = state["characters"][index]
    turn = state["turn"]
    frame = state["decisions"][-1] if state["decisions"] else None
    if frame is not None and frame["kind"] in (defence.DAMAGED_AT, defence.TARGETED):
        return defence.usable(state, index, frame)
    if turn is None or turn["character"] != index or frame is None or frame.get("character") != index:
        return []
    if (
        character["exhausted"]
        or "stun" in character["conditions"]
        or goals.penalised(state, ("character", index), "no_items")
    ):
        return []
    used = set(turn.get("items", []))  # each item once a turn (``check_state``)
    return [
        e["item"]
        for e in character.get("items", [])
        if e["state"] == READY and e["item"] not in used and _applies(state, index, e["item"])
    ]


def _applies(state: State, index: int, item: int) -> bool:
    """The item's moment is the pending decision's (and it would do something)."""
    found = effect(item)
    when, frame = found["when"], state["decisions"][-1]
    character = state["characters"][index]
    if when == "turn":
        if frame["kind"] != "character_turn":
            return False
        if "recover_discards" in found:
            return bool(character["discard"])
        return not found.get("conditions") or not set(found["conditions"]) <= set(character["conditions"])
    if when == "move":
        own = frame["kind"] == abilities.MOVE and "figure" not in frame
        return own and (not found.get("jump") or (frame["mode"] == "normal" and not frame["path"]))
    if when in ("attack", "melee_attack", "ranged_attack"):
        return _attack_moment(state, index, when)
    return False  # "attacked": applies by itself (Iron Helmet)


def _attack_moment(state: State, index: int, when: str) -> bool:
    """The character's own attack is choosing its targets, no card drawn yet; melee or
    ranged as the item asks."""
    attack, frame = state["attack"], state["decisions"][-1]
    if attack is None or attack["attacker"] != ["character", index] or "controller" in attack:
        return False
    if frame["kind"] not in (abilities.TARGETS, area.AREA, paths.PATH) or attack["next"] or attack["drawn"]:
        return False
    ranged = "range" in attack["ability"]
    return when == "attack" or (when == "ranged_attack") == ranged


def use(state: State, index: int, item: int, events: Events) -> None:
    """Use the item: its effect, then it is marked, spent or consumed."""
    if item not in usable(state, index):
        raise IllegalAction("use a ready item whose moment this is", code="invalid_item", usable=usable(state, index))
    entry = next(e for e in state["characters"][index]["items"] if e["item"] == item)
    _mark(entry)
    events.append({"type": "item_used", "character": index, "item": item, "state": entry["state"]})
    if effect(item)["when"] in ("damaged", "targeted"):
        defence.use(state, item)
        return
    state["turn"].setdefault("items", []).append(item)
    _perform(state, index, effect(item), events)


def _mark(entry: dict[str, Any]) -> None:
    """A use slot marked; with none left (or none at all), spent or consumed."""
    data = table()[entry["item"]]
    kind = data.get("use", "none")
    if kind == "none":
        return
    entry["uses"] += 1
    if entry["uses"] >= data.get("uses", 1):
        entry["state"], entry["uses"] = (SPENT if kind == "spent" else CONSUMED), 0


def _perform(state: State, index: int, found: dict[str, Any], events: Events) -> None:
    who = ("character", index)
    if "heal_self" in found:  # "perform a Heal 3, self action"
        conditions.heal(state, who, found["heal_self"], events)
    if "recover_discards" in found:  # "Recover up to two of your discarded cards"
        recover = {"type": "recover", "pile": "discard", "count": found["recover_discards"], "who": "self"}
        tokens.begin_recover(state, index, recover)
    if found["when"] == "turn" and found.get("conditions"):
        conditions.give(state, who, found["conditions"], events)
    frame = state["decisions"][-1]
    if found["when"] == "move":
        frame["left"] += found.get("move", 0)
        if found.get("jump"):
            frame["mode"] = "jump"
    if found["when"] in ("attack", "melee_attack", "ranged_attack"):
        _on_attack(state["attack"], found)


def _on_attack(attack: dict[str, Any], found: dict[str, Any]) -> None:
    """The whole attack gains the item's bonus (a copy of the ability: never the card's own)."""
    ability = dict(attack["ability"])
    if found.get("attack"):
        ability["value"] = min(effects.SMALL["maximum"], ability.get("value", 0) + found["attack"])  # its bound
    if found.get("ignore_shield"):  # "ignore all Shield values": no shield is above 99
        ability["pierce"] = 99
    gear = attack.setdefault("gear", {})
    if found.get("conditions") and found.get("single"):
        gear["once"] = sorted(set(gear.get("once", [])) | set(found["conditions"]))
    elif found.get("conditions"):
        ability["conditions"] = sorted(set(ability.get("conditions", [])) | set(found["conditions"]))
    if found.get("advantage"):
        gear["advantage"] = True
    attack["ability"] = ability
    if not gear:
        attack.pop("gear")


def refresh_spent(state: State, index: int, events: Events) -> None:
    """A long rest: "refresh spent items" (every one: refreshing has no cost)."""
    refreshed = []
    for entry in state["characters"][index].get("items", []):
        if entry["state"] == SPENT:
            entry["state"], entry["uses"] = READY, 0
            refreshed.append(entry["item"])
    if refreshed:
        events.append({"type": "items_refreshed", "character": index, "items": refreshed})


# --- effects outside the user's moment --------------------------------------------------------
def advantage(state: State) -> bool:
    """The attack in progress has advantage from an item (Eagle-Eye Goggles)."""
    attack = state["attack"]
    return bool(attack and attack.get("gear", {}).get("advantage"))


def single_conditions(progress: dict[str, Any]) -> list[str]:
    """The conditions an item adds to a single attack: this target's (then they are gone)."""
    gear = progress.get("gear", {})
    found: list[str] = gear.pop("once", [])
    if "gear" in progress and not gear:
        progress.pop("gear")
    return found


def as_seen(state: State, target: tuple[str, int], drawn: list[str]) -> list[str]:
    """The cards drawn against ``target`` as they count: Iron Helmet, "consider any x2 attack
    modifier card the enemy draws to be a +0 instead" (the standard x2 card)."""
    if target[0] != "character" or not _wears(state["characters"][target[1]], "double_is_plus0"):
        return drawn
    if goals.penalised(state, target, "no_items"):  # "cannot use any items" (#80)
        return drawn
    return ["plus0" if card == "double" else card for card in drawn]


def _wears(character: dict[str, Any], what: str) -> bool:
    return any(effect(e["item"]).get(what) for e in character.get("items", []) if e["item"] in played())


def moves_added(state: State, turn: dict[str, Any]) -> int:
    """The hexes of movement the items used this turn added (Boots of Striding)."""
    return sum(effect(n).get("move", 0) for n in turn.get("items", []) if n in played())


# --- untrusted states -------------------------------------------------------------------------
def check_state(state: State) -> None:
    """Each character's items are its options', each use within its slots; the items used this
    turn are the acting character's; an attack's item bonuses are a character's own attack's."""
    for i, (character, option) in enumerate(zip(state["characters"], state["options"]["characters"], strict=True)):
        problem = error(option)
        listed = character.get("items", [])
        if problem is not None or [e["item"] for e in listed] != option.get("items", []):
            raise InvalidState(f"state.characters[{i}].items: the items of its options ({problem or 'in order'})")
        for entry in listed:
            data = table()[entry["item"]]
            limit = data.get("uses", 1) - 1 if data.get("use", "none") != "none" else 0
            if entry["uses"] > limit or (data.get("use", "none") == "none" and entry["state"] != READY):
                raise InvalidState(f"state.characters[{i}].items: item {entry['item']} used within its limits")
            if entry["state"] != READY and entry["uses"]:
                raise InvalidState(f"state.characters[{i}].items: a spent or consumed item has no marked slot")
    turn = state["turn"]
    if turn is not None:
        own = [e["item"] for e in state["characters"][turn["character"]].get("items", [])]
        used = turn.get("items", [])
        if not set(used) <= set(own) or len(set(used)) != len(used):
            raise InvalidState("state.turn.items: items of the acting character, each used once")
    attack = state["attack"]
    if attack is not None and "gear" in attack and attack["attacker"][0] != "character":
        raise InvalidState("state.attack.gear: item bonuses on a character's own attack")
