"""States a client may send: every inconsistent one is refused with InvalidState (a 422), and
no edit of a valid state makes the engine fail in any other way."""

import copy
import random

import pytest

from rules.core import RulesError, playout
from rules.gloomhaven import GAME
from tests.gloomhaven.test_playouts import PARTIES, POLICY, options


def states(count=60, seed=1):
    state = GAME.setup(options(PARTIES[1]), seed=seed)
    found = [state]
    for _, after, _ in playout.steps(GAME, state, random.Random(seed), POLICY, max_steps=count):
        found.append(after)
    return found


@pytest.fixture(scope="module")
def played():
    return states()


EDITS = {
    "unknown card": lambda s: s["characters"][0]["hand"].append(9999),
    "another class's card": lambda s: s["characters"][0]["lost"].append(61),
    "a card twice": lambda s: s["characters"][0]["lost"].extend([s["characters"][0]["lost"] or [90]][0] * 2),
    "hp above the maximum": lambda s: s["characters"][0].update(hp=99),
    "wrong maximum hp": lambda s: s["characters"][0].update(max_hp=50),
    "unknown monster": lambda s: s["monsters"][0].update(type="dragon"),
    "monster hp above its maximum": lambda s: s["monsters"][0].update(hp=500),
    "figure off the map": lambda s: s["monsters"][0].update(hex=[40, 40]),
    "two figures on a hex": lambda s: s["monsters"][1].update(hex=s["monsters"][0]["hex"]),
    "standee twice": lambda s: s["monsters"][1].update(
        standee=s["monsters"][0]["standee"], type=s["monsters"][0]["type"]
    ),
    "deck card missing": lambda s: next(iter(s["monster_decks"].values()))["draw"].pop(),
    "extra modifier card": lambda s: s["monster_modifiers"]["draw"].append("plus2"),
    "unknown modifier card": lambda s: s["monster_modifiers"]["draw"].append("plus9"),
    "unknown room": lambda s: s["rooms"].append(77),
    "token off the map": lambda s: s["overlays"].append({"type": "coin", "hex": [50, 50], "amount": 1}),
    "class changed": lambda s: s["characters"][0].update(**{"class": "brute"}),
}


