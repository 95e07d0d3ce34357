"""The value schemas the Foundations of Rome schemas share: seats, tallies, lots, buildings,
cards."""

from rules.core.schema import array, integer

from . import dealt, invocations
from .board import DEED, is_monument, kinds
from .scoring import MAX_TALLY

PHASES = ["setup", "draft", "keep", "turn", "final_turn", "game_over"]
SEAT = integer(0, 4)
VP = integer(-MAX_TALLY, MAX_TALLY)
SILVER = integer(0, MAX_TALLY)
KIND = {"type": "string", "enum": list(kinds())}
CARD = {"type": "string", "enum": dealt.CARD_IDS}
INVOCATION = invocations.CARD
#: a card of an Era deck or the Deed board: a deed, or an Invocation
DECK_CARD = {"anyOf": [DEED, INVOCATION]}
MONUMENT = {"type": "string", "enum": [k for k in kinds() if is_monument(k)]}
#: Bounds that no real state exceeds (100 lots on the board, 5 seats × 20 buildings in a tray)
#: keep every request small to check.
DEEDS = array(DEED, maxItems=100)
