"""What a Foundations of Rome state must satisfy beyond its published schema (types, members
and ranges are the schema's): the deeds' bookkeeping, buildings, the draft, and the
decisions each phase allows."""

from typing import Any, NoReturn

from rules.core import InvalidOptions, InvalidState, Options, State, decisions
from rules.core.decisions import CHANCE

from . import consul, consul_play, dealt, deck, invocations, monuments, perks, stealing, trading
from .board import DEED_PRICES, LOT_INDEX, deed_set, has_shape, is_monument, kinds, shape_key, sort_lots
from .invocations import EXTRA

TABLE_SETUP_CHANCE = ("first_player", "deal_deed", "reveal_monument", "draw_deed")


def _fail(message: str) -> NoReturn:
    raise InvalidState(message)


def check_options(opts: Options) -> None:
    first = opts["first_player"]
    if first is not None and first >= opts["players"]:
        raise InvalidOptions(f"options.first_player must be null or a seat from 0 to {opts['players'] - 1}")
    if opts.get("consul"):  # "Only playable with 2-4 players ... no other Modules may be used"
        others = [m for m in ("stealing", "trading", "objectives", "invocations", "roles") if opts.get(m)]
        if opts["players"] > 4 or others:
            raise InvalidOptions(
                "options.consul (Will of the Consul) is played by 2-4 players, with Monuments at most: "
                + (f"not with {', '.join(others)}" if others else f"not with {opts['players']} players")
            )


def check_state(state: State) -> None:
    """Raise InvalidState unless ``state`` (valid against the schema) is consistent."""
    opts = state["options"]
    n, table = opts["players"], state["rng"] is None
    if table != (opts["randomness"] == "table"):
        _fail("rng must be {seed, draws} with randomness 'seeded' and null with 'table'")
    if opts["first_player"] is None and state["phase"] != "setup":
        _fail("options.first_player is decided before the game begins")
    try:
        check_options(opts)
    except InvalidOptions as e:
        _fail(f"state.{e.message}")
    if len(state["players"]) != n:
        _fail(f"players must list {n} players")
    if state["final_turns_left"] > n:
        _fail(f"final_turns_left is at most {n}")
    _check_monuments(state, n)
    _check_consul(state, n)
    _check_favors(state, n)
    _check_decisions(state, n)
    for problem in (dealt.problem(state), invocations.problem(state), _turn_bonus_problem(state)):
        if problem:
            _fail(problem)
    _check_decks(state, table)
    _check_draft(state, n)
    _check_deeds(state, n)
    _check_buildings(state, n)
    _check_phase(state)
    _check_trade(state)


def _check_monuments(state: State, n: int) -> None:
    """Each Monument in one place (the pool or the board), players + 3 of them turned over once
    setup has turned them, none without the option, at most 6 Monument markers each."""
    pool = state["monuments"]["pool"]
    built = [b["kind"] for b in state["buildings"] if is_monument(b["kind"])]
    if not state["options"]["monuments"] and (pool or built):
        _fail("Monuments need options.monuments")
    if len(set(pool + built)) != len(pool) + len(built):
        _fail("a Monument is in two places (the pool and the board, or twice)")
    wanted = monuments.face_up(n) if state["options"]["monuments"] else 0
    revealing = any(f["kind"] == "reveal_monument" for f in state["decisions"])
    if len(pool) + len(built) > wanted or (state["phase"] != "setup" and len(pool) + len(built) != wanted):
        _fail(f"{wanted} Monuments are turned over at setup (players + 3)")
    if revealing and len(pool) >= wanted:
        _fail("a Monument is turned over only while fewer than players + 3 are")
    for p in range(n):
        if monuments.markers_left(state, p) < 0:
            _fail(f"player {p} has more Monuments than Monument markers")


def _check_favors(state: State, n: int) -> None:
    """Favor tokens change hands but are never made or lost: two each at the start."""
    held = sum(info["favors"]["unspent"] + info["favors"]["spent"] for info in state["players"])
    if not state["options"]["stealing"] and any(info["favors"]["spent"] for info in state["players"]):
        _fail("only Stealing flips a Favor token to its Spent side")
    if held != stealing.favors(state["options"]) * n:
        _fail(f"the players hold {held} Favor tokens; the game has {stealing.favors(state['options']) * n}")


