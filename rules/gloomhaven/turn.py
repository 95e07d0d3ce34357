"""A character's turn: two card halves, their abilities in written order, the end of the turn.

Rulebook, "Character Turn": "he or she will perform the top action of one of the two ability
cards played and the bottom action of the other ... Either card can be played first ... the
abilities of the action must be done in the order written ... As soon as the action of a
card is completed, it is immediately placed in the appropriate area (discard pile, lost
pile, or active area) ... Players can also use any card they play as an 'Attack 2' action on
the top half or a 'Move 2' action on the bottom. If a card is used this way, it is always
discarded."

The turn in progress is ``state["turn"]``; each question it asks is a decision frame on top
of ``character_turn`` (``abilities`` answers them).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State, decisions

from . import (
    abilities,
    active,
    augments,
    auras,
    boons,
    conditions,
    content,
    control,
    counters,
    damage,
    elements,
    flooding,
    items,
    looting,
    mind_control,
    pieces,
    rooms,
    rule_events,
    turn_end,
    turn_start,
)
from .initiative import LONG_REST

PLAY_HALF = "play_half"
REST = "long_rest_turn"
BASIC = {"top": {"type": "attack", "value": 2}, "bottom": {"type": "move", "value": 2}}
HALVES = ("top", "bottom")


def begin(state: State, index: int, events: Events) -> None:
    """Start character ``index``'s turn: wound, then the choice of the first card half."""
    character = state["characters"][index]
    state["turn"] = {"character": index, "halves": [], "half": None, "step": 0, "infuse": [], "moved": 0, "damage": 0}
    conditions.start_of_turn(state, ("character", index))
    if "wound" in character["conditions"]:
        # Wound: "subisce 1 Danno all'inizio di ogni suo turno".
        damage.suffer(state, ("character", index), 1, events, source="wound")
    if not character["exhausted"]:
        auras.at_turn_start(state, ("character", index), events)
    if state["decisions"] and state["turn"] is not None:  # the damage waits for its choice first
        state["turn"]["starting"] = True
        return
    _started(state, index, events)


def _started(state: State, index: int, events: Events) -> None:
    """The turn once its start's damage is suffered: over if the character is exhausted; a
    long rest; a stunned character's cards discarded; else the choice of the first half."""
    character = state["characters"][index]
    if character["exhausted"]:  # its turn ended with it (damage.exhaust), or ends now
        if state["turn"] is not None:
            finish(state, events)
        return
    if "stun" not in character["conditions"] and turn_start.step(state, events):
        return  # an active card's action at the start of the turn first (turn_start.py)
    if character["played"].get("rest"):
        state["decisions"].append(decisions.single(REST, character["seat"], character=index))
        return
    if "stun" in character["conditions"]:
        # Stun: "nel suo turno non effettua alcuna capacità": the two cards are discarded.
        character["discard"] += character["in_play"]
        character["in_play"] = []
        finish(state, events)
        return
    ask(state)


def ask(state: State) -> None:
    index = state["turn"]["character"]
    seat = state["characters"][index]["seat"]
    state["decisions"].append(decisions.single("character_turn", seat, character=index))


def options(state: State) -> list[dict[str, Any]]:
    """The card halves the character may play next: ``{card, half, basic}``."""
    turn = state["turn"]
    character = state["characters"][turn["character"]]
    if character["played"].get("rest"):
        return []
    used = turn["halves"]
    left = [c for c in character["in_play"] if c not in {h["card"] for h in used}]
    halves = [h for h in HALVES if h not in {u["half"] for u in used}]
    cards = content.cards_by_id()
    found = [
        {"card": c, "half": h, "basic": b}
        for c in left
        for h in halves
        for b in (False, True)
        if b or playable(cards[c][h])
    ]
    return mind_control.allowed(state, character, found)


def playable(half: dict[str, Any]) -> bool:
    """Whether the engine plays this half as printed: every ability supported."""
    return all(abilities.supported(a) for a in half["abilities"])


def play(state: State, action: dict[str, Any], events: Events) -> None:
    """Play one card half (or its basic Attack 2 / Move 2)."""
    choice = {"card": action["card"], "half": action["half"], "basic": action["basic"]}
    if choice not in options(state):
        raise IllegalAction(
            "play the top of one played card and the bottom of the other", code="invalid_half", options=options(state)
        )
    state["decisions"].pop()
    turn = state["turn"]
    turn["halves"].append(choice)
    turn["half"] = choice
    turn["step"] = 0
    turn["context"] = {}  # what an ability leaves for the next: who was moved through, hit...
    turn["skipped"] = 0
    events.append({"type": "half_played", "character": turn["character"], **choice})
    proceed(state, events)


