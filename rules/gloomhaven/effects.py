"""The effect vocabulary: ability cards, monster ability cards and summons as structured data.

Every card half (an *action*, in the rulebook's words) is a list of *abilities* "done in the
order written". Each ability is a closed JSON object told apart by ``type``; the schema below
is the whole vocabulary, and the content check (``tests/gloomhaven/test_content.py``) proves
that every card of the content validates against it. The engine reads the same objects.

Numbers: a character card gives absolute values (``"value": 3``). A monster ability card gives
move, attack and range relative to the monster's stats (``"plus": -1``, ``"range_plus": 0``);
heal, shield, retaliate and the rest are absolute there too. An area is a list of axial
offsets ``[q, r]``: for a melee attack relative to the attacker's hex (which is not part of
it), for a ranged area relative to its first hex (``[0, 0]``), which must lie within range.
"""

from __future__ import annotations

from typing import Any

from rules.core.schema import JSON, array, const, integer, obj, ref, union

ELEMENTS = ("fire", "ice", "air", "earth", "light", "dark")
#: "Any one element" on a card (the multicoloured icon): consume any one, or infuse one of
#: the player's choice.
ANY_ELEMENT = "any"
NEGATIVE_CONDITIONS = ("poison", "wound", "immobilize", "disarm", "stun", "muddle", "curse")
POSITIVE_CONDITIONS = ("invisible", "strengthen", "bless")
CONDITIONS = NEGATIVE_CONDITIONS + POSITIVE_CONDITIONS

#: Who an ability affects, when it is not "the targets of an attack in range" (the default).
#: ``*_in_range`` selectors take the ability's ``range``.
SELECTORS = (
    "self",
    "one_adjacent_enemy",
    "all_adjacent_enemies",
    "one_enemy_in_range",
    "enemies_moved_through",  # every enemy whose hex the figure moved through this ability
    "enemies_on_path",  # attack: also every enemy on the path to the primary target (paths.py)
    "one_adjacent_ally",
    "all_adjacent_allies",
    "self_and_adjacent_allies",
    "one_ally_in_range",
    "all_allies",
    "all_adjacent_figures",  # allies and enemies adjacent to the figure
    "figures_adjacent_to_target",  # allies and enemies adjacent to the attack's target
    "figures_in_area",  # allies and enemies in the attack's area
    "self_or_ally_in_range",
    "all_enemies_in_range",  # every enemy within the ability's range ("all enemies up to two hexes away")
    "all_allies_in_range",  # every ally (not the figure itself) within the ability's range
    "one_enemy_all_attacks",  # attack: its Target X attacks all go to one enemy (the focus; a new one if it dies)
    "all_enemies",  # every enemy on the map, no range (Savvas Lavaflow 721 "All enemies suffer 2 damage")
    # --- level 2–9 cards (issue 13) ---
    "one_ally",  # "Affect any one ally" (anywhere, no range)
    "enemies_adjacent_to_target",  # after an attack: the enemies adjacent to its target
    "enemies_adjacent_to_killed",  # after a kill: the enemies adjacent to the hex of the figure killed
    "all_summons_in_range",  # every summoned ally within the ability's range
    "one_character_beside_ally_in_range",  # a character adjacent to an ally of yours within range (its cards)
    "all_enemies_in_room",  # every enemy in the same room as the figure (Inferno)
    "all_allies_in_room",  # every ally in the same room as the figure
    "self_and_all_allies",  # "Affect you and all allies"
    # --- the Cragheart's level 2–9 cards (obstacles.py) ---
    "enemies_adjacent_to_obstacles",  # attack: enemies beside the obstacles the ability before destroyed, moved or made
    "figures_adjacent_to_obstacles",  # allies and enemies adjacent to those obstacles
    "allies_in_area",  # the allies in the attack's area ("Heal 2, affect all allies in the targeted area")
    "figures_adjacent_to_path",  # allies and enemies adjacent to any hex the figure entered with the move before
)

