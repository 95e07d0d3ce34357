"""The JSON Schemas Foundations of Rome publishes — options, state, view, every action and
every event (``event_schemas``) — and its static components (``components``), built from the
constants the engine plays with."""

from rules.core import chance, schema
from rules.core.schema import array, const, integer, nullable, obj, ref

from . import components, consul, consul_play, consul_schemas, event_schemas, invocations, trading
from .actions import ACTIONS
from .board import BUILDINGS, DEED, DEED_PRICES, LOT_MARKERS
from .schema_types import CARD, DECK_CARD, DEEDS, INVOCATION, KIND, MONUMENT, PHASES, SEAT, SILVER, VP

#: What an Invocation used this turn still gives (turn frames): a discount, extra actions.
TURN_BONUS = {
    "discount": integer(0, invocations.MAX_DISCOUNT),
    "extra": array({"type": "string", "enum": ["take_income", "buy_deed", "construct"]}, maxItems=20),
}
BONUSES = ("discount", "extra")


def _options(complete: bool) -> schema.JSON:
    props = {
        "players": integer(2, 5, description="2–4 with the core game, 5 with the 5th Player expansion"),
        "deed_drafting": {"type": "boolean", "default": False, "description": "the optional Deed Drafting setup rule"},
        "first_player": {
            **nullable(integer(0, 4)),
            "default": None,
            "description": "seat of the first player; null: chosen at random (by the seed or the table)",
        },
        "trading": {
            "type": "boolean",
            "default": False,
            "description": "the Trading & Stealing module's Trading rules (with two Favor tokens each)",
        },
        "stealing": {
            "type": "boolean",
            "default": False,
            "description": "the Trading & Stealing module's Stealing rules (with two Favor tokens each)",
        },
        "monuments": {
            "type": "boolean",
            "default": False,
            "description": "the Monuments expansion: players + 3 shared Monuments to build (reconstructed values, "
            "docs/foundations-of-rome-monuments.md)",
        },
        "objectives": {
            **nullable({"type": "string", "enum": ["hidden", "public"]}),
            "default": None,
            "description": "the Objectives module: hidden (deal 2, keep 1) or public (players-many face up); "
            "Arbiter's own card set (docs/foundations-of-rome-modules.md)",
        },
        "roles": {
            "type": "boolean",
            "default": False,
            "description": "the Player Roles module (deal 2, keep 1, reveal); Arbiter's own card set",
        },
        "invocations": {
            "type": "boolean",
            "default": False,
            "description": "the Invocations module (3 cards shuffled into each Era deck, bought like deeds, used "
            "on your turn); Arbiter's own card set",
        },
        "randomness": chance.OPTION_SCHEMA,
        "consul": {
            "type": ["string", "null"],
            "enum": [*consul.CONSUL["difficulties"], None],
            "default": None,
            "description": "Will of the Consul (cooperative, 2-4 players, Monuments allowed, no other module): its "
            "difficulty; null: not played (docs/foundations-of-rome-consul.md)",
        },
    }
    if complete:
        return obj(
            {k: {kk: vv for kk, vv in v.items() if kk != "default"} for k, v in props.items()},
            description="the options as kept in a state: complete",
        )
    return obj(
        props,
        optional=(
            "deed_drafting",
            "first_player",
            "monuments",
            "trading",
            "stealing",
            "objectives",
            "roles",
            "invocations",
            "consul",
            "randomness",
        ),
        description="setup options of Foundations of Rome",
    )


