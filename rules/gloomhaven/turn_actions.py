"""The actions of the turns of a round: a character's card halves and abilities, the damage
a character may negate, the monster AI's tied options, and the modifier cards drawn at the
table. Each handler applies its answer, then the game is carried on (``engine.resume``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Action, ActionSpec, Events, IllegalAction, State, chance
from rules.core.schema import array, integer, nullable

from . import (
    abilities,
    area,
    attacks,
    board,
    conditions,
    consume,
    damage,
    engine,
    forced,
    infusions,
    modifiers,
    monsters,
    moves,
    paths,
    piles,
    rounds,
    selectors,
    setup,
    tokens,
    turn,
)
from .common import CARD, CHARACTER, HEX, own
from .effects import ELEMENTS


# --- a character's turn ------------------------------------------------------------------
def _resumed(play: Callable[[State, Action, Events], None]) -> Callable[[State, Action, Events], None]:
    """A turn handler, then the game carried on to the next decision."""

    def handler(state: State, action: Action, events: Events) -> None:
        own(state, action)
        if action["character"] != state["decisions"][-1]["character"]:
            raise IllegalAction(
                f"character {state['decisions'][-1]['character']} decides now", code="not_your_character"
            )
        play(state, action, events)
        engine.resume(state, events)

    return handler


def _mine(state: State, seat: int) -> dict[str, Any]:
    return {"player": seat, "character": state["decisions"][-1]["character"]}


def _list_halves(state: State, seat: int) -> list[Action]:
    return [{"type": turn.PLAY_HALF, **_mine(state, seat), **o} for o in turn.options(state)]


def _list_rest(state: State, seat: int) -> list[Action]:
    return [{"type": "rest", **_mine(state, seat), "card": c, "heal": h} for c, h in turn.rest_options(state)]


def _list_steps(state: State, seat: int) -> list[Action]:
    listed, may_stop = moves.move_options(state, state["decisions"][-1])
    found: list[Action] = [{"type": "step", **_mine(state, seat), "hex": list(h)} for h in listed]
    return found + ([{"type": "stop", **_mine(state, seat)}] if may_stop else [])


def _list_targets(state: State, seat: int) -> list[Action]:
    progress = state["attack"]
    who = (progress["attacker"][0], progress["attacker"][1])
    at = board.key(conditions.figure(state, who)["hex"])
    found = attacks.candidates(state, at, attacks.aim(state, progress), progress["ability"], progress["targets"])
    return [{"type": "target", **_mine(state, seat), "hex": list(h)} for h in found] + [
        {"type": "end_targets", **_mine(state, seat)}
    ]


def _list_consume(state: State, seat: int) -> list[Action]:
    listed = consume.choices(state, state["decisions"][-1]["ability"])
    return [{"type": "consume", **_mine(state, seat), **c} for c in listed]


def _list_area(state: State, seat: int) -> list[Action]:
    progress = state["attack"]
    at = board.key(conditions.figure(state, ("character", progress["attacker"][1]))["hex"])
    listed = area.choices(state, at, attacks.aim(state, progress), progress["ability"])
    return [{"type": "place_area", **_mine(state, seat), "hexes": [list(h) for h in p]} for p in listed]


def _list_paths(state: State, seat: int) -> list[Action]:
    progress = state["attack"]
    at = board.key(conditions.figure(state, ("character", progress["attacker"][1]))["hex"])
    listed = paths.choices(state, at, attacks.aim(state, progress), progress["ability"])
    return [{"type": "choose_path", **_mine(state, seat), "hexes": [list(h) for h in p]} for p in listed]


def _list_forced(state: State, seat: int) -> list[Action]:
    frame = state["decisions"][-1]
    found: list[Action] = [
        {"type": "push_step", **_mine(state, seat), "hex": list(h)} for h in forced.steps(state, frame)
    ]
    return found + ([{"type": "push_stop", **_mine(state, seat)}] if forced.may_stop(state, frame) else [])


def _list_hexes(state: State, seat: int) -> list[Action]:
    frame = state["decisions"][-1]
    at = board.key(state["characters"][frame["character"]]["hex"])
    return [
        {"type": "token_hex", **_mine(state, seat), "hex": list(h)} for h in tokens.hexes(state, at, frame["ability"])
    ]


def _choosable(state: State) -> list[board.Hex]:
    return abilities.heal_targets(state, state["decisions"][-1]["ability"])


def _list_heal(state: State, seat: int) -> list[Action]:
    targets = abilities.heal_targets(state, state["decisions"][-1]["ability"])
    return [{"type": "heal", **_mine(state, seat), "hex": list(h)} for h in targets]


def _list_negate(state: State, seat: int) -> list[Action]:
    character = state["characters"][state["decisions"][-1]["character"]]
    found: list[Action] = [{"type": "suffer", **_mine(state, seat)}]
    found += [{"type": "lose_hand_card", **_mine(state, seat), "card": c} for c in sorted(character["hand"])]
    discard = sorted(character["discard"])
    found += [
        {"type": "lose_discards", **_mine(state, seat), "cards": [a, b]}
        for i, a in enumerate(discard)
        for b in discard[i + 1 :]
    ]
    return found


def _negate(state: State, action: Action, events: Events) -> None:
    frame = state["decisions"][-1]
    index = frame["character"]
    character = state["characters"][index]
    if action["type"] == "lose_hand_card":
        lose = [action["card"]]
        if action["card"] not in character["hand"]:
            raise IllegalAction("lose a card of your hand", code="invalid_card")
        character["hand"].remove(action["card"])
    elif action["type"] == "lose_discards":
        lose = list(action["cards"])
        a, b = lose
        if a == b or a not in character["discard"] or b not in character["discard"]:
            raise IllegalAction("lose two cards of your discard pile", code="invalid_card")
        for card in lose:
            character["discard"].remove(card)
    else:
        state["decisions"].pop()
        damage.lose_hp(state, index, frame["amount"], events, frame["source"])
        round_goes_on(state, events)
        return
    state["decisions"].pop()
    character["lost"] = sorted(character["lost"] + lose)
    events.append({"type": "damage_negated", "character": index, "lost": lose, "damage": frame["amount"]})
    round_goes_on(state, events)


def round_goes_on(state: State, events: Events) -> None:
    """The damage of a round's start or end rule (``round_effects.damage_figures``) chosen by every
    character it struck: the cards are selected, or the round ends."""
    if state["phase"] == "end" and not state["decisions"]:
        rounds.finish_round(state, events)
    elif state["phase"] == "select" and not state["decisions"]:
        setup.begin_selection(state, events)


def _modifier(state: State, action: Action, events: Events) -> None:
    who = state["decisions"][-1]["figure"]
    pile = modifiers.pile_of(state, (who[0], who[1]))
    if action["outcome"] not in pile["draw"]:
        raise IllegalAction("that card is not in the draw pile", code="impossible_outcome")
    state["decisions"].pop()
    state["attack"]["drawn"].append(piles.take(state, pile, action["outcome"]))
    engine.resume(state, events)


def _list_modifiers(state: State, seat: int) -> list[Action]:
    who = state["decisions"][-1]["figure"]
    pile = modifiers.pile_of(state, (who[0], who[1]))
    return [chance.action(attacks.DRAW_MODIFIER, c) for c in sorted(set(pile["draw"]))]


def _turn_spec(
    kind: str, description: str, members: dict[str, Any], answers: str, play: Any, lister: Any
) -> ActionSpec:
    """A turn action; ``lister`` may list the frame's other action types too: only this
    type's are kept."""

    def listed(state: State, seat: int) -> list[Action]:
        return [a for a in lister(state, seat) if a["type"] == kind]

    return ActionSpec(kind, description, {"character": CHARACTER, **members}, (answers,), _resumed(play), listed)


