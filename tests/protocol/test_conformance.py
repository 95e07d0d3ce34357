"""The rules protocol, checked the same way for every playable game.

Each test draws a few starts from the game's own options schema, plays random playouts
(``rules.core.playout``, bounded: a test may stop mid-game) and checks one property of the
protocol on what it sees. Nothing here names a game or an action type.
"""

from __future__ import annotations

import random

import orjson
import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from rules.core import (
    CHANCE,
    IllegalAction,
    InvalidOptions,
    InvalidState,
    RulesError,
    WrongGame,
    WrongRulesVersion,
    canonical,
    chance,
    decisions,
    playout,
)
from tests.protocol.helpers import (
    FEW,
    GAMES,
    RANDOMNESS,
    SECRET_KEYS,
    is_chance,
    play,
    refused,
    same,
    seats,
    shared,
    starts,
    states,
    viewers,
    walk,
)

STATUS_KEYS = {"phase", "awaiting", "terminal", "scores", "winners", "outcome"}
OUTCOMES = (None, "victory", "defeat")


def _sample(rnd: random.Random, items: list, k: int) -> list:
    """Up to ``k`` of ``items``, in random order."""
    return rnd.sample(items, min(k, len(items)))


# --- 1 -------------------------------------------------------------------------------------
@FEW
@given(data=st.data())
def test_setup_is_deterministic_for_a_seed(game, data):
    start = data.draw(starts(game, chance.SEEDED))
    opts = canonical.copy(start.options)
    first = game.setup(opts, start.seed)
    assert same(opts, start.options), "setup changed the options it was given"
    second = game.setup(canonical.copy(start.options), start.seed)
    assert canonical.dumps(first) == canonical.dumps(second), "same options and seed, different states"
    game.check_state(first)
    assert first["rng"] is not None and first["rng"]["seed"] == start.seed
    assert game.legal_actions(first) == game.legal_actions(second)
    assert game.status(first) == game.status(second)

    chosen = game.setup(canonical.copy(start.options))  # no seed: the service picks one
    game.check_state(chosen)
    assert chosen["rng"] is not None and 0 <= chosen["rng"]["seed"] <= chance.MAX_SEED
    for bad in (-1, chance.MAX_SEED + 1, "1", 1.0, True):
        with pytest.raises(InvalidOptions):
            game.setup(canonical.copy(start.options), bad)

    table = {**start.options, RANDOMNESS: chance.TABLE}
    at_table = game.setup(canonical.copy(table))
    game.check_state(at_table)
    assert at_table["rng"] is None, "randomness 'table' keeps no rng"
    assert same(at_table, game.setup(canonical.copy(table))), "table setup needs no seed: always the same"
    with pytest.raises(InvalidOptions):
        game.setup(canonical.copy(table), start.seed)


# --- 2 -------------------------------------------------------------------------------------
@FEW
@given(data=st.data())
def test_apply_never_mutates_its_input(game, data):
    start = data.draw(starts(game))
    state, rnd = start.setup(game), start.rnd()
    for _ in range(80):
        snapshot = canonical.dumps(state)
        status = game.status(state)
        for viewer in viewers(game, state):
            game.view(state, viewer)
        legal = game.legal_actions(state)
        assert canonical.dumps(state) == snapshot, "status, view or legal_actions changed the state"
        assert not shared(state, legal), "legal actions share lists or objects with the state"
        if status["terminal"]:
            break
        action = playout.uniform(game, state, legal, rnd)
        action_snapshot = canonical.dumps(action)
        new, events = game.apply(state, action)
        assert canonical.dumps(state) == snapshot, f"apply({action}) changed its input state"
        assert canonical.dumps(action) == action_snapshot, f"apply({action}) changed its input action"
        assert not shared(state, new), "the new state shares lists or objects with the input state"
        assert not shared(state, events), "the events share lists or objects with the input state"
        assert not shared(action, new) and not shared(action, events), "the result shares the action's lists"
        again = game.apply(canonical.copy(state), canonical.copy(action))
        assert same(again, (new, events)), "apply is a function of the state and the action"
        state = new