def _frames() -> dict[str, schema.JSON]:
    chance_seat = integer(-1, -1, description="the chance seat")
    return {
        "TurnDecision": obj(
            {"kind": const("turn"), "seat": SEAT, **TURN_BONUS}, optional=BONUSES, description="a player's turn"
        ),
        "FinalTurnDecision": obj(
            {"kind": const("final_turn"), "seat": SEAT, **TURN_BONUS},
            optional=BONUSES,
            description="a player's final turn of the Era",
        ),
        "AfterActionDecision": obj(
            {"kind": const("after_action"), "seat": SEAT, **TURN_BONUS},
            optional=BONUSES,
            description="Trading: the turn's action is done; trade more or end the turn",
        ),
        "ExtraActionDecision": obj(
            {"kind": const("extra_action"), "seat": SEAT, **TURN_BONUS},
            optional=("discount",),
            description="Invocations: the turn's action is done and an extra action granted is still to take",
        ),
        "DraftDecision": obj(
            {
                "kind": const("draft_deed"),
                "choices": array(nullable(DEED), maxItems=5),
                "hands": array(array(DEED, maxItems=6), maxItems=5),
            },
            description="Deed Drafting: each seat's hand and secret choice (null: not chosen)",
        ),
        "FirstPlayerDecision": obj(
            {"kind": const("first_player"), "seat": chance_seat}, description="the table picks the first player"
        ),
        "DealDeedDecision": obj(
            {"kind": const("deal_deed"), "seat": chance_seat, "to": SEAT},
            description="the table deals a deed to seat 'to'",
        ),
        "DrawDeedDecision": obj(
            {"kind": const("draw_deed"), "seat": chance_seat}, description="the table draws a deed for the Deed board"
        ),
        **{
            name: obj(
                {
                    "kind": const(kind),
                    "choices": array(nullable(CARD), maxItems=5),
                    "hands": array(array(CARD, maxItems=2), maxItems=5),
                },
                description=f"{text}: each seat's two cards and secret choice (null: not chosen)",
            )
            for name, kind, text in (
                ("KeepRoleDecision", "keep_role", "Player Roles"),
                ("KeepObjectiveDecision", "keep_objective", "Hidden Objectives"),
            )
        },
        "DealCardDecision": obj(
            {
                "kind": const("deal_card"),
                "seat": chance_seat,
                "family": {"type": "string", "enum": ["roles", "objectives"]},
                "to": nullable(SEAT),
            },
            description="the table deals a Player Role or Objective card to seat 'to' (null: face up)",
        ),
        "AnswerTradeDecision": obj(
            {"kind": const("answer_trade"), "seat": SEAT, "offer": ref("TradeOffer")},
            description="Trading: the partner accepts or declines the offer",
        ),
        "RevealMonumentDecision": obj(
            {"kind": const("reveal_monument"), "seat": chance_seat},
            description="the table turns over the next Monument card",
        ),
        "DealConsulDeedDecision": obj(
            {"kind": const(consul_play.DEAL), "seat": chance_seat},
            description="the table deals one of the Consul's random starting deeds",
        ),
        "DrawConsulTokenDecision": obj(
            {"kind": const(consul_play.DRAW), "seat": chance_seat},
            description="the table draws the Consul's next token (of the size its step needs)",
        ),
        "PlaceConsulTokenDecision": obj(
            {"kind": const(consul_play.PLACE), "seat": SEAT},
            description="the Consul's controller chooses where its drawn token goes",
        ),
    }


def _decision_union(frames: dict[str, schema.JSON]) -> schema.JSON:
    return {
        "description": "a pending decision; the last one of the list is the one awaited",
        "oneOf": [ref(n) for n in frames],
        "discriminator": {
            "propertyName": "kind",
            "mapping": {f["properties"]["kind"]["enum"][0]: "#/$defs/" + n for n, f in frames.items()},
        },
    }


def _state(game_id: str, rules_version: str) -> schema.JSON:
    return obj(
        {
            "game": const(game_id),
            "rules_version": const(rules_version),
            "options": ref("StateOptions"),
            "rng": nullable(ref("Rng")),
            "phase": {"type": "string", "enum": PHASES},
            "era": integer(1, 3),
            "final_turns_left": integer(0, 5),
            "era_decks": array(
                array({"anyOf": [DECK_CARD, {"type": "null"}]}, maxItems=100),
                minItems=3,
                maxItems=3,
                description="the three Era decks, top card first (null: a face-down card at the table)",
            ),
            "deeds_for_sale": array(
                DECK_CARD,
                maxItems=len(DEED_PRICES),
                description=f"the Deed board, cheapest slot first (prices {DEED_PRICES})",
            ),
            "players": array(ref("Player"), minItems=2, maxItems=5),
            "buildings": array(ref("Building"), maxItems=100),
            "monuments": ref("MonumentPool"),
            "invocations": nullable(ref("InvocationDecks")),
            "roles": array(nullable(CARD), maxItems=5, description="each seat's Player Role once revealed"),
            "objectives": ref("Objectives"),
            "decisions": array(ref("Decision"), maxItems=2),
            "consul": nullable(ref("Consul")),
        },
        description="a full Foundations of Rome state (hidden information included)",
    )


