"""The Cragheart's level 2–9 ability cards: values written out from the printed cards, and the
mechanics they brought into the vocabulary (obstacles made, moved and destroyed, pushes into
walls and obstacles, limited moves, actions at the start of a turn), played in Black Barrow.

The first room of Black Barrow, in axial hexes (q, r): rows r = 0..6, the Cragheart put on
(1, 4), the Brute (the other character, his ally) on (1, 6) unless a test moves him, and up to
three bandit guards (the third an elite) where each test puts them. Obstacles and traps are
added where a test needs them."""

import pytest

from rules.core import decisions
from rules.gloomhaven import GAME, content, defence, turn
from tests.gloomhaven.level_turns import first_turn, hand_with
from tests.gloomhaven.test_card_mechanics import attacked, board, listed, play, stack
from tests.gloomhaven.test_cards_levels import assert_printed, assert_two_per_level

CARDS = {c["id"]: c for c in content.character_class("cragheart")["cards"] if c["level"] not in (1, "X")}

# id -> (name, level, initiative, top lost, bottom lost, top XP, bottom XP), from the printed cards
PRINTED = {
    130: ("Explosive Punch", 2, 28, True, False, 2, 0),
    131: ("Sentient Growth", 2, 78, False, False, 0, 0),
    132: ("Clear the Way", 3, 43, False, True, 2, 2),
    133: ("Blunt Force", 3, 21, True, False, 3, 1),
    134: ("Rock Slide", 4, 81, False, False, 1, 0),
    135: ("Kinetic Assault", 4, 19, False, True, 0, 2),
    136: ("Petrify", 5, 47, True, False, 2, 0),
    137: ("Stone Pummel", 5, 32, False, True, 1, 4),
    138: ("Dig Pit", 6, 78, False, False, 0, 0),
    139: ("Cataclysm", 6, 26, True, False, 2, 0),
    140: ("Meteor", 7, 23, True, False, 2, 0),
    141: ("Brutal Momentum", 7, 52, False, False, 1, 1),
    142: ("Rocky End", 8, 37, True, False, 3, 0),
    143: ("Lumbering Bash", 8, 85, False, True, 1, 3),
    144: ("Blind Destruction", 9, 74, False, False, 0, 0),
    145: ("Pulverize", 9, 31, True, True, 1, 2),
}
ME = (1, 4)


def test_two_cards_of_each_level_two_to_nine():
    assert_two_per_level(CARDS, range(130, 146))


@pytest.mark.parametrize("card_id", sorted(PRINTED))
def test_printed_values(card_id):
    assert_printed(CARDS[card_id], PRINTED[card_id])


def test_every_half_is_played():
    assert all(turn.playable(CARDS[c][h]) for c in CARDS for h in ("top", "bottom"))


def test_areas():
    from tests.gloomhaven.areas import shape

    def hexes(card_id):
        return {tuple(h) for h in CARDS[card_id]["top"]["abilities"][0]["area"]}

    # Sentient Growth: a ranged triangle of three hexes
    assert shape(hexes(131), True) == shape({(0, 0), (1, -1), (1, 0)}, True)
    # Stone Pummel: two hexes on each of two opposite sides of the Cragheart
    assert shape(hexes(137), False) == shape({(-1, 0), (-1, 1), (1, -1), (1, 0)}, False)
    # Cataclysm: the three hexes of one side and the three beyond them
    assert shape(hexes(139), False) == shape({(1, -1), (1, 0), (0, 1), (2, -1), (2, 0), (1, 1)}, False)


WHOLE = {
    141: {
        "top": {"abilities": [{"type": "attack", "value": 3, "push": 2, "push_blocked": {"damage": 2, "xp": 1}}]},
        "bottom": {
            "abilities": [
                {
                    "type": "bonus",
                    "on": "own_ranged_attack",
                    "add": {"attack": 1},
                    "consume": [{"elements": ["earth"], "add": {"attack": 2, "instead": True, "xp": 1}}],
                }
            ],
            "active": {"duration": "round"},
        },
    },
    143: {
        "top": {
            "abilities": [
                {"type": "move", "value": 2},
                {"type": "attack", "value": 5},
                {"type": "infuse", "elements": ["earth"]},
            ],
            "xp": 1,
        },
        "bottom": {
            "abilities": [
                {"type": "bonus", "on": "start_of_turn", "add": {"then": [{"type": "heal", "value": 2, "range": 2}]}}
            ],
            "lost": True,
            "active": {"duration": "persistent", "uses": 5, "xp_uses": [1, 3, 5]},
        },
    },
}


@pytest.mark.parametrize("card_id", sorted(WHOLE))
def test_whole_card(card_id):
    card = CARDS[card_id]
    assert {"top": card["top"], "bottom": card["bottom"]} == WHOLE[card_id]


# --- helpers ----------------------------------------------------------------------------------------
def _turn(*cards, extra=()):
    """The Cragheart's turn (level 9) with ``cards`` played; ``extra``: more cards of his hand."""
    return first_turn("cragheart", list(cards), hand_with("cragheart", *cards, *extra))


def rocks(state, *hexes, id=None):
    """Obstacles on ``hexes`` (one obstacle of all of them when they share an ``id``)."""
    for h in hexes:
        state["overlays"].append({"type": "obstacle", "hex": list(h), **({"id": id} if id else {})})
    return state


def obstacles_on(state):
    return sorted(t["hex"] for t in state["overlays"] if t["type"] == "obstacle")


def shield(state, i):
    return defence.shield_of(state, ("monster", i))


def hexes_of(state, kind):
    return sorted(a["hex"] for a in listed(state, kind))


def suffer(state):
    """The Brute (seat 1) suffers the damage his choice waits for."""
    return GAME.apply(state, {"type": "suffer", "player": 1, "character": 1})


