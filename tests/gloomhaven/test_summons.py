"""Characters' summons, on hand-built Black Barrow states.

Round summary, "Evocazione": "Some abilities summon other allies into the hexes adjacent to
the summoner; with no free hex there is no summon. The card that summoned goes to the active
area. The summon stays until it suffers all its hit points, the card that summoned it leaves
the active area, or the summoner is exhausted. Summons act immediately before their
summoner's turn ... act on their own with the abilities 'Move +0, Attack +0', drawing from
the summoner's attack modifier deck." "Focus: ... the lowest initiative (summons have a
lower initiative than their summoners)."
"""

import pytest

from rules.core import IllegalAction, InvalidState
from rules.gloomhaven import GAME, defence, engine
from rules.gloomhaven.board import Map, key
from tests.gloomhaven.monster_states import of, run, setup_turn, stack, suffer_all, top
from tests.gloomhaven.test_card_mechanics import board, first_turn, listed, play

# Aid from the Ether (Spellweaver 71, bottom): "Summon Mystic Ally: HP 2, Move 2, Attack 3,
# Range 2". Gnawing Horde (Mindthief 150, top): "Summon Rat Swarm: HP 6, Move 1, Attack 2,
# Poison". Harmless Contraption (Tinkerer 31, top): "Summon Decoy: HP 6, Move 2, Attack -".
MYSTIC_ALLY, RAT_SWARM, DECOY = 71, 150, 31


def give_summon(state, owner, card, at, half="bottom", hp=None):
    """Character ``owner`` has ``card`` in its active area and its summon on ``at`` (a hand
    card makes room for it when the card is not the character's yet)."""
    character = state["characters"][owner]
    for pile in ("hand", "discard", "lost", "in_play"):
        if card in character[pile]:
            character[pile].remove(card)
            break
    else:
        character["hand"].pop(0)
    character["active"].append({"card": card, "half": half, "uses": 0})
    from rules.gloomhaven import summons

    full = summons.spec(card)["hp"]
    state["summons"].append(
        {
            "owner": owner,
            "card": card,
            "hex": list(at),
            "hp": full if hp is None else hp,
            "max_hp": full,
            "conditions": [],
            "bonuses": [],
        }
    )
    GAME.check_state(state)
    return state


def adjacent(state, h):
    return sorted(Map(state).neighbours(key(h)))


# --- placing a summon -----------------------------------------------------------------
@pytest.fixture
def horde():
    """The Mindthief (seat 0) has played Scurry (153, initiative 20) and Gnawing Horde (150)."""
    state = first_turn("mindthief", [153, 150], [146, 147, 148, 149, 150, 151, 152, 153, 154, 155])
    return board(state, (1, 4), [(1, 2)])


def test_a_summon_goes_into_an_empty_hex_beside_the_summoner(horde):
    state, _ = play(horde, type="play_half", card=RAT_SWARM, half="top", basic=False)
    assert top(state)["kind"] == "token_hex"
    game_map = Map(state)
    empty = [
        h for h in adjacent(state, (1, 4)) if h not in game_map.figures and not game_map.overlays.get(h)
    ]  # no figure, token or overlay there (Black Barrow's start room has no corridors)
    assert sorted(tuple(a["hex"]) for a in listed(state, "token_hex")) == empty
    with pytest.raises(IllegalAction):
        play(state, type="token_hex", hex=[1, 2])  # the monster's hex
    state, events = play(state, type="token_hex", hex=list(empty[0]))
    assert of(events, "summoned") == [
        {"type": "summoned", "character": 0, "card": RAT_SWARM, "name": "Rat Swarm", "hex": list(empty[0])}
    ]
    assert state["summons"] == [
        {"owner": 0, "card": RAT_SWARM, "hex": list(empty[0]), "hp": 6, "max_hp": 6, "conditions": [], "bonuses": []}
    ]
    # "The card that summoned goes to the active area" (persistent: it stays there).
    assert {"card": RAT_SWARM, "half": "top", "uses": 0} in state["characters"][0]["active"]
    assert RAT_SWARM not in state["characters"][0]["lost"]


