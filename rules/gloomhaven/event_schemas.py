"""The JSON Schemas of Gloomhaven's events: one closed object per event type, every member
typed and bounded, built from the constants the engine plays with (classes, monster types,
ability decks, elements, conditions, modifier cards, levels).

``members()`` gives the members (besides ``type``) of each event type that has one shape; an
event whose members differ with what caused it (``moved``, ``ability_skipped``,
``bonus_gained``) is a ``oneOf`` of closed variants, listed by ``variants()``. ``RARE`` names the event types the
engine can emit but random games do not reach yet, and why.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.core.schema import JSON, array, camel, const, integer, nullable, obj

from . import conditions, content, effects, items, levels, modifiers, scenarios, treasures
from .common import CARD, CHARACTER, HEX, const_true

MONSTER_INDEX = integer(0, 63, description="index of the monster in state.monsters")
#: Figures as events name them: ``["character", index]``, ``["summon", index]`` or ``["monster", index]``.
CHARACTER_FIGURE = {
    "type": "array",
    "prefixItems": [const("character"), CHARACTER],
    "minItems": 2,
    "maxItems": 2,
}
MONSTER_FIGURE = {**CHARACTER_FIGURE, "prefixItems": [const("monster"), MONSTER_INDEX]}
SUMMON_FIGURE = {**CHARACTER_FIGURE, "prefixItems": [const("summon"), integer(0, 11)]}
OBJECTIVE_FIGURE = {**CHARACTER_FIGURE, "prefixItems": [const("objective"), integer(0, 11)]}
ESCORT_FIGURE = {**CHARACTER_FIGURE, "prefixItems": [const("escort"), integer(0, 11)]}
#: A figure on the characters' side: a character or a summon.
ALLY_FIGURE = {
    "oneOf": [CHARACTER_FIGURE, SUMMON_FIGURE, ESCORT_FIGURE],
    "description": "a character, summon or escort",
}
FIGURE = {
    "oneOf": [CHARACTER_FIGURE, SUMMON_FIGURE, MONSTER_FIGURE, ESCORT_FIGURE],
    "description": "a character, summon, monster or escort",
}
#: What an attack or damage may reach: a figure, or an objective (``objectives``).
TARGET = {"oneOf": [*FIGURE["oneOf"], OBJECTIVE_FIGURE], "description": "a character, summon, monster or objective"}

#: Why an ability was not performed.
CHARACTER_SKIPS = ("immobilize", "disarm", "chosen", "no_target")
ATTACK_SKIPS = ("no_target", "chosen", "no_empty_hex", "no_standee", "immobilize", "disarm", "no_door")
#: What damage comes from (``damage.suffer``'s ``source``).
DAMAGE_SOURCES = ("attack", "retaliate", "wound", "trap", "hazardous", "ability", "short_rest", "treasure", "scenario")
PILES = ("discard", "lost", "active")
LOOT = ("coin", "treasure")
MAX_XP, MAX_COINS = 999, 999
MAX_TREASURES = 20  # numbered treasures one character may loot in a scenario (state.characters[].treasures)
#: Damage of one attack, retaliation or trap: retaliate bonuses add up (20 of 99 at most).
DAMAGE = integer(1, 9999)

#: Event types the engine can emit that random games do not reach yet, and why (the test of
#: the schemas requires every other published type to occur in its random games).
RARE = {
    "monster_spawned": "only timed rules spawn monsters, and the random games play Black Barrow, which has none",
    "elements_set": "only timed rules set elements, and the random games play Black Barrow, which has none",
    "token_removed": "a card that destroys an obstacle or disarms a trap beside a character is rarely played so",
    "damage_prevented": "few cards negate damage, and random play seldom has one active when hit",
    "recovered": "recovering needs lost or discarded cards and the card that recovers them",
    "modifier_shuffled_in": "no card of the six classes nor monster of Black Barrow blesses or curses",
    "modifier_supply_empty": "only when every bless or curse card is already in the decks",
    "monster_looted": "no monster of Black Barrow loots",
    "monster_summoned": "no monster of Black Barrow summons (the Cultist does: test_monster_summons.py)",
    "item_used": "the random games' characters equip no items (test_items.py)",
    "treasure_looted": "Black Barrow's one treasure lies in its last room, seldom reached (test_treasures.py)",
    "items_refreshed": "the random games' characters equip no items (test_items.py)",
    "enemy_turned": "only level 2-9 cards turn an enemy (test_cards_levels_turned.py)",
    "objective_destroyed": "objectives stand in later rooms that random games seldom reach (test_objectives.py)",
    "figure_freed": "only #44's captives are freed, in rooms random games seldom reach (test_tribal_assault.py)",
    "escort_killed": "the random games seldom play a scenario with an escort to its death (test_objectives.py)",
    "escaped": "only #41's exit lets characters escape, at its far end (test_escape.py)",
    "card_discarded": "only #76 has the characters discard cards at its start (test_walls.py)",
    "token_activated": "#26's pumps and #75's graves lie in rooms random games seldom reach (test_markers.py)",
    "movement_spent": "#75's graves lie in later rooms that random games seldom reach (test_markers.py)",
    "damage_negated_for": "only #84's crystal is spared so, in a game random play rarely makes long (test_crystal.py)",
    "monster_removed": "only #70 removes Living Spirits, as its demons die (test_chained_isle.py)",
    "escort_turn": "only #56's Orchids attack, in a room random games seldom reach (test_fighting_escorts.py)",
    "escort_saved": "only #86's villagers leave the map, at the far end of its docks (test_leaving_escorts.py)",
    "objective_summoned": "only #46's Winged Horror summons eggs, in its last room (test_eggs.py)",
    "monster_appeared": "only a hit_and_run boss appears (the Dark Rider, #48, whose hexes are in no source: "
    "test_hit_and_run.py plays it on a custom scenario)",
    "monster_left": "only a hit_and_run boss leaves the map (test_hit_and_run.py)",
    "objective_moved": "only a throne moves (the Prime Demon's, #21, whose hexes are in no source: "
    "test_thrones.py plays it on a custom scenario)",
    "tile_moved": "only a throne moving onto a tile moves it (test_thrones.py)",
    "piece_taken": "only #69 and #81 have pieces, which random games seldom play (test_pieces.py)",
    "piece_dropped": "only #69's doll drops, as its holder is exhausted (test_pieces.py)",
    "piece_used": "only #81's and #82's pieces are used, by the altar of a last room (test_pieces.py)",
    "water_added": "only #74's ship fills, in rounds random games seldom reach alive (test_merchant_ship.py)",
    "water_taken": "only #74's water tiles are looted (test_merchant_ship.py)",
    "water_bailed": "only #74's water tiles are bailed, at two hexes of its second tile (test_merchant_ship.py)",
    "boon_gained": "only #87's water hexes give one, in rooms random games seldom reach (test_corrupted_cove.py)",
    "sacrificed": "only #78's Cultists sacrifice, at its last room's altar (test_sacrifice_pit.py)",
    "death_attack": "only a Cultist with card 604 or 605 shown and the Burning Avatar attack so (test_on_death.py)",
    "mind_controlled": "only the Betrayer's second special, in #79's last room (test_mind_control.py)",
}


def _names(values: Iterable[str]) -> JSON:
    return {"type": "string", "enum": sorted(values)}


def _unique(items: JSON, high: int, low: int = 1) -> JSON:
    return array(items, minItems=low, maxItems=high, uniqueItems=True)


def _condition_list() -> JSON:
    return _unique(_names(conditions.KEPT), len(conditions.KEPT))


def _token() -> JSON:
    """A coin or treasure token as the state holds it (``scenarios.Overlay.tokens``)."""
    return obj(
        {
            "type": _names(LOOT),
            "hex": HEX,
            "amount": integer(1, 9),
            "id": {"type": "string", "pattern": "^([0-9]+|goal|locked)$"},
            "kind": {"type": "string", "maxLength": 40},
        },
        optional=("amount", "id", "kind"),
    )


def _played() -> JSON:
    """A character's revealed selection: two cards (leading first) or a long rest; null for an
    exhausted character."""
    return {
        "oneOf": [
            obj({"cards": array(CARD, minItems=2, maxItems=2)}),
            obj({"rest": const_true()}),
            {"type": "null"},
        ]
    }


def _rewards() -> JSON:
    gold = MAX_COINS * max(levels.GOLD_PER_COIN) + 99 * MAX_TREASURES
    bonus = 4 + 2 * levels.MAX_LEVEL
    unlocked = {
        "type": "string",
        "pattern": "^((item_design|scenario|special):[0-9]+|random_item_design|random_scenario)$",
    }
    reward = obj(
        {
            "xp": integer(0, MAX_XP + bonus),
            "gold": integer(0, gold),
            "items": array({**integer(1, 999), "enum": sorted(items.table())}, maxItems=2 * MAX_TREASURES),
            "checkmarks": integer(0, 3 * MAX_TREASURES),
            "unlocked": array(unlocked, maxItems=MAX_TREASURES),
        }
    )
    return array(
        reward,
        minItems=2,
        maxItems=4,
        description="each character's XP (bonus included), gold (coins and treasures), and the items, battle-goal"
        " checkmarks and unlocks its treasures gave (treasures.py)",
    )


def _item() -> JSON:
    return {**integer(1, 999), "enum": items.played()}


def _summon_names() -> list[str]:
    return sorted(
        {
            a["summon"]["name"]
            for c in content.cards_by_id().values()
            for h in ("top", "bottom")
            for a in c[h]["abilities"]
            if a["type"] == "summon"
        }
    )


def _turn(monster: JSON) -> JSON:
    """A turn of the round: a character's, a monster type's or an escort's."""
    escort = obj({"escort": {"type": "string", "maxLength": 40}})
    return {"type": "object", "oneOf": [obj({"character": CHARACTER}), obj({"monster": monster}), escort]}