def xp(state):
    return state["characters"][0]["xp"]


# --- moves ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("card", "half", "value", "mode"),
    [
        (130, "bottom", 4, "normal"),  # Explosive Punch: Move 4
        (140, "bottom", 4, "jump"),  # Meteor: Move 4, Jump
    ],
)
def test_a_move_of_its_printed_value(card, half, value, mode):
    state = _turn(card, 117)
    state = board(state, ME, [(1, 2), (-2, 4)])
    state, _ = play(state, type="play_half", card=card, half=half, basic=False)
    frame = decisions.top(state["decisions"])
    assert (frame["kind"], frame["left"], frame["mode"]) == ("move", value, mode)
    # four hexes, through the bandit on (1, 2) only with a jump
    path = [[1, 3], [1, 2], [1, 1], [1, 0]] if mode == "jump" else [[2, 3], [2, 2], [2, 1], [2, 0]]
    for h in path:
        assert [1, 2] not in hexes_of(state, "step") or mode == "jump"
        state, _ = play(state, type="step", hex=h)
    assert decisions.top(state["decisions"])["left"] == 0
    state, _ = play(state, type="stop")
    assert state["characters"][0]["hex"] == path[-1]


# --- Explosive Punch ----------------------------------------------------------------------------------
def test_explosive_punch_attacks_the_enemies_beside_the_obstacle_it_destroys():
    # Explosive Punch, top: "Destroy one adjacent obstacle. Attack 4, target all enemies adjacent
    # to the destroyed obstacle. Earth. 2 XP." (lost)
    state = rocks(_turn(130, 117), (1, 3), (2, 4))
    state = board(state, ME, [(0, 3), (2, 2), (-2, 4)])  # beside (1, 3); the third far away
    before = xp(state)
    state, _ = play(state, type="play_half", card=130, half="top", basic=False)
    assert hexes_of(state, "token_hex") == [[1, 3], [2, 4]]
    stack(state, "plus0", "plus0")
    state, events = play(state, type="token_hex", hex=[1, 3])
    assert {"type": "token_removed", "hex": [1, 3], "token": "obstacle"} in events
    assert attacked(events) == [(["monster", 0], 4 - shield(state, 0)), (["monster", 1], 4 - shield(state, 1))]
    assert obstacles_on(state) == [[2, 4]]
    state, _ = play(state, type="perform")  # earth
    assert xp(state) == before + 2 and state["turn"]["infuse"] == ["earth"]
    assert 130 in state["characters"][0]["lost"]


def test_a_destroyed_obstacle_is_destroyed_whole():
    # "Destroy one adjacent obstacle": a three-hex obstacle (Meteor's) goes with all its hexes,
    # and the enemies beside any of them are targets.
    state = rocks(_turn(130, 117), (1, 3), (1, 2), (2, 2), id="rock 1,3")
    state = board(state, ME, [(3, 1), (-2, 4)])  # (3, 1) beside (2, 2) only
    state, _ = play(state, type="play_half", card=130, half="top", basic=False)
    stack(state, "plus0")
    state, events = play(state, type="token_hex", hex=[1, 3])
    assert obstacles_on(state) == []
    assert [t for t, _ in attacked(events)] == [["monster", 0]]


def test_a_scenario_obstacle_of_three_hexes_is_destroyed_whole():
    # Lair of the Poison Drake (#17) starts beside a tree that fills three hexes.
    from rules.gloomhaven import obstacles

    characters = [{"class": "cragheart", "level": 1, "seat": 0}, {"class": "brute", "level": 1, "seat": 1}]
    state = GAME.setup({"scenario": 17, "characters": characters}, seed=1)
    tree = [[0, 3], [1, 2], [1, 3]]
    assert all(h in obstacles_on(state) for h in tree)
    events = []
    assert obstacles.destroy(state, (1, 2), events) == [(0, 3), (1, 2), (1, 3)]
    assert not any(h in obstacles_on(state) for h in tree) and len(events) == 3


# --- Sentient Growth ------------------------------------------------------------------------------------
def test_sentient_growth_heals_the_allies_in_its_area():
    # Sentient Growth, top: "Attack 2, Range 3, area of three hexes. Heal 2, affect all allies in
    # the targeted area."
    state = board(_turn(131, 117), ME, [(1, 2), (-2, 4)])
    state["characters"][1].update(hex=[0, 2], hp=5)
    hp = state["monsters"][0]["hp"]
    state, _ = play(state, type="play_half", card=131, half="top", basic=False)
    placed = next(a["hexes"] for a in listed(state, "place_area") if [0, 2] in a["hexes"] and [1, 2] in a["hexes"])
    stack(state, "plus0")
    state, events = play(state, type="place_area", hexes=placed)
    assert attacked(events) == [(["monster", 0], 2 - shield(state, 0))]
    state, _ = play(state, type="perform")
    assert state["characters"][1]["hp"] == 7
    assert state["monsters"][0]["hp"] == hp - (2 - shield(state, 0))  # an enemy is not healed


def test_sentient_growth_heals_adjacent_allies_and_attacks_adjacent_enemies():
    # Sentient Growth, bottom: "Move 2. Heal 1, affect all adjacent allies. Attack 1, target all
    # adjacent enemies."
    state = board(_turn(131, 117), ME, [(0, 4), (1, 3), (-2, 4)])
    state["characters"][1].update(hex=[2, 4], hp=5)
    state, _ = play(state, type="play_half", card=131, half="bottom", basic=False)
    state, _ = play(state, type="stop")
    stack(state, "plus0", "plus0")
    state, events = play(state, type="perform")  # the heal, then the attack on both (no choice)
    assert state["characters"][1]["hp"] == 6
    assert attacked(events) == [(["monster", 0], 1 - shield(state, 0)), (["monster", 1], 1 - shield(state, 1))]


