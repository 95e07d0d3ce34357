"""The JSON Schemas Gloomhaven publishes: options, state, view, actions, events, and the effect
vocabulary its cards are written in (``effects``)."""

from __future__ import annotations

from rules.core import canonical, chance
from rules.core.schema import JSON, SchemaBundle, array, const, integer, nullable, obj, ref

from . import (
    components,
    content,
    custom,
    effects,
    event_schemas,
    frame_schemas,
    items,
    markers,
    objectives,
    on_death,
    perks,
    pieces,
    round_actions,
    scenario_rules,
    tally,
)
from .actions import ACTIONS
from .common import CARD, CHARACTER, FIGURE, HEX, SEAT, TURN, const_true
from .levels import DIFFICULTY

SCENARIOS = list(scenario_rules.playable())  # the scenarios the engine sets up and plays
#: A modifier deck: 20 cards, the perks' (up to ~20), items' and scenarios' −1s, 10 bless
#: and 10 curses stay well under 80.
PILE_SIZE = 80
PILE = obj(
    {"draw": array({"type": "string"}, maxItems=PILE_SIZE), "discard": array({"type": "string"}, maxItems=PILE_SIZE)},
    optional=("reshuffle",),
)
PILE["properties"]["reshuffle"] = {"type": "boolean"}
CARDS = array(CARD, maxItems=20)
CONDITIONS = effects.CONDITION_LIST


def _character_option() -> JSON:
    """A character of the options: class, level 1–9, seat, and the cards of levels 2–9 it
    has gained (``cards``, optional): its class's, at most one per level reached, each of
    that level or lower (``hands.gained_problem``); the level-ups left out gain the first
    card of the lowest levels not listed. One closed schema per class."""
    branches = []
    for name in content.CLASSES:
        ids = [c["id"] for c in content.character_class(name)["cards"] if c["level"] not in (1, "X")]
        cards = array(
            {"type": "integer", "enum": ids} if ids else CARD,
            maxItems=8 if ids else 0,
            uniqueItems=True,
            description="cards of levels 2–9 gained (hands.py)",
        )
        props: dict[str, JSON] = {
            "class": const(name),
            "level": integer(1, 9),
            "seat": SEAT,
            "cards": cards,
            "perks": array(
                integer(0, perks.BOXES - 1),
                maxItems=perks.BOXES,
                uniqueItems=True,
                description="the perk checkboxes marked, numbered 0-14 in printed order (docs/gloomhaven.md)",
            ),
            "items": items.option_schema(9),  # small items: by level (the highest here)
            "quest": {
                "type": "string",
                "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
                "maxLength": 40,
                "description": "the character's personal quest, its name in lower case with hyphens, for the "
                "scenario rules that read one (#58: vengeance)",
            },
        }
        branches.append(obj(props, optional=("cards", "perks", "items", "quest")))
    return {"oneOf": branches, "description": "a character: class, level, seat, cards gained"}


