"""Gloomhaven's actions, declared once: members, the decision each answers, handler, lister.

Implemented so far: the setup decisions (standee numbers drawn at the table, hands,
placement), card selection and long rest, monster ability cards drawn at the table, and
ties of initiative. Character and monster turns come next (docs/gloomhaven.md).
"""

from __future__ import annotations

from typing import Any

from rules.core import Action, ActionSpec, ActionTable, Events, IllegalAction, State, chance, decisions
from rules.core.schema import array, integer

from . import (
    card_actions,
    content,
    decks,
    engine,
    gear_actions,
    marker_actions,
    piece_actions,
    piles,
    rooms,
    round_actions,
    rounds,
    setup,
    turn_actions,
)
from .common import CARD, CHARACTER, HEX, TURN, own
from .rounds import BREAK_TIE
from .setup import CHOOSE_HAND, DISCARD, PLACE, SELECT, STANDEE


def _pick(state: State, action: Action, choice: dict[str, Any]) -> None:
    """Record a character's secret pick in the pending simultaneous frame."""
    frame = state["decisions"][-1]
    index = action["character"]
    if frame["picks"][index] is not None:
        raise IllegalAction(f"character {index} has already chosen", code="already_chosen")
    frame["picks"][index] = choice
    seat = action["player"]
    if all(p is not None for p, c in zip(frame["picks"], state["characters"], strict=True) if c["seat"] == seat):
        decisions.choose(frame, seat, True)


def _unpicked(state: State, seat: int) -> list[int]:
    frame = state["decisions"][-1]
    return [i for i, c in enumerate(state["characters"]) if c["seat"] == seat and frame["picks"][i] is None]


# --- hands ------------------------------------------------------------------------------
def _choose_hand(state: State, action: Action, events: Events) -> None:
    character = own(state, action)
    pool = setup.hand_pool(state["options"]["characters"][action["character"]])
    cards = action["cards"]
    size = content.character_class(character["class"])["hand_size"]
    if len(set(cards)) != len(cards) or not set(cards) <= set(pool) or len(cards) > size:
        raise IllegalAction(
            f"a hand is up to {size} different cards of the level-1 and X cards and those gained up to "
            f"level {character['level']}: {pool}",
            code="invalid_hand",
            pool=pool,
            hand_size=size,
        )
    _pick(state, action, {"hand": sorted(cards)})
    frame = state["decisions"][-1]
    if all(c is not None for c in frame["choices"]):
        state["decisions"].pop()
        for ch, pick in zip(state["characters"], frame["picks"], strict=True):
            ch["hand"] = pick["hand"]
        events.append({"type": "hands_chosen", "sizes": [len(c["hand"]) for c in state["characters"]]})
        setup.advance(state)


def _list_hands(state: State, seat: int) -> list[Action]:
    """The default hand of each character still to choose. ``choose_hand`` is a parametric
    action: any hand of up to the hand size from the pool applies (docs/protocol.md)."""
    return [
        {"type": CHOOSE_HAND, "player": seat, "character": i, "cards": setup.default_hand(state["characters"][i])}
        for i in _unpicked(state, seat)
    ]


# --- placement --------------------------------------------------------------------------
def _place(state: State, action: Action, events: Events) -> None:
    frame = state["decisions"][-1]
    if action["character"] != frame["character"]:
        raise IllegalAction(f"character {frame['character']} is placed now", code="not_your_character")
    if action["hex"] not in setup.start_positions(state):
        raise IllegalAction("a character starts on a free starting hex", code="invalid_hex")
    state["decisions"].pop()
    state["characters"][action["character"]]["hex"] = list(action["hex"])
    events.append({"type": "character_placed", "character": action["character"], "hex": list(action["hex"])})
    setup.advance(state)


def _discard(state: State, action: Action, events: Events) -> None:
    frame = state["decisions"][-1]
    character = state["characters"][frame["character"]]
    if action["character"] != frame["character"]:
        raise IllegalAction(f"character {frame['character']} discards now", code="not_your_character")
    if action["card"] not in character["hand"]:
        raise IllegalAction("discard a card of the hand", code="invalid_card")
    state["decisions"].pop()
    character["hand"].remove(action["card"])
    character["discard"] = sorted([*character["discard"], action["card"]])
    events.append({"type": "card_discarded", "character": frame["character"], "card": action["card"]})
    setup.advance(state)


def _list_discards(state: State, seat: int) -> list[Action]:
    i = state["decisions"][-1]["character"]
    return [
        {"type": DISCARD, "player": seat, "character": i, "card": c} for c in sorted(state["characters"][i]["hand"])
    ]


def _list_places(state: State, seat: int) -> list[Action]:
    i = state["decisions"][-1]["character"]
    return [{"type": PLACE, "player": seat, "character": i, "hex": h} for h in setup.start_positions(state)]


# --- card selection ---------------------------------------------------------------------
def _select(state: State, action: Action, events: Events) -> None:
    character = own(state, action)
    lead, second = action["cards"]
    if lead == second or lead not in character["hand"] or second not in character["hand"]:
        raise IllegalAction("select two different cards of the hand, the leading one first", code="invalid_cards")
    _pick(state, action, {"cards": [lead, second]})
    _after_pick(state, events)


def _long_rest(state: State, action: Action, events: Events) -> None:
    character = own(state, action)
    if len(character["discard"]) < 2:
        raise IllegalAction("a long rest needs at least 2 cards in the discard pile", code="cannot_rest")
    _pick(state, action, {"rest": True})
    _after_pick(state, events)


def _after_pick(state: State, events: Events) -> None:
    if all(c is not None for c in state["decisions"][-1]["choices"]):
        rounds.reveal(state, events)
        engine.resume(state, events)


