"""The Cultist's ability cards 604 and 605: "Move −1, Attack −1, On Death: Attack +2, Target all
adjacent enemies": a Cultist killed in the round one of them is shown attacks every adjacent
enemy with its Attack + 2, drawing from the monsters' modifier deck, as soon as the attack
that killed it is over (``on_death``)."""

from rules.gloomhaven import GAME, content, damage, decks, defence, scenario_rules

from . import monster_states
from .test_card_mechanics import ME, board, first_turn, play, stack
from .test_cards_levels_spellweaver import _turn

BRUTE, WEAVER = ["character", 0], ["character", 1]


def _cultist_turn(card, at=(2, 4)):
    """A Cultist beside both characters (the Brute on [1, 4], the Spellweaver on [1, 5]), its
    card ``card`` shown."""
    return monster_states.setup_turn("cultist", card, [("cultist", list(at), False, None)])


def _attack(state):
    return scenario_rules.monster_stats(state, "cultist", False)["attack"]


def _hits(events):
    return sorted((tuple(e["target"]), e["damage"]) for e in events if e["type"] == "attacked")


def test_a_cultist_dying_with_card_604_shown_attacks_every_adjacent_enemy_with_attack_plus_2():
    state = _cultist_turn(604)
    events = []
    damage.wound_monster(state, 0, 99, events, "trap")
    assert state["dying"] and state["monsters"] == []
    events += monster_states.play_out(state)
    value = _attack(state) + 2  # the +0 cards stacked on the monsters' deck
    assert _hits(events) == [(tuple(BRUTE), value), (tuple(WEAVER), value)]
    assert {
        "type": "death_attack",
        "figure": "monster",
        "name": "cultist",
        "hex": [2, 4],
        "targets": [[1, 4], [1, 5]],
    } in events
    assert state["monsters"] == [] and state["dying"] == [], "it leaves the map after its attack"
    assert state["tally"]["killed"] == {"cultist": 1}
    GAME.check_state(state)


def test_card_605_does_the_same():
    state = _cultist_turn(605)
    events = []
    damage.wound_monster(state, 0, 99, events, "trap")
    events += monster_states.play_out(state)
    assert len(_hits(events)) == 2


def test_with_another_cultist_card_shown_a_dying_cultist_does_nothing():
    other = next(
        c["id"]
        for c in content.monster_decks()["cultist"]
        if not any(a["type"] == "on_death" for a in decks.card("cultist", c["id"])["abilities"])
    )
    state = _cultist_turn(other)
    events = []
    damage.wound_monster(state, 0, 99, events, "trap")
    assert state["dying"] == []
    events += monster_states.play_out(state)
    assert _hits(events) == [] and not any(e["type"] == "death_attack" for e in events)


def test_only_adjacent_enemies_are_attacked():
    state = _cultist_turn(604, at=(1, 2))  # beside no one: the Brute is two hexes away
    events = []
    damage.wound_monster(state, 0, 99, events, "trap")
    events += monster_states.play_out(state)
    assert {"type": "death_attack", "figure": "monster", "name": "cultist", "hex": [1, 2], "targets": []} in events
    assert _hits(events) == [] and state["monsters"] == [] and state["dying"] == []


def test_a_figure_on_its_hex_by_then_keeps_it_from_standing_again():
    state = _cultist_turn(604)
    events = []
    damage.wound_monster(state, 0, 99, events, "trap")
    state["characters"][1]["hex"] = [2, 4]
    events += monster_states.play_out(state)
    assert _hits(events) == [] and state["dying"] == []


