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
    attack_effects,
    attacks,
    consume,
    counters,
    currents,
    flooding,
    forced,
    kills,
    looting,
    move_limits,
    obstacles,
    paths,
    pieces,
    selectors,
    tokens,
    traps,
    turned,
)
from .board import Hex, Map, key
from .effects import ELEMENTS, TARGET_X
from .movement_rules import FLYING, JUMP, NORMAL, frame_data

MOVE, TARGETS, HEAL, PERFORM = "move", "attack_targets", "heal_target", "perform"
#: Abilities played on a hex beside the character, one ``token_hex`` decision each.
TOKENS = ("trap", "obstacle", "destroy_obstacle", "disarm_trap", "summon", "move_obstacle")
#: Abilities whose hexes are ``token_hex`` decisions: those, a Loot that may take only some of
#: the tokens in reach, a pull toward a chosen hex.
HEX_CHOICES = (*TOKENS, "loot", "pull")
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
    "kill",
    "refresh_item",
    "turn_enemy",
)
#: Members the engine does not play yet (effects after an ability, X values, looting on the
#: way); ``if`` only on attacks.
NOT_YET: tuple[str, ...] = ()
#: What an X value counts, as the turn in progress keeps it (``context``: the half's).
X_OF = {"hexes_moved_this_turn": "moved", "damage_dealt_this_turn": "damage"}
X_OF_HALF = {"hexes_moved_this_action": "moved", "damage_target_suffered": "dealt"}
#: X values twice what the half's context keeps: Rocky End's "twice the number of hexes the
#: destroyed obstacles occupied".
X_TWICE = {"twice_hexes_destroyed": "destroyed"}
TARGET_SELECTORS = (*attacks.AUTO_TARGETS, *attacks.CONTEXT_TARGETS, paths.ON_PATH, attack_effects.IN_ROOM)