def _view_defs(game_id: str) -> dict[str, schema.JSON]:
    return {
        "Supply": obj({k: integer(0) for k in BUILDINGS}, description="buildings left in the tray, by kind"),
        "PlayerView": obj(
            {
                "silver": SILVER,
                "vp": VP,
                "deeds": DEEDS,
                "population": integer(0),
                "commercial_silver": integer(0),
                "lot_markers_on_board": integer(0, LOT_MARKERS + 3),
                "lot_markers_in_tray": integer(0, LOT_MARKERS + 3),
                "monument_markers_in_tray": integer(0, 6),
                "favors": ref("Favors"),
                "invocations": ref("InvocationsView"),
                "supply": ref("Supply"),
            }
        ),
        "DraftView": obj(
            {
                "hand": nullable(DEEDS),
                "hand_sizes": array(integer(0)),
                "chosen": array({"type": "boolean"}),
                "own_choice": nullable(DEED),
            },
            description="the draft as the viewer sees it: own hand and choice, who has chosen",
        ),
        "KeepView": obj(
            {
                "family": {"type": "string", "enum": ["roles", "objectives"]},
                "hand": nullable(array(CARD, maxItems=2)),
                "chosen": array({"type": "boolean"}),
                "own_choice": nullable(CARD),
            },
            description="keeping one of two cards as the viewer sees it: own cards and choice, who has chosen",
        ),
        "DeedForSale": {
            "description": "a card on the Deed board: a deed, or (Invocations) an Invocation",
            "oneOf": [
                obj({"deed": DEED, "price": integer(0)}),
                obj({"invocation": INVOCATION, "price": integer(0)}),
            ],
        },
        "InvocationsView": obj(
            {
                "unused": array(INVOCATION, maxItems=20, description="face down: the viewer's own only"),
                "unused_count": integer(0, 20),
                "ongoing": array(INVOCATION, maxItems=20),
                "used": array(INVOCATION, maxItems=20),
            },
            description="a player's Invocations as the viewer sees them",
        ),
        "TurnBonus": obj(TURN_BONUS, optional=BONUSES, description="what Invocations used this turn still give"),
        "View": obj(
            {
                "game": const(game_id),
                "rules_version": {"type": "string"},
                "options": ref("StateOptions"),
                "viewer": nullable(integer(0, 4)),
                "phase": {"type": "string", "enum": PHASES},
                "era": integer(1, 3),
                "current": nullable(SEAT),
                "decision": nullable({"type": "string"}),
                "final_turns_left": integer(0, 5),
                "era_decks": array(integer(0), minItems=3, maxItems=3, description="cards left in each Era deck"),
                "deeds_for_sale": array(ref("DeedForSale")),
                "players": array(ref("PlayerView")),
                "buildings": array(ref("Building")),
                "monuments": ref("MonumentPool"),
                "draft": nullable(ref("DraftView")),
                "this_turn": nullable(ref("TurnBonus")),
                "trade": nullable(ref("TradeOffer")),
                "keep": nullable(ref("KeepView")),
                "roles": array(nullable(CARD), maxItems=5),
                "objectives": ref("Objectives"),
                "consul": nullable(ref("ConsulView")),
            },
            description="what one seat (or a spectator) may see of a state",
        ),
    }


def bundle(game_id: str, rules_version: str) -> schema.SchemaBundle:
    events = event_schemas.events()
    frames = _frames()
    defs = {
        "Options": _options(complete=False),
        "StateOptions": _options(complete=True),
        "Rng": chance.RNG_SCHEMA,
        "Player": obj(
            {"silver": SILVER, "vp": VP, "deeds": DEEDS, "favors": ref("Favors"), "invocations": ref("Invocations")}
        ),
        "Invocations": obj(
            {k: array(INVOCATION, maxItems=20) for k in ("unused", "ongoing", "used")},
            description="a player's Invocations: unused (face down), ongoing (face up, acting), used",
        ),
        "InvocationDecks": obj(
            {"face_down": array(integer(0, 3), minItems=3, maxItems=3)},
            description="the Invocations still hidden in each Era deck",
        ),
        "Favors": obj(
            {"unspent": integer(0, 10), "spent": integer(0, 10)},
            description="Favor tokens held: unspent (2 VP, may pay for a steal) and spent (4 VP)",
        ),
        "TradeBundle": trading.BUNDLE,
        "Objectives": obj(
            {
                "public": array(CARD, maxItems=5, description="Public Objectives, face up"),
                "kept": array(nullable(CARD), maxItems=5, description="each seat's Hidden Objective (views: own only)"),
            },
            description="the Objectives module's cards (empty without it)",
        ),
        "TradeOffer": obj(
            {"from": SEAT, "give": ref("TradeBundle"), "take": ref("TradeBundle")},
            description="an offer of seat 'from': what it gives for what it takes",
        ),
        "Building": obj({"kind": KIND, "owner": SEAT, "lots": array(DEED, minItems=1, maxItems=6)}),
        "MonumentPool": obj(
            {"pool": array(MONUMENT, maxItems=19, description="the Monuments face up, free to build")},
            description="the Monuments expansion's common pool (empty without it)",
        ),
        **frames,
        "Decision": _decision_union(frames),
        "State": _state(game_id, rules_version),
        **_view_defs(game_id),
        **components.defs(),
        **event_schemas.event_defs(),
        **consul_schemas.defs(),
        **ACTIONS.schemas(),
        **events,
    }
    return schema.SchemaBundle(
        defs=defs,
        options="Options",
        state="State",
        view="View",
        actions=ACTIONS.names(),
        events={d["properties"]["type"]["enum"][0]: n for n, d in events.items()},
        components="Components",
    )
