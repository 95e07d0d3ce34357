"""The JSON Schemas Foundations of Rome publishes — options, state, view, every action and
every event — and its static components, built from the constants the engine plays with."""

from typing import Any

from rules.core import canonical, chance, schema
from rules.core.schema import array, const, integer, nullable, obj, ref

from . import consul, consul_play, dealt, trading
from .actions import ACTIONS, INCOME
from .board import (
    BUILDINGS,
    COMPONENTS,
    DEED,
    DEED_PRICES,
    LOT_INDEX,
    LOT_MARKERS,
    deeds,
    is_monument,
    kinds,
    name,
    orientations,
    side,
)
from .scoring import MAX_TALLY

PHASES = ["setup", "draft", "keep", "turn", "final_turn", "game_over"]
SEAT = integer(0, 4)
VP = integer(-MAX_TALLY, MAX_TALLY)
SILVER = integer(0, MAX_TALLY)
KIND = {"type": "string", "enum": list(kinds())}
CARD = {"type": "string", "enum": dealt.CARD_IDS}
MONUMENT = {"type": "string", "enum": [k for k in kinds() if is_monument(k)]}
#: Bounds that no real state exceeds (100 lots on the board, 5 seats × 20 buildings in a tray)
#: keep every request small to check.
DEEDS = array(DEED, maxItems=100)


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
            "consul",
            "randomness",
        ),
        description="setup options of Foundations of Rome",
    )


def _frames() -> dict[str, schema.JSON]:
    chance_seat = integer(-1, -1, description="the chance seat")
    return {
        "TurnDecision": obj({"kind": const("turn"), "seat": SEAT}, description="a player's turn"),
        "FinalTurnDecision": obj(
            {"kind": const("final_turn"), "seat": SEAT}, description="a player's final turn of the Era"
        ),
        "AfterActionDecision": obj(
            {"kind": const("after_action"), "seat": SEAT},
            description="Trading: the turn's action is done; trade more or end the turn",
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
                array(nullable(DEED), maxItems=100),
                minItems=3,
                maxItems=3,
                description="the three Era decks, top card first (null: a face-down card at the table)",
            ),
            "deeds_for_sale": array(
                DEED,
                maxItems=len(DEED_PRICES),
                description=f"the Deed board, cheapest slot first (prices {DEED_PRICES})",
            ),
            "players": array(ref("Player"), minItems=2, maxItems=5),
            "buildings": array(ref("Building"), maxItems=100),
            "monuments": ref("MonumentPool"),
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
        "DeedForSale": obj({"deed": DEED, "price": integer(0)}),
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
                "trade": nullable(ref("TradeOffer")),
                "keep": nullable(ref("KeepView")),
                "roles": array(nullable(CARD), maxItems=5),
                "objectives": ref("Objectives"),
                "consul": nullable(ref("ConsulView")),
            },
            description="what one seat (or a spectator) may see of a state",
        ),
    }


def _event_defs() -> dict[str, schema.JSON]:
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


