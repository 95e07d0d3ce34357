"""Treasure tiles and what the characters take home from a scenario.

Round summary, "Saccheggio": a character loots "every money token or treasure" within reach,
and "at the end of its own turn MUST loot the money or treasure in its own hex". A numbered
treasure tile is looked up in the scenario book's Treasure Index (``data/agpl/treasures.json``)
and gives its reward to the character who looted it at once: gold, experience, items, a
battle-goal checkmark, an item design or a scenario unlocked, or the damage and conditions of
a trapped chest. Goal and locked treasures are the scenario's own rules (nothing here).

"Completare uno scenario": the experience gained (and on a success the bonus, 4 + 2 × scenario
level) and the money tokens turned into gold (a coin is worth the gold of the level's chart).
The looted treasures stay the character's on a failure too. ``gained`` lists what each
character takes home besides: the treasures' gold, items, checkmarks and unlocks. Battle goals
are not played, so the checkmarks come from treasures only.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.core import Events, InvalidState, State
from rules.core.schema import JSON, array, integer, obj

from . import conditions, counters, damage, data_files
from .common import const_true
from .effects import CONDITION_LIST


def reward_schema() -> JSON:
    """A treasure's reward (the events show it as the data has it)."""
    return obj(
        {
            "gold": integer(1, 99),
            "xp": integer(1, 99),
            "items": array(integer(1, 999), minItems=1, maxItems=2),
            "checkmarks": integer(1, 3),
            "damage": integer(1, 99),
            "conditions": CONDITION_LIST,
            "item_design": integer(1, 999),
            "random_item_design": const_true(),
            "scenario": integer(1, 115),
            "random_scenario": const_true(),
            "special": {**const_true(), "description": "described in the book's words"},
        },
        optional=(
            "gold",
            "xp",
            "items",
            "checkmarks",
            "damage",
            "conditions",
            "item_design",
            "random_item_design",
            "scenario",
            "random_scenario",
            "special",
        ),
    )


def _schema() -> JSON:
    return {"type": "object", "patternProperties": {"^[1-9][0-9]*$": reward_schema()}, "additionalProperties": False}


@cache
def table() -> dict[int, dict[str, Any]]:
    """The known numbered treasures' rewards, by number."""
    return {int(n): reward for n, reward in data_files.checked("treasures.json", _schema()).items()}


def number(overlay: dict[str, Any]) -> int | None:
    """A treasure tile's number (None: a goal or locked treasure)."""
    found = overlay.get("id")
    return int(found) if isinstance(found, str) and found.isdigit() else None


def loot(state: State, index: int, overlay: dict[str, Any], events: Events) -> None:
    """Character ``index`` loots a treasure tile: a numbered one's reward is its own now."""
    found = number(overlay)
    if found is None:
        return
    character = state["characters"][index]
    character.setdefault("treasures", []).append(found)
    reward = table().get(found, {})
    events.append({"type": "treasure_looted", "character": index, "treasure": found, "reward": reward})
    counters.raise_by(character, "xp", reward.get("xp", 0))
    if reward.get("conditions"):
        conditions.give(state, ("character", index), reward["conditions"], events)
    if reward.get("damage"):  # "suffer 5 damage": the character may negate it as any damage
        damage.suffer(state, ("character", index), reward["damage"], events, source="treasure")


def gained(character: dict[str, Any]) -> dict[str, Any]:
    """What the character's looted treasures give it to take home: gold, items, battle-goal
    checkmarks and what they unlock (``item_design:N``, ``random_item_design``,
    ``scenario:N``, ``random_scenario``, ``special:N``: the book's words for treasure N)."""
    found: dict[str, Any] = {"gold": 0, "items": [], "checkmarks": 0, "unlocked": []}
    for n in character.get("treasures", []):
        reward = table().get(n, {})
        found["gold"] += reward.get("gold", 0)
        found["items"] += reward.get("items", [])
        found["checkmarks"] += reward.get("checkmarks", 0)
        found["unlocked"] += [f"{k}:{reward[k]}" for k in ("item_design", "scenario") if k in reward]
        found["unlocked"] += [k for k in ("random_item_design", "random_scenario") if k in reward]
        found["unlocked"] += [f"special:{n}"] if "special" in reward else []
    return found


def check_state(state: State) -> None:
    """Each numbered treasure is looted by one character once, and is then off the map."""
    looted = [n for c in state["characters"] for n in c.get("treasures", [])]
    on_map = {number(o) for o in state["overlays"] if o["type"] == "treasure"}
    if len(set(looted)) != len(looted) or set(looted) & on_map:
        raise InvalidState("state.characters[].treasures: numbered treasures looted once each, off the map")