def _check_trade(state: State) -> None:
    """A turn stays open after its action only with Trading; a pending offer is the player on
    turn's, to another seat, and still valid."""
    frames = state["decisions"]
    if frames and frames[0]["kind"] == "after_action" and not state["options"]["trading"]:
        _fail("a turn stays open after its action only with options.trading")
    if not frames or frames[-1]["kind"] != trading.ANSWER:
        return
    if not state["options"]["trading"]:
        _fail("an offer needs options.trading")
    offer, partner = frames[-1]["offer"], frames[-1]["seat"]
    if offer["from"] != frames[0]["seat"]:
        _fail("only the player on turn makes offers")
    problem = trading.offer_problem(state, offer["from"], partner, offer["give"], offer["take"])
    if problem:
        _fail(f"the pending offer is not valid: {problem}")


def _turn_bonus_problem(state: State) -> str | None:
    """An Invocation's discount or extra action lasts for its holder's turn, with the module;
    an ``extra_action`` frame has an extra action to take."""
    frame = state["decisions"][0] if state["decisions"] else {}
    if ("discount" in frame or "extra" in frame) and not state["options"]["invocations"]:
        return "a turn's discount and extra actions come from Invocations (options.invocations)"
    if frame.get("kind") == EXTRA and not frame.get("extra"):
        return "an extra_action turn has an extra action to take"
    return None


def _check_decisions(state: State, n: int) -> None:
    frames, phase = state["decisions"], state["phase"]
    kinds = [f["kind"] for f in frames]
    for f in frames:
        if f.get("seat", 0) >= n or ("choices" in f and len(f["choices"]) != n):
            _fail(f"decision {f['kind']!r} names a seat this {n}-player game does not have")
        if f.get("to") is not None and f["to"] >= n:
            _fail("deal_deed.to must be a seat of this game")
    by_phase: dict[str, list[list[str]]] = {
        "game_over": [[]],
        "final_turn": [[t, *top] for t in ("final_turn", "after_action", EXTRA) for top in ([], ["answer_trade"])],
        "turn": [[t, *top] for t in ("turn", "after_action", EXTRA) for top in ([], ["draw_deed"], ["answer_trade"])],
        "draft": [["draft_deed"]],
        "keep": [
            ["deal_card"],
            *([keep, *deal] for keep in ("keep_role", "keep_objective") for deal in ([], ["deal_card"])),
        ],
        "setup": [[*base, c] for base in ([], ["draft_deed"]) for c in TABLE_SETUP_CHANCE],
    }
    allowed = by_phase[phase] + (_consul_stacks(phase) if state["consul"] is not None else [])
    if kinds not in allowed:
        _fail(f"in phase {phase!r} the pending decisions are one of {allowed}, not {kinds}")
    if any(f.get("seat") == CHANCE for f in frames) and state["rng"] is not None:
        _fail("only randomness 'table' has decisions of the chance seat")
    if phase == "setup":
        if state["rng"] is not None:
            _fail("only randomness 'table' has a setup phase (seeded setup is immediate)")
        if (kinds[-1] == "first_player") != (state["options"]["first_player"] is None):
            _fail("the first player is chosen first, and only while options.first_player is null")
        if "draft_deed" in kinds and not state["options"]["deed_drafting"]:
            _fail("a draft needs options.deed_drafting")
        if state["options"]["deed_drafting"] and kinds[0] != "draft_deed":
            _fail("with deed drafting the deal goes into the draft hands")
        if kinds[-1] == "deal_deed":
            short = [p for p, hand in enumerate(deck.hands(state)) if len(hand) < deck.DEALT]
            if not short or frames[-1]["to"] != short[0]:
                _fail("deal_deed must deal to the first seat whose hand is short")
        elif any(len(hand) != deck.DEALT for hand in deck.hands(state)) and kinds[-1] == "draw_deed":
            _fail("the Deed board is filled after the deal")


def _check_decks(state: State, table: bool) -> None:
    for e, cards in enumerate(state["era_decks"]):
        if cards and e + 1 < state["era"]:
            _fail(f"the Era {e + 1} deck must be empty in Era {state['era']}")
        if any((card is None) != table for card in cards):
            _fail("Era decks hold known deeds when seeded and face-down null cards at the table")
    if len(state["deeds_for_sale"]) > len(DEED_PRICES):
        _fail(f"at most {len(DEED_PRICES)} deeds are for sale")


