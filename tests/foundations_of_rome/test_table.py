"""Options ``randomness: "table"``: the game played with the physical cards, every random
event of Game Setup and of the Deed board a decision of the chance seat -1 (rules/core/chance.py).

Rulebook, GAME SETUP: step 4 "Decide who will be the first player", step 6 "Shuffle the
remaining Deed cards together and deal six to each player", step 9 "Split the rest of the Deed
cards into three approximately equal piles", step 10 "Using the Era 1 pile, turn over six Deed
cards"; BUY A DEED step D "Fill the last spot by turning over the top Deed card from the deck
for the current Era"; REPLENISH DEEDS "refill the Deed board using cards from the next Era's
deck". At the table nobody knows a face-down card until it is turned over, so the state keeps
the Era decks as ``null`` cards and the app tells the engine what each card turned out to be.
"""

import random

import pytest

from rules.core import CHANCE, InvalidOptions, InvalidState, canonical
from rules.core import playout as playouts
from rules.foundations_of_rome import GAME

from .conftest import area, draft, events_of, illegal, one_event, policy, seat

TABLE = "table"
CHANCE_KINDS = ("first_player", "deal_deed", "draw_deed")


def table_setup(n=3, drafting=False, first=None):
    return GAME.setup({"players": n, "deed_drafting": drafting, "first_player": first, "randomness": TABLE})


def top(state):
    return state["decisions"][-1] if state["decisions"] else None


def known(state):
    """Every deed face-up somewhere (a pile, the Deed board, a draft hand), read from the state."""
    found = list(state["deeds_for_sale"])
    for info in state["players"]:
        found += info["deeds"]
    if draft(state):
        for hand in draft(state)["hands"]:
            found += hand
    return found


def unseen(state):
    """The deeds of the play area nobody has seen yet, in board order."""
    seen = set(known(state))
    return [d for d in area(state["options"]["players"]) if d not in seen]


def chance(kind, outcome):
    return {"type": kind, "player": CHANCE, "outcome": outcome}


def answer(state, outcome):
    """The chance seat answers the pending draw with ``outcome``."""
    return GAME.apply(state, chance(top(state)["kind"], outcome))


def face_down(state):
    return all(card is None for deck in state["era_decks"] for card in deck)


def deal_all(state, rnd):
    """Answer every chance decision of Game Setup with a random possible outcome."""
    events = []
    while state["phase"] == "setup":
        frame = top(state)
        if frame["kind"] == "first_player":
            outcome = rnd.randrange(state["options"]["players"])
        else:
            outcome = rnd.choice(unseen(state))
        state, ev = answer(state, outcome)
        events += ev
    return state, events


# --- setup ---------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("drafting", [False, True])
def test_setup_awaits_the_chance_seat(n, drafting):
    """Rulebook, GAME SETUP step 4: "Decide who will be the first player" - at the table that
    is the first thing decided; nothing is dealt yet and the Era decks are face-down piles of
    the sizes step 9 gives ("three approximately equal piles", Era 1 also feeding the six
    Deeds for Sale)."""
    state = table_setup(n, drafting)
    GAME.check_state(state)
    assert state["rng"] is None and state["phase"] == "setup"
    assert top(state) == {"kind": "first_player", "seat": CHANCE}
    status = GAME.status(state)
    assert status == {
        "phase": "setup",
        "awaiting": [CHANCE],
        "terminal": False,
        "scores": None,
        "winners": None,
        "outcome": None,
    }
    assert face_down(state) and state["deeds_for_sale"] == []
    sizes = [len(d) for d in state["era_decks"]]
    assert sum(sizes) == len(area(n)) - 6 * n
    assert max(sizes) - min(sizes) <= 1  # the Era 1 pile still holds the six to turn over
    assert all(info["deeds"] == [] for info in state["players"])
    assert (draft(state) is not None) == drafting


