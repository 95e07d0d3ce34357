"""The Spellweaver's level 2–9 ability cards: values written out from the printed cards, and
the mechanics they brought into the vocabulary, played in Black Barrow."""

import pytest

from rules.gloomhaven import GAME, content
from tests.gloomhaven.level_turns import first_turn, hand_with, promote
from tests.gloomhaven.test_card_mechanics import attacked, board, listed, play, stack
from tests.gloomhaven.test_cards_levels import assert_printed, assert_two_per_level

CARDS = {c["id"]: c for c in content.character_class("spellweaver")["cards"] if c["level"] not in (1, "X")}

# id -> (name, level, initiative, top lost, bottom lost, top XP, bottom XP), from the printed cards
PRINTED = {
    72: ("Flashing Burst", 2, 26, False, False, 0, 0),
    73: ("Icy Blast", 2, 66, True, True, 2, 0),
    74: ("Cold Fire", 3, 67, False, True, 0, 0),
    75: ("Elemental Aid", 3, 84, False, False, 1, 0),
    76: ("Spirit of Doom", 4, 81, True, True, 1, 1),
    77: ("Forked Beam", 4, 20, False, False, 1, 0),
    78: ("Chromatic Explosion", 5, 71, True, False, 2, 0),
    79: ("Engulfed in Flames", 5, 44, False, True, 0, 3),
    80: ("Living Torch", 6, 96, False, True, 1, 2),
    81: ("Frozen Night", 6, 46, True, False, 1, 1),
    82: ("Twin Restoration", 7, 75, True, False, 0, 0),
    83: ("Stone Fists", 7, 62, True, False, 3, 1),
    84: ("Zephyr Wings", 8, 85, False, True, 1, 2),
    85: ("Cold Front", 8, 61, True, True, 2, 3),
    86: ("Black Hole", 9, 41, True, False, 1, 0),
    87: ("Inferno", 9, 19, False, False, 1, 0),
}
#: The seven hexes of Icy Blast: a hexagon of six around one.
FLOWER = {(0, 0), (1, -1), (1, 0), (0, 1), (2, -1), (2, 0), (1, 1)}


def test_two_cards_of_each_level_two_to_nine():
    assert_two_per_level(CARDS, range(72, 88))


@pytest.mark.parametrize("card_id", sorted(PRINTED))
def test_printed_values(card_id):
    assert_printed(CARDS[card_id], PRINTED[card_id])


def test_areas():
    from tests.gloomhaven.areas import shape

    def hexes(card_id):
        return {tuple(h) for h in CARDS[card_id]["top"]["abilities"][0]["area"]}

    assert shape(hexes(73), True) == shape(FLOWER, True)  # Icy Blast: seven hexes
    triangle = {(0, 0), (1, -1), (1, 0)}
    for card_id in (74, 78, 86):  # Cold Fire, Chromatic Explosion, Black Hole: three hexes
        assert shape(hexes(card_id), True) == shape(triangle, True), card_id
    line = {(i, -i) for i in range(5)}
    assert shape(hexes(85), True) == shape(line, True)  # Cold Front: a line of five
    assert len(hexes(81)) == 5 and (0, 0) not in hexes(81)  # Frozen Night: melee, five hexes


WHOLE = {
    76: {
        "top": {
            "abilities": [
                {
                    "type": "condition",
                    "conditions": ["curse"],
                    "who": "one_enemy_in_range",
                    "range": 4,
                    "consume": [{"elements": ["dark"], "add": {"kill": True, "xp": 1}}],
                }
            ],
            "lost": True,
        },
        "bottom": {
            "abilities": [
                {
                    "type": "heal",
                    "value": 0,
                    "x": "half_target_max_hp",
                    "who": "one_ally",
                    "consume": [{"elements": ["light"], "add": {"x": "target_max_hp"}}],
                }
            ],
            "lost": True,
            "xp": 1,
        },
    },
    87: {
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 3,
                    "targets": "all_enemies_in_room",
                    "consume": [{"elements": ["fire"], "add": {"attack": 1, "xp": 1}}],
                },
                {"type": "damage", "value": 2, "who": "all_allies_in_room"},
            ]
        },
        "bottom": {
            "abilities": [{"type": "retaliate", "value": 2, "range": 3, "who": "self_and_all_allies"}],
            "active": {"duration": "round"},
        },
    },
}


@pytest.mark.parametrize("card_id", sorted(WHOLE))
def test_whole_card(card_id):
    card = CARDS[card_id]
    assert {"top": card["top"], "bottom": card["bottom"]} == WHOLE[card_id]