# --- 3 -------------------------------------------------------------------------------------
def _check_near_misses(game, state, legal, rnd, pool):
    n = game.player_count(state)
    awaiting = decisions.awaiting(state["decisions"])
    listed = {canonical.dumps(a) for a in legal}
    assert len(listed) == len(legal), "legal_actions lists an action twice"

    def judged(action):
        """Applies if listed, refused otherwise; an unlisted instance of a parametric action
        may apply too (docs/protocol.md) but is refused if it does not."""
        if canonical.dumps(action) in listed:
            game.apply(state, action)
        elif game.actions.by_type[action["type"]].parametric:
            try:
                game.apply(state, action)
            except IllegalAction:
                refused(game, state, action)
        else:
            refused(game, state, action)

    for action in _sample(rnd, legal, 30):
        game.apply(state, action)
    for bad in (None, [], "take", 0):
        refused(game, state, bad, "malformed_action")
    for action in _sample(rnd, legal, 6):
        schema_name = game.schemas.actions[action["type"]]
        for seat in range(CHANCE, n):  # another seat (the chance seat included)
            if seat != action["player"]:
                moved = {**action, "player": seat}
                judged(moved)
                if seat not in awaiting:
                    refused(game, state, moved, "not_your_turn")
        for seat in (n, n + 1, CHANCE - 1, 99, "0", 0.0, True, None, [0]):
            refused(game, state, {**action, "player": seat}, "malformed_action")
        unknown = "no_such_action"
        while unknown in game.actions.by_type:
            unknown += "_really"
        refused(game, state, {**action, "type": unknown}, "unknown_action")
        for wrong in (None, 7, [action["type"]]):
            refused(game, state, {**action, "type": wrong}, "malformed_action")
        for key in action:
            missing = {k: v for k, v in action.items() if k != key}
            refused(game, state, missing, "malformed_action")
            if key != "type":
                assert game.schemas.errors(schema_name, missing), f"{schema_name} accepts the action without {key!r}"
        extra = "extra_member"
        while extra in action:
            extra += "_too"
        refused(game, state, {**action, extra: 0}, "malformed_action")
        assert game.schemas.errors(schema_name, {**action, extra: 0}), f"{schema_name} accepts an extra member"
    # a member's value taken from another listed action of the same type: of this state, or
    # of another state of the playout (``pool``: what the lister must list when it is legal)
    by_type: dict[str, list[dict]] = {}
    for action in legal:
        by_type.setdefault(action["type"], []).append(action)
    pairs = [
        (a, b)
        for group in by_type.values()
        if len(group) > 1
        for a, b in zip(_sample(rnd, group, 12), _sample(rnd, group, 12), strict=True)
    ]
    for a, b in pairs:
        for key in a.keys() - {"type", "player"}:
            if not same(a[key], b[key]):
                judged({**a, key: b[key]})
    for a in _sample(rnd, legal, 8):
        for key in a.keys() - {"type", "player"}:
            for value in _sample(rnd, list(pool.get((a["type"], key), {}).values()), 6):
                judged({**a, key: value})


def _by_decision(game, every):
    """The states grouped by the kind of their pending decision (``None``: the end)."""
    groups: dict = {}
    for state in every:
        top = decisions.top(state["decisions"])
        groups.setdefault(None if top is None else top["kind"], []).append(state)
    return groups


#: States whose near misses are tried, at most: two of each kind of decision, then a random
#: choice of them (a game of many kinds of decision would take long).
MAX_CHOSEN = 12


@FEW
@given(data=st.data())
def test_listed_actions_apply_and_near_misses_are_refused(game, data):
    start = data.draw(starts(game))
    initial, steps = play(game, start, max_steps=150)
    rnd = random.Random(start.policy_seed ^ 0x5EED)
    every = states(initial, steps)
    pool: dict[tuple[str, str], dict[bytes, object]] = {}  # (type, member) -> values listed
    for state in every:
        for action in game.legal_actions(state, trusted=True):
            for key, value in action.items():
                pool.setdefault((action["type"], key), {})[canonical.dumps(value)] = value
    chosen = [state for group in _by_decision(game, every).values() for state in _sample(rnd, group, 2)]
    for state in _sample(rnd, chosen, MAX_CHOSEN) + _sample(rnd, every, 3) + [every[-1]]:
        legal = game.legal_actions(state)
        _check_near_misses(game, state, legal, rnd, pool)
    last = every[-1]
    if game.status(last)["terminal"]:
        assert game.legal_actions(last) == []
        if steps:
            refused(game, last, steps[-1].action)


