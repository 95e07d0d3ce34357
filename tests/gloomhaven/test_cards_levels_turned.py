"""Enemies forced to perform their turn as if their allies were enemies (``turned.py``):
Scoundrel's Long Con (114) and the Mindthief's Hostile Takeover (160) and Domination (172),
bottoms, played in Black Barrow.

The board: the card's character on (1, 4), its party member on (1, 6); two Bandit Guards
(ability card 528 at seed 5: "Move +0, Attack +0"), the first the one turned, the second
its former ally three hexes away."""

import pytest

from rules.core import IllegalAction, InvalidState, decisions
from rules.gloomhaven import GAME, turned
from rules.gloomhaven.board import Map, side
from tests.gloomhaven.level_turns import first_turn, hand_with
from tests.gloomhaven.test_card_mechanics import board, listed, play

#: card -> (class, the other card played, its half used for nothing: basic)
CARDS = {114: ("scoundrel", 100), 160: ("mindthief", 153), 172: ("mindthief", 153)}
TURNED, ALLY = [1, 3], [1, 0]


def _turned_by(card, me=(1, 4), monsters=(TURNED, ALLY)):
    """The character has played ``card``'s bottom and chosen the first monster."""
    cls, other = CARDS[card]
    state = first_turn(cls, [card, other], hand_with(cls, card, other))
    state = board(state, me, list(monsters))
    state, _ = play(state, type="play_half", card=card, half="bottom", basic=False)
    return state


def _chosen(state, h):
    state, events = play(state, type="choose_figure", hex=list(h))
    state, more = play(state, type="play_half", card=state["characters"][0]["in_play"][0], half="top", basic=True)
    return state, events + more


def _through_round(state, steer=None):
    """Play to the end of the round: ``steer(frame, state)`` answers a monster_option of seat
    0 (else the first option); a character's turn is skipped. The events."""
    events = []
    while state["phase"] == "turns":
        frame = decisions.top(state["decisions"])
        actions = GAME.legal_actions(state)
        if frame["kind"] == "monster_option" and steer is not None and _steered(state):
            assert frame["seat"] == 0  # the card player's
            action = {"type": "choose_option", "player": 0, "option": steer(frame, state)}
        else:
            action = next((a for a in actions if a["type"] in ("skip", "stop", "suffer")), actions[0])
        state, more = GAME.apply(state, action)
        events += more
    return state, events


def _steered(state):
    """The monster whose turn it is bears a token that lets the card's player steer it."""
    head = state["monster_turn"]["queue"][0]
    return any(m["hex"] == head and m.get("turned", {}).get("controlled") for m in state["monsters"])


def _attacks(events, attacker):
    return [e["target"] for e in events if e["type"] == "attacked" and e["attacker"] == attacker]


def _moves(events, figure):
    return [e["path"] for e in events if e["type"] == "moved" and e.get("figure") == figure]


# --- Hostile Takeover: the monster AI plays it with the sides swapped ---------------------
def test_hostile_takeover_turns_an_enemy_against_its_allies():
    # "Force one normal or elite enemy within Range 3 to perform its turn this round as if its
    # allies were enemies and its enemies were allies."
    state = _turned_by(160)
    state, events = _chosen(state, TURNED)
    assert {"type": "enemy_turned", "character": 0, "figure": ["monster", 0], "controlled": False} in events
    assert state["monsters"][0]["turned"] == {"by": 0, "controlled": False}
    state, events = _through_round(state)
    # it moves toward its former ally and attacks it, never the Mindthief beside it
    assert _moves(events, ["monster", 0]) and _moves(events, ["monster", 0])[0][-1] != TURNED
    assert _attacks(events, ["monster", 0]) == [["monster", 1]]


def test_hostile_takeover_the_characters_are_its_allies_only_during_its_turn():
    state = _turned_by(160)
    state, _ = _chosen(state, TURNED)
    # on the Mindthief's own turn it is still her enemy
    assert side(state, ("monster", 0)) == "monster"
    assert Map(state).side(("monster", 0)) == "monster"
    # during its own turn the characters are its allies and the other guard its enemy
    state["monster_turn"] = {"type": "bandit-guard", "queue": [TURNED, ALLY], "step": 0, "plan": None, "infuse": []}
    assert side(state, ("monster", 0)) == "character" == side(state, ("character", 0))
    assert side(state, ("monster", 1)) == "monster"
    state["monster_turn"]["queue"] = [ALLY]  # the other guard's turn: its ally as before
    assert side(state, ("monster", 0)) == "monster"


def test_hostile_takeover_reaches_range_three_only():
    state = _turned_by(160, monsters=((1, 1), (1, 0)))  # distance 3 and 4 from (1, 4)
    assert [a["hex"] for a in listed(state, "choose_figure")] == [[1, 1]]
    with pytest.raises(IllegalAction):
        play(state, type="choose_figure", hex=[1, 0])


