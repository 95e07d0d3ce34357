"""The JSON Schemas Founders of Gloomhaven publishes — options, state, view, every action and
every event — and its components (the content pack itself, with the pack's schema)."""

from __future__ import annotations

from typing import Any

from rules.core import canonical, chance, schema
from rules.core.schema import JSON, array, const, integer, nullable, obj, ref

from .actions import ACTIONS, BASIC, BUILDING, CARD, RESOURCE, SQUARE, TILE
from .content import MAX_BANK, MAX_INFLUENCE, MAX_TALLY, content
from .flow import MAX_QUEUE
from .schema import EFFECTS, pack_schema

PHASES = ["setup", "play", "game_over"]
SEAT = integer(0, 3)
OWNER = integer(-1, 3, description="a seat, or -1: neutral")
TALLY = integer(0, MAX_TALLY)
INFLUENCE = integer(0, MAX_INFLUENCE)
POINTS = integer(-MAX_TALLY, MAX_TALLY)
_c = content()
PRESTIGE = {"type": "string", "enum": _c.prestige_ids}
ADVISER = {"type": "string", "enum": _c.adviser_ids}
TYPES = {"type": "string", "enum": ["recruit", "trade", "upgrade", "construct"]}
CHOICE = ref("VoteChoice")
SQUARES = array(SQUARE, maxItems=400)


def _or_null(schema_: JSON) -> JSON:
    """``schema_`` or null (an ``enum`` does not take null from ``nullable``'s type list)."""
    return {"anyOf": [schema_, {"type": "null"}]}


def _options(complete: bool) -> JSON:
    props = {
        "players": integer(2, 4),
        "introductory": {
            "type": "boolean",
            "default": False,
            "description": "the introductory game: fixed races and a start position from the pack (L537–588)",
        },
        "randomness": chance.OPTION_SCHEMA,
    }
    if complete:
        return obj({k: {kk: vv for kk, vv in v.items() if kk != "default"} for k, v in props.items()})
    return obj(props, optional=("introductory", "randomness"), description="setup options of Founders of Gloomhaven")


def _effects() -> dict[str, JSON]:
    """Each effect of the pack's vocabulary (plus income) as a named schema."""
    found = {
        schema.camel(name) + "Effect": obj({"effect": const(name), **params})
        for name, params in EFFECTS.items()
        if name != "upgrade"
    }
    found["UpgradeEffect"] = obj(
        {"effect": const("upgrade"), **EFFECTS["upgrade"], "road": {"type": "boolean"}}, optional=("road",)
    )
    found["IncomeEffect"] = obj({"effect": const("income")})
    return found


def _frames() -> dict[str, JSON]:
    chance_seat = integer(-1, -1)
    frames: dict[str, dict[str, JSON]] = {
        "first_player": {"seat": chance_seat},
        "draw_proposal": {"seat": chance_seat, "slot": integer(0, 2)},
        "draw_adviser": {"seat": chance_seat, "slot": integer(0, 3)},
        "choose_race": {"seat": SEAT},
        "choose_resource": {"seat": SEAT, "stolen": array(BASIC, maxItems=8)},
        "place_stall": {"seat": SEAT},
        "turn": {"seat": SEAT},
        "follow": {"seat": SEAT, "as": array(TYPES, minItems=1, maxItems=4)},
        "standard": {"seat": SEAT},
        "hand_benefit": {"seat": SEAT, "left": integer(1, 30)},
        "recruit": {"seat": SEAT, "discount": integer(0, 9)},
        "trade": {"seat": SEAT, "discount": integer(0, 9), "any_colour": {"type": "boolean"}},
        "construct": {"seat": SEAT, "discount": integer(0, 9)},
        "road": {"seat": SEAT, "left": integer(1, 9)},
        "upgrade_road": {"seat": SEAT, "tile": TILE, "needed": {"type": "boolean"}, "roads": SQUARES},
        "recall": {"seat": SEAT},
        "prestige": {"seat": SEAT},
        "choose_source": {
            "seat": SEAT,
            "tile": TILE,
            "resource": RESOURCE,
            "value": integer(0, 99),
            "by_bank": {"type": "boolean"},
        },
        "choose_delivery": {"seat": SEAT, "building": BUILDING, "resource": RESOURCE},
        "break_tie": {
            "seat": SEAT,
            "tied": array(integer(0, 2), minItems=2, maxItems=3),
            "votes": array(CHOICE, minItems=2, maxItems=4),
        },
        "place_prestige": {"seat": SEAT, "building": PRESTIGE},
    }
    found = {schema.camel(kind) + "Frame": obj({"kind": const(kind), **props}) for kind, props in frames.items()}
    found["UpgradeFrame"] = obj(
        {"kind": const("upgrade"), "seat": SEAT, "discount": integer(0, 9), "road": {"type": "boolean"}},
        optional=("road",),
    )
    partial = ref("VoteInProgress")
    found["VoteFrame"] = obj(
        {
            "kind": const("vote"),
            "choices": array(nullable(CHOICE), minItems=2, maxItems=4),
            "partial": array(nullable(partial), minItems=2, maxItems=4, description="a seat's vote in progress"),
        }
    )
    return found