# --- Clear the Way ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("earth", [False, True])
def test_clear_the_way_moves_an_obstacle_and_attacks_the_enemies_beside_it(earth):
    # Clear the Way, top: "Move one adjacent single-hex obstacle to an empty hex within Range 4.
    # Attack 2, target all enemies adjacent to the moved obstacle. 1 XP. Consume earth: +1
    # Attack, 1 XP." The three-hex obstacle beside him is not a single-hex one.
    state = rocks(_turn(132, 117), (1, 3))
    state = rocks(state, (0, 5), (-1, 5), (-1, 6), id="rock 0,5")
    state = board(state, ME, [(-1, 2), (2, 2), (1, 1)])  # (2, 2) is beside (1, 3) only
    state["elements"]["earth"] = 2 if earth else 0
    before = xp(state)
    state, _ = play(state, type="play_half", card=132, half="top", basic=False)
    assert hexes_of(state, "token_hex") == [[1, 3]]
    state, _ = play(state, type="token_hex", hex=[1, 3])
    targets = hexes_of(state, "token_hex")
    assert [0, 2] in targets and [1, 0] in targets and [1, 3] not in targets and [0, 0] not in targets  # 5 away
    stack(state, "plus0", "plus0")
    state, events = play(state, type="token_hex", hex=[0, 2])
    assert obstacles_on(state) == [[-1, 5], [-1, 6], [0, 2], [0, 5]]
    if earth:
        state, events = play(state, type="consume", entries=[0], elements=["earth"])
    value = 3 if earth else 2
    hits = [(["monster", 0], value - shield(state, 0)), (["monster", 2], value - shield(state, 2))]
    assert attacked(events) == hits
    assert xp(state) == before + (2 if earth else 1)


def test_clear_the_way_destroys_the_obstacles_and_disarms_the_traps_it_jumps():
    # Clear the Way, bottom: "Move 5, Jump. Destroy all obstacles and disarm all traps moved
    # through. 2 XP." (lost)
    state = rocks(_turn(132, 117), (1, 3), (1, 1), (3, 0))
    state["overlays"].append({"type": "trap", "hex": [1, 2], "damage": 3})
    state = board(state, ME, [(-2, 4)])
    before = xp(state)
    state, _ = play(state, type="play_half", card=132, half="bottom", basic=False)
    for h in ([1, 3], [1, 2], [1, 1], [1, 0]):
        state, _ = play(state, type="step", hex=h)
    state, _ = play(state, type="stop")
    assert xp(state) == before + 2
    state, events = play(state, type="perform")
    assert obstacles_on(state) == [[3, 0]]  # not moved through
    state, events = play(state, type="perform")
    assert {"type": "token_removed", "hex": [1, 2], "token": "trap"} in events
    assert not [t for t in state["overlays"] if t["type"] == "trap"]
    assert 132 in state["characters"][0]["lost"]
    GAME.check_state(state)


# --- Blunt Force ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("earth", [False, True])
def test_blunt_force_hits_harder_with_earth(earth):
    # Blunt Force, top: "Attack 4, 1 XP. Consume earth: +4 Attack, 2 XP." (lost)
    state = board(_turn(133, 117), ME, [(1, 3), (-2, 4)])
    state["elements"]["earth"] = 2 if earth else 0
    before = xp(state)
    state, _ = play(state, type="play_half", card=133, half="top", basic=False)
    if earth:
        state, _ = play(state, type="consume", entries=[0], elements=["earth"])
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[1, 3])
    assert attacked(events) == [(["monster", 0], (8 if earth else 4) - shield(state, 0))]
    assert xp(state) == before + (3 if earth else 1)
    assert 133 in state["characters"][0]["lost"]


def test_blunt_force_retaliates_for_the_round():
    # Blunt Force, bottom: "Move 2. Retaliate 1. 1 XP." (round)
    state = board(_turn(133, 117), ME, [(-2, 4)])
    before = xp(state)
    state, _ = play(state, type="play_half", card=133, half="bottom", basic=False)
    assert decisions.top(state["decisions"])["left"] == 2
    state, _ = play(state, type="stop")
    state, _ = play(state, type="perform")
    me = state["characters"][0]
    assert me["bonuses"] == [{"retaliate": 1, "range": 1}]
    assert me["active"] == [{"card": 133, "half": "bottom", "uses": 0}] and xp(state) == before + 1


# --- Rock Slide ----------------------------------------------------------------------------------------------
def test_rock_slide_makes_three_obstacles_in_range_and_hurts_everyone_beside_them():
    # Rock Slide, top: "Create three single-hex obstacles in empty hexes within Range 4. All
    # allies and enemies adjacent to one or more created obstacles suffer 2 damage. Earth. 1 XP."
    state = board(_turn(134, 117), ME, [(2, 2), (-2, 4)])
    state["characters"][1]["hex"] = [0, 3]
    hp, brute, mine = state["monsters"][0]["hp"], state["characters"][1]["hp"], state["characters"][0]["hp"]
    before = xp(state)
    state, _ = play(state, type="play_half", card=134, half="top", basic=False)
    choices = hexes_of(state, "token_hex")
    assert [1, 0] in choices and [0, 0] not in choices  # 4 and 5 hexes away
    assert [1, 4] not in choices and [2, 2] not in choices  # not where a figure stands
    for h in ([1, 2], [3, 1], [-1, 5]):
        state, _ = play(state, type="token_hex", hex=h)
    assert obstacles_on(state) == [[-1, 5], [1, 2], [3, 1]]
    assert not listed(state, "skip")  # the Brute beside (1, 2) must suffer it
    state, _ = play(state, type="perform")
    state, _ = suffer(state)
    assert state["monsters"][0]["hp"] == hp - 2  # beside two of them: once
    assert state["monsters"][1]["hp"] == state["monsters"][1]["max_hp"]
    assert state["characters"][1]["hp"] == brute - 2
    assert state["characters"][0]["hp"] == mine  # not himself
    state, _ = play(state, type="perform")  # earth
    assert state["turn"]["infuse"] == ["earth"] and xp(state) == before + 1


