"""The event schemas of Foundations of Rome: what each event reports, by type."""

from rules.core import schema
from rules.core.schema import array, const, integer, nullable, obj, ref

from . import consul_schemas
from .board import DEED
from .schema_types import CARD, DEEDS, INVOCATION, KIND, MONUMENT, SEAT, VP


def event_defs() -> dict[str, schema.JSON]:
    return {
        "CivicScore": obj({"building": KIND, "lots": DEEDS, "vp": integer(0)}),
        "PopulationScore": obj({"citizens": integer(0), "vp": VP}, description="vp < 0: the Consul's penalty"),
        "CommercialScore": obj({"vp": integer(0), "silver": integer(0)}),
        "LotMarkerScore": obj({"count": integer(0), "vp": integer(0)}),
        "ObjectiveScore": obj(
            {"player": SEAT, "objectives": array(CARD), "vp": integer(0), "total_vp": VP},
            description="the Objectives one player met, and the VP they gained",
        ),
        "EraScore": obj(
            {
                "player": SEAT,
                "population": ref("PopulationScore"),
                "civic": array(ref("CivicScore")),
                "commercial": ref("CommercialScore"),
                "lot_markers": ref("LotMarkerScore"),
                "favors": ref("LotMarkerScore"),
                "cards": obj({"vp": integer(0)}, description="VP from Player Role (and Invocation) cards"),
                "vp": VP,
                "silver": integer(0),
                "total_vp": VP,
            },
            description="one player's points of an Era by category",
        ),
    }


def events() -> dict[str, schema.JSON]:
    seat, seats = SEAT, array(SEAT)
    row = ref("EraScore")
    events = {
        "income_taken": ({"player": seat, "silver": integer(0)}, "a player took income"),
        "deed_bought": ({"player": seat, "deed": DEED, "price": integer(0)}, "a player bought a deed"),
        "deed_drawn": (
            {"deed": DEED, "slot": integer(0, 5), "price": integer(0)},
            "a deed was drawn onto the Deed board",
        ),
        "invocation_drawn": (
            {"invocation": INVOCATION, "slot": integer(0, 5), "price": integer(0)},
            "an Invocation was drawn onto the Deed board",
        ),
        "invocation_bought": (
            {"player": seat, "invocation": INVOCATION, "price": integer(0)},
            "a player bought an Invocation (it was face up on the Deed board)",
        ),
        "invocation_used": (
            {"player": seat, "invocation": INVOCATION, "targets": array({"type": "string"}, maxItems=2)},
            "a player used an Invocation",
        ),
        "building_removed": (
            {"player": seat, "building": KIND, "lots": DEEDS},
            "a building was built over and went back to the tray",
        ),
        "building_placed": ({"player": seat, "building": KIND, "lots": DEEDS}, "a building was constructed"),
        "deed_drafted": ({"player": seat, "deed": DEED}, "a drafted deed was revealed"),
        "hands_passed": ({}, "draft hands passed to the left"),
        "draft_finished": ({}, "Deed Drafting is over"),
        "era_ending": ({"era": integer(1, 3), "first_player": seat}, "the Deed board is empty: final turns"),
        "era_scored": (
            {
                "era": integer(1, 3),
                "final": {"type": "boolean"},
                "players": array(row),
                "consul": nullable(ref("ConsulEraScore")),
            },
            "the Era was scored: points by category",
        ),
        "era_started": ({"era": integer(1, 3), "first_player": seat}, "a new Era began"),
        "game_over": ({"scores": array(VP), "winners": seats}, "the game ended"),
        "first_player_chosen": ({"player": seat}, "the table chose the first player"),
        "monument_revealed": ({"monument": MONUMENT}, "the table turned over a Monument card"),
        "lot_stolen": ({"player": seat, "from": seat, "deed": DEED}, "a player stole an empty lot (Stealing)"),
        "trade_proposed": (
            {"player": seat, "partner": seat, "give": ref("TradeBundle"), "take": ref("TradeBundle")},
            "a player offered a trade (Trading)",
        ),
        "trade_made": (
            {"player": seat, "partner": seat, "give": ref("TradeBundle"), "take": ref("TradeBundle")},
            "the partner accepted: lots, silver and Favor tokens changed hands",
        ),
        "turn_ended": ({"player": seat}, "the player ended the turn after its action (Trading)"),
        "trade_declined": ({"player": seat, "partner": seat}, "the partner declined the offer"),
        "card_dealt": (
            {"player": seat, "family": {"type": "string", "enum": ["roles", "objectives"]}},
            "the table dealt a face-down Player Role or Objective card",
        ),
        "objective_revealed": ({"objective": CARD}, "the table turned a Public Objective face up"),
        "roles_revealed": ({"roles": array(CARD)}, "every player's kept Player Role, revealed at once"),
        "objectives_kept": ({}, "every player has kept a Hidden Objective"),
        "objectives_scored": (
            {"players": array(ref("ObjectiveScore"))},
            "the end of the game: each Objective met scores its VP",
        ),
        "deed_dealt": ({"player": seat, "deed": DEED}, "the table dealt a deed"),
        **consul_schemas.events(),
    }
    return {
        schema.camel(t) + "Event": obj({"type": const(t), **members}, description=text)
        for t, (members, text) in events.items()
    }
