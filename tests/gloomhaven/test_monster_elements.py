"""Elements on the monsters' cards (``monster_elements``): what a consumption adds to the
attack the monster AI plans, abilities performed only when their elements are consumed, and
"any element", the players' choice.

Rulebook, Elemental Infusions: "Monsters always consume elements if they can, and every
activated monster of that type will gain the benefit"; "If this symbol [any element] is
present on a monster's ability card, the players choose which element is created or
consumed." Each test plays one monster type's turn on a small Black Barrow board
(``monster_states``)."""

import copy

import pytest

from rules.core import IllegalAction, InvalidState
from rules.gloomhaven import GAME, elements
from tests.gloomhaven.monster_states import of, play_out, run, setup_turn, top

STRONG, INERT = elements.STRONG, elements.INERT


def strong(state, *names):
    for name in names:
        state["elements"][name] = STRONG
    return state


def targets(events):
    return sorted(tuple(e["target"]) for e in of(events, "attacked"))


# --- abilities performed only when their elements are consumed ---------------------------------
@pytest.mark.parametrize("ice", [True, False])
def test_flame_demon_suffers_damage_only_when_ice_is_consumed(ice):
    # Flame Demon 633 "Attack +0, target all adjacent enemies; consume Ice: Flame Demon suffers
    # 1 damage". From (2, 4) both characters are adjacent; the attack is melee, though the
    # Flame Demon is a ranged monster: one modifier card each (no disadvantage).
    state = setup_turn("flame-demon", 633, [("flame-demon", [2, 4], False, None)])
    if ice:
        strong(state, "ice")
    events = play_out(state)
    assert targets(events) == [("character", 0), ("character", 1)]
    assert all(len(e["drawn"]) == 1 for e in of(events, "attacked"))
    assert state["monsters"][0]["hp"] == (1 if ice else 2)
    assert state["elements"]["ice"] == INERT


@pytest.mark.parametrize("air", [True, False])
def test_an_attack_performed_only_when_its_element_is_consumed(air):
    # Savvas Icestorm 713 "Shield 4; Heal 2, Range 3; consume Air: Attack +0, Range +0".
    state = setup_turn("savvas-icestorm", 713, [("savvas-icestorm", [3, 1], False, None)])
    if air:
        strong(state, "air")
    events = play_out(state)
    assert len(of(events, "attacked")) == (1 if air else 0)
    assert state["monsters"][0]["bonuses"] == [{"shield": 4, "range": 1}]


@pytest.mark.parametrize("fire", [True, False])
def test_a_retaliate_gained_only_with_fire(fire):
    # Savvas Lavaflow 718 "Move +1, Attack -1 all adjacent enemies; consume Fire: Retaliate 3".
    state = setup_turn("savvas-lavaflow", 718, [("savvas-lavaflow", [2, 4], False, None)])
    if fire:
        strong(state, "fire")
    play_out(state)
    assert state["monsters"][0].get("bonuses", []) == ([{"retaliate": 3, "range": 1}] if fire else [])


# --- "any element" --------------------------------------------------------------------------------
def test_any_element_is_the_players_choice():
    # Earth Demon 643 "Move +0, Attack -1 (area); consume any element: Earth". With Fire and Ice
    # both Strong, the players choose; Earth is infused at the end of the demon's turn.
    state = strong(
        setup_turn("earth-demon", 643, [("earth-demon", [4, 0], False, None)], weaver=[-3, 6]), "fire", "ice"
    )
    play_out(state)
    frame = top(state)
    assert frame["kind"] == "monster_element" and frame["elements"] == ["fire", "ice"]
    assert {a["element"] for a in GAME.legal_actions(state)} == {"fire", "ice"}
    state, events = GAME.apply(state, {"type": "choose_element", "player": frame["seat"], "element": "ice"})
    assert of(events, "element_consumed") == [{"type": "element_consumed", "element": "ice"}]
    assert state["elements"] == {**state["elements"], "ice": INERT, "fire": STRONG, "earth": STRONG}


def test_any_element_with_one_element_there_is_no_choice():
    state = strong(setup_turn("earth-demon", 643, [("earth-demon", [4, 0], False, None)], weaver=[-3, 6]), "dark")
    events = play_out(state)
    assert top(state)["kind"] == "character_turn"
    assert [e["element"] for e in of(events, "element_consumed")] == ["dark"]
    assert state["elements"]["earth"] == STRONG


def test_no_element_no_infusion():
    state = setup_turn("earth-demon", 643, [("earth-demon", [4, 0], False, None)], weaver=[-3, 6])
    events = play_out(state)
    assert not of(events, "element_consumed") and not of(events, "element_infused")


