"""The closed vocabulary of scenario rules the engine plays, as JSON Schema definitions: the
goals, losses, setup and timed rules and the scenario's figures (objectives, escorts). Each
kind is one JSON object told apart by ``type`` (a figure by ``kind``); ``scenario_rules``
validates each scenario's entry against it, ``docs/gloomhaven-scenarios.md`` describes it.
The timed rules (``ROUNDS``) are here; the goals and losses, the setup rules and the figures
each have a module of their own (``vocabulary_goals``, ``vocabulary_setup``,
``vocabulary_figures``), built of ``vocabulary_parts``.
"""

from __future__ import annotations

from rules.core.schema import JSON, array, const, integer, obj, ref

from . import effects
from .common import const_true
from .vocabulary_figures import ESCORT, OBJECTIVE, TOKEN
from .vocabulary_goals import GOALS, LOSSES
from .vocabulary_parts import (
    AT_ONCE,
    ELEMENTS,
    EVENTS,
    HEX,
    HEXES,
    MAX_FIGURES,
    MONSTER,
    NAME,
    any_event,
    beside_a_figure,
    every_kth,
    rule_kind,
    timed,
    timed_also,
    union_of,
)
from .vocabulary_setup import SETUP

__all__ = [
    "AT_ONCE",
    "ESCORT",
    "EVENTS",
    "GOALS",
    "LOSSES",
    "MAX_FIGURES",
    "OBJECTIVE",
    "ROUNDS",
    "SETUP",
    "TOKEN",
    "vocabulary",
]

ROUNDS: dict[str, JSON] = {
    "spawn": beside_a_figure(
        timed(
            "spawn",
            {
                "monster": MONSTER,
                "ranks": {
                    **array({"enum": ["normal", "elite", "alternate", None]}, minItems=3, maxItems=3),
                    "description": "for 2, 3, 4 characters; alternate: normal, then elite, and so on (tally.spawned)",
                },
                "hex": {"anyOf": [HEX, {"type": "null"}]},
                "beside": {**const_true(), "description": "on the nearest empty hex beside it"},
                "at_figure": NAME,
                "unless": any_event(),
            },
            optional=("at_figure", "beside", "unless"),
        )
    ),
    "elements": timed(
        "elements",
        {
            "strong": ELEMENTS,
            "inert": ELEMENTS,
            "requires_party_achievement": {**MONSTER, "description": "only for a party with it (options)"},
        },
        optional=("requires_party_achievement",),
    ),
    "damage": {
        **timed_also(
            {"oneOf": [{"required": ["who"]}, {"required": ["monsters"]}, {"required": ["figures"]}]},
            "damage",
            {
                "who": {"enum": ["characters_and_summons", "all_figures"]},
                "monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                "figures": {
                    **array(NAME, minItems=1, maxItems=8, uniqueItems=True),
                    "description": "the scenario's figures (off the map with off_map: accumulate, kept for them)",
                },
                "unless": any_event(),
                "room": integer(0, 99),
                "amount": {"type": "string", "maxLength": 40, "description": "a formula of C and L"},
                "while_figure": {**NAME, "description": "only while this objective or escort stands"},
                "off_map": {
                    **const("accumulate"),
                    "description": "(monsters) with none on the map, the damage waits for the next one set up",
                },
            },
            ("who", "monsters", "figures", "room", "while_figure", "off_map", "unless"),
        ),
        "description": "at the start or end of those rounds, the characters and summons (all figures: "
        "monsters too) in the room, or everywhere, suffer the damage; or the monsters of these types",
    },
    "heal": {
        **timed(
            "heal",
            {
                "monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                "amount": {"type": "string", "maxLength": 40, "description": "a formula of C and L"},
                "per_figure_standing": array(NAME, minItems=1, maxItems=12, uniqueItems=True),
            },
            ("per_figure_standing",),
        ),
        "description": "the monsters of these types heal the amount (times the named figures standing)",
    },
    "destroy_figure": {
        **timed("destroy_figure", {"figure": NAME}),
        "description": "the objective or escort is destroyed, if it still stands",
    },
    "place_traps": {
        **timed("place_traps", {"hexes": HEXES, "trap": const("damage")}),
        "description": "damage traps (the scenario's trap damage) placed on the hexes; a figure that does not "
        "fly standing on one springs it at once",
    },
    "inactive": every_kth(timed("inactive", {"monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True)})),
    "condition_adjacent": {
        **rule_kind(
            "condition_adjacent",
            {
                "condition": {"enum": list(effects.NEGATIVE_CONDITIONS)},
                "who": const("enemies"),
                "when": rule_kind("figure_destroyed", {"figure": NAME}),
            },
        ),
        "description": "each time an objective whose name starts so is destroyed, the characters' enemies "
        "adjacent to it gain the condition (rule_events.py)",
    },
    "replace_on_death": {
        **rule_kind("replace_on_death", {"hex": HEX, "monster": MONSTER, "by": MONSTER}),
        "description": "when the monster set up on the hex dies, the other takes its place (special_rules.py)",
    },
}


def vocabulary() -> dict[str, JSON]:
    """The JSON Schema definitions of a playable scenario's rules (``ScenarioRules``)."""
    defs: dict[str, JSON] = {"RuleEvent" + "".join(p.capitalize() for p in k.split("_")): v for k, v in EVENTS.items()}
    for what, kinds in (("goal", GOALS), ("loss", LOSSES), ("setup", SETUP), ("round", ROUNDS)):
        for k, schema in kinds.items():
            defs["Rule" + "".join(p.capitalize() for p in f"{what}_{k}".split("_"))] = schema
    defs["RuleObjective"] = OBJECTIVE
    defs["RuleEscort"] = ESCORT
    defs["RuleToken"] = TOKEN
    defs["ScenarioRules"] = obj(
        {
            "goal": array(union_of(GOALS, "goal"), minItems=1, maxItems=6),
            "loss": array(union_of(LOSSES, "loss"), maxItems=4),
            "setup": array(union_of(SETUP, "setup"), maxItems=10),
            "rounds": array(union_of(ROUNDS, "round"), maxItems=20),
            "figures": array(
                {"oneOf": [ref("RuleObjective"), ref("RuleEscort"), ref("RuleToken")]}, maxItems=MAX_FIGURES
            ),
            "allies": array(
                MONSTER,
                maxItems=8,
                uniqueItems=True,
                description="monster types that fight for the characters: enemies to every other monster type",
            ),
        },
        optional=("loss", "setup", "rounds", "figures", "allies"),
        description="a scenario's goal, loss conditions and special rules (scenario_rules.py)",
    )
    return defs