def _perform(state: State, events: Events) -> None:
    if infusions.choosing(state):
        raise IllegalAction("name the element to infuse (infuse_element)", code="invalid_element")
    abilities.perform(state, events)


def _option(state: State, action: Action, events: Events) -> None:
    options = state["decisions"][-1]["options"]
    if not 0 <= action["option"] < len(options):
        raise IllegalAction(f"choose an option from 0 to {len(options) - 1}", code="invalid_choice")
    monsters.choose_option(state, options[action["option"]])
    engine.resume(state, events)


def _list_options(state: State, seat: int) -> list[Action]:
    count = len(state["decisions"][-1]["options"])
    return [{"type": "choose_option", "player": seat, "option": i} for i in range(count)]


TURN_ACTIONS = [
    ActionSpec(
        attacks.DRAW_MODIFIER,
        "the table: the attack modifier card drawn",
        {"outcome": {"type": "string"}},
        (attacks.DRAW_MODIFIER,),
        _modifier,
        _list_modifiers,
        chance=True,
    ),
    ActionSpec(
        "choose_option",
        "the players choose among the monster AI's tied options (an index into the frame's options)",
        {"option": integer(0, 4095)},
        (monsters.OPTION,),
        _option,
        _list_options,
    ),
    _turn_spec(
        turn.PLAY_HALF,
        "play the top of one played card or the bottom of the other (basic: Attack 2 / Move 2 instead)",
        {"card": CARD, "half": {"type": "string", "enum": list(turn.HALVES)}, "basic": {"type": "boolean"}},
        "character_turn",
        turn.play,
        _list_halves,
    ),
    _turn_spec(
        "rest",
        "long rest: lose one discarded card, take the others back, heal 2 or not",
        {"card": nullable(CARD), "heal": {"type": "boolean"}},
        turn.REST,
        lambda s, a, e: turn.rest(s, a["card"], a["heal"], e),
        _list_rest,
    ),
    _turn_spec(
        "step",
        "move one hex",
        {"hex": HEX},
        abilities.MOVE,
        lambda s, a, e: moves.step(s, board.key(a["hex"]), e),
        _list_steps,
    ),
    _turn_spec("stop", "end the move here", {}, abilities.MOVE, lambda s, a, e: moves.stop(s, e), _list_steps),
    _turn_spec(
        "target",
        "attack this enemy",
        {"hex": HEX},
        attacks.TARGETS,
        lambda s, a, e: attacks.choose(s, board.key(a["hex"]), e),
        _list_targets,
    ),
    _turn_spec(
        "end_targets",
        "attack no more targets",
        {},
        attacks.TARGETS,
        lambda s, a, e: attacks.choose(s, None, e),
        _list_targets,
    ),
    _turn_spec(
        "consume",
        "consume these elements for these element bonuses of the ability (none: consume nothing)",
        {
            "entries": array(integer(0, 2), maxItems=3),
            "elements": array({"type": "string", "enum": list(ELEMENTS)}, maxItems=6),
        },
        consume.CONSUME,
        lambda s, a, e: abilities.consume_for(s, a["entries"], a["elements"], e),
        _list_consume,
    ),
    _turn_spec(
        "place_area",
        "place the area attack's pattern on these hexes (a rotation or mirror image, within range)",
        {"hexes": array(HEX, minItems=1, maxItems=37)},
        area.AREA,
        lambda s, a, e: attacks.place_area(s, [board.key(h) for h in a["hexes"]], e),
        _list_area,
    ),
    _turn_spec(
        "choose_path",
        "attack along this path to the primary target (its hexes from the attacker's neighbour on)",
        {"hexes": array(HEX, minItems=1, maxItems=99)},
        paths.PATH,
        lambda s, a, e: attacks.choose_path(s, [board.key(h) for h in a["hexes"]], e),
        _list_paths,
    ),
    _turn_spec(
        "push_step",
        "push or pull the target into this hex",
        {"hex": HEX},
        forced.FORCED,
        lambda s, a, e: forced.step(s, board.key(a["hex"]), e),
        _list_forced,
    ),
    _turn_spec(
        "push_stop",
        "push or pull the target no farther",
        {},
        forced.FORCED,
        lambda s, a, e: forced.stop(s, e),
        _list_forced,
    ),
    _turn_spec(
        "heal",
        "heal the figure in this hex",
        {"hex": HEX},
        abilities.HEAL,
        lambda s, a, e: abilities.heal(s, board.key(a["hex"]), e),
        _list_heal,
    ),
    _turn_spec(
        "perform",
        "perform the ability",
        {},
        abilities.PERFORM,
        lambda s, a, e: _perform(s, e),
        lambda s, p: [] if infusions.choosing(s) else [{"type": "perform", **_mine(s, p)}],
    ),
    _turn_spec(
        "token_hex",
        "make the trap or obstacle in this hex, or remove the one there",
        {"hex": HEX},
        tokens.CHOOSE_HEX,
        lambda s, a, e: abilities.place_token(s, board.key(a["hex"]), e),
        _list_hexes,
    ),
    _turn_spec(
        "recover",
        "take these cards back into the hand",
        {"cards": array(CARD, minItems=1, maxItems=20)},
        tokens.RECOVER,
        lambda s, a, e: abilities.recover_cards(s, list(a["cards"]), e),
        lambda s, p: [{"type": "recover", **_mine(s, p), "cards": c} for c in tokens.recover_choices(s)],
    ),
    _turn_spec(
        "choose_figure",
        "play the ability on the figure in this hex",
        {"hex": HEX},
        selectors.CHOOSE,
        lambda s, a, e: abilities.heal(s, board.key(a["hex"]), e),
        lambda s, p: [{"type": "choose_figure", **_mine(s, p), "hex": list(h)} for h in _choosable(s)],
    ),
    ActionSpec(
        "skip",
        "do not perform the ability (one harmful to yourself or your allies must be performed)",
        {"character": CHARACTER},
        (abilities.PERFORM, abilities.HEAL, selectors.CHOOSE, tokens.CHOOSE_HEX, tokens.RECOVER),
        _resumed(lambda s, a, e: abilities.skip(s, e)),
        lambda s, p: [{"type": "skip", **_mine(s, p)}] if abilities.may_skip(s) else [],
    ),
    _turn_spec("suffer", "suffer the damage", {}, damage.NEGATE, _negate, _list_negate),
    _turn_spec(
        "lose_hand_card",
        "lose a hand card instead of the damage",
        {"card": CARD},
        damage.NEGATE,
        _negate,
        _list_negate,
    ),
    _turn_spec(
        "lose_discards",
        "lose two discarded cards instead of the damage",
        {"cards": array(CARD, minItems=2, maxItems=2)},
        damage.NEGATE,
        _negate,
        _list_negate,
    ),
]
