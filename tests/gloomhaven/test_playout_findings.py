"""Engine faults the random games of every playable scenario found (``bench.gloomhaven_scenarios``,
the conformance suite's ``test_every_variant_plays_to_its_end``, sweeps at the table), and
holes in the state check edited states found (``test_edited_states.py``), each pinned here."""

import random

import pytest

from rules.core import InvalidState, decisions, playout
from rules.gloomhaven import GAME, monster_abilities, monster_requests, turn
from tests.gloomhaven.test_card_mechanics import first_turn


def test_a_character_exhausted_by_its_wound_as_its_turn_starts():
    """Wound: "suffers 1 damage at the start of each of its turns"; with 1 HP and no card to
    lose instead, the character is exhausted, and its turn is over before it began."""
    state = first_turn("brute", [1, 2], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    character = state["characters"][0]
    character.update(hp=1, hand=[], discard=[], conditions=["wound"])
    state["decisions"] = []
    events: list = []
    turn.begin(state, 0, events)
    assert character["exhausted"] and state["turn"] is None
    assert [e["type"] for e in events][-1] == "exhausted"


def test_a_monster_that_loots_nothing_says_nothing():
    """Loot: "every coin within range"; with none there is no event (an empty one is refused
    by the event schema)."""
    state = GAME.setup(
        {
            "scenario": 1,
            "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "tinkerer", "level": 1, "seat": 1}],
        },
        seed=2,
    )
    state["overlays"] = [o for o in state["overlays"] if o["type"] != "coin"]
    events: list = []
    monster_abilities._loot(state, 0, 2, events)
    assert events == []


def test_a_flying_monster_never_ends_on_an_invisible_enemy():
    """Invisible: monsters treat the figure as an obstacle; a flier may end its move on an
    obstacle, but "cannot end its movement in the same hex as another figure" (Forest Imp,
    scenario 59)."""

    state = GAME.setup(
        {
            "scenario": 1,
            "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "tinkerer", "level": 1, "seat": 1}],
        },
        seed=2,
    )
    state["characters"][0].update(hex=[2, 2], conditions=["invisible"])
    state["monsters"][0]["type"] = "forest-imp"
    flier = monster_requests.request(state, ("monster", 0), {"type": "move", "plus": 0}, None)
    assert [2, 2] not in flier["map"]["obstacles"]
    assert {"id": "character0", "side": "monster", "hex": [2, 2], "initiative": None} in flier["figures"]
    state["monsters"][0]["type"] = "bandit-guard"
    walker = monster_requests.request(state, ("monster", 0), {"type": "move", "plus": 0}, None)
    assert [2, 2] in walker["map"]["obstacles"]
    assert all(f["hex"] != [2, 2] for f in walker["figures"])


def test_no_token_lies_on_a_door_a_rule_keeps_locked():
    """Scenario 53: "the doors open at the start of round 4"; until then door (2, 6) is not on
    the map, so a state with a token there is refused (the conformance suite's bounds test
    moved one there, and a monster's move then met a hex missing from the board)."""
    state = GAME.setup(
        {
            "scenario": 53,
            "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "mindthief", "level": 1, "seat": 1}],
        },
        seed=3,
    )
    GAME.check_state(state)
    state["overlays"][0]["hex"] = [2, 6]
    with pytest.raises(InvalidState, match="not on the revealed map"):
        GAME.check_state(state)
    state["round"] = 4
    GAME.check_state(state)


def test_the_order_lists_exactly_the_characters_still_to_act():
    """The order holds the turns still to come this round. An order that names a character
    who has had its turn in place of one who has not is refused: played on, the skipped
    character's cards stayed in play past the round's end (the conformance suite's bounds
    test edited ``order`` so)."""
    from tests.gloomhaven.monster_states import setup_turn

    state = setup_turn("bandit-guard", 530, [("bandit-guard", [2, 3], False, None)])
    GAME.check_state(state)  # the guard, then the Spellweaver (80); the Brute (10) has acted
    for order in ([[{"monster": "bandit-guard"}], [{"character": 0}]], [[{"monster": "bandit-guard"}]]):
        edited = {**state, "order": order}
        with pytest.raises(InvalidState, match="order"):
            GAME.check_state(edited)


def test_a_characters_move_starts_from_the_hex_it_stands_on():
    """A move's frame keeps where it started (the figure's hex changes when the move stops).
    A frame whose start was edited to another hex is refused: stopping there put two figures
    on one hex (the conformance suite's bounds test edited ``start``)."""
    from tests.gloomhaven.test_card_mechanics import board, listed, play

    state = board(first_turn("brute", [1, 2], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), (1, 4), [(-2, 3)])
    state, _ = play(state, type="play_half", card=2, half="bottom", basic=True)  # Move 2
    state, _ = play(state, type="step", hex=listed(state, "step")[0]["hex"])
    frame = state["decisions"][-1]
    assert frame["kind"] == "move" and frame["start"] == [1, 4]
    GAME.check_state(state)
    frame["start"] = list(frame["at"])
    with pytest.raises(InvalidState, match="move"):
        GAME.check_state(state)


def test_an_attacks_targets_lie_on_the_map():
    """An attack in progress keeps the hexes of its targets; one edited off the map is refused
    (a further target then carried it into the turn's work in progress, which the check
    refused: the conformance suite's bounds test edited ``attack.targets``)."""
    from tests.gloomhaven.test_card_mechanics import board, listed, play

    state = board(first_turn("brute", [1, 2], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), (1, 4), [(1, 3)])
    state, _ = play(state, type="play_half", card=1, half="top", basic=True)  # Attack 2
    assert listed(state, "target") and state["attack"] is not None
    GAME.check_state(state)
    state["attack"]["targets"] = [[1, 99]]
    with pytest.raises(InvalidState, match="revealed map"):
        GAME.check_state(state)


def test_the_turn_is_the_acting_characters_at_the_head_of_the_order():
    """A character's turn is the turn at the head of the order. One handed to another
    character before its first card was played is refused (the conformance suite's bounds
    test edited ``turn.character``, and the other character's card played from it left the
    state's bounds)."""
    state = first_turn("brute", [1, 2], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    GAME.check_state(state)
    state["turn"]["character"] = 1
    with pytest.raises(InvalidState, match="head of the order"):
        GAME.check_state(state)


def wounded_turn():
    """Black Barrow with both characters wounded, as the first character turn begins."""
    state = GAME.setup(
        {
            "scenario": 1,
            "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "tinkerer", "level": 1, "seat": 1}],
        },
        seed=8,
    )
    for character in state["characters"]:
        character["conditions"] = ["wound"]
    while state["turn"] is None:
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def test_a_wounds_damage_is_decided_before_the_character_plays_its_turn():
    """Wound: "suffers 1 damage at the start of each of its turns". The choice to lose hit
    points or cards for it came after the turn's first card half (the turn's own decision was
    stacked above it); it now comes first, and the turn goes on once it is made."""
    state = wounded_turn()
    top = decisions.top(state["decisions"])
    assert (top["kind"], top["source"], top["character"]) == ("negate_damage", "wound", state["turn"]["character"])
    assert [f["kind"] for f in state["decisions"]] == ["negate_damage"]
    state, _ = GAME.apply(state, next(a for a in GAME.legal_actions(state) if a["type"] == "suffer"))
    assert decisions.top(state["decisions"])["kind"] in ("character_turn", "rest")


def test_a_monster_slain_by_retaliate_pushes_no_more():
    """Found by the conformance suite on Ancient Defense Network (#40): a Living Corpse's
    "Attack, Push 1" on the Cragheart, whose retaliate killed it. Its attack is over, but the
    push it had queued was still asked for, by a monster no longer on the map."""
    import random

    from rules.core import playout

    options = {
        "characters": [{"seat": 0, "class": "spellweaver", "level": 1}, {"seat": 0, "level": 1, "class": "cragheart"}],
        "scenario": 40,
    }
    state = GAME.setup(options, 29847999)
    slain = False
    for _, after, events in playout.steps(GAME, state, random.Random(3637), playout.uniform, 150):
        if any(e["type"] == "retaliated" and e["target"][0] == "monster" for e in events) and any(
            e["type"] == "monster_killed" for e in events
        ):
            slain = True
            assert after["monster_turn"] is None or "forced" not in after["monster_turn"]
    assert slain


def test_a_turn_marked_as_starting_needs_its_damage_choice_pending():
    state = wounded_turn()
    GAME.check_state(state)  # the wound's choice pending: a starting turn
    edited = {**state, "decisions": []}
    with pytest.raises(InvalidState, match="turn.starting"):
        GAME.check_state(edited)


def test_a_character_exhausted_by_its_own_abilitys_damage_ends_its_turn_there():
    """Found by the bounds loop on Ghost Fortress (#50): the Cragheart's Massive Boulder reached
    the Cragheart itself at 1 HP with no card to lose (it no longer does: "An ally ... does not
    include the character itself"): it was exhausted, its turn over, and the ability went on to
    look for its hex and its XP (a server error). Now the ability stops there. Here the
    Tinkerer's Harsh Stimulants, top: "Attack 9. Suffer 2 damage", at 2 HP."""
    from tests.gloomhaven import level_turns
    from tests.gloomhaven.test_card_mechanics import board, play, stack

    state = level_turns.first_turn("tinkerer", [58, 36], level_turns.hand_with("tinkerer", 58))
    state = board(state, (1, 4), [(1, 3)])
    me = state["characters"][0]
    me["hp"], me["lost"], me["hand"], me["discard"] = 2, sorted(me["lost"] + me["hand"] + me["discard"]), [], []
    GAME.check_state(state)
    state, _ = play(state, type="play_half", card=58, half="top", basic=False)
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[1, 3])
    while decisions.top(state["decisions"])["kind"] == "perform":
        state, more = play(state, type="perform")
        events += more
    assert {"type": "exhausted", "character": 0} in events
    assert ["character", 0] in [e["figure"] for e in events if e["type"] == "damage_suffered"]
    assert state["turn"] is None or state["turn"]["character"] != 0
    GAME.check_state(state)


def test_a_pending_push_or_pull_needs_its_monster_at_the_head_of_the_queue():
    """Found by the bounds loop on Ruinous Rift (#27): a Wind Demon's pull waiting while its
    target chose how to take the damage, the demon's hex edited away. The check accepted it,
    and the pull then asked for a choice with no monster acting."""
    import copy
    import random

    from rules.core import playout

    options = {
        "scenario": 27,
        "characters": [
            {"class": "tinkerer", "level": 5, "seat": 1, "perks": [0, 14, 1]},
            {"class": "cragheart", "level": 1, "seat": 0},
        ],
    }
    found = None
    for _, after, _ in playout.steps(GAME, GAME.setup(options, 9412), random.Random(167883426), playout.uniform, 60):
        if after["monster_turn"] and after["monster_turn"].get("forced"):
            found = after
            break
    assert found is not None
    GAME.check_state(found)
    head = found["monster_turn"]["queue"][0]
    edited = copy.deepcopy(found)
    monster = next(m for m in edited["monsters"] if m["hex"] == head)
    monster["hex"] = [1, 0]
    with pytest.raises(InvalidState, match="monster_turn.forced"):
        GAME.check_state(edited)


def test_an_items_attack_bonus_keeps_the_attack_within_its_bound():
    """Found by the bounds loop (#2, item 14): an attack at its largest value (99) and an item's
    "+1 Attack" made a state the check refuses. The value stops at its bound."""
    from rules.gloomhaven import items

    attack = {"ability": {"type": "attack", "value": 99}}
    items._on_attack(attack, {"attack": 1})
    assert attack["ability"]["value"] == 99
    attack = {"ability": {"type": "attack", "value": 3}}
    items._on_attack(attack, {"attack": 1})
    assert attack["ability"]["value"] == 4


def test_at_the_table_a_door_an_attack_destroys_asks_for_each_standee_once():
    """Found by a random game at the table (#35, 4 characters): an attack destroys the Door
    objective, "each opens when it is destroyed", and the room's standee numbers are asked for;
    the at-once rules that follow asked again, so the first monster's number was asked twice
    and, once given, the second question had no answer: no legal action, the game stuck. The
    table answers one draw at a time."""
    from rules.gloomhaven import objectives

    options = {
        "scenario": 35,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "tinkerer", "level": 1, "seat": 1}],
        "randomness": "table",
    }
    state = GAME.setup(options, None)
    while decisions.top(state["decisions"])["kind"] != "character_turn":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    [door] = [i for i, o in enumerate(state["objectives"]) if o["name"] == "Door"]
    events: list = []
    objectives.wound(state, ("objective", door), 999, events, "attack")
    assert [e["type"] for e in events if e["type"] == "door_opened"] == ["door_opened"]
    assert sum(1 for f in state["decisions"] if f.get("seat") == -1) == 1
    waiting, asked = sum(1 for m in state["monsters"] if m["standee"] is None), 0
    while decisions.top(state["decisions"])["seat"] == -1:
        GAME.check_state(state)
        asked += decisions.top(state["decisions"])["kind"] == "standee"
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    GAME.check_state(state)
    assert waiting > 1 and asked == waiting
    assert all(m["standee"] is not None for m in state["monsters"])


