"""Small Black Barrow states for monster turns: the board cleared and set up by hand, one
monster type's ability card shown, its turn next and the Spellweaver's turn after it."""

from rules.core import decisions
from rules.gloomhaven import GAME, content, decks, engine
from tests.gloomhaven.test_turns import BRUTE, TWO, answer_first

BRUTE_HEX, WEAVER_HEX = [1, 4], [1, 5]


def round_one():
    """Round 1 after selection: the Brute (Provoking Roar, 10) and the Spellweaver (80)."""
    state = answer_first(GAME.setup(TWO, seed=5), "select_cards")
    state, _ = GAME.apply(state, {"type": "select_cards", **BRUTE, "cards": [4, 5]})
    state, _ = GAME.apply(state, {"type": "select_cards", "player": 1, "character": 1, "cards": [63, 68]})
    return state


def monster(state, kind, at, elite=False, standee=None, hp=None):
    stats = content.monster_stats(kind, state["levels"]["monster"], elite)
    same = [m for m in state["monsters"] if m["type"] == kind]
    return {
        "type": kind,
        "standee": standee or len(same) + 1,
        "elite": elite,
        "hp": stats["hp"] if hp is None else hp,
        "max_hp": stats["hp"],
        "hex": list(at),
        "conditions": [],
    }


def show(state, kind, card):
    """The type's deck (added when missing) with ``card`` turned up."""
    deck_id = content.monsters()[kind]["deck"]
    if deck_id not in state["monster_decks"]:
        state["monster_decks"][deck_id] = decks.new_deck(state, deck_id)
    deck = state["monster_decks"][deck_id]
    if deck["shown"] is not None:
        deck["discard"].append(deck["shown"])
    for pile in (deck["draw"], deck["discard"]):
        if card in pile:
            pile.remove(card)
    deck["shown"] = card


def stack(pile, cards):
    """Put ``cards`` on top of a modifier pile's draw (they must be in it)."""
    for card in cards:
        pile["draw"].remove(card)
    pile["draw"][:0] = list(cards)


def setup_turn(kind, card, placed, brute=BRUTE_HEX, weaver=WEAVER_HEX, modifiers_on_top=("plus0",) * 6):
    """A state whose next turn is ``kind``'s with ``card``; ``placed``: (type, hex, elite,
    hp) of every monster on the map. Monster modifier draws are ``plus0`` first."""
    state = round_one()
    state["monsters"] = []
    for kind_, at, elite, hp in placed:
        state["monsters"].append(monster(state, kind_, at, elite, hp=hp))
    for kind_ in {p[0] for p in placed}:
        show(
            state, kind_, card if kind_ == kind else content.monster_decks()[content.monsters()[kind_]["deck"]][0]["id"]
        )
    state["characters"][0]["hex"], state["characters"][1]["hex"] = list(brute) if brute else None, list(weaver)
    if brute is None:
        state["characters"][0]["exhausted"] = True
    stack(state["monster_modifiers"], modifiers_on_top)
    state["decisions"], state["order"] = [], [[{"monster": kind}], [{"character": 1}]]
    state["acting"], state["turn"], state["attack"] = False, None, None
    brute_ = state["characters"][0]  # the Brute (10) has had its turn: its cards are discarded
    brute_["discard"], brute_["in_play"] = brute_["discard"] + brute_["in_play"], []
    GAME.check_state(state)
    return state


def run(state):
    """Play on to the next decision; the events."""
    events = []
    engine.resume(state, events)
    GAME.check_state(state)
    return events


def top(state):
    return decisions.top(state["decisions"])


def suffer_all(state, events):
    """Answer every damage question with "suffer"; the events, extended."""
    while top(state)["kind"] == "negate_damage":
        frame = top(state)
        seat = state["characters"][frame["character"]]["seat"]
        state2, more = GAME.apply(state, {"type": "suffer", "player": seat, "character": frame["character"]})
        state.clear()
        state.update(state2)
        events += more
    return events


def of(events, kind):
    return [e for e in events if e["type"] == kind]


def count(pile, card):
    return pile["draw"].count(card)


def play_out(state, events=None):
    """Answer damage with "suffer" and the AI's tied options with the first, until another
    kind of decision; the events."""
    events = run(state) if events is None else events
    while top(state)["kind"] in ("negate_damage", "monster_option"):
        frame = top(state)
        if frame["kind"] == "negate_damage":
            action = {"type": "suffer", "player": frame["seat"], "character": frame["character"]}
        else:
            action = {"type": "choose_option", "player": frame["seat"], "option": 0}
        new, more = GAME.apply(state, action)
        state.clear()
        state.update(new)
        events += more
    return events