def test_rock_slide_moves_only_in_a_straight_line():
    # Rock Slide, bottom: "Move 6. The movement must be in a straight line."
    state = board(_turn(134, 117), ME, [(-2, 4)])
    state, _ = play(state, type="play_half", card=134, half="bottom", basic=False)
    assert hexes_of(state, "step") == [[0, 4], [0, 5], [1, 3], [1, 5], [2, 3], [2, 4]]
    state, _ = play(state, type="step", hex=[1, 3])
    assert hexes_of(state, "step") == [[1, 2]]
    for h in ([1, 2], [1, 1], [1, 0]):
        state, _ = play(state, type="step", hex=h)
    assert hexes_of(state, "step") == []  # the wall: no farther
    state, _ = play(state, type="stop")
    assert state["characters"][0]["hex"] == [1, 0]


def test_a_straight_move_offers_no_step_toward_no_end():
    # North-east of (1, 4): the Brute on (2, 3), where no move ends, and an obstacle on (3, 2)
    # beyond him. A normal move may pass the Brute and turn; a straight one cannot.
    state = rocks(_turn(134, 117), (3, 2))
    state = board(state, ME, [(-2, 4)])
    state["characters"][1]["hex"] = [2, 3]
    moved, _ = play(state, type="play_half", card=117, half="bottom", basic=True)  # Move 2
    assert [2, 3] in hexes_of(moved, "step")
    state, _ = play(state, type="play_half", card=134, half="bottom", basic=False)
    assert [2, 3] not in hexes_of(state, "step") and [1, 3] in hexes_of(state, "step")


# --- Kinetic Assault -------------------------------------------------------------------------------------
def test_kinetic_assault_moves_one_and_attacks_four():
    # Kinetic Assault, top: "Move 1. Attack 4."
    state = board(_turn(135, 117), ME, [(1, 2), (-2, 4)])
    state, _ = play(state, type="play_half", card=135, half="top", basic=False)
    assert decisions.top(state["decisions"])["left"] == 1
    state, _ = play(state, type="step", hex=[1, 3])
    state, _ = play(state, type="stop")
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[1, 2])
    assert attacked(events) == [(["monster", 0], 4 - shield(state, 0))]


def test_kinetic_assault_retaliates_three_at_range_three():
    # Kinetic Assault, bottom: "Retaliate 3, Range 3. 2 XP." (round, lost)
    state = board(_turn(135, 117), ME, [(1, 1), (-2, 4)])
    before = xp(state)
    state, _ = play(state, type="play_half", card=135, half="bottom", basic=False)
    state, _ = play(state, type="perform")
    me = state["characters"][0]
    assert me["bonuses"] == [{"retaliate": 3, "range": 3}] and xp(state) == before + 2
    assert me["active"] == [{"card": 135, "half": "bottom", "uses": 0}]
    events = []
    state["attack"] = {"attacker": ["monster", 0], "ability": {"type": "attack", "value": 2, "range": 3}}
    defence.retaliate(state, ("character", 0), ("monster", 0), ME, (1, 1), events)  # three hexes away
    assert {"type": "retaliated", "figure": ["character", 0], "target": ["monster", 0], "damage": 3} in events


# --- Petrify -----------------------------------------------------------------------------------------------
def test_petrify_kills_a_normal_enemy_and_leaves_an_obstacle_where_it_died():
    # Petrify, top: "Kill one normal enemy within Range 4. Create one single-hex obstacle in the
    # hex in which the enemy died. Earth. 2 XP." (lost)
    state = board(_turn(136, 117), ME, [(1, 1), (0, 0), (2, 3)])  # (0, 0) 5 away; the elite beside
    before = xp(state)
    state, _ = play(state, type="play_half", card=136, half="top", basic=False)
    assert hexes_of(state, "choose_figure") == [[1, 1]]
    state, events = play(state, type="choose_figure", hex=[1, 1])
    assert [m["hex"] for m in state["monsters"]] == [[0, 0], [2, 3]]
    assert hexes_of(state, "token_hex") == [[1, 1]]
    state, _ = play(state, type="token_hex", hex=[1, 1])
    assert obstacles_on(state) == [[1, 1]]
    state, _ = play(state, type="perform")
    assert state["turn"]["infuse"] == ["earth"] and xp(state) == before + 2
    assert 136 in state["characters"][0]["lost"]


def test_petrify_immobilizes_the_adjacent_enemies_after_its_move():
    # Petrify, bottom: "Move 3. Immobilize, target all adjacent enemies."
    state = board(_turn(136, 117), ME, [(1, 2), (2, 2), (-2, 4)])
    state, _ = play(state, type="play_half", card=136, half="bottom", basic=False)
    assert decisions.top(state["decisions"])["left"] == 3
    state, _ = play(state, type="step", hex=[1, 3])
    state, _ = play(state, type="stop")
    state, _ = play(state, type="perform")
    assert [m["conditions"] for m in state["monsters"]] == [["immobilize"], ["immobilize"], []]