def _steps() -> dict[str, JSON]:
    seat_step = ("choose_race", "choose_resource", "place_stall", "standard", "reset")
    bare = ("first_player", "introductory", "play", "vote", "end_turn", "next_turn")
    variants = [obj({"do": const(name)}) for name in bare]
    variants += [obj({"do": const(name), "seat": SEAT}) for name in seat_step]
    variants += [
        obj({"do": const("draw_proposal"), "slot": integer(0, 2)}),
        obj({"do": const("draw_adviser"), "slot": integer(0, 3)}),
        obj({"do": const("follow"), "seat": SEAT, "as": array(TYPES, minItems=1, maxItems=4)}),
        obj({"do": const("effect"), "seat": SEAT, "effect": ref("Effect")}),
        obj({"do": const("income"), "seats": array(SEAT, maxItems=4)}),
        obj({"do": const("hand_benefit"), "seat": SEAT, "left": integer(1, 30)}),
        obj({"do": const("enact"), "slot": integer(0, 2), "votes": array(CHOICE, minItems=2, maxItems=4)}),
        obj({"do": const("earn"), "tile": TILE, "value": integer(0, 99), "payer": nullable(OWNER)}),
        obj(
            {
                "do": const("source"),
                "tile": TILE,
                "resource": RESOURCE,
                "value": integer(0, 99),
                "by_bank": {"type": "boolean"},
            }
        ),
        obj({"do": const("deliveries"), "actor": SEAT}),
        obj({"do": const("build_points"), "tile": TILE}),
    ]
    return {schema.camel(v["properties"]["do"]["enum"][0]) + "Step": v for v in variants}


def _player(view: bool) -> JSON:
    props: dict[str, JSON] = {
        "race": _or_null({"type": "string", "enum": _c.race_ids}),
        "resources": array(BASIC, maxItems=4, description="the resources the player controls (race basic first)"),
        "money": TALLY,
        "points": POINTS,
        "fleeting": INFLUENCE,
        "lasting": INFLUENCE,
        "income": TALLY,
        "houses": array(SQUARE, maxItems=3),
        "bridges": array(SQUARE, maxItems=3),
        "hand": array(CARD, maxItems=25),
        "played": array(obj({"card": _or_null(CARD) if view else CARD, "up": {"type": "boolean"}}), maxItems=25),
        "race_worker": {"type": "boolean"},
    }
    if view:
        props["hand"] = nullable(array(CARD, maxItems=25))
        props["hand_size"] = integer(0, 25)
        props["workers"] = integer(0, 3)
    return obj(props)


def _common(view: bool) -> dict[str, JSON]:
    return {
        "phase": {"type": "string", "enum": PHASES},
        "start": nullable(SEAT),
        "active": SEAT,
        "caller": nullable(SEAT),
        "players": array(ref("PlayerView" if view else "Player"), minItems=2, maxItems=4),
        "tiles": array(
            obj(
                {
                    "resource": RESOURCE,
                    "squares": array(SQUARE, minItems=1, maxItems=4),
                    "owner": OWNER,
                    "access": array(SEAT, maxItems=4),
                }
            ),
            maxItems=60,
        ),
        "roads": SQUARES,
        "buildings": array(
            obj(
                {
                    "id": PRESTIGE,
                    "squares": array(SQUARE, minItems=1, maxItems=8),
                    "deliveries": {
                        "type": "object",
                        "additionalProperties": OWNER,
                        "propertyNames": RESOURCE,
                        "maxProperties": 8,
                    },
                    "worker": nullable(SEAT),
                }
            ),
            maxItems=21,
        ),
        "proposals": array(_or_null(PRESTIGE), minItems=3, maxItems=3),
        "discard": array(PRESTIGE, maxItems=21),
        "removed": array(PRESTIGE, maxItems=21),
        "advisers": array(_or_null(ADVISER), minItems=4, maxItems=4),
        "completions": integer(0, 21),
        "bank": integer(-MAX_BANK, MAX_BANK),
    }


def _state() -> JSON:
    props = {
        "game": const("founders-of-gloomhaven"),
        "rules_version": {"type": "string"},
        "options": ref("CompleteOptions"),
        "rng": nullable(chance.RNG_SCHEMA),
        **_common(False),
        "prestige_deck": obj({"unseen": array(PRESTIGE, maxItems=21), "bottom": array(PRESTIGE, maxItems=21)}),
        "adviser_deck": obj({t: array(ADVISER, maxItems=18) for t in ("0", "1", "3")}),
        "queue": array(ref("Step"), maxItems=MAX_QUEUE),
        "decisions": array(ref("Frame"), maxItems=1),
    }
    return obj(props, description="a whole game state: pass it back unchanged")


