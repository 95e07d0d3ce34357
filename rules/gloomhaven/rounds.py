"""The round after card selection: reveal, monster ability cards, initiative order, ties.

Round summary, "Card selection": "choose 2 cards, draw 1 monster ability card per monster
type on the map; then the players reveal their cards, the leading one on top."
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State, chance, decisions

from . import (
    content,
    currents,
    damage,
    decks,
    elements,
    escorts,
    goals,
    hit_and_run,
    initiative,
    mind_control,
    monsters,
    perches,
    piles,
    rooms,
    scenario_rules,
    setup,
    special_rules,
    summons,
    turn,
    turned,
)
from .setup import SELECT

BREAK_TIE = "break_tie"
SHORT_REST = "short_rest"
REST_CARD = "short_rest_card"
KEEP_CARD = "short_rest_keep"
CHARACTER_TURN = "character_turn"


def reveal(state: State, events: Events) -> None:
    """All seats have selected: the selections become public and the round is ordered."""
    frame = state["decisions"].pop()
    assert frame["kind"] == SELECT
    for character, pick in zip(state["characters"], frame["picks"], strict=True):
        character["played"] = None if pick.get("exhausted") else pick
        cards = pick.get("cards", [])
        character["hand"] = [c for c in character["hand"] if c not in cards]
        character["in_play"] = list(cards)
    events.append(
        {"type": "cards_revealed", "played": [c["played"] for c in state["characters"]], "round": state["round"]}
    )
    state["phase"] = "reveal"
    continue_reveal(state, events)


def decks_on_map(state: State) -> list[str]:
    """The ability decks of the monster types with at least one figure on the map."""
    inactive = scenario_rules.inactive_types(state)
    on_map = {content.monsters()[m["type"]]["deck"] for m in state["monsters"] if m["type"] not in inactive}
    return sorted(on_map | hit_and_run.away_decks(state))  # the Dark Rider off the map still draws (#48)


def continue_reveal(state: State, events: Events) -> None:
    """Turn up the monster ability cards still missing (stopping for the table when needed),
    then order the round."""
    for deck_id in decks_on_map(state):
        if state["monster_decks"][deck_id]["shown"] is None:
            if not decks.turn_up(state, deck_id):
                return
            events.append(
                {"type": "monster_card_drawn", "deck": deck_id, "card": state["monster_decks"][deck_id]["shown"]}
            )
    cards = content.cards_by_id()
    chars = [
        (i, initiative.character_key(c["played"], cards))
        for i, c in enumerate(state["characters"])
        if c["played"] is not None
    ]
    shown = {
        d: decks.card(d, deck["shown"])["initiative"] for d, deck in state["monster_decks"].items() if deck["shown"]
    }
    on_map = {m["type"] for m in state["monsters"]} | set(hit_and_run.away(state))
    kinds = sorted(k for k in on_map - scenario_rules.inactive_types(state) if not perches.acts_before(k))
    state["order"] = initiative.order(
        chars, [(k, shown[content.monsters()[k]["deck"]]) for k in kinds], escorts.turns(state)
    )
    state["phase"] = "turns"
    events.append({"type": "initiative_order", "order": state["order"]})


def next_turn(state: State, events: Events) -> None:
    """Start the next turn of the round: a tie to break first, a character's turn, or the
    monsters' turn; with no turn left, the end of the round."""
    if not state["order"]:
        end_of_round(state, events)
        return
    group = state["order"][0]
    if len(group) > 1:
        state["decisions"].append(decisions.single(BREAK_TIE, initiative.tie_owner(state, group), tied=group))
        return
    current = group[0]
    state["acting"] = True
    if "character" in current and summons.of(state, current["character"]):
        monsters.begin_summons(state, current["character"], events)  # then the summoner's turn
    elif "character" in current:
        turn.begin(state, current["character"], events)
    elif "escort" in current:
        escorts.take_turn(state, current["escort"], events)
    elif monsters.acting_order(state, current["monster"]) or current["monster"] in hit_and_run.away(state):
        monsters.begin(state, current["monster"], events)


def turn_done(state: State, events: Events) -> None:
    """The turn at the head of the order is over."""
    rooms.turn_ends(state)
    state["order"].pop(0)
    state["acting"] = False


def end_of_round(state: State, events: Events) -> None:
    """Round summary, "Fine Round": decks whose last card shows the shuffle icon are
    reshuffled, elements wane, round bonuses end; then the scenario ends or a new round."""
    currents.flow(state, events)  # by the initiative of the cards still shown (#88)
    reshuffled = decks.end_of_round(state)
    piles_ = [c["modifiers"] for c in state["characters"]] + [state["monster_modifiers"]]
    for pile in piles_:
        if pile.pop("reshuffle", False):
            piles.reshuffle(state, pile)
    elements.wane(state)
    for monster in state["monsters"]:
        monster.pop("bonuses", None)
        monster.pop("summoned_this_round", None)
        monster.pop(turned.TURNED, None)  # the character's token, "for the round"
    mind_control.end_of_round(state)  # "mind controlled for this round"
    for summon in [*state["summons"], *state["escorts"]]:
        summon["bonuses"] = []
    for character in state["characters"]:
        character["bonuses"] = []
        character["played"] = None
        for active in [a for a in character["active"] if a["half"] and _duration(a) == "round"]:
            character["active"].remove(active)
            character["lost" if _lost(active) else "discard"].append(active["card"])
    events.append({"type": "round_ended", "round": state["round"], "reshuffled": reshuffled})
    state["phase"] = "end"
    special_rules.at_round(state, False, events)
    finish_round(state, events)


