"""The game protocol every engine implements (see DESIGN.md, "The rules protocol").

A ``Game`` is stateless metadata plus pure functions over plain-JSON states:
``setup``, ``legal_actions``, ``apply``, ``view``, ``status``. The public methods check
the state first, so a caller may hand them anything a client sent.
"""

from .errors import IllegalAction, InvalidState, WrongGame, WrongRulesVersion


class Game:
    """Base class of a game engine. Subclasses set the metadata and the ``_`` hooks."""

    id: str = ""
    name: str = ""
    rules_version: str = ""
    min_players: int = 1
    max_players: int = 1

    # --- metadata -------------------------------------------------------------------
    def options_schema(self) -> dict:
        """JSON Schema of the setup options."""
        raise NotImplementedError

    def metadata(self) -> dict:
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

    # --- the protocol ---------------------------------------------------------------
    def setup(self, options: dict, seed: int | None = None) -> dict:
        """A new state from validated ``options``; ``seed`` fixes every later draw."""
        raise NotImplementedError

    def legal_actions(self, state: dict, player: int | None = None, *, trusted: bool = False) -> list[dict]:
        """Every legal action of ``player`` (or of every awaiting player), fully specified.

        ``trusted``: the state was already checked or made by this engine (skips the check).
        """
        if not trusted:
            self.check_state(state)
        if player is not None:
            self._check_player(state, player)
        return self._legal_actions(state, player)

    def apply(self, state: dict, action: dict) -> tuple[dict, list[dict]]:
        """The state after ``action`` and the events it caused; ``state`` is not changed."""
        self.check_state(state)
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("an action is an object with a string 'type'", code="malformed_action")
        player = action.get("player")
        if type(player) is not int or not 0 <= player < self.player_count(state):
            raise IllegalAction("the action's 'player' must be a seat number of this game",
                                code="malformed_action")
        return self._apply(state, action)

    def view(self, state: dict, player: int | None = None) -> dict:
        """What ``player`` may see of ``state`` (``None``: a spectator)."""
        self.check_state(state)
        if player is not None:
            self._check_player(state, player)
        return self._view(state, player)

    def status(self, state: dict, *, trusted: bool = False) -> dict:
        """``{phase, awaiting, terminal, scores, winners}`` of ``state``."""
        if not trusted:
            self.check_state(state)
        return self._status(state)

    def check_state(self, state) -> None:
        """Raise ``InvalidState`` (or a subclass) unless ``state`` is a state of this game."""
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
        self._check_state(state)

    def player_count(self, state: dict) -> int:
        return state["options"]["players"]

    def _check_player(self, state: dict, player) -> None:
        if type(player) is not int or not 0 <= player < self.player_count(state):
            raise InvalidState(f"player must be a seat number from 0 to {self.player_count(state) - 1}",
                               code="invalid_player")

    # --- hooks: called with a checked state -----------------------------------------
    def _check_state(self, state: dict) -> None:
        raise NotImplementedError

    def _legal_actions(self, state: dict, player: int | None) -> list[dict]:
        raise NotImplementedError

    def _apply(self, state: dict, action: dict) -> tuple[dict, list[dict]]:
        raise NotImplementedError

    def _view(self, state: dict, player: int | None) -> dict:
        raise NotImplementedError

    def _status(self, state: dict) -> dict:
        raise NotImplementedError
