"""The actions on a scenario's tokens (``markers``): a bottom action given up for one beside
the character (``activate_token``), a point of movement spent on one (``spend_movement``); a
bottom action given up for a treasure tile beside it (``loot_beside``: #52, "or by a character
adjacent to a treasure tile forgoing a bottom action (discarding one card instead)"); and an
action given up to free a figure beside it (``free_figure``: #44, "A character adjacent to
a captive Orchid may forgo an action (discarding one card instead) to free that captive, which
is removed from the map immediately")."""

from __future__ import annotations

from rules.core import Action, ActionSpec, Events, IllegalAction, State
from rules.core.schema import integer

from . import abilities, engine, looting, markers, scenario_rules, special_rules, turn
from .board import LISTS, Map, key
from .common import CHARACTER, HEX, own


# --- actions ----------------------------------------------------------------------------------
def _half_options(state: State, halves: tuple[str, ...] = ("bottom",)) -> list[tuple[int, str]]:
    """The (card, half) the acting character may give up now."""
    return sorted({(o["card"], o["half"]) for o in turn.options(state) if o["half"] in halves and o["basic"]})


def _bottom_options(state: State) -> list[int]:
    """The cards whose bottom half the acting character may give up now."""
    return [card for card, _ in _half_options(state)]


def _giving_up(state: State, action: Action, halves: tuple[str, ...] = ("bottom",)) -> int:
    """The acting character, whose card's half the action gives up (else refused)."""
    own(state, action)
    index = state["turn"]["character"] if state["turn"] is not None else None
    chosen = (action["card"], action.get("half", "bottom"))
    if index is None or action["character"] != index or chosen not in _half_options(state, halves):
        raise IllegalAction(f"give up the {' or '.join(halves)} action of one of your cards", code="invalid_half")
    return int(index)


def _activate_token(state: State, action: Action, events: Events) -> None:
    index = _giving_up(state, action)
    near = markers.beside(state, state["characters"][index]["hex"], "bottom_action")
    found = next((i for i in near if state["markers"][i]["name"] == action["token"]), None)
    if found is None:
        raise IllegalAction("a token beside you, activated by a bottom action", code="invalid_token")
    _give_up(state, index, action["card"], "bottom", events)
    markers.activate(state, found, index, events)
    engine.resume(state, events)


def _give_up(state: State, index: int, card: int, half: str, events: Events) -> None:
    """The acting character plays the card's half as an action that does nothing else."""
    choice = {"card": card, "half": half, "basic": True}
    state["decisions"].pop()
    state["turn"]["halves"].append(choice)
    state["turn"]["half"], state["turn"]["step"], state["turn"]["context"] = choice, 1, {}  # nothing more
    events.append({"type": "half_played", "character": index, **choice})


def _tiles_beside(state: State, index: int) -> list[list[int]]:
    """The treasure tiles beside the character a bottom action given up loots (#52)."""
    kinds = special_rules.looted_by_bottom_action(state)
    at = state["characters"][index]["hex"]
    if not kinds or at is None:
        return []
    near = set(Map(state).neighbours(key(at)))
    tiles = [o for o in state["overlays"] if o["type"] == "treasure" and o.get("id") in kinds]
    return sorted(o["hex"] for o in tiles if key(o["hex"]) in near)


def _loot_beside(state: State, action: Action, events: Events) -> None:
    index = _giving_up(state, action)
    if action["hex"] not in _tiles_beside(state, index):
        raise IllegalAction("a treasure tile beside you that a bottom action loots", code="invalid_hex")
    _give_up(state, index, action["card"], "bottom", events)
    looting.loot_hex(state, index, action["hex"], events)
    engine.resume(state, events)


def _list_looting(state: State, seat: int) -> list[Action]:
    index = _acting(state, seat)
    if index is None:
        return []
    tiles = _tiles_beside(state, index)
    return [
        {"type": "loot_beside", "player": seat, "character": index, "card": card, "hex": h}
        for card in (_bottom_options(state) if tiles else [])
        for h in tiles
    ]


def _acting(state: State, seat: int) -> int | None:
    """The character whose turn it is, asked what to do next, if it is the seat's."""
    if state["turn"] is None or state["decisions"][-1].get("character") != state["turn"]["character"]:
        return None
    index = int(state["turn"]["character"])
    return index if state["characters"][index]["seat"] == seat else None


def _list_activations(state: State, seat: int) -> list[Action]:
    index = _acting(state, seat)
    if index is None:
        return []
    near = markers.beside(state, state["characters"][index]["hex"], "bottom_action")
    return [
        {
            "type": "activate_token",
            "player": seat,
            "character": index,
            "card": card,
            "token": state["markers"][i]["name"],
        }
        for card in _bottom_options(state)
        for i in near
    ]


