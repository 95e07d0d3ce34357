"""/v1/games: list games, set up, list legal actions, apply, view, replay."""

import http

from flask import request

from rules import games as registry
from rules.core import RulesError, canonical

from ..errors import Problem, rules_problem
from ..responses import Blueprint, cached, json_response
from .schemas import (
    ApplyRequestSchema,
    ApplyResponseSchema,
    ComponentsResponseSchema,
    GameListSchema,
    GameMetadataSchema,
    LegalActionsRequestSchema,
    LegalActionsResponseSchema,
    ReplayRequestSchema,
    ReplayResponseSchema,
    SetupRequestSchema,
    SetupResponseSchema,
    ViewRequestSchema,
    ViewResponseSchema,
)

blp = Blueprint(
    "games",
    __name__,
    url_prefix="/v1/games",
    description="Set up games, list legal actions, apply actions, view and replay",
)

# Errors a game operation with a body may answer (422 is documented by @arguments).
BODY_PROBLEMS = (400, 404, 413, 415)
STATE_PROBLEMS = (*BODY_PROBLEMS, 409)


def operation(operation_id: str, problems: tuple[int, ...] = ()):
    """Document the operation id and the error responses (problem+json) by status code.

    One ``doc`` wrapper instead of an ``alt_response`` per status keeps requests cheap.
    """
    return blp.doc(operationId=operation_id, responses={status: http.HTTPStatus(status).name for status in problems})


@blp.route("", methods=["GET"])
@operation("list_games")
@blp.response(200, GameListSchema)
def list_games():
    """List the games this service plays."""
    return json_response({"games": [game.metadata() for game in registry.playable()]})


@blp.route("/<game_id:game>", methods=["GET"])
@operation("get_game", (404,))
@blp.response(200, GameMetadataSchema)
def get_game(game):
    """One game's metadata: player counts, rules version, option schema."""
    return json_response(registry.get(game).metadata())


@blp.route("/<game_id:game>/components", methods=["GET"])
@operation("get_components", (404,))
@blp.response(200, ComponentsResponseSchema)
def get_components(game):
    """What a frontend needs to draw the game: boards, pieces, prices and scoring values.

    Static for a rules version: the response has an ETag and answers ``If-None-Match`` with
    304, and may be cached for a day.
    """
    engine = registry.get(game)
    body, etag = _components(engine)
    response = json_response(body)
    response.set_etag(etag)
    response.cache_control.public = True
    response.cache_control.max_age = 86400
    return response.make_conditional(request)


_COMPONENTS: dict[tuple[str, str], tuple[bytes, str]] = {}


def _components(engine) -> tuple[bytes, str]:
    """The components response body of ``engine`` and its ETag, made once per process."""
    key = (engine.id, engine.rules_version)
    if key not in _COMPONENTS:
        body = canonical.dumps({"components": engine.components()})
        _COMPONENTS[key] = (body, canonical.digest(body)[:32])
    return _COMPONENTS[key]


@blp.route("/<game_id:game>/setup", methods=["POST"])
@operation("setup", BODY_PROBLEMS)
@blp.arguments(SetupRequestSchema())
@blp.response(200, SetupResponseSchema)
def setup(body, game):
    """Set up a new game from options and an optional seed."""
    engine = registry.get(game)
    state = engine.setup(body["options"], body["seed"])
    return json_response({"state": state, "status": engine.status(state, trusted=True)})


@blp.route("/<game_id:game>/legal-actions", methods=["POST"])
@operation("legal_actions", STATE_PROBLEMS)
@blp.arguments(LegalActionsRequestSchema())
@blp.response(200, LegalActionsResponseSchema)
def legal_actions(body, game):
    """Every legal action of one player, or of every awaiting player."""
    engine = registry.get(game)
    state, player = body["state"], body["player"]

    def compute():
        actions = engine.legal_actions(state, player)
        return {"actions": actions, "status": engine.status(state, trusted=True)}

    return cached("legal-actions", engine.cache_namespace, engine.rules_version, (state, player), compute)


@blp.route("/<game_id:game>/apply", methods=["POST"])
@operation("apply_action", STATE_PROBLEMS)
@blp.arguments(ApplyRequestSchema())
@blp.response(200, ApplyResponseSchema)
def apply_action(body, game):
    """Apply an action: the new state, the events it caused, and the new status.

    An illegal action is refused with 422 and the reason.
    """
    engine = registry.get(game)
    state, action = body["state"], body["action"]

    def compute():
        new_state, events = engine.apply(state, action)
        return {"state": new_state, "events": events, "status": engine.status(new_state, trusted=True)}

    return cached("apply", engine.cache_namespace, engine.rules_version, (state, action), compute)


@blp.route("/<game_id:game>/view", methods=["POST"])
@operation("view", STATE_PROBLEMS)
@blp.arguments(ViewRequestSchema())
@blp.response(200, ViewResponseSchema)
def view(body, game):
    """What one player (or a spectator) may see of a state."""
    engine = registry.get(game)
    state, player = body["state"], body["player"]
    return json_response({"view": engine.view(state, player), "status": engine.status(state, trusted=True)})


@blp.route("/<game_id:game>/replay", methods=["POST"])
@operation("replay", BODY_PROBLEMS)
@blp.arguments(ReplayRequestSchema())
@blp.response(200, ReplayResponseSchema)
def replay(body, game):
    """Set up and apply a list of actions: the final state and every step's events.

    An illegal action is refused with 422; the problem's ``step`` is its index.
    """
    engine = registry.get(game)
    if body["seed"] is None and engine.validate_options(body["options"])["randomness"] != "table":
        raise Problem(
            422,
            "validation_error",
            "a seeded game replays from its seed",
            {"errors": {"json": {"seed": ["Required with randomness 'seeded'."]}}},
        )
    state = engine.setup(body["options"], body["seed"])
    steps = []
    for index, action in enumerate(body["actions"]):
        try:
            state, events = engine.apply(state, action)
        except RulesError as err:
            raise rules_problem(err, step=index) from err
        steps.append({"action": action, "events": events})
    return json_response({"state": state, "status": engine.status(state, trusted=True), "steps": steps})
