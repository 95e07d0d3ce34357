"""Every action of Founders of Gloomhaven, declared once: its members, the decisions it
answers, its handler and its lister (the handlers live with their rules: ``setup.py``,
``turn.py``, ``build.py``, ``vote.py``)."""

from __future__ import annotations

from rules.core import ActionSpec, ActionTable, schema
from rules.core.schema import array, integer

from . import build, setup, turn, vote
from .content import MAX_INFLUENCE, content

_c = content()
SQUARE = array(integer(0, max(_c.width, _c.height) - 1), minItems=2, maxItems=2, description="[x, y]")
RESOURCE = {"type": "string", "enum": _c.resource_ids}
BASIC = {"type": "string", "enum": _c.basics}
CARD = {"type": "string", "enum": sorted(["recruit", "trade", "upgrade", "construct", "income", *_c.adviser_ids])}
TILE = integer(0, 200, description="index into the state's tiles")
BUILDING = integer(0, 50, description="index into the state's prestige buildings")
STANDARD = ("follow", "standard")
ROADS = ("follow", "standard", "hand_benefit", "road", "upgrade_road")


def _chance(kind: str, description: str, outcome: schema.JSON, handler, lister) -> ActionSpec:  # type: ignore[no-untyped-def]
    return ActionSpec(kind, description, {"outcome": outcome}, (kind,), handler, lister, chance=True)


