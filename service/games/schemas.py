"""Request and response envelopes of the game API, and the game-agnostic component unions.

Loading is shallow on purpose: ``state``, ``action`` and ``options`` are taken as plain JSON
objects and checked by the engine against the schemas the game publishes. The OpenAPI
document still types them, through ``JSONObject`` fields that refer to named components
(``State``, ``Action``, ...), each a union of the schemas of every game in ``rules.games``.
"""

import marshmallow as ma
from werkzeug.routing import BaseConverter

from rules import games as game_list
from rules.core import CHANCE, bots
from rules.core.chance import MAX_SEED
from rules.core.game import LABEL_LENGTH
from rules.core.schema import camel

COMPONENTS = "#/components/schemas/"


class GameIdConverter(BaseConverter):
    """URL converter of ``{game}``: any segment matches (unknown games get a 404 problem);
    the spec lists the documented games."""


def game_id_param_schema(converter) -> dict:
    return {"$ref": COMPONENTS + "GameId"}


class JSONObject(ma.fields.Field):
    """A JSON object passed on as-is (the engine checks it), documented as a named component."""

    default_error_messages = {"invalid": "Not a JSON object."}

    def __init__(self, component: str, **kwargs):
        self.component = component
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, dict):
            raise self.make_error("invalid")
        return value


def json_object_ref(self, field, **kwargs) -> dict:
    """apispec attribute function: a ``JSONObject`` is a ``$ref`` to its component."""
    if not isinstance(field, JSONObject):
        return {}
    ref = {"$ref": COMPONENTS + field.component}
    return {"anyOf": [ref, {"type": "null"}]} if field.allow_none else ref


class StrictInteger(ma.fields.Integer):
    """An integer; booleans, floats and numeric strings are refused."""

    def __init__(self, **kwargs):
        super().__init__(strict=True, **kwargs)

    def _validated(self, value):
        if isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return super()._validated(value)


class StrictBoolean(ma.fields.Boolean):
    """true or false; 0, 1 and strings are refused."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


#: The longest search a bot request may ask for (``budget_ms``), within the per-request limits
#: of docs/limits.md.
MAX_BOT_BUDGET_MS = 1000


def _player(description: str, low: int = 0) -> StrictInteger:
    return StrictInteger(
        load_default=None, allow_none=True, validate=ma.validate.Range(min=low), metadata={"description": description}
    )


def _seed(**kwargs) -> StrictInteger:
    return StrictInteger(validate=ma.validate.Range(0, MAX_SEED), **kwargs)


# --- requests ---------------------------------------------------------------------------
class StateRequestSchema(ma.Schema):
    """A request about a state: the state itself, or a token sealed by this service."""

    state = JSONObject("State", metadata={"description": "the full state (send this or state_token)"})
    state_token = ma.fields.String(
        validate=ma.validate.Length(min=1),
        metadata={"description": "a state sealed by this service (send this or state)"},
    )

    @ma.validates_schema
    def _one_state(self, data, **kwargs):
        if ("state" in data) == ("state_token" in data):
            raise ma.ValidationError("Send exactly one of 'state' and 'state_token'.", "state")


class SealRequestSchema(ma.Schema):
    """A request whose answer holds a state: plain, or sealed with the caller's view."""

    seal = StrictBoolean(
        load_default=False,
        metadata={
            "description": "answer with state_token and the view of 'player' instead of the state "
            "(always so where the deployment requires sealed states)"
        },
    )
    player = _player("whose view a sealed answer carries (the deployment decides); missing or null: a spectator's")


class SetupRequestSchema(SealRequestSchema):
    options = JSONObject("Options", required=True, metadata={"description": "the game's setup options"})
    seed = _seed(
        load_default=None,
        allow_none=True,
        metadata={
            "description": "fixes every random draw of the game; missing or null: chosen at random "
            "(refused where the deployment requires sealed states: a seed reveals every draw)"
        },
    )


