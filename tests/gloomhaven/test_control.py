"""Abilities another figure performs: the Mindthief's and the Scoundrel's control cards, on
hand-built Black Barrow states (``test_card_mechanics``: character 0 is the class under test,
seat 0; the Brute is seat 1).

The cards (GHS text): Parasitic Influence (152, bottom) "Force one enemy within Range 4 to
perform: Move 1 with you controlling the action"; Submissive Affliction (146, bottom) "Force
one enemy within Range 5 to perform: Attack 2, Range +0, targeting another enemy with you
controlling the action"; Possession (157) "One adjacent ally may perform: Attack 6" (top),
"One ally within Range 3 may perform: Move 4" (bottom); Sinister Opportunity (97, bottom)
"Move 3. Force one adjacent enemy to perform: Move 1 with you controlling the action, and
ending in a hex adjacent to you."
"""

import pytest

from rules.core import IllegalAction, InvalidState
from rules.gloomhaven import GAME, defence
from rules.gloomhaven.board import Map
from tests.gloomhaven.monster_states import of, top
from tests.gloomhaven.test_card_mechanics import board, first_turn, listed, play

MINDTHIEF_HAND = [146, 147, 148, 149, 150, 151, 152, 153, 155, 157]


def mindthief(cards):
    return first_turn("mindthief", cards, MINDTHIEF_HAND)


def choose(state, h):
    assert top(state)["kind"] == "choose_figure"
    return play(state, type="choose_figure", hex=list(h))


def test_a_controlled_enemy_moves_as_the_card_player_steers_it():
    state = board(mindthief([153, 152]), (1, 4), [(1, 2), (-2, 3), (3, 0)])
    game_map = Map(state)
    state, _ = play(state, type="play_half", card=152, half="bottom", basic=False)
    # "one enemy within Range 4": in range and in sight
    reachable = sorted(tuple(m["hex"]) for m in state["monsters"] if game_map.distance((1, 4), tuple(m["hex"])) <= 4)
    assert sorted(tuple(a["hex"]) for a in listed(state, "choose_figure")) == reachable
    state, events = choose(state, (1, 2))
    assert of(events, "controlled") == [{"type": "controlled", "character": 0, "figure": ["monster", 0]}]
    frame = top(state)
    assert frame["kind"] == "move" and frame["figure"] == ["monster", 0] and frame["seat"] == 0
    assert frame["left"] == 1  # "Move 1"
    steps = [tuple(a["hex"]) for a in listed(state, "step")]
    assert steps and all(game_map.distance((1, 2), h) == 1 for h in steps)
    assert (1, 4) not in steps  # never onto its enemy
    state, events = play(state, type="step", hex=list(steps[0]))
    assert of(events, "moved") == [{"type": "moved", "figure": ["monster", 0], "to": list(steps[0])}]
    state, _ = play(state, type="stop")
    assert state["monsters"][0]["hex"] == list(steps[0])
    assert state["turn"]["moved"] == 0  # not the Mindthief's own move


def test_a_controlled_enemy_attacks_another_enemy_with_the_monster_deck():
    state = board(mindthief([153, 146]), (1, 4), [(2, 2), (2, 1)])
    guard_hp = state["monsters"][1]["hp"]
    state, _ = play(state, type="play_half", card=146, half="bottom", basic=False)
    state, _ = choose(state, (2, 2))
    frame = top(state)
    assert frame["kind"] == "attack_targets" and frame["seat"] == 0 and frame["character"] == 0
    # "targeting another enemy": the other monster, never itself, nor a character
    assert [a["hex"] for a in listed(state, "target")] == [[2, 1]]
    mindthief_deck = list(state["characters"][0]["modifiers"]["draw"])
    state["monster_modifiers"]["draw"].remove("plus0")
    state["monster_modifiers"]["draw"].insert(0, "plus0")
    state, events = play(state, type="target", hex=[2, 1])
    hits = of(events, "attacked")
    assert [(h["attacker"], h["target"], h["drawn"]) for h in hits] == [(["monster", 0], ["monster", 1], ["plus0"])]

    shield = defence.shield_of(state, ("monster", 1))
    assert hits[0]["damage"] == max(0, 2 - shield)  # the printed Attack 2
    assert state["characters"][0]["modifiers"]["draw"] == mindthief_deck
    assert state["monsters"][1]["hp"] == guard_hp - hits[0]["damage"]


def test_a_melee_enemy_attacks_only_an_adjacent_one():
    # "Range +0": a melee monster's own range is melee.
    state = board(mindthief([153, 146]), (1, 4), [(2, 2), (3, 0)])
    state, _ = play(state, type="play_half", card=146, half="bottom", basic=False)
    state, events = choose(state, (2, 2))
    from rules.gloomhaven import content

    assert state["monsters"][0]["type"] == "bandit-guard"  # melee: range 0
    assert content.monster_stats("bandit-guard", state["levels"]["monster"], False)["range"] == 0
    # (3, 0) is two hexes away: no target, the attack is not made
    assert {"type": "ability_skipped", "figure": ["monster", 0], "reason": "no_target"} in events