def test_the_token_comes_off_as_the_round_ends():
    # "place one of your character tokens on this enemy for the round"
    state = _turned_by(160)
    state, _ = _chosen(state, TURNED)
    state, events = _through_round(state)
    assert "round_ended" in [e["type"] for e in events]
    assert not any("turned" in m for m in state["monsters"])
    assert 160 in state["characters"][0]["lost"]  # the lost bottom, active for the round


def test_an_enemy_whose_turn_has_passed_does_nothing_more():
    # Our reading: chosen after its turn this round, it bears the token and nothing happens.
    state = _turned_by(160)
    state, _ = _chosen(state, TURNED)
    state["order"] = [o for o in state["order"] if not any("monster" in t for t in o)]  # the guards have acted
    state, events = _through_round(state)
    assert not _attacks(events, ["monster", 0]) and not _moves(events, ["monster", 0])


# --- Domination and Long Con: the card's player steers it ----------------------------------
def _steered_round(card, me, pick_destination, pick_targets, monsters=(TURNED, ALLY)):
    state = _turned_by(card, me=me, monsters=monsters)
    state, events = _chosen(state, TURNED)
    assert state["monsters"][0]["turned"] == {"by": 0, "controlled": True}
    asked = []

    def steer(frame, state):
        asked.append(frame["options"])
        if all(not o["targets"] for o in frame["options"]):
            return frame["options"].index(pick_destination(frame["options"]))
        return frame["options"].index(pick_targets(frame["options"]))

    state, events = _through_round(state, steer)
    return state, events, asked


@pytest.mark.parametrize("card, me", [(172, (1, 5)), (114, (1, 4))])
def test_the_players_steer_the_turned_enemy(card, me):
    # Domination: "Force one normal or elite enemy within Range 5 to perform its turn this
    # round ... with you controlling the actions"; Long Con: "Force one adjacent normal or
    # elite enemy ...". The player chooses where it moves (any hex its Move reaches, here one
    # the AI would not pick: it stays) and whom it attacks.
    def stay(options):
        return next(o for o in options if o["destination"] == TURNED)

    def the_ally(options):
        return next(o for o in options if o["targets"] == [ALLY])

    state, events, asked = _steered_round(card, me, stay, the_ally)
    destinations = [o["destination"] for o in asked[0]]
    assert TURNED in destinations and len(destinations) > 2  # the hexes its Move reaches
    assert not _moves(events, ["monster", 0])


def test_the_steered_enemy_moves_where_the_player_chooses_and_attacks_its_former_ally():
    def beside(options):
        return next(o for o in options if o["destination"] == [1, 1])

    def the_stunned_elite(options):
        return next(o for o in options if o["targets"] == [[0, 1]])

    monsters = (TURNED, ALLY, ([0, 1], ["stun"]))  # the elite beside (1, 1) too, stunned
    state, events, asked = _steered_round(172, (1, 5), beside, the_stunned_elite, monsters)
    assert _moves(events, ["monster", 0])[0][-1] == [1, 1]
    # the player chooses between its two former allies beside it, never the Mindthief
    assert sorted(o["targets"] for o in asked[1]) == [[[0, 1]], [ALLY]]
    assert _attacks(events, ["monster", 0]) == [["monster", 2]]
    assert all(t != ["character", 0] for t in _attacks(events, ["monster", 0]))


def test_long_con_reaches_an_adjacent_enemy_only():
    state = _turned_by(114, monsters=((1, 2), (1, 3)))  # distance 2 and 1 from (1, 4)
    assert [a["hex"] for a in listed(state, "choose_figure")] == [[1, 3]]


# --- who may be turned -------------------------------------------------------------------
@pytest.mark.parametrize("card", sorted(CARDS))
def test_a_boss_is_not_a_normal_or_elite_enemy(card):
    # "bosses are not considered normal or elite monsters"
    state = _turned_by(card)
    assert turned.allowed(state, {"elite": True}, [tuple(TURNED)]) == [tuple(TURNED)]
    state["monsters"][0]["type"] = "bandit-commander"
    assert turned.allowed(state, {"elite": True}, [tuple(TURNED)]) == []


def test_a_tampered_token_is_refused():
    state = _turned_by(160)
    state, _ = _chosen(state, TURNED)
    GAME.check_state(state)
    state["monsters"][0]["turned"]["by"] = 1  # the other character's class turns no enemy
    with pytest.raises(InvalidState):
        GAME.legal_actions(state, 0)
    state["monsters"][0]["turned"] = {"by": 0, "controlled": False}
    state["monsters"][1]["turned"] = {"by": 0, "controlled": False}  # two tokens of one card
    with pytest.raises(InvalidState):
        GAME.legal_actions(state, 0)
