"""#34 Scorched Summit (GG's notes on the scenario book, p. 45): "The Elder Drake occupies all three
hexes of the obstacle it sits on. A figure that can target any one of those hexes can target the
Elder Drake; the Elder Drake may use any of its hexes to work out what it can target." "Special 2:
the Elder Drake summons two Zephyrs, then flies to the next boulder perch in the cycle a → b → c
→ a"; "a = huge-boulder perch on the right; b = on the left; c = at the top centre, where the
Elder Drake is drawn at setup". Zephyrs "cannot be damaged in any way; each round, immediately
before the Elder Drake's turn, they perform 'Move 2, Attack C'"."""

import pytest

from rules.core import InvalidOptions, decisions
from rules.gloomhaven import GAME, area, attacks, bosses, content, damage, monster_requests, selectors
from rules.gloomhaven.board import Map, key

from .boss_states import monster
from .custom_turns import monster_turn_next, round_one
from .monster_states import play_out, show, top
from .scenario_turns import PAIR
from .test_custom_scenarios import arena, options

# VGB's three huge boulders, as GG places the perches
PERCH_A = [[6, 4], [6, 5], [7, 4]]
PERCH_B = [[-2, 4], [-2, 5], [-1, 4]]
PERCH_C = [[5, 0], [4, 0], [4, 1]]
MELEE = 578  # Boss card "Move +0, Attack +0"
SPECIAL_2 = 572
FLY = {"type": "scenario_rule", "rule": "fly_to_perch"}


def _summit():
    """#34 at its first character turn, damage negated with cards so that both characters stand."""
    state = GAME.setup({"scenario": 34, "characters": PAIR}, seed=3)
    while decisions.top(state["decisions"])["kind"] != "character_turn":
        actions = GAME.legal_actions(state)
        state, _ = GAME.apply(state, next((a for a in actions if a["type"] != "suffer"), actions[0]))
    assert not any(c["exhausted"] for c in state["characters"])
    GAME.check_state(state)
    return state


def _drake(state):
    return next(i for i, m in enumerate(state["monsters"]) if m["type"] == "elder-drake")


def _drake_turn(card):
    """The Elder Drake's turn next with ``card`` shown, alone, the Brute on [3, 2] (beside its
    hex [4, 1] only), the Spellweaver far off."""
    state = _summit()
    state["monsters"] = [m for m in state["monsters"] if m["type"] == "elder-drake"]
    return monster_turn_next(state, "elder-drake", card, (3, 2), (-3, 6))


def _play_on(state):
    """``play_out``, the players placing each summon on the first hex offered."""
    events = play_out(state)
    while top(state)["kind"] == "monster_choice":
        new, more = GAME.apply(state, GAME.legal_actions(state)[0])
        state.clear()
        state.update(new)
        events += play_out(state, more)
    return events


def test_the_elder_drake_fills_the_three_hexes_of_its_boulder():
    state = _summit()
    drake = state["monsters"][_drake(state)]
    assert drake["hex"] == [5, 0] and sorted(drake["hexes"]) == sorted(PERCH_C)
    game_map = Map(state)
    assert {game_map.figures[key(h)] for h in PERCH_C} == {("monster", _drake(state))}


def test_any_of_its_hexes_may_be_targeted():
    state = _summit()
    listed = attacks.candidates(state, (3, 2), "character", {"range": 1}, [])
    assert (4, 1) in set(map(key, listed)), "beside only its hex [4, 1]"


def test_it_attacks_from_any_of_its_hexes():
    state = _drake_turn(MELEE)  # the Brute beside [4, 1] only: not beside [5, 0]
    events = play_out(state)
    assert [(e["target"], e["damage"]) for e in events if e["type"] == "attacked"][:1] == [(["character", 0], 4)]
    assert state["monsters"][_drake(state)]["hex"] == [4, 1], "it acted from the hex beside the Brute"


def test_special_2_summons_two_zephyrs_then_flies_to_the_next_perch():
    state = _drake_turn(SPECIAL_2)
    events = _play_on(state)
    summoned = [e for e in events if e["type"] == "monster_summoned"]
    assert [e["monster"] for e in summoned] == ["zephyr", "zephyr"]
    assert all(min(Map(state).distance(key(e["hex"]), key(h)) for h in PERCH_C) == 1 for e in summoned)
    drake = state["monsters"][_drake(state)]
    assert drake["hex"] == PERCH_A[0] and sorted(drake["hexes"]) == sorted(PERCH_A), "from c to a"
    assert any(e["type"] == "moved" and e["path"] == [[5, 0], PERCH_A[0]] for e in events)


def test_the_perches_are_taken_a_b_c_in_turn():
    state = _summit()
    seen = []
    for _ in range(3):
        bosses.perform(state, _drake(state), FLY, [])
        seen.append(sorted(state["monsters"][_drake(state)]["hexes"]))
        GAME.check_state(state)
    assert seen == [sorted(PERCH_A), sorted(PERCH_B), sorted(PERCH_C)]


def test_a_flier_on_the_next_perch_makes_way():
    state = _summit()
    flier = next(i for i, m in enumerate(state["monsters"]) if m["type"] == "spitting-drake")
    state["monsters"][flier]["hex"] = PERCH_A[1]  # a flier may end on a boulder
    events = []
    bosses.perform(state, _drake(state), FLY, events)
    moved = state["monsters"][flier]["hex"]
    assert moved not in PERCH_A and Map(state).distance(key(moved), key(PERCH_A[1])) == 1
    assert all(GAME.schemas.errors(GAME.schemas.event_union, e) == [] for e in events), events
    assert not Map(state).has(key(moved), "obstacle")
    GAME.check_state(state)


