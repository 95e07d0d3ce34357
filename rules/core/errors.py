"""Typed errors of the rules protocol, each with a stable machine ``code``."""

from typing import Any


class RulesError(Exception):
    """Base of every error a rules engine raises on bad input."""

    code = "rules_error"

    def __init__(self, message: str, code: str | None = None, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.details = details

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, **self.details}


class UnknownGame(RulesError):
    """No game is registered under that id."""

    code = "unknown_game"


class InvalidOptions(RulesError):
    """Setup options that the game does not accept."""

    code = "invalid_options"


class InvalidState(RulesError):
    """A state that is malformed or impossible under the rules."""

    code = "invalid_state"


class WrongGame(InvalidState):
    """A state of another game."""

    code = "wrong_game"


class WrongRulesVersion(InvalidState):
    """A state written under another rules version."""

    code = "wrong_rules_version"


class IllegalAction(RulesError):
    """An action the rules do not allow in this state; ``message`` says why."""

    code = "illegal_action"


class PolicyUnsupported(RulesError):
    """The game has no determinization or heuristic yet, so its bots play only ``random``."""

    code = "policy_unsupported"


class RenderUnsupported(RulesError):
    """The game draws no picture of a state (``Game._render`` is not implemented)."""

    code = "render_unsupported"