def _list_selections(state: State, seat: int) -> list[Action]:
    found: list[Action] = []
    for i in _unpicked(state, seat):
        hand = state["characters"][i]["hand"]
        found += [
            {"type": SELECT, "player": seat, "character": i, "cards": [a, b]} for a in hand for b in hand if a != b
        ]
        if len(state["characters"][i]["discard"]) >= 2:
            found.append({"type": "long_rest", "player": seat, "character": i})
    return found


# --- ties -------------------------------------------------------------------------------
def _break_tie(state: State, action: Action, events: Events) -> None:
    if action["first"] not in state["decisions"][-1]["tied"]:
        raise IllegalAction("choose one of the tied turns", code="invalid_choice")
    events.append({"type": "tie_broken", "first": dict(action["first"])})
    rounds.break_tie(state, dict(action["first"]))  # copies: the action is the caller's
    engine.resume(state, events)


def _list_ties(state: State, seat: int) -> list[Action]:
    return [{"type": BREAK_TIE, "player": seat, "first": dict(t)} for t in state["decisions"][-1]["tied"]]


# --- chance -----------------------------------------------------------------------------
def _standee(state: State, action: Action, events: Events) -> None:
    frame = state["decisions"][-1]
    monster = next(m for m in state["monsters"] if m["hex"] == frame["monster"])
    if action["outcome"] not in setup.free_standees(state, monster["type"]):
        raise IllegalAction("that standee number is not free", code="impossible_outcome")
    state["decisions"].pop()
    monster["standee"] = action["outcome"]
    if state["phase"] == "setup":
        setup.advance(state)
    elif state["phase"] == "end":
        rounds.finish_round(state, events)
    elif state["phase"] == "select":
        setup.begin_selection(state, events)
    elif rooms.fill_in(state, events):
        engine.resume(state, events)


def _list_standees(state: State, seat: int) -> list[Action]:
    frame = state["decisions"][-1]
    monster = next(m for m in state["monsters"] if m["hex"] == frame["monster"])
    return [chance.action(STANDEE, n) for n in setup.free_standees(state, monster["type"])]


def _monster_card(state: State, action: Action, events: Events) -> None:
    deck_id = state["decisions"][-1]["deck"]
    deck = state["monster_decks"][deck_id]
    if action["outcome"] not in deck["draw"]:
        raise IllegalAction("that card is not in the draw pile", code="impossible_outcome")
    state["decisions"].pop()
    deck["shown"] = piles.take(state, deck, action["outcome"])
    events.append({"type": "monster_card_drawn", "deck": deck_id, "card": action["outcome"]})
    if state["phase"] == "reveal":
        rounds.continue_reveal(state, events)
    elif not rooms.fill_in(state, events):
        return
    engine.resume(state, events)


def _list_monster_cards(state: State, seat: int) -> list[Action]:
    deck = state["monster_decks"][state["decisions"][-1]["deck"]]
    return [chance.action(decks.DRAW_MONSTER_CARD, c) for c in sorted(set(deck["draw"]))]


ACTIONS = ActionTable(
    [
        ActionSpec(
            CHOOSE_HAND,
            "choose a character's hand: up to the hand size of its level-1 and X cards",
            {"character": CHARACTER, "cards": array(CARD, maxItems=20)},
            (CHOOSE_HAND,),
            _choose_hand,
            _list_hands,
            parametric=True,
        ),
        ActionSpec(
            PLACE,
            "place a character on a free starting hex",
            {"character": CHARACTER, "hex": HEX},
            (PLACE,),
            _place,
            _list_places,
        ),
        ActionSpec(
            DISCARD,
            "a scenario's setup: a character discards a card of its hand before the first round",
            {"character": CHARACTER, "card": CARD},
            (DISCARD,),
            _discard,
            _list_discards,
        ),
        ActionSpec(
            SELECT,
            "select two cards of the hand for the round, the leading card (initiative) first",
            {"character": CHARACTER, "cards": array(CARD, minItems=2, maxItems=2)},
            (SELECT,),
            _select,
            lambda state, seat: [a for a in _list_selections(state, seat) if a["type"] == SELECT],
        ),
        ActionSpec(
            "long_rest",
            "declare a long rest (initiative 99; needs 2 cards in the discard pile)",
            {"character": CHARACTER},
            (SELECT,),
            _long_rest,
            lambda state, seat: [a for a in _list_selections(state, seat) if a["type"] == "long_rest"],
        ),
        ActionSpec(
            BREAK_TIE,
            "the players decide a tie of initiative: which tied turn goes first",
            {"first": TURN},
            (BREAK_TIE,),
            _break_tie,
            _list_ties,
        ),
        ActionSpec(
            STANDEE,
            "the table: the standee number of a monster placed",
            {"outcome": integer(1, 10)},
            (STANDEE,),
            _standee,
            _list_standees,
            chance=True,
        ),
        ActionSpec(
            decks.DRAW_MONSTER_CARD,
            "the table: the monster ability card turned up",
            {"outcome": CARD},
            (decks.DRAW_MONSTER_CARD,),
            _monster_card,
            _list_monster_cards,
            chance=True,
        ),
        *turn_actions.TURN_ACTIONS,
        *card_actions.CARD_ACTIONS,
        *round_actions.ACTIONS,  # monster choices and short rest (round_actions.py)
        *gear_actions.ACTIONS,  # perk cards' added targets, items (gear_actions.py)
        *marker_actions.ACTIONS,  # a scenario's tokens activated (markers.py)
        *piece_actions.ACTIONS,  # a scenario's pieces given and used (pieces.py)
    ]
)
