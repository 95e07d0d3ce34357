"""The actions of the monsters' choices left to the players (``monster_choice``: a heal's
target, a trap's hex, a push's direction...) and of the short rest at the end of a round,
with the schemas of their decision frames."""

from __future__ import annotations

from typing import Any

from rules.core import Action, ActionSpec, Events, IllegalAction, State, chance
from rules.core.schema import JSON, array, const, integer, nullable, obj

from . import board, engine, escorts, monster_elements, objectives, rounds, rule_events, turn_actions
from . import monster_abilities as abilities
from .common import CARD, CHARACTER, HEX, const_true, own
from .effects import CONDITION_LIST, ELEMENTS

SEAT = integer(0, 3)


def _choose_hex(state: State, action: Action, events: Events) -> None:
    abilities.choose(state, board.key(action["hex"]), events)
    engine.resume(state, events)


def _choose_element(state: State, action: Action, events: Events) -> None:
    index, ability = monster_elements.choose(state, action["element"], events)
    abilities.perform(state, index, ability, [], events)
    engine.resume(state, events)


def _list_hexes(state: State, seat: int) -> list[Action]:
    return [{"type": "choose_hex", "player": seat, "hex": list(h)} for h in state["decisions"][-1]["hexes"]]


def _deciding(state: State, action: Action) -> int:
    """The character whose rest is decided now, which must be the acting seat's."""
    own(state, action)
    index = int(state["decisions"][-1]["character"])
    if action["character"] != index:
        raise IllegalAction(f"character {index} decides now", code="not_your_character")
    return index


def _short_rest(state: State, action: Action, events: Events) -> None:
    rounds.short_rest(state, _deciding(state, action), action["rest"], events)
    engine.resume(state, events)


def _keep(state: State, action: Action, events: Events) -> None:
    _deciding(state, action)
    rounds.keep_card(state, action["keep"], events)
    engine.resume(state, events)


def _mine(state: State, seat: int) -> dict[str, Any]:
    return {"player": seat, "character": state["decisions"][-1]["character"]}


def _rest_card(state: State, action: Action, events: Events) -> None:
    frame = state["decisions"][-1]
    if action["outcome"] not in rounds.rest_cards(state, frame):
        raise IllegalAction("that card is not in the discard pile", code="impossible_outcome")
    state["decisions"].pop()
    rounds.rest_card_drawn(state, frame["resting"], action["outcome"], frame["kept"], events)
    engine.resume(state, events)


def _choose_deck(state: State, action: Action, events: Events) -> None:
    if action["character"] not in escorts.deck_options(state):
        raise IllegalAction("the deck of a character still playing", code="invalid_character")
    escorts.choose_deck(state, action["character"])
    engine.resume(state, events)


def _remove_monster(state: State, action: Action, events: Events) -> None:
    frame = state["decisions"][-1]
    if action["hex"] is not None and list(action["hex"]) not in frame["hexes"]:
        raise IllegalAction("one of the monsters listed, or none", code="invalid_hex", hexes=frame["hexes"])
    rule_events.remove(state, action["hex"], events)
    if state["phase"] == "turns":
        engine.resume(state, events)
    else:  # a kill as the round ends (its damage)
        turn_actions.round_goes_on(state, events)


def _protect(state: State, action: Action, events: Events) -> None:
    """A character loses a card of its hand so that the figure suffers no damage; or, with no
    character named, the figure suffers it."""
    frame = state["decisions"][-1]
    who = (frame["figure"][0], frame["figure"][1])
    if action["type"] == "protect_with_card":
        character = own(state, action)
        if character["exhausted"] or action["card"] not in character["hand"]:
            raise IllegalAction("lose a card of the hand of a character still playing", code="invalid_card")
        limited = "uses" in (objectives.protect_rule(state, who) or {})  # counted where it is (#84: twice)
        state["decisions"].pop()
        character["hand"].remove(action["card"])
        character["lost"] = sorted([*character["lost"], action["card"]])
        if limited:
            state["tally"]["protected"] = state["tally"].get("protected", 0) + 1
        events.append(
            {
                "type": "damage_negated_for",
                "figure": list(who),
                "character": action["character"],
                "lost": action["card"],
            }
        )
    else:
        state["decisions"].pop()
        objectives.wound(state, who, frame["amount"], events, frame["source"])
    if state["phase"] == "turns":
        engine.resume(state, events)
    else:
        turn_actions.round_goes_on(state, events)