# --- Stone Pummel --------------------------------------------------------------------------------------------
def test_stone_pummel_strikes_two_hexes_on_each_side_and_muddles():
    # Stone Pummel, top: "Attack 3, area of four hexes, muddle. 1 XP."
    state = board(_turn(137, 117), ME, [(0, 4), (2, 3), (2, 4)])
    before = xp(state)
    state, _ = play(state, type="play_half", card=137, half="top", basic=False)
    stack(state, "plus0", "plus0", "plus0")
    state, events = play(state, type="place_area", hexes=[[0, 4], [0, 5], [2, 3], [2, 4]])
    while decisions.top(state["decisions"]) and decisions.top(state["decisions"])["kind"] == "draw_modifier":
        state, more = GAME.apply(state, GAME.legal_actions(state)[0])
        events += more
    assert sorted(t for t, _ in attacked(events)) == [["monster", 0], ["monster", 1], ["monster", 2]]
    assert all("muddle" in m["conditions"] for m in state["monsters"])
    assert xp(state) == before + 1


def _pummel(*obstacles_at, card=117):
    """Stone Pummel's bottom played, then ``card``'s top (Crushing Grasp: Attack 3, melee)."""
    state = rocks(_turn(137, card), *obstacles_at)
    state = board(state, ME, [(1, 3), (-2, 4)])
    state, _ = play(state, type="play_half", card=137, half="bottom", basic=False)
    state, _ = play(state, type="play_half", card=card, half="top", basic=False)
    stack(state, "plus0", "plus0")  # a ranged attack on an adjacent enemy draws two
    return state


def test_stone_pummel_destroys_the_adjacent_obstacle_for_plus_three():
    # Stone Pummel, bottom (persistent, four uses, 1 XP each, lost): "On your next four melee
    # attacks when possible, destroy an adjacent obstacle to add +3 Attack."
    state = _pummel((2, 4))
    before = xp(state)
    state, events = play(state, type="target", hex=[1, 3])
    assert attacked(events) == [(["monster", 0], 6 - shield(state, 0))]
    assert obstacles_on(state) == []
    assert state["characters"][0]["active"] == [{"card": 137, "half": "bottom", "uses": 3}]
    assert xp(state) == before + 1


def test_stone_pummel_lets_the_player_choose_the_obstacle_but_not_skip_it():
    state = _pummel((2, 4), (0, 4))
    state, _ = play(state, type="target", hex=[1, 3])
    assert hexes_of(state, "token_hex") == [[0, 4], [2, 4]] and not listed(state, "skip")
    GAME.check_state(state)
    state, events = play(state, type="token_hex", hex=[0, 4])
    assert attacked(events) == [(["monster", 0], 6 - shield(state, 0))]
    assert obstacles_on(state) == [[2, 4]]


@pytest.mark.parametrize(("card", "obstacle"), [(117, None), (126, (2, 4))])
def test_stone_pummel_needs_an_obstacle_and_a_melee_attack(card, obstacle):
    # No obstacle beside him, or a ranged attack (Earthen Clod: Attack 2, Range 5): no use.
    state = _pummel(*([obstacle] if obstacle else []), card=card)
    state, events = play(state, type="target", hex=[1, 3])
    value = 3 if card == 117 else 2
    assert attacked(events) == [(["monster", 0], value - shield(state, 0))]
    assert state["characters"][0]["active"] == [{"card": 137, "half": "bottom", "uses": 4}]
    assert obstacles_on(state) == ([list(obstacle)] if obstacle else [])


# --- Dig Pit -----------------------------------------------------------------------------------------------------
def test_dig_pit_digs_a_stun_trap_and_muddles_the_adjacent_enemies():
    # Dig Pit, top: "Create one 2 damage stun trap in an adjacent empty hex. Muddle, target all
    # adjacent enemies."
    state = board(_turn(138, 117), ME, [(1, 3), (-2, 4)])
    state, _ = play(state, type="play_half", card=138, half="top", basic=False)
    assert [1, 3] not in hexes_of(state, "token_hex")
    state, _ = play(state, type="token_hex", hex=[2, 4])
    assert {"type": "trap", "hex": [2, 4], "damage": 2, "conditions": ["stun"]} in state["overlays"]
    state, _ = play(state, type="perform")
    assert [m["conditions"] for m in state["monsters"]] == [["muddle"], []]


def test_dig_pit_hides_him_after_his_move():
    # Dig Pit, bottom: "Move 2. Invisible, self."
    state = board(_turn(138, 117), ME, [(-2, 4)])
    state, _ = play(state, type="play_half", card=138, half="bottom", basic=False)
    assert decisions.top(state["decisions"])["left"] == 2
    state, _ = play(state, type="stop")
    state, _ = play(state, type="perform")
    assert state["characters"][0]["conditions"] == ["invisible"]


# --- Cataclysm ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("earth", [False, True])
def test_cataclysm_strikes_six_hexes_and_immobilizes_everyone_in_them(earth):
    # Cataclysm, top: "Attack 4, area of six hexes. Consume earth: +2 Attack, 2 XP. Immobilize all
    # allies and enemies in the targeted area." (lost)
    state = board(_turn(139, 117), ME, [(1, 3), (1, 2), (-2, 4)])
    state["characters"][1]["hex"] = [2, 2]
    state["elements"]["earth"] = 2 if earth else 0
    before = xp(state)
    state, _ = play(state, type="play_half", card=139, half="top", basic=False)
    if earth:
        state, _ = play(state, type="consume", entries=[0], elements=["earth"])
    placed = next(
        a["hexes"] for a in listed(state, "place_area") if {(1, 3), (1, 2), (2, 2)} <= set(map(tuple, a["hexes"]))
    )
    assert len(placed) == 6
    stack(state, "plus0", "plus0")
    state, events = play(state, type="place_area", hexes=placed)
    value = 6 if earth else 4
    hits = [(["monster", 0], value - shield(state, 0)), (["monster", 1], value - shield(state, 1))]
    assert sorted(attacked(events)) == hits
    assert not listed(state, "skip")  # the Brute is in the area
    state, _ = play(state, type="perform")
    assert [m["conditions"] for m in state["monsters"]] == [["immobilize"], ["immobilize"], []]
    assert state["characters"][1]["conditions"] == ["immobilize"]
    assert xp(state) == before + (2 if earth else 0)