def _check_draft(state: State, n: int) -> None:
    frames = state["decisions"]
    if not frames or frames[0]["kind"] != "draft_deed":
        return
    draft = frames[0]
    if not state["options"]["deed_drafting"] or state["era"] != 1 or state["buildings"]:
        _fail("Deed Drafting happens before the first turn, with options.deed_drafting")
    hands, choices = draft["hands"], draft["choices"]
    if len(hands) != n:
        _fail(f"draft.hands must have {n} entries")
    if state["phase"] == "setup":
        if any(choices) or any(state["players"][p]["deeds"] for p in range(n)):
            _fail("nobody drafts before the deal is done")
        return
    sizes = {len(h) for h in hands}
    hand_size = sizes.pop() if len(sizes) == 1 else 0
    if not 2 <= hand_size <= deck.DEALT:
        _fail("draft hands must all hold the same number of cards (2 to 6)")
    if any(len(info["deeds"]) != deck.DEALT - hand_size for info in state["players"]):
        _fail("while drafting, each player holds the deeds already drafted: 6 minus the hand size")
    for p, choice in enumerate(choices):
        if choice is not None and choice not in hands[p]:
            _fail(f"draft.choices[{p}] must be null or a card of that player's hand")
    if all(c is not None for c in choices):
        _fail("a draft where every player has chosen is already revealed")


def _check_deeds(state: State, n: int) -> None:
    """Every deed of the play area is in exactly one place, or (at the table) unseen."""
    seen = deck.placed(state)
    hidden_invocations = sum(state["invocations"]["face_down"]) if state["invocations"] and state["rng"] is None else 0
    face_down = seen.count(None) - hidden_invocations
    known = set(seen)
    known.discard(None)
    to_deal = (
        sum(deck.DEALT - len(hand) for hand in deck.hands(state)) + consul_play.deeds_to_take(state)
        if state["phase"] == "setup"
        else 0
    )
    in_play = deed_set(n)
    if (
        len(known) != len(seen) - seen.count(None)
        or not known <= in_play
        or len(in_play) - len(known) != face_down + to_deal
    ):
        _fail(
            f"every deed of the {n}-player play area must be in exactly one place "
            "(an Era deck, for sale, a player's pile or a draft hand)"
        )


def _check_buildings(state: State, n: int) -> None:
    """Each building on its owner's lots, none overlapping, in its shape, within the tray's
    count; at most 8 empty lots each. Checked in one pass; on a failure the slow loop says
    where."""
    buildings = state["buildings"]
    owned = [set(info["deeds"]) for info in state["players"]]
    used: set[str] = set()
    covered = 0
    built: dict[tuple[int, str], int] = {}
    for b in buildings:
        seat, kind, lots = b["owner"], b["kind"], b["lots"]
        if seat >= n or not owned[seat].issuperset(lots) or not has_shape(kind, tuple(lots)):
            _explain_buildings(buildings, owned, n)
        covered += len(lots)
        used.update(lots)
        built[seat, kind] = built.get((seat, kind), 0) + 1
    if len(used) != covered or any(count > kinds()[kind]["count"] for (_, kind), count in built.items()):
        _explain_buildings(buildings, owned, n)
    for p in range(n):
        if len(owned[p] - used) > perks.lot_markers(state, p):
            _fail(f"player {p} has more than {perks.lot_markers(state, p)} empty lots (lot markers)")


def _explain_buildings(buildings: list[dict[str, Any]], owned: list[set[str]], n: int) -> NoReturn:
    used: set[str] = set()
    built: dict[tuple[int, str], int] = {}
    for i, b in enumerate(buildings):
        p, kind, lots = b["owner"], b["kind"], b["lots"]
        if p >= n:
            _fail(f"buildings[{i}].owner must be a seat of this game")
        if not owned[p].issuperset(lots):
            _fail(f"buildings[{i}] stands on lots its owner does not own")
        if not used.isdisjoint(lots) or len(set(lots)) != len(lots):
            _fail(f"buildings[{i}] overlaps another building")
        used.update(lots)
        if not has_shape(kind, tuple(lots)):
            _fail(f"buildings[{i}] does not have the shape of a {kinds()[kind]['name']}")
        built[p, kind] = built.get((p, kind), 0) + 1
        if built[p, kind] > kinds()[kind]["count"]:
            _fail(f"player {p} has more {kinds()[kind]['name']} buildings than the tray holds")
    raise AssertionError("bulk building check failed without a failing building")  # pragma: no cover


