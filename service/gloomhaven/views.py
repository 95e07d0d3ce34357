"""/v1/games/gloomhaven/monster-moves: the monster AI, on its own until the Gloomhaven
engine exists (``gloomhaven`` is not yet a listed game)."""

import http

import orjson
from flask import current_app
from flask_smorest import Blueprint as SmorestBlueprint

from rules.gloomhaven import monster_moves as solve

from ..json import OrjsonParser
from .schemas import MonsterMovesRequestSchema, MonsterMovesResponseSchema


class Blueprint(SmorestBlueprint):
    """A flask-smorest blueprint whose request bodies are read with orjson."""

    ARGUMENTS_PARSER = OrjsonParser()


blp = Blueprint("gloomhaven", __name__, url_prefix="/v1/games/gloomhaven",
                description="Gloomhaven monster AI: focus, movement and attack options")

PROBLEMS = (400, 413, 415)


@blp.route("/monster-moves", methods=["POST"])
@blp.doc(operationId="monster_moves",
         responses={status: http.HTTPStatus(status).name for status in PROBLEMS})
@blp.arguments(MonsterMovesRequestSchema())
@blp.response(200, MonsterMovesResponseSchema)
def monster_moves(body):
    """Where the active monster moves and whom it attacks.

    Every (destination, targets) option the rules allow; more than one means the players
    choose. A request that describes no possible situation (unknown figure, active figure
    not a monster, hex not on the map, overlapping figures, ...) is refused with 422 and
    the reason.
    """
    result = solve(body)
    return current_app.response_class(orjson.dumps(result), mimetype="application/json")