# --- 4 -------------------------------------------------------------------------------------
@FEW
@given(data=st.data())
def test_awaiting_matches_who_may_act(game, data):
    start = data.draw(starts(game))
    initial, steps = play(game, start, max_steps=150)
    rnd = random.Random(start.policy_seed ^ 0xA3A1)
    for state in _sample(rnd, states(initial, steps), 40):
        n = game.player_count(state)
        status = game.status(state)
        awaiting = status["awaiting"]
        assert awaiting == decisions.awaiting(state["decisions"])
        assert len(set(awaiting)) == len(awaiting) and all(CHANCE <= s < n for s in awaiting)
        if state["rng"] is not None:
            assert CHANCE not in awaiting, "seeded randomness: the chance seat never decides"
        everyone = game.legal_actions(state)
        per_seat = []
        for seat in range(CHANCE, n):
            acts = game.legal_actions(state, seat)
            assert bool(acts) == (seat in awaiting), f"seat {seat}: {len(acts)} actions, awaiting {awaiting}"
            assert all(a["player"] == seat for a in acts)
            assert all(is_chance(game, a) == (seat == CHANCE) for a in acts)
            per_seat += acts
        assert sorted(map(canonical.dumps, everyone)) == sorted(map(canonical.dumps, per_seat))
        assert all(a["player"] in awaiting for a in everyone)
        assert status["terminal"] == (not awaiting), "terminal exactly when nobody is awaited"
        for bad in (n, CHANCE - 1):
            with pytest.raises(InvalidState) as caught:
                game.legal_actions(state, bad)
            assert caught.value.code == "invalid_player"


# --- 5 -------------------------------------------------------------------------------------
def _round_trip(value):
    again = orjson.loads(orjson.dumps(value))
    assert again == value and type(again) is type(value)
    assert orjson.dumps(again) == orjson.dumps(value)
    return again


@FEW
@given(data=st.data())
def test_json_round_trip_is_identity(game, data):
    start = data.draw(starts(game))
    initial, steps = play(game, start, max_steps=100)
    rnd = random.Random(start.policy_seed ^ 0x150)
    with pytest.raises(InvalidState):
        game.status({})
    for state in _sample(rnd, states(initial, steps), 40):
        again = _round_trip(state)
        game.check_state(again)
        _round_trip(game.status(state))
        _round_trip(game.legal_actions(state))
        for viewer in viewers(game, state):
            _round_trip(game.view(state, viewer))
        with pytest.raises(WrongGame):
            game.check_state({**again, "game": again["game"] + "-other"})
        with pytest.raises(WrongRulesVersion):
            game.check_state({**again, "rules_version": again["rules_version"] + ".other"})
    for step in steps:
        _round_trip(step.action)
        _round_trip(step.events)
    for step in _sample(rnd, steps, 10):  # a client's copies play the same
        new, events = game.apply(_round_trip(step.before), _round_trip(step.action))
        assert same((new, events), (step.after, step.events))


# --- 6 -------------------------------------------------------------------------------------
@FEW
@given(data=st.data())
def test_status_is_consistent(game, data):
    start = data.draw(starts(game))
    initial, steps = play(game, start, max_steps=1000)
    for state in states(initial, steps):
        status = game.status(state)
        assert status.keys() == STATUS_KEYS
        assert isinstance(status["phase"], str) and status["terminal"] in (True, False)
        assert status["outcome"] in OUTCOMES
        _round_trip(status)
        n = game.player_count(state)
        if not status["terminal"]:
            assert status["scores"] is None and status["winners"] is None and status["outcome"] is None
            continue
        event("played to the end")
        scores, winners = status["scores"], status["winners"]
        assert isinstance(scores, list) and len(scores) == n, "one score per seat"
        assert all(isinstance(s, (int, float)) and not isinstance(s, bool) for s in scores)
        assert isinstance(winners, list) and len(set(winners)) == len(winners)
        assert set(winners) <= set(range(n)), "winners are seats"
        assert state is (steps[-1].after if steps else initial), "a playout stops at the end"