def _check_phase(state: State) -> None:
    phase = state["phase"]
    deck_empty = not state["era_decks"][state["era"] - 1]
    drawing = decisions.top(state["decisions"]) is not None and state["decisions"][-1]["kind"] == "draw_deed"
    if phase == "final_turn":
        if not deck_empty or state["deeds_for_sale"] or state["final_turns_left"] < 1:
            _fail("final turns happen only with the Era deck and the Deed board empty")
    elif state["final_turns_left"] != 0:
        _fail("final_turns_left must be 0 outside the final turns")
    open_turn = bool(state["decisions"]) and state["decisions"][0]["kind"] in ("after_action", EXTRA)
    # an Invocation may take the last card before the turn's action (free_deed)
    waiting = open_turn or consul_play.acting(state) or state["options"]["invocations"]
    if phase == "turn" and deck_empty and not state["deeds_for_sale"] and not waiting:
        _fail("with the Era deck and the Deed board empty the final turns must have begun (after the turn)")
    if phase == "game_over" and (state["era"] != 3 or not deck_empty or state["deeds_for_sale"]):
        _fail("the game ends after the third Era, with its deck and the Deed board empty")
    full = len(state["deeds_for_sale"]) == len(DEED_PRICES)
    if phase in ("turn", "draft") and not deck_empty and not full and not drawing:
        _fail("while the Era deck has cards, the Deed board holds six deeds")
    if drawing and (full or deck_empty):
        _fail("a card is drawn only onto a Deed board with room, from a deck with cards")
    if phase in ("draft", "setup") and (state["era"] != 1 or state["buildings"]):
        _fail("Deed Drafting and setup happen before the first turn")


# --- Will of the Consul ----------------------------------------------------------------
def _consul_stacks(phase: str) -> list[list[str]]:
    """The decision stacks the Consul adds: its draws and its controller's choices on top."""
    setup = [[*base, k] for base in ([], ["draft_deed"]) for k in consul_play.KINDS]
    extra = {"setup": setup, "turn": [["turn", consul_play.DRAW], ["turn", consul_play.PLACE]]}
    return extra.get(phase, [["draft_deed", consul_play.PLACE]] if phase == "draft" else [])


def _check_consul(state: State, n: int) -> None:
    """The Consul (option consul): its controller, every deed and token in one place, tokens on
    its own lots in a token's shape, and the step under way matching the pending decision."""
    c, opts, frames = state["consul"], state["options"], state["decisions"]
    kinds_ = [f["kind"] for f in frames]
    if (c is None) != (opts["consul"] is None):
        _fail("state.consul is null exactly when options.consul is")
    if c is None:
        return
    if c["difficulty"] != opts["consul"]:
        _fail("consul.difficulty must be options.consul")
    first = opts["first_player"]
    if c["controller"] != (None if first is None else (first + state["era"] - 1) % n) and not (
        state["phase"] == "setup" and c["controller"] is None
    ):
        _fail("the Consul is controlled by the first player, and passes clockwise each Era")
    owned = set(c["deeds"])
    if c["deeds"] != sort_lots(owned) or c["forgone"] != sort_lots(set(c["forgone"])):
        _fail("consul.deeds and consul.forgone are sorted lots, each once")
    if state["phase"] == "setup" and (c["forgone"] or len(c["deeds"]) > consul_play.starting_deeds(opts)):
        _fail("during setup the Consul holds only its starting deeds")
    _check_consul_tokens(state, c, owned)
    _check_consul_pending(state, c, kinds_, owned)