@pytest.mark.parametrize("n", [2, 5])
def test_legal_actions_of_the_first_player_draw_are_the_seats(n):
    """Rulebook, GAME SETUP step 4: any player may be the first player."""
    state = table_setup(n)
    expected = [chance("first_player", p) for p in range(n)]
    assert GAME.legal_actions(state) == expected
    assert GAME.legal_actions(state, CHANCE) == expected
    assert all(GAME.legal_actions(state, p) == [] for p in range(n))


@pytest.mark.parametrize("first", [0, 2])
def test_first_player_chosen_then_silver_and_the_deal(first):
    """Rulebook, GAME SETUP step 4a: "The starting player takes 5 Silver. Going clockwise, each
    player gets 1 Silver more than the previous player"; then step 6, the deal."""
    state, events = answer(table_setup(4), first)
    assert events[0] == {"type": "first_player_chosen", "player": first}
    assert state["options"]["first_player"] == first
    assert [state["players"][(first + k) % 4]["silver"] for k in range(4)] == [5, 6, 7, 8]
    assert top(state) == {"kind": "deal_deed", "seat": CHANCE, "to": 0}
    GAME.check_state(state)


def test_first_player_in_the_options_skips_the_draw():
    """Rulebook, GAME SETUP step 4: "Decide who will be the first player" - when the options
    already say who, the table does not draw for it: the deal comes first."""
    state = table_setup(3, first=2)
    assert top(state) == {"kind": "deal_deed", "seat": CHANCE, "to": 0}
    assert [p["silver"] for p in state["players"]] == [6, 7, 5]
    state, events = deal_all(state, random.Random(1))
    assert not events_of(events, "first_player_chosen")
    assert GAME.status(state)["awaiting"] == [2] and seat(state) == 2


@pytest.mark.parametrize("n", [2, 4])
def test_legal_actions_of_the_deal_and_the_draws_are_the_unseen_deeds(n):
    """Rulebook, GAME SETUP step 6: "Shuffle the remaining Deed cards together and deal six to
    each player"; step 10 "turn over six Deed cards" - any card of the play area that nobody
    has seen yet can come next; nothing else can."""
    state, _ = answer(table_setup(n), 0)
    rnd = random.Random(n)
    dealt = []
    while state["phase"] == "setup":
        kind = top(state)["kind"]
        listed = GAME.legal_actions(state)
        assert listed == [chance(kind, d) for d in unseen(state)]
        assert GAME.legal_actions(state, CHANCE) == listed
        assert len(listed) == len(area(n)) - len(dealt)
        deed = rnd.choice(unseen(state))
        to = top(state).get("to")
        state, events = answer(state, deed)
        dealt.append(deed)
        if kind == "deal_deed":
            assert events[0] == {"type": "deed_dealt", "player": to, "deed": deed}
            assert deed in state["players"][to]["deeds"]
        else:
            assert events[0] == {
                "type": "deed_drawn",
                "deed": deed,
                "slot": len(state["deeds_for_sale"]) - 1,
                "price": [2, 3, 4, 6, 8, 10][len(state["deeds_for_sale"]) - 1],
            }
        GAME.check_state(state)
        assert face_down(state)
    assert len(dealt) == 6 * n + 6
    assert [len(info["deeds"]) for info in state["players"]] == [6] * n  # six each, seat by seat
    assert state["deeds_for_sale"] == dealt[6 * n :]
    assert state["phase"] == "turn" and state["decisions"] == [{"kind": "turn", "seat": 0}]


def test_deal_goes_to_the_draft_hands_when_drafting():
    """Rulebook, DEED DRAFTING: "shuffle the Deed cards and randomly deal six to each player,
    but deal them all face-down. Hold your cards in your hand" - nobody owns a lot until the
    draft reveals it."""
    state, _ = answer(table_setup(3, drafting=True), 1)
    state, events = answer(state, "B2")
    assert one_event(events, "deed_dealt") == {"type": "deed_dealt", "player": 0, "deed": "B2"}
    assert draft(state)["hands"][0] == ["B2"]
    assert all(info["deeds"] == [] for info in state["players"])
    GAME.check_state(state)
    state, _ = deal_all(state, random.Random(7))
    assert state["phase"] == "draft"
    assert [len(h) for h in draft(state)["hands"]] == [6, 6, 6]
    assert all(info["deeds"] == [] for info in state["players"])
    assert len(state["deeds_for_sale"]) == 6
    assert GAME.status(state)["awaiting"] == [0, 1, 2]
    assert {a["type"] for a in GAME.legal_actions(state)} == {"draft_deed"}