def _list_protections(state: State, seat: int) -> list[Action]:
    found: list[Action] = [{"type": "let_suffer", "player": seat}]
    for i, character in enumerate(state["characters"]):
        if character["seat"] == seat and not character["exhausted"]:
            found += [
                {"type": "protect_with_card", "player": seat, "character": i, "card": c}
                for c in sorted(character["hand"])
            ]
    return found


def _list_removals(state: State, seat: int) -> list[Action]:
    hexes = [*state["decisions"][-1]["hexes"], None]
    return [{"type": rule_events.REMOVE, "player": seat, "hex": h} for h in hexes]


ACTIONS = [
    ActionSpec(
        "protect_with_card",
        "a character loses a card of its hand so that the scenario's figure suffers no damage (#84)",
        {"character": CHARACTER, "card": CARD},
        (objectives.PROTECT,),
        _protect,
        lambda s, p: [a for a in _list_protections(s, p) if a["type"] == "protect_with_card"],
    ),
    ActionSpec(
        "let_suffer",
        "no card is lost: the scenario's figure suffers the damage",
        {},
        (objectives.PROTECT,),
        _protect,
        lambda s, p: [a for a in _list_protections(s, p) if a["type"] == "let_suffer"],
    ),
    ActionSpec(
        rule_events.REMOVE,
        "the players may remove one monster of the type a scenario's rule names (or none: hex null)",
        {"hex": nullable(HEX)},
        (rule_events.REMOVE,),
        _remove_monster,
        _list_removals,
    ),
    ActionSpec(
        "choose_deck",
        "the players choose the character whose attack modifier deck an escort draws from this turn",
        {"character": CHARACTER},
        (escorts.DECK,),
        _choose_deck,
        lambda s, p: [{"type": "choose_deck", "player": p, "character": i} for i in escorts.deck_options(s)],
    ),
    ActionSpec(
        "choose_hex",
        "the players decide a monster's choice the rules leave open: one of the hexes listed",
        {"hex": HEX},
        (abilities.CHOICE,),
        _choose_hex,
        _list_hexes,
    ),
    ActionSpec(
        "choose_element",
        'the players decide which element a monster consumes for "any element": one of those listed',
        {"element": {"type": "string", "enum": list(ELEMENTS)}},
        (monster_elements.ELEMENT_CHOICE,),
        _choose_element,
        lambda s, p: [{"type": "choose_element", "player": p, "element": e} for e in s["decisions"][-1]["elements"]],
    ),
    ActionSpec(
        rounds.SHORT_REST,
        "short rest at the end of the round (needs 2 discards): lose a random discard, take the rest back",
        {"character": CHARACTER, "rest": {"type": "boolean"}},
        (rounds.SHORT_REST,),
        _short_rest,
        lambda s, p: [{"type": rounds.SHORT_REST, **_mine(s, p), "rest": r} for r in (True, False)],
    ),
    ActionSpec(
        "keep_card",
        "short rest: suffer 1 damage to keep the card drawn and lose another random one (keep), or lose it",
        {"character": CHARACTER, "keep": {"type": "boolean"}},
        (rounds.KEEP_CARD,),
        _keep,
        lambda s, p: [{"type": "keep_card", **_mine(s, p), "keep": k} for k in (False, True)],
    ),
    ActionSpec(
        rounds.REST_CARD,
        "the table: the card drawn at random from the discards in a short rest",
        {"outcome": CARD},
        (rounds.REST_CARD,),
        _rest_card,
        lambda s, p: [chance.action(rounds.REST_CARD, c) for c in rounds.rest_cards(s, s["decisions"][-1])],
        chance=True,
    ),
]