@pytest.mark.parametrize("earth", [False, True])
def test_cataclysm_moves_three_more_with_earth(earth):
    # Cataclysm, bottom: "Move 3. Consume earth: +3 Move."
    state = board(_turn(139, 117), ME, [(-2, 4)])
    state["elements"]["earth"] = 2 if earth else 0
    state, _ = play(state, type="play_half", card=139, half="bottom", basic=False)
    if earth:
        state, _ = play(state, type="consume", entries=[0], elements=["earth"])
    assert decisions.top(state["decisions"])["left"] == (6 if earth else 3)


# --- Meteor -----------------------------------------------------------------------------------------------------
def test_meteor_drops_a_triangle_and_attacks_the_enemies_beside_it():
    # Meteor, top: "Create one three-hex triangular obstacle in empty hexes within Range 3.
    # Attack 4, immobilize, target all enemies adjacent to the obstacle. Earth. 2 XP." (lost)
    state = board(_turn(140, 117), ME, [(0, 1), (3, 1), (-2, 4)])
    before = xp(state)
    state, _ = play(state, type="play_half", card=140, half="top", basic=False)
    first = hexes_of(state, "token_hex")
    assert [1, 2] in first and [1, 0] not in first  # 4 hexes away
    state, _ = play(state, type="token_hex", hex=[1, 2])
    second = hexes_of(state, "token_hex")
    assert second == [[0, 2], [0, 3], [1, 1], [1, 3], [2, 1], [2, 2]]  # the six around it
    state, _ = play(state, type="token_hex", hex=[1, 1])
    assert hexes_of(state, "token_hex") == [[0, 2], [2, 1]]  # the two triangles with both
    stack(state, "plus0", "plus0")
    state, events = play(state, type="token_hex", hex=[2, 1])
    assert obstacles_on(state) == [[1, 1], [1, 2], [2, 1]]
    assert len({t.get("id") for t in state["overlays"] if t["type"] == "obstacle"}) == 1  # one obstacle
    assert attacked(events) == [(["monster", 0], 4 - shield(state, 0)), (["monster", 1], 4 - shield(state, 1))]
    assert [m["conditions"] for m in state["monsters"]] == [["immobilize"], ["immobilize"], []]
    assert xp(state) == before + 2
    GAME.check_state(state)


# --- Brutal Momentum --------------------------------------------------------------------------------------------
def _momentum(me, target, *obstacles_at, others=()):
    state = rocks(_turn(141, 117), *obstacles_at)
    state = board(state, me, [target, *others])
    state, _ = play(state, type="play_half", card=141, half="top", basic=False)
    stack(state, "plus0")
    return state


def test_brutal_momentum_hurts_a_target_pushed_into_the_walls():
    # Brutal Momentum, top: "Attack 3, Push 2. For each hex you cannot push the target because of a
    # wall or obstacle, the target suffers 2 damage and you gain 1 XP." A bandit in the room's
    # corner, pushed from beside it: no hex farther away.
    state = _momentum((1, 0), (0, 0), others=[(-2, 4)])
    before, hp = xp(state), state["monsters"][0]["hp"]
    state, events = play(state, type="target", hex=[0, 0])
    assert not listed(state, "push_step")
    assert state["monsters"][0]["hp"] == hp - (3 - shield(state, 0)) - 4
    assert xp(state) == before + 2


def test_brutal_momentum_hurts_for_the_hex_an_obstacle_bars():
    # Pushed one hex to (1, 0), the hex beyond it an obstacle: one hex left, 2 damage, 1 XP.
    state = _momentum((1, 2), (1, 1), (0, 0), (2, 0), others=[(-2, 4)])
    before, hp = xp(state), state["monsters"][0]["hp"]
    state, _ = play(state, type="target", hex=[1, 1])
    assert hexes_of(state, "push_step") == [[0, 1], [1, 0]]
    state, _ = play(state, type="push_step", hex=[1, 0])
    assert state["monsters"][0]["hex"] == [1, 0]
    assert state["monsters"][0]["hp"] == hp - (3 - shield(state, 0)) - 2
    assert xp(state) == before + 1


@pytest.mark.parametrize(("blocker", "extra"), [("obstacle", 4), ("brute", 0)])
def test_brutal_momentum_hurts_only_for_walls_and_obstacles(blocker, extra):
    # The three hexes beyond the bandit: two obstacles and the third an obstacle (4 damage for
    # the two hexes) or the Brute (a figure: no damage).
    third = [(1, 0)] if blocker == "obstacle" else []
    state = _momentum((1, 2), (1, 1), (0, 1), (2, 0), *third, others=[(-2, 4)])
    state["characters"][1]["hex"] = [1, 0] if blocker == "brute" else [1, 6]
    hp = state["monsters"][0]["hp"]
    state, _ = play(state, type="target", hex=[1, 1])
    assert not listed(state, "push_step")
    assert state["monsters"][0]["hp"] == hp - (3 - shield(state, 0)) - extra


def test_brutal_momentum_does_not_hurt_a_target_the_player_stops():
    state = _momentum((1, 2), (1, 1), others=[(-2, 4)])
    hp = state["monsters"][0]["hp"]
    state, _ = play(state, type="target", hex=[1, 1])
    state, _ = play(state, type="push_stop")
    assert state["monsters"][0]["hp"] == hp - (3 - shield(state, 0))