def finish_round(state: State, events: Events) -> None:
    """The end of the round after its timed rules: the standee numbers of monsters they
    placed, then the scenario ends or the characters may short rest (once the damage its rules
    dealt is chosen)."""
    if state["decisions"] or not setup.draw_standees(state):
        return
    outcome = goals.outcome(state)
    if outcome is not None:
        state["phase"] = "over"
        state["outcome"] = outcome
        events.append({"type": "scenario_ended", "outcome": outcome, "rewards": setup.rewards(state)})
        return
    offer_rests(state, events, 0)


def _half(active: dict[str, Any]) -> dict[str, Any]:
    half: dict[str, Any] = content.cards_by_id()[active["card"]][active["half"]]
    return half


def _duration(active: dict[str, Any]) -> str:
    return str(_half(active)["active"]["duration"])


def _lost(active: dict[str, Any]) -> bool:
    return bool(_half(active).get("lost"))


def break_tie(state: State, first: dict[str, Any]) -> None:
    """The players chose which tied turn goes first; the rest stay tied after it."""
    frame = state["decisions"].pop()
    rest = [t for t in frame["tied"] if t != first]
    state["order"][0:1] = [[first], rest]


# --- short rest -------------------------------------------------------------------------
# Round summary, "Fine Round", "Riposo Breve": "If able to, take the discards, shuffle them
# and draw a random card, and put it in the lost pile; the rest go back to the hand. If you
# want to keep the card drawn, you may suffer 1 damage and discard another one at random
# (only once per rest)." Able to: 2 or more cards in the discard pile (as for a long rest).
# Each character's seat decides in character order; the random cards are chance decisions.


def offer_rests(state: State, events: Events, start: int) -> None:
    """Offer a short rest to the next character from ``start`` able to take one; when none
    is left, the next round."""
    for i in range(start, len(state["characters"])):
        character = state["characters"][i]
        if not character["exhausted"] and len(character["discard"]) >= 2:
            state["decisions"].append(decisions.single(SHORT_REST, character["seat"], character=i))
            return
    setup.start_round(state, events)


def short_rest(state: State, index: int, rest: bool, events: Events) -> None:
    """The character's seat answered: rest or not."""
    state["decisions"].pop()
    if not rest:
        offer_rests(state, events, index + 1)
        return
    _draw_rest_card(state, index, None, events)


def _draw_rest_card(state: State, index: int, kept: int | None, events: Events) -> None:
    cards = sorted(c for c in state["characters"][index]["discard"] if c != kept)
    card = chance.pick(state, REST_CARD, cards, resting=index, kept=kept)
    if card is not chance.PENDING:
        rest_card_drawn(state, index, card, kept, events)


def rest_cards(state: State, frame: dict[str, Any]) -> list[int]:
    """The cards the random draw of a short rest may give."""
    return sorted(c for c in state["characters"][frame["resting"]]["discard"] if c != frame["kept"])


def rest_card_drawn(state: State, index: int, card: int, kept: int | None, events: Events) -> None:
    """The random card is known: the first may be kept for 1 damage, the second is lost."""
    events.append({"type": "short_rest_card", "character": index, "card": card})
    if kept is None:
        seat = state["characters"][index]["seat"]
        state["decisions"].append(decisions.single(KEEP_CARD, seat, character=index, card=card))
        return
    _rested(state, index, card, events)


def keep_card(state: State, keep: bool, events: Events) -> None:
    """Suffer 1 damage to keep the card drawn and lose another random one, or lose it."""
    frame = state["decisions"].pop()
    index, card = frame["character"], frame["card"]
    if not keep:
        _rested(state, index, card, events)
        return
    damage.lose_hp(state, index, 1, events, source="short_rest")
    if state["characters"][index]["exhausted"]:
        offer_rests(state, events, index + 1)
        return
    _draw_rest_card(state, index, card, events)


def _rested(state: State, index: int, lost: int, events: Events) -> None:
    character = state["characters"][index]
    character["discard"].remove(lost)
    character["lost"] = sorted(character["lost"] + [lost])
    character["hand"] = sorted(character["hand"] + character["discard"])
    character["discard"] = []
    events.append({"type": "short_rested", "character": index, "lost": lost})
    offer_rests(state, events, index + 1)