#: When a persistent or round bonus applies (``bonus.on``).
TRIGGERS = (
    "own_attack",  # each attack ability of yours (one use per ability, whatever its targets)
    "own_melee_attack",
    "own_ranged_attack",
    "own_heal",
    "attacked",  # each source of damage from an attack targeting you
    "melee_attacked",  # each melee attack targeting you
    "damage",  # each source of damage to you
    "own_retaliate",  # each time you retaliate
    "ally_targeted",  # an enemy targets one of your adjacent allies with an attack
    # --- level 2–9 cards (issue 13) ---
    "own_move",  # each move ability of yours (Immovable Phalanx: "treat all move abilities as attack abilities")
    "passive",  # a standing rule while the card is active (Mass Hysteria: "two augments active at once")
    "end_of_turn",  # at the end of each of your turns, perform ``then`` (Auto Turret; ``turn_end.py``)
    "start_of_turn",  # at the start of each of your next turns, perform ``then`` (Lumbering Bash; ``turn_start.py``)
)

#: Conditions a bonus may depend on (``when``).
PREDICATES = (
    "target_adjacent_to_ally",  # the target is adjacent to any of the attacker's allies
    "target_alone",  # the target is adjacent to none of its own allies
    "self_invisible",
    "ended_where_started",  # a move that ends in the hex it started in
    "always",  # no condition: the bonus always applies (with ``per``: "+1 Attack for each ...")
    "elements_consumed",  # only when its ``consume`` elements are consumed for it (a use is spent only then)
    # --- level 2–9 cards (issue 13) ---
    "target_has_condition",  # the target has any of the ``target_conditions`` ("targeting enemies with poison")
    "target_alone_and_adjacent_to_ally",  # both: "adjacent to none of its allies and also adjacent to any of yours"
    "moved_in_straight_line",  # the move before went in one direction all along (Hook and Chain)
    "consumed_before",  # the ability before consumed its elements (one element for two abilities' bonuses)
    "obstacle_destroyed",  # only when an adjacent obstacle is destroyed for it (Stone Pummel; a use is spent only then)
)
#: Conditions the move before must meet for the next ability to be performed at all
#: (``only_if``: "If the movement was in a straight line, perform ...").
PRECONDITIONS = ("ended_where_started", "moved_in_straight_line", "consumed_before")

#: What a bonus is multiplied by (``per``).
MULTIPLIERS = (
    "negative_condition_on_target",
    "ally_adjacent_to_target",
    "target_shield",  # the target's shield value
    "enemy_targeted",  # each enemy targeted by the attack
    "target_damaged",  # each target the attack damaged (Harrower Infester 729: Heal 2 self for each)
    "ally_in_range",  # issue 13: each of your allies within the ability's range of you (Many as One)
)

#: Values written "X" on a card, and what X is.
X_VALUES = (
    "hexes_moved_this_turn",
    "damage_dealt_this_turn",
    "hexes_moved_this_action",  # issue 13: "X is the number of hexes you moved with this action"
    "half_target_max_hp",  # issue 13: "X is half of that ally's maximum hit point value (rounded down)"
    "target_max_hp",  # issue 13: "X is that ally's maximum hit point value"
    "twice_hexes_destroyed",  # Rocky End: "X is twice the number of hexes the destroyed obstacles occupied"
    "damage_target_suffered",  # Blind Destruction: "damage equal to the damage the target suffered"
)
#: X values counted for each figure the ability affects.
TARGET_X = ("half_target_max_hp", "target_max_hp")

ELEMENT = {"type": "string", "enum": [*ELEMENTS, ANY_ELEMENT]}
CONDITION_LIST = array({"type": "string", "enum": list(CONDITIONS)}, uniqueItems=True, maxItems=10)
SELECTOR = {"type": "string", "enum": list(SELECTORS)}
SMALL = integer(0, 99)
SIGNED = integer(-99, 99)
AXIAL = array(integer(-20, 20), minItems=2, maxItems=2)
AREA = array(AXIAL, minItems=1, maxItems=37, description="axial offsets (see the module's note)")
#: What a push does beyond moving its target (the Cragheart's level 2–9 cards, ``obstacles.py``).
PUSH_EFFECT = obj({"damage": SMALL, "xp": SMALL}, description="damage to the target and XP to you, each time")