def members() -> dict[str, dict[str, JSON]]:
    """The members besides ``type`` of each event type that has one shape."""
    monster = _names(content.monsters())
    deck = _names(content.monster_decks())
    modifier = _names(modifiers.catalogue())
    element = _names(effects.ELEMENTS)
    turn = _turn(monster)
    return {
        # setup and the round
        "hands_chosen": {"sizes": array(integer(0, 20), minItems=2, maxItems=4)},
        "character_placed": {"character": CHARACTER, "hex": HEX},
        "cards_revealed": {"round": integer(1, 999), "played": array(_played(), minItems=2, maxItems=4)},
        "monster_card_drawn": {"deck": deck, "card": CARD},
        "initiative_order": {"order": array(array(turn, minItems=1, maxItems=12), maxItems=20)},
        "tie_broken": {"first": turn},
        "round_ended": {"round": integer(1, 999), "reshuffled": _unique(deck, 40, 0)},
        "scenario_ended": {"outcome": _names(("victory", "defeat")), "rewards": _rewards()},
        # the scenario's special rules (special_rules.py)
        "monster_spawned": {"monster": monster, "elite": {"type": "boolean"}, "hex": HEX},
        "elements_set": {"strong": _unique(element, 6, 0), "inert": _unique(element, 6, 0)},
        # a character's turn
        "half_played": {
            "character": CHARACTER,
            "card": CARD,
            "half": _names(("top", "bottom")),
            "basic": {"type": "boolean", "description": "played as the basic Attack 2 / Move 2"},
        },
        "card_placed": {"character": CHARACTER, "card": CARD, "pile": _names(PILES)},
        "rested": {"character": CHARACTER, "lost": nullable(CARD)},
        "turn_ended": {"character": CHARACTER},
        "looted": {"character": CHARACTER, "hex": HEX, "overlay": _token()},
        "door_opened": {
            "hex": HEX,
            "rooms": _unique(integer(0, 99), 100),
            "new_monsters": _unique(monster, 40, 0),
        },
        # monsters
        "monsters_turn": {"monster": monster},
        "monster_killed": {"monster": monster, "standee": integer(1, 10), "hex": HEX},
        "monster_summoned": {"monster": monster, "elite": {"type": "boolean"}, "hex": HEX, "summoner": MONSTER_FIGURE},
        # summons
        "summoned": {"character": CHARACTER, "card": CARD, "name": _names(_summon_names()), "hex": HEX},
        "summons_turn": {"character": CHARACTER},
        "controlled": {"character": CHARACTER, "figure": FIGURE},
        "enemy_turned": {"character": CHARACTER, "figure": FIGURE, "controlled": {"type": "boolean"}},
        "summon_removed": {"figure": SUMMON_FIGURE, "card": CARD, "hex": HEX},
        # attacks, damage, conditions, elements
        "attacked": {
            "attacker": FIGURE,
            "target": TARGET,
            "drawn": array(modifier, minItems=1, maxItems=40),
            "used": array(modifier, minItems=1, maxItems=40),
            "damage": integer(0, 9999),
        },
        "retaliated": {"figure": FIGURE, "target": FIGURE, "damage": DAMAGE},
        "trap_sprung": {"figure": FIGURE, "hex": HEX},
        "damage_suffered": {"figure": TARGET, "damage": DAMAGE, "source": _names(DAMAGE_SOURCES)},
        "objective_destroyed": {"name": {"type": "string", "maxLength": 40}, "hex": HEX},
        "figure_freed": {"name": {"type": "string", "maxLength": 40}, "hex": HEX, "character": CHARACTER},
        "escort_killed": {"name": {"type": "string", "maxLength": 40}, "hex": HEX},
        "damage_negated": {
            "character": CHARACTER,
            "lost": _unique(CARD, 2),
            "damage": DAMAGE,
        },
        "exhausted": {"character": CHARACTER},
        "escaped": {"character": CHARACTER},
        "card_discarded": {"character": CHARACTER, "card": CARD},
        "token_activated": {"name": {"type": "string", "maxLength": 40}, "character": CHARACTER},
        "movement_spent": {
            "name": {"type": "string", "maxLength": 40},
            "progress": {"type": "integer", "minimum": 1, "maximum": 99},
        },
        "escort_turn": {"name": {"type": "string", "maxLength": 40}},
        "damage_negated_for": {
            "figure": array(
                {"anyOf": [{"type": "string", "maxLength": 20}, {"type": "integer", "minimum": 0, "maximum": 30}]},
                minItems=2,
                maxItems=2,
            ),
            "character": CHARACTER,
            "lost": CARD,
        },
        "monster_removed": {"monster": {"type": "string", "maxLength": 40}, "hex": HEX},
        "escort_saved": {"name": {"type": "string", "maxLength": 40}, "hex": HEX},
        "objective_summoned": {"name": {"type": "string", "maxLength": 40}, "hex": HEX},
        "monster_appeared": {"monster": monster, "hex": HEX},
        "monster_left": {"monster": monster, "hex": HEX},
        "objective_moved": {"name": {"type": "string", "maxLength": 40}, "path": array(HEX, minItems=2, maxItems=2)},
        "tile_moved": {"tile": {"enum": list(scenarios.TOKENS)}, "path": array(HEX, minItems=2, maxItems=2)},
        "piece_taken": {"name": {"type": "string", "maxLength": 40}, "character": CHARACTER},
        "piece_dropped": {"name": {"type": "string", "maxLength": 40}, "hex": HEX},
        "piece_used": {"name": {"type": "string", "maxLength": 40}, "character": CHARACTER},
        "boon_gained": {"character": CHARACTER, "hex": HEX},
        "sacrificed": {"figure": {"type": "string", "maxLength": 40}},
        "mind_controlled": {"character": CHARACTER},
        "death_attack": {
            "figure": {"enum": ["monster", "summon"]},
            "name": {"type": "string", "maxLength": 40},
            "hex": HEX,
            "targets": array(HEX, maxItems=6),
        },
        "water_added": {"hex": HEX},
        "water_taken": {"character": CHARACTER, "hex": HEX},
        "water_bailed": {"character": CHARACTER, "hex": HEX},
        "healed": {"figure": FIGURE, "hp": integer(0, 999), "removed": _unique(_names(("poison", "wound")), 2, 0)},
        "conditions_added": {"figure": FIGURE, "conditions": _condition_list()},
        "conditions_removed": {"figure": FIGURE, "conditions": _condition_list()},
        "element_infused": {"element": element},
        "element_consumed": {"element": element},
        # card mechanics
        "forced_moved": {"figure": FIGURE, "kind": _names(("push", "pull", "current")), "hex": HEX},
        "active_used": {"character": CHARACTER, "card": CARD, "left": integer(0, 10)},
        "damage_prevented": {"character": CHARACTER, "card": CARD, "damage": DAMAGE},
        "token_placed": {"hex": HEX, "token": _names(("obstacle",))},
        "token_removed": {"hex": HEX, "token": _names(("obstacle", "trap"))},
        "trap_created": {
            "hex": HEX,
            "damage": integer(0, 99),
            "conditions": _unique(_names(effects.CONDITIONS), 10, 0),
        },
        "recovered": {"character": CHARACTER, "cards": _unique(CARD, 20), "pile": _names(("lost", "discard"))},
        # bless and curse, short rest, monster loot
        "modifier_shuffled_in": {"figure": FIGURE, "card": _names(modifiers.REMOVED_WHEN_DRAWN)},
        "modifier_supply_empty": {"figure": FIGURE, "card": _names(modifiers.REMOVED_WHEN_DRAWN)},
        "short_rest_card": {"character": CHARACTER, "card": CARD},
        "short_rested": {"character": CHARACTER, "lost": CARD},
        "monster_looted": {"figure": MONSTER_FIGURE, "hexes": _unique(HEX, 37)},
        "treasure_looted": {"character": CHARACTER, "treasure": integer(1, 99), "reward": treasures.reward_schema()},
        # items
        "item_used": {"character": CHARACTER, "item": _item(), "state": _names(("ready", "spent", "consumed"))},
        "items_refreshed": {"character": CHARACTER, "items": _unique(_item(), 8)},
    }