def _turn(*cards):
    return first_turn("spellweaver", list(cards), hand_with("spellweaver", *(c for c in cards if c >= 72)))


# --- one ally, all allies -----------------------------------------------------------------------
@pytest.mark.parametrize("air", [False, True])
def test_elemental_aid_shields_one_ally_or_with_air_all_allies(air):
    # Elemental Aid, bottom: "Shield 2, affect any one ally. Consume air: affect all allies
    # instead" (round). Mana Bolt leads.
    state = _turn(75, 65)
    state = board(state, (1, 4), [(-2, 4)])
    state["characters"][1]["hex"] = [3, 0]  # far away: any ally, no range
    state["elements"]["air"] = 2 if air else 0
    state, _ = play(state, type="play_half", card=75, half="bottom", basic=False)
    if air:
        state, _ = play(state, type="consume", entries=[0], elements=["air"])
        state, _ = play(state, type="perform")
    else:
        assert [a["hex"] for a in listed(state, "choose_figure")] == [[3, 0]]  # not herself
        state, _ = play(state, type="choose_figure", hex=[3, 0])
    assert state["characters"][1]["bonuses"] == [{"shield": 2, "range": 1}]
    assert state["characters"][0]["bonuses"] == []


# --- Spirit of Doom ----------------------------------------------------------------------------
@pytest.mark.parametrize("dark", [False, True])
def test_spirit_of_doom_curses_or_with_dark_kills_a_normal_enemy(dark):
    # Spirit of Doom, top: "Curse, Range 4. Consume dark: kill one normal target instead."
    state = _turn(76, 65)
    state = board(state, (1, 4), [(1, 1), (1, 2), (2, 3)])  # the third is elite
    state["elements"]["dark"] = 2 if dark else 0
    state, _ = play(state, type="play_half", card=76, half="top", basic=False)
    if dark:
        state, _ = play(state, type="consume", entries=[0], elements=["dark"])
    choices = sorted(a["hex"] for a in listed(state, "choose_figure"))
    assert choices == ([[1, 1], [1, 2]] if dark else [[1, 1], [1, 2], [2, 3]])
    state, events = play(state, type="choose_figure", hex=[1, 2])
    if dark:
        assert [m["hex"] for m in state["monsters"]] == [[1, 1], [2, 3]]
    else:
        assert "curse" in state["monster_modifiers"]["draw"]


@pytest.mark.parametrize(("light", "healed"), [(False, 5), (True, 10)])
def test_spirit_of_doom_heals_half_or_all_of_an_allys_maximum(light, healed):
    # Spirit of Doom, bottom: "Heal X, affect any one ally, where X is half of that ally's
    # maximum hit point value (rounded down). Consume light: X is that ally's maximum."
    # The Brute has 10 hit points at level 1, here 1 left.
    state = _turn(76, 65)
    state = board(state, (1, 4), [(-2, 4)])
    state["characters"][1]["hp"] = 1
    state["elements"]["light"] = 2 if light else 0
    state, _ = play(state, type="play_half", card=76, half="bottom", basic=False)
    if light:
        state, _ = play(state, type="consume", entries=[0], elements=["light"])
    state, _ = play(state, type="heal", hex=[1, 6])
    assert state["characters"][1]["hp"] == min(10, 1 + healed)


# --- any one element ---------------------------------------------------------------------------
def test_chromatic_explosion_infuses_the_element_the_player_names():
    # Chromatic Explosion, bottom: "Move 2. Infuse any one element."
    state = _turn(78, 65)
    state = board(state, (1, 4), [(-2, 4)])
    state, _ = play(state, type="play_half", card=78, half="bottom", basic=False)
    state, _ = play(state, type="stop")
    assert sorted(a["element"] for a in listed(state, "infuse_element")) == sorted(
        ["fire", "ice", "air", "earth", "light", "dark"]
    )
    assert not listed(state, "perform")
    state, _ = play(state, type="infuse_element", element="earth")
    assert state["turn"]["infuse"] == ["earth"]


