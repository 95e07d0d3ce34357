"""The abilities of a character's card half, each a decision: where to move, whom to attack or
heal, or whether to perform an ability at all ("Players are typically free to choose not to
perform any part of the action on their card, however, they must perform any part that will
cause a negative effect ... on themselves or their allies").

``start`` turns one ability into its decision frame, or plays it at once when there is
nothing to choose (no legal target: the ability is skipped). ``SUPPORTED`` lists the ability
types played so far; a card half with any other is not offered (turn.options).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State, decisions

from . import (
    active,
    attacks,
    conditions,
    consume,
    control,
    counters,
    paths,
    rooms,
    selectors,
    special_rules,
    tokens,
    treasures,
)
from .board import Hex, Map, key, side
from .effects import ELEMENTS
from .movement_rules import FLYING, JUMP, NORMAL, can_end, cost, entered, frame_data, steps

MOVE, TARGETS, HEAL, PERFORM = "move", "attack_targets", "heal_target", "perform"
#: Abilities played on a hex beside the character, one ``token_hex`` decision each.
TOKENS = ("trap", "obstacle", "destroy_obstacle", "disarm_trap", "summon")
SUPPORTED = (
    *TOKENS,
    "recover",
    "move",
    "attack",
    "heal",
    "shield",
    "retaliate",
    "infuse",
    "loot",
    "condition",
    "damage",
    "push",
    "pull",
    "control",
)
#: Members the engine does not play yet (effects after an ability, X values, looting on the
#: way); ``if`` only on attacks.
NOT_YET: tuple[str, ...] = ()
#: What an X value counts, as the turn in progress keeps it.
X_OF = {"hexes_moved_this_turn": "moved", "damage_dealt_this_turn": "damage"}
TARGET_SELECTORS = (*attacks.AUTO_TARGETS, "enemies_moved_through", paths.ON_PATH)


def supported(ability: dict[str, Any]) -> bool:
    """Whether the engine plays this ability as printed, with any of its element bonuses
    (else its half is offered only as the basic Attack 2 / Move 2)."""
    adds = [entry["add"] for entry in ability.get("consume", [])]
    return (
        _supported(ability)
        and all(_supported(consume.with_bonuses(ability, [add])) for add in adds)
        and all(supported(after) for after in ability.get("after", []))
    )


def _supported(ability: dict[str, Any]) -> bool:
    kind = ability["type"]
    if kind == "bonus":
        return active.supported(ability)
    if kind not in SUPPORTED or any(k in ability for k in NOT_YET):
        return False
    if kind != "attack" and any(c["when"] not in MOVE_PREDICATES for c in ability.get("if", [])):
        return False
    if ability.get("targets", TARGET_SELECTORS[0]) not in TARGET_SELECTORS:
        return False
    return kind not in selectors.EFFECTS or who_of(ability) in (*selectors.ONE, *selectors.EVERY)


def _me(state: State) -> tuple[int, dict[str, Any]]:
    index = state["turn"]["character"]
    return index, state["characters"][index]


def _push(state: State, kind: str, **data: Any) -> None:
    index, character = _me(state)
    state["decisions"].append(decisions.single(kind, character["seat"], character=index, **data))


def start(state: State, ability: dict[str, Any], events: Events) -> None:
    """Begin the ability: first the choice of elements to consume for it (its own element
    bonuses and those active cards offer on it), if any."""
    extra = _active_offers(state, ability)
    if extra:
        ability = {**ability, "consume": [*ability.get("consume", []), *(entry for _, _, entry in extra)]}
    if consume.offered(state, ability):
        _push(state, consume.CONSUME, ability=ability)
        return
    begin(state, consume.with_bonuses(ability, []), events)


#: Conditions on the move before (``turn.context``) a non-attack ability may depend on.
MOVE_PREDICATES = ("ended_where_started",)


def _settled(state: State, ability: dict[str, Any]) -> dict[str, Any]:
    """The ability with the ``if`` bonuses that hold ("If you end the movement in the same
    hex you started in, perform ...")."""
    if "if" not in ability:
        return ability
    returned = state["turn"].get("context", {}).get("returned", False)
    holding = [c["add"] for c in ability["if"] if c["when"] == "ended_where_started" and returned]
    return consume.with_bonuses({k: v for k, v in ability.items() if k != "if"}, holding)


def consume_for(state: State, entries: list[int], used: list[str], events: Events) -> None:
    """The answer to ``consume_elements``: the elements consumed, then the ability."""
    frame = state["decisions"][-1]
    ability = consume.consume(state, frame["ability"], entries, used, events)
    state["decisions"].pop()
    extra = _active_offers(state, frame["ability"])
    own = len(frame["ability"]["consume"]) - len(extra)
    index, _ = _me(state)
    active.use(state, index, [extra[i - own][0] for i in entries if i >= own and extra[i - own][1]], events)
    begin(state, ability, events)


def _active_offers(state: State, ability: dict[str, Any]) -> list[tuple[int, bool, dict[str, Any]]]:
    """The element bonuses active cards offer on a character's attack."""
    if ability["type"] != "attack":
        return []
    index, _ = _me(state)
    return active.consume_entries(state, index, attacks.own_triggers(ability))


def begin(state: State, ability: dict[str, Any], events: Events) -> None:
    """Begin the ability as it will be performed (its element bonuses settled)."""
    index, character = _me(state)
    kind = ability["type"]
    if "x" in ability:  # "Attack X, where X is the number of hexes you moved this turn"
        ability = {**ability, "value": state["turn"][X_OF[ability["x"]]]}
    if kind == "move":
        if "immobilize" in character["conditions"]:
            skipped(state, events, "immobilize")
            return
        state["turn"].setdefault("context", {})["through"] = []
        mode = FLYING if ability.get("flying") else JUMP if ability.get("jump") else NORMAL
        _push(state, MOVE, **frame_data(character["hex"], ability.get("value", 0), mode))
        if ability.get("loot_entered"):  # "Move 2; loot every hex you enter"
            state["decisions"][-1]["loot"] = True
    elif kind == "attack":
        if "disarm" in character["conditions"]:
            skipped(state, events, "disarm")
            return
        attacks.begin(state, ("character", index), ability, events)
    elif kind == "bonus":  # active while its card is in the active area (``active``)
        active.share(state, index, ability, events)
        _ability_xp(state, ability)
    elif kind in TOKENS:
        if not tokens.begin(state, character["seat"], index, ability):
            skipped(state, events, "no_target")
    elif kind == "recover" and who_of(ability) == "self":
        if not tokens.begin_recover(state, index, ability):
            skipped(state, events, "no_target")
    elif kind in selectors.EFFECTS:
        ability = _settled(state, ability)
        if kind == "condition" and not ability["conditions"]:
            return  # a condition that only its "if" gives, which does not hold
        who = who_of(ability)
        if not selectors.figures(state, ("character", index), who, ability.get("range")):
            skipped(state, events, "no_target")
            return
        chooses = who in selectors.ONE
        _push(state, (HEAL if kind == "heal" else selectors.CHOOSE) if chooses else PERFORM, ability=ability)
    else:
        _push(state, PERFORM, ability=ability)


# --- move -------------------------------------------------------------------------------
def mover(state: State, frame: dict[str, Any]) -> tuple[str, int]:
    """The figure a move frame moves: the character's own, or one it controls (``figure``)."""
    if "figure" in frame:
        return (frame["figure"][0], frame["figure"][1])
    return ("character", int(state["turn"]["character"]))


def move_options(state: State, frame: dict[str, Any]) -> tuple[list[Hex], bool]:
    """The next steps and whether the move may stop here (monsters never open doors)."""
    who = mover(state, frame)
    game_map = Map(state)
    at, start_hex = key(frame["at"]), key(frame["start"])
    listed = steps(game_map, at, frame["left"], frame["mode"], side(who), start_hex)
    if who[0] != "character":
        listed = [h for h in listed if h not in rooms.closed_doors(state)]
    may_stop = can_end(game_map, at, frame["mode"], start_hex) and control.may_end(state, frame, at)
    return listed, may_stop


def step(state: State, to: Hex, events: Events) -> None:
    frame = state["decisions"][-1]
    listed, _ = move_options(state, frame)
    if to not in listed:
        raise IllegalAction("step to an adjacent hex the move can go on from", code="invalid_step", steps=listed)
    who = mover(state, frame)
    game_map = Map(state)
    frame["left"] -= cost(game_map, to, frame["mode"])
    frame["at"] = list(to)
    frame["path"].append(list(to))
    events.append({"type": "moved", "figure": list(who), "to": list(to)})
    own = "figure" not in frame
    if own and to in game_map.enemies_of("character"):  # jumped or flew over an enemy
        state["turn"].setdefault("context", {}).setdefault("through", []).append(list(to))
    if frame.get("loot"):
        loot_hex(state, who[1], list(to), events)
    if frame["mode"] == NORMAL or to in rooms.closed_doors(state):
        _enter(state, who, to, events)


def stop(state: State, events: Events) -> None:
    frame = state["decisions"][-1]
    _, may_stop = move_options(state, frame)
    if not may_stop:
        raise IllegalAction("a move cannot end where another figure stands", code="invalid_stop")
    who = mover(state, frame)
    state["decisions"].pop()
    to = key(frame["at"])
    conditions.figure(state, who)["hex"] = list(to)
    if "figure" not in frame:  # the character's own move: hexes moved, where it ended
        state["turn"]["moved"] += len(frame["path"])
        state["turn"].setdefault("context", {})["returned"] = to == key(frame["start"])
        if not frame["path"]:  # a move of no hex is a move not made
            counters.raise_by(state["turn"], "skipped", 1, maximum=99)
    if frame["mode"] != NORMAL and frame["path"]:
        _enter(state, who, to, events)  # "the last hex of a jump is still ... normal movement"


def _enter(state: State, who: tuple[str, int], h: Hex, events: Events) -> None:
    """Traps and hazardous terrain entered with normal movement; a closed door opens (only a
    character opens one). (The figure's ``hex`` changes when the move stops; the move
    frame's ``at`` is where it is.)"""
    if h in rooms.closed_doors(state):
        rooms.open_door(state, h, who[1], events)
        rooms.fill_in(state, events)
        return
    found = entered(Map(state), h)
    if found is None:
        return
    attacks.spring(state, who, found, events)


# --- abilities on figures, and the others -------------------------------------------------
def who_of(ability: dict[str, Any]) -> str:
    """The ability's selector: a heal with a range is "self or an ally in range"."""
    default = "self_or_ally_in_range" if ability["type"] == "heal" and "range" in ability else "self"
    return str(ability.get("who", default))


def heal_targets(state: State, ability: dict[str, Any]) -> list[Hex]:
    """The figures the pending ability may be played on (a heal's, or a ``one_*`` choice's)."""
    index, _ = _me(state)
    return selectors.figures(state, ("character", index), who_of(ability), ability.get("range"))


def heal(state: State, target: Hex, events: Events) -> None:
    """Play the pending heal (or other ``one_*`` ability) on the figure in ``target``."""
    frame = state["decisions"][-1]
    if target not in heal_targets(state, frame["ability"]):
        raise IllegalAction("choose one of the figures the ability allows", code="invalid_target")
    state["decisions"].pop()
    index, _ = _me(state)
    selectors.affect(state, ("character", index), frame["ability"], [target], events)
    _ability_xp(state, frame["ability"])


def perform(state: State, events: Events) -> None:
    """Perform the pending ability (on every figure its selector allows)."""
    frame = state["decisions"].pop()
    ability = frame["ability"]
    index, character = _me(state)
    kind = ability["type"]
    if kind in selectors.EFFECTS:
        me = ("character", index)
        selectors.affect(
            state, me, ability, selectors.figures(state, me, who_of(ability), ability.get("range")), events
        )
    elif kind == "infuse":
        state["turn"]["infuse"] += [e for e in ability["elements"] if e in ELEMENTS]
    elif kind == "loot":
        game_map = Map(state)
        me_hex = key(character["hex"])
        for h in sorted(set(game_map.hexes_with("coin")) | set(game_map.hexes_with("treasure"))):
            if game_map.distance(me_hex, h) <= ability["value"] and game_map.sees(me_hex, h):
                loot_hex(state, index, list(h), events)
    _ability_xp(state, ability)


def place_token(state: State, h: Hex, events: Events) -> None:
    """The answer to ``token_hex``: a trap or obstacle made, or one removed, there."""
    ability = state["decisions"][-1]["ability"]
    if tokens.place(state, h, events):
        _ability_xp(state, ability)


def recover_cards(state: State, cards: list[int], events: Events) -> None:
    """The answer to ``recover_cards`` (an ally's recovery earned its XP when chosen)."""
    ability = state["decisions"][-1]["ability"]
    tokens.recover(state, cards, events)
    if who_of(ability) == "self":
        _ability_xp(state, ability)


def may_skip(state: State) -> bool:
    """Whether the pending ability may be left out (not one harmful to self or allies)."""
    ability = state["decisions"][-1]["ability"]
    index, _ = _me(state)
    return not selectors.mandatory(state, ("character", index), ability, who_of(ability))


def skip(state: State, events: Events) -> None:
    if not may_skip(state):
        raise IllegalAction("an ability harmful to yourself or your allies must be performed", code="mandatory")
    frame = state["decisions"].pop()
    skipped(state, events, "chosen", frame["character"])


def skipped(state: State, events: Events, reason: str, character: int | None = None) -> None:
    """An ability of the half is not performed (the card's XP needs one that is: "using at
    least one ability of the card played, you gain its XP")."""
    turn = state["turn"]
    index = turn["character"] if character is None else character
    events.append({"type": "ability_skipped", "character": index, "reason": reason})
    counters.raise_by(turn, "skipped", 1, maximum=99)


def _ability_xp(state: State, ability: dict[str, Any]) -> None:
    _, character = _me(state)
    counters.raise_by(character, "xp", ability.get("xp", 0))


def loot_hex(state: State, index: int, h: Any, events: Events, end_of_turn: bool = False) -> None:
    """Pick up the coins (and treasure) in hex ``h``: "Each character at the end of their own
    turn MUST loot the coins or treasure in their own hex" — except the treasure tiles a
    scenario lets only a loot ability pick up (``special_rules.looted_only_by_action``)."""
    if h is None:
        return
    kept_back = special_rules.looted_only_by_action(state) if end_of_turn else set()
    keep = []
    for overlay in state["overlays"]:
        here = overlay["hex"] == list(h) and overlay["type"] in ("coin", "treasure")
        if here and not (overlay["type"] == "treasure" and overlay.get("id") in kept_back):
            if overlay["type"] == "coin":
                counters.raise_by(state["characters"][index], "coins", overlay.get("amount", 1))
            elif overlay.get("id") is not None and overlay["id"] not in state["tally"]["looted"]:
                state["tally"]["looted"].append(overlay["id"])
            events.append({"type": "looted", "character": index, "hex": list(h), "overlay": overlay})
            if overlay["type"] == "treasure":
                treasures.loot(state, index, overlay, events)
        else:
            keep.append(overlay)
    state["overlays"] = keep