def half_abilities(choice: dict[str, Any]) -> list[tuple[dict[str, Any], bool]]:
    """The half's abilities in written order, each ability's ``after`` effects right after
    it: ``(ability, is_after)``."""
    if choice["basic"]:
        return [(BASIC[choice["half"]], False)]
    listed: list[dict[str, Any]] = content.cards_by_id()[choice["card"]][choice["half"]]["abilities"]
    return [
        (a, after)
        for ability in listed
        for a, after in [(ability, False), *((x, True) for x in ability.get("after", []))]
    ]


def proceed(state: State, events: Events) -> None:
    """One step of the turn: the half's next ability, the card put away, the next half, or
    the end of the turn."""
    turn = state["turn"]
    if turn.pop("starting", False):
        _started(state, turn["character"], events)
        return
    choice = turn["half"]
    if turn_start.under_way(state):
        _started(state, turn["character"], events)
        return
    if choice is None:
        rested = (state["characters"][turn["character"]]["played"] or {}).get("rest")
        if len(turn["halves"]) == 2 or rested:
            # the actions of active cards at the end of the turn, then the doors it opens
            if turn_end.step(state, events) or pieces.ask_use(state, turn["character"]):
                return
            if rule_events.at_turn_end(state, turn["character"], events):
                finish(state, events)
        else:
            ask(state)
        return
    if control.proceed(state, events):  # a figure made to perform its abilities first
        return
    listed = half_abilities(choice)
    if turn["step"] >= len(listed):
        place_card(state, events)
        return
    ability, _ = listed[turn["step"]]
    turn["step"] += 1
    abilities.start(state, ability, events)


def place_card(state: State, events: Events) -> None:
    """The half is done: the card goes to the lost pile, the active area or the discards."""
    turn = state["turn"]
    choice = turn["half"]
    character = state["characters"][turn["character"]]
    half = content.cards_by_id()[choice["card"]][choice["half"]]
    if choice["basic"]:
        pile = "discard"
    elif "active" in half:
        pile = "active"
    elif half.get("lost"):
        pile = "lost"
    else:
        pile = "discard"
    if pile == "lost" and character.get(mind_control.MEMBER):  # "discarded even if they would normally be lost"
        pile = "discard"
    if pile == "active":
        uses = half["active"].get("uses", 0)
        character["active"].append(active.entry_of(state, uses))
        augments.displaced(state, turn["character"], choice["card"], events)
    else:
        character[pile].append(choice["card"])
    character["in_play"].remove(choice["card"])
    used = turn.get("skipped", 0) < len(half_abilities(choice))  # "using at least one ability"
    xp = half.get("xp", 0) if used and not choice["basic"] else 0
    counters.raise_by(character, "xp", xp)
    events.append({"type": "card_placed", "character": turn["character"], "card": choice["card"], "pile": pile})
    turn["half"] = None


def initiative_of(state: State, index: int) -> int:
    played = state["characters"][index]["played"] or {}
    if played.get("rest") or "cards" not in played:
        return LONG_REST
    return int(content.cards_by_id()[played["cards"][0]]["initiative"])


def rest(state: State, card: int | None, heal: bool, events: Events) -> None:
    """Long rest (round summary): "choose one card of the discard pile and put it in the lost
    pile, take the rest back into the hand, may heal 2 damage on yourself". (``card`` is null
    only when the discard pile emptied since the rest was declared.)"""
    index = state["turn"]["character"]
    character = state["characters"][index]
    if (card is None) != (not character["discard"]) or (card is not None and card not in character["discard"]):
        raise IllegalAction("lose one card of your discard pile", code="invalid_card")
    state["decisions"].pop()
    if card is not None:
        character["discard"].remove(card)
        character["lost"].append(card)
    character["hand"] = sorted(character["hand"] + character["discard"])
    character["discard"] = []
    events.append({"type": "rested", "character": index, "lost": card})
    items.refresh_spent(state, index, events)
    if heal:
        conditions.heal(state, ("character", index), 2, events)


def rest_options(state: State) -> list[tuple[int | None, bool]]:
    character = state["characters"][state["turn"]["character"]]
    cards: list[int | None] = sorted(set(character["discard"])) or [None]
    return [(card, heal) for card in cards for heal in (True, False)]


def finish(state: State, events: Events) -> None:
    """End of the turn: loot the own hex, infuse elements, conditions run out."""
    turn = state["turn"]
    index = turn["character"]
    character = state["characters"][index]
    if not character["exhausted"]:
        boons.at_turn_end(state, index, events)
        flooding.at_turn_end(state, index, events)
        pieces.delivered(state, index)
        looting.loot_hex(state, index, character["hex"], events, end_of_turn=True)
        elements.infuse(state, turn["infuse"], events)
    if turn.get("revealed"):
        rooms.schedule(state, initiative_of(state, index), turn["revealed"])
    conditions.end_of_turn(state, ("character", index), events)
    state["turn"] = None
    events.append({"type": "turn_ended", "character": index})