# --- a whole game at the table -----------------------------------------------------------
def table_policy(counts):
    """A ``rules.core.playout`` policy: players play ``policy``; for the chance seat the client
    picks an outcome itself (from the state, not from the legal actions) with the seeded
    random generator, after checking the legal actions are exactly the possible outcomes."""

    def choose(game, state, actions, rnd):
        frame = top(state)
        if frame.get("seat") != CHANCE:
            assert all(a["player"] != CHANCE for a in actions)
            return policy(game, state, actions, rnd)
        n = state["options"]["players"]
        kind = frame["kind"]
        possible = list(range(n)) if kind == "first_player" else unseen(state)
        assert actions == [chance(kind, o) for o in possible]
        counts[kind] = counts.get(kind, 0) + 1
        return chance(kind, possible[rnd.randrange(len(possible))])

    return choose


@pytest.mark.parametrize("n, drafting", [(2, False), (2, True), (4, False), (4, True)])
def test_a_whole_game_at_the_table(n, drafting):
    """HOW TO PLAY: "played over three Eras" - from the first-player pick to the last Era's
    scoring, with every deal and every card turned over supplied by the client through apply;
    after every step the state is valid and the Era decks hold only face-down cards."""
    start = state = table_setup(n, drafting)
    counts = {}
    outcomes = []
    for action, state, events in playouts.steps(
        GAME, start, random.Random(n * 10 + drafting), table_policy(counts), max_steps=5000
    ):
        GAME.check_state(state)
        assert face_down(state)
        if action["player"] == CHANCE:
            outcomes.append(action["outcome"])
            assert (
                events
                and events[0]["type"]
                == {"first_player": "first_player_chosen", "deal_deed": "deed_dealt", "draw_deed": "deed_drawn"}[
                    action["type"]
                ]
            )
        else:
            assert not events_of(events, "deed_drawn") and not events_of(events, "deed_dealt")
    status = GAME.status(state)
    assert status["terminal"] and status["phase"] == "game_over" and state["decisions"] == []
    assert status["scores"] == [info["vp"] for info in state["players"]]
    assert counts == {"first_player": 1, "deal_deed": 6 * n, "draw_deed": len(area(n)) - 6 * n}
    deeds = outcomes[1:]
    assert sorted(deeds) == sorted(area(n))  # every card of the play area came out exactly once
    assert sorted(d for info in state["players"] for d in info["deeds"]) == sorted(area(n))


# --- what the chance seat may and may not do ---------------------------------------------
def in_turn_with_a_draw_pending():
    """A table game in Era 1 where player 0 just bought a deed: the card to turn over is
    pending, on top of player 1's turn."""
    state, _ = answer(table_setup(3), 0)
    state, _ = deal_all(state, random.Random(3))
    state, _ = GAME.apply(state, {"type": "buy_deed", "player": 0, "deed": state["deeds_for_sale"][0]})
    assert state["decisions"] == [{"kind": "turn", "seat": 1}, {"kind": "draw_deed", "seat": CHANCE}]
    return state


def test_buying_a_deed_awaits_the_card_turned_over():
    """Rulebook, BUY A DEED step D: "Fill the last spot by turning over the top Deed card from
    the deck for the current Era" - the next player's turn waits for that card."""
    state = in_turn_with_a_draw_pending()
    assert GAME.status(state)["awaiting"] == [CHANCE]
    assert len(state["deeds_for_sale"]) == 5
    view = GAME.view(state, 1)
    assert view["current"] == 1 and view["decision"] == "draw_deed"
    deed = unseen(state)[0]
    state, events = answer(state, deed)
    assert events == [{"type": "deed_drawn", "deed": deed, "slot": 5, "price": 10}]
    assert state["deeds_for_sale"][-1] == deed and state["decisions"] == [{"kind": "turn", "seat": 1}]
    assert len(state["era_decks"][0]) == len(in_turn_with_a_draw_pending()["era_decks"][0]) - 1