def test_a_state_asking_the_table_twice_or_for_a_numbered_standee_is_refused():
    """The stuck state above, as a client could send it, is refused: two draws asked of the
    table at once, or a standee number asked for a monster that has one."""
    options = {
        "scenario": 1,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "tinkerer", "level": 1, "seat": 1}],
        "randomness": "table",
    }
    state = GAME.setup(options, None)
    state, _ = GAME.apply(state, GAME.legal_actions(state)[0])  # the first standee number given
    frame = decisions.top(state["decisions"])
    assert frame["kind"] == "standee"
    GAME.check_state(state)
    twice = {**state, "decisions": [*state["decisions"], dict(frame)]}
    with pytest.raises(InvalidState, match="one chance decision at a time"):
        GAME.check_state(twice)
    numbered = next(m for m in state["monsters"] if m["standee"] is not None)
    other = {**state, "decisions": [*state["decisions"][:-1], {**frame, "monster": numbered["hex"]}]}
    with pytest.raises(InvalidState, match="a standee asked for a monster without a standee number"):
        GAME.check_state(other)


def test_a_draw_asked_of_the_table_must_have_something_to_draw():
    """Found by a fuzzer of edited states: a monster card asked from a deck not in play made
    listing the legal actions fail (a server error). A monster card is drawn from a deck in
    play with none shown, a modifier card for a figure on the map."""
    options = {
        "scenario": 1,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "tinkerer", "level": 1, "seat": 1}],
        "randomness": "table",
    }
    state, seen = GAME.setup(options, None), {}
    while len(seen) < 2 and state["outcome"] is None:
        frame = decisions.top(state["decisions"])
        if frame["kind"] in ("draw_monster_card", "draw_modifier"):
            seen.setdefault(frame["kind"], state)
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    cards, modifier = seen["draw_monster_card"], seen["draw_modifier"]
    GAME.check_state(cards)
    GAME.check_state(modifier)

    def edited(state, **members):
        return {**state, "decisions": [*state["decisions"][:-1], {**state["decisions"][-1], **members}]}

    for deck in ("living-spirit", "minus2"):
        with pytest.raises(InvalidState, match="a monster card drawn from a deck in play"):
            GAME.check_state(edited(cards, deck=deck))
    for figure in (["character", 3], ["monster", 99]):
        with pytest.raises(InvalidState, match="a modifier card drawn for a figure on the map"):
            GAME.check_state(edited(modifier, figure=figure))