# --- an element for two abilities ----------------------------------------------------------------
@pytest.mark.parametrize("dark", [False, True])
def test_frozen_night_moves_farther_and_turns_invisible_with_dark(dark):
    # Frozen Night, bottom: "Move 3. Consume dark: +2 Move, invisible, self (1 XP)."
    state = _turn(81, 65)
    state = board(state, (1, 4), [(-2, 4)])
    state["elements"]["dark"] = 2 if dark else 0
    state, _ = play(state, type="play_half", card=81, half="bottom", basic=False)
    if dark:
        state, _ = play(state, type="consume", entries=[0], elements=["dark"])
    assert state["decisions"][-1]["left"] == (5 if dark else 3)
    state, _ = play(state, type="stop")
    if dark:
        state, _ = play(state, type="perform")
    assert ("invisible" in state["characters"][0]["conditions"]) == dark


@pytest.mark.parametrize("earth", [False, True])
def test_stone_fists_adds_move_and_shield_with_one_earth(earth):
    # Stone Fists, bottom: "Move 3, Shield 1, self. Consume earth: +1 Move, +1 Shield."
    state = _turn(83, 65)
    state = board(state, (1, 4), [(-2, 4)])
    state["elements"]["earth"] = 2 if earth else 0
    state, _ = play(state, type="play_half", card=83, half="bottom", basic=False)
    if earth:
        state, _ = play(state, type="consume", entries=[0], elements=["earth"])
    assert state["decisions"][-1]["left"] == (4 if earth else 3)
    state, _ = play(state, type="stop")
    state, _ = play(state, type="perform")
    assert state["characters"][0]["bonuses"] == [{"shield": 2 if earth else 1, "range": 1}]
    assert state["elements"]["earth"] == 0


def test_living_torch_burns_the_enemies_beside_its_target_with_light():
    # Living Torch, top: "Attack 4, Range 3, immobilize. Consume light: all enemies adjacent
    # to the target suffer 2 damage (1 XP)."
    state = _turn(80, 65)
    state = board(state, (1, 4), [(1, 2), (1, 1), (-2, 4)])
    state["elements"]["light"] = 2
    hp = state["monsters"][1]["hp"]
    state, _ = play(state, type="play_half", card=80, half="top", basic=False)
    state, _ = play(state, type="consume", entries=[0], elements=["light"])
    stack(state, "plus0")
    state, _ = play(state, type="target", hex=[1, 2])
    state, events = play(state, type="perform")
    assert state["monsters"][1]["hp"] == hp - 2
    assert [e["figure"] for e in events if e["type"] == "damage_suffered"] == [["monster", 1]]


# --- loot with a limit -----------------------------------------------------------------------
def test_zephyr_wings_loots_at_most_four_tokens_of_the_players_choice():
    # Zephyr Wings, top: "Loot 2 ... you may not loot more than four money tokens or treasure
    # tiles with this action." Five coins within two hexes.
    state = _turn(84, 65)
    state = board(state, (1, 4), [(-2, 4)])
    coins = [[1, 3], [1, 2], [2, 3], [0, 4], [0, 5]]
    state["overlays"] += [{"type": "coin", "hex": h, "amount": 1} for h in coins]
    state, _ = play(state, type="play_half", card=84, half="top", basic=False)
    for h in coins[:4]:
        assert h in [a["hex"] for a in listed(state, "token_hex")]
        state, _ = play(state, type="token_hex", hex=h)
    assert state["characters"][0]["coins"] == 4
    assert [t["hex"] for t in state["overlays"] if t["type"] == "coin"] == [[0, 5]]


# --- defences -----------------------------------------------------------------------------------
def _attacked_weaver(card, level, uses):
    """A guard beside the Spellweaver (level ``level``, ``card``'s bottom active with ``uses``
    left) attacks her; the Brute is exhausted."""
    from tests.gloomhaven.monster_states import play_out, setup_turn

    state = setup_turn("bandit-guard", 527, [("bandit-guard", [1, 4], False, None)], brute=None)
    promote(state, 1, level, [72, 74, 76, 78, 80, 82, 84][: level - 2] + [card])
    weaver = state["characters"][1]
    weaver["hand"].remove(61)
    weaver["active"].append({"card": card, "half": "bottom", "uses": uses})
    GAME.check_state(state)
    return state, play_out(state)


@pytest.mark.parametrize(("uses", "left"), [(5, 4), (1, None)])
def test_engulfed_in_flames_retaliates_on_melee_attacks_also_on_its_last_use(uses, left):
    # Engulfed in Flames, bottom: "On the next five melee attacks targeting you, gain
    # Retaliate 3" (XP at the first, third and fifth).
    state, events = _attacked_weaver(79, 5, uses)
    assert {"type": "retaliated", "figure": ["character", 1], "target": ["monster", 0], "damage": 3} in events
    active = state["characters"][1]["active"]
    assert [a["uses"] for a in active] == ([left] if left else [])
    if left is None:
        assert 79 in state["characters"][1]["lost"]


