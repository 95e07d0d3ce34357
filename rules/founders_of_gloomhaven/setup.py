"""Setup (L52–117): the start player, race and resource drafting, the opening trade stalls,
the introductory game's position (L537–588), and the decks: the prestige proposals and the
adviser offer, drawn by the seed or at the table."""

from __future__ import annotations

from rules.core import Action, Events, IllegalAction, Options, State, chance

from .city import City
from .content import BASIC_CARDS, INCOME_CARD, NEUTRAL, add, content
from .flow import Step, answer, ask, later, run, step
from .turn import require

TIERS = ("0", "1", "3")  # the adviser deck, top to bottom (L70–72)


def new_state(game: str, version: str, opts: Options, rng: chance.Rng | None) -> State:
    c = content()
    n = opts["players"]
    intro = opts["introductory"]
    cards = sorted([*BASIC_CARDS, *([INCOME_CARD] if n == 2 else [])])
    deck = [a for a in c.adviser_ids if not (intro and c.advisers[a]["points"] == 0)]
    state: State = {
        "game": game,
        "rules_version": version,
        "options": opts,
        "rng": rng,
        "phase": "setup",
        "start": None,
        "active": 0,
        "caller": None,
        "players": [
            {
                "race": None,
                "resources": [],
                "money": c.prices["start_money"],
                "points": 0,
                "fleeting": 0,
                "lasting": 0,
                "income": 0,
                "houses": [],
                "bridges": [],
                "hand": list(cards),
                "played": [],
                "race_worker": False,
            }
            for _ in range(n)
        ],
        "tiles": [],
        "roads": [],
        "buildings": [],
        "proposals": [None, None, None],
        "prestige_deck": {"unseen": sorted(c.prestige_ids), "bottom": []},
        "discard": [],
        "removed": [],
        "advisers": [None] * len(c.slot_costs),
        "adviser_deck": {tier: sorted(a for a in deck if str(c.advisers[a]["points"]) == tier) for tier in TIERS},
        "completions": 0,
        "bank": 0,
        "queue": [],
        "decisions": [],
    }
    later(state, {"do": "first_player"})
    return state


# --- the start player -------------------------------------------------------------------------
@step("first_player")
def _first_player(state: State, item: Step, events: Events) -> None:
    seat = chance.pick(state, "first_player", list(range(len(state["players"]))))
    if seat is not chance.PENDING:
        begin(state, seat)


def list_first_player(state: State, p: int) -> list[Action]:
    return [chance.action("first_player", seat) for seat in range(len(state["players"]))]


def first_player(state: State, action: Action, events: Events) -> None:
    require(action, list_first_player(state, action["player"]), "the start player is a seat of this game")
    answer(state)
    begin(state, action["outcome"])
    run(state, events)


def begin(state: State, start: int) -> None:
    """Races, then resources (a second round with 2 players), then the opening stalls, each
    in player order from the start player (L76–117)."""
    n = len(state["players"])
    state["start"] = state["active"] = start
    order = [(start + k) % n for k in range(n)]
    steps: list[Step] = [{"do": "choose_race", "seat": p} for p in order]
    if state["options"]["introductory"]:
        steps.append({"do": "introductory"})
    else:
        rounds = 2 if n == 2 else 1
        steps += [{"do": "choose_resource", "seat": p} for _ in range(rounds) for p in order]
        steps += [{"do": "place_stall", "seat": p} for p in order]
    steps += [{"do": "draw_proposal", "slot": slot} for slot in range(3)]
    steps += [{"do": "draw_adviser", "slot": slot} for slot in range(len(state["advisers"]))]
    steps.append({"do": "play"})
    later(state, *steps)


@step("play")
def _play(state: State, item: Step, events: Events) -> None:
    state["phase"] = "play"
    ask(state, "turn", state["active"])


# --- races and resources ----------------------------------------------------------------------
@step("choose_race")
def _choose_race(state: State, item: Step, events: Events) -> None:
    ask(state, "choose_race", item["seat"])


def race_choices(state: State) -> list[str]:
    taken = {info["race"] for info in state["players"]}
    n = str(len(state["players"]))
    pool = content().race_ids
    if state["options"]["introductory"]:  # L557–561
        pool = [entry["race"] for entry in content().introductory[n]["races"]]
    return [race for race in pool if race not in taken]


def list_race(state: State, p: int) -> list[Action]:
    return [{"type": "choose_race", "player": p, "race": race} for race in race_choices(state)]