def impossible(state, outcome):
    return illegal(state, chance(top(state)["kind"], outcome)).code


def test_impossible_deals_refused():
    """Rulebook, GAME SETUP step 5: only the Deed cards of the play area are used; and a card
    already dealt cannot be dealt again."""
    state, _ = answer(table_setup(2), 0)
    state, _ = answer(state, "A1")
    for outcome in ("A1", "H1", "A8", "J10", "Z1", "a2", 5, None, True, ["A2"], {"deed": "A2"}):
        assert impossible(state, outcome) == "impossible_outcome", outcome
    assert GAME.apply(state, chance("deal_deed", "A2"))  # a possible one is fine


@pytest.mark.parametrize("outcome", [3, -1, 7, True, False, "0", None])
def test_impossible_first_players_refused(outcome):
    """Rulebook, GAME SETUP step 4: the first player is one of the players."""
    assert impossible(table_setup(3), outcome) == "impossible_outcome"


@pytest.mark.parametrize("outcome", [1.0, 0.0])
def test_first_player_as_a_float_refused(outcome):
    """Rulebook, GAME SETUP step 4: the first player is a seat (an integer); ``1.0`` is not an
    outcome ``legal_actions`` lists (``1.0 in range(3)`` is true in Python), and the state it
    would make would carry a float seat and float silver. Refused as a malformed action."""
    state = table_setup(3)
    assert all(type(a["outcome"]) is int for a in GAME.legal_actions(state))
    assert illegal(state, chance("first_player", outcome)).code == "malformed_action"


def test_impossible_draws_refused():
    """Rulebook, BUY A DEED step D: the card turned over comes from the Era deck - not a deed a
    player owns, one already for sale, nor one outside the play area."""
    state = in_turn_with_a_draw_pending()
    owned = state["players"][0]["deeds"][0]
    for outcome in (owned, state["deeds_for_sale"][0], "I9", "J1", 7, True):
        assert impossible(state, outcome) == "impossible_outcome", outcome


def test_only_the_chance_seat_answers_a_draw():
    """rules/core/chance.py: a draw is a decision of the chance seat -1; no player can answer
    it, and no player acts while it is pending."""
    state = in_turn_with_a_draw_pending()
    deed = unseen(state)[0]
    for p in (0, 1, 2):
        assert illegal(state, {"type": "draw_deed", "player": p, "outcome": deed}).code == "not_your_turn"
        assert illegal(state, {"type": "take_income", "player": p}).code == "not_your_turn"
        assert GAME.legal_actions(state, p) == []
    setup = table_setup(3)
    assert illegal(setup, {"type": "first_player", "player": 0, "outcome": 0}).code == "not_your_turn"


def test_the_chance_seat_takes_no_turn():
    """Rulebook, PLAYER TURNS: the players take turns; the chance seat only draws."""
    state, _ = answer(table_setup(3), 0)
    state, _ = deal_all(state, random.Random(5))
    for action in (
        {"type": "take_income", "player": CHANCE},
        {"type": "buy_deed", "player": CHANCE, "deed": state["deeds_for_sale"][0]},
        {"type": "draw_deed", "player": CHANCE, "outcome": unseen(state)[0]},
    ):
        assert illegal(state, action).code == "not_your_turn"
    assert GAME.legal_actions(state, CHANCE) == []
    pending = in_turn_with_a_draw_pending()
    err = illegal(pending, {"type": "take_income", "player": CHANCE})
    assert err.code == "wrong_phase"


def test_seeded_games_have_no_chance_decisions():
    """rules/core/chance.py: with randomness "seeded" the service draws; the chance seat has
    nothing to decide."""
    state = GAME.setup({"players": 3}, 5)
    assert GAME.legal_actions(state, CHANCE) == []
    for kind in CHANCE_KINDS:
        assert illegal(state, chance(kind, 0 if kind == "first_player" else "A1")).code == "not_your_turn"


