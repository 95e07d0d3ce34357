"""The labels of Founders of Gloomhaven's actions: one line in the rulebook's words, with the
names of the pack's races, resources, advisers and prestige buildings, and squares as
``(x, y)`` ("Recruit Herald from slot 3 for $1", "Build a road on (9, 9)").

A label names only what the acting seat may see: its own hand, the board, the offer and the
proposals. A chance action's label names the card the table drew, which is the table's own.
"""

from collections.abc import Callable

from rules.core import Action, State

from .content import BASIC_CARDS, INCOME_CARD, NEUTRAL, content
from .effects import recruit_price

Labeller = Callable[[State, Action], str]


def label(state: State, action: Action) -> str:
    """The words for ``action`` (a ``KeyError`` for a type without its own)."""
    return LABELS[action["type"]](state, action)


# --- names ---------------------------------------------------------------------------------
def _square(pair: list[int]) -> str:
    return f"({pair[0]}, {pair[1]})"


def _squares(pairs: list[list[int]]) -> str:
    return ", ".join(map(_square, pairs))


def _a(name: str) -> str:
    """``name`` with its indefinite article."""
    return ("an " if name[:1] in "AEIOU" else "a ") + name


def _resource(resource_id: str) -> str:
    return str(content().resources[resource_id]["name"])


def _card(card_id: str) -> str:
    """A card of a hand: a basic card or the income card by its action, an adviser by name."""
    if card_id in (*BASIC_CARDS, INCOME_CARD):
        return card_id.capitalize()
    return str(content().advisers[card_id]["name"])


def _prestige(prestige_id: str) -> str:
    return str(content().prestige[prestige_id]["name"])


def _building(state: State, index: int) -> str:
    return _prestige(state["buildings"][index]["id"])


def _tile(state: State, index: int) -> str:
    """A tile by its owner, resource and first square ("seat 1's Metal tile at (17, 5)")."""
    tile = state["tiles"][index]
    owner = "the neutral" if tile["owner"] == NEUTRAL else f"seat {tile['owner']}'s"
    return f"{owner} {_resource(tile['resource'])} tile at {_square(tile['squares'][0])}"


def _proposal(state: State, index: int) -> str:
    return _prestige(state["proposals"][index])


# --- the labels ----------------------------------------------------------------------------
def _recruit(state: State, action: Action) -> str:
    slot = action["slot"]
    price = recruit_price(slot, state["decisions"][-1].get("discount", 0))
    return f"Recruit {_card(state['advisers'][slot])} from slot {slot} for ${price}"


def _racial_action(state: State, action: Action) -> str:
    race = state["players"][action["player"]]["race"]
    return f"Take the {content().races[race]['name']} racial action"


def _choose_delivery(state: State, action: Action) -> str:
    """The tile (its resource) that delivers to the prestige building."""
    frame = state["decisions"][-1]
    return f"Deliver to {_building(state, frame['building'])} from {_tile(state, action['tile'])}"


def _dedicate(state: State, action: Action) -> str:
    amount = action["amount"]
    return f"Dedicate {amount or 'no'} {action['influence']} influence"


def _place_prestige(state: State, action: Action) -> str:
    return f"Place {_prestige(state['decisions'][-1]['building'])} on {_squares(action['squares'])}"


LABELS: dict[str, Labeller] = {
    "first_player": lambda state, a: f"Table: seat {a['outcome']} is the start player",
    "draw_proposal": lambda state, a: (
        f"Table: draw {_prestige(a['outcome'])} for proposal slot {state['decisions'][-1]['slot']}"
    ),
    "draw_adviser": lambda state, a: (
        f"Table: draw the adviser {_card(a['outcome'])} for slot {state['decisions'][-1]['slot']}"
    ),
    "choose_race": lambda state, a: f"Choose the {content().races[a['race']]['name']} race",
    "choose_resource": lambda state, a: f"Take the {_resource(a['resource'])} resource card",
    "place_stall": lambda state, a: f"Place your opening trade stall on {_square(a['square'])}",
    "play_card": lambda state, a: f"Play {_card(a['card'])} face up",
    "play_face_down": lambda state, a: f"Play {_card(a['card'])} face down",
    "call_vote": lambda state, a: "Call to vote",
    "follow": lambda state, a: f"Follow as {str(a['as']).capitalize()}",
    "take_money": lambda state, a: "Gain $1",
    "take_fleeting": lambda state, a: "Gain 1 fleeting influence",
    "build_road": lambda state, a: f"Build a road on {_square(a['square'])}",
    "skip_road": lambda state, a: "Build no road",
    "racial_action": _racial_action,
    "prestige_action": lambda state, a: f"Use the action of {_building(state, a['building'])}",
    "recall_worker": lambda state, a: f"Recall your worker from {_building(state, a['building'])}",
    "recruit": _recruit,
    "import": lambda state, a: f"Import {_a(_resource(a['resource']))} stall on {_square(a['square'])}",
    "import_access": lambda state, a: (
        f"Import a neutral {_resource(a['resource'])} stall on {_square(a['square'])}, with access"
    ),
    "buy_access": lambda state, a: f"Buy access to {_tile(state, a['tile'])}",
    "place_tile": lambda state, a: f"Build {_a(_resource(a['resource']))} tile on {_squares(a['squares'])}",
    "build_house": lambda state, a: f"Build a house on {_square(a['square'])}",
    "build_bridge": lambda state, a: f"Build a bridge or gate on {_square(a['square'])}",
    "choose_source": lambda state, a: (
        f"Source {_resource(state['decisions'][-1]['resource'])} from {_tile(state, a['tile'])}"
    ),
    "choose_delivery": _choose_delivery,
    "vote": lambda state, a: f"Vote for {_proposal(state, a['proposal'])}",
    "dedicate": _dedicate,
    "break_tie": lambda state, a: f"Break the tie for {_proposal(state, a['proposal'])}",
    "place_prestige": _place_prestige,
}
