"""Scenario setup and the start of a round: from options to the first card selection.

Round summary, "SETUP SCENARIO": choose the scenario level (4), place the starting room's
overlays and monsters with random standee numbers (5), shuffle the monster ability decks of
the monsters in the room (7) and the monster modifier deck (8), each player chooses a hand
up to the hand size (13), characters are placed in the starting room (18). Everything the
players choose is a decision; every random draw goes through ``rules.core.chance``.
"""

from __future__ import annotations

from typing import Any

from rules.core import Options, State, chance, decisions

from . import (
    content,
    counters,
    damage,
    decks,
    hands,
    items,
    markers,
    modifiers,
    objectives,
    perks,
    pieces,
    piles,
    rule_events,
    scenario_rules,
    scenarios,
    special_rules,
    starts,
    treasures,
)
from .levels import levels

STANDEE = "standee"
CHOOSE_HAND = "choose_hand"
PLACE = "place_character"
DISCARD = "discard_card"
SELECT = "select_cards"
ELEMENTS_INERT = {"fire": 0, "ice": 0, "air": 0, "earth": 0, "light": 0, "dark": 0}


def seats(options: Options) -> int:
    return 1 + max(int(c["seat"]) for c in options["characters"])


def new_state(game_id: str, rules_version: str, opts: Options, rng: chance.Rng | None) -> State:
    chars = opts["characters"]
    lv = levels([c["level"] for c in chars], opts["difficulty"], solo=seats(opts) == 1)
    state: State = {
        "game": game_id,
        "rules_version": rules_version,
        "options": opts,
        "rng": rng,
        "levels": lv.as_json(),
        "phase": "setup",
        "round": 0,
        "elements": dict(ELEMENTS_INERT),
        "rooms": [],
        "characters": [_character(c) for c in chars],
        "monsters": [],
        "summons": [],
        "objectives": [],
        "escorts": [],
        "markers": [],
        "pieces": [],
        "dying": [],
        "monster_decks": {},
        "order": [],
        "acting": False,
        "turn": None,
        "attack": None,
        "monster_turn": None,
        "outcome": None,
        "tally": {"killed": {}, "looted": []},
        "overlays": [],
        "monster_modifiers": {},
        "decisions": [],
    }
    state["monster_modifiers"] = piles.new_pile(state, modifiers.standard_deck())
    for option, character in zip(chars, state["characters"], strict=True):
        character["modifiers"] = piles.new_pile(state, perks.starting_deck(option))
    scenario = scenarios.of(opts)
    state["rooms"] = scenario.starting_rooms()
    state["overlays"] = scenario.overlays_for(rooms=state["rooms"])
    for placement in scenario.monsters_for(len(chars), rooms=state["rooms"]):
        if (
            sum(m["type"] == placement["monster"] for m in state["monsters"])
            < content.monsters()[placement["monster"]]["standees"]
        ):
            place_monster(state, placement)  # "place only the standees that are available"
    for deck_id in sorted({content.monsters()[m["type"]]["deck"] for m in state["monsters"]}):
        state["monster_decks"][deck_id] = decks.new_deck(state, deck_id)
    objectives.place(state)
    markers.place(state)
    pieces.at_setup(state, [])
    special_rules.mark_replaced(state)
    special_rules.at_setup(state, [])
    advance(state)
    return state


def _character(options: dict[str, Any]) -> dict[str, Any]:
    data = content.character_class(options["class"])
    hp = data["hp"][options["level"] - 1]
    return {
        "class": options["class"],
        "seat": options["seat"],
        "level": options["level"],
        "hp": hp,
        "max_hp": hp,
        "xp": 0,
        "coins": 0,
        "hex": None,
        "hand": [],
        "discard": [],
        "lost": [],
        "played": None,
        "in_play": [],
        "active": [],
        "bonuses": [],
        "conditions": [],
        "exhausted": False,
        "items": items.equipped(options),
    }


def place_monster(state: State, placement: scenarios.Placement) -> None:
    """A monster set up with its room, unless a rule delays its type ("the Flame Demons are
    not set up until all Cultists are dead", ``rule_events.delayed``)."""
    if placement["monster"] not in rule_events.delayed(state):
        add_monster(state, placement["monster"], placement["elite"], list(placement["hex"]))


def add_monster(state: State, kind: str, elite: bool, at: list[int]) -> dict[str, Any]:
    """A monster of type ``kind`` on hex ``at`` at full health, its standee number still to
    be drawn (``None``)."""
    stats = scenario_rules.monster_stats(state, kind, elite)
    monster = {
        "type": kind,
        "standee": None,
        "elite": elite,
        "hp": stats["hp"],
        "max_hp": stats["hp"],
        "hex": list(at),
        "conditions": [],
    }
    state["monsters"].append(monster)
    return monster


def free_standees(state: State, kind: str) -> list[int]:
    used = {m["standee"] for m in state["monsters"] if m["type"] == kind}
    return [n for n in range(1, content.monsters()[kind]["standees"] + 1) if n not in used]