def test_an_ally_performs_its_attack_with_its_own_deck_and_its_player_chooses():
    state = board(mindthief([153, 157]), (1, 5), [(2, 3)])
    state["characters"][1]["hex"] = [1, 4]  # the Brute beside the Mindthief and the guard
    xp = state["characters"][0]["xp"]
    state, _ = play(state, type="play_half", card=157, half="top", basic=False)
    assert [a["hex"] for a in listed(state, "choose_figure")] == [[1, 4]]  # "one adjacent ally"
    state, _ = choose(state, (1, 4))
    frame = top(state)
    assert frame["kind"] == "attack_targets" and frame["seat"] == 1 and frame["character"] == 1
    brute_deck = state["characters"][1]["modifiers"]["draw"]
    brute_deck.remove("plus0")
    brute_deck.insert(0, "plus0")

    shield = defence.shield_of(state, ("monster", 0))
    state, events = GAME.apply(state, {"type": "target", "player": 1, "character": 1, "hex": [2, 3]})
    hits = of(events, "attacked")
    assert hits[0]["attacker"] == ["character", 1] and hits[0]["drawn"] == ["plus0"]
    assert hits[0]["damage"] == 6 - shield  # "Attack 6"
    while top(state)["kind"] != "character_turn":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state["characters"][0]["xp"] == xp + 2  # Possession's 2 XP: the card was used


def test_an_ally_in_range_moves_four_steered_by_its_own_player():
    state = board(mindthief([153, 157]), (1, 4), [(3, 0)])
    state["characters"][1]["hex"] = [-1, 6]
    state, _ = play(state, type="play_half", card=157, half="bottom", basic=False)
    state, _ = choose(state, (-1, 6))
    frame = top(state)
    assert frame["kind"] == "move" and frame["figure"] == ["character", 1] and frame["seat"] == 1
    assert frame["left"] == 4


def test_sinister_opportunity_moves_the_enemy_to_a_hex_beside_the_scoundrel():
    state = first_turn("scoundrel", [89, 97], [88, 89, 90, 91, 92, 93, 94, 95, 97])
    state = board(state, (1, 4), [(2, 3)])
    state, _ = play(state, type="play_half", card=97, half="bottom", basic=False)
    state, _ = play(state, type="stop")  # Move 3: stays
    state, _ = choose(state, (2, 3))
    frame = top(state)
    assert frame["kind"] == "move" and frame["near"] == [1, 4]
    game_map = Map(state)
    steps = [tuple(a["hex"]) for a in listed(state, "step")]
    # "ending in a hex adjacent to you": with Move 1, no step away from her (it could not end
    # there, and could not come back: the game would wait for an answer that does not exist)
    assert steps and all(game_map.distance(h, (1, 4)) == 1 for h in steps)
    with pytest.raises(IllegalAction):
        play(state, type="step", hex=[2, 2])


# --- untrusted states ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "edit",
    [
        lambda f: f.update(figure=["monster", 7]),
        lambda f: f.update(figure=[3, "monster"]),
        lambda f: f.update(start=[0, 0]),  # not where the monster stands
        lambda f: f.update(near=[40, 40]),  # off the map
    ],
)
def test_an_edited_controlled_move_is_refused(edit):
    state = board(mindthief([153, 152]), (1, 4), [(1, 2)])
    state, _ = play(state, type="play_half", card=152, half="bottom", basic=False)
    state, _ = choose(state, (1, 2))
    edit(top(state))
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_a_controlled_enemy_killed_by_a_trap_it_enters_ends_the_move_and_drops_its_coin_there():
    """Parasitic Influence moves an enemy onto a damage trap that kills it: its move is over
    (no frame left on a figure that is gone, the next monster not taken in its place) and,
    "when a monster dies, it drops a money token in the hex where it died", its coin lies on
    the trap's hex (a random game with a level 7 Mindthief found this: the move frame named
    the next monster of the list)."""
    state = board(mindthief([153, 152]), (1, 4), [(1, 2), (-2, 3), (3, 0)])
    state["monsters"][0]["hp"] = 1
    state["overlays"] = [o for o in state["overlays"] if o["type"] != "coin"]
    state["overlays"].append({"type": "trap", "hex": [1, 3], "damage": 3})
    others = [m["hex"] for m in state["monsters"][1:]]
    state, _ = play(state, type="play_half", card=152, half="bottom", basic=False)
    state, _ = choose(state, (1, 2))
    state, events = play(state, type="step", hex=[1, 3])
    [killed] = of(events, "monster_killed")
    assert killed["hex"] == [1, 3]
    assert [m["hex"] for m in state["monsters"]] == others  # the others have not moved
    assert {"type": "coin", "hex": [1, 3], "amount": 1} in state["overlays"]
    assert all(f.get("figure") is None for f in state["decisions"])
    GAME.check_state(state)


def test_a_controlled_enemy_that_survives_a_trap_goes_on_with_its_move():
    """The trap's damage does not kill it: the move goes on from the trap's hex (the figure's
    hex changes when the move stops; a state between its steps stays valid)."""
    state = board(mindthief([153, 152]), (1, 4), [(1, 2), (-2, 3), (3, 0)])
    hp = state["monsters"][0]["hp"]
    state["overlays"].append({"type": "trap", "hex": [1, 3], "damage": 1})
    state, _ = play(state, type="play_half", card=152, half="bottom", basic=False)
    state, _ = choose(state, (1, 2))
    state, events = play(state, type="step", hex=[1, 3])
    assert of(events, "damage_suffered")[0]["damage"] == 1 and state["monsters"][0]["hp"] == hp - 1
    GAME.check_state(state)
    state, _ = play(state, type="stop")
    assert state["monsters"][0]["hex"] == [1, 3]