def test_killed_by_the_brutes_trample_it_attacks_him_and_his_retaliation_does_not_reach_it():
    """Eye for an Eye's top (Retaliate 2 this round), then Trample's bottom ("Move 4, Jump;
    Attack 2, targeting all enemies moved through") over the Cultist, which dies and hits the
    Brute beside it for its Attack + 2; the Brute's Retaliate does not kill it twice."""
    state = first_turn("brute", [2, 1], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    state["characters"][1]["hex"] = [1, 6]
    cultist = monster_states.monster(state, "cultist", [1, 3], hp=1)
    state["monsters"] = [cultist]
    monster_states.show(state, "cultist", 604)
    GAME.check_state(state)
    state, _ = play(state, type="play_half", card=2, half="top", basic=False)
    while state["decisions"][-1]["kind"] == "perform":
        state, _ = play(state, type="perform")
    state, _ = play(state, type="play_half", card=1, half="bottom", basic=False)
    for h in ([1, 3], [1, 2]):
        state, _ = play(state, type="step", hex=h)
    stack(state, "plus0")
    monster_states.stack(state["monster_modifiers"], ["plus0"])
    state, events = play(state, type="stop")
    while state["decisions"][-1]["kind"] == "negate_damage":
        state, more = play(state, type="suffer", character=0)
        events += more
    assert [e["monster"] for e in events if e["type"] == "monster_killed"] == ["cultist"]
    assert (tuple(BRUTE), _attack(state) + 2) in _hits(events)
    assert not any(e["type"] == "retaliated" for e in events)
    assert state["tally"]["killed"] == {"cultist": 1} and state["monsters"] == [] and state["dying"] == []
    assert ME["player"] == 0
    GAME.check_state(state)


# --- the Burning Avatar (Living Torch, bottom: "Summon Burning Avatar: HP 2, Move 3, Attack 2,
# Range 3"; its attacks infuse fire; as it dies, "Attack 3" on all adjacent enemies) -----------
def _avatar(guard_at):
    """The level-6 Spellweaver summons the Burning Avatar on [1, 3]; the one bandit guard left
    stands on ``guard_at``."""
    state = _turn(80, 65)
    state = board(state, (1, 4), [guard_at])
    state, _ = play(state, type="play_half", card=80, half="bottom", basic=False)
    state, events = play(state, type="token_hex", hex=[1, 3])
    assert {"type": "summoned", "character": 0, "card": 80, "name": "Burning Avatar", "hex": [1, 3]} in events
    return state


def _play_on(state, until, each=None):
    """First legal actions until an event of type ``until``; the state and every event."""
    seen = []
    for _ in range(300):
        if each is not None:
            each(state)
        state, events = GAME.apply(state, GAME.legal_actions(state)[0])
        seen += events
        if any(e["type"] == until for e in events):
            return state, seen
    raise AssertionError(f"no {until}")


def test_the_burning_avatar_slain_beside_an_enemy_attacks_it_with_attack_3():
    state = _avatar((0, 3))  # beside the Avatar: the guard attacks it in round 2 and kills it
    stacked = []

    def plus0(s):  # the Spellweaver's next card, as round 2 begins
        if s["round"] == 2 and not stacked:
            stack(s, "plus0")
            stacked.append(True)

    state, events = _play_on(state, "death_attack", each=plus0)
    at = next(i for i, e in enumerate(events) if e["type"] == "death_attack")
    death, hit = events[at], next(e for e in events[at:] if e["type"] == "attacked")
    assert (death["figure"], death["name"], death["hex"]) == ("summon", "Burning Avatar", [1, 3])
    assert death["targets"] == [[0, 3]]
    assert hit["attacker"][0] == "summon" and hit["target"] == ["monster", 0] and hit["drawn"] == ["plus0"]
    assert hit["damage"] == 3 - defence.shield_of(state, ("monster", 0))
    assert state["summons"] == [] and state["dying"] == []
    assert 80 in state["characters"][0]["lost"], "its card lost as it left the map"


def test_the_burning_avatars_attacks_infuse_fire():
    state = _avatar((-1, 2))

    def disarm(s):  # the guard neither moves nor attacks in round 2
        if s["round"] == 2 and s["phase"] != "turns":
            s["monsters"][0]["conditions"] = ["disarm", "immobilize"]

    state, events = _play_on(state, "element_infused", each=disarm)
    events = events[next(i for i, e in enumerate(events) if e["type"] == "summons_turn") :]
    kinds = [e["type"] for e in events]
    assert events[kinds.index("attacked")]["attacker"][0] == "summon"
    assert kinds.index("attacked") < kinds.index("element_infused")
    assert {"type": "element_infused", "element": "fire"} in events
    assert state["elements"]["fire"] == 2
