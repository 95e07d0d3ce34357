"""The actions of a character's gear: the items it uses (``items``) and the targets a modifier
card adds to an attack (``card_effects``), with the schemas of their decision frames and the
checks of a state's gear that the schema cannot say."""

from __future__ import annotations

from rules.core import Action, ActionSpec, Events, IllegalAction, InvalidState, State
from rules.core.schema import JSON, const, integer, obj

from . import abilities, area, board, card_effects, engine, item_defence, items, paths, treasures
from .common import CHARACTER, HEX, own

SEAT = integer(0, 3)


def _deciding(state: State, action: Action) -> None:
    own(state, action)
    frame = state["decisions"][-1]
    if action["character"] != frame["character"]:
        raise IllegalAction(f"character {frame['character']} decides now", code="not_your_character")


def _add_target(state: State, action: Action, events: Events) -> None:
    _deciding(state, action)
    target = board.key(action["hex"]) if action["type"] == "add_target" else None
    if target is not None and target not in card_effects.added_targets(state, state["attack"]):
        raise IllegalAction("add an enemy in range and line of sight not targeted yet", code="invalid_target")
    card_effects.add_target(state, target)
    engine.resume(state, events)


def _list_targets(state: State, seat: int) -> list[Action]:
    index = state["decisions"][-1]["character"]
    found: list[Action] = [
        {"type": "add_target", "player": seat, "character": index, "hex": list(h)}
        for h in card_effects.added_targets(state, state["attack"])
    ]
    return [*found, {"type": "no_added_target", "player": seat, "character": index}]


def _use_item(state: State, action: Action, events: Events) -> None:
    _deciding(state, action)
    items.use(state, action["character"], action["item"], events)
    engine.resume(state, events)


def _list_items(state: State, seat: int) -> list[Action]:
    index = state["decisions"][-1].get("character")
    if index is None or state["characters"][index]["seat"] != seat:
        return []
    return [{"type": "use_item", "player": seat, "character": index, "item": n} for n in items.usable(state, index)]


#: The decisions of a character's own turn at which an item may be used (``items.usable``).
ITEM_MOMENTS = (
    "character_turn",
    abilities.MOVE,
    abilities.TARGETS,
    area.AREA,
    paths.PATH,
    item_defence.DAMAGED_AT,
    item_defence.TARGETED,
)


def _no_item(state: State, action: Action, events: Events) -> None:
    """The character attacked uses no item against this attack."""
    _deciding(state, action)
    state["decisions"].pop()
    state["attack"]["braced"] = {"next": state["attack"]["next"]}
    engine.resume(state, events)


def frames() -> dict[str, JSON]:
    """The schemas of the decision frames of this module."""
    return {
        "TargetedDecision": obj(
            {"kind": const(item_defence.TARGETED), "seat": SEAT, "character": CHARACTER},
            description="an enemy's attack on the character is about to draw: it may use an item (Leather Armor)",
        ),
        "AddTargetDecision": obj(
            {"kind": const(card_effects.ADD_TARGET), "seat": SEAT, "character": CHARACTER, "left": integer(1, 9)},
            description="the enemy a modifier card's Add Target adds to the attack in progress",
        ),
    }


def _check_targeted(state: State, frame: dict[str, object]) -> None:
    """A ``targeted`` decision is the next target's of the attack in progress, before its draw,
    its player's to make."""
    attack = state["attack"]
    index = frame["character"]
    if attack is None or attack["drawn"] or attack["next"] >= len(attack["targets"]) or not isinstance(index, int):
        raise InvalidState("state.decisions: a targeted decision of the attack in progress, before its draw")
    at = board.key(attack["targets"][attack["next"]])
    character = state["characters"][index]
    if character["hex"] is None or board.key(character["hex"]) != at or frame["seat"] != character["seat"]:
        raise InvalidState("state.decisions: a targeted decision of the character the attack targets next")


def check_state(state: State) -> None:
    """An ``add_target`` decision belongs to the attack in progress, decided by its
    attacker's player."""
    for frame in state["decisions"]:
        if frame["kind"] == item_defence.TARGETED:
            _check_targeted(state, frame)
        if frame["kind"] != card_effects.ADD_TARGET:
            continue
        attack = state["attack"]
        who = attack["attacker"] if attack is not None else None
        if who is None or who[0] == "monster" or card_effects.chooser(state, (who[0], who[1])) != frame["character"]:
            raise InvalidState("state.decisions: an add_target of the attack in progress, its attacker's player's")
    items.check_state(state)
    treasures.check_state(state)


ACTIONS = [
    ActionSpec(
        "no_item",
        "use no item against this attack",
        {"character": CHARACTER},
        (item_defence.TARGETED,),
        _no_item,
        lambda s, p: [{"type": "no_item", "player": p, "character": s["decisions"][-1]["character"]}],
    ),
    ActionSpec(
        "use_item",
        "use an equipped item at this moment of the character's turn (docs/gloomhaven.md: Items)",
        {"character": CHARACTER, "item": integer(1, 999)},
        ITEM_MOMENTS,
        _use_item,
        _list_items,
    ),
    ActionSpec(
        "add_target",
        "add this enemy to the attack (a modifier card's Add Target)",
        {"character": CHARACTER, "hex": HEX},
        (card_effects.ADD_TARGET,),
        _add_target,
        lambda s, p: [a for a in _list_targets(s, p) if a["type"] == "add_target"],
    ),
    ActionSpec(
        "no_added_target",
        "add no more targets to the attack",
        {"character": CHARACTER},
        (card_effects.ADD_TARGET,),
        _add_target,
        lambda s, p: [a for a in _list_targets(s, p) if a["type"] == "no_added_target"],
    ),
]