@FEW
@given(data=st.data())
def test_a_state_with_nothing_to_decide_before_the_end_is_refused(game, data):
    """A state not over always waits for a decision: one edited to wait for none (its
    decision stack emptied) is refused, not answered with no legal action."""
    start = data.draw(starts(game))
    initial, steps = play(game, start, max_steps=30)
    for state in states(initial, steps):
        if game.status(state)["terminal"]:
            continue
        with pytest.raises(InvalidState):
            game.legal_actions({**state, "decisions": []})


# --- 7 -------------------------------------------------------------------------------------
@FEW
@given(data=st.data())
def test_replay_of_the_log_reproduces_the_state(game, data):
    seeded = data.draw(starts(game, chance.SEEDED))
    table = data.draw(starts(game, chance.TABLE))
    for start in (seeded, table):
        initial, steps = play(game, start, max_steps=150)
        log = orjson.loads(orjson.dumps([step.action for step in steps]))  # as a client sends it back
        if start.randomness == chance.SEEDED:
            assert all(a["player"] != CHANCE for a in log)
        state = game.setup(canonical.copy(start.options), start.seed)
        assert same(state, initial)
        for action, step in zip(log, steps, strict=True):
            state, events = game.apply(state, action)
            assert same(state, step.after) and same(events, step.events)
        final = steps[-1].after if steps else initial
        assert canonical.dumps(state) == canonical.dumps(final), "replay reproduces the state exactly"


# --- 8 -------------------------------------------------------------------------------------
@FEW
@given(data=st.data())
def test_everything_validates_against_the_published_schemas(game, data):
    bundle = game.schemas
    assert set(bundle.actions) == set(game.actions.by_type)
    for name in (bundle.state, bundle.view, bundle.action_union, bundle.event_union):
        assert bundle.errors(name, {}), f"{name} accepts an empty object"
    assert bundle.errors(bundle.action_union, {"type": "no_such_action", "player": 0})
    assert bundle.errors(bundle.event_union, {"type": "no_such_event"})

    def valid(name, value):
        errors = bundle.errors(name, value)
        assert not errors, f"{name}: {errors}\n{value}"

    start = data.draw(starts(game))
    initial, steps = play(game, start, max_steps=150)
    rnd = random.Random(start.policy_seed ^ 0x5C4E)
    every = states(initial, steps)
    viewed = {id(state) for state in _sample(rnd, every, 25)}
    for state in every:
        valid(bundle.state, state)
        if id(state) in viewed:
            for viewer in viewers(game, state):
                valid(bundle.view, game.view(state, viewer))
        for action in game.legal_actions(state, trusted=True):
            valid(bundle.action_union, action)
            valid(bundle.actions[action["type"]], action)
    for step in steps:
        for happened in step.events:
            assert happened.get("type") in bundle.events, f"unpublished event {happened}"
            valid(bundle.event_union, happened)
            valid(bundle.events[happened["type"]], happened)


# --- 9 -------------------------------------------------------------------------------------
def _views(game, state):
    return {viewer: canonical.dumps(game.view(state, viewer)) for viewer in viewers(game, state)}


def _choice_frames(state):
    return [i for i, frame in enumerate(state["decisions"]) if "choices" in frame]


def _frame_key(state, i, seat):
    """A simultaneous frame, its choices left out: the same question to ``seat``."""
    frame = state["decisions"][i]
    return i, seat, canonical.dumps({k: v for k, v in frame.items() if k != "choices"})


