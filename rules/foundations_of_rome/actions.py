"""The actions of a turn — Take Income, Buy a Deed, Construct a Building — Deed Drafting,
and the draws a table makes when ``randomness`` is ``"table"``.

``ACTIONS`` declares each type once: its members, the decision it answers, its handler and
its lister. ``legal_actions`` lists them exactly; ``apply`` plays one on a copy of the state.
"""

from typing import NamedTuple

from rules.core import Action, ActionSpec, ActionTable, Events, IllegalAction, State, decisions, schema

from . import consul_play, dealt, deck, monuments, perks, stealing, trading
from .board import (
    BUILDINGS,
    DEED,
    LOT_INDEX,
    City,
    commercial_silver,
    is_monument,
    kinds,
    lot_markers_on_board,
    name,
    orientations,
    shape_key,
    size,
    sort_lots,
    supply,
)
from .scoring import gain, score_era, score_objectives

INCOME = 5
TURN, FINAL_TURN, DRAFT = "turn", "final_turn", "draft_deed"
#: With Trading, the turn stays open after its action: "you could make a trade, then buy a Lot
#: as your normal action, then trade away the Lot you just bought" — until ``end_turn``.
AFTER_ACTION = "after_action"


# --- listing -------------------------------------------------------------------------
def _list_income(state: State, p: int) -> list[Action]:
    return [{"type": "take_income", "player": p}]


def _list_deed_purchases(state: State, p: int) -> list[Action]:
    info = state["players"][p]
    if lot_markers_on_board(state, p) >= perks.lot_markers(state, p):
        return []
    prices = consul_play.prices(state)  # the Consul's minimum price, if any
    return [
        {"type": "buy_deed", "player": p, "deed": deed}
        for slot, deed in enumerate(state["deeds_for_sale"])
        if info["silver"] >= perks.deed_price(state, p, prices[slot])
    ]


def _list_constructions(state: State, player: int) -> list[Action]:
    city = City(state, player)
    owned = city.owned(player)
    markers = len(owned) - sum(1 for i in owned if i in city.building_at)
    shifted: dict[int, set[int]] = {}  # offset -> the lots that offset away from an owned lot
    by_shape: dict[tuple[tuple[int, ...], ...], list[list[str]]] = {}
    actions: list[Action] = []
    buildable = [kind for kind, left in supply(state, player).items() if left > 0]
    shared = monuments.buildable(state, player)  # every requirement but the edge: met
    players = state["options"]["players"]
    for kind in buildable + shared:
        if size(kind) > len(owned):
            continue
        shape = orientations(kind)
        if shape not in by_shape:
            placements = _placements(shape, size(kind), owned, shifted, city, markers, _rule(state, player))
            by_shape[shape] = [[name(i) for i in cells] for cells in sorted(placements)]
        actions += [
            {"type": "construct", "player": player, "building": kind, "lots": list(lots)}
            for lots in by_shape[shape]
            if not is_monument(kind) or not monuments.needs_edge(kind) or monuments.on_edge(lots, players)
        ]
    return actions


def _list_draft(state: State, p: int) -> list[Action]:
    return [{"type": "draft_deed", "player": p, "deed": d} for d in sort_lots(state["decisions"][-1]["hands"][p])]


def _placements(
    shape: tuple[tuple[int, ...], ...],
    new_size: int,
    owned: set[int],
    shifted: dict[int, set[int]],
    city: City,
    markers: int,
    rule: "BuildRule",
) -> list[list[int]]:
    """Every placement (sorted lot indices) of a building of ``shape`` on ``owned`` lots."""
    if new_size == 1 and not rule.same_size:
        # A one-lot building covers no building ("bigger than any ... you are building over")
        # and takes the lot marker off the lot it goes on: every empty lot, nothing else.
        return [[lot] for lot in owned if lot not in city.building_at]
    found: list[list[int]] = []
    for offsets in shape:
        # anchors whose every cell of this orientation is owned: one set intersection
        others: list[set[int]] = []
        for d in offsets[1:]:
            if d not in shifted:
                shifted[d] = {c - d for c in owned}
            others.append(shifted[d])
        for anchor in owned.intersection(*others):
            cells = [anchor + d for d in offsets]
            if _placement_problem(cells, new_size, city, markers, rule) is None:
                found.append(cells)
    return found