def test_every_demon_of_the_type_benefits_from_the_element_chosen():
    # "every activated monster of that type will gain the benefit": the second Wind Demon
    # infuses Air too, with no second choice.
    placed = [("wind-demon", [4, 0], False, None), ("wind-demon", [3, 0], False, None)]
    state = strong(setup_turn("wind-demon", 651, placed, brute=[-2, 6], weaver=[-3, 6]), "fire", "dark")
    state["monsters"][0]["conditions"] = state["monsters"][1]["conditions"] = ["immobilize"]
    play_out(state)
    frame = top(state)
    state, events = GAME.apply(state, {"type": "choose_element", "player": frame["seat"], "element": "dark"})
    assert not of(events, "element_consumed")[1:]  # one choice, one element consumed
    assert state["elements"]["fire"] == STRONG and state["elements"]["dark"] == INERT
    assert top(state)["kind"] == "character_turn" and state["elements"]["air"] == STRONG


def test_a_choice_of_element_is_checked():
    state = strong(
        setup_turn("earth-demon", 643, [("earth-demon", [4, 0], False, None)], weaver=[-3, 6]), "fire", "ice"
    )
    play_out(state)
    seat = top(state)["seat"]
    with pytest.raises(IllegalAction):
        GAME.apply(state, {"type": "choose_element", "player": seat, "element": "air"})  # not Waning or Strong
    for edit in (
        lambda s: s.update(monster_turn=None),  # no monster turn
        lambda s: s["decisions"][-1].update(elements=["fire", "air"]),  # air is Inert
        lambda s: s["monster_turn"].update(step=1),  # the Move, not the card's "any element"
    ):
        edited = copy.deepcopy(state)
        edit(edited)
        with pytest.raises(InvalidState):
            GAME.check_state(edited)


# --- what a consumption adds to the attack the AI plans ----------------------------------------
@pytest.mark.parametrize("earth", [True, False])
def test_target_two_with_earth(earth):
    # Earth Demon 639 "Attack +0, Range 4; consume Earth: Target 2": the Brute and the
    # Spellweaver are both 4 hexes away.
    state = setup_turn("earth-demon", 639, [("earth-demon", [3, 0], False, None)], weaver=[0, 4])
    if earth:
        strong(state, "earth")
    events = play_out(state)
    assert len(targets(events)) == (2 if earth else 1)


@pytest.mark.parametrize("fire", [True, False])
def test_an_area_with_fire(fire):
    # Flame Demon 630 "Attack +0, Range +0; consume Fire: a circle of seven hexes".
    state = setup_turn("flame-demon", 630, [("flame-demon", [3, 1], False, None)], weaver=[2, 3])
    if fire:
        strong(state, "fire")
    events = play_out(state)
    assert len(targets(events)) == (2 if fire else 1)


@pytest.mark.parametrize("light", [True, False])
def test_all_enemies_within_range_with_light(light):
    # Sun Demon 657 "Move -1, Attack +0, Range 4; consume Light: target all enemies within range".
    state = setup_turn("sun-demon", 657, [("sun-demon", [3, 0], False, None)], weaver=[0, 4])
    state["monsters"][0]["conditions"] = ["immobilize"]
    if light:
        strong(state, "light")
    events = play_out(state)
    assert len(targets(events)) == (2 if light else 1)


@pytest.mark.parametrize("earth", [True, False])
def test_a_shorter_range_with_earth(earth):
    # Wind Demon 650 "Push 1 all adjacent enemies; Attack +0, Range +0; consume Earth: -2 Range":
    # the Brute 3 hexes away is out of the Range 1 left.
    state = setup_turn("wind-demon", 650, [("wind-demon", [3, 1], False, None)], weaver=[-3, 6])
    if earth:
        strong(state, "earth")
    events = play_out(state)
    assert targets(events) == ([] if earth else [("character", 0)])
    assert state["elements"]["earth"] == (STRONG if earth else INERT)  # no attack: nothing consumed


@pytest.mark.parametrize("air", [True, False])
def test_push_four_instead_with_air(air):
    # Savvas Icestorm 708 "Push 2, target all adjacent enemies; consume Air: Push 4 instead".
    state = setup_turn("savvas-icestorm", 708, [("savvas-icestorm", [1, 3], False, None)], weaver=[-3, 6])
    if air:
        strong(state, "air")
    run(state)
    assert top(state)["purpose"] == "push"
    assert state["monster_turn"]["forced"][0]["left"] == (4 if air else 2)