@settings(FEW, max_examples=3 * FEW.max_examples)  # more starts, shorter: more reach a secret choice
@given(data=st.data())
def test_a_view_hides_the_seed_and_secret_choices(game, data):
    start = data.draw(starts(game))
    initial, steps = play(game, start, max_steps=80)
    rnd = random.Random(start.policy_seed ^ 0xC0FFEE)
    every = states(initial, steps)
    reseeded = {id(state) for state in _sample(rnd, every, 5)}
    alternatives: dict[tuple, list] = {}  # (frame, seat, question) -> the choices it could make
    for state in every:
        choice_frames = _choice_frames(state)
        if id(state) not in reseeded and not choice_frames:
            continue
        views = _views(game, state)
        for viewer, view in views.items():
            for path, key, _ in walk(orjson.loads(view)):
                assert key not in SECRET_KEYS, f"view of {viewer} shows {path}"
        legal = {seat: game.legal_actions(state, seat) for seat in range(CHANCE, game.player_count(state))}

        if id(state) in reseeded and state["rng"] is not None:
            # the seed and the draw counter change nothing anyone sees or may do
            other = canonical.copy(state)
            other["rng"] = {
                "seed": (state["rng"]["seed"] + 1 + rnd.randrange(10**6)) % (chance.MAX_SEED + 1),
                "draws": (state["rng"]["draws"] + 1 + rnd.randrange(1000)) % 2**31,
            }
            game.check_state(other)
            assert _views(game, other) == views, "a view depends on the seed or the draw counter"
            assert {s: game.legal_actions(other, s) for s in legal} == legal

        for i in choice_frames:
            frame = state["decisions"][i]
            for q, choice in enumerate(frame["choices"]):
                key = _frame_key(state, i, q)
                if choice is None:  # what could q choose? each result must look alike to the others
                    results = []
                    for action in _sample(rnd, legal[q], 6):
                        after, _ = game.apply(state, action)
                        if (
                            i < len(after["decisions"])
                            and "choices" in after["decisions"][i]
                            and after["decisions"][i]["choices"][q] is not None
                        ):
                            results.append(after)
                    alternatives[key] = [r["decisions"][i]["choices"][q] for r in results]
                    if len(results) > 1:
                        event("two secret choices compared")
                    for a, b in zip(results, results[1:], strict=False):
                        va, vb = _views(game, a), _views(game, b)
                        for viewer in va:
                            if viewer != q:
                                assert va[viewer] == vb[viewer], f"{viewer} sees what seat {q} chose"
                    continue
                for value in alternatives.get(key, []):  # q has chosen: another choice, same views
                    if same(value, choice):
                        continue
                    event("a secret choice swapped for another")
                    other = canonical.copy(state)
                    other["decisions"][i]["choices"][q] = value
                    game.check_state(other)
                    changed = _views(game, other)
                    for viewer in views:
                        if viewer != q:
                            assert changed[viewer] == views[viewer], f"{viewer} sees seat {q}'s secret choice"
                    for seat in legal:
                        if seat != q:
                            assert game.legal_actions(other, seat) == legal[seat]


# --- 10 ------------------------------------------------------------------------------------
def test_components_validate_and_serialize(game):
    bundle = game.schemas
    components = game.components()
    assert isinstance(components, dict) and components
    assert bundle.errors(bundle.components, components) == []
    assert bundle.errors(bundle.components, [components])
    assert orjson.loads(orjson.dumps(components)) == components
    assert same(game.components(), components), "the components are static"
    metadata = game.metadata()
    assert orjson.loads(orjson.dumps(metadata)) == metadata
    assert metadata["options"] == bundle.defs[bundle.options]
    assert metadata["players"]["min"] <= metadata["players"]["max"]


def test_components_are_a_fresh_copy(game):
    """A caller may change what ``components()`` returns (the service adds to it, a client
    library edits it) without changing the game: no list or object is the engine's own."""
    first, second = game.components(), game.components()
    assert not shared(first, second), "two calls return the same lists or objects (the engine's own data)"


# --- 11 ------------------------------------------------------------------------------------
@FEW
@given(data=st.data())
def test_table_mode_chance_decisions_are_answered_from_legal_actions(game, data):
    start = data.draw(starts(game, chance.TABLE))
    initial, steps = play(game, start, max_steps=120)
    following = [step.action for step in steps] + [None]  # the action played from each state
    for state, played in zip(states(initial, steps), following, strict=True):
        game.check_state(state)
        assert state["rng"] is None, "randomness 'table': no seed, no counter"
        awaiting = decisions.awaiting(state["decisions"])
        acts = game.legal_actions(state, CHANCE)
        if CHANCE not in awaiting:
            assert acts == []
            continue
        assert awaiting == [CHANCE], "a draw is the chance seat's alone"
        kind = state["decisions"][-1]["kind"]
        assert acts, "a pending draw has outcomes"
        for action in acts:
            assert action.keys() == {"type", "player", "outcome"}
            assert action["player"] == CHANCE and action["type"] == kind and is_chance(game, action)
        outcomes = [canonical.dumps(a["outcome"]) for a in acts]
        assert len(set(outcomes)) == len(outcomes), "each outcome listed once"
        for impossible in (None, "no such outcome", [acts[0]["outcome"]]):
            if canonical.dumps(impossible) not in outcomes:
                refused(game, state, chance.action(kind, impossible))
        for seat in seats(game, state):
            assert game.legal_actions(state, seat) == []
        assert played is None or played in acts, "the playout answered the draw from its outcomes"