class BuildRule(NamedTuple):
    """What a player's role changes in building: more lot markers, building over the same size."""

    lot_markers: int
    same_size: bool


def _rule(state: State, p: int) -> BuildRule:
    return BuildRule(perks.lot_markers(state, p), perks.has(state, p, "build_over_same_size"))


def _placement_problem(
    cells: list[int], new_size: int, city: City, markers: int, rule: BuildRule
) -> tuple[str, str] | None:
    """Why a building of ``new_size`` may not go on owned ``cells``, or None.

    "You may also 'build over' a Building you constructed earlier, but only if the new
    Building is bigger than any individual one you are building over." Covered buildings go
    back to the tray; owned lots they leave uncovered get a lot marker again.
    """
    covered = {city.building_at[c] for c in cells if c in city.building_at}
    for position in covered:
        old = city.buildings[position]
        if len(old["lots"]) > new_size or (len(old["lots"]) == new_size and not rule.same_size):
            return (
                "build_over_not_smaller",
                f"cannot build over the {kinds()[old['kind']]['name']} on "
                f"{', '.join(old['lots'])}: the new building must be bigger than it",
            )
    empty_covered = len(cells) - sum(1 for c in cells if c in city.building_at)
    freed = sum(len(city.buildings[i]["lots"]) for i in covered) - (len(cells) - empty_covered)
    if markers - empty_covered + freed > rule.lot_markers:
        return (
            "not_enough_lot_markers",
            f"the lots left uncovered need more than the {rule.lot_markers} lot markers you have",
        )
    return None


# --- applying ------------------------------------------------------------------------
def _take_income(state: State, action: Action, events: Events) -> None:
    """ "gain you 5 Silver ... plus ... Silver equal to the value of the Commercial Buildings"."""
    p = action["player"]
    gained = INCOME + commercial_silver(state, p) + perks.bonus(state, p, "income_bonus")
    gain(state["players"][p], "silver", gained)
    events.append({"type": "income_taken", "player": p, "silver": gained})
    _end_turn(state, events)


def _buy_deed(state: State, action: Action, events: Events) -> None:
    p, deed = action["player"], action["deed"]
    row = state["deeds_for_sale"]
    if deed not in row:
        raise IllegalAction(
            f"deed {deed!r} is not for sale; for sale: {', '.join(row) or 'none'}", code="deed_not_for_sale"
        )
    if lot_markers_on_board(state, p) >= perks.lot_markers(state, p):
        raise IllegalAction("all your lot markers are already on the City board", code="no_lot_markers")
    slot = row.index(deed)
    price = perks.deed_price(state, p, consul_play.prices(state)[slot])
    info = state["players"][p]
    if info["silver"] < price:
        raise IllegalAction(f"deed {deed} costs {price} silver; you have {info['silver']}", code="insufficient_silver")
    info["silver"] -= price
    info["deeds"] = sort_lots(info["deeds"] + [deed])
    row.pop(slot)  # the dearer cards slide down one slot
    events.append({"type": "deed_bought", "player": p, "deed": deed, "price": price})
    deck.refill(state, events)
    _end_turn(state, events)


