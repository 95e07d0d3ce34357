"""TRADING & STEALING MODULE: Favor tokens and Stealing (Trading: ``trading.py``).

"at the start of the game each player receives two Favor tokens"; "At the end of the game,
players earn Victory Points based on the Favor tokens in their possession" (2 VP unspent,
4 VP spent). Stealing is "a free action you can take in addition to your normal turn".
"""

from typing import Any

from rules.core import Action, ActionSpec, Events, IllegalAction, State

from . import perks
from .board import DEED, LOT_INDEX, City, lot_markers_on_board, name, neighbours, sort_lots

FAVORS = 2  # "each player receives two Favor tokens"
VP = {"unspent": 2, "spent": 4}


def favors(options: dict[str, Any]) -> int:
    """Favor tokens each player starts with: two with Trading or Stealing, else none."""
    return FAVORS if options.get("stealing") or options.get("trading") else 0


def favor_vp(info: dict[str, Any]) -> int:
    """ "The 4 VP side ... Spent"; an unspent token is worth 2 VP (end of the game)."""
    return sum(VP[side] * count for side, count in info["favors"].items())


def _list_steals(state: State, p: int) -> list[Action]:
    """Empty lots of other players with at least two of ``p``'s lots orthogonally adjacent
    ("You must own at least two Lots and/or Buildings orthogonally adjacent to the Lot you
    wish to steal"), while ``p`` has a 2 VP Favor token and a Lot marker to put there."""
    info = state["players"][p]
    if info["favors"]["unspent"] < 1 or lot_markers_on_board(state, p) >= perks.lot_markers(state, p):
        return []
    city = City(state)
    mine = city.owned(p)
    found = []
    for lot, owner in city.owner.items():
        if owner != p and lot not in city.building_at and sum(n in mine for n in neighbours(lot)) >= 2:
            found.append(name(lot))
    return [{"type": "steal", "player": p, "lot": lot} for lot in sort_lots(found)]


def _steal(state: State, action: Action, events: Events) -> None:
    """ "Flip this token to the 4 VP side and give it to the player you are stealing from ...
    replace the original owner's Lot marker with your own ... take the Deed card"."""
    p, lot = action["player"], action["lot"]
    if action not in _list_steals(state, p):
        raise IllegalAction(
            f"cannot steal {lot!r}: it must be another player's empty lot beside two of your lots, "
            "and you need a 2 VP Favor token and a Lot marker",
            code="cannot_steal",
        )
    victim = City(state).owner[LOT_INDEX[lot]]
    state["players"][victim]["deeds"].remove(lot)
    state["players"][p]["deeds"] = sort_lots([*state["players"][p]["deeds"], lot])
    state["players"][p]["favors"]["unspent"] -= 1
    state["players"][victim]["favors"]["spent"] += 1
    events.append({"type": "lot_stolen", "player": p, "from": victim, "deed": lot})


def spec(turns: tuple[str, ...]) -> ActionSpec:
    return ActionSpec(
        "steal",
        "Stealing (a free action on your turn): take another player's empty lot, paying a 2 VP Favor token",
        {"lot": DEED},
        turns,
        _steal,
        _list_steals,
        when=lambda state: bool(state["options"]["stealing"]),
    )