# --- 12 ------------------------------------------------------------------------------------
def _integer_leaves(value, path=()):
    """``(path, number)`` of every integer (not bool) inside a JSON value."""
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return
    for key, inner in items:
        if type(inner) is int:
            yield (*path, key), inner
        else:
            yield from _integer_leaves(inner, (*path, key))


def _with(state, path, number):
    changed = canonical.copy(state)
    inner = changed
    for key in path[:-1]:
        inner = inner[key]
    inner[path[-1]] = number
    return changed


def _accepted(game, state) -> bool:
    try:
        game.check_state(state)
    except InvalidState:
        return False
    return True


def _extreme(game, state, path, number, step) -> int:
    """The furthest value from ``number`` in direction ``step`` (+1/-1) that the state's check
    still accepts at ``path``, the other members unchanged (a binary search up to 2**62)."""
    good, bad = number, number + step * 2**62
    while abs(bad - good) > 1:
        middle = (good + bad) // 2
        if _accepted(game, _with(state, path, middle)):
            good = middle
        else:
            bad = middle
    return good


#: Integers of a state pushed to their bounds, at most (a random choice of them): a state of
#: hundreds of hexes and cards would take minutes.
MAX_LEAVES = 40


@settings(FEW, max_examples=4)
@given(data=st.data())
def test_apply_never_leaves_the_bounds_its_state_check_sets(game, data):
    """Every counter a state may hold at its bound (the largest or smallest value its check
    accepts) stays inside that bound after any legal action: ``apply`` never returns a state
    that ``check_state`` refuses (issue 8, "bounds are symmetric")."""
    start = data.draw(starts(game, chance.SEEDED))
    initial, steps = play(game, start, max_steps=60)
    rnd = random.Random(start.policy_seed ^ 0xB0B)
    for state in _sample(rnd, states(initial, steps), 2):
        for path, number in _sample(rnd, list(_integer_leaves(state)), MAX_LEAVES):
            for step in (1, -1):
                if not _accepted(game, _with(state, path, number + step)):
                    continue  # not a free counter here (a seat, a size, a phase's number)
                edge = _with(state, path, _extreme(game, state, path, number, step))
                for action in _sample(rnd, game.legal_actions(edge, trusted=True), 6):
                    try:
                        after, _ = game.apply(edge, action)
                    except RulesError:
                        continue  # refusing is within bounds; returning a bad state is not
                    assert _accepted(game, after), f"{action} with {path} at its bound leaves the state's bounds"


# --- every variant to its end ------------------------------------------------------------------
#: A game's variant must end within this many random actions (a Gloomhaven scenario takes a
#: few hundred to a few thousand).
VARIANT_STEPS = 20_000


def _variants():
    for game in GAMES:
        for name, options in game.variants().items():
            yield pytest.param(game, options, id=f"{game.id}-{name}")


@pytest.mark.parametrize("variant_game,options", list(_variants()))
@pytest.mark.parametrize("randomness", [chance.SEEDED, chance.TABLE])
def test_every_variant_plays_to_its_end(variant_game, options, randomness):
    """``Game.variants``: one random game of each, seeded and at the table (the chance seat's
    answers drawn at random among its legal actions), to its end; the last state, its views
    and the last events validate against the published schemas."""
    game = variant_game
    seed = len(canonical.dumps(options))
    table = randomness == chance.TABLE
    state = game.setup({**canonical.copy(options), "randomness": randomness}, None if table else seed)
    events: list = []
    for _action, after, happened in playout.steps(game, state, random.Random(seed), playout.uniform, VARIANT_STEPS):
        state, events = after, happened
    status = game.status(state)
    assert status["terminal"], f"not over after {VARIANT_STEPS} random actions"
    bundle = game.schemas
    assert bundle.errors(bundle.state, state) == []
    for seat in range(game.player_count(state)):
        assert bundle.errors(bundle.view, game.view(state, seat)) == []
    for happened in events:
        assert bundle.errors(bundle.events[happened["type"]], happened) == [], happened
