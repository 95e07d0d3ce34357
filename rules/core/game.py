"""The game protocol every engine implements.

A ``Game`` is stateless metadata plus pure functions over plain-JSON states: ``setup``,
``legal_actions``, ``apply``, ``view``, ``status`` (and, for a game that draws, ``render``). A
game declares its actions once in an ``ActionTable`` and publishes its JSON Schemas in a
``SchemaBundle``; the public methods check the state against that schema and the game's own
rules first, so a caller may hand them anything a client sent. ``label`` names a legal action
in words for a person choosing among them.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any, TypedDict

from . import canonical, chance, decisions
from .actions import Action, ActionTable, Events, State
from .decisions import CHANCE
from .errors import (
    IllegalAction,
    InvalidOptions,
    InvalidState,
    PolicyUnsupported,
    RenderUnsupported,
    WrongGame,
    WrongRulesVersion,
)
from .schema import JSON, SchemaBundle

#: Complete setup options (defaults filled in), as kept in ``state["options"]``.
Options = dict[str, Any]
#: What one seat (or a spectator) may see of a state; its shape is the game's ``View`` schema.
View = dict[str, Any]
#: The longest label ``Game.label`` returns (longer ones are cut, ending in ``...``).
LABEL_LENGTH = 80


def generic_label(action: Action) -> str:
    """The label of an action a game does not name itself: its type in words, then each member
    but ``player`` with its value (``"construct: building insula_long, lots E2 E3 E4"``)."""
    words = str(action.get("type", "action")).replace("_", " ")
    members = [f"{key} {_words(value)}".rstrip() for key, value in action.items() if key not in ("type", "player")]
    return words + (": " + ", ".join(members) if members else "")


def _words(value: Any) -> str:
    """A member's value in a label: lists space-separated, pairs in a list as ``(x, y)``."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{key} {_words(item)}" for key, item in value.items())
    if isinstance(value, list):
        pairs = (f"({', '.join(map(_words, item))})" if isinstance(item, list) else _words(item) for item in value)
        return " ".join(pairs)
    return "none" if value is None else str(value)


def tidy_label(text: str) -> str:
    """One line of plain text, at most ``LABEL_LENGTH`` characters."""
    line = " ".join(text.split())
    return line if len(line) <= LABEL_LENGTH else line[: LABEL_LENGTH - 3].rstrip() + "..."


class GameStatus(TypedDict):
    """What a game's ``_status`` says of a state."""

    phase: str
    terminal: bool
    scores: list[int] | None
    winners: list[int] | None
    outcome: str | None


class Status(GameStatus):
    """``Game.status``: the game's ``_status`` and the seats ``awaiting`` a decision."""

    awaiting: list[int]


