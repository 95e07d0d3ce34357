"""/v1/games: list games, set up, list legal actions, apply, view, render, bot actions, replay."""

import http
from typing import Any, NamedTuple

from flask import current_app, request

from rules import games as registry
from rules.core import RulesError, WrongRulesVersion, bots, canonical

from ..errors import Problem, rules_problem
from ..responses import Blueprint, cached_body, json_bytes, json_response
from ..seal import Sealer
from .schemas import (
    ApplyRequestSchema,
    ApplyResponseSchema,
    BotActionRequestSchema,
    BotActionResponseSchema,
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
    description="Set up games, list legal actions, apply actions, view, render and replay",
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


# --- states in and out: plain, or sealed (service/seal.py) --------------------------------
class Services(NamedTuple):
    """What the game views use besides the request: the answer cache, the sealer, and whether
    the deployment takes sealed states only. The fast lane (service/fast_lane.py) passes its
    own, made once from the same app."""

    cache: Any
    sealer: Sealer
    sealed_only: bool

    @classmethod
    def of(cls, app) -> "Services":
        arbiter = app.extensions["arbiter"]
        return cls(arbiter["cache"], arbiter["sealer"], app.config["ARBITER_REQUIRE_SEALED"])


def _services() -> Services:
    return Services.of(current_app)


def state_in(engine, body, services: Services) -> tuple[dict, bool]:
    """The request's state, and whether it is trusted (opened from this service's token: made
    by the engine, so its check is skipped)."""
    if "state_token" in body:
        state = services.sealer.open(engine.id, body["state_token"])
        if state.get("rules_version") != engine.rules_version:
            raise WrongRulesVersion(
                f"the state_token holds rules_version {state.get('rules_version')!r}; "
                f"this service plays {engine.id} rules_version {engine.rules_version!r}",
                expected=engine.rules_version,
            )
        return state, True
    if services.sealed_only:
        raise Problem(
            422, "sealed_state_required", "this deployment takes sealed states only: send state_token, not state"
        )
    return body["state"], False


def sealed_answer(body, services: Services) -> bool:
    """Whether the answer carries a token and a view instead of the state: the request asks
    (``seal``) or the deployment requires it."""
    return body["seal"] or services.sealed_only


def state_out(engine, body, state, answer: dict, services: Services) -> dict:
    """``answer`` with the state: plain, or sealed with the view of the request's ``player``
    (``sealed_answer``)."""
    if sealed_answer(body, services):
        player = body["player"]
        answer["view"] = engine.view(state, player, trusted=True)
        answer["state_token"] = services.sealer.seal(engine.id, state)
        for events in _events_in(answer):
            events[:] = engine.view_events(events, player)
    else:
        answer["state"] = state
    return answer


def _events_in(answer: dict) -> list[list]:
    return [answer["events"]] if "events" in answer else [step["events"] for step in answer.get("steps", ())]


def _seed(body, services: Services) -> int | None:
    if body["seed"] is not None and services.sealed_only:
        raise Problem(
            422, "seed_not_allowed", "this deployment takes sealed states only, and a seed would reveal every draw"
        )
    return body["seed"]


@blp.route("/<game_id:game>/setup", methods=["POST"])
@operation("setup", BODY_PROBLEMS)
# The example spares Swagger UI building one from every game's options schema (slow on /docs)
@blp.arguments(SetupRequestSchema(), example={"options": {"players": 2}, "seed": 42})
@blp.response(200, SetupResponseSchema)
def setup(body, game):
    """Set up a new game from options and an optional seed."""
    engine = registry.get(game)
    services = _services()
    state = engine.setup(body["options"], _seed(body, services))
    return json_response(state_out(engine, body, state, {"status": engine.status(state, trusted=True)}, services))


@blp.route("/<game_id:game>/legal-actions", methods=["POST"])
@operation("legal_actions", STATE_PROBLEMS)
@blp.arguments(LegalActionsRequestSchema())
@blp.response(200, LegalActionsResponseSchema)
def legal_actions(body, game):
    """Every legal action of one player, or of every awaiting player.

    An empty list comes with a ``reason``: the game is over, or the seat has nothing to decide.
    """
    return json_response(legal_actions_body(registry.get(game), body, _services()))


def legal_actions_body(engine, body: dict, services: Services) -> bytes:
    """The legal-actions response body of a request ``body`` (as its schema loads it: every
    member present), from the cache or computed; the fast lane answers with it too."""
    state, trusted = state_in(engine, body, services)
    player = body["player"]
    return cached_body(
        services.cache,
        "legal-actions",
        engine.cache_namespace,
        engine.rules_version,
        (state, player),
        lambda: legal_actions_answer(engine, state, player, trusted),
    )


def legal_actions_answer(engine, state: dict, player: int | None, trusted: bool) -> dict:
    """The legal-actions answer: the actions, a label for each (in the same order), the
    status, and why the list is empty."""
    actions = engine.legal_actions(state, player, trusted=trusted)
    labels = engine.labels(state, actions)
    status = engine.status(state, trusted=True)
    if actions:
        return {"actions": actions, "labels": labels, "status": status}
    reason = "game_over" if status["terminal"] else "not_awaiting"
    return {"actions": actions, "labels": labels, "status": status, "reason": reason}


@blp.route("/<game_id:game>/apply", methods=["POST"])
@operation("apply_action", STATE_PROBLEMS)
@blp.arguments(ApplyRequestSchema())
@blp.response(200, ApplyResponseSchema)
def apply_action(body, game):
    """Apply an action: the new state, the events it caused, and the new status.

    An illegal action is refused with 422 and the reason.
    """
    return json_response(apply_body(registry.get(game), body, _services()))


def apply_body(engine, body: dict, services: Services) -> bytes:
    """The apply response body of a request ``body`` (as its schema loads it: every member
    present): cached when it holds the plain new state, sealed anew every time otherwise; the
    fast lane answers with it too."""
    state, trusted = state_in(engine, body, services)
    action = body["action"]
    if sealed_answer(body, services):  # a new token every time: nothing to cache
        answer = apply_answer(engine, state, action, trusted)
        return json_bytes(state_out(engine, body, answer.pop("state"), answer, services))
    return cached_body(
        services.cache,
        "apply",
        engine.cache_namespace,
        engine.rules_version,
        (state, action),
        lambda: apply_answer(engine, state, action, trusted),
    )


def apply_answer(engine, state: dict, action: dict, trusted: bool) -> dict:
    """The apply answer: the new state, the events and the new status."""
    new_state, events = engine.apply(state, action, trusted=trusted)
    return {"state": new_state, "events": events, "status": engine.status(new_state, trusted=True)}


@blp.route("/<game_id:game>/view", methods=["POST"])
@operation("view", STATE_PROBLEMS)
@blp.arguments(ViewRequestSchema())
@blp.response(200, ViewResponseSchema)
def view(body, game):
    """What one player (or a spectator) may see of a state."""
    engine = registry.get(game)
    state, trusted = state_in(engine, body, _services())
    player = body["player"]
    view = engine.view(state, player, trusted=trusted)
    return json_response({"view": view, "status": engine.status(state, trusted=True)})


SVG_MIMETYPE = "image/svg+xml"


@blp.route("/<game_id:game>/render", methods=["POST"])
@operation("render", STATE_PROBLEMS)
@blp.arguments(ViewRequestSchema())  # the picture is drawn from the view: the same request
@blp.response(
    200,
    {"type": "string", "description": "an SVG document"},
    content_type=SVG_MIMETYPE,
    description="the picture: an SVG document",
)
def render(body, game):
    """A picture (SVG) of what one player (or a spectator) may see of a state.

    Drawn from that player's view, so it shows nothing the view hides; the same view gives
    the same bytes. A game that draws no pictures answers 404 ``render_unsupported``.
    """
    engine = registry.get(game)
    if not engine.renders:  # the answer whatever state was sent (render raises before reading it)
        engine.render({})
    state, trusted = state_in(engine, body, _services())
    svg = engine.render(state, body["player"], trusted=trusted)
    return current_app.response_class(svg.encode(), mimetype=SVG_MIMETYPE)


@blp.route("/<game_id:game>/bot-action", methods=["POST"])
@operation("bot_action", STATE_PROBLEMS)
@blp.arguments(BotActionRequestSchema())
@blp.response(200, BotActionResponseSchema)
def bot_action(body, game):
    """One legal action for a seat, chosen by a bot: ``random``, ``greedy`` or ``mcts``.

    The bot sees only what the seat may see; the same request (state, seat, policy, budget,
    seed) gives the same action. A game whose bots play only ``random`` answers 404
    ``policy_unsupported`` to the others; a seat with nothing to decide, 422 ``not_awaiting``.
    """
    engine = registry.get(game)
    state, trusted = state_in(engine, body, _services())
    if not trusted:
        engine.check_state(state)
    action = bots.choose(
        engine, state, body["player"], body["policy"], seed=body["seed"], budget_ms=body["budget_ms"], trusted=True
    )
    return json_response({"action": action, "policy": body["policy"]})


@blp.route("/<game_id:game>/replay", methods=["POST"])
@operation("replay", BODY_PROBLEMS)
@blp.arguments(ReplayRequestSchema())
@blp.response(200, ReplayResponseSchema)
def replay(body, game):
    """Set up and apply a list of actions: the final state and every step's events.

    An illegal action is refused with 422; the problem's ``step`` is its index.
    """
    engine = registry.get(game)
    services = _services()
    seed = _seed(body, services)
    if seed is None and engine.validate_options(body["options"])["randomness"] != "table":
        raise Problem(
            422,
            "validation_error",
            "a seeded game replays from its seed",
            {"errors": {"json": {"seed": ["Required with randomness 'seeded'."]}}},
        )
    state = engine.setup(body["options"], seed)
    steps = []
    for index, action in enumerate(body["actions"]):
        try:
            state, events = engine.apply(state, action, trusted=True)
        except RulesError as err:
            raise rules_problem(err, step=index) from err
        steps.append({"action": action, "events": events})
    answer = {"status": engine.status(state, trusted=True), "steps": steps}
    return json_response(state_out(engine, body, state, answer, services))