def _modifiers() -> JSON:
    """Numbers and effects added to an ability by a bonus, an element or a condition."""
    return obj(
        {
            "attack": SIGNED,
            "range": SIGNED,
            "target": SMALL,
            "pierce": SMALL,
            "push": SMALL,
            "pull": SMALL,
            "heal": SMALL,
            "shield": SMALL,
            "retaliate": SMALL,
            "move": SMALL,
            "damage": SMALL,
            "conditions": CONDITION_LIST,
            "heal_self": SMALL,
            "xp": SMALL,
            "area": AREA,
            "count": SMALL,
            "double_attack": {"type": "boolean"},
            "negate_damage": {"type": "boolean"},
            "redirect_to_self": {"type": "boolean", "description": "the attack targets you instead"},
            "disadvantage": {"type": "boolean", "description": "attacks gain disadvantage"},  # Giant Viper 689
            "instead": {"type": "boolean", "description": "replaces the ability's own bonus of the same kind"},
            "per": {"type": "string", "enum": list(MULTIPLIERS)},
            "selector": SELECTOR,
            # --- level 2–9 cards (issue 13) ---
            "as_attack": {
                "type": "boolean",
                "description": "a move ability may be performed as an attack of equal value",
            },
            "advantage": {"type": "boolean", "description": "the attack has advantage"},
            "kill": {"type": "boolean", "description": "the normal enemies it would affect are killed instead"},
            "loot": SMALL,
            "then": array(ref("Ability"), maxItems=2, description="performed after the attack: 'gain Retaliate 2'"),
            "augments": integer(1, 2, description="ranged attacks gain the augments (1); two augments at once (2)"),
            "x": {"type": "string", "enum": list(X_VALUES), "description": "the ability's X is this instead"},
            "if": array(ref("Conditional"), maxItems=3, description="conditional bonuses added to the ability"),
        },
        optional=(
            "attack",
            "range",
            "target",
            "pierce",
            "push",
            "pull",
            "heal",
            "shield",
            "retaliate",
            "move",
            "damage",
            "conditions",
            "heal_self",
            "xp",
            "area",
            "count",
            "double_attack",
            "negate_damage",
            "redirect_to_self",
            "disadvantage",
            "instead",
            "per",
            "selector",
            "as_attack",
            "advantage",
            "if",
            "kill",
            "x",
            "loot",
            "then",
            "augments",
        ),
        minProperties=1,
    )


def _consume() -> JSON:
    return obj(
        {
            "elements": array(ELEMENT, minItems=1, maxItems=2, description="all of these are consumed"),
            "add": ref("Modifiers"),
        },
        description="consume the elements (Strong or Waning) for the bonus",
    )


def _conditional() -> JSON:
    return obj(
        {
            "when": {"type": "string", "enum": list(PREDICATES)},
            "add": ref("Modifiers"),
            "target_conditions": CONDITION_LIST,
        },
        optional=("target_conditions",),  # issue 13: for ``target_has_condition``
        description="a bonus that applies only when the predicate holds",
    )


_COMMON = {
    "xp": SMALL,
    "consume": array(ref("Consume"), maxItems=3),
    "if": array(ref("Conditional"), maxItems=3),
    "plus": SIGNED,
    # monster cards: the ability is performed only when these elements are consumed for it
    "if_consumed": array(ELEMENT, minItems=1, maxItems=2),
    # issue 13: performed only if the move before meets this ("If the movement was in a straight line, perform")
    "only_if": {"type": "string", "enum": list(PRECONDITIONS)},
}
_COMMON_OPTIONAL = tuple(_COMMON)


def _ability(kind: str, description: str, props: dict[str, JSON], optional: tuple[str, ...] = ()) -> JSON:
    return obj(
        {"type": const(kind), **props, **_COMMON},
        optional=(*optional, *_COMMON_OPTIONAL),
        description=description,
    )