def _construct(state: State, action: Action, events: Events) -> None:
    p, kind, lots = action["player"], action["building"], action["lots"]
    if not isinstance(kind, str) or kind not in kinds():
        raise IllegalAction(f"unknown building {kind!r}", code="unknown_building")
    if is_monument(kind):
        unavailable = monuments.unavailable(state, p, kind)
        if unavailable:
            raise IllegalAction(unavailable, code="monument_unavailable")
    elif supply(state, p)[kind] <= 0:
        raise IllegalAction(f"no {BUILDINGS[kind]['name']} left in your supply", code="supply_exhausted")
    if (
        not isinstance(lots, list)
        or not all(isinstance(x, str) and x in LOT_INDEX for x in lots)
        or len(set(lots)) != len(lots)
    ):
        raise IllegalAction("'lots' must be a list of distinct lot names such as \"B4\"", code="malformed_action")
    cells = [LOT_INDEX[x] for x in lots]
    if len(cells) != size(kind) or shape_key(cells) not in orientations(kind):
        raise IllegalAction(
            f"lots {', '.join(lots)} do not match the shape of a {kinds()[kind]['name']} in any rotation or reflection",
            code="shape_mismatch",
        )
    city = City(state, p)
    foreign = [x for x in lots if city.owner.get(LOT_INDEX[x]) != p]
    if foreign:
        raise IllegalAction(
            f"you can only construct on lots you own; not yours: {', '.join(foreign)}", code="lot_not_owned"
        )
    problem = _placement_problem(cells, len(cells), city, len(city.empty_lots(p)), _rule(state, p))
    if problem:
        raise IllegalAction(problem[1], code=problem[0])
    if is_monument(kind):
        reason = monuments.placement_problem(state, p, kind, lots)
        if reason:
            raise IllegalAction(reason, code="monument_requirement")
        state["monuments"]["pool"].remove(kind)
    covered = sorted({city.building_at[c] for c in cells if c in city.building_at}, reverse=True)
    for position in covered:
        old = state["buildings"].pop(position)
        if is_monument(old["kind"]):  # "it returns with the matching card to the common pool"
            state["monuments"]["pool"] = sorted([*state["monuments"]["pool"], old["kind"]])
        events.append({"type": "building_removed", "player": p, "building": old["kind"], "lots": old["lots"]})
    placed = {"kind": kind, "owner": p, "lots": sort_lots(lots)}
    state["buildings"].append(placed)
    events.append({"type": "building_placed", "player": p, "building": kind, "lots": placed["lots"]})
    _end_turn(state, events)


def _draft_deed(state: State, action: Action, events: Events) -> None:
    """Deed Drafting: choose one card secretly; when all have chosen, reveal, take the lots,
    and pass the rest of the hand to the player on the left."""
    p, deed = action["player"], action["deed"]
    draft = state["decisions"][-1]
    if not isinstance(deed, str) or deed not in draft["hands"][p]:
        raise IllegalAction(f"deed {deed!r} is not in your hand", code="deed_not_in_hand")
    if decisions.choose(draft, p, deed):
        _reveal_draft(state, events)


def _reveal_draft(state: State, events: Events) -> None:
    draft, n = state["decisions"][-1], len(state["players"])
    while True:
        for p, deed in enumerate(draft["choices"]):
            draft["hands"][p].remove(deed)
            info = state["players"][p]
            info["deeds"] = sort_lots(info["deeds"] + [deed])
            events.append({"type": "deed_drafted", "player": p, "deed": deed})
        draft["hands"] = [draft["hands"][(p - 1) % n] for p in range(n)]
        draft["choices"] = [None] * n
        if not draft["hands"][0]:
            events.append({"type": "draft_finished"})
            dealt.begin(state, events)
            return
        events.append({"type": "hands_passed"})
        if len(draft["hands"][0]) > 1:
            return
        draft["choices"] = [hand[0] for hand in draft["hands"]]  # the last card is forced


# --- turn order and Eras -------------------------------------------------------------
def _end_turn(state: State, events: Events) -> None:
    """The turn's action is done: with Trading the player may still trade, else the next turn."""
    if state["options"]["trading"]:
        state["decisions"][0]["kind"] = AFTER_ACTION
        return
    _next_turn(state, events)


