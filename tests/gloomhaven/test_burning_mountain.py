"""#82 Burning Mountain (GG's notes on the scenario book, p. 104), played with 2 characters
(the sources lack the hex of a Stone Golem of 3-4 characters):

"All doors are locked. Each time one elite monster is killed, one door opens automatically, in
the order a, b, c, d, e, and finally f." "Once the treasure tile has been looted, the character
holding its items may end their turn on (g) and remove one of those items from the game to
complete the scenario (Conclusion A). Alternatively, after the chest is looted, the scenario is
completed if all characters return to an entrance hex before becoming exhausted (Conclusion B).
If the scenario is lost, the treasure tile is reset (not kept)." Treasure 62 gives items 110
(Helm of the Mountain) and 115 (Mountain Hammer).
"""

import pytest

from rules.core import InvalidOptions
from rules.gloomhaven import GAME, damage, goals, looting, rooms, scenario_rules, setup

from .scenario_turns import PAIR, first_character_turn
from .test_door_openers import end_turn

DOORS = [(-3, -6), (2, -6), (-1, -11), (5, -12), (0, -9), (2, -9)]  # a-f (VGB's door hexes)
G = [1, -9]  # the sacrifice hex between doors e and f
CHEST = [3, -14]  # treasure 62
ENTRANCE = [-2, 0]  # one of the four entrance (starting) hexes of K1a
HELM, HAMMER = "Helm of the Mountain", "Mountain Hammer"
GOAL = scenario_rules.rules(82)["goal"][0]  # any_of: Conclusion A or B


def _kill(state, elite):
    """A monster of the map killed, elite or normal."""
    index = next(i for i, m in enumerate(state["monsters"]) if m["elite"] == elite)
    events = []
    damage.kill_monster(state, index, events)  # its rules that fire at once too
    return events


def test_each_elite_killed_opens_the_next_door_in_order():
    """Door a leads to C1a (room 1), b to D1a (2), c from C1a to I1b (4) and, through the open
    corridor of the chest, B2b (5); d from D1a to B2b (already revealed), e to the corridor
    hex g (3), f from D1a to g: the six elites of 2 characters open them all."""
    state = first_character_turn(82)
    assert state["rooms"] == [0]
    revealed = []
    for _ in range(6):
        before = set(state["rooms"])
        if any(not m["elite"] for m in state["monsters"]):
            _kill(state, elite=False)
            assert set(state["rooms"]) == before, "a normal monster opens nothing"
        _kill(state, elite=True)
        revealed.append(sorted(set(state["rooms"]) - before))
        GAME.check_state(state)  # door b shows a Stone Golem of a type already acting: its standee too
    assert revealed == [[1], [2], [4, 5], [], [3], []]
    assert state["tally"]["elite_killed"] == 6 and not any(m["elite"] for m in state["monsters"])
    GAME.check_state(state)


def looted():
    """#82 at a character's turn, every room revealed and no monster left, treasure 62 looted
    by the acting character, who then stands on g (the other on its starting hex)."""
    state = first_character_turn(82)
    rooms.reveal(state, [1, 2, 3, 4, 5], [])
    state["monsters"] = []
    me = state["turn"]["character"]
    looting.loot_hex(state, me, CHEST, [])
    state["characters"][me]["hex"] = list(G)
    return state, me


def test_the_chest_gives_its_looter_both_items_as_pieces():
    state, me = looted()
    assert {p["name"]: p["holder"] for p in state["pieces"]} == {HELM: me, HAMMER: me}
    assert setup.rewards({**state, "outcome": "victory"})[me]["items"] == [110, 115]


def test_its_holder_ending_a_turn_on_g_may_sacrifice_one_and_wins_as_the_round_ends():
    state, me = looted()
    state, events, actions = end_turn(state)
    offered = [a["piece"] for a in actions if a["type"] == "use_piece"]
    assert offered == [HELM], "one of those items: the first offered, and no second"
    assert {"type": "piece_used", "name": HELM, "character": me} in events
    assert state["tally"]["used"] == [HELM] and [p["name"] for p in state["pieces"]] == [HAMMER]
    assert goals.GOALS["piece_used"](state, {"type": "piece_used", "pieces": [HELM, HAMMER]})
    number = state["round"]
    for _ in range(200):  # the rest of the round: no monster is left
        if state["outcome"] is not None:
            break
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state["outcome"] == "victory" and state["round"] == number, "won as that round ends"
    assert GAME.status(state)["terminal"]
    assert setup.rewards(state)[me]["items"] == [115], "the helm is removed from the game"


def test_or_keep_both_and_no_sacrifice_is_made():
    state, me = looted()
    while state["decisions"][-1]["kind"] != "use_piece":
        legal = GAME.legal_actions(state)
        state, _ = GAME.apply(state, next((a for a in legal if a["type"] in ("play_half", "stop")), legal[0]))
    legal = GAME.legal_actions(state)
    assert sorted(a.get("piece", "") for a in legal if a["type"] == "use_piece") == [HELM, HAMMER]
    state, _ = GAME.apply(state, next(a for a in legal if a["type"] == "keep_pieces"))
    assert state["tally"].get("used", []) == [] and len(state["pieces"]) == 2


def test_another_character_on_g_sacrifices_nothing():
    """Only "the character holding its items" (the earlier data let any character on g win)."""
    state, me = looted()
    other = 1 - me
    state["pieces"] = [{**p, "holder": other} for p in state["pieces"]]
    state, _, actions = end_turn(state)
    assert all(a["type"] != "use_piece" for a in actions)
    assert not goals.GOALS["any_of"](state, GOAL)


def test_conclusion_b_every_character_back_on_an_entrance_hex_with_the_chest_looted():
    state, me = looted()
    assert not goals.GOALS["any_of"](state, GOAL)
    state["characters"][me]["hex"] = ENTRANCE
    assert goals.GOALS["any_of"](state, GOAL)
    assert setup.rewards({**state, "outcome": "victory"})[me]["items"] == [110, 115], "both taken home"
    state["tally"]["looted"] = []
    assert not goals.GOALS["any_of"](state, GOAL), "after the chest is looted"


def test_on_a_loss_the_chest_is_reset():
    state, me = looted()
    lost = setup.rewards({**state, "outcome": "defeat"})
    assert lost[me]["items"] == [] and lost[1 - me]["items"] == []


def test_it_plays_with_two_characters_only():
    third = {"class": "tinkerer", "level": 1, "seat": 2}
    with pytest.raises(InvalidOptions, match="scenario 82 plays with 2 characters only: one Stone Golem"):
        GAME.setup({"scenario": 82, "characters": [*PAIR, third]}, seed=1)
