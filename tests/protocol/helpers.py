"""Shared strategies and helpers of the game-protocol conformance suite (``conftest.py``
parametrizes every test over the games).

Every test of ``tests/protocol`` runs once per game under test (``GAMES``: the ``game``
argument, ids = game ids), and nothing here or in the tests names a game (but the table of
known engine bugs, ``conftest.KNOWN_ENGINE_BUGS``), one of
its options or one of its action types: a game is tested only through what every game
publishes (``game.schemas``, ``game.actions``, the protocol methods). A new game in
``rules/games.py`` is picked up without editing the suite.

- ``starts(game)``: setup options drawn from the game's own published options schema (kept
  only when the game accepts them), a seed when the randomness is seeded, and the seed of
  the playout policy;
- ``play(game, start, max_steps)``: a random playout (``rules.core.playout``) that keeps
  every step, so a test can check its invariants on each state, action and event.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, settings
from hypothesis import strategies as st

from rules import games
from rules.core import Game, IllegalAction, InvalidOptions, RulesError, canonical, chance, playout
from tests.pig import GAME as PIG

#: The games under test: every listed game (``rules.games.every()``), those served
#: (``playable()``) and those whose engine is played in process but not yet served
#: (Gloomhaven), so an engine meets the protocol before it is switched on; and Pig
#: (``tests/pig``): a second, very different game (a chance decision on every roll) that
#: plugs in through the contract alone, so the suite is seen to name no game.
GAMES = [*games.every(), PIG]

#: The option every game accepts (``rules.core.chance``).
RANDOMNESS = "randomness"
#: Keys that would carry the seed or the RNG counter into a view.
SECRET_KEYS = frozenset({"rng", "seed", "draws"})
#: Options whose canonical JSON is longer are not drawn: the suite stays fast for any game.
MAX_OPTIONS_BYTES = 2048
#: A machine error code: lower snake case.
CODE_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")

#: Few examples each, no deadline (a playout takes a while), the whole suite in seconds.
FEW = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


# --- options from the published schema -----------------------------------------------------
_OPTIONS: dict[str, st.SearchStrategy] = {}


#: A schema definition marked with this keyword (false) is too large to draw at random
#: (Gloomhaven's ``CustomScenario``): an alternative that refers to it is left out of the
#: options drawn here, and the game's own tests cover it.
NO_RANDOM_DRAW = "x-no-random-draw"


def _drawable(bundle: Any, value: Any) -> Any:
    """``value`` without the ``anyOf``/``oneOf`` alternatives that refer to a definition marked
    ``NO_RANDOM_DRAW``, nor the counting constraints (``_COUNTED``)."""
    if isinstance(value, list):
        return [_drawable(bundle, v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: _drawable(bundle, v) for k, v in value.items()}
    for key in ("anyOf", "oneOf"):
        if key in out:
            kept = [v for v in out[key] if not _marked(bundle, v)]
            out[key] = kept or out[key]
    if "allOf" in out:
        out["allOf"] = [v for v in out["allOf"] if not (isinstance(v, dict) and v.keys() <= _COUNTED)]
        if not out["allOf"]:
            del out["allOf"]
    return out


#: ``allOf`` members made of these keywords only ("at most one head item") are left out of
#: the document drawn from: ``hypothesis_jsonschema`` ignores ``maxContains`` yet merges each
#: ``contains`` into every draw (ten times the cost); ``starts`` checks the whole schema.
_COUNTED = frozenset({"contains", "minContains", "maxContains", "description"})


def _marked(bundle: Any, value: Any) -> bool:
    ref = value.get("$ref", "") if isinstance(value, dict) else ""
    return bool(ref) and bundle.defs[ref.rsplit("/", 1)[1]].get(NO_RANDOM_DRAW, False)


def _document(bundle: Any, name: str) -> dict:
    """A standalone schema document for ``name`` with only the defs it refers to (a whole
    bundle's defs would cost ``from_schema`` seconds to check), without the alternatives too
    large to draw (``NO_RANDOM_DRAW``)."""
    wanted, todo = set(), [name]
    while todo:
        found = todo.pop()
        if found not in wanted:
            wanted.add(found)
            todo += [v.rsplit("/", 1)[1] for _, k, v in walk(_drawable(bundle, bundle.defs[found])) if k == "$ref"]
    defs = {k: _drawable(bundle, bundle.defs[k]) for k in sorted(wanted)}
    return {**_drawable(bundle, bundle.document(name)), "$defs": defs}


def options(game: Game) -> st.SearchStrategy[dict]:
    """Options drawn from a standalone document of the game's published options schema
    (``_strategy``). The drawer ignores some keywords (``maxContains``) and ``oneOf``'s
    "exactly one", so a drawn value may still fail the schema: ``starts`` checks it."""
    found = _OPTIONS.get(game.id)
    if found is None:
        bundle = game.schemas
        document = _document(bundle, bundle.options)
        found = _OPTIONS[game.id] = _strategy(document, document["$defs"])
    return found


#: Keywords that say nothing about which values are valid.
_ANNOTATIONS = frozenset({"description", "default", "title", "examples"})


def _strategy(schema: dict, defs: dict) -> st.SearchStrategy:
    """Values of ``schema``: a closed object (``additionalProperties: false``) as a
    ``fixed_dictionaries`` of its properties, a list of one item schema as ``lists``,
    ``anyOf``/``oneOf`` as a choice of their alternatives, anything else by
    ``hypothesis_jsonschema.from_schema``. That library canonicalises an object's property
    schemas again on every draw: a Gloomhaven options object, with a card pool per class,
    took a quarter of a second."""
    from hypothesis_jsonschema import from_schema  # here: its import reads Hypothesis' storage

    keys = schema.keys() - _ANNOTATIONS
    if "$ref" in schema and keys <= {"$ref", "$defs", "$schema"}:
        return _strategy(defs[schema["$ref"].rsplit("/", 1)[1]], defs)
    if len(keys) == 1 and keys <= {"anyOf", "oneOf"}:
        return st.one_of([_strategy(alternative, defs) for alternative in schema[keys.pop()]])
    if schema.get("additionalProperties") is False and keys <= _OBJECT:
        properties = {name: _strategy(inner, defs) for name, inner in schema.get("properties", {}).items()}
        required = set(schema.get("required", ()))
        return st.fixed_dictionaries(
            {k: v for k, v in properties.items() if k in required},
            optional={k: v for k, v in properties.items() if k not in required},
        )
    if schema.get("type") == "array" and "items" in schema and keys <= _LIST:
        return st.lists(
            _strategy(schema["items"], defs),
            min_size=schema.get("minItems", 0),
            max_size=schema.get("maxItems"),
            unique_by=canonical.dumps if schema.get("uniqueItems") else None,
        )
    return from_schema({**schema, "$defs": defs})


_OBJECT = frozenset({"type", "properties", "required", "additionalProperties"})
_LIST = frozenset({"type", "items", "minItems", "maxItems", "uniqueItems"})


#: Options drawn per start before the example is given up (``assume``): a game's options
#: have rules its schema cannot state (Gloomhaven's different classes, seats without gaps),
#: and retrying within one example is far cheaper than Hypothesis rejecting examples.
TRIES = 100


@dataclass(frozen=True)
class Start:
    """How a game begins: options, the seed (``None`` at the table), the playout's seed."""

    options: dict
    seed: int | None
    policy_seed: int
    randomness: str

    def setup(self, game: Game) -> dict:
        return game.setup(canonical.copy(self.options), self.seed)

    def rnd(self) -> random.Random:
        return random.Random(self.policy_seed)


def starts(game: Game, randomness: str | None = None) -> st.SearchStrategy[Start]:
    """Starts the game accepts: options valid against the schema, at most
    ``MAX_OPTIONS_BYTES`` long, that ``setup`` takes (drawn again up to ``TRIES`` times,
    then the example is rejected with ``assume``); ``randomness`` forces the option (else it
    is drawn like the others)."""

    @st.composite
    def draw_start(draw) -> Start:
        valid = game.schemas.validator(game.schemas.options).is_valid
        for _ in range(TRIES):
            opts = draw(options(game))
            if randomness is not None:
                opts = {**opts, RANDOMNESS: randomness}
            if not valid(opts) or len(canonical.dumps(opts)) > MAX_OPTIONS_BYTES:
                continue
            try:
                mode = game.validate_options(canonical.copy(opts))[RANDOMNESS]
                seed = draw(st.integers(0, chance.MAX_SEED)) if mode == chance.SEEDED else None
                game.setup(canonical.copy(opts), seed)
            except InvalidOptions:
                continue
            return Start(opts, seed, draw(st.integers(0, 2**32 - 1)), mode)
        assume(False)

    return draw_start()


# --- playouts ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    before: dict
    action: dict
    after: dict
    events: list[dict]


def play(game: Game, start: Start, max_steps: int, policy: playout.Policy = playout.uniform) -> tuple[dict, list[Step]]:
    """The initial state and every step of a random playout of at most ``max_steps``."""
    initial = before = start.setup(game)
    steps = []
    for action, after, events in playout.steps(game, initial, start.rnd(), policy, max_steps):
        steps.append(Step(before, action, after, events))
        before = after
    return initial, steps


def states(initial: dict, steps: list[Step]) -> list[dict]:
    return [initial, *(step.after for step in steps)]


def seats(game: Game, state: dict) -> range:
    """The players' seats of ``state`` (not the chance seat)."""
    return range(game.player_count(state))


def viewers(game: Game, state: dict) -> list[int | None]:
    """Every seat, and ``None`` for a spectator."""
    return [*seats(game, state), None]


# --- checks --------------------------------------------------------------------------------
def same(a: Any, b: Any) -> bool:
    """Equal as JSON (canonical bytes)."""
    return canonical.dumps(a) == canonical.dumps(b)


def refused(game: Game, state: dict, action: Any, code: str | None = None) -> RulesError:
    """Assert ``apply`` refuses ``action`` with an ``IllegalAction`` carrying a machine code
    (``code`` if given) and a message, and leaves ``state`` alone."""
    before = canonical.dumps(state)
    with pytest.raises(IllegalAction) as caught:
        game.apply(state, action)
    error = caught.value
    assert isinstance(error, RulesError)
    assert isinstance(error.code, str) and error.code and set(error.code) <= CODE_CHARS, error.code
    assert isinstance(error.message, str) and error.message
    assert canonical.loads(canonical.dumps(error.to_dict()))["code"] == error.code
    if code is not None:
        assert error.code == code, f"{action!r}: {error.code} ({error.message}), expected {code}"
    assert canonical.dumps(state) == before, "a refused action left the state changed"
    return error


def walk(value: Any, path: str = "$") -> Iterator[tuple[str, Any, Any]]:
    """Every ``(path, key, value)`` of a JSON value's objects (lists walked through)."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield f"{path}.{key}", key, inner
            yield from walk(inner, f"{path}.{key}")
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from walk(inner, f"{path}[{i}]")


def containers(value: Any, found: dict[int, str] | None = None, path: str = "$") -> dict[int, str]:
    """``{id: path}`` of every list and dict inside a JSON value (to find aliasing)."""
    found = {} if found is None else found
    if isinstance(value, (dict, list)):
        found[id(value)] = path
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, inner in items:
            containers(inner, found, f"{path}[{key!r}]")
    return found


def shared(a: Any, b: Any) -> list[str]:
    """Paths of ``b`` whose list or dict object is also inside ``a``."""
    ids = containers(a)
    return [path for ident, path in containers(b).items() if ident in ids]


def is_chance(game: Game, action: dict) -> bool:
    return game.actions.by_type[action["type"]].chance