def choose_race(state: State, action: Action, events: Events) -> None:
    """ "each player choose[s] a race, collecting that race's card and all trade stall tiles
    of the basic resource depicted on the race's card" (L76–77)."""
    p = action["player"]
    require(action, list_race(state, p), f"race {action['race']!r} is not available")
    answer(state)
    info = state["players"][p]
    info["race"] = action["race"]
    if not state["options"]["introductory"]:
        info["resources"] = [content().races[action["race"]]["basic"]]
    events.append({"type": "race", "player": p, "race": action["race"]})
    run(state, events)


@step("choose_resource")
def _choose_resource(state: State, item: Step, events: Events) -> None:
    ask(state, "choose_resource", item["seat"], stolen=[])


def resource_choices(state: State, p: int) -> list[str]:
    """The pool cards ``p`` may take; only when there are none, the drafted cards of others
    ``p`` may take instead (L103–106; Q3: never one already stolen in this chain)."""
    c = content()
    info = state["players"][p]
    held = {r for other in state["players"] for r in other["resources"]}
    race_basics = {c.races[other["race"]]["basic"] for other in state["players"] if other["race"]}
    banned = c.forbidden(info["race"], info["resources"][1:])
    free = [r for r in c.basics if r not in held and r not in race_basics and r not in banned]
    if free:
        return free
    stolen = set(state["decisions"][-1]["stolen"])
    return [
        r
        for q, other in enumerate(state["players"])
        if q != p
        for r in other["resources"][1:]
        if r not in banned and r not in stolen
    ]


def list_resource(state: State, p: int) -> list[Action]:
    return [{"type": "choose_resource", "player": p, "resource": r} for r in resource_choices(state, p)]


def choose_resource(state: State, action: Action, events: Events) -> None:
    """Take a resource card and its stalls (L78–87); taking another's card makes them pick a
    new one at once (L103–106)."""
    p, resource = action["player"], action["resource"]
    require(action, list_resource(state, p), f"resource {resource!r} may not be taken now (L81–87, L103–106)")
    frame = answer(state)
    victim = next((q for q, other in enumerate(state["players"]) if resource in other["resources"]), None)
    state["players"][p]["resources"].append(resource)
    events.append({"type": "resource", "player": p, "resource": resource, "from": victim})
    if victim is not None:
        state["players"][victim]["resources"].remove(resource)
        ask(state, "choose_resource", victim, stolen=[*frame["stolen"], resource])
    run(state, events)


@step("place_stall")
def _place_stall(state: State, item: Step, events: Events) -> None:
    ask(state, "place_stall", item["seat"])


def list_stall(state: State, p: int) -> list[Action]:
    """ "each player places one of their race's resource trade stall tile on any open grey
    space on the board" (L112–113)."""
    c = content()
    basic = c.races[state["players"][p]["race"]]["basic"]
    squares = City.of(state).stall_squares(p, basic, "c")
    return [{"type": "place_stall", "player": p, "square": c.xy(s)} for s in squares]


def place_stall(state: State, action: Action, events: Events) -> None:
    p = action["player"]
    require(action, list_stall(state, p), f"the opening stall cannot go on {action['square']}: an open grey space")
    answer(state)
    basic = content().races[state["players"][p]["race"]]["basic"]
    state["tiles"].append({"resource": basic, "squares": [list(action["square"])], "owner": p, "access": []})
    add(state["players"][p], "income", 1)  # Q4
    events.append({"type": "tile", "player": p, "resource": basic, "squares": [list(action["square"])]})
    run(state, events)


# --- the introductory game (L537–588) ------------------------------------------------------
@step("introductory")
def _introductory(state: State, item: Step, events: Events) -> None:
    c = content()
    setup = c.introductory[str(len(state["players"]))]
    seat = {info["race"]: p for p, info in enumerate(state["players"])}
    if set(seat) != {entry["race"] for entry in setup["races"]}:
        raise IllegalAction("the introductory game begins once every player has chosen one of its races (L557–561)")
    if any(entry["id"] not in state["prestige_deck"]["unseen"] for entry in setup["prestige"]):
        raise IllegalAction("the introductory game takes its prestige cards from the full deck (L569–572)")

    def who(race: str) -> int:
        return NEUTRAL if race == "neutral" else seat[race]

    for entry in setup["races"]:
        state["players"][seat[entry["race"]]]["resources"] = list(entry["resources"])
    for tile in setup["tiles"]:
        state["tiles"].append(
            {
                "resource": tile["resource"],
                "squares": [list(s) for s in tile["squares"]],
                "owner": who(tile["owner"]),
                "access": sorted(seat[r] for r in tile["access"]),
            }
        )
    for kind in ("houses", "bridges"):
        for entry in setup[kind]:
            state["players"][seat[entry["race"]]][kind].append(list(entry["square"]))
    state["roads"] = [list(s) for s in setup["roads"]]
    for entry in setup["prestige"]:
        deliveries = {d["resource"]: who(d["by"]) for d in entry["deliveries"]}
        state["buildings"].append(
            {
                "id": entry["id"],
                "squares": [list(s) for s in entry["squares"]],
                "deliveries": deliveries,
                "worker": None,
            }
        )
        state["prestige_deck"]["unseen"].remove(entry["id"])
    for entry in setup["income"]:
        state["players"][seat[entry["race"]]]["income"] = entry["tokens"]
    for info in state["players"]:
        info["lasting"] = setup["lasting"]
    events.append({"type": "introductory"})