def variants() -> dict[str, list[dict[str, JSON]]]:
    """The events whose members depend on who caused them: each closed variant's members."""
    return {
        "moved": [
            {"figure": FIGURE, "to": HEX},  # one step of a character's move, or of a figure it controls
            {"figure": MONSTER_FIGURE, "path": array(HEX, minItems=2, maxItems=99)},  # a monster's whole move
            {"figure": SUMMON_FIGURE, "path": array(HEX, minItems=2, maxItems=99)},  # a summon's, as a monster's
        ],
        "ability_skipped": [
            {"character": CHARACTER, "reason": _names(CHARACTER_SKIPS)},
            {"figure": FIGURE, "reason": _names(ATTACK_SKIPS)},
        ],
        "bonus_gained": [
            {"figure": ALLY_FIGURE, "shield": integer(0, 99)},
            {"figure": ALLY_FIGURE, "retaliate": integer(0, 99)},
            {"figure": ALLY_FIGURE, "attack": integer(0, 99)},
        ],
    }


def names() -> dict[str, str]:
    """Event type -> schema name, for every event type."""
    return {t: camel(t) + "Event" for t in [*members(), *variants()]}


def defs() -> dict[str, JSON]:
    """Every event's schema, by name."""
    plain, split = members(), variants()
    out: dict[str, JSON] = {}
    for kind, name in names().items():
        if kind in split:
            out[name] = {"type": "object", "oneOf": [obj({"type": const(kind), **v}) for v in split[kind]]}
        else:
            out[name] = obj({"type": const(kind), **plain[kind]})
    return out