def _check_consul_tokens(state: State, c: dict[str, Any], owned: set[str]) -> None:
    table = state["rng"] is None
    where: dict[str, int] = {}
    covered: set[str] = set()
    for t in c["tokens"]:
        lots = t["lots"]
        if lots != sort_lots(set(lots)) or not owned.issuperset(lots) or not covered.isdisjoint(lots):
            _fail(f"the Consul's token {t['token']} must stand on sorted lots it owns, beside no other token")
        covered.update(lots)
        if shape_key([LOT_INDEX[x] for x in lots]) not in consul.shapes(consul.size_of(t["token"])):
            _fail(f"the Consul's token {t['token']} does not have the shape of a size {consul.size_of(t['token'])}")
    listed = [t["token"] for t in c["tokens"]]
    if listed != sorted(set(listed), key=consul.order().__getitem__):
        _fail("consul.tokens are listed once each, in token order")
    pending = c["pending"]
    drawn = [pending["token"]] if pending and pending["token"] else []
    for s in consul.SIZES:
        pile, discard = c["piles"][s - 1], c["discards"][s - 1]
        if any((x is None) != table for x in pile):
            _fail("the Consul's piles hold known tokens when seeded and face-down nulls at the table")
        if discard != sorted(discard, key=consul.order().__getitem__):
            _fail("the Consul's discard piles are sorted")
        if any(consul.size_of(x) != s for x in [*pile, *discard] if x is not None):
            _fail(f"the Consul's size {s} pile and discards hold only size {s} tokens")
    for t in [*(x["token"] for x in c["tokens"]), *drawn, *(x for p in c["piles"] + c["discards"] for x in p if x)]:
        where[t] = where.get(t, 0) + 1
    nulls = {s: c["piles"][s - 1].count(None) for s in consul.SIZES}
    for s in consul.SIZES:
        ids = consul.of_size(s)
        if any(where.get(t, 0) > 1 for t in ids) or sum(where.get(t, 0) for t in ids) + nulls[s] != len(ids):
            _fail(f"every Consul token of size {s} is in exactly one place (in play, a pile, a discard pile, drawn)")


def _check_consul_pending(state: State, c: dict[str, Any], kinds_: list[str], owned: set[str]) -> None:
    pending, top = c["pending"], (kinds_[-1] if kinds_ else None)
    ours = [k for k in kinds_ if k in consul_play.KINDS]
    if ours:
        seat = state["decisions"][-1].get("seat")
        if ours != [top] or seat != (c["controller"] if top == consul_play.PLACE else CHANCE):
            _fail("a Consul decision is the top one: its controller's choice or the table's draw")
        short = any(len(hand) != deck.DEALT for hand in deck.hands(state))
        unrevealed = state["options"]["monuments"] and len(state["monuments"]["pool"]) < monuments.face_up(
            state["options"]["players"]
        )
        if state["phase"] == "setup" and (short or len(state["deeds_for_sale"]) != len(DEED_PRICES) or unrevealed):
            _fail("the Consul is set up after the deal, the Monuments and the Deed board")
    if top == consul_play.DEAL and (pending is not None or not consul_play.deeds_to_take(state)):
        _fail("the Consul's starting deeds are dealt in setup, while it has fewer than its difficulty gives")
    if pending is None:
        if top in (consul_play.DRAW, consul_play.PLACE):
            _fail("a Consul draw or placement needs a step under way (consul.pending)")
        return
    if c["card"] != consul_play.PLANNING:
        _fail("the Consul's card is turned back to PLANNING as it acts")
    step, covered = pending["step"], {x for t in c["tokens"] for x in t["lots"]}
    if step in (consul_play.TAKE, consul_play.CONSTRUCT) and state["phase"] != "turn":
        _fail("the Consul takes a deed and builds on it only during the Era's ordinary turns")
    if (pending["lot"] is None) != (step != consul_play.CONSTRUCT) or (pending["vacant"] != []) != (
        step == consul_play.REFILL
    ):
        _fail("consul.pending: a construct step names its lot, a refill step its vacant lots")
    if step == consul_play.TAKE:
        if pending["token"] is not None or top != "draw_deed":
            _fail("the Consul waits to take its deed only while the table refills the Deed board")
        return
    vacant = [pending["lot"]] if step == consul_play.CONSTRUCT else pending["vacant"]
    if vacant != sort_lots(set(vacant)) or not owned.issuperset(vacant) or not covered.isdisjoint(vacant):
        _fail("the lots the Consul is building on are its own, empty, sorted")
    need = consul_play.needed(state)
    if pending["token"] is not None:
        if top != consul_play.PLACE or consul.size_of(pending["token"]) != need.size or not need.options:
            _fail("a drawn Consul token waits for its controller to place it, where a token of its size fits")
    elif top == consul_play.DRAW:
        if state["rng"] is not None or need.size == 0 or not c["piles"][need.size - 1]:
            _fail("the table draws a Consul token of the size needed from a pile that has one")
    elif top != "draw_deed" or step != consul_play.CONSTRUCT:
        _fail("the Consul's step under way waits for a draw or its controller")