def _events() -> dict[str, schema.JSON]:
    seat, seats = SEAT, array(SEAT)
    row = ref("EraScore")
    events = {
        "income_taken": ({"player": seat, "silver": integer(0)}, "a player took income"),
        "deed_bought": ({"player": seat, "deed": DEED, "price": integer(0)}, "a player bought a deed"),
        "deed_drawn": (
            {"deed": DEED, "slot": integer(0, 5), "price": integer(0)},
            "a deed was drawn onto the Deed board",
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
        **_consul_events(),
    }
    return {
        schema.camel(t) + "Event": obj({"type": const(t), **members}, description=text)
        for t, (members, text) in events.items()
    }


def components() -> dict[str, Any]:
    """What a frontend needs to draw the game: the lot grid and play area per player count,
    every building's shape, size, type and values, deed slot prices, civic scoring, supply
    (a fresh copy: the caller may change it)."""
    facts: dict[str, Any] = {
        "board": {"columns": "ABCDEFGHIJ", "rows": 10, "lots": [name(i) for i in sorted(LOT_INDEX.values())]},
        "play_areas": [{"players": n, "side": side(n), "lots": list(deeds(n))} for n in range(2, 6)],
        "deed_prices": list(DEED_PRICES),
        "deeds_dealt": COMPONENTS["deeds_dealt"],
        "first_player_silver": COMPONENTS["first_player_silver"],
        "income": INCOME,
        "lot_markers": LOT_MARKERS,
        "population_bonus": list(COMPONENTS["population_bonus"]),
        "buildings": [
            {
                "kind": kind,
                "name": b["name"],
                "type": b["type"],
                "count": b["count"],
                "size": len(b["shape"]),
                "shape": [list(c) for c in b["shape"]],
                "orientations": len(orientations(kind)),
                "citizens": b.get("citizens", 0),
                "silver": b.get("silver", 0),
                "vp": b.get("vp", 0),
                "civic_scoring": b.get("scores"),
            }
            for kind, b in BUILDINGS.items()
        ],
        "reconstructed": list(COMPONENTS["reconstructed"]),
    }
    copied: dict[str, Any] = canonical.copy(facts)
    return copied


def _components_defs() -> dict[str, schema.JSON]:
    return {
        "CivicScoring": obj(
            {
                "per": {"type": "string", "enum": ["building", "citizen", "silver", "civic"]},
                "vp": integer(0),
                "divisor": integer(1),
            },
            description="VP per adjacent building / citizen / silver / civic building, per 'divisor' of them",
        ),
        "BuildingComponent": obj(
            {
                "kind": KIND,
                "name": {"type": "string"},
                "type": {"type": "string", "enum": ["residential", "commercial", "civic"]},
                "count": integer(1),
                "size": integer(1, 4),
                "shape": array(array(integer(0), minItems=2, maxItems=2), description="[column, row] offsets"),
                "orientations": integer(1, 8),
                "citizens": integer(0),
                "silver": integer(0),
                "vp": integer(0),
                "civic_scoring": nullable(ref("CivicScoring")),
            }
        ),
        "BoardComponent": obj({"columns": {"type": "string"}, "rows": integer(1), "lots": DEEDS}),
        "PlayArea": obj(
            {"players": integer(2, 5), "side": integer(1), "lots": DEEDS},
            description="the lots in play with this many players (a square from A1)",
        ),
        "Components": obj(
            {
                "board": ref("BoardComponent"),
                "play_areas": array(ref("PlayArea"), description="one per player count"),
                "deed_prices": array(integer(0)),
                "deeds_dealt": integer(0),
                "first_player_silver": integer(0),
                "income": integer(0),
                "lot_markers": integer(0),
                "population_bonus": array(integer(0)),
                "buildings": array(ref("BuildingComponent")),
                "reconstructed": array({"type": "string"}),
            },
            description="the static components of Foundations of Rome",
        ),
    }


def bundle(game_id: str, rules_version: str) -> schema.SchemaBundle:
    events = _events()
    frames = _frames()
    defs = {
        "Options": _options(complete=False),
        "StateOptions": _options(complete=True),
        "Rng": chance.RNG_SCHEMA,
        "Player": obj({"silver": SILVER, "vp": VP, "deeds": DEEDS, "favors": ref("Favors")}),
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
        **_components_defs(),
        **_event_defs(),
        **_consul_defs(),
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


# --- Will of the Consul ----------------------------------------------------------------
CARD_SIDE = {"type": "string", "enum": [consul_play.PLANNING, consul_play.READY]}
DIFFICULTY = {"type": "string", "enum": list(consul.CONSUL["difficulties"])}
TOKEN_LOTS = array(DEED, minItems=1, maxItems=4)


def _consul_defs() -> dict[str, schema.JSON]:
    token = consul_play.TOKEN
    token_or_null = {**nullable(token), "enum": [*token["enum"], None]}
    step = {"type": "string", "enum": [consul_play.TAKE, consul_play.CONSTRUCT, consul_play.REFILL]}
    four = {"minItems": 4, "maxItems": 4, "description": "by token size, 1 to 4"}
    return {
        "ConsulToken": obj({"token": token, "lots": TOKEN_LOTS}, description="a Consul token in play"),
        "ConsulPending": obj(
            {"step": step, "lot": nullable(DEED), "vacant": DEEDS, "token": token_or_null},
            description="the Consul's step under way: take the leftmost deed; construct on 'lot'; refill the "
            "'vacant' lots; 'token': drawn, not placed yet",
        ),
        "Consul": obj(
            {
                "difficulty": DIFFICULTY,
                "vp": VP,
                "card": CARD_SIDE,
                "controller": nullable(SEAT),
                "deeds": DEEDS,
                "forgone": DEEDS,
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
                "difficulty": DIFFICULTY,
                "vp": VP,
                "card": CARD_SIDE,
                "controller": nullable(SEAT),
                "deeds": DEEDS,
                "forgone": DEEDS,
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


def _consul_events() -> dict[str, tuple[dict[str, schema.JSON], str]]:
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