@pytest.mark.parametrize("seed", [0, 1, 2**53 - 1])
def test_a_seed_with_table_randomness_refused(seed):
    """rules/core/chance.py: "a seed has no meaning with randomness 'table'"."""
    with pytest.raises(InvalidOptions) as info:
        GAME.setup({"players": 3, "randomness": TABLE}, seed)
    assert info.value.code == "invalid_options"


# --- views at the table -------------------------------------------------------------------
@pytest.mark.parametrize("drafting", [False, True])
def test_views_during_table_setup(drafting):
    """DESIGN.md: a view is what a player may see; during setup at the table it validates
    against the published view schema, shows the face-down piles by size only, never carries
    the rng, and nobody has the turn yet."""
    state = table_setup(3, drafting)
    rnd = random.Random(11)
    while True:
        for viewer in (None, 0, 1, 2):
            view = GAME.view(state, viewer)
            assert GAME.schemas.errors(GAME.schemas.view, view) == []
            assert "rng" not in view and "decisions" not in view
            if state["phase"] == "setup":
                assert view["phase"] == "setup" and view["current"] is None
                assert view["decision"] == top(state)["kind"]
                assert view["era_decks"] == [len(d) for d in state["era_decks"]]
            if drafting:
                assert view["draft"]["hand_sizes"] == [len(h) for h in draft(state)["hands"]]
                if viewer is not None:
                    assert view["draft"]["hand"] == draft(state)["hands"][viewer]
                    for other in {0, 1, 2} - {viewer}:
                        for deed in draft(state)["hands"][other]:
                            assert f'"{deed}"' not in canonical.dumps(view).decode()
        if state["phase"] != "setup":
            break
        kind = top(state)["kind"]
        state, _ = answer(state, rnd.randrange(3) if kind == "first_player" else rnd.choice(unseen(state)))
    assert state["phase"] == ("draft" if drafting else "turn")


# --- seeded and table give the same game --------------------------------------------------
def normal(state):
    """A state without what only says how the cards were drawn: the rng, the randomness
    option, the Era decks' contents (their sizes stay) and the order of cards in draft hands."""
    out = canonical.copy(state)
    out.pop("rng")
    out["options"].pop("randomness")
    out["era_decks"] = [len(d) for d in out["era_decks"]]
    if draft(out):
        draft(out)["hands"] = [sorted(h) for h in draft(out)["hands"]]
    return out


@pytest.mark.parametrize("n, drafting, seed", [(2, False, 4), (3, True, 8), (4, False, 15), (5, True, 16)])
def test_seeded_game_replayed_at_the_table(n, drafting, seed):
    """DESIGN.md: a seeded game is a game whose cards the seed dealt; the same cards dealt at
    the table, and the same player actions, give exactly the same game: the same states after
    every player action (but for how the cards were drawn), the same events, the same scores."""
    seeded = GAME.setup({"players": n, "deed_drafting": drafting}, seed)
    first = seeded["options"]["first_player"]
    hands = draft(seeded)["hands"] if drafting else [info["deeds"] for info in seeded["players"]]
    deck_order = seeded["deeds_for_sale"] + [d for deck in seeded["era_decks"] for d in deck]
    seeded_log = []
    state = seeded
    for action, state, events in playouts.steps(GAME, seeded, random.Random(seed), policy, max_steps=5000):
        seeded_log.append((action, events, state))
    assert GAME.status(state)["terminal"]
    # the draws as the seeded game's events show them: six at setup, then every deed_drawn
    drawn = [e["deed"] for _, events, _ in seeded_log for e in events_of(events, "deed_drawn")]
    assert seeded["deeds_for_sale"] + drawn == deck_order

    table = table_setup(n, drafting)
    table, _ = answer(table, first)
    for p in range(n):
        for deed in hands[p]:
            assert top(table) == {"kind": "deal_deed", "seat": CHANCE, "to": p}
            table, _ = answer(table, deed)
    draws = iter(deck_order)
    while top(table)["kind"] == "draw_deed":
        table, _ = answer(table, next(draws))
    assert normal(table) == normal(seeded)
    for action, events, after in seeded_log:
        table, got = GAME.apply(table, action)
        while top(table) is not None and top(table).get("seat") == CHANCE:
            table, more = answer(table, next(draws))
            got += more
        assert got == events
        assert normal(table) == normal(after)
        assert face_down(table)
    assert next(draws, None) is None
    assert GAME.status(table) == GAME.status(state)
    assert [info["vp"] for info in table["players"]] == GAME.status(state)["scores"]