def _abilities() -> dict[str, JSON]:
    value = SMALL
    return {
        "attack": _ability(
            "attack",
            "Attack X; no range: melee",
            {
                "value": value,
                "x": {"type": "string", "enum": list(X_VALUES)},
                "range": SMALL,
                "range_plus": SIGNED,
                "target": SMALL,
                "targets": SELECTOR,
                "pierce": SMALL,
                "push": SMALL,
                "pull": SMALL,
                "conditions": CONDITION_LIST,
                "area": AREA,
                "after": array(ref("Ability"), maxItems=4, description="effects after the attack"),
                "kill": {"type": "boolean", "description": "issue 13: normal targets are killed instead"},
                # issue 13: Disintegration Beam, "Kill all enemies in the targeted area whose current hit point
                # value is equal to or less than 5": elites too, a limit; without a value, the others are spared
                "elite": {"type": "boolean"},
                "max_hp": SMALL,
                # Brutal Momentum: "For each hex you cannot push the target because of a wall or obstacle,
                # the target suffers 2 damage and you gain 1 XP"
                "push_blocked": PUSH_EFFECT,
                # Pulverize: "You may push the targets into hexes containing obstacles. In each case, destroy
                # the obstacle, the target suffers 2 damage, and you gain 1 XP"
                "push_into_obstacles": PUSH_EFFECT,
            },
            (
                "push_blocked",
                "push_into_obstacles",
                "kill",
                "elite",
                "max_hp",
                "value",
                "x",
                "range",
                "range_plus",
                "target",
                "targets",
                "pierce",
                "push",
                "pull",
                "conditions",
                "area",
                "after",
            ),
        ),
        "move": _ability(
            "move",
            "Move X",
            {
                "value": value,
                "x": {"type": "string", "enum": list(X_VALUES)},
                "jump": {"type": "boolean"},
                "flying": {"type": "boolean"},
                "loot_entered": {"type": "boolean", "description": "loot every hex entered"},
                "after": array(ref("Ability"), maxItems=4),
                "straight": {"type": "boolean", "description": "the movement must be in a straight line"},
                "end_beside_obstacle": {
                    "type": "boolean",
                    "description": "the movement must end in a hex adjacent to an obstacle",
                },
            },
            ("value", "x", "jump", "flying", "loot_entered", "after", "straight", "end_beside_obstacle"),
        ),
        "heal": _ability(
            "heal",
            "Heal X (no range, no selector: self)",
            {
                "value": value,
                "range": SMALL,
                "target": SMALL,
                "who": SELECTOR,
                "conditions": CONDITION_LIST,
                "x": {"type": "string", "enum": list(X_VALUES)},  # issue 13: Spirit of Doom
            },
            ("range", "target", "who", "conditions", "x"),
        ),
        "shield": _ability(
            "shield",
            "Shield X",
            # range: of an ``*_in_range`` selector (Savvas Icestorm 711 "self and all allies within Range 2")
            {"value": value, "who": SELECTOR, "range": SMALL},
            ("who", "range"),
        ),
        "retaliate": _ability(
            "retaliate",
            "Retaliate X (range 1 unless given)",
            {"value": value, "range": SMALL, "who": SELECTOR},
            ("range", "who"),
        ),
        "condition": _ability(
            "condition",
            "give conditions to figures that are not an attack's targets",
            # range_plus: a monster's range adjusted (Living Spirit 586 "Curse, Range +0, all enemies")
            {"conditions": CONDITION_LIST, "who": SELECTOR, "range": SMALL, "range_plus": SIGNED, "target": SMALL},
            ("range", "range_plus", "target"),
        ),
        "infuse": _ability(
            "infuse", "infuse elements at the end of the turn", {"elements": array(ELEMENT, minItems=1)}
        ),
        "loot": _ability(
            "loot",
            "Loot X: every coin and treasure within X hexes",
            {
                "value": value,
                "max_tokens": {**SMALL, "description": "issue 13: no more tokens than this (chosen)"},
                # issue 13: Pilfer, "Gain one additional money token from the supply for each adjacent enemy"
                "coin_per_adjacent_enemy": {"type": "boolean"},
            },
            ("max_tokens", "coin_per_adjacent_enemy"),
        ),
        # issue 13: ``conditions`` given to the same figures first ("Immobilize and Push 1, one adjacent enemy")
        "push": _ability(
            "push",
            "Push X on figures selected",
            {"value": value, "who": SELECTOR, "range": SMALL, "conditions": CONDITION_LIST},
            ("range", "conditions"),
        ),
        "pull": _ability(
            "pull",
            "Pull X on figures selected",
            {
                "value": value,
                "who": SELECTOR,
                "range": SMALL,
                "conditions": CONDITION_LIST,
                # issue 13: Black Hole, "Choose a hex within Range 4. Pull 2, target all enemies within
                # Range 4 of the chosen hex and pull them toward it"
                "toward_hex": {**SMALL, "description": "a hex this near is chosen: range and pull count from it"},
            },
            ("range", "conditions", "toward_hex"),
        ),
        # issue 13: ``conditions`` too ("suffer the effects of the disarmed trap")
        "damage": _ability(
            "damage",
            "the figures selected suffer X damage",
            {
                "value": value,
                "who": SELECTOR,
                "range": SMALL,
                "conditions": CONDITION_LIST,
                "x": {"type": "string", "enum": list(X_VALUES)},  # Blind Destruction
            },
            ("range", "conditions", "x"),
        ),
        "summon": _summon_ability(),
        "recover": _ability(
            "recover",
            "return cards from a pile to the hand",
            {
                "pile": {"type": "string", "enum": ["lost", "discard"]},
                "count": {"anyOf": [integer(1, 99), const("all")]},
                "who": SELECTOR,
                "range": SMALL,
                # issue 13: Chimeric Formula, "... may Recover up to two of their lost cards, then lose two cards"
                "then_lose": integer(1, 4),
            },
            ("range", "then_lose"),
        ),
        "trap": _ability(
            "trap",
            "create a trap in an adjacent empty hex",
            {"damage": SMALL, "conditions": CONDITION_LIST, "xp_when_sprung": SMALL},
            ("conditions", "xp_when_sprung"),
        ),
        **_obstacle_abilities(),
        # issue 13: Spring the Trap, "target one enemy within Range 3 to suffer the effects of the disarmed trap"
        "disarm_trap": _ability(
            "disarm_trap",
            "remove one adjacent trap",
            {
                "spring_range": {**SMALL, "description": "one enemy this near suffers the trap's effects"},
                "moved_through": {"type": "boolean", "description": "every trap the move before passed instead"},
            },
            ("spring_range", "moved_through"),
        ),
        "control": _ability(
            "control",
            "a figure performs the abilities, controlled by the card's player",
            {
                "who": SELECTOR,
                "range": SMALL,
                "abilities": array(ref("Ability"), minItems=1, maxItems=4),
                "may_target_enemies": {"type": "boolean", "description": "a controlled enemy attacks its own allies"},
                "end_adjacent": {"type": "boolean", "description": "the movement ends adjacent to the controller"},
                # issue 13: Domination, "This attack gains the effects of your augments"
                "augments": {"type": "boolean", "description": "its attack gains the controller's augments"},
                # issue 13: Jet Propulsion, "All summoned allies ... may perform Move +2 with you controlling"
                "controlled": {"type": "boolean", "description": "the card's player steers the ally"},
            },
            ("range", "may_target_enemies", "end_adjacent", "augments", "controlled"),
        ),
        "on_death": _ability(
            "on_death",
            "a monster card's abilities the monster performs when it dies in the round the card is shown",
            {"abilities": array(ref("Ability"), minItems=1, maxItems=4)},
        ),
        "bonus": _ability(
            "bonus",
            "a round or persistent bonus of an active card",
            {
                "on": {"type": "string", "enum": list(TRIGGERS)},
                "who": SELECTOR,
                "when": {"type": "string", "enum": list(PREDICATES)},
                "add": ref("Modifiers"),
                "augment": {"type": "boolean", "description": "Mindthief augment: a new augment discards this card"},
                "target_conditions": CONDITION_LIST,  # issue 13: for ``target_has_condition``
                "range": SMALL,  # issue 13: the range of ``all_allies_in_range``
            },
            ("who", "when", "augment", "target_conditions", "range"),
        ),
        **_level_abilities(),
    }