class LegalActionsRequestSchema(StateRequestSchema):
    player = _player(
        "list only this seat's actions (-1: the chance seat); missing or null: every awaiting seat's", low=CHANCE
    )


class ApplyRequestSchema(StateRequestSchema, SealRequestSchema):
    action = JSONObject("Action", required=True, metadata={"description": "an action as listed by legal-actions"})


class ViewRequestSchema(StateRequestSchema):
    player = _player("whose view; missing or null: a spectator's")


class BotActionRequestSchema(StateRequestSchema):
    player = StrictInteger(
        required=True, validate=ma.validate.Range(min=0), metadata={"description": "the seat the bot plays"}
    )
    policy = ma.fields.String(
        load_default="greedy",
        validate=ma.validate.OneOf(bots.POLICIES),
        metadata={
            "description": "random: any legal action; greedy: the best after one action by the game's "
            "documented heuristic; mcts: information-set Monte Carlo tree search (never uses what the "
            "seat cannot see)"
        },
    )
    budget_ms = StrictInteger(
        load_default=100,
        validate=ma.validate.Range(1, MAX_BOT_BUDGET_MS),
        metadata={
            "description": f"mcts: the search's length, {bots.CALLS_PER_MS} engine calls per millisecond "
            "(counted, not timed: the same request gives the same action)"
        },
    )
    seed = _seed(load_default=0, metadata={"description": "the bot's random draws: the same seed, the same action"})


class ReplayRequestSchema(SealRequestSchema):
    options = JSONObject("Options", required=True)
    seed = _seed(
        load_default=None,
        allow_none=True,
        metadata={
            "description": "the seed of the game (required with randomness 'seeded'); null or missing "
            "with randomness 'table', whose draws are chance actions in 'actions'"
        },
    )
    actions = ma.fields.List(
        JSONObject("Action"),
        required=True,
        metadata={"description": "the actions to apply in order, from the state that setup gives"},
    )


# --- responses (documentation only: views send engine output as it is) ---------------------
class GameStatusSchema(ma.Schema):
    phase = ma.fields.String(required=True)
    awaiting = ma.fields.List(
        ma.fields.Integer(validate=ma.validate.Range(min=CHANCE)),
        required=True,
        metadata={
            "description": "seats whose decision is pending (several for a simultaneous choice; "
            "-1: the chance seat, a draw made at the table)"
        },
    )
    terminal = ma.fields.Boolean(required=True)
    scores = ma.fields.List(
        ma.fields.Integer(),
        required=True,
        allow_none=True,
        metadata={"description": "each player's final score once terminal, else null"},
    )
    winners = ma.fields.List(
        ma.fields.Integer(),
        required=True,
        allow_none=True,
        metadata={
            "description": "the winning players once terminal, else null (a cooperative game: "
            "every seat on victory, none on defeat)"
        },
    )
    outcome = ma.fields.String(
        required=True,
        allow_none=True,
        validate=ma.validate.OneOf(["victory", "defeat"]),
        metadata={
            "description": "a cooperative game's result once terminal; null for competitive games and before the end"
        },
    )


class PlayerCountSchema(ma.Schema):
    min = ma.fields.Integer(required=True)
    max = ma.fields.Integer(required=True)


class GameMetadataSchema(ma.Schema):
    id = ma.fields.String(required=True, metadata={"example": "foundations-of-rome"})
    name = ma.fields.String(required=True)
    rules_version = ma.fields.String(required=True)
    players = ma.fields.Nested(PlayerCountSchema, required=True)
    options = ma.fields.Dict(required=True, metadata={"description": "JSON Schema of the setup options"})
    notes = ma.fields.List(ma.fields.String(), required=True)


class GameListSchema(ma.Schema):
    games = ma.fields.List(ma.fields.Nested(GameMetadataSchema), required=True)