def frames() -> dict[str, JSON]:
    """The schemas of these actions' decision frames."""
    hexes = array(HEX, minItems=2, maxItems=20)
    return {
        "MonsterChoiceDecision": obj(
            {
                "kind": const(abilities.CHOICE),
                "seat": SEAT,
                "purpose": {"type": "string", "enum": list(abilities.PURPOSES)},
                "hexes": hexes,
                "value": integer(0, 99),
                "conditions": CONDITION_LIST,
            },
            optional=("value", "conditions"),
            description="a monster's choice the rules leave to the players",
        ),
        "MonsterElementDecision": obj(
            {
                "kind": const(monster_elements.ELEMENT_CHOICE),
                "seat": SEAT,
                "elements": array({"type": "string", "enum": list(ELEMENTS)}, minItems=2, maxItems=6, uniqueItems=True),
            },
            description='the element a monster consumes for "any element", the players\' choice',
        ),
        "ProtectFigureDecision": obj(
            {
                "kind": const(objectives.PROTECT),
                "seat": SEAT,
                "figure": array(
                    {"anyOf": [{"type": "string", "enum": ["objective", "escort"]}, integer(0, 30)]},
                    minItems=2,
                    maxItems=2,
                ),
                "amount": integer(1, 999),
                "source": {"type": "string", "maxLength": 20},
            },
            description="a figure a scenario lets the players protect is about to suffer damage (protect_figure)",
        ),
        "RemoveMonsterDecision": obj(
            {
                "kind": const(rule_events.REMOVE),
                "seat": SEAT,
                "remove": {"type": "string", "maxLength": 40, "description": "the monster type"},
                "hexes": array(HEX, minItems=1, maxItems=64),
            },
            description="the monster the players may remove after a kill (remove_on_kill), or none",
        ),
        "EscortDeckDecision": obj(
            {"kind": const(escorts.DECK), "seat": SEAT, "escort": {"type": "string", "maxLength": 40}},
            description="the deck an escort that attacks draws from, the players' choice",
        ),
        "ShortRestDecision": obj({"kind": const(rounds.SHORT_REST), "seat": SEAT, "character": CHARACTER}),
        "ShortRestKeepDecision": obj(
            {"kind": const(rounds.KEEP_CARD), "seat": SEAT, "character": CHARACTER, "card": CARD}
        ),
        "ShortRestCardDecision": obj(
            {"kind": const(rounds.REST_CARD), "seat": integer(-1, -1), "resting": CHARACTER, "kept": nullable(CARD)}
        ),
    }


def monster_turn_members() -> dict[str, JSON]:
    """The optional members of a monster turn in progress these abilities use: the targets
    of the attack left to attack, the pushes and pulls under way, the element consumptions
    made for the type this turn, the targets the last attack hit, a heal's targets so far, the hexes
    the acting monster moved."""
    forced = obj(
        {
            "at": HEX,
            "kind": {"type": "string", "enum": ["push", "pull"]},
            "left": integer(0, 20),
            "origin": HEX,
            "stands": HEX,
        },
        optional=("stands",),
        description="at: where the figure is; stands: its own hex while it passes an ally's",
    )
    return {
        "hits": array(HEX, maxItems=20),
        "forced": array(forced, maxItems=20),
        "consumed": array(integer(0, 99), maxItems=20),
        "struck": array(
            obj({"hex": HEX, "hp": integer(0, 999)}),
            maxItems=40,
            description="the targets the last attack hit, with their hit points before (monster_attacks.py)",
        ),
        "healed": array(HEX, maxItems=20, description="those a heal of Target X healed before a tie"),
        "moved": integer(0, 99, description="hexes the acting monster moved this turn (a boss's X)"),
        "escort": {"type": "string", "maxLength": 40, "description": "an escort's turn (type 'escort'): whose"},
        "deck": {**CHARACTER, "description": "the character whose modifier deck the escort draws from"},
        "carried": {**const_true(), "description": "the carriers have carried (sacrifice.py)"},
        "marched": {**const_true(), "description": "the acting monster has marched (marches.py)"},
        "then": {
            "type": "string",
            "maxLength": 40,
            "description": "the boss whose turn follows this one's (the Zephyrs open the Elder Drake's: perches.py)",
        },
    }
