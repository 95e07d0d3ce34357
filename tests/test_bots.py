"""Bots (rules/core/bots.py): each policy plays a legal action, the same request gives the same
action, and a bot never uses what its seat cannot see (issue 12: "test that its choice does
not change when only hidden information changes")."""

import random

import pytest

from rules import games
from rules.core import IllegalAction, PolicyUnsupported, bots, canonical
from rules.core import playout as playouts
from rules.foundations_of_rome import GAME as ROME
from tests.foundations_of_rome.conftest import playout as rome_playout

SERVED = ("foundations-of-rome", "gloomhaven", "founders-of-gloomhaven")
OPTIONS = {
    "foundations-of-rome": {"players": 3, "deed_drafting": True},
    "gloomhaven": {
        "scenario": 1,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
    },
    "founders-of-gloomhaven": {"players": 3},
}


def states_of(game_id: str, count: int = 40, seed: int = 5) -> list[dict]:
    game = games.get(game_id)
    state = game.setup(OPTIONS[game_id], seed)
    found = [state]
    for _, after, _ in playouts.steps(game, state, random.Random(seed), max_steps=count):
        found.append(after)
    return found


def _awaiting(state: dict) -> list[int]:
    from rules.core.decisions import awaiting

    return awaiting(state["decisions"])


@pytest.mark.parametrize("game_id", SERVED)
def test_random_plays_a_legal_action_in_every_game_and_repeats_for_a_seed(game_id):
    game = games.get(game_id)
    for state in states_of(game_id)[::7]:
        seats = [p for p in _awaiting(state) if p >= 0]
        if not seats:
            continue
        action = bots.choose(game, state, seats[0], "random", seed=3)
        assert action in game.legal_actions(state, seats[0])
        assert bots.choose(game, state, seats[0], "random", seed=3) == action


@pytest.mark.parametrize("policy", ["greedy", "mcts"])
def test_rome_searching_policies_play_legal_actions_deterministically(policy):
    for state in states_of("foundations-of-rome", 60)[::12]:
        seat = [p for p in _awaiting(state) if p >= 0][0]
        action = bots.choose(ROME, state, seat, policy, seed=11, budget_ms=20)
        assert action in ROME.legal_actions(state, seat)
        assert bots.choose(ROME, state, seat, policy, seed=11, budget_ms=20) == action


def _hidden_variant(state: dict, seat: int) -> dict:
    """``state`` with only what ``seat`` cannot see changed: the Era decks reshuffled among
    themselves, the others' draft hands swapped with deck cards, the seed changed."""
    other = canonical.copy(state)
    rng = random.Random(99)
    hidden = [c for pile in other["era_decks"] for c in pile]
    draft = other["decisions"][0] if other["decisions"][0]["kind"] == "draft_deed" else None
    if draft:
        for q, hand in enumerate(draft["hands"]):
            if q != seat and draft["choices"][q] is None:
                hidden += hand
    rng.shuffle(hidden)
    for pile in other["era_decks"]:
        pile[:] = [hidden.pop() for _ in pile]
    if draft:
        for q, hand in enumerate(draft["hands"]):
            if q != seat and draft["choices"][q] is None:
                hand[:] = sorted((hidden.pop() for _ in hand), key=lambda d: (d[0], int(d[1:])))
    other["rng"] = {"seed": 123456789, "draws": 3}
    ROME.check_state(other)
    assert ROME.view(other, seat) == ROME.view(state, seat)
    assert other != state
    return other


@pytest.mark.parametrize("moves", [0, 40, 90])
def test_a_bot_does_not_see_what_its_seat_cannot(moves):
    """Two states with the same view for the seat but different hidden parts: the same
    determinization, so the same greedy and MCTS choices, for each seed."""
    state, _ = rome_playout(3, 7, steps=moves, drafting=True)
    seat = [p for p in _awaiting(state) if p >= 0][0]
    other = _hidden_variant(state, seat)
    for seed in (1, 2):
        assert ROME.determinize(state, seat, random.Random(seed)) == ROME.determinize(other, seat, random.Random(seed))
        for policy in ("greedy", "mcts"):
            mine = bots.choose(ROME, state, seat, policy, seed=seed, budget_ms=15)
            assert bots.choose(ROME, other, seat, policy, seed=seed, budget_ms=15) == mine


