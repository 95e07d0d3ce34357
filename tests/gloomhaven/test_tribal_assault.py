"""#44 Tribal Assault (GG's notes on the scenario book, p. 58-59), played with 2 characters (the
sources lack the hex of a Hound of 3-4 characters):

"Redthorn (b) ... acts on initiative 01 every round, performing Move 3, Attack 3, Range 3 ...
He adds +1 Attack to all his attacks for each captive freed." "Captive Orchids (a) ... 4+(2×L)
HP each; cannot be healed; not considered allies of the characters; enemies of all monster
types". "Any character may lose one card from their hand to negate any one source of damage a
captive Orchid would suffer." "A character adjacent to a captive Orchid may forgo an action
(discarding one card instead) to free that captive, which is removed from the map
immediately." "Lose: Any captive Orchid is killed."
"""

import copy

import pytest

from rules.core import IllegalAction, InvalidOptions, InvalidState, decisions
from rules.gloomhaven import GAME, damage, escorts, goals, objectives, rooms

from .scenario_turns import PAIR, first_character_turn
from .test_markers import _beside

CAPTIVES = 9


def at_a_captive(name="Captive Orchid 4"):
    """#44 at a character's turn, every room revealed, the acting character beside a captive."""
    state = first_character_turn(44)
    hidden = [r["id"] for r in GAME.components()["scenarios"]["44"]["rooms"] if r["id"] not in state["rooms"]]
    rooms.reveal(state, hidden, [])
    assert rooms.fill_in(state, [])
    me = state["turn"]["character"]
    captive = next(e for e in state["escorts"] if e["name"] == name)
    state["characters"][me]["hex"] = _beside(state, captive["hex"])
    return state, me


def _captive(state, name):
    return next(i for i, e in enumerate(state["escorts"]) if e["name"] == name)


def test_nine_captives_and_redthorn_stand_on_the_revealed_map():
    state, _ = at_a_captive()
    names = sorted(e["name"] for e in state["escorts"])
    assert names == sorted(["Redthorn", *(f"Captive Orchid {n}" for n in range(1, CAPTIVES + 1))])
    level = state["levels"]["scenario"]
    assert {e["max_hp"] for e in state["escorts"] if e["name"] != "Redthorn"} == {4 + 2 * level}
    GAME.check_state(state)


def test_a_character_beside_a_captive_may_forgo_either_action_to_free_it():
    state, me = at_a_captive()
    freeing = [a for a in GAME.legal_actions(state) if a["type"] == "free_figure"]
    assert {a["figure"] for a in freeing} == {"Captive Orchid 4"}
    assert {a["half"] for a in freeing} == {"top", "bottom"}, "an action: a top or a bottom"
    action = next(a for a in freeing if a["half"] == "top")
    state, events = GAME.apply(state, action)
    freed = next(e for e in events if e["type"] == "figure_freed")
    assert freed == {"type": "figure_freed", "name": "Captive Orchid 4", "hex": freed["hex"], "character": me}
    assert "Captive Orchid 4" not in {e["name"] for e in state["escorts"]}, "removed from the map immediately"
    assert state["tally"]["freed"] == ["Captive Orchid 4"]
    assert {"type": "half_played", "character": me, "card": action["card"], "half": "top", "basic": True} in events
    objectives.place(state)
    assert "Captive Orchid 4" not in {e["name"] for e in state["escorts"]}, "not set up again"
    assert goals.outcome(state) is None, "a captive freed is not killed"
    GAME.check_state(state)


def test_away_from_the_captives_nothing_is_offered_and_a_stranger_is_refused():
    state, me = at_a_captive()
    state["characters"][me]["hex"] = _beside(state, state["escorts"][_captive(state, "Redthorn")]["hex"])
    offered = {a["figure"] for a in GAME.legal_actions(state) if a["type"] == "free_figure"}
    assert "Redthorn" not in offered, "only the figures whose names start with the rule's"
    state, _ = at_a_captive()
    action = next(a for a in GAME.legal_actions(state) if a["type"] == "free_figure")
    with pytest.raises(IllegalAction, match="a figure beside you"):
        GAME.apply(state, {**action, "figure": "Captive Orchid 9"})


def test_redthorn_adds_one_attack_for_each_captive_freed():
    state, _ = at_a_captive()
    redthorn = _captive(state, "Redthorn")
    assert escorts.stats(state, redthorn)["attack"] == 3 and escorts.stats(state, redthorn)["range"] == 3
    state["tally"]["freed"] = ["Captive Orchid 1", "Captive Orchid 2"]
    state["escorts"] = [e for e in state["escorts"] if e["name"] not in state["tally"]["freed"]]
    assert escorts.stats(state, _captive(state, "Redthorn"))["attack"] == 5


def test_any_character_may_lose_a_card_to_negate_a_source_of_damage_every_time():
    state, _ = at_a_captive()
    who = ("escort", _captive(state, "Captive Orchid 4"))
    hp = state["escorts"][who[1]]["hp"]
    for _ in range(3):  # no limit of uses, unlike #84's "twice"
        damage.suffer(state, who, 2, [], source="attack")
        assert decisions.top(state["decisions"])["kind"] == "protect_figure"
        spend = next(a for a in GAME.legal_actions(state) if a["type"] == "protect_with_card")
        state, _ = GAME.apply(state, spend)
        assert state["escorts"][who[1]]["hp"] == hp
    assert "protected" not in state["tally"], "counted only where the uses are limited"
    GAME.check_state(state)


def test_a_captive_killed_loses_the_scenario():
    state, _ = at_a_captive()
    who = ("escort", _captive(state, "Captive Orchid 4"))
    damage.suffer(state, who, 99, [], source="attack")
    state, _ = GAME.apply(state, next(a for a in GAME.legal_actions(state) if a["type"] == "let_suffer"))
    assert "Captive Orchid 4" in state["tally"]["died"]
    assert goals.outcome(state) == "defeat"


@pytest.mark.parametrize(
    "edit",
    [
        lambda s: s["tally"].update(freed=["Captive Orchid 4"]),  # still standing
        lambda s: s["tally"].update(freed=["Captive Orchid 12"]),
        lambda s: s["tally"].update(freed=["Captive Orchid 1", "Captive Orchid 1"]),
    ],
    ids=["standing", "not the scenario's", "twice"],
)
def test_the_state_check_refuses_impossible_freed_figures(edit):
    state, _ = at_a_captive()
    state["escorts"] = [e for e in state["escorts"] if e["name"] != "Captive Orchid 1"]
    broken = copy.deepcopy(state)
    edit(broken)
    with pytest.raises(InvalidState, match="tally.freed"):
        GAME.check_state(broken)


def test_it_plays_with_two_characters_only():
    third = {"class": "tinkerer", "level": 1, "seat": 2}
    with pytest.raises(InvalidOptions, match="scenario 44 plays with 2 characters only: one Hound"):
        GAME.setup({"scenario": 44, "characters": [*PAIR, third]}, seed=1)
