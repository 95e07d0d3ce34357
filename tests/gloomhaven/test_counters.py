"""The bounds on what the rest of a scenario can still add (``rules/gloomhaven/counters.py``):
they hold in random games, and a state whose round, XP or coins could pass 999 is refused."""

import pytest

from rules.core import InvalidState, canonical
from rules.gloomhaven import GAME, counters, scenarios
from tests.gloomhaven.test_event_schemas import played


def test_cycles_count_the_rounds_of_play_and_rest():
    # 3 cards: play 2, rest (lose 1, 2 back), play 2, rest (1 left): 4 rounds
    assert [counters._cycles(n) for n in range(5)] == [0, 0, 2, 4, 7]


def test_rounds_left_xp_and_coins_bound_what_random_games_do():
    for game in played():
        last = game[-1].state
        for step in game:
            state = step.state
            after = [counters.rounds_after(state, i) for i in range(len(state["characters"]))]
            assert last["round"] <= counters.last_round(state, after)
            for i, (before, end) in enumerate(zip(state["characters"], last["characters"], strict=True)):
                ahead = 2 * counters.best_half(before["class"]) * after[i] + counters.xp_this_round(state, i)
                assert end["xp"] - before["xp"] <= ahead
            gained = sum(c["coins"] for c in last["characters"]) - sum(c["coins"] for c in state["characters"])
            assert gained <= counters.coins_left(state)


def test_coins_left_at_setup_are_every_coin_and_monster_of_the_scenario():
    state = played()[0][0].state
    scenario = scenarios.load(1)
    coins = sum(t.get("amount", 1) for t in scenario.overlays_for() if t["type"] == "coin")
    assert counters.coins_left(state) == coins + len(scenario.monsters_for(len(state["characters"])))


@pytest.mark.parametrize(
    "edit",
    [
        lambda s: s.update(round=999),
        lambda s: s["characters"][0].update(xp=999),
        lambda s: s["characters"][1].update(coins=999),
    ],
    ids=["round", "xp", "coins"],
)
def test_a_state_that_could_pass_999_is_refused(edit):
    state = canonical.copy(played()[0][30].state)
    GAME.check_state(state)
    edit(state)
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def _reach(state):
    """The last round, and each character's most XP, the state's bounds allow."""
    chars = state["characters"]
    after = [counters.rounds_after(state, i) for i in range(len(chars))]
    xp = [
        c["xp"] + 2 * counters.best_half(c["class"]) * after[i] + counters.xp_this_round(state, i)
        for i, c in enumerate(chars)
    ]
    return counters.last_round(state, after), xp, sum(c["coins"] for c in chars) + counters.coins_left(state)


def test_no_action_raises_the_bounds():
    """What a state allows never grows with an action: so a state at its bounds only leads to
    states within them."""
    for game in played():
        for before, after in zip(game, game[1:], strict=False):
            (r0, xp0, coins0), (r1, xp1, coins1) = _reach(before.state), _reach(after.state)
            assert r1 <= r0 and coins1 <= coins0
            assert all(b <= a for a, b in zip(xp0, xp1, strict=True))