def _pass(state: State, action: Action, events: Events) -> None:
    state["decisions"][0]["kind"] = TURN if state["phase"] == "turn" else FINAL_TURN
    events.append({"type": "turn_ended", "player": action["player"]})
    _next_turn(state, events)


def _list_pass(state: State, p: int) -> list[Action]:
    return [{"type": "end_turn", "player": p}]


def _next_turn(state: State, events: Events) -> None:
    n = len(state["players"])
    turn = state["decisions"][0]  # below any draw the table still has to make
    ended, turn["seat"] = turn["seat"], (turn["seat"] + 1) % n
    if state["phase"] == "turn":
        if deck.exhausted(state):
            _begin_final_turns(state, events)
        else:
            consul_play.after_turn(state, events, ended)  # Will of the Consul: the card, the Consul's act
        return
    state["final_turns_left"] -= 1
    if state["final_turns_left"] > 0:
        return
    events.append(score_era(state))
    if state["era"] == 3:
        scored = score_objectives(state)
        if scored:
            events.append(scored)
        state["phase"] = "game_over"
        state["decisions"] = []
        scores = [info["vp"] for info in state["players"]]
        events.append({"type": "game_over", "scores": scores, "winners": winners(state)})
        return
    # "A new round begins with the player to the left of the one who took the last turn."
    state["era"] += 1
    state["phase"] = "turn"
    turn["kind"] = TURN
    events.append({"type": "era_started", "era": state["era"], "first_player": turn["seat"]})
    consul_play.pass_control(state, events)
    deck.refill(state, events)
    if deck.exhausted(state):
        _begin_final_turns(state, events)


def _begin_final_turns(state: State, events: Events) -> None:
    """ "Once the Deed board is empty for the round, each player takes one final turn to
    collect income or build (including the player who purchased the last Lot)."""
    state["phase"] = "final_turn"
    state["final_turns_left"] = len(state["players"])
    state["decisions"][0]["kind"] = FINAL_TURN
    events.append({"type": "era_ending", "era": state["era"], "first_player": state["decisions"][0]["seat"]})


def winners(state: State) -> list[int]:
    """The players with the most Victory Points (the rulebook names no tie-breaker); with the
    Consul every seat if the players won together, else none."""
    if state.get("consul") is not None:
        return consul_play.winners(state)
    best = max(info["vp"] for info in state["players"])
    return [p for p, info in enumerate(state["players"]) if info["vp"] == best]


# --- the table ---------------------------------------------------------------------------
ACTIONS = ActionTable(
    [
        ActionSpec(
            "take_income",
            "Take Income: 5 silver plus your commercial buildings' silver",
            {},
            (TURN, FINAL_TURN),
            _take_income,
            _list_income,
        ),
        ActionSpec(
            "buy_deed",
            "Buy a Deed from the Deed board at its slot's price",
            {"deed": DEED},
            (TURN,),
            _buy_deed,
            _list_deed_purchases,
        ),
        ActionSpec(
            "construct",
            "Construct a building from your supply on lots you own",
            {
                "building": {"type": "string", "enum": list(kinds())},
                "lots": schema.array(DEED, minItems=1, maxItems=6),
            },
            (TURN, FINAL_TURN),
            _construct,
            _list_constructions,
        ),
        ActionSpec(
            "draft_deed",
            "Deed Drafting: keep one card of your hand, secretly",
            {"deed": DEED},
            (DRAFT,),
            _draft_deed,
            _list_draft,
        ),
        ActionSpec(
            "end_turn",
            "Trading: end your turn after its action (no more trades)",
            {},
            (AFTER_ACTION,),
            _pass,
            _list_pass,
        ),
        stealing.spec((TURN, FINAL_TURN, AFTER_ACTION)),
        *trading.specs((TURN, FINAL_TURN, AFTER_ACTION)),
        *dealt.specs(),
        *deck.CHANCE_ACTIONS,
        *consul_play.ACTIONS,
    ]
)
