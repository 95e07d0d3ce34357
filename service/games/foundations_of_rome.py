"""OpenAPI schemas of Foundations of Rome: options, state, actions, view.

Documentation only: requests are checked by the engine, responses are its output.
"""

from typing import NamedTuple

import marshmallow as ma
from marshmallow import fields, validate

from rules.core.rng import MAX_SEED

GAME = "foundations-of-rome"
DEED_PATTERN = r"^[A-J](10|[1-9])$"
PHASES = ["draft", "turn", "final_turn", "game_over"]
BUILDING_KINDS = [
    "domus", "domus_maxima", "insula_long", "insula_l", "grand_insula_long", "grand_insula_square",
    "bakery", "pottery_studio", "artisan_forum_long", "artisan_forum_l", "foundry_long",
    "foundry_square", "fountain", "library", "market", "garden", "majestic_fountain",
    "resplendent_library", "marketplace", "luxury_garden",
]


class GameComponents(NamedTuple):
    """Component names of one game's schemas, as the unions refer to them."""

    game: str
    state: str
    view: str
    action: str
    options: str


def _deed(**kwargs) -> fields.String:
    return fields.String(validate=validate.Regexp(DEED_PATTERN), **kwargs)


def _deeds(**kwargs) -> fields.List:
    return fields.List(_deed(), **kwargs)


def _const(value: str) -> fields.String:
    return fields.String(required=True, validate=validate.OneOf([value]))


def _int(low=None, high=None, **kwargs) -> fields.Integer:
    return fields.Integer(validate=validate.Range(low, high), **kwargs)


def _kind(**kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(BUILDING_KINDS), **kwargs)


class FoundationsOfRomeOptionsSchema(ma.Schema):
    players = _int(2, 5, required=True, metadata={"description": "2–4, or 5 with the 5th Player expansion"})
    deed_drafting = fields.Boolean(load_default=False, metadata={"description": "the Deed Drafting setup rule"})
    first_player = _int(0, 4, load_default=None, allow_none=True, metadata={
        "description": "seat of the first player; null: chosen by the seed"})


class FoundationsOfRomeSetupOptionsSchema(ma.Schema):
    """Options as kept in a state: complete, the first player decided."""

    players = _int(2, 5, required=True)
    deed_drafting = fields.Boolean(required=True)
    first_player = _int(0, 4, required=True, allow_none=True)


class FoundationsOfRomeRngSchema(ma.Schema):
    seed = _int(0, MAX_SEED, required=True)
    draws = _int(0, required=True)


class FoundationsOfRomePlayerSchema(ma.Schema):
    silver = _int(0, required=True)
    vp = fields.Integer(required=True)
    deeds = _deeds(required=True, metadata={"description": "lots this player owns"})


class FoundationsOfRomeBuildingSchema(ma.Schema):
    kind = _kind(required=True)
    owner = _int(0, required=True)
    lots = _deeds(required=True)


class FoundationsOfRomeDraftSchema(ma.Schema):
    kind = _const("draft_deed")
    hands = fields.List(_deeds(), required=True, metadata={"description": "each player's hand"})
    choices = fields.List(_deed(allow_none=True), required=True, metadata={
        "description": "each player's secret choice; null: not chosen yet"})


class FoundationsOfRomeStateSchema(ma.Schema):
    game = _const(GAME)
    rules_version = fields.String(required=True, metadata={"example": "1"})
    options = fields.Nested(FoundationsOfRomeSetupOptionsSchema, required=True)
    rng = fields.Nested(FoundationsOfRomeRngSchema, required=True)
    phase = fields.String(required=True, validate=validate.OneOf(PHASES))
    era = _int(1, 3, required=True)
    current = _int(0, required=True, metadata={"description": "whose turn it is"})
    final_turns_left = _int(0, required=True)
    era_decks = fields.List(_deeds(), required=True, validate=validate.Length(equal=3),
                            metadata={"description": "the three Era decks, top card first"})
    deeds_for_sale = _deeds(required=True, validate=validate.Length(max=6), metadata={
        "description": "the Deed board, cheapest slot first (prices 2, 3, 4, 6, 8, 10)"})
    players = fields.List(fields.Nested(FoundationsOfRomePlayerSchema), required=True)
    buildings = fields.List(fields.Nested(FoundationsOfRomeBuildingSchema), required=True)
    draft = fields.Nested(FoundationsOfRomeDraftSchema, required=True, allow_none=True)


