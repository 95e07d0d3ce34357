"""/v1/games/gloomhaven/monster-moves: the monster AI, on its own until the Gloomhaven
engine exists (``gloomhaven`` is not yet a playable game). Mounted through the game's
``http_extension`` hook."""

import http

from rules.gloomhaven import GAME
from rules.gloomhaven import monster_moves as solve

from ..responses import Blueprint, cached
from .schemas import MonsterMovesRequestSchema, MonsterMovesResponseSchema

blp = Blueprint(
    "gloomhaven",
    __name__,
    url_prefix=f"/v1/games/{GAME.id}",
    description="Gloomhaven monster AI: focus, movement and attack options",
)

PROBLEMS = (400, 413, 415)


@blp.route("/monster-moves", methods=["POST"])
@blp.doc(operationId="monster_moves", responses={status: http.HTTPStatus(status).name for status in PROBLEMS})
@blp.arguments(MonsterMovesRequestSchema())
@blp.response(200, MonsterMovesResponseSchema)
def monster_moves(body):
    """Where the active monster moves and whom it attacks.

    Every (destination, targets) option the rules allow; more than one means the players
    choose. A request that describes no possible situation (unknown figure, active figure
    not a monster, hex not on the map, overlapping figures, ...) is refused with 422 and
    the reason.
    """
    return cached("monster-moves", GAME.cache_namespace, GAME.rules_version, (body,), lambda: solve(body))