def test_a_determinization_keeps_the_view_and_redraws_the_rest():
    state, _ = rome_playout(4, 8, steps=30, modules={"invocations": True, "objectives": "hidden", "roles": True})
    seat = 1
    world = ROME.determinize(state, seat, random.Random(4))
    ROME.check_state(world)
    assert ROME.view(world, seat) == ROME.view(state, seat)
    assert world["era_decks"] != state["era_decks"] and world["rng"] != state["rng"]
    assert world["objectives"]["kept"][seat] == state["objectives"]["kept"][seat]


def test_greedy_builds_what_scores_and_random_does_not_always():
    """ROME's heuristic (rules/foundations_of_rome/bot.py): with an empty lot pair and a tray,
    greedy prefers the building the board would score most for over taking income."""
    state = ROME.setup({"players": 2, "first_player": 0}, 3)
    action = bots.choose(ROME, state, 0, "greedy", seed=1)
    assert action["type"] == "construct"


def test_unknown_policy_and_no_decision_are_refused():
    state = ROME.setup({"players": 2, "first_player": 0}, 3)
    with pytest.raises(IllegalAction) as refused:
        bots.choose(ROME, state, 0, "minimax")
    assert refused.value.code == "unknown_policy"
    with pytest.raises(IllegalAction) as refused:
        bots.choose(ROME, state, 1, "random")
    assert refused.value.code == "not_awaiting"


def test_a_game_without_a_determinization_plays_only_random():
    """The test game Pig has no bot hooks (every served game has them)."""
    from tests.pig import GAME as PIG

    state = PIG.setup({"players": 2}, 1)
    seat = _first(state)
    assert not PIG.thinks and all(games.get(g).thinks for g in SERVED)
    assert bots.choose(PIG, state, seat, "random") in PIG.legal_actions(state, seat)
    for policy in ("greedy", "mcts"):
        with pytest.raises(PolicyUnsupported):
            bots.choose(PIG, state, seat, policy)


def test_gloomhaven_bots_do_not_see_hands_or_deck_orders():
    """Gloomhaven (rules/gloomhaven/bot.py): another seat's hand and every deck's order changed:
    the same determinization and the same choices."""
    game = games.get("gloomhaven")
    checked = 0
    for state in states_of("gloomhaven", 120, seed=4)[5::12]:
        seat = _first(state)
        other = canonical.copy(state)
        for deck in [*other["monster_decks"].values(), other["monster_modifiers"]]:
            deck["draw"].reverse()
        for character in other["characters"]:
            character["modifiers"]["draw"].reverse()
        assert game.view(other, seat)["characters"] == game.view(state, seat)["characters"]
        for seed in (1, 2):
            world = game.determinize(state, seat, random.Random(seed))
            assert world == game.determinize(other, seat, random.Random(seed))
            game.check_state(world)
            for policy in ("greedy", "mcts"):
                mine = bots.choose(game, state, seat, policy, seed=seed, budget_ms=10)
                assert bots.choose(game, other, seat, policy, seed=seed, budget_ms=10) == mine
        checked += 1
    assert checked >= 5


def test_founders_bots_do_not_see_hands_face_down_cards_decks_or_votes():
    """Founders of Gloomhaven (rules/founders_of_gloomhaven/bot.py): another player's hand and
    face-down card exchanged and the decks reordered: the same view, the same determinization
    and the same choice."""
    game = games.get("founders-of-gloomhaven")
    checked = 0
    for state in states_of("founders-of-gloomhaven", 200, seed=3)[20::15]:
        seat = _first(state)
        other = canonical.copy(state)
        for pile in other["adviser_deck"].values():
            pile.reverse()
        other["prestige_deck"]["unseen"].reverse()
        for q, info in enumerate(other["players"]):
            down = [x for x in info["played"] if not x["up"]]
            if q != seat and down and info["hand"] and down[0]["card"] != info["hand"][0]:
                down[0]["card"], info["hand"][0] = info["hand"][0], down[0]["card"]
                info["hand"].sort()
        assert game.view(other, seat) == game.view(state, seat)
        for seed in (1, 2):
            world = game.determinize(state, seat, random.Random(seed))
            assert world == game.determinize(other, seat, random.Random(seed))
            game.check_state(world)
            mine = bots.choose(game, state, seat, "greedy", seed=seed)
            assert bots.choose(game, other, seat, "greedy", seed=seed) == mine
        checked += 1
    assert checked >= 5


def _first(state: dict) -> int:
    return [p for p in _awaiting(state) if p >= 0][0]