@pytest.mark.parametrize("name", sorted(EDITS))
def test_an_inconsistent_state_is_refused(played, name):
    state = copy.deepcopy(played[-1])
    if len(state["monsters"]) < 2:
        state = copy.deepcopy(played[len(played) // 2])
    GAME.check_state(state)
    EDITS[name](state)
    with pytest.raises(RulesError):
        GAME.check_state(state)


def _leaves(node, path=()):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _leaves(v, (*path, i))
    else:
        yield path, node


def _set(node, path, value):
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value


def _edit_and_play(states, rnd, values, count, members=None, moves=1):
    """``count`` times: one value of one of ``states`` changed (in the top-level ``members``
    when given; ``values`` by the old value's type when a dict); the engine plays it (legal
    actions, view, status, the first action, ``moves`` times) or refuses it with a RulesError
    — never another exception."""
    for _ in range(count):
        state = copy.deepcopy(rnd.choice(states))
        leaves = [(p, v) for p, v in _leaves(state) if p[0] not in ("game", "rules_version")]
        chosen = [(p, v) for p, v in leaves if members is None or p[0] in members]
        path, old = rnd.choice(chosen or leaves)
        pool = values.get(type(old).__name__, values["any"]) if isinstance(values, dict) else values
        new = old + rnd.choice((-1, 1)) if type(old) is int and rnd.random() < 0.5 else rnd.choice(pool)
        _set(state, path, new)
        try:
            for _ in range(moves):
                listed = GAME.legal_actions(state)
                GAME.view(state, 0)
                GAME.status(state)
                if not listed:
                    break
                state, _ = GAME.apply(state, listed[0])
        except RulesError:
            pass


def test_no_edit_makes_the_engine_fail_otherwise(played):
    """Change one value of a valid state (numbers nudged, strings, booleans swapped, types
    changed); the engine either plays it or refuses it with a RulesError."""
    values = [0, 1, -1, 3, 99, 10**6, "", "brute", "x", None, True, [], {}, [0, 0]]
    _edit_and_play(played, random.Random(7), values, 1500)


def _card_work(limit=40):
    """States of random games with summons on the map, a figure made to move or attack, or
    an attack along a path pending: the newer members and frames."""
    found = []
    for seed in range(60):
        state = GAME.setup(options(PARTIES[seed % len(PARTIES)]), seed=seed)
        for _, after, _ in playout.steps(GAME, state, random.Random(seed), POLICY, max_steps=400):
            top = after["decisions"][-1] if after["decisions"] else {}
            context = (after["turn"] or {}).get("context", {})
            controlled = (after["attack"] or {}).get("controller") is not None or "control" in context
            moving_another = "figure" in top and top["kind"] == "move"
            if after["summons"] or controlled or moving_another or top.get("kind") == "attack_path":
                found.append(after)
            if len(found) >= limit:
                return found
    return found


def test_no_edit_of_summons_control_or_paths_makes_the_engine_fail():
    """As above, on states with summons, controlled figures or attack paths in progress."""
    work = _card_work()
    assert any(s["summons"] for s in work) and any(
        s["decisions"] and "figure" in s["decisions"][-1] and s["decisions"][-1]["kind"] == "move" for s in work
    )
    values = [0, 1, -1, 3, 99, 10**6, "", "summon", "monster", "x", None, True, [], {}, [0, 0]]
    _edit_and_play(work, random.Random(11), values, 3000, members=("summons", "decisions", "turn", "attack"))


def _first(kind):
    """The first state of seeded random games whose decision is ``kind``."""
    for seed in range(40):
        state = GAME.setup(options(PARTIES[seed % len(PARTIES)]), seed=seed)
        for _, after, _ in playout.steps(GAME, state, random.Random(seed), POLICY, max_steps=400):
            if after["decisions"] and after["decisions"][-1]["kind"] == kind:
                return after
    raise AssertionError(f"no {kind} in the random games")


def test_a_tied_monster_option_onto_another_figure_is_refused():
    # The options of a monster_option are the AI's; an edited one that ends on a character
    # would put two figures on one hex.
    from rules.core import InvalidState

    state = _first("monster_option")
    GAME.check_state(state)
    edited = copy.deepcopy(state)
    standing = next(c["hex"] for c in edited["characters"] if c["hex"] is not None and not c["exhausted"])
    edited["decisions"][-1]["options"][0]["destination"] = list(standing)
    with pytest.raises(InvalidState):
        GAME.check_state(edited)


def test_a_secret_choice_is_made_or_not_yet_never_false():
    # A seat's slot of a secret decision is true (chosen) or null; false would count as chosen
    # with no pick behind it (found by the edit fuzz on card work in progress).
    from rules.core import InvalidState

    state = _first("select_cards")
    GAME.check_state(state)
    edited = copy.deepcopy(state)
    edited["decisions"][-1]["choices"][0] = False
    edited["decisions"][-1]["picks"] = [None] * len(edited["characters"])
    with pytest.raises(InvalidState):
        GAME.check_state(edited)


def test_a_short_rest_is_offered_only_with_two_discards():
    # Round summary, "Riposo Breve": a short rest needs 2 or more cards in the discard pile; an
    # edited offer to a character without them was played and crashed the random draw (found
    # by the conformance suite's bounds test).
    from rules.core import InvalidState

    state = _first("short_rest")
    GAME.check_state(state)
    edited = copy.deepcopy(state)
    edited["characters"][edited["decisions"][-1]["character"]]["discard"][1:] = []
    with pytest.raises(InvalidState):
        GAME.check_state(edited)


def test_a_figure_listed_twice_in_the_initiative_order_is_refused(played):
    """Each figure acts once a round (rulebook, "Round Overview": every figure takes its turn in
    initiative order): an order naming one character twice was accepted, and playing on from it
    made a state the check refuses (found by the conformance suite's bounds test)."""
    state = copy.deepcopy(next(s for s in played if s["order"]))
    GAME.check_state(state)
    state["order"].append([dict(state["order"][0][0])])
    with pytest.raises(RulesError, match="once"):
        GAME.check_state(state)


def _table_and_bosses():
    """States of random games, seeded and at the table, of scenarios with a boss and its
    doors (#2), door objectives (#35), escorts (#56) and carriers (#78): the chance frames and
    the turns' revealed types among them."""
    rnd, found = random.Random(7), []
    for n in (1, 2, 35, 56, 78):
        for mode in ("seeded", "table"):
            party = [{"class": c, "level": rnd.randint(1, 9), "seat": i} for i, c in enumerate(("brute", "mindthief"))]
            state = GAME.setup(
                {"scenario": n, "characters": party, "randomness": mode}, 3 if mode == "seeded" else None
            )
            for _, after, _ in playout.steps(GAME, state, rnd, POLICY, max_steps=240):
                found.append(after)
    return found[::12]


def test_no_edit_to_a_value_the_states_hold_makes_the_engine_fail():
    """As above, each value changed to another of its type the states hold (a monster type
    or deck for a string, a hex for a hex), mostly in what the engine has in hand mid-turn;
    three actions played. Found this way: a monster card asked of the table from a deck not in
    play, an empty order under a turn (``test_playout_findings.py``)."""
    work = _table_and_bosses()
    assert any(s["options"]["randomness"] == "table" and s["decisions"][-1].get("seat") == -1 for s in work)
    held = [v for s in work for _, v in _leaves(s)]
    values = {kind: sorted({v for v in held if type(v).__name__ == kind}, key=repr) for kind in ("str", "int")}
    values["any"] = [None, True, [], {}, [0, 0]]
    in_hand = ("decisions", "turn", "monster_turn", "attack", "order", "dying")
    _edit_and_play(work, random.Random(5), values, 1500, members=in_hand, moves=3)
    _edit_and_play(work, random.Random(6), values, 1000, moves=3)