def _captives_beside(state: State, index: int) -> list[tuple[str, int]]:
    """The figures (escorts, objectives) beside the character a ``free_figure`` rule lets it
    free (#44's captive Orchids)."""
    prefixes = [r["figure"] for r in scenario_rules.rules_of(state).get("setup", []) if r["type"] == "free_figure"]
    at = state["characters"][index]["hex"]
    if not prefixes or at is None:
        return []
    near = set(Map(state).neighbours(key(at)))
    return [
        (kind, i)
        for kind in ("escort", "objective")
        for i, f in enumerate(state[LISTS[kind]])
        if key(f["hex"]) in near and any(f["name"].startswith(p) for p in prefixes)
    ]


def _free_figure(state: State, action: Action, events: Events) -> None:
    index = _giving_up(state, action, ("top", "bottom"))
    found = next((f for f in _captives_beside(state, index) if _name(state, f) == action["figure"]), None)
    if found is None:
        raise IllegalAction("a figure beside you that the scenario lets you free", code="invalid_figure")
    _give_up(state, index, action["card"], action["half"], events)
    freed = state[LISTS[found[0]]].pop(found[1])
    state["tally"]["freed"] = [*state["tally"].get("freed", []), freed["name"]]
    events.append({"type": "figure_freed", "name": freed["name"], "hex": freed["hex"], "character": index})
    engine.resume(state, events)


def _name(state: State, figure: tuple[str, int]) -> str:
    return str(state[LISTS[figure[0]]][figure[1]]["name"])


def _list_freeing(state: State, seat: int) -> list[Action]:
    index = _acting(state, seat)
    if index is None:
        return []
    captives = [_name(state, f) for f in _captives_beside(state, index)]
    return [
        {"type": "free_figure", "player": seat, "character": index, "card": card, "half": half, "figure": name}
        for card, half in (_half_options(state, ("top", "bottom")) if captives else [])
        for name in captives
    ]


def _digging(state: State) -> tuple[int, list[int]] | None:
    """The acting character and the tokens it may spend its move's movement on now."""
    frame = state["decisions"][-1]
    if frame["kind"] != abilities.MOVE or "figure" in frame or state["turn"] is None or frame["left"] < 1:
        return None
    return int(state["turn"]["character"]), markers.beside(state, frame["at"], "movement")


def _spend_movement(state: State, action: Action, events: Events) -> None:
    own(state, action)
    digging = _digging(state)
    if digging is None or action["character"] != digging[0]:
        raise IllegalAction("spend movement during your own move", code="invalid_token")
    found = next((i for i in digging[1] if state["markers"][i]["name"] == action["token"]), None)
    if found is None:
        raise IllegalAction("a token beside you, activated by movement", code="invalid_token")
    state["decisions"][-1]["left"] -= 1
    marker = state["markers"][found]
    marker["progress"] += 1
    goal = markers.goal_of(state, marker["name"])
    events.append({"type": "movement_spent", "name": marker["name"], "progress": marker["progress"]})
    if goal is not None and marker["progress"] >= markers.amount(state, goal):
        markers.activate(state, found, digging[0], events)


def _list_spending(state: State, seat: int) -> list[Action]:
    digging = _digging(state)
    if digging is None or state["characters"][digging[0]]["seat"] != seat:
        return []
    return [
        {"type": "spend_movement", "player": seat, "character": digging[0], "token": state["markers"][i]["name"]}
        for i in digging[1]
    ]


_TOKEN = {"type": "string", "maxLength": 40}
ACTIONS = [
    ActionSpec(
        "activate_token",
        "a scenario's token beside the character activated by giving up the bottom action of a card (discarded)",
        {"character": CHARACTER, "card": integer(1, 999), "token": _TOKEN},
        ("character_turn",),
        _activate_token,
        _list_activations,
    ),
    ActionSpec(
        "loot_beside",
        "a treasure tile beside the character looted by giving up the bottom action of a card (discarded)",
        {"character": CHARACTER, "card": integer(1, 999), "hex": HEX},
        ("character_turn",),
        _loot_beside,
        _list_looting,
    ),
    ActionSpec(
        "free_figure",
        "a figure beside the character freed (removed from the map) by giving up an action of a card "
        "(discarded): #44's captives",
        {"character": CHARACTER, "card": integer(1, 999), "half": {"enum": ["top", "bottom"]}, "figure": _TOKEN},
        ("character_turn",),
        _free_figure,
        _list_freeing,
    ),
    ActionSpec(
        "spend_movement",
        "one point of the move spent on a scenario's token beside the character (dig up a grave)",
        {"character": CHARACTER, "token": _TOKEN},
        (abilities.MOVE,),
        _spend_movement,
        _list_spending,
    ),
]