def test_a_turn_under_way_heads_the_order():
    """Found by the edited-states test: a state whose monsters' turn is under way (``acting``)
    with an empty order failed as the turn ended (a server error). It is refused."""
    options = {
        "scenario": 1,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "tinkerer", "level": 1, "seat": 1}],
        "randomness": "table",
    }
    state = GAME.setup(options, None)
    while state["monster_turn"] is None or state["turn"] is not None:  # a modifier drawn for a monster
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state["acting"] and state["order"]
    GAME.check_state(state)
    with pytest.raises(InvalidState, match="order: the turn under way is at its head"):
        GAME.check_state({**state, "order": []})


@pytest.mark.parametrize("scenario", [35, 19])
def test_the_types_a_door_opened_on_another_turn_than_a_character_s_reveals_act_this_round(scenario):
    """Found by comparing random games before and after the types a monster's turn reveals
    were kept for its end. #35: the demons attack the Door objective, "each opens when it is
    destroyed": the rooms behind were revealed on a demon's turn and their monster types waited
    for the next round. #19: Hail walks into a door on her own turn (an escort's turn has no
    monster turn: keeping them there lost them). Rulebook, "Revealing a Room": "any monster
    type that has a lower initiative value than the revealing [figure] ... must immediately act
    out their turn"; the others act at their initiative this round."""
    policy = playout.prefer(("play_half", "target", "step", "select_cards"), 0.7)
    state = GAME.setup(GAME.variants()[f"scenario-{scenario}"], 1)
    opened, acted = None, []
    for _, after, events in playout.steps(GAME, state, random.Random(1), policy, 2000):
        kinds = [e["type"] for e in events]
        if opened is None and "door_opened" in kinds:
            at = kinds.index("door_opened")
            if "turn_ended" in kinds[:at] or "monsters_turn" in kinds[:at]:  # not on a character's turn
                opened = events[at]["new_monsters"]
                events = events[at:]
        if opened is not None:
            acted += [e["monster"] for e in events if e["type"] == "monsters_turn"]
            if "round_ended" in kinds:
                break
        state = after
    assert opened is not None, "no door opened on another turn than a character's"
    assert opened and set(opened) <= set(acted)