ACTIONS = ActionTable(
    [
        _chance(
            "first_player",
            "the table picks the start player",
            integer(0, 3),
            setup.first_player,
            setup.list_first_player,
        ),
        _chance(
            "draw_proposal",
            "the table draws a prestige card for a proposal space",
            {"type": "string", "enum": _c.prestige_ids},
            setup.draw_proposal,
            setup.list_draw_proposal,
        ),
        _chance(
            "draw_adviser",
            "the table draws an adviser for the offer",
            {"type": "string", "enum": _c.adviser_ids},
            setup.draw_adviser,
            setup.list_draw_adviser,
        ),
        ActionSpec(
            "choose_race",
            "choose a race card (L76–77)",
            {"race": {"type": "string", "enum": _c.race_ids}},
            ("choose_race",),
            setup.choose_race,
            setup.list_race,
        ),
        ActionSpec(
            "choose_resource",
            "take a resource card and its stalls; when none is allowed, another player's (L78–106)",
            {"resource": BASIC},
            ("choose_resource",),
            setup.choose_resource,
            setup.list_resource,
        ),
        ActionSpec(
            "place_stall",
            "place the race's opening trade stall on an open grey space (L112–113)",
            {"square": SQUARE},
            ("place_stall",),
            setup.place_stall,
            setup.list_stall,
        ),
        ActionSpec(
            "play_card",
            "call to work: play a card face up and take its main action (L296–300)",
            {"card": CARD},
            ("turn",),
            turn.play_card,
            lambda state, p: [a for a in turn.list_turn(state, p) if a["type"] == "play_card"],
        ),
        ActionSpec(
            "play_face_down",
            "call to work: play a card face down and take a standard follow action (L297–299)",
            {"card": CARD},
            ("turn",),
            turn.play_face_down,
            lambda state, p: [a for a in turn.list_turn(state, p) if a["type"] == "play_face_down"],
        ),
        ActionSpec(
            "call_vote",
            "call to vote (L443–445)",
            {},
            ("turn",),
            vote.call_vote,
            lambda state, p: [a for a in turn.list_turn(state, p) if a["type"] == "call_vote"],
        ),
        ActionSpec(
            "follow",
            "follow with the basic follow action of a type (L303–307, L324–327, L437–439)",
            {"as": {"type": "string", "enum": ["recruit", "trade", "upgrade", "construct"]}},
            ("follow",),
            turn.follow,
            turn.list_follow,
        ),
        ActionSpec(
            "take_money",
            "standard follow or hand benefit: gain $1",
            {},
            (*STANDARD, "hand_benefit"),
            turn.take_money,
            turn.list_money,
        ),
        ActionSpec(
            "take_fleeting",
            "standard follow or hand benefit: gain 1 fleeting influence",
            {},
            (*STANDARD, "hand_benefit"),
            turn.take_fleeting,
            turn.list_fleeting,
        ),
        ActionSpec(
            "build_road",
            "build a road connected to something the player owns (or to the tile just built)",
            {"square": SQUARE},
            ROADS,
            turn.build_road,
            turn.list_roads,
        ),
        ActionSpec(
            "skip_road",
            "build no road with this upgrade",
            {},
            ("upgrade_road",),
            turn.skip_road,
            lambda state, p: [] if state["decisions"][-1]["needed"] else [{"type": "skip_road", "player": p}],
        ),
        ActionSpec(
            "racial_action",
            "standard follow: a worker on the race card, and its action (L420–424)",
            {},
            STANDARD,
            turn.racial_action,
            turn.list_racial,
        ),
        ActionSpec(
            "prestige_action",
            "the action of an active prestige card the player delivered to (L426–431)",
            {"building": BUILDING},
            (*STANDARD, "prestige"),
            turn.prestige_action,
            turn.list_prestige,
        ),
        ActionSpec(
            "recall_worker",
            "return a worker from a prestige card",
            {"building": BUILDING},
            ("recall",),
            turn.recall_worker,
            turn.list_recall,
        ),
        ActionSpec(
            "recruit",
            "recruit the adviser in a slot (L310–316)",
            {"slot": integer(0, 3)},
            ("recruit",),
            build.recruit,
            build.list_recruit,
        ),
        ActionSpec(
            "import",
            "trade: import a stall of a resource the player controls (L338–341)",
            {"resource": BASIC, "square": SQUARE},
            ("trade",),
            build.import_stall,
            lambda state, p: [a for a in build.list_trade(state, p) if a["type"] == "import"],
        ),
        ActionSpec(
            "import_access",
            "trade: import a neutral stall of an unclaimed resource, with access (L343–345)",
            {"resource": BASIC, "square": SQUARE},
            ("trade",),
            build.import_stall,
            lambda state, p: [a for a in build.list_trade(state, p) if a["type"] == "import_access"],
        ),
        ActionSpec(
            "buy_access",
            "trade: buy access to another player's or a neutral tile (L341–343)",
            {"tile": TILE},
            ("trade",),
            build.buy_access,
            lambda state, p: [a for a in build.list_trade(state, p) if a["type"] == "buy_access"],
        ),
        ActionSpec(
            "place_tile",
            "upgrade: build an advanced resource tile (L356–374)",
            {"resource": RESOURCE, "squares": array(SQUARE, minItems=1, maxItems=4)},
            ("upgrade",),
            build.place_tile,
            build.list_upgrade,
        ),
        ActionSpec(
            "build_house",
            "construct: a house on a green square (L383–388)",
            {"square": SQUARE},
            ("construct",),
            build.build_personal,
            lambda state, p: [a for a in build.list_construct(state, p) if a["type"] == "build_house"],
        ),
        ActionSpec(
            "build_bridge",
            "construct: a bridge/gate on a river/wall square (L398–403)",
            {"square": SQUARE},
            ("construct",),
            build.build_personal,
            lambda state, p: [a for a in build.list_construct(state, p) if a["type"] == "build_bridge"],
        ),
        ActionSpec(
            "choose_source",
            "which connected prerequisite tile a tile you own uses (L231–233)",
            {"tile": TILE},
            ("choose_source",),
            build.choose_source,
            build.list_source,
        ),
        ActionSpec(
            "choose_delivery",
            "which tile delivers, when the connection you made reaches several (L216–219)",
            {"tile": TILE},
            ("choose_delivery",),
            build.choose_delivery,
            build.list_delivery,
        ),
        ActionSpec(
            "vote",
            "the secret vote, first step: the proposal (L464–467)",
            {"proposal": integer(0, 2)},
            ("vote",),
            vote.vote,
            lambda state, p: [a for a in vote.list_vote(state, p) if a["type"] == "vote"],
        ),
        ActionSpec(
            "dedicate",
            "the secret vote, then: fleeting influence (+1 each), then lasting (+2 each) on top of 1 (L468–472)",
            {"influence": {"type": "string", "enum": ["fleeting", "lasting"]}, "amount": integer(0, MAX_INFLUENCE)},
            ("vote",),
            vote.dedicate,
            lambda state, p: [a for a in vote.list_vote(state, p) if a["type"] == "dedicate"],
        ),
        ActionSpec(
            "break_tie",
            "choose among the tied proposals (L477–480)",
            {"proposal": integer(0, 2)},
            ("break_tie",),
            vote.break_tie,
            vote.list_break_tie,
        ),
        ActionSpec(
            "place_prestige",
            "place the winning prestige building (L498–507)",
            {"squares": array(SQUARE, minItems=1, maxItems=8)},
            ("place_prestige",),
            vote.place_prestige,
            vote.list_place,
        ),
    ]
)