class Game:
    """Base class of a game engine. Subclasses set the metadata, ``actions`` and the hooks."""

    id: str = ""
    name: str = ""
    rules_version: str = ""
    min_players: int = 1
    max_players: int = 1
    #: False for a game whose protocol is not built yet (only its extension endpoints answer).
    playable: bool = True
    #: ``"module:attribute"`` of a flask-smorest Blueprint with this game's own endpoints,
    #: mounted by the service under ``/v1/games/<id>`` (the one hook for extra endpoints).
    http_extension: str | None = None
    actions: ActionTable

    # --- metadata -------------------------------------------------------------------
    @property
    def cache_namespace(self) -> str:
        """The cache key prefix of this game's answers (with ``rules_version``)."""
        return self.id

    @cached_property
    def schemas(self) -> SchemaBundle:
        """The game's JSON Schemas: options, state, view, actions, events, components."""
        return self._schemas()

    def options_schema(self) -> JSON:
        return self.schemas.defs[self.schemas.options]

    def metadata(self) -> dict[str, Any]:
        """What ``GET /v1/games/{game}`` shows: ids, player counts, options, notes."""
        return {
            "id": self.id,
            "name": self.name,
            "rules_version": self.rules_version,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": self.options_schema(),
            "notes": self.notes(),
        }

    def notes(self) -> list[str]:
        return []

    def variants(self) -> dict[str, Options]:
        """Named options the shared conformance suite plays to the end, one random game each:
        the scenarios, modules or setups a game must be able to finish (none by default)."""
        return {}

    def components(self) -> dict[str, Any]:
        """Static facts a frontend needs to draw the game (boards, pieces, prices)."""
        raise NotImplementedError

    # --- the protocol ---------------------------------------------------------------
    def validate_options(self, options: Any) -> Options:
        """``options`` checked against the published schema, defaults filled in, then the
        checks a schema cannot say (``_check_options``); ``InvalidOptions`` otherwise."""
        errors = self.schemas.errors(self.schemas.options, options)
        if not errors and canonical.has_float(options):
            errors = ["numbers must be integers, not floats (and nesting shallow)"]
        if errors:
            raise InvalidOptions("options " + "; ".join(errors))
        props = self.options_schema()["properties"]
        opts = {k: canonical.copy(spec["default"]) for k, spec in props.items() if "default" in spec}
        opts.update(options)
        self._check_options(opts)
        return opts

    def setup(self, options: Any, seed: int | None = None) -> State:
        """A new state from ``options``; ``seed`` fixes every later draw (randomness seeded)."""
        opts = self.validate_options(options)
        return self._setup(opts, chance.new_rng(opts["randomness"], seed))

    def legal_actions(self, state: State, player: int | None = None, *, trusted: bool = False) -> list[Action]:
        """Every legal action of ``player`` (or of every awaiting seat), fully specified.

        ``trusted``: the state was already checked or made by this engine (skips the check).
        """
        if not trusted:
            self.check_state(state)
        if player is not None:
            self._check_player(state, player, chance_seat=True)
            return self.actions.legal(state, player)
        found: list[Action] = []
        for seat in decisions.awaiting(state["decisions"]):
            found += self.actions.legal(state, seat)
        if not found and not trusted and not self._status(state)["terminal"]:
            raise InvalidState("a game not over in which no seat has a legal action: not a state this engine makes")
        return found

    def apply(self, state: State, action: Any, *, trusted: bool = False) -> tuple[State, Events]:
        """The state after ``action`` and the events it caused; ``state`` is not changed."""
        if not trusted:
            self.check_state(state)
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("an action is an object with a string 'type'", code="malformed_action")
        player = action.get("player")
        if type(player) is not int or not CHANCE <= player < self.player_count(state):
            raise IllegalAction(
                "the action's 'player' must be a seat number of this game (or -1, the chance seat)",
                code="malformed_action",
            )
        if canonical.has_float(action):
            raise IllegalAction(
                "numbers in an action are integers, not floats (and nesting shallow)", code="malformed_action"
            )
        spec = self.actions.check(state, action)
        new = canonical.copy(state)
        events: Events = []
        spec.handler(new, action, events)
        return new, events

    def label(self, state: State, action: Action) -> str:
        """A short human-readable line naming ``action``, a legal action of ``state`` (for a
        frontend listing the choices): the game's wording (``_label``), on one line and at most
        ``LABEL_LENGTH`` characters. Plain text built from the action and what its seat may
        see; the generic label (``generic_label``) if the game's wording fails."""
        try:
            text = self._label(state, action)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            text = generic_label(action)
        return tidy_label(text)

    def labels(self, state: State, actions: list[Action]) -> list[str]:
        """``label`` of each of ``actions``, in their order."""
        return [self.label(state, action) for action in actions]

    def view(self, state: State, player: int | None = None, *, trusted: bool = False) -> View:
        """What ``player`` may see of ``state`` (``None``: a spectator)."""
        if not trusted:
            self.check_state(state)
        if player is not None:
            self._check_player(state, player)
        return self._view(state, player)

    @property
    def renders(self) -> bool:
        """Whether the game draws pictures of its states (it overrides ``_render``)."""
        return type(self)._render is not Game._render

    def render(self, state: State, player: int | None = None, *, trusted: bool = False) -> str:
        """An SVG picture of what ``player`` may see of ``state`` (``None``: a spectator's).

        Drawn from the view, never from the state, so no hidden information reaches the
        picture. ``RenderUnsupported`` (before any check of ``state``) for a game that does
        not draw."""
        if not self.renders:
            raise self._render_unsupported()
        return self._render(self.view(state, player, trusted=trusted))

    @property
    def thinks(self) -> bool:
        """Whether the game's bots may search (``greedy``, ``mcts``): it overrides
        ``_determinize`` and ``_heuristic``."""
        return type(self)._determinize is not Game._determinize and type(self)._heuristic is not Game._heuristic

    def determinize(self, state: State, player: int, rng: Any) -> State:
        """A state ``player`` cannot tell from ``state``: everything their view shows kept, every
        hidden part (deck orders, other seats' secret cards and choices, the seed) drawn anew
        from ``rng`` among what the view leaves possible. Depends on ``state`` only through the
        view, so a bot using it never uses hidden information."""
        return self._determinize(state, player, rng)

    def heuristic(self, state: State, player: int) -> float:
        """How good ``state`` looks for ``player`` (higher is better; documented per game)."""
        return self._heuristic(state, player)

    def _determinize(self, state: State, player: int, rng: Any) -> State:
        raise PolicyUnsupported(f"{self.name or self.id}'s bots play only 'random' yet", game=self.id)

    def _heuristic(self, state: State, player: int) -> float:
        raise PolicyUnsupported(f"{self.name or self.id}'s bots play only 'random' yet", game=self.id)

    def view_events(self, events: Events, player: int | None = None) -> Events:
        """What ``player`` may see of ``events`` (a sealed response carries these): by default
        every event, so a game whose events reveal hidden information overrides this."""
        return events

    def status(self, state: State, *, trusted: bool = False) -> Status:
        """``{phase, awaiting, terminal, scores, winners, outcome}`` of ``state``."""
        if not trusted:
            self.check_state(state)
        return {**self._status(state), "awaiting": decisions.awaiting(state["decisions"])}

    def check_state(self, state: Any) -> None:
        """Raise ``InvalidState`` (or a subclass) unless ``state`` is a state of this game:
        first its published schema, then what a schema cannot say (``_check_state``)."""
        if not isinstance(state, dict):
            raise InvalidState("a state is a JSON object")
        if state.get("game") != self.id:
            raise WrongGame(f"this is a state of {state.get('game')!r}, not of {self.id!r}")
        if state.get("rules_version") != self.rules_version:
            raise WrongRulesVersion(
                f"state has rules_version {state.get('rules_version')!r}; "
                f"this service plays {self.id} rules_version {self.rules_version!r}",
                expected=self.rules_version,
            )
        errors = self.schemas.errors(self.schemas.state, state)
        if not errors and canonical.has_float(state):
            where = canonical.float_path(state) or "(root)"  # None: nested too deeply to walk
            errors = [f"{where}: numbers must be integers, not floats (and nesting shallow)"]
        if errors:
            raise InvalidState("state." + "; state.".join(errors))
        self._check_state(state)

    def player_count(self, state: State) -> int:
        players: int = state["options"]["players"]
        return players

    def _check_player(self, state: State, player: Any, chance_seat: bool = False) -> None:
        low = CHANCE if chance_seat else 0
        if type(player) is not int or not low <= player < self.player_count(state):
            raise InvalidState(
                f"player must be a seat number from {low} to {self.player_count(state) - 1}", code="invalid_player"
            )

    # --- hooks ----------------------------------------------------------------------
    def _schemas(self) -> SchemaBundle:
        raise NotImplementedError

    def _check_options(self, options: Options) -> None:
        """Checks of complete options that the schema cannot express (cross-member)."""

    def _setup(self, options: Options, rng: chance.Rng | None) -> State:
        raise NotImplementedError

    def _check_state(self, state: State) -> None:
        raise NotImplementedError

    def _view(self, state: State, player: int | None) -> View:
        raise NotImplementedError

    def _label(self, state: State, action: Action) -> str:
        """The game's words for ``action`` (rulebook wording, component names); by default the
        generic label."""
        return generic_label(action)

    def _render(self, view: View) -> str:
        """An SVG document of ``view`` (deterministic: the same view, the same bytes)."""
        raise self._render_unsupported()

    def _render_unsupported(self) -> RenderUnsupported:
        return RenderUnsupported(f"{self.name or self.id} draws no pictures of its states yet", game=self.id)

    def _status(self, state: State) -> GameStatus:
        """``{phase, terminal, scores, winners, outcome}`` (``awaiting`` comes from the
        decision stack)."""
        raise NotImplementedError