@pytest.mark.parametrize("earth", [False, True])
def test_brutal_momentum_adds_to_the_ranged_attacks_of_the_round(earth):
    # Brutal Momentum, bottom: "Add +1 Attack to all your ranged attacks this round. Consume
    # earth: add +2 Attack instead, 1 XP." (round) The earth is consumed as the card is played;
    # Earthen Clod (Attack 2, Range 5) follows.
    state = board(_turn(141, 126), ME, [(1, 1), (-2, 4)])
    state["elements"]["earth"] = 2 if earth else 0
    before = xp(state)
    state, _ = play(state, type="play_half", card=141, half="bottom", basic=False)
    if earth:
        assert decisions.top(state["decisions"])["kind"] == "consume_elements"
        state, _ = play(state, type="consume", entries=[0], elements=["earth"])
    assert xp(state) == before + (1 if earth else 0)
    assert state["characters"][0]["active"][0].get("consumed", False) == earth
    state, _ = play(state, type="play_half", card=126, half="top", basic=False)
    assert decisions.top(state["decisions"])["kind"] == "attack_targets"  # nothing more to consume
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[1, 1])
    assert attacked(events) == [(["monster", 0], (4 if earth else 3) - shield(state, 0))]
    GAME.check_state(state)


# --- Rocky End ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("earth", [False, True])
def test_rocky_end_destroys_the_obstacles_in_range_and_attacks_with_twice_their_hexes(earth):
    # Rocky End, top: "Destroy all obstacles within Range 2. Consume earth: +1 Range, 1 XP.
    # Attack X, where X is twice the number of hexes the destroyed obstacles occupied. 2 XP."
    # (lost) Obstacles 1 and 2 hexes away, a two-hex one 3 and 4 away, one 4 away.
    state = rocks(_turn(142, 117), (2, 3), (3, 2))
    state = rocks(state, (3, 1), (4, 0), id="rock 3,1")
    state = rocks(state, (1, 0))
    state = board(state, ME, [(1, 3), (-2, 4)])
    state["elements"]["earth"] = 2 if earth else 0
    before = xp(state)
    state, _ = play(state, type="play_half", card=142, half="top", basic=False)
    if earth:
        state, _ = play(state, type="consume", entries=[0], elements=["earth"])
    state, _ = play(state, type="perform")
    assert obstacles_on(state) == ([[1, 0]] if earth else [[1, 0], [3, 1], [4, 0]])
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[1, 3])
    assert attacked(events) == [(["monster", 0], (8 if earth else 4) - shield(state, 0))]
    assert xp(state) == before + (3 if earth else 2)


def test_rocky_end_ends_its_move_beside_an_obstacle():
    # Rocky End, bottom: "Move 6. The movement must end in a hex adjacent to an obstacle."
    state = rocks(_turn(142, 117), (1, 0))
    state = board(state, ME, [(-2, 4)])
    state, _ = play(state, type="play_half", card=142, half="bottom", basic=False)
    assert listed(state, "stop")  # not moving at all
    state, _ = play(state, type="step", hex=[1, 3])
    assert not listed(state, "stop")
    state, _ = play(state, type="step", hex=[1, 2])
    state, _ = play(state, type="step", hex=[1, 1])
    state, _ = play(state, type="stop")
    assert state["characters"][0]["hex"] == [1, 1]


def test_a_move_that_must_end_beside_an_obstacle_lists_no_step_it_cannot_end_from():
    # The only obstacle on (4, 0): (3, 1) beside it is 4 hexes from (-1, 5) and 5 from (-1, 6).
    # One step taken, 5 left: (-1, 5) is listed, (-1, 6) is not.
    state = rocks(_turn(142, 117), (4, 0))
    state = board(state, ME, [(-2, 4)])
    state, _ = play(state, type="play_half", card=142, half="bottom", basic=False)
    state, _ = play(state, type="step", hex=[0, 5])
    steps = hexes_of(state, "step")
    assert [-1, 5] in steps and [-1, 6] not in steps


# --- Lumbering Bash -----------------------------------------------------------------------------------------------
def test_lumbering_bash_moves_and_attacks_five():
    # Lumbering Bash, top: "Move 2. Attack 5. Earth. 1 XP."
    state = board(_turn(143, 117), ME, [(1, 2), (-2, 4)])
    before = xp(state)
    state, _ = play(state, type="play_half", card=143, half="top", basic=False)
    assert decisions.top(state["decisions"])["left"] == 2
    state, _ = play(state, type="step", hex=[1, 3])
    state, _ = play(state, type="stop")
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[1, 2])
    assert attacked(events) == [(["monster", 0], 5 - shield(state, 0))]
    state, _ = play(state, type="perform")
    assert state["turn"]["infuse"] == ["earth"]
    state, _ = play(state, type="play_half", card=117, half="bottom", basic=True)
    assert xp(state) == before + 1


def _next_turn(state, cards):
    """Play on to character 0's next turn, his cards ``cards``; neither he nor the Brute moves
    or attacks."""
    state, _ = play(state, type="play_half", card=117, half="top", basic=True)
    while True:
        frame = decisions.top(state["decisions"])
        if frame.get("character") == 0 and frame["kind"] in ("heal_target", "character_turn"):
            return state
        still = [a for a in GAME.legal_actions(state) if a["type"] in ("stop", "end_targets")]
        if still:
            state, _ = GAME.apply(state, still[0])
            continue
        if frame["kind"] == "select_cards" and frame["picks"][0] is None:
            action = {"type": "select_cards", "player": 0, "character": 0, "cards": cards}
        elif frame["kind"] == "select_cards":
            late = sorted(state["characters"][1]["hand"])[-2:]
            action = {"type": "select_cards", "player": 1, "character": 1, "cards": late}
        elif frame["kind"] == "short_rest":
            action = next(a for a in GAME.legal_actions(state) if a["type"] == "skip_rest")
        else:
            action = GAME.legal_actions(state)[0]
        state, _ = GAME.apply(state, action)