def _options(complete: bool) -> JSON:
    props: dict[str, JSON] = {
        "scenario": {
            "anyOf": [{"type": "integer", "enum": SCENARIOS}, ref("CustomScenario")],
            "description": "a playable scenario's number, or a whole custom scenario (CustomScenario)",
        },
        "characters": array(
            _character_option(),
            minItems=2,
            maxItems=4,
            description="2–4 characters of different classes; one seat may play several (solo, two-handed)",
        ),
        "difficulty": {"type": "string", "enum": list(DIFFICULTY), "default": "normal"},
        "randomness": chance.OPTION_SCHEMA,
        "party_achievements": {
            **array(
                {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$", "maxLength": 40},
                maxItems=40,
                uniqueItems=True,
            ),
            "default": [],
            "description": "the party's achievements, for the scenario rules that read one (#85: sun-blessed)",
        },
    }
    if complete:
        return obj({k: {kk: vv for kk, vv in v.items() if kk != "default"} for k, v in props.items()})
    return obj(
        props, optional=("difficulty", "randomness", "party_achievements"), description="setup options of Gloomhaven"
    )


def _obstacle_context() -> dict[str, JSON]:
    """What an ability leaves for the next one (the Cragheart's level 2–9 cards, obstacles.py)."""
    return {
        "obstacles": array(HEX, maxItems=40, description="the obstacles the ability before destroyed, moved or made"),
        "destroyed": integer(0, 99, description="the hexes the obstacles it destroyed occupied"),
        "lifted": {**HEX, "description": "the obstacle being moved"},
        "path": array(HEX, maxItems=99, description="the hexes the last move entered"),
        "dealt": integer(0, 9999, description="the damage the last target of an attack suffered"),
    }


def _state(game_id: str, rules_version: str) -> JSON:
    frames = frame_schemas.frames()
    levels = obj({k: integer(0, 99) for k in ("scenario", "monster", "trap_damage", "gold_per_coin", "bonus_xp")})
    character = obj(
        {
            "class": {"type": "string", "enum": list(content.CLASSES)},
            "seat": SEAT,
            "level": integer(1, 9),
            "hp": integer(0, 99),
            "max_hp": integer(1, 99),
            "xp": integer(0, 999),
            "coins": integer(0, 999),
            "hex": nullable(HEX),
            "hand": CARDS,
            "discard": CARDS,
            "lost": CARDS,
            "played": nullable(ref("Pick")),
            "in_play": CARDS,
            "active": array(
                obj(
                    {
                        "card": CARD,
                        "half": {"type": "string", "enum": ["top", "bottom"]},
                        "uses": integer(0, 10),
                        "consumed": {**const_true(), "description": "its round bonus's elements consumed as played"},
                    },
                    optional=("consumed",),
                ),
                maxItems=20,
            ),
            "bonuses": array(ref("Bonus"), maxItems=20),
            "modifiers": PILE,
            "conditions": CONDITIONS,
            "fresh": CONDITIONS,
            "exhausted": {"type": "boolean"},
            "exhausted_at": {**HEX, "description": "where the character stood when exhausted"},
            "mind_controlled": {
                **const_true(),
                "description": "the Betrayer's for the round: its sides swapped on its turn (mind_control.py)",
            },
            "escaped": {
                "type": "boolean",
                "enum": [True],
                "description": "left the scenario by an escape goal's exit (also exhausted: it takes no further part)",
            },
            "items": array(
                obj(
                    {
                        "item": integer(1, 999),
                        "state": {"type": "string", "enum": [items.READY, items.SPENT, items.CONSUMED]},
                        "uses": integer(0, 9, description="use slots marked"),
                    }
                ),
                maxItems=8,
                description="the items equipped (items.py)",
            ),
            "treasures": array(
                integer(1, 99), maxItems=20, uniqueItems=True, description="numbered treasures looted (treasures.py)"
            ),
        },
        optional=("fresh", "exhausted_at", "escaped", "items", "treasures", "mind_controlled"),
    )
    monster = obj(
        {
            "type": {"type": "string"},
            "standee": nullable(integer(1, 10)),
            "elite": {"type": "boolean"},
            "hp": integer(0, 999),
            "max_hp": integer(1, 999),
            "hex": HEX,
            "conditions": CONDITIONS,
            "fresh": CONDITIONS,
            "summoned": {"type": "boolean"},
            "summoned_this_round": {**const_true(), "description": "summoned this round: it does not act"},
            "replaced_by": {
                "type": "string",
                "maxLength": 40,
                "description": "the monster type that takes its place when it dies (a scenario rule)",
            },
            "bonuses": array(ref("Bonus"), maxItems=20),
            "dying": {**const_true(), "description": "killed, it stands again for its on_death ability (on_death.py)"},
            "hexes": array(
                HEX, minItems=2, maxItems=7, description="every hex it fills, its hex among them (perches.py)"
            ),
            "turned": obj(
                {"by": CHARACTER, "controlled": {"type": "boolean"}},
                description="a character's token for the round: it performs its turn with its sides swapped "
                "(Long Con, Hostile Takeover, Domination; controlled: the character's player steers it)",
            ),
        },
        optional=("fresh", "summoned", "summoned_this_round", "bonuses", "replaced_by", "turned", "dying", "hexes"),
    )
    summon = obj(
        {
            "owner": CHARACTER,
            "card": CARD,
            "hex": HEX,
            "hp": integer(0, 99),
            "max_hp": integer(1, 99),
            "conditions": CONDITIONS,
            "fresh": CONDITIONS,
            "bonuses": array(ref("Bonus"), maxItems=20),
            "dying": {**const_true(), "description": "slain, it stands again for its on_death attack (on_death.py)"},
        },
        optional=("fresh", "dying"),
        description="a character's summon: its stats are its card's (summons.py)",
    )
    overlay = obj(
        {
            "type": {"type": "string", "maxLength": 20},
            "hex": HEX,
            "kind": {"type": "string", "maxLength": 40},
            "amount": integer(1, 99),
            "id": {"type": "string", "maxLength": 20},
            "damage": {"anyOf": [integer(0, 99), {"type": "boolean"}]},
            "conditions": CONDITIONS,
            "xp": obj({"character": CHARACTER, "xp": integer(0, 99)}, description="XP to the trap's maker"),
        },
        optional=("kind", "amount", "id", "damage", "conditions", "xp"),
        description="a token or overlay tile on a hex",
    )
    deck = obj({"draw": array(CARD, maxItems=20), "discard": array(CARD, maxItems=20), "shown": nullable(CARD)})
    half = obj({"card": CARD, "half": {"type": "string", "enum": ["top", "bottom"]}, "basic": {"type": "boolean"}})
    element_list = array({"type": "string", "enum": list(effects.ELEMENTS)}, maxItems=12)
    small = integer(0, 999)
    return {
        **frames,
        "Pick": {
            "description": "a character's pick: a hand, two cards (leading first), a long rest, or exhausted",
            "oneOf": [
                obj({"hand": CARDS}),
                obj({"cards": array(CARD, minItems=2, maxItems=2)}),
                obj({"rest": const_true()}),
                obj({"exhausted": const_true()}),
            ],
        },
        "Bonus": obj(
            {"shield": integer(0, 99), "retaliate": integer(0, 99), "attack": integer(0, 99), "range": integer(1, 99)},
            optional=("shield", "retaliate", "attack"),
            description="a round bonus (shield, retaliate, or attack from an ally's card) of a figure",
        ),
        "TurnInProgress": obj(
            {
                "character": CHARACTER,
                "halves": array(half, maxItems=2),
                "half": nullable(half),
                "step": integer(0, 16),
                "infuse": element_list,
                "moved": small,
                "damage": small,
                "revealed": array({"type": "string", "maxLength": 40}, maxItems=20),
                "skipped": integer(0, 99, description="abilities of the half not performed"),
                "items": array(integer(1, 999), maxItems=8, description="the items used this turn"),
                "closed": array(CARD, maxItems=20, description="active cards that acted at the end of the turn"),
                "opening": array(CARD, maxItems=20, description="active cards acting at the start of the turn"),
                "starting": {
                    "type": "boolean",
                    "enum": [True],
                    "description": "the damage of the turn's start waits for the character's choice",
                },
                "kept": {
                    "type": "boolean",
                    "enum": [True],
                    "description": "the character keeps its scenario pieces as this turn ends (pieces.py)",
                },
                "context": obj(
                    {
                        "through": array(HEX, maxItems=99),
                        "area": array(HEX, maxItems=37),
                        "targets": array(HEX, maxItems=20),
                        "returned": {"type": "boolean", "description": "the last move ended where it began"},
                        "line": {"type": "boolean", "description": "the last move went in a straight line"},
                        "moved": integer(0, 99, description="hexes moved with this action (card half)"),
                        "consumed": {"type": "boolean", "description": "the last ability consumed its elements"},
                        "killed": {**HEX, "description": "where the figure killed by the ability before stood"},
                        "picked": array(HEX, maxItems=20, description="the figures a Target X ability chose so far"),
                        **_obstacle_context(),
                        "control": obj(
                            {
                                "figure": FIGURE,
                                "abilities": array(ref("Ability"), maxItems=4),
                                "near": const_true(),
                                "augments": const_true(),
                                "controlled": {**const_true(), "description": "the card's player steers an ally"},
                                "queue": array(
                                    obj({"figure": FIGURE}), maxItems=12, description="figures that perform them next"
                                ),
                                "each": array(ref("Ability"), maxItems=4, description="the abilities each performs"),
                            },
                            optional=("near", "augments", "controlled", "queue", "each"),
                            description="the figure made to perform, and its abilities still to come (control.py)",
                        ),
                    },
                    optional=(
                        "through",
                        "area",
                        "targets",
                        "returned",
                        "line",
                        "moved",
                        "consumed",
                        "killed",
                        "picked",
                        "control",
                        *_obstacle_context(),
                    ),
                    description="what the last ability left for its after effects",
                ),
            },
            optional=("revealed", "context", "skipped", "items", "closed", "starting", "kept", "opening"),
        ),
        "AttackInProgress": obj(
            {
                "attacker": FIGURE,
                "ability": ref("Ability"),
                "targets": array(HEX, maxItems=20),
                "next": integer(0, 20),
                "drawn": array({"type": "string", "maxLength": 30}, maxItems=40),
                "area": array(HEX, maxItems=37),
                "fired": array(integer(0, 20), maxItems=20),
                "pending": nullable(obj({"target": FIGURE, "from": HEX})),
                "bonuses": array(CARD, maxItems=20, description="the active cards whose bonus is on this attack"),
                "conditional": array(
                    array(integer(0, 9999), minItems=2, maxItems=2), maxItems=20, description="[if entry, active card]"
                ),
                "controller": {**CHARACTER, "description": "the character steering a figure made to attack"},
                "gear": obj(
                    {"advantage": const_true(), "once": CONDITIONS},
                    optional=("advantage", "once"),
                    description="items' bonuses on the attack: advantage, conditions on its next target only",
                ),
                "braced": obj(
                    {"next": integer(0, 20), "used": const_true()},
                    optional=("used",),
                    description="the target at 'next' was asked for its item before the draw (used: Leather Armor)",
                ),
            },
            optional=("area", "fired", "pending", "bonuses", "conditional", "controller", "gear", "braced"),
        ),
        "MonsterTurnInProgress": obj(
            {
                "type": {"type": "string", "maxLength": 40},
                "queue": array(HEX, maxItems=20),
                "step": integer(0, 8),
                "plan": nullable(
                    obj({"destination": HEX, "targets": array(HEX, maxItems=20)}, description="the AI's option")
                ),
                "infuse": element_list,
                "summoner": {**CHARACTER, "description": "a summons' turn (type 'summons'): whose"},
                **round_actions.monster_turn_members(),  # round_actions.py
            },
            optional=("summoner", *round_actions.monster_turn_members()),
        ),
        "State": obj(
            {
                "game": const(game_id),
                "rules_version": const(rules_version),
                "options": ref("CompleteOptions"),
                "rng": nullable(chance.RNG_SCHEMA),
                "levels": levels,
                "phase": {"type": "string", "enum": ["setup", "select", "reveal", "turns", "end", "over"]},
                "round": integer(0, 999),
                "elements": obj(
                    {e: integer(0, 2) for e in effects.ELEMENTS}, description="0 inert, 1 waning, 2 strong"
                ),
                "rooms": array(integer(0, 99), maxItems=100),
                "characters": array(character, minItems=2, maxItems=4),
                "monsters": array(monster, maxItems=64),
                "summons": array(summon, maxItems=12),
                **objectives.state_members(),
                **markers.state_members(),
                **pieces.state_members(),
                **on_death.state_member(),
                "monster_decks": {"type": "object", "additionalProperties": deck, "maxProperties": 40},
                "order": array(array(TURN, minItems=1, maxItems=12), maxItems=20),
                "acting": {"type": "boolean", "description": "the turn at the head of the order has begun"},
                "turn": nullable(ref("TurnInProgress")),
                "attack": nullable(ref("AttackInProgress")),
                "monster_turn": nullable(ref("MonsterTurnInProgress")),
                "outcome": {"enum": ["victory", "defeat", None], "description": "null until the scenario ends"},
                "tally": tally.schema(),
                "overlays": array(overlay, maxItems=400),
                "monster_modifiers": PILE,
                "decisions": array({"oneOf": [ref(n) for n in frames]}, maxItems=8),
                "arrived": array(
                    {"type": "string", "maxLength": 40},
                    maxItems=20,
                    description="monster types new to the round that came onto the map during the turn under way "
                    "(not a character's), to take their place in the round as it ends (rooms.py)",
                ),
            },
            optional=("arrived",),
        ),
    }


def _view(defs: dict[str, JSON]) -> dict[str, JSON]:
    """The View (``Gloomhaven._view``) made from the State: no ``rng``, the ``viewer``, the
    number of cards in each draw pile (not their order), the hand sizes of the other seats'
    characters, and each secret simultaneous decision as who has chosen and the viewer's own
    picks."""
    state = canonical.copy(defs["State"])
    props = state["properties"]
    del props["rng"]
    state["required"] = sorted([*(k for k in state["required"] if k != "rng"), "viewer"])
    props["viewer"] = {**nullable(SEAT), "description": "the seat this view is for; null: a spectator"}
    hidden_pile = {**PILE, "properties": {**PILE["properties"], "draw": integer(0, PILE_SIZE)}}
    deck = props["monster_decks"]["additionalProperties"]
    deck["properties"]["draw"] = integer(0, 20, description="cards in the draw pile")
    props["monster_modifiers"] = hidden_pile
    character = props["characters"]["items"]["properties"]
    character["modifiers"] = hidden_pile
    character["hand"] = {"anyOf": [CARDS, integer(0, 20)], "description": "the cards, or how many (other seats)"}
    secret = [n for n, d in defs.items() if n.endswith("Decision") and "choices" in d.get("properties", {})]
    kinds = sorted(k for n in secret for k in defs[n]["properties"]["kind"]["enum"])
    frames = [r["$ref"].rsplit("/", 1)[1] for r in props["decisions"]["items"]["oneOf"]]
    shown = [ref(n) for n in frames if n not in secret]
    props["decisions"] = array({"oneOf": [*shown, ref("HiddenDecision")]}, maxItems=8)
    hidden = obj(
        {
            "kind": {"type": "string", "enum": kinds},
            "chosen": array({"type": "boolean"}, minItems=1, maxItems=4, description="per seat"),
            "own_choice": {**nullable({"type": "boolean"}), "description": "true once the viewer has chosen"},
            "own_picks": array(nullable(ref("Pick")), minItems=2, maxItems=4, description="the viewer's only"),
        },
        description="a secret simultaneous decision as one seat sees it",
    )
    state["description"] = "what one seat (or a spectator) may see of a state"
    return {"View": state, "HiddenDecision": hidden}


def bundle(game_id: str, rules_version: str) -> SchemaBundle:
    defs: dict[str, JSON] = {
        **effects.defs(),
        **scenario_rules.vocabulary(),
        "CustomScenario": custom.schema(),
        "Options": _options(False),
        "CompleteOptions": _options(True),
        **_state(game_id, rules_version),
        **components.schemas(SCENARIOS),
        **ACTIONS.schemas(),
    }
    defs.update(_view(defs))
    defs.update(event_schemas.defs())
    return SchemaBundle(
        defs=defs,
        options="Options",
        state="State",
        view="View",
        actions=ACTIONS.names(),
        events=event_schemas.names(),
        components="Components",
    )