# --- impossible table states ---------------------------------------------------------------
def _dealing():
    """Setup at the table, first player 0 chosen, two deeds dealt to seat 0."""
    state, _ = answer(table_setup(3), 0)
    state, _ = answer(state, "A1")
    state, _ = answer(state, "A2")
    return state


def _dealt():
    """Setup at the table, the deal done, two deeds turned over for the Deed board."""
    state, _ = answer(table_setup(3, first=0), "A1")
    while top(state)["kind"] == "deal_deed":
        state, _ = answer(state, unseen(state)[0])
    state, _ = answer(state, unseen(state)[0])
    state, _ = answer(state, unseen(state)[0])
    assert top(state)["kind"] == "draw_deed" and len(state["deeds_for_sale"]) == 2
    return state


def _set_top(**members):
    return lambda s: s["decisions"][-1].update(members)


IMPOSSIBLE_TABLE = {
    "a known card in an Era deck": (_dealing, lambda s: s["era_decks"][1].__setitem__(0, "H8")),
    "a face-down card missing": (_dealing, lambda s: s["era_decks"][2].pop()),
    "a face-down card too many": (_dealing, lambda s: s["era_decks"][2].append(None)),
    "an rng at the table": (_dealing, lambda s: s.__setitem__("rng", {"seed": 1, "draws": 0})),
    "seeded randomness without an rng": (_dealing, lambda s: s["options"].__setitem__("randomness", "seeded")),
    "dealing to a seat whose hand is not the first short one": (_dealing, _set_top(to=1)),
    "dealing to a seat the game does not have": (_dealing, _set_top(to=3)),
    "a chance frame of a player's seat": (_dealing, _set_top(seat=0)),
    "drawing before the deal is done": (_dealing, _set_top(kind="draw_deed")),
    "choosing a first player already chosen": (
        _dealing,
        lambda s: s["decisions"].__setitem__(-1, {"kind": "first_player", "seat": CHANCE}),
    ),
    "a turn during setup": (_dealing, lambda s: s["decisions"].__setitem__(-1, {"kind": "turn", "seat": 0})),
    "no decision during setup": (_dealing, lambda s: s["decisions"].clear()),
    "a draw with a full Deed board": (_dealt, lambda s: s["deeds_for_sale"].extend(unseen(s)[:4])),
    "a draw in the final turns": (
        in_turn_with_a_draw_pending,
        lambda s: (s.__setitem__("phase", "final_turn"), s["decisions"][0].__setitem__("kind", "final_turn")),
    ),
    "two draws pending": (
        in_turn_with_a_draw_pending,
        lambda s: s["decisions"].append({"kind": "draw_deed", "seat": CHANCE}),
    ),
}


@pytest.mark.parametrize("label", sorted(IMPOSSIBLE_TABLE))
def test_impossible_table_states_refused(label):
    """rules/core/errors.py: InvalidState is "A state that is malformed or impossible under the
    rules" - at the table too: the face-down Era decks hold exactly the cards not seen yet,
    the deal goes seat by seat (Game Setup step 6), the Deed board is filled after the deal
    (step 10), and only the chance seat draws."""
    make, mutate = IMPOSSIBLE_TABLE[label]
    state = make()
    GAME.check_state(state)
    mutate(state)
    with pytest.raises(InvalidState):
        GAME.check_state(state)