def _obstacle_abilities() -> dict[str, JSON]:
    """Obstacles made, moved and destroyed (``tokens.py``; the Cragheart's level 2–9 cards:
    ``obstacles.py``). An obstacle of several hexes is destroyed whole."""
    return {
        "obstacle": _ability(
            "obstacle",
            "create one-hex obstacles in adjacent empty hexes",
            {
                "count": integer(1, 6),
                "range": {**SMALL, "description": "in empty hexes within this range instead (Rock Slide)"},
                "triangle": {"type": "boolean", "description": "one three-hex triangular obstacle (Meteor)"},
                "in_killed_hex": {"type": "boolean", "description": "in the hex in which the enemy died (Petrify)"},
            },
            ("range", "triangle", "in_killed_hex"),
        ),
        "destroy_obstacle": _ability(
            "destroy_obstacle",
            "destroy one adjacent obstacle",
            {
                "range": {**SMALL, "description": "all obstacles within this range instead (Rocky End)"},
                "moved_through": {"type": "boolean", "description": "all obstacles the move before passed instead"},
            },
            ("range", "moved_through"),
        ),
        "move_obstacle": _ability(
            "move_obstacle",
            "Clear the Way: move one adjacent single-hex obstacle to an empty hex within the range",
            {"range": SMALL},
        ),
    }


