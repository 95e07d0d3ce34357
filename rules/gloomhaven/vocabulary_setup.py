"""The setup rules of the rules vocabulary (``vocabulary.py``): what is done or in force from
the start of a scenario, each kind a JSON Schema told apart by ``type``."""

from __future__ import annotations

from rules.core.schema import JSON, array, const, integer, obj, ref

from . import effects
from .common import const_true
from .vocabulary_parts import BY_PLAYERS, ELEMENTS, HEX, HEXES, MONSTER, NAME, any_event, rule_kind

SETUP: dict[str, JSON] = {
    "add_modifiers": rule_kind(
        "add_modifiers",
        {
            "card": {"enum": ["bless", "curse", "minus1"]},
            "count": integer(1, 10),
            "who": {"enum": ["each_character", "monsters"]},
        },
    ),
    "level_adjust": rule_kind("level_adjust", {"monster": MONSTER, "plus": integer(-7, 7)}),
    "condition": rule_kind(
        "condition", {"condition": {"enum": list(effects.NEGATIVE_CONDITIONS)}, "who": {"enum": ["each_character"]}}
    ),
    "reset_on_loss": {
        **rule_kind(
            "reset_on_loss",
            {
                "treasures": array(
                    {"type": "string", "pattern": "^[0-9]{1,3}$"}, minItems=1, maxItems=20, uniqueItems=True
                )
            },
        ),
        "description": "on a loss these numbered treasure tiles are reset: their looters take nothing of them home",
    },
    "loot_action_only": {
        **rule_kind(
            "loot_action_only",
            {
                "treasures": array({"type": "string", "maxLength": 20}, maxItems=20),
                "or_bottom_action_adjacent": const_true(),
            },
            ("or_bottom_action_adjacent",),
        ),
        "description": "these treasure tiles are looted only by a Loot ability, not as a turn ends "
        "(or_bottom_action_adjacent: also by a character beside one giving up a bottom action, loot_beside)",
    },
    "elements": rule_kind("elements", {"strong": ELEMENTS, "inert": ELEMENTS}),
    "lock_doors": rule_kind(
        "lock_doors",
        {
            "doors": HEXES,
            "opens": {
                "oneOf": [
                    rule_kind("round", {"round": integer(1, 99), "start": {"type": "boolean"}}),
                    rule_kind("plate", {"hexes": HEXES}),
                    rule_kind("occupy", {"by_players": BY_PLAYERS}),
                    rule_kind("boss_special", {"monster": MONSTER}),
                    rule_kind("figure_destroyed", {}),
                    rule_kind("all_on_plates", {"hexes": HEXES}),
                    rule_kind("held", {"hexes": HEXES}),
                    rule_kind("monsters_dead", {"monsters": array(MONSTER, minItems=1, maxItems=8)}),
                    rule_kind("elite_kills", {"count": integer(1, 99)}),
                ],
                "description": "at the start of a round; when a character ends its turn on a plate; when, as "
                "a character's turn ends, a character stands on every hex listed for the party size; when the "
                "boss's special opens them (boss_doors.py); when the door objective on each is destroyed; or "
                "when, as a character's turn ends, every character stands on one of the hexes; or (held) only "
                "while a character stands on one of the hexes (held_doors.py); or at once when the monsters are "
                "dead or that many elite monsters have been killed",
            },
            "order": {**const_true(), "description": "the boss opens them in list order"},
            "unlocks_only": {
                "type": "boolean",
                "enum": [True],
                "description": "(plate) the plate only unlocks the doors: a character still opens them",
            },
        },
        optional=("order", "unlocks_only"),
    ),
    "immovable": rule_kind("immovable", {"monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True)}),
    "discard_cards": {
        **rule_kind("discard_cards", {"count": integer(1, 6), "who": const("each_character")}),
        "description": "before the first round each character discards that many cards of its hand, one by one",
    },
    "barred": {
        **rule_kind(
            "barred",
            {"monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True), "doors": HEXES},
        ),
        "description": "these monsters cannot enter or pass the door hexes (held_doors.py)",
    },
    "piece": {
        **rule_kind(
            "piece",
            {
                "name": NAME,
                "from": {
                    "enum": ["chosen", "treasure", "tile", "quest", "killed"],
                    "description": "its holder chosen at setup, the looter of the nth treasure tile looted, or of "
                    "the treasure tile whose id is tile; or, from the start, the character on the quest; or it "
                    "lies where the monster dies, instead of its money token",
                },
                "monster": {**MONSTER, "description": "(killed) the monster type that drops it"},
                "move": {**integer(-5, 5), "description": "what it adds to its holder's Move abilities"},
                "quest": {"type": "string", "maxLength": 40, "description": "(quest) the personal quest"},
                "charge": obj(
                    {
                        "monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                        "amount": {"type": "string", "maxLength": 40, "description": "a formula of C and L"},
                    },
                    description="only its holder's damage reaches these monster types; each point of it is a token "
                    "on the piece, fully charged at the amount",
                ),
                "nth": {**integer(1, 20), "description": "(treasure) the treasure tile, by the order looted"},
                "tile": {"type": "string", "maxLength": 20, "description": "(tile) the treasure tile's id"},
                "only_quest": {
                    "type": "string",
                    "maxLength": 40,
                    "description": "(tile) only a character on this personal quest (its option quest) loots the tile",
                },
                "attack": obj(
                    {"monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True), "pierce": integer(1, 9)},
                    description="its holder's attacks on these monster types gain the pierce",
                ),
                "passes": {**const_true(), "description": "a Loot reaching the holder takes it"},
                "drops": {**const_true(), "description": "left on the hex of a holder exhausted"},
                "use": {
                    "oneOf": [
                        obj(
                            {"beside": HEXES, "damage": {"type": "string", "maxLength": 40}, "monster": MONSTER},
                            description="discarded by its holder ending a turn beside a hex: the monsters of the "
                            "type suffer the damage (a formula of C and L)",
                        ),
                        obj(
                            {"on": HEXES, "item": integer(1, 999)},
                            description="discarded by its holder ending a turn on a hex: the item (one its tile's "
                            "treasure gives) is removed from the game, not taken home",
                        ),
                    ]
                },
            },
            ("nth", "tile", "only_quest", "quest", "monster", "move", "charge", "attack", "passes", "drops", "use"),
        ),
        "description": "a piece of the scenario a character carries, not an item (pieces.py)",
    },
    "poisoned_water": {
        **rule_kind("poisoned_water", {}),
        "description": "a character or summon with Poison entering a water hex suffers trap damage; a poisoned "
        "summon treats water as traps (movement_rules.py)",
    },
    "move_modifier": {
        **rule_kind("move_modifier", {"who": const("characters_and_summons"), "amount": integer(-5, 5)}),
        "description": "added to every Move ability of the characters and their summons (currents.py)",
    },
    "current": {
        **rule_kind(
            "current",
            {
                "rooms": array(integer(0, 99), minItems=1, maxItems=20, uniqueItems=True),
                "after": any_event(),
                "monster": MONSTER,
                "even": HEX,
                "odd": HEX,
                "damage": integer(1, 20),
            },
            ("after",),
        ),
        "description": "as each round ends, each character and summon in the rooms moves one hex the way the "
        "monster type's card's initiative says (even, odd: a hex step), top row first; behind an obstacle or a "
        "wall it stays, blocked by a figure it suffers the damage (currents.py)",
    },
    "flood": {
        **rule_kind(
            "flood",
            {
                "room": integer(0, 99),
                "every": obj({str(n): integer(1, 9) for n in (2, 3, 4)}),
                "bail": HEXES,
                "dry": obj({str(n): HEXES for n in (2, 3, 4)}, optional=("2", "3", "4")),
            },
            ("dry",),
        ),
        "description": "the room's water tiles: one more at the end of every k-th round (by party size), picked up "
        "by looting, one per character, bailed by ending a turn on a bail hex; dry: taken off at setup (flooding.py)",
    },
    "boon": {
        **rule_kind(
            "boon",
            {
                "hexes": HEXES,
                "shield": integer(1, 9),
                "against": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                "immune": array({"enum": list(effects.CONDITIONS)}, minItems=1, maxItems=4, uniqueItems=True),
            },
        ),
        "description": "a character ending a turn on one of the hexes (each once, its terrain removed) gains, "
        "once and for the rest of the scenario, the shield against those monsters' attacks and the immunities "
        "(boons.py)",
    },
    "focus": {
        **rule_kind("focus", {"monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True), "figure": NAME}),
        "description": "such a monster that can move within range to attack the figure focuses on it (focus.py)",
    },
    "early_monsters": {
        **rule_kind("early_monsters", {"hexes": HEXES}),
        "description": "the monsters on these hexes are set up at the start, though their room is hidden; the "
        "hexes are on the map from then on",
    },
    "reveal_on_enter": {
        **rule_kind("reveal_on_enter", {"rooms": array(integer(0, 99), minItems=1, maxItems=20, uniqueItems=True)}),
        "description": "a room is revealed too as a character, a summon or an ally enters one of its hexes",
    },
    "protect_figure": {
        **rule_kind(
            "protect_figure",
            {"figure": NAME, "uses": integer(1, 9), "cost": const("hand_card"), "match": const("prefix")},
            ("uses", "match"),
        ),
        "description": "(that many times in the scenario) as the figure (with match prefix: any whose name starts "
        "so) would suffer damage, a character may lose a card of its hand so that it suffers none (objectives.py)",
    },
    "free_figure": {
        **rule_kind("free_figure", {"figure": NAME, "cost": const("action")}),
        "description": "a character beside a figure whose name starts so may forgo an action (the card "
        "discarded) to free it: removed from the map (tally.freed) (marker_actions.py)",
    },
    "invulnerable": {
        **rule_kind("invulnerable", {"monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True)}),
        "description": "these monsters cannot be damaged in any way; conditions and other effects still apply",
    },
    "remove_on_kill": {
        **rule_kind(
            "remove_on_kill",
            {"killed": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True), "remove": MONSTER},
        ),
        "description": "each time such a monster dies, the players may remove one monster of the other type "
        "from the map (rule_events.py)",
    },
    "loot_limit": {
        **rule_kind(
            "loot_limit", {"treasures": array(const("goal"), minItems=1, maxItems=1), "per_character": integer(1, 9)}
        ),
        "description": "a character loots at most that many goal treasure tiles (the others stay on the map for it)",
    },
    "until_looted": {
        **rule_kind(
            "until_looted",
            {
                "treasures": array(const("goal"), minItems=1, maxItems=1),
                "disadvantage": const_true(),
                "no_items": const_true(),
            },
        ),
        "description": "until a character has looted a goal treasure tile, it attacks with Disadvantage and uses "
        "no item (auras.py, items.py)",
    },
    "start_with_monsters": {
        **rule_kind("start_with_monsters", {"room": integer(0, 99)}),
        "description": "characters may start only in the sections of the room (its hexes joined around the "
        "obstacles) that hold monsters",
    },
    "march": {
        **rule_kind(
            "march",
            {
                "monsters": array(MONSTER, minItems=1, maxItems=4, uniqueItems=True),
                "move": integer(1, 9),
                "toward": HEXES,
            },
        ),
        "description": "these monsters do not act normally: each turn they walk their Move toward the nearest of "
        "the hexes, opening doors, then play their card without its moves (marches.py)",
    },
    "marked_hexes": {
        **rule_kind(
            "marked_hexes",
            {
                "monster": MONSTER,
                "hexes": array(HEX, minItems=1, maxItems=6, uniqueItems=True),
                "monsters": {
                    **array(MONSTER, minItems=1, maxItems=6),
                    "description": "the monster type summoned on each hex (the Prime Demon's Summon Demon)",
                },
            },
            ("monsters",),
        ),
        "description": "the hexes the boss's special takes it (the Gloom's Teleport) or its throne (the Prime "
        "Demon's Throne moves) to, in the book's order a, b, c, ... then a again (marked_hexes.py, thrones.py)",
    },
    "perches": {
        **rule_kind(
            "perches",
            {
                "monster": MONSTER,
                "perches": array(array(HEX, minItems=2, maxItems=7, uniqueItems=True), minItems=1, maxItems=6),
            },
        ),
        "description": "the boulders the boss sits on, in the book's order a, b, c, ... (each its hexes, the first "
        "the one it stands on there): it fills the hexes of its perch and flies to the next on its special "
        "(perches.py)",
    },
    "hit_and_run": {
        **rule_kind("hit_and_run", {"monster": MONSTER}),
        "description": "the monster is not set up; at the start of its turn, off the map, it appears on its next "
        "marked hex (marked_hexes), and it leaves the map after each melee attack (hit_and_run.py)",
    },
    "altar_travel": {
        **rule_kind("altar_travel", {"altars": array(HEX, minItems=2, maxItems=2, uniqueItems=True)}),
        "description": "the altars are obstacles; a character beside one may spend 1 movement to step to a hex "
        "beside the other (altars.py)",
    },
    "carry": {
        **rule_kind(
            "carry",
            {
                "monsters": array(MONSTER, minItems=1, maxItems=2, uniqueItems=True),
                "figure": NAME,
                "toward": array(HEX, minItems=1, maxItems=4),
                "altar": array(HEX, minItems=1, maxItems=4),
            },
        ),
        "description": "these monsters do not act normally: together, with their Move, they carry the escort named "
        "toward the hexes, to sacrifice it beside the altar (the sacrificed loss; sacrifice.py)",
    },
    "dormant": {
        **rule_kind(
            "dormant",
            {"monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True), "until": ref("RuleEventOccupy")},
        ),
        "description": "these monsters neither act nor can be affected until the event; then they act as if just "
        "revealed (scenario_rules.inactive_types)",
    },
    "hostile_to_all": {
        **rule_kind(
            "hostile_to_all",
            {"monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True), "after": any_event()},
            ("after",),
        ),
        "description": "these monsters are enemies to the characters and to every other monster type "
        "(once the event holds)",
    },
    "delay_monsters": {
        **rule_kind(
            "delay_monsters",
            {
                "monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                "until": {"anyOf": [ref("RuleEventMonstersDead"), ref("RuleEventEscortSaved")]},
            },
        ),
        "description": "these types are not set up with their room; the revealed rooms' ones are placed as the "
        "event happens (the last monster of its types dies), or at the end of its round (round_end) (rule_events.py)",
    },
    "reveal": rule_kind("reveal", {"rooms": array(integer(0, 99), minItems=1, maxItems=20, uniqueItems=True)}),
    "split_start": rule_kind("split_start", {"rooms": array(integer(0, 99), minItems=2, maxItems=4, uniqueItems=True)}),
    "stat_bonus": {
        **rule_kind(
            "stat_bonus",
            {
                "monsters": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                "per_figure_standing": array(NAME, minItems=1, maxItems=12, uniqueItems=True),
                "per_monster_on_map": MONSTER,
                "per_token_left": obj(
                    {
                        "tokens": integer(1, 20),
                        "lost_per_kill": array(MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                    },
                    description="tokens placed, one removed as each monster of these types dies",
                ),
                **{stat: {"type": "number", "minimum": -10, "maximum": 10} for stat in ("attack", "move", "range")},
                "hp": {"type": "number", "minimum": -10, "maximum": 10},
                "shield": {"type": "number", "minimum": -10, "maximum": 10},
                "rounding": const("up"),
                "melee_range": {"type": "boolean", "enum": [False], "description": "melee attacks gain no range"},
                "after": any_event(),
            },
            (
                "per_figure_standing",
                "per_monster_on_map",
                "per_token_left",
                "attack",
                "move",
                "range",
                "hp",
                "shield",
                "rounding",
                "melee_range",
                "after",
            ),
        ),
        "oneOf": [
            {"required": ["per_figure_standing"]},
            {"required": ["per_monster_on_map"], "not": {"required": ["hp"]}},
            {"required": ["per_token_left"], "not": {"required": ["hp"]}},
        ],
        "description": "stats added per standing objective, per monster of a type on the map or per token left "
        "(stat_bonuses.py)",
    },
    "aura": {
        **rule_kind(
            "aura",
            {
                "who": {"enum": ["monsters", "characters_and_summons"]},
                "while_figure": NAME,
                "around_figures": array(NAME, minItems=1, maxItems=12, uniqueItems=True),
                "around_hexes": HEXES,
                "range": integer(1, 9),
                "attack": integer(-5, 5),
                "advantage": const_true(),
                "disadvantage": const_true(),
                "heal_turn_start": integer(1, 9),
                "damage_turn_start": integer(1, 9),
                "after": any_event(),
            },
            (
                "while_figure",
                "around_figures",
                "around_hexes",
                "range",
                "attack",
                "advantage",
                "disadvantage",
                "heal_turn_start",
                "damage_turn_start",
                "after",
            ),
        ),
        "oneOf": [
            {
                "required": ["while_figure"],
                "not": {"anyOf": [{"required": [m]} for m in ("around_figures", "around_hexes", "range")]},
            },
            {"required": ["around_figures", "range"], "not": {"required": ["around_hexes"]}},
            {"required": ["around_hexes", "range"], "not": {"required": ["around_figures"]}},
            {
                "not": {
                    "anyOf": [{"required": [m]} for m in ("while_figure", "around_figures", "around_hexes", "range")]
                }
            },
        ],
        "description": "effects on figures while an objective stands, near one or near hexes, or everywhere (auras.py)",
    },
    "indestructible": {
        **rule_kind(
            "indestructible",
            {
                "overlays": array({"type": "string", "maxLength": 40}, minItems=1, maxItems=10, uniqueItems=True),
                "room": integer(0, 99),
                "blocks_los": const_true(),
            },
            ("room", "blocks_los"),
        ),
        "description": "these obstacles (in the room) cannot be destroyed; blocks_los: nor moved through in any "
        "way, and they block line of sight (walls around them: scenario_rules.opaque)",
    },
}
#: An objective: "an enemy to the characters" with the hit points of its formula (``objectives``).