def test_lumbering_bash_heals_at_the_start_of_his_next_five_turns():
    # Lumbering Bash, bottom: "At the start of your next five turns, perform a 'Heal 2, Range 2'
    # action." (persistent, XP at the 1st, 3rd and 5th, lost)
    state = board(_turn(143, 117, extra=(135,)), ME, [(-2, 0)])
    state["monsters"] = []
    state["characters"][1].update(hex=[1, 6], hp=5)
    state, _ = play(state, type="play_half", card=143, half="bottom", basic=False)
    assert not listed(state, "heal")  # not at the start of this turn
    assert state["characters"][0]["active"] == [{"card": 143, "half": "bottom", "uses": 5}]
    before = xp(state)
    state = _next_turn(state, [135, 116])
    assert decisions.top(state["decisions"])["kind"] == "heal_target"
    GAME.check_state(state)
    assert hexes_of(state, "heal") == [[1, 4], [1, 6]]  # himself or the Brute, two hexes away
    state, _ = play(state, type="heal", hex=[1, 6])
    assert state["characters"][1]["hp"] == 7
    assert state["characters"][0]["active"] == [{"card": 143, "half": "bottom", "uses": 4}]
    assert xp(state) == before + 1
    assert decisions.top(state["decisions"])["kind"] == "character_turn"


# --- Blind Destruction ----------------------------------------------------------------------------------------------
def test_blind_destruction_hurts_those_beside_the_target_as_much_as_the_target():
    # Blind Destruction, top: "Attack 4, Range 4. All allies and enemies adjacent to the target
    # suffer damage equal to the damage the target suffered."
    state = board(_turn(144, 117), ME, [(1, 1), (2, 0), (-2, 4)])
    state["characters"][1]["hex"] = [0, 1]
    hp, brute = state["monsters"][1]["hp"], state["characters"][1]["hp"]
    state, _ = play(state, type="play_half", card=144, half="top", basic=False)
    stack(state, "plus1")
    state, events = play(state, type="target", hex=[1, 1])
    dealt = 5 - shield(state, 0)
    assert attacked(events) == [(["monster", 0], dealt)]
    state, _ = play(state, type="perform")
    state, _ = suffer(state)
    assert state["monsters"][1]["hp"] == hp - dealt
    assert state["characters"][1]["hp"] == brute - dealt
    assert state["monsters"][2]["hp"] == state["monsters"][2]["max_hp"]


def test_blind_destruction_hurts_those_beside_the_hexes_he_enters():
    # Blind Destruction, bottom: "Move 4. All allies and enemies adjacent to any hexes you enter
    # during the movement suffer 2 damage. Earth."
    state = board(_turn(144, 117), ME, [(0, 2), (2, 4), (-2, 4)])  # (2, 4) beside his start only
    hp, mine = [m["hp"] for m in state["monsters"]], state["characters"][0]["hp"]
    state, _ = play(state, type="play_half", card=144, half="bottom", basic=False)
    state, _ = play(state, type="step", hex=[1, 3])
    state, _ = play(state, type="step", hex=[1, 2])
    state, _ = play(state, type="stop")
    state, _ = play(state, type="perform")
    assert [m["hp"] for m in state["monsters"]] == [hp[0] - 2, hp[1], hp[2]]
    assert state["characters"][0]["hp"] == mine  # not himself
    state, _ = play(state, type="perform")
    assert state["turn"]["infuse"] == ["earth"]


# --- Pulverize --------------------------------------------------------------------------------------------------------
def test_pulverize_pushes_its_targets_through_obstacles():
    # Pulverize, top: "Attack 3, Push 2, target all adjacent enemies. You may push the targets into
    # hexes containing obstacles. In each case, destroy the obstacle, the target suffers 2 damage,
    # and you gain 1 XP." (lost)
    state = rocks(_turn(145, 117), (1, 2))
    state = board(state, ME, [(1, 3), (-2, 4)])
    before, hp = xp(state), state["monsters"][0]["hp"]
    stack(state, "plus0")
    state, _ = play(state, type="play_half", card=145, half="top", basic=False)
    assert [1, 2] in hexes_of(state, "push_step")
    state, events = play(state, type="push_step", hex=[1, 2])
    assert obstacles_on(state) == []
    assert state["monsters"][0]["hp"] == hp - (3 - shield(state, 0)) - 2
    assert xp(state) == before + 1


def test_pulverize_attacks_jumps_and_attacks_again():
    # Pulverize, bottom: "Attack 2, target all adjacent enemies. Move 5, Jump, 2 XP. Attack 3,
    # target all adjacent enemies." (lost)
    state = board(_turn(145, 117), ME, [(1, 3), (1, 0), (-2, 4)])
    before = xp(state)
    stack(state, "plus0")
    state, events = play(state, type="play_half", card=145, half="bottom", basic=False)
    assert [t for t, _ in attacked(events)] == [["monster", 0]]
    frame = decisions.top(state["decisions"])
    assert (frame["kind"], frame["left"], frame["mode"]) == ("move", 5, "jump")
    for h in ([1, 3], [1, 2], [1, 1]):
        state, _ = play(state, type="step", hex=h)
    stack(state, "plus0")
    state, events = play(state, type="stop")
    assert xp(state) == before + 2
    assert [t for t, _ in attacked(events)] == [["monster", 1]]
    assert 145 in state["characters"][0]["lost"]


def test_a_moves_xp_needs_a_move():
    # Pulverize's "Move 5, Jump, 2 XP" not made (the move stopped where it began): no XP.
    state = board(_turn(145, 117), ME, [(1, 1), (-2, 4)])
    before = xp(state)
    state, _ = play(state, type="play_half", card=145, half="bottom", basic=False)
    state, _ = play(state, type="stop")
    assert xp(state) == before