def _level_abilities() -> dict[str, JSON]:
    """Abilities of the level 2–9 cards (issue 13)."""
    return {
        "kill": _ability(
            "kill",
            "kill one enemy the selector allows: a normal one (``elite``: or an elite one), with these "
            "``target_conditions`` (any), at most ``max_hp`` hit points, for which ``when`` holds",
            {
                "who": SELECTOR,
                "range": SMALL,
                "elite": {"type": "boolean"},
                "target_conditions": CONDITION_LIST,
                "max_hp": SMALL,
                "when": {"type": "string", "enum": list(PREDICATES)},
            },
            ("range", "elite", "target_conditions", "max_hp", "when"),
        ),
        "refresh_item": _ability(
            "refresh_item",
            "the figure may refresh one of their consumed small items (the engine has no items: no effect)",
            {"who": SELECTOR},
        ),
        "turn_enemy": _ability(
            "turn_enemy",
            "force one normal (``elite``: or elite) enemy to perform its turn this round as if its allies were "
            "enemies and its enemies were allies (``controlled``: with you controlling the actions)",
            {"who": SELECTOR, "range": SMALL, "elite": {"type": "boolean"}, "controlled": {"type": "boolean"}},
            ("range", "elite", "controlled"),
        ),
        **_boss_abilities(),
    }


# --- bosses (``bosses.py``) ------------------------------------------------------------------
#: Boss actions the scenario book defines and the engine does not perform yet (docs/gloomhaven.md,
#: "Bosses"): they stay in the data, named, so the specials are complete.
SCENARIO_RULES = (
    "throne_moves",  # Prime Demon (scenario 21): the altar moves to its next hex
    "summon_demon",  # Prime Demon: the demon of the altar's hex
    "fear",  # The Betrayer (scenario 79): every character and summon forced to "Move 4" away from it
    "mind_control",  # The Betrayer: all to its side; the last to act is mind controlled this round
    "teleport",  # The Gloom (scenario 51): to the next of its marked hexes
    "fly_to_perch",  # Elder Drake (scenario 34): "Fly to next perch of boulders"
    "summon_eggs",  # Winged Horror (scenario 46): "Summon C eggs" (2+(L/2) HP)
    "hatch_eggs",  # Winged Horror: each egg becomes a normal Night Demon
)


def _boss_abilities() -> dict[str, JSON]:
    """The abilities of the Boss ability deck and of the bosses' special actions."""
    return {
        "boss_special": _ability(
            "boss_special", "a Boss ability card's Special 1 or 2: the boss's own actions", {"special": integer(1, 2)}
        ),
        "jump_to_door": _ability(
            "jump_to_door",
            "Bandit Commander: jump to the next of the doors the scenario leaves to him (lock_doors opened by "
            "boss_special, in turn, then the first again) and open it",
            {},
        ),
        "act_again": _ability(
            "act_again",
            "every monster of the type acts again (Merciless Overseer: All Scouts act again)",
            {"monster": {"type": "string", "maxLength": 40}},
        ),
        "consume_for": _ability(
            "consume_for",
            "consume the elements; the next abilities are performed only if they were consumed",
            {"elements": array(ELEMENT, minItems=1, maxItems=2), "abilities": integer(1, 7)},
        ),
        "scenario_rule": _ability(
            "scenario_rule",
            "a boss action the scenario book defines (bosses.perform; those it does not name are not performed yet)",
            {
                "rule": {"type": "string", "enum": list(SCENARIO_RULES)},
                # the Prime Demon's "Summon Demon": normal or elite by the number of characters
                "ranks": array(
                    array({"enum": ["normal", "elite"]}, minItems=1, maxItems=1),
                    minItems=3,
                    maxItems=3,
                    description="for 2, 3 and 4 characters, the rank of what is summoned",
                ),
                "elite": {"type": "boolean", "description": "(ranks worked out) elite"},
            },
            ("ranks", "elite"),
        ),
    }