def _with_zephyrs(card):
    """The Elder Drake's turn next (``card``), two Zephyrs beside it, summoned last round."""
    state = _drake_turn(card)
    for at in ([3, 1], [4, 2]):
        state["monsters"].append(monster(state, "zephyr", at))
    show(state, "zephyr", 9001)
    GAME.check_state(state)
    return state


def test_zephyrs_act_just_before_the_drake():
    state = _with_zephyrs(MELEE)
    events = _play_on(state)
    turns = [e["monster"] for e in events if e["type"] == "monsters_turn"]
    assert turns == ["zephyr", "elder-drake"]
    zephyrs_done = events.index({"type": "monsters_turn", "monster": "elder-drake"})
    assert any(e["type"] == "attacked" for e in events[:zephyrs_done]), "Move 2, Attack C"


def test_zephyrs_take_no_damage_and_attack_c():
    state = _with_zephyrs(MELEE)
    zephyr = next(i for i, m in enumerate(state["monsters"]) if m["type"] == "zephyr")
    before = state["monsters"][zephyr]["hp"]
    events = []
    damage.suffer(state, ("monster", zephyr), 5, events, "attack")
    assert state["monsters"][zephyr]["hp"] == before and not events, "cannot be damaged in any way"
    assert [content.monster_stats("zephyr", 1, False, c)["attack"] for c in (2, 3, 4)] == [2, 3, 4], "Attack C"


def test_zephyrs_are_not_in_the_rounds_order():
    state = _drake_turn(SPECIAL_2)
    _play_on(state)
    state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    while not any("monster" in t for group in state["order"] for t in group):
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    listed = {t["monster"] for group in state["order"] for t in group if "monster" in t}
    assert "elder-drake" in listed and "zephyr" not in listed


def test_it_cannot_be_moved_in_any_way():
    # "The Elder Drake cannot be forced to move or have its position changed in any way"
    state = _summit()
    who = ("monster", _drake(state))
    assert not any(selectors.movable(state, who, kind) for kind in ("push", "pull", "control"))
    request = monster_requests.request(state, who, {"type": "move", "plus": 2}, None)
    assert request["ability"]["move"] == 0, "it only flies"


def test_custom_perches_refusals_say_why():
    for kind, perches, words in (
        ("bandit-guard", [[[0, 0], [1, 0]]], "perches: a boss's"),
        ("elder-drake", [[[0, 0], [1, 0]], [[1, 0], [2, 0]]], "perches: no hex in two of them"),
    ):
        scenario = arena()
        scenario["rules"]["setup"] = [{"type": "perches", "monster": kind, "perches": perches}]
        with pytest.raises(InvalidOptions) as caught:
            GAME.setup(options(scenario), seed=1)
        assert words in str(caught.value), str(caught.value)


def test_a_figure_on_a_perch_is_refused():
    """Found by a fuzzer of custom scenarios: a throne on a hex of the boss's first perch hid the
    boss from its own plan (the map's figure there was the altar)."""
    scenario = _open_summit("captain-of-the-guard")
    scenario["rules"]["figures"] = [
        {"kind": "objective", "name": "Altar", "shares_hp_with": "captain-of-the-guard", "hex": [4, 4]}
    ]
    with pytest.raises(InvalidOptions, match=r"rules.figures\[0\].hex: a perch of a perches rule's boss"):
        GAME.setup(options(scenario), seed=1)
    scenario["rules"]["figures"][0]["hex"] = [2, 2]
    GAME.setup(options(scenario), seed=1)


def test_an_area_over_two_of_its_hexes_hits_it_once():
    state = _summit()
    game_map = Map(state)
    hit = area.targets(state, game_map, (3, 1), "character", ((4, 0), (4, 1)))
    assert [game_map.figures[h] for h in hit] == [("monster", _drake(state))]


def _open_summit(boss, marked=None):
    """A custom 9×8 summit: ``boss`` on the first of two perches drawn on open ground (no
    boulders), ``marked`` hexes for it if given; found by a fuzzer of custom scenarios."""
    perches = [[[4, 3], [5, 3], [4, 4]], [[7, 1], [8, 1], [7, 2]]]
    setup = [{"type": "perches", "monster": boss, "perches": perches}]
    if marked:
        setup.append({"type": "marked_hexes", "monster": boss, "hexes": marked})
    return {
        "name": "Open Summit",
        "rooms": [{"id": 0, "tile": "summit", "hexes": [[q, r] for r in range(8) for q in range(9)]}],
        "overlays": [{"type": "start", "hexes": [[0, 7], [1, 7]], "room": 0}],
        "monsters": [{"monster": boss, "hex": [4, 3], "room": 0, "players": ["normal"] * 3}],
        "rules": {"goal": [{"type": "kill", "monsters": [boss]}], "setup": setup},
    }


def test_a_boss_on_its_perch_does_not_teleport():
    state = round_one(_open_summit("the-gloom", marked=[[2, 2]]))
    bosses.perform(state, 0, {"type": "scenario_rule", "rule": "teleport"}, [])
    assert state["monsters"][0]["hex"] == [4, 3] and sorted(state["monsters"][0]["hexes"]) == [[4, 3], [4, 4], [5, 3]]
    GAME.check_state(state)


def test_a_figure_on_the_next_perch_makes_way_off_it():
    state = round_one(_open_summit("elder-drake"))
    bosses.perform(state, 0, FLY, [])  # to the second perch
    state["characters"][0]["hex"] = [5, 3]  # on the first perch; the first of its nearest free hexes, [4, 3], too
    events = []
    bosses.perform(state, 0, FLY, events)
    assert sorted(state["monsters"][0]["hexes"]) == [[4, 3], [4, 4], [5, 3]]
    assert state["characters"][0]["hex"] not in state["monsters"][0]["hexes"]
    GAME.check_state(state)
