"""Faults a random sweep over every playable scenario found (each a server error before)."""

from rules.gloomhaven import abilities, rooms, selectors
from rules.gloomhaven import monster_abilities as monster_abilities_
from rules.gloomhaven.board import Map, key

from .scenario_turns import first_character_turn


def test_a_damage_ability_that_slays_one_monster_still_reaches_the_next():
    """#33: a monster's "all adjacent enemies suffer damage" killed one monster and then
    looked for the next one at a shifted index. Here an allied Cave Bear (#91) strikes two
    bandits beside it."""
    state = first_character_turn(91)
    bear = next(i for i, m in enumerate(state["monsters"]) if m["type"] == "cave-bear")
    game_map = Map(state)
    free = [h for h in game_map.neighbours(key(state["monsters"][bear]["hex"])) if h not in game_map.figures]
    guards = [i for i, m in enumerate(state["monsters"]) if m["type"] == "bandit-guard"][:2]
    for i, h in zip(guards, sorted(free[:2], reverse=True), strict=True):  # the first slain has the lower index
        state["monsters"][i]["hex"] = list(h)
    before = len(state["monsters"])
    free = [list(h) for h in free]
    state["turn"] = None
    state["monster_turn"] = {
        "type": "cave-bear",
        "queue": [state["monsters"][bear]["hex"]],
        "step": 1,
        "plan": None,
        "infuse": [],
    }
    events = []
    monster_abilities_.perform(state, bear, {"type": "damage", "value": 99, "who": "all_adjacent_enemies"}, [], events)
    slain = sorted(e["hex"] for e in events if e["type"] == "monster_killed")
    assert slain == sorted(free[:2]), "the two beside the bear, not another"
    assert len(state["monsters"]) == before - 2


def test_only_a_character_is_offered_to_recover_cards():
    """#35: "one adjacent ally recovers all discards" offered an allied demon, which has no
    cards."""
    state = first_character_turn(35)
    demon = next(i for i, m in enumerate(state["monsters"]) if m["type"].endswith("-demon"))
    assert not selectors.movable(state, ("monster", demon), "recover")
    assert selectors.movable(state, ("character", 0), "recover")
    me = state["turn"]["character"]
    state["characters"][me]["hex"] = list(
        next(h for h in Map(state).neighbours(key(state["monsters"][demon]["hex"])) if h not in Map(state).figures)
    )
    state["decisions"].append(
        {
            "kind": "choose_figure",
            "seat": state["characters"][me]["seat"],
            "character": me,
            "ability": {"type": "recover", "who": "one_adjacent_ally", "pile": "discard", "count": "all"},
        }
    )
    offered = abilities.heal_targets(state, state["decisions"][-1]["ability"])
    assert tuple(state["monsters"][demon]["hex"]) not in offered


def test_a_type_whose_turn_is_to_come_is_not_scheduled_twice():
    """#2: a door showed more Bandit Archers after the last one died, with the type's turn
    still to come: it was put in the order a second time."""
    state = first_character_turn(2)
    kind = next(m["type"] for m in state["monsters"])
    later = [g for g in state["order"][1:] if {"monster": kind} in g]
    if not later:
        state["order"].append([{"monster": kind}])
    rooms.schedule(state, 0, [kind])
    assert sum({"monster": kind} in g for g in state["order"]) == 1