def test_the_summoner_and_its_allies_move_through_the_summon_but_do_not_stop_on_it(horde):
    give_summon(horde, 0, RAT_SWARM, (1, 5), half="top")
    state, _ = play(horde, type="play_half", card=153, half="top", basic=False)  # Scurry: Move 3, Attack 1
    frame = top(state)
    assert frame["kind"] == "move"
    steps = [tuple(a["hex"]) for a in listed(state, "step")]
    assert (1, 5) in steps  # an ally's hex may be passed through
    state, _ = play(state, type="step", hex=[1, 5])
    assert not listed(state, "stop")  # "cannot end its movement in the same hex as another figure"


# --- the summon's own turn ------------------------------------------------------------
def weaver_with_ally(at, monster_at, card=530, hp=None, brute=None):
    """A bandit guard's turn (card 530) next, then the Spellweaver's; the Mystic Ally on
    ``at``."""
    state = setup_turn("bandit-guard", card, [("bandit-guard", monster_at, False, None)], brute=brute)
    return give_summon(state, 1, MYSTIC_ALLY, at, hp=hp)


def test_summons_act_before_their_summoner_with_its_modifier_deck():
    state = weaver_with_ally([0, 3], [2, 2], brute=None)
    state["order"] = [[{"character": 1}]]
    weaver = state["characters"][1]
    stack(weaver["modifiers"], ["plus1"])
    monster_deck = list(state["monster_modifiers"]["draw"])
    guard_hp = state["monsters"][0]["hp"]
    events = run(state)
    kinds = [e["type"] for e in events]
    assert kinds[0] == "summons_turn" and top(state)["kind"] == "character_turn"
    hits = of(events, "attacked")
    assert [(h["attacker"], h["target"], h["drawn"]) for h in hits] == [(["summon", 0], ["monster", 0], ["plus1"])]
    # Mystic Ally Attack 3 (its card's), +1 drawn from the Spellweaver's deck, less the shield
    shield = defence.shield_of(state, ("monster", 0)) if state["monsters"] else 0
    assert hits[0]["damage"] == 3 + 1 - shield
    assert state["monster_modifiers"]["draw"] == monster_deck  # the monsters' deck untouched
    assert "plus1" in weaver["modifiers"]["discard"]
    if state["monsters"]:
        assert state["monsters"][0]["hp"] == guard_hp - hits[0]["damage"]


def test_a_summon_moves_to_its_focus_as_a_monster_does():
    # "Move +0": the Mystic Ally (Move 2, Range 2) steps until the guard is in range.
    state = weaver_with_ally([-2, 6], [3, 1], brute=None)
    state["order"] = [[{"character": 1}]]
    game_map = Map(state)
    before = game_map.distance((-2, 6), (3, 1))
    events = run(state)
    moved = of(events, "moved")
    assert moved and moved[0]["figure"] == ["summon", 0] and moved[0]["path"][0] == [-2, 6]
    after = Map(state).distance(key(state["summons"][0]["hex"]), (3, 1))
    assert after < before and len(moved[0]["path"]) - 1 <= 2


def test_a_summon_with_no_attack_only_moves():
    # Decoy, "Attack -": its turn is its move, towards its focus as for a melee attack.
    state = first_turn("tinkerer", [30, 32], list(range(30, 42)))
    board(state, (-1, 6), [(3, 1)])
    state["turn"], state["decisions"], state["acting"] = None, [], False  # before its turn
    give_summon(state, 0, DECOY, (0, 6), half="top")
    events = []
    engine.resume(state, events)
    assert events[0] == {"type": "summons_turn", "character": 0}
    # Three hexes are as good: a tie the summoner's seat breaks (the Decoy is "not controlled").
    assert top(state)["kind"] == "monster_option" and top(state)["seat"] == 0
    assert len(top(state)["options"]) == 3 and all(o["targets"] == [] for o in top(state)["options"])
    state, more = GAME.apply(state, {"type": "choose_option", "player": 0, "option": 0})
    events += more
    assert not [e for e in events if e["type"] == "attacked" and e["attacker"][0] == "summon"]
    assert Map(state).distance(key(state["summons"][0]["hex"]), (3, 1)) < Map(state).distance((0, 6), (3, 1))
    assert top(state)["kind"] == "character_turn" and top(state)["character"] == 0