# --- the decks ------------------------------------------------------------------------------
@step("draw_proposal")
def _draw_proposal(state: State, item: Step, events: Events) -> None:
    """Fill an empty proposal space from the prestige deck (L113–117, L494–498); an empty
    deck takes the discards back (Q20)."""
    slot = item["slot"]
    deck = state["prestige_deck"]
    if state["proposals"][slot] is not None:
        return
    if not deck["unseen"] and not _bottom_card(state, slot):
        deck["unseen"] = sorted(state["discard"])
        state["discard"] = []
    if deck["unseen"]:
        card = chance.pick(state, "draw_proposal", deck["unseen"], slot=slot)
        if card is not chance.PENDING:
            put_proposal(state, slot, card, events)
        return
    card = _bottom_card(state, slot)
    if card is not None:  # only known cards left: the first that may go there, in order
        deck["bottom"].remove(card)
        state["proposals"][slot] = card
        events.append({"type": "proposal", "slot": slot, "building": card})


def _bottom_card(state: State, slot: int) -> str | None:
    c = content()
    types = {c.prestige_type[p] for p in state["proposals"] if p is not None}
    city = City.of(state)
    for card in state["prestige_deck"]["bottom"]:
        if c.prestige_type[card] not in types and next(city.prestige_placements(card), None) is not None:
            return str(card)
    return None


def put_proposal(state: State, slot: int, card: str, events: Events) -> None:
    """A duplicate type goes to the bottom of the deck (L116–117, Q14: spaces fill left to
    right, so the new card is the rightmost); a card with no legal placement is removed
    from the game (L502–504, Q16); either way the space is dealt again."""
    c = content()
    state["prestige_deck"]["unseen"].remove(card)
    others = {c.prestige_type[p] for p in state["proposals"] if p is not None}
    if c.prestige_type[card] in others:
        state["prestige_deck"]["bottom"].append(card)
        events.append({"type": "to_bottom", "building": card})
    elif next(City.of(state).prestige_placements(card), None) is None:
        state["removed"].append(card)
        events.append({"type": "removed", "building": card})
    else:
        state["proposals"][slot] = card
        events.append({"type": "proposal", "slot": slot, "building": card})
        return
    later(state, {"do": "draw_proposal", "slot": slot})


def list_draw_proposal(state: State, p: int) -> list[Action]:
    return [chance.action("draw_proposal", card) for card in state["prestige_deck"]["unseen"]]


def draw_proposal(state: State, action: Action, events: Events) -> None:
    require(action, list_draw_proposal(state, action["player"]), "that card is not in the unseen prestige deck")
    frame = answer(state)
    put_proposal(state, frame["slot"], action["outcome"], events)
    run(state, events)


def _adviser_tier(state: State) -> list[str]:
    return next((state["adviser_deck"][t] for t in TIERS if state["adviser_deck"][t]), [])


@step("draw_adviser")
def _draw_adviser(state: State, item: Step, events: Events) -> None:
    """The adviser deck is dealt from the top: the 0-point advisers, then the 1s, then the
    3s (L70–72); an empty deck leaves the slot empty (Q24)."""
    tier = _adviser_tier(state)
    if not tier or state["advisers"][item["slot"]] is not None:
        return
    card = chance.pick(state, "draw_adviser", tier, slot=item["slot"])
    if card is not chance.PENDING:
        put_adviser(state, item["slot"], card, events)


def put_adviser(state: State, slot: int, card: str, events: Events) -> None:
    _adviser_tier(state).remove(card)
    state["advisers"][slot] = card
    events.append({"type": "adviser", "slot": slot, "adviser": card})


def list_draw_adviser(state: State, p: int) -> list[Action]:
    return [chance.action("draw_adviser", card) for card in _adviser_tier(state)]


def draw_adviser(state: State, action: Action, events: Events) -> None:
    require(action, list_draw_adviser(state, action["player"]), "that adviser is not on top of the adviser deck")
    frame = answer(state)
    put_adviser(state, frame["slot"], action["outcome"], events)
    run(state, events)