def rewards(state: State) -> list[dict[str, Any]]:
    """Round summary, "Completare uno scenario": experience gained, coins turned into gold;
    on success "all players receive bonus experience: 4 + scenario level × 2"; and what the
    treasures looted give (``treasures.gained``: gold, items, checkmarks, unlocks) but the items
    a piece's use removed from the game (``pieces.removed_items``) and, on a loss, the treasures
    a ``reset_on_loss`` rule resets ("If the scenario is lost, the treasure tile is reset", #82)."""
    won = state["outcome"] == "victory"
    bonus = state["levels"]["bonus_xp"] if won else 0
    removed = pieces.removed_items(state)
    setup_rules = scenario_rules.rules_of(state).get("setup", [])
    reset = set() if won else {int(n) for r in setup_rules if r["type"] == "reset_on_loss" for n in r["treasures"]}
    found = []
    for c in state["characters"]:
        looted = treasures.gained({**c, "treasures": [n for n in c.get("treasures", []) if n not in reset]})
        looted["items"] = [n for n in looted["items"] if n not in removed]
        gold = c["coins"] * state["levels"]["gold_per_coin"] + looted.pop("gold")
        found.append({"xp": c["xp"] + bonus, "gold": gold, **looted})
    return found


def hand_pool(character: dict[str, Any]) -> list[int]:
    """The cards a character may take into their hand (``character``: its entry in the
    options): the level-1 and X cards and the cards gained up to its level (``hands``)."""
    return hands.pool(character)


def default_hand(character: dict[str, Any]) -> list[int]:
    """The documented default: the class's level-1 cards, as many as the hand size allows."""
    data = content.character_class(character["class"])
    return sorted(c["id"] for c in data["cards"] if c["level"] == 1)[: data["hand_size"]]


def start_positions(state: State) -> list[list[int]]:
    """The starting hexes still free of figures (and in a room that may take one more
    character, or a section of a room that holds a monster: ``starts``)."""
    taken = {tuple(c["hex"]) for c in state["characters"] if c["hex"] is not None}
    taken |= {tuple(f["hex"]) for kind in ("monsters", "objectives", "escorts") for f in state[kind]}
    scenario = scenarios.of(state["options"])
    full = {h for room in scenario.rooms if room.id in starts.full_rooms(state) for h in room.hexes}
    full |= starts.sections_without_monsters(state)
    return [list(h) for h in scenario.starting_hexes() if tuple(h) not in taken and tuple(h) not in full]


def advance(state: State) -> None:
    """Carry the setup on until a decision is needed: standee numbers, hands, placement,
    then the first round's card selection."""
    if state["decisions"] or not draw_standees(state):
        return
    if state["phase"] == "setup":
        if any(not c["hand"] for c in state["characters"]):
            state["decisions"].append(
                decisions.simultaneous(CHOOSE_HAND, seats(state["options"]), picks=[None] * len(state["characters"]))
            )
            return
        for i, character in enumerate(state["characters"]):
            if character["hex"] is None:
                state["decisions"].append(decisions.single(PLACE, character["seat"], character=i))
                return
        piece = pieces.to_give(state)
        if piece is not None:  # "Choose one character to hold the doll" (#69)
            pieces.ask_giving(state, piece)
            return
        to_discard = special_rules.cards_to_discard(state)
        for i, character in enumerate(state["characters"]):
            if len(character["discard"]) < to_discard and character["hand"]:  # "discards three ability cards" (#76)
                state["decisions"].append(decisions.single(DISCARD, character["seat"], character=i))
                return
        start_round(state)


def draw_standees(state: State) -> bool:
    """Random standee numbers for the monsters placed without one; False while the table
    must name one first, or answer a draw it is asked already (a door an attack destroys opens,
    then an at-once rule asks again: found at the table on #35)."""
    if any(f.get("seat") == decisions.CHANCE for f in state["decisions"]):
        return False
    for monster in state["monsters"]:
        if monster["standee"] is None:
            outcome = chance.pick(state, STANDEE, free_standees(state, monster["type"]), monster=monster["hex"])
            if outcome is chance.PENDING:
                return False
            monster["standee"] = outcome
    return True


def start_round(state: State, events: list[dict[str, Any]] | None = None) -> None:
    """A new round: its timed rules, then the card selection."""
    state["phase"] = "select"
    counters.raise_by(state, "round", 1)
    special_rules.at_round(state, True, events if events is not None else [])
    if not state["decisions"]:  # else once the characters struck by its damage have chosen
        begin_selection(state, events)


def begin_selection(state: State, events: list[dict[str, Any]] | None = None) -> None:
    """Every character still playing selects two cards or a long rest; when no character
    can, the scenario is lost."""
    if not draw_standees(state):
        return
    state["decisions"].append(
        decisions.simultaneous(SELECT, seats(state["options"]), picks=[None] * len(state["characters"]))
    )
    frame = state["decisions"][-1]
    for i, character in enumerate(state["characters"]):
        if not character["exhausted"] and len(character["hand"]) < 2 and len(character["discard"]) < 2:
            # "Exhaustion: ... if at the start of the round they cannot play 2 cards from the
            # hand, nor rest because they have 1 or no card in the discard pile."
            damage.exhaust(state, i, events if events is not None else [])
        if character["exhausted"]:
            frame["picks"][i] = {"exhausted": True}
    for seat in range(seats(state["options"])):
        if all(frame["picks"][i] is not None for i, c in enumerate(state["characters"]) if c["seat"] == seat):
            frame["choices"][seat] = True
    if all(c["exhausted"] for c in state["characters"]):
        state["decisions"].pop()
        state["phase"], state["outcome"] = "over", "defeat"
        if events is not None:
            events.append({"type": "scenario_ended", "outcome": "defeat", "rewards": rewards(state)})