class StateResponseSchema(ma.Schema):
    """An answer holding a state: the state, or (sealed) a token and the caller's view."""

    state = JSONObject("State", metadata={"description": "the new state (unless sealed)"})
    state_token = ma.fields.String(metadata={"description": "sealed: the new state, to send back as state_token"})
    view = JSONObject("View", metadata={"description": "sealed: what the request's player may see of the new state"})
    status = ma.fields.Nested(GameStatusSchema, required=True)


class SetupResponseSchema(StateResponseSchema):
    pass


class LegalActionsResponseSchema(ma.Schema):
    actions = ma.fields.List(JSONObject("Action"), required=True)
    labels = ma.fields.List(
        ma.fields.String(validate=ma.validate.Length(max=LABEL_LENGTH)),
        required=True,
        metadata={
            "description": "a short human-readable label of each action, in the same order (plain text, "
            f"one line, at most {LABEL_LENGTH} characters, e.g. 'Buy deed B6 for 2 silver'): for a "
            "frontend listing the choices. Labels are not part of an action: send the action back, "
            "never its label"
        },
    )
    status = ma.fields.Nested(GameStatusSchema, required=True)
    reason = ma.fields.String(
        validate=ma.validate.OneOf(["game_over", "not_awaiting"]),
        metadata={
            "description": "only when 'actions' is empty, why: game_over, or not_awaiting (the seat "
            "asked for has nothing to decide now; 'status.awaiting' says who has)"
        },
    )


class ApplyResponseSchema(StateResponseSchema):
    events = ma.fields.List(JSONObject("Event"), required=True)


class ViewResponseSchema(ma.Schema):
    view = JSONObject("View", required=True)
    status = ma.fields.Nested(GameStatusSchema, required=True)


class BotActionResponseSchema(ma.Schema):
    action = JSONObject("Action", required=True, metadata={"description": "one legal action of the seat"})
    policy = ma.fields.String(required=True)


class ReplayStepSchema(ma.Schema):
    action = JSONObject("Action", required=True)
    events = ma.fields.List(JSONObject("Event"), required=True)


class ReplayResponseSchema(StateResponseSchema):
    steps = ma.fields.List(ma.fields.Nested(ReplayStepSchema), required=True)


class ComponentsResponseSchema(ma.Schema):
    components = JSONObject("Components", required=True)


# --- component unions -------------------------------------------------------------------
def register_components(spec) -> None:
    """Register every playable game's published schemas (prefixed by the game) and the unions
    State, View, Action, Options, Event, Components across games."""
    games = game_list.playable()
    for game in games:
        for component, schema in game.schemas.renamed(camel(game.id), COMPONENTS).items():
            spec.components.schema(component, component=schema)

    def ref(game, role: str) -> str:
        return COMPONENTS + camel(game.id) + getattr(game.schemas, role)

    def by_game(role: str, description: str) -> dict:
        return {
            "description": description,
            "oneOf": [{"$ref": ref(g, role)} for g in games],
            "discriminator": {"propertyName": "game", "mapping": {g.id: ref(g, role) for g in games}},
        }

    def any_of(role: str, description: str) -> dict:
        return {"description": description, "anyOf": [{"$ref": ref(g, role)} for g in games]}

    spec.components.schema(
        "State", component=by_game("state", "a full game state (everything, hidden information included)")
    )
    spec.components.schema("View", component=by_game("view", "what one seat may see of a state"))
    spec.components.schema("Action", component=any_of("action_union", "an action of some game"))
    spec.components.schema("Event", component=any_of("event_union", "an event of some game: switch on 'type'"))
    spec.components.schema("Options", component=any_of("options", "setup options of some game"))
    spec.components.schema("Components", component=any_of("components", "a game's static components"))
    spec.components.schema(
        "GameId",
        component={
            "type": "string",
            "enum": [g.id for g in games],
            "description": "a game id, as listed by GET /v1/games",
        },
    )