def _view() -> JSON:
    props = {
        "game": const("founders-of-gloomhaven"),
        "rules_version": {"type": "string"},
        "options": ref("CompleteOptions"),
        "viewer": nullable(SEAT),
        **_common(True),
        "prestige_deck": obj({"unseen": integer(0, 21), "bottom": array(PRESTIGE, maxItems=21)}),
        "adviser_deck": obj({t: integer(0, 18) for t in ("0", "1", "3")}),
        "decision": {
            "anyOf": [ref("ViewDecision"), {"type": "null"}],
            "description": "the pending decision: a frame of the state, but a secret vote shows only who has voted",
        },
    }
    return obj(props, description="what one seat (or a spectator) may see")


def _events() -> dict[str, JSON]:
    any_: dict[str, JSON] = {}
    who = nullable(SEAT)
    events: dict[str, dict[str, JSON]] = {
        "points": {"from": who, "to": who, "amount": integer(0), "why": {"type": "string"}},
        "delivered": {"building": PRESTIGE, "resource": RESOURCE, "by": who},
        "completed": {"building": PRESTIGE, "completions": integer(0)},
        "gain": {"player": SEAT, "what": {"type": "string"}, "amount": integer(0)},
        "income": {"player": SEAT, "money": integer(0), "fleeting": integer(0)},
        "played": {"player": SEAT, "card": _or_null(CARD), "up": {"type": "boolean"}},
        "worker": {"player": SEAT, "on": {"type": "string"}},
        "recalled": {"player": SEAT, "building": BUILDING},
        "road": {"player": SEAT, "square": SQUARE},
        "game_over": {"winners": array(SEAT)},
        "paid": {"player": SEAT, "amount": integer(0), "to": who, "why": {"type": "string"}},
        "income_token": {"player": SEAT, "resource": RESOURCE},
        "recruited": {"player": SEAT, "adviser": ADVISER},
        "tile": {"player": who, "resource": RESOURCE, "squares": array(SQUARE)},
        "access": {"player": SEAT, "tile": TILE},
        "house": {"player": SEAT, "square": SQUARE},
        "bridge": {"player": SEAT, "square": SQUARE},
        "vote_called": {"player": SEAT},
        "reset": {"player": SEAT},
        "votes": {"votes": array(CHOICE)},
        "enacted": {"building": PRESTIGE, "placer": SEAT},
        "removed": {"building": PRESTIGE},
        "prestige": {"player": SEAT, "building": PRESTIGE, "squares": array(SQUARE)},
        "race": {"player": SEAT, "race": {"type": "string"}},
        "resource": {"player": SEAT, "resource": BASIC, "from": who},
        "introductory": any_,
        "to_bottom": {"building": PRESTIGE},
        "proposal": {"slot": integer(0, 2), "building": PRESTIGE},
        "adviser": {"slot": integer(0, 3), "adviser": ADVISER},
    }
    return {schema.camel(kind) + "Event": obj({"type": const(kind), **props}) for kind, props in events.items()}


def components() -> dict[str, Any]:
    """The content pack the engine plays (a fresh copy) and the schema it obeys."""
    return canonical.copy({"pack": _c.pack, "pack_schema": pack_schema()})


def bundle(game_id: str, version: str) -> schema.SchemaBundle:
    frames = _frames()
    events = _events()
    effects = _effects()
    steps = _steps()
    defs: dict[str, JSON] = {
        "Options": _options(False),
        "CompleteOptions": _options(True),
        "VoteChoice": obj({"proposal": integer(0, 2), "fleeting": INFLUENCE, "lasting": INFLUENCE}),
        **effects,
        "Effect": {"oneOf": [ref(name) for name in effects], "description": "an effect of the pack's vocabulary"},
        **steps,
        "Step": {"oneOf": [ref(name) for name in steps], "description": "a pending step: what is left to do"},
        **frames,
        "Frame": {"oneOf": [ref(name) for name in frames], "description": "a pending decision"},
        "VoteInProgress": obj({"proposal": integer(0, 2), "fleeting": INFLUENCE}, optional=("fleeting",)),
        "SecretVote": obj(
            {
                "kind": const("vote"),
                "chosen": array({"type": "boolean"}, minItems=2, maxItems=4),
                "own_choice": nullable(CHOICE),
                "own_partial": nullable(ref("VoteInProgress")),
            },
            description="the secret vote as one seat sees it: who has voted, and its own vote",
        ),
        "ViewDecision": {
            "oneOf": [ref(name) for name in frames if name != "VoteFrame"] + [ref("SecretVote")],
            "description": "the pending decision as a view shows it",
        },
        "Player": _player(False),
        "PlayerView": _player(True),
        "State": _state(),
        "View": _view(),
        "Components": obj({"pack": {"type": "object"}, "pack_schema": {"type": "object"}}),
        **ACTIONS.schemas(),
        **events,
    }
    return schema.SchemaBundle(
        defs=defs,
        options="Options",
        state="State",
        view="View",
        actions=ACTIONS.names(),
        events=_event_names(events),
        components="Components",
    )


def _event_names(events: dict[str, JSON]) -> dict[str, str]:
    return {e["properties"]["type"]["enum"][0]: name for name, e in events.items()}