def test_cold_front_negates_the_damage_of_an_attack_and_retaliates():
    # Cold Front, bottom: "On the next three sources of damage from attacks targeting you,
    # suffer no damage instead and gain Retaliate 3, Range 3."
    state, events = _attacked_weaver(85, 8, 3)
    weaver = state["characters"][1]
    assert weaver["hp"] == weaver["max_hp"]
    assert {"type": "retaliated", "figure": ["character", 1], "target": ["monster", 0], "damage": 3} in events
    assert [a["uses"] for a in weaver["active"]] == [2]


# --- Black Hole and Inferno -----------------------------------------------------------------------
def test_black_hole_kills_the_normal_enemies_in_its_area_with_dark():
    # Black Hole, top: "Attack 4, Range 3, area; consume dark: kill all normal enemies in the
    # targeted area" (the elite is attacked).
    state = _turn(86, 65)
    state = board(state, (1, 4), [(1, 1), (2, 1), (1, 2)])  # (1, 2): the elite
    state["elements"]["dark"] = 2
    state, _ = play(state, type="play_half", card=86, half="top", basic=False)
    state, _ = play(state, type="consume", entries=[0], elements=["dark"])
    area = next(a["hexes"] for a in listed(state, "place_area") if sorted(a["hexes"]) == [[1, 1], [1, 2], [2, 1]])
    xp = state["characters"][0]["xp"]
    stack(state, "plus0")
    state, events = play(state, type="place_area", hexes=area)
    assert [e["type"] for e in events].count("monster_killed") == 2
    assert [m["elite"] for m in state["monsters"]] == [True]
    assert state["characters"][0]["xp"] == xp + 3  # one per enemy targeted


def test_black_hole_pulls_every_enemy_near_the_chosen_hex_toward_it():
    # Black Hole, bottom: "Choose a hex within Range 4. Pull 2: target all enemies within
    # Range 4 of the chosen hex and pull them toward it."
    state = _turn(86, 65)
    state = board(state, (1, 4), [(1, 0), (3, 0)])
    state, _ = play(state, type="play_half", card=86, half="bottom", basic=False)
    state, _ = play(state, type="token_hex", hex=[2, 0])
    frame = state["decisions"][-1]
    assert frame["kind"] == "forced_move" and frame["source"] == [2, 0] and frame["pull"]


def test_inferno_attacks_every_enemy_in_the_room_and_burns_the_allies_there():
    # Inferno, top: "Attack 3, target all enemies in the same room as you ... All allies in the
    # same room as you suffer 2 damage." Black Barrow's first room holds every hex here.
    state = _turn(87, 65)
    state = board(state, (1, 4), [(1, 0), (3, 0), (-2, 4)])
    from rules.gloomhaven.defence import shield_of

    shields = [shield_of(state, ("monster", i)) for i in range(3)]
    stack(state, "plus0", "plus0", "plus0")
    state, events = play(state, type="play_half", card=87, half="top", basic=False)
    assert sorted(attacked(events)) == [(["monster", i], max(0, 3 - shields[i])) for i in range(3)]
    frame = state["decisions"][-1]
    assert frame["kind"] == "perform" and not listed(state, "skip")  # the Brute must suffer it
    state, events = play(state, type="perform")
    assert state["decisions"][-1]["kind"] == "negate_damage" and state["decisions"][-1]["character"] == 1


def test_twin_restoration_heals_two_different_figures():
    # Twin Restoration, bottom: "Heal 3, Range 3, Target 2": two figures, each once.
    state = _turn(82, 65)
    state = board(state, (1, 4), [(-2, 4)])
    state["characters"][1]["hex"] = [1, 6]
    state["characters"][0]["hp"] = 2
    state["characters"][1]["hp"] = 2
    state, _ = play(state, type="play_half", card=82, half="bottom", basic=False)
    assert sorted(a["hex"] for a in listed(state, "heal")) == [[1, 4], [1, 6]]
    state, _ = play(state, type="heal", hex=[1, 6])
    assert [a["hex"] for a in listed(state, "heal")] == [[1, 4]]  # not the Brute again
    state, _ = play(state, type="heal", hex=[1, 4])
    assert (state["characters"][0]["hp"], state["characters"][1]["hp"]) == (5, 5)
    assert state["turn"]["half"] is None
