"""Request and response schemas of ``POST /v1/games/gloomhaven/monster-moves`` (DESIGN,
"Gloomhaven geometry and monster-moves").

The schemas type the whole format for the OpenAPI document and the generated SDKs. Loading
is shallow on purpose, as in the game API: ``map``, ``figures`` and ``ability`` are taken as
plain JSON and checked by the engine (``rules.gloomhaven.parse_request``), which answers a
bad request with 422 and a precise code (``hex_not_on_map``, ``unknown_figure``, ...) —
and a 20x20 map is not walked twice.
"""

from collections.abc import Mapping
from typing import Any

import marshmallow as ma

from rules.gloomhaven.monster_ai import MAX_AREA, MAX_FIGURES, MAX_HEXES, MAX_INITIATIVE, MAX_VALUE


class Shallow:
    """Mixin of a field that documents its full type but loads the JSON as it is, after a
    check of the outer JSON type (the engine checks the rest)."""

    json_type: type = object
    json_name = "value"

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, partial: Any = None, **kwargs: Any
    ) -> Any:  # ``partial``: Nested's signature (unused here)
        if not isinstance(value, self.json_type) or isinstance(value, bool):
            raise ma.ValidationError(f"Not a valid {self.json_name}.")
        return value


class ShallowNested(Shallow, ma.fields.Nested):
    json_type = dict
    json_name = "JSON object"


class ShallowList(Shallow, ma.fields.List):
    json_type = list
    json_name = "list"


def _hex(*, required: bool = False, **metadata) -> ma.fields.List:
    return ma.fields.List(
        ma.fields.Integer(),
        required=required,
        validate=ma.validate.Length(equal=2),
        metadata={"description": "a hex in axial coordinates [q, r]", "example": [3, 1], **metadata},
    )


def _hexes(description: str) -> ShallowList:
    return ShallowList(
        _hex(), load_default=list, allow_none=True, metadata={"description": description + " (null: none)"}
    )


class MonsterMovesMapSchema(ma.Schema):
    hexes = ShallowList(
        _hex(),
        required=True,
        validate=ma.validate.Length(1, MAX_HEXES),
        metadata={
            "description": "every hex that exists; anything else is wall. Neighbours of [q, r] are "
            "(+1,0) (+1,-1) (0,-1) (-1,0) (-1,+1) (0,+1)",
            "example": [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]],
        },
    )
    thin_walls = ShallowList(
        ma.fields.List(_hex(), validate=ma.validate.Length(equal=2)),
        load_default=list,
        allow_none=True,
        metadata={
            "description": "walls on the edge between two adjacent hexes, each as the pair of hexes (null: none)",
            "example": [[[0, 0], [1, 0]]],
        },
    )
    obstacles = _hexes("obstacle hexes: block normal movement (not Jump or Flying), not sight")
    traps = _hexes(
        "trap hexes: sprung by a normal move or the landing of a Jump; avoided by monsters unless they are the only way"
    )
    hazardous = _hexes("hazardous terrain: avoided by monsters like traps")
    difficult = _hexes("difficult terrain: costs 2 movement to enter (Jump: only when landing)")


class MonsterMovesFigureSchema(ma.Schema):
    id = ma.fields.String(
        required=True, validate=ma.validate.Length(min=1), metadata={"description": "unique figure id", "example": "C1"}
    )
    side = ma.fields.String(
        required=True,
        validate=ma.validate.OneOf(["character", "monster"]),
        metadata={"description": "characters are the monsters' enemies"},
    )
    hex = _hex(required=True)
    initiative = ma.fields.Integer(
        allow_none=True,
        validate=ma.validate.Range(0, MAX_INITIATIVE),
        metadata={
            "description": "a character's initiative this round; breaks focus ties (lower first). "
            "Missing or null: cannot break ties",
            "example": 10,
        },
    )


class MonsterMovesAbilitySchema(ma.Schema):
    move = ma.fields.Integer(
        load_default=0,
        allow_none=True,
        validate=ma.validate.Range(0, MAX_VALUE),
        metadata={"description": "Move value (0: does not move; null: 0)"},
    )
    range = ma.fields.Integer(
        load_default=0,
        allow_none=True,
        validate=ma.validate.Range(0, MAX_VALUE),
        metadata={"description": "attack range; 0 is a melee attack (null: 0)"},
    )
    target = ma.fields.Integer(
        load_default=1,
        allow_none=True,
        validate=ma.validate.Range(0, MAX_VALUE),
        metadata={
            "description": "number of targets; 0: no attack (moves as if melee); at least the number "
            "of enemies: target all (null: 1)"
        },
    )
    flying = ma.fields.Boolean(load_default=False, allow_none=True, metadata={"description": "the monster flies"})
    jump = ma.fields.Boolean(
        load_default=False,
        allow_none=True,
        metadata={"description": "the move is a Jump (a flying monster flies either way)"},
    )
    muddled = ma.fields.Boolean(
        load_default=False,
        allow_none=True,
        metadata={"description": "the monster is muddled (does not step away to avoid disadvantage)"},
    )
    area = ma.fields.List(
        _hex(),
        allow_none=True,
        validate=ma.validate.Length(max=MAX_AREA),
        metadata={
            "description": "area-of-effect pattern as axial offsets: for a melee attack (range 0) "
            "relative to the attacker's hex (the attacker's own hex [0, 0] is ignored); "
            "for a ranged attack a free shape, placed anywhere with one hex in range. "
            "Any rotation or mirror image is used",
            "example": [[1, 0], [1, -1]],
        },
    )


class MonsterMovesRequestSchema(ma.Schema):
    map = ShallowNested(MonsterMovesMapSchema, required=True)
    figures = ShallowList(
        ma.fields.Nested(MonsterMovesFigureSchema), required=True, validate=ma.validate.Length(max=MAX_FIGURES)
    )
    active = ma.fields.String(
        required=True, metadata={"description": "id of the monster taking its turn", "example": "A"}
    )
    ability = ShallowNested(MonsterMovesAbilitySchema, required=True)


class MonsterMovesOptionSchema(ma.Schema):
    destination = _hex(required=True, description="where the monster ends its move")
    targets = ma.fields.List(
        _hex(), required=True, metadata={"description": "hexes of the figures it attacks (empty: no attack this turn)"}
    )


class MonsterMovesResponseSchema(ma.Schema):
    focus = ma.fields.List(
        ma.fields.String(),
        required=True,
        metadata={
            "description": "ids of the monster's focus; several when the players choose; empty when "
            "it has no focus (then it neither moves nor attacks)",
            "example": ["C1"],
        },
    )
    options = ma.fields.List(
        ma.fields.Nested(MonsterMovesOptionSchema),
        required=True,
        metadata={
            "description": "every destination + targets combination the rules allow, sorted; more "
            "than one means the players choose"
        },
    )