def _summon_ability() -> JSON:
    """A character's summon (its stats, ``summon``) or a monster's (a monster type, normal or
    elite: ``monster``, ``elite``; the type is checked against the monsters at load)."""
    schema = _ability(
        "summon",
        "summon a figure into an adjacent empty hex",
        {
            "summon": ref("Summon"),
            "monster": {"type": "string", "maxLength": 40},
            "elite": {"type": "boolean"},
            # Deep Terror 738: "in a hex adjacent to the target" of the attack before it
            "near_target": {"type": "boolean"},
            # Ooze 696: the summoned monster has the summoner's current hit points (at most its maximum)
            "hp_of_summoner": {"type": "boolean"},
            # bosses (bosses.py): "2 normal Living Bones (2 characters), 1 normal and 1 elite (3)..."
            "ranks": array(
                array({"enum": ["normal", "elite"]}, minItems=1, maxItems=4),
                minItems=3,
                maxItems=3,
                description="for 2, 3 and 4 characters, the rank of each monster summoned (instead of elite)",
            ),
        },
        ("summon", "monster", "elite", "near_target", "hp_of_summoner", "ranks"),
    )
    schema["oneOf"] = [{"required": ["summon"]}, {"required": ["monster", "elite"]}]
    return schema


def _summon() -> JSON:
    return obj(
        {
            "name": {"type": "string", "maxLength": 60},
            "hp": SMALL,
            "move": SMALL,
            "attack": SMALL,
            "range": SMALL,
            "flying": {"type": "boolean"},
            "shield": SMALL,
            "retaliate": SMALL,
            "pierce": SMALL,
            "conditions": CONDITION_LIST,
            # issue 13: Burning Avatar, "Attack 2 (fire)"; "On Death: Attack 3, target all adjacent enemies"
            "infuse": array(ELEMENT, maxItems=2, description="its attacks infuse these elements"),
            # issue 13: the Rat King, "Attack X, where X is half the rat's current hit point value (rounded up)"
            "attack_half_hp": {"type": "boolean"},
            "on_death": array(ref("Ability"), minItems=1, maxItems=4, description="performed when it dies"),
        },
        optional=("flying", "shield", "retaliate", "pierce", "conditions", "infuse", "on_death", "attack_half_hp"),
        description="a summon's stats (range 0: melee)",
    )


def _card_action() -> JSON:
    return obj(
        {
            "abilities": array(ref("Ability"), maxItems=8),
            "lost": {"type": "boolean", "description": "the card is lost after this action"},
            "xp": SMALL,
            "active": obj(
                {
                    "duration": {"type": "string", "enum": ["round", "persistent"]},
                    "uses": integer(1, 10),
                    "xp_uses": array(integer(1, 10), uniqueItems=True, description="the uses that give 1 XP each"),
                    "xp_per_use": integer(2, 9, description="issue 13: XP at each of those uses instead of 1"),
                },
                optional=("uses", "xp_uses", "xp_per_use"),
                description="the card stays in the active area (a persistent one until its uses are spent)",
            ),
        },
        optional=("lost", "xp", "active"),
        description="one half of an ability card: abilities in written order",
    )


def defs() -> dict[str, JSON]:
    """The vocabulary's named schemas (part of Gloomhaven's schema bundle)."""
    abilities = _abilities()
    names = {kind: "Ability" + "".join(p.capitalize() for p in kind.split("_")) for kind in abilities}
    out: dict[str, JSON] = {names[kind]: schema for kind, schema in abilities.items()}
    out["Ability"] = union(names, "one ability of a card, in the effect vocabulary")
    out["Modifiers"] = _modifiers()
    out["Consume"] = _consume()
    out["Conditional"] = _conditional()
    out["Summon"] = _summon()
    out["CardAction"] = _card_action()
    out["AbilityCard"] = obj(
        {
            "id": integer(1, 9999),
            "name": {"type": "string", "maxLength": 60},
            "level": {"anyOf": [integer(1, 9), const("X")]},
            "initiative": integer(1, 99),
            "top": ref("CardAction"),
            "bottom": ref("CardAction"),
        },
        description="a character's ability card",
    )
    out["MonsterAbilityCard"] = obj(
        {
            "id": integer(1, 9999),
            "initiative": integer(1, 99),
            "shuffle": {"type": "boolean", "description": "the deck is reshuffled at the end of the round"},
            "abilities": array(ref("Ability"), maxItems=8),
        },
        description="a monster ability card: move/attack/range relative to the stats (plus, range_plus)",
    )
    return out


def document(name: str) -> dict[str, Any]:
    """A standalone JSON Schema document of one vocabulary definition."""
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": defs(), **ref(name)}