def supported(ability: dict[str, Any]) -> bool:
    """Whether the engine plays this ability as printed, with any of its element bonuses
    (else its half is offered only as the basic Attack 2 / Move 2)."""
    adds = [entry["add"] for entry in ability.get("consume", [])]
    return (
        _supported(ability)
        and (ability["type"] == "bonus" or all(_supported(consume.with_bonuses(ability, [add])) for add in adds))
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
    if ability["type"] == "bonus" and not active.consumed_as_played(state, ability):
        begin(state, ability, events)  # its element bonuses are offered on the abilities it applies to
        return
    if consume.offered(state, ability):
        _push(state, consume.CONSUME, ability=ability)
        return
    if ability.get("consume"):
        _consumed(state, False)
    begin(state, consume.with_bonuses(ability, []), events)


def _consumed(state: State, done: bool) -> None:
    """Whether the ability consumed its own elements, for the ability after it ("Consume
    earth: +1 Move, +1 Shield": one element for the bonuses of both)."""
    state["turn"].setdefault("context", {})["consumed"] = done


#: Conditions on the move before (``turn.context``) a non-attack ability may depend on.
MOVE_PREDICATES = ("ended_where_started", "moved_in_straight_line", "consumed_before")
#: The context member each keeps.
_AFTER_MOVE = {"ended_where_started": "returned", "moved_in_straight_line": "line", "consumed_before": "consumed"}


def after_move(state: State, when: str) -> bool:
    """Whether the move before ended where it began, or went in a straight line."""
    return bool(state["turn"].get("context", {}).get(_AFTER_MOVE[when], False))


def x_value(state: State, x: str) -> int:
    """What an X counts: hexes moved or damage dealt this turn, hexes moved this action."""
    if x in X_OF_HALF:
        return int(state["turn"].get("context", {}).get(X_OF_HALF[x], 0))
    if x in X_TWICE:
        return 2 * int(state["turn"].get("context", {}).get(X_TWICE[x], 0))
    return int(state["turn"][X_OF[x]])


def _settled(state: State, ability: dict[str, Any]) -> dict[str, Any]:
    """The ability with the ``if`` bonuses that hold ("If you end the movement in the same
    hex you started in, perform ...")."""
    if "if" not in ability:
        return ability
    holding = [c["add"] for c in ability["if"] if c["when"] in MOVE_PREDICATES and after_move(state, c["when"])]
    return consume.with_bonuses({k: v for k, v in ability.items() if k != "if"}, holding)


def consume_for(state: State, entries: list[int], used: list[str], events: Events) -> None:
    """The answer to ``consume_elements``: the elements consumed, then the ability."""
    frame = state["decisions"][-1]
    ability = consume.consume(state, frame["ability"], entries, used, events)
    state["decisions"].pop()
    extra = _active_offers(state, frame["ability"])
    own = len(frame["ability"]["consume"]) - len(extra)
    _consumed(state, any(i < own for i in entries))
    if ability["type"] == "bonus":  # a round bonus's elements: "+2 Attack instead, 1 XP"
        _ability_xp(state, {"xp": sum(frame["ability"]["consume"][i]["add"].get("xp", 0) for i in entries)})
    index, _ = _me(state)
    active.use(state, index, [extra[i - own][0] for i in entries if i >= own and extra[i - own][1]], events)
    begin(state, ability, events)


def _active_offers(state: State, ability: dict[str, Any]) -> list[tuple[int, bool, dict[str, Any]]]:
    """The element bonuses active cards offer on a character's attack."""
    if ability["type"] != "attack":
        return []
    index, _ = _me(state)
    return active.consume_entries(state, index, attack_effects.triggers(state, index, attacks.own_triggers(ability)))


def begin(state: State, ability: dict[str, Any], events: Events) -> None:
    """Begin the ability as it will be performed (its element bonuses settled)."""
    index, character = _me(state)
    kind = ability["type"]
    if "only_if" in ability and not after_move(state, ability["only_if"]):
        counters.raise_by(state["turn"], "skipped", 1, maximum=99)  # "If the movement was ..., perform"
        return
    if ability.get("x", TARGET_X[0]) not in TARGET_X:  # "Attack X, where X is the number of hexes you moved"
        ability = {**ability, "value": x_value(state, ability["x"])}
    if kind == "move":
        if "immobilize" in character["conditions"]:
            skipped(state, events, "immobilize")
            return
        state["turn"].setdefault("context", {})["through"] = []
        mode = FLYING if ability.get("flying") else JUMP if ability.get("jump") else NORMAL
        value = max(0, ability.get("value", 0) + currents.move_change(state, ("character", index)))  # #88
        _push(state, MOVE, **frame_data(character["hex"], value, mode), **move_limits.of(ability))
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
    elif obstacles.every(ability):  # "Destroy all obstacles within Range 2", "... moved through"
        if not obstacles.begin_every(state, index, ability):
            skipped(state, events, "no_target")
    elif kind in TOKENS or "toward_hex" in ability:  # Black Hole's pull: the hex first
        if kind in obstacles.KINDS:
            obstacles.reset(state)
        if not tokens.begin(state, character["seat"], index, ability):
            skipped(state, events, "no_target")
    elif kind == "refresh_item":  # the engine has no items: there is no consumed item to refresh
        skipped(state, events, "no_target")
    elif kind == "loot" and _capped(state, ability):
        tokens.begin(state, character["seat"], index, ability)
    elif kind == "recover" and who_of(ability) == "self":
        if not tokens.begin_recover(state, index, ability):
            skipped(state, events, "no_target")
    elif kind in selectors.EFFECTS:
        ability = _settled(state, ability)
        if kind == "condition" and not ability["conditions"]:
            return  # a condition that only its "if" gives, which does not hold
        who = who_of(ability)
        if not heal_targets(state, ability):
            skipped(state, events, "no_target")
            return
        chooses = who in selectors.ONE
        state["turn"].setdefault("context", {})["picked"] = []  # Target X: the figures chosen so far
        _push(state, (HEAL if kind == "heal" else selectors.CHOOSE) if chooses else PERFORM, ability=ability)
    else:
        _push(state, PERFORM, ability=ability)


def _capped(state: State, ability: dict[str, Any]) -> bool:
    """ "You may not loot more than four money tokens or treasure tiles with this action",
    and more are in reach: the player chooses which."""
    _, character = _me(state)
    reach = tokens.loot_hexes(Map(state), key(character["hex"]), ability["value"])
    return len(reach) > int(ability.get("max_tokens", len(reach)))


# --- abilities on figures, and the others -------------------------------------------------
def who_of(ability: dict[str, Any]) -> str:
    """The ability's selector: a heal with a range is "self or an ally in range"."""
    default = "self_or_ally_in_range" if ability["type"] == "heal" and "range" in ability else "self"
    return str(ability.get("who", default))


def heal_targets(state: State, ability: dict[str, Any]) -> list[Hex]:
    """The figures the pending ability may be played on (a heal's, or a ``one_*`` choice's)."""
    index, _ = _me(state)
    found = selectors.figures(state, ("character", index), who_of(ability), ability.get("range"))
    if ability["type"] == "kill":  # only the enemies the card allows
        return kills.allowed(state, ("character", index), ability, found)
    if ability["type"] == "turn_enemy":  # "one normal or elite enemy"
        return turned.allowed(state, ability, found)
    figures = Map(state).figures
    found = [h for h in found if selectors.movable(state, figures[h], ability["type"])]
    if "target" in ability:  # each target of a Target X is another figure
        picked = state["turn"].get("context", {}).get("picked", [])
        return [h for h in found if [h[0], h[1]] not in picked]
    return found


def heal(state: State, target: Hex, events: Events) -> None:
    """Play the pending heal (or other ``one_*`` ability) on the figure in ``target``."""
    frame = state["decisions"][-1]
    if target not in heal_targets(state, frame["ability"]):
        raise IllegalAction("choose one of the figures the ability allows", code="invalid_target")
    state["decisions"].pop()
    index, _ = _me(state)
    ability = frame["ability"]
    selectors.affect(state, ("character", index), ability, [target], events)
    if ability.get("target", 1) > 1 and frame["kind"] in (HEAL, selectors.CHOOSE):  # "Heal 3, Target 2"
        context = state["turn"].setdefault("context", {})
        context["picked"] = [*context.get("picked", []), list(target)]
        more = {**ability, "target": ability["target"] - 1}
        if heal_targets(state, more):
            state["decisions"].append({**frame, "ability": more})
            return
    _ability_xp(state, ability)


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
    elif obstacles.every(ability):
        obstacles.perform_every(state, key(character["hex"]), ability, events)
    elif kind == "loot":
        game_map = Map(state)
        for h in tokens.loot_hexes(game_map, key(character["hex"]), ability["value"]):
            looting.loot_hex(state, index, list(h), events)
        if state["pieces"]:  # "performs a Loot action with the doll's holder within the loot range" (#69)
            pieces.loot_action(state, index, game_map, ability["value"], events)
        flooding.loot_action(state, index, game_map, ability["value"], events)  # a water tile (#74)
        if ability.get("coin_per_adjacent_enemy"):  # Pilfer: "one additional money token ... each adjacent enemy"
            near = set(game_map.neighbours(key(character["hex"])))
            counters.raise_by(character, "coins", len(near & set(game_map.enemies_of("character"))))
    _ability_xp(state, ability)


def place_token(state: State, h: Hex, events: Events) -> None:
    """The answer to ``token_hex``: a trap or obstacle made, or one removed, there."""
    frame = state["decisions"][-1]
    ability = frame["ability"]
    if ability["type"] in ("loot", "pull"):
        _chosen_hex(state, frame, h, events)
        return
    trap = next((t for t in Map(state).overlays.get(h, ()) if t["type"] == "trap"), None)
    if tokens.place(state, h, events):
        _ability_xp(state, ability)
        if "spring_range" in ability and trap is not None:
            _spring_on_enemy(state, trap, ability["spring_range"], events)


def _chosen_hex(state: State, frame: dict[str, Any], h: Hex, events: Events) -> None:
    """A token looted, or the hex a pull goes toward ("target all enemies within Range 4 of
    the chosen hex and pull them toward it")."""
    index, character = _me(state)
    ability = frame["ability"]
    if h not in tokens.hexes(state, key(character["hex"]), ability):
        raise IllegalAction("choose one of the hexes the ability allows", code="invalid_hex")
    if ability["type"] == "loot":
        looting.loot_hex(state, index, list(h), events)
        frame["left"] -= 1
        if frame["left"] > 0 and tokens.hexes(state, key(character["hex"]), ability):
            return
        state["decisions"].pop()
        _ability_xp(state, ability)
        return
    state["decisions"].pop()
    game_map = Map(state)
    pulled = [
        f
        for at, f in sorted(game_map.enemies_of("character").items())
        if game_map.distance(h, at) <= ability["range"] and game_map.sees(h, at) and selectors.movable(state, f, "pull")
    ]
    for who in reversed(pulled):  # the first figure's pull is decided first
        forced.begin(state, index, who, h, ability["value"], pull=True, keep=len(pulled) > 1)
    _ability_xp(state, ability)


def _spring_on_enemy(state: State, trap: dict[str, Any], reach: int, events: Events) -> None:
    """Spring the Trap: "Target one enemy within Range 3 to suffer the effects of the
    disarmed trap" (its damage and conditions), a ``choose_figure`` decision."""
    amount, given = traps.effect(state, trap)
    effect = {"type": "damage", "value": amount, "who": "one_enemy_in_range", "range": reach}
    if given:
        effect["conditions"] = sorted(given)
    if heal_targets(state, effect):
        _push(state, selectors.CHOOSE, ability=effect)


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
    if obstacles.obligatory(state):  # Stone Pummel's obstacle, in the middle of an attack
        return False
    return not selectors.mandatory(state, ("character", index), ability, who_of(ability))


def skip(state: State, events: Events) -> None:
    if not may_skip(state):
        raise IllegalAction("an ability harmful to yourself or your allies must be performed", code="mandatory")
    frame = state["decisions"].pop()
    if frame["kind"] in (HEAL, selectors.CHOOSE) and state["turn"].get("context", {}).get("picked"):
        _ability_xp(state, frame["ability"])  # no more targets of a Target X that reached some
        return
    skipped(state, events, "chosen", frame["character"])


def skipped(state: State, events: Events, reason: str, character: int | None = None) -> None:
    """An ability of the half is not performed (the card's XP needs one that is: "using at
    least one ability of the card played, you gain its XP")."""
    turn = state["turn"]
    index = turn["character"] if character is None else character
    events.append({"type": "ability_skipped", "character": index, "reason": reason})
    counters.raise_by(turn, "skipped", 1, maximum=99)


def _ability_xp(state: State, ability: dict[str, Any]) -> None:
    if state["turn"] is None:  # its own damage ("all figures adjacent") exhausted the character
        return
    _, character = _me(state)
    counters.raise_by(character, "xp", ability.get("xp", 0))
