"""The schemas of the Will of the Consul module: its state, its view and its events."""

from rules.core import schema
from rules.core.schema import array, integer, nullable, obj, ref

from . import consul, consul_play
from .board import DEED
from .schema_types import DEEDS, SEAT, VP

# --- Will of the Consul ----------------------------------------------------------------
CARD_SIDE = {"type": "string", "enum": [consul_play.PLANNING, consul_play.READY]}
DIFFICULTY = {"type": "string", "enum": list(consul.CONSUL["difficulties"])}
TOKEN_LOTS = array(DEED, minItems=1, maxItems=4)


def defs() -> dict[str, schema.JSON]:
    token = consul_play.TOKEN
    token_or_null = {**nullable(token), "enum": [*token["enum"], None]}
    step = {"type": "string", "enum": [consul_play.TAKE, consul_play.CONSTRUCT, consul_play.REFILL]}
    four = {"minItems": 4, "maxItems": 4, "description": "by token size, 1 to 4"}
    # what the state and every view share
    public = {
        "difficulty": DIFFICULTY,
        "vp": VP,
        "card": CARD_SIDE,
        "controller": nullable(SEAT),
        "deeds": DEEDS,
        "forgone": DEEDS,
    }
    return {
        "ConsulToken": obj({"token": token, "lots": TOKEN_LOTS}, description="a Consul token in play"),
        "ConsulPending": obj(
            {"step": step, "lot": nullable(DEED), "vacant": DEEDS, "token": token_or_null},
            description="the Consul's step under way: take the leftmost deed; construct on 'lot'; refill the "
            "'vacant' lots; 'token': drawn, not placed yet",
        ),
        "Consul": obj(
            {
                **public,
                "tokens": array(ref("ConsulToken"), maxItems=30),
                "piles": array(array(token_or_null, maxItems=12), **four),
                "discards": array(array(token, maxItems=12), **four),
                "pending": nullable(ref("ConsulPending")),
            },
            description="Will of the Consul: piles top first (null: face down at the table); deeds: lots it "
            "owns; forgone: deeds it took for 7 VP without the lot",
        ),
        "ConsulTokenView": obj(
            {
                "token": token,
                "type": {"type": "string", "enum": ["residential", "commercial"]},
                "size": integer(1, 4),
                "lots": TOKEN_LOTS,
            }
        ),
        "ConsulView": obj(
            {
                **public,
                "tokens": array(ref("ConsulTokenView")),
                "piles": array(integer(0), **four),
                "discards": array(array(token), **four),
                "population": integer(0),
                "commercial_silver": integer(0),
                "minimum_deed_price": integer(0),
                "pending": nullable(ref("ConsulPending")),
            },
            description="the Consul as everyone sees it: its piles by size only",
        ),
        "ConsulEraScore": obj(
            {"population": ref("PopulationScore"), "commercial": ref("CommercialScore"), "vp": VP, "total_vp": VP},
            description="the Consul's points of an Era",
        ),
    }


def events() -> dict[str, tuple[dict[str, schema.JSON], str]]:
    size = integer(1, 4)
    return {
        "consul_card_flipped": ({"side": CARD_SIDE}, "the Consul card was turned (READY: it acts next time)"),
        "consul_deed_dealt": ({"deed": DEED}, "the table dealt one of the Consul's starting deeds"),
        "consul_deed_taken": ({"deed": DEED}, "the Consul took the leftmost deed of the Deed board"),
        "consul_exhausted": (
            {"deed": DEED, "size": size, "vp": integer(0)},
            "no Consul token of the size needed is left: it does not take the lot, it scores VP instead",
        ),
        "consul_tokens_reshuffled": (
            {"size": size, "count": integer(0)},
            "a face-down Consul pile was re-formed from its discards",
        ),
        "consul_token_drawn": ({"token": consul_play.TOKEN}, "the Consul drew a token"),
        "consul_token_placed": ({"token": consul_play.TOKEN, "lots": TOKEN_LOTS}, "a Consul token was placed"),
        "consul_token_discarded": (
            {"token": consul_play.TOKEN, "lots": TOKEN_LOTS},
            "a smaller Consul token was covered and went to its discard pile",
        ),
        "consul_control_passed": ({"player": SEAT}, "the Consul card passed clockwise (new Era)"),
    }