# --- monsters and summons ---------------------------------------------------------------
def test_monsters_focus_on_a_summon_before_its_summoner_at_equal_distance():
    # Focus: nearest, then "the lowest initiative (summons have a lower initiative than their
    # summoners)": the guard, beside both, attacks the Mystic Ally.
    state = weaver_with_ally([2, 4], [2, 3], brute=None)
    state["characters"][1]["hex"] = [1, 3]
    game_map = Map(state)
    assert game_map.distance((2, 3), (2, 4)) == game_map.distance((2, 3), (1, 3)) == 1
    events = suffer_all(state, run(state))
    assert [e["target"] for e in of(events, "attacked")] == [["summon", 0]]


def test_a_slain_summon_leaves_the_map_and_its_card_the_active_area():
    state = weaver_with_ally([2, 4], [2, 3], hp=1, brute=None)
    state["characters"][1]["hex"] = [-2, 6]
    events = run(state)
    assert of(events, "summon_removed") == [
        {"type": "summon_removed", "figure": ["summon", 0], "card": MYSTIC_ALLY, "hex": [2, 4]}
    ]
    weaver = state["characters"][1]
    assert state["summons"] == []
    assert MYSTIC_ALLY in weaver["lost"] and all(a["card"] != MYSTIC_ALLY for a in weaver["active"])


def test_an_exhausted_summoners_summons_leave_the_map():
    # "... or the summoner is exhausted."
    state = weaver_with_ally([-2, 6], [2, 3], brute=[-2, 3])
    state["characters"][1].update(hex=[1, 3], hp=1)
    state["characters"][1]["hand"] = []
    state["characters"][1]["discard"] = []  # no card to lose instead of the damage
    state["order"].append([{"character": 0}])  # the Brute's turn after (a decision to stop at)
    events = suffer_all(state, run(state))
    assert {"type": "exhausted", "character": 1} in events
    assert state["summons"] == [] and of(events, "summon_removed")


# --- untrusted states ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "edit",
    [
        lambda s: s["summons"][0].update(hp=3),  # more than the card's HP 2
        lambda s: s["summons"][0].update(max_hp=5),
        lambda s: s["summons"][0].update(owner=0),  # the Brute has no Aid from the Ether
        lambda s: s["characters"][1]["active"].clear(),  # its card not in the active area
        lambda s: s["summons"][0].update(hex=list(s["characters"][1]["hex"])),  # on another figure
        lambda s: s["summons"].append(dict(s["summons"][0], hex=[-2, 6])),  # two of one card
    ],
)
def test_an_edited_summon_is_refused(edit):
    state = weaver_with_ally([-1, 6], [3, 1])
    edit(state)
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_the_view_shows_summons_to_every_seat():
    state = weaver_with_ally([-1, 6], [3, 1])
    for seat in (0, 1, None):
        assert GAME.view(state, seat)["summons"] == state["summons"]


def test_a_summon_whose_half_is_still_being_played_is_a_valid_state():
    """The card goes to the active area when its half is done; a decision in between (here a
    wound's damage) leaves the summon on the map with its card still in play."""
    from rules.gloomhaven import summons

    state = first_turn("tinkerer", [DECOY, 38], [30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41])
    state = board(state, (1, 4), [(1, 2)])
    state, _ = play(state, type="play_half", card=DECOY, half="top", basic=False)
    summons.place(state, 0, DECOY, (1, 5), [])
    assert DECOY in state["characters"][0]["in_play"]
    GAME.check_state(state)
    state["turn"]["half"]["card"] = 38
    with pytest.raises(InvalidState):
        GAME.check_state(state)