# --- actions ----------------------------------------------------------------------------
class FoundationsOfRomeTakeIncomeActionSchema(ma.Schema):
    type = _const("take_income")
    player = _int(0, required=True)


class FoundationsOfRomeBuyDeedActionSchema(ma.Schema):
    type = _const("buy_deed")
    player = _int(0, required=True)
    deed = _deed(required=True)


class FoundationsOfRomeConstructActionSchema(ma.Schema):
    type = _const("construct")
    player = _int(0, required=True)
    building = _kind(required=True)
    lots = _deeds(required=True, validate=validate.Length(min=1))


class FoundationsOfRomeDraftDeedActionSchema(ma.Schema):
    type = _const("draft_deed")
    player = _int(0, required=True)
    deed = _deed(required=True)


ACTIONS = {
    "take_income": FoundationsOfRomeTakeIncomeActionSchema,
    "buy_deed": FoundationsOfRomeBuyDeedActionSchema,
    "construct": FoundationsOfRomeConstructActionSchema,
    "draft_deed": FoundationsOfRomeDraftDeedActionSchema,
}


# --- view -------------------------------------------------------------------------------
FoundationsOfRomeSupplySchema = ma.Schema.from_dict(
    {kind: _int(0, required=True) for kind in BUILDING_KINDS}, name="FoundationsOfRomeSupplySchema")


class FoundationsOfRomeDeedForSaleSchema(ma.Schema):
    deed = _deed(required=True)
    price = _int(0, required=True)


class FoundationsOfRomePlayerViewSchema(ma.Schema):
    silver = _int(0, required=True)
    vp = fields.Integer(required=True)
    deeds = _deeds(required=True)
    population = _int(0, required=True)
    commercial_silver = _int(0, required=True)
    lot_markers_on_board = _int(0, required=True)
    lot_markers_in_tray = _int(0, required=True)
    supply = fields.Nested(FoundationsOfRomeSupplySchema, required=True)


class FoundationsOfRomeDraftViewSchema(ma.Schema):
    hand = _deeds(required=True, allow_none=True,
                  metadata={"description": "the viewer's hand; null for a spectator"})
    hand_sizes = fields.List(_int(0), required=True)
    chosen = fields.List(fields.Boolean(), required=True, metadata={"description": "who has chosen already"})
    own_choice = _deed(required=True, allow_none=True)


class FoundationsOfRomeViewSchema(ma.Schema):
    game = _const(GAME)
    rules_version = fields.String(required=True)
    options = fields.Nested(FoundationsOfRomeSetupOptionsSchema, required=True)
    viewer = _int(0, required=True, allow_none=True, metadata={"description": "null: a spectator"})
    phase = fields.String(required=True, validate=validate.OneOf(PHASES))
    era = _int(1, 3, required=True)
    current = _int(0, required=True)
    final_turns_left = _int(0, required=True)
    era_decks = fields.List(_int(0), required=True, validate=validate.Length(equal=3),
                            metadata={"description": "cards left in each Era deck"})
    deeds_for_sale = fields.List(fields.Nested(FoundationsOfRomeDeedForSaleSchema), required=True)
    players = fields.List(fields.Nested(FoundationsOfRomePlayerViewSchema), required=True)
    buildings = fields.List(fields.Nested(FoundationsOfRomeBuildingSchema), required=True)
    draft = fields.Nested(FoundationsOfRomeDraftViewSchema, required=True, allow_none=True)


def register(spec) -> GameComponents:
    """Register this game's component schemas in ``spec``; return their names."""
    names = GameComponents(GAME, "FoundationsOfRomeState", "FoundationsOfRomeView",
                           "FoundationsOfRomeAction", "FoundationsOfRomeOptions")
    spec.components.schema(names.options, schema=FoundationsOfRomeOptionsSchema)
    spec.components.schema(names.state, schema=FoundationsOfRomeStateSchema)
    spec.components.schema(names.view, schema=FoundationsOfRomeViewSchema)
    mapping = {}
    for action_type, schema in ACTIONS.items():
        name = schema.__name__.removesuffix("Schema")
        spec.components.schema(name, schema=schema)
        mapping[action_type] = "#/components/schemas/" + name
    spec.components.schema(names.action, component={
        "description": "an action of Foundations of Rome",
        "oneOf": [{"$ref": ref} for ref in mapping.values()],
        "discriminator": {"propertyName": "type", "mapping": mapping},
    })
    return names
