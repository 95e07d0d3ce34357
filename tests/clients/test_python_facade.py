"""The hand-written Python facade (arbiter_client.Arbiter / AsyncArbiter, source in
clients/python-facade/) against a live server: success models back, ArbiterError raised."""

import asyncio
import concurrent.futures
import json

import httpx
import pytest
from arbiter_client import PROBLEM_CODES, Arbiter, ArbiterError, AsyncArbiter, Client
from arbiter_client.models import (
    ApplyResponse,
    FoundationsOfRomeBuyDeedAction,
    FoundationsOfRomeOptions,
    FoundationsOfRomeState,
    FoundationsOfRomeTakeIncomeAction,
    FoundationsOfRomeView,
    FoundersOfGloomhavenOptions,
    MonsterMovesRequest,
    Problem,
)
from arbiter_client.types import Unset

GAME = "foundations-of-rome"
OPTIONS = FoundationsOfRomeOptions(players=2, first_player=0)
MONSTER_MOVES = {
    "map": {
        "hexes": [[0, 0], [1, 0], [2, 0], [3, 0], [0, 1], [1, 1], [2, 1]],
        "thin_walls": [],
        "obstacles": [[1, 0]],
        "traps": [],
        "hazardous": [],
        "difficult": [],
    },
    "figures": [
        {"id": "C1", "side": "character", "hex": [3, 0], "initiative": 20},
        {"id": "A", "side": "monster", "hex": [0, 0]},
    ],
    "active": "A",
    "ability": {"move": 3, "range": 0, "target": 1},
}


@pytest.fixture
def arbiter(live_server):
    with Arbiter(live_server) as arbiter:
        yield arbiter


def test_reads_games_components_and_health(arbiter):
    assert GAME in [game.id for game in arbiter.games().games]
    meta = arbiter.game(GAME)
    assert (meta.id, meta.players.min_, meta.players.max_) == (GAME, 2, 5)
    assert arbiter.components(GAME).to_dict()["components"]
    assert arbiter.health().status == "ok"
    assert arbiter.ready().status in ("ready", "degraded")


def test_plays_a_complete_game(arbiter):
    game = arbiter.setup(GAME, OPTIONS, seed=7)
    state, status = game.state, game.status
    assert isinstance(state, FoundationsOfRomeState) and status.awaiting == [0]
    steps = 0
    while not status.terminal:
        assert steps < 1000
        legal = arbiter.legal_actions(GAME, state=state)
        moves = [a for a in legal.actions if not isinstance(a, FoundationsOfRomeTakeIncomeAction)]
        action = (moves or legal.actions)[0]
        result = arbiter.apply(GAME, action, state=state)
        assert isinstance(result, ApplyResponse) and isinstance(result.state, FoundationsOfRomeState)
        state, status = result.state, result.status
        steps += 1
    assert steps > 20 and len(status.scores) == 2
    seen = arbiter.view(GAME, state=state, player=1)
    assert isinstance(seen.view, FoundationsOfRomeView) and seen.view.viewer == 1


def test_sealed_game_and_render(arbiter):
    game = arbiter.setup(GAME, FoundationsOfRomeOptions(players=2, deed_drafting=True), seal=True, player=0)
    assert isinstance(game.state, Unset) and isinstance(game.state_token, str)
    seat = game.status.awaiting[0]
    legal = arbiter.legal_actions(GAME, state_token=game.state_token, player=seat)
    result = arbiter.apply(GAME, legal.actions[0], state_token=game.state_token, seal=True, player=seat)
    assert isinstance(result.state, Unset) and result.view.viewer == seat

    picture = arbiter.render(GAME, state_token=result.state_token, player=seat)
    assert picture.startswith("<svg") and picture.rstrip().endswith("</svg>")
    bot = arbiter.bot_action(GAME, result.status.awaiting[0], state_token=result.state_token, policy="random", seed=3)
    assert bot.policy == "random" and bot.action

    founders = arbiter.setup("founders-of-gloomhaven", FoundersOfGloomhavenOptions(players=2), seed=1)
    seat = founders.status.awaiting[0]
    bot = arbiter.bot_action("founders-of-gloomhaven", seat, state=founders.state, policy="mcts", budget_ms=20)
    assert bot.action.player == seat
    svg = arbiter.render("founders-of-gloomhaven", state=founders.state, player=0)
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")


def test_problems_raise_arbiter_error(arbiter):
    game = arbiter.setup(GAME, OPTIONS, seed=7)
    out_of_turn = FoundationsOfRomeTakeIncomeAction(player=1, type_="take_income")
    with pytest.raises(ArbiterError) as caught:
        arbiter.apply(GAME, out_of_turn, state=game.state)
    err = caught.value
    assert isinstance(err, Exception)
    assert (err.status, err.code, err.errors, err.step) == (422, "not_your_turn", None, None)
    assert "player 1" in err.detail and str(err).startswith("422 not_your_turn: ")
    assert isinstance(err.problem, Problem) and err.problem.type_ == "urn:arbiter:problem:not_your_turn"
    assert err.code in PROBLEM_CODES

    with pytest.raises(ArbiterError) as caught:
        arbiter.legal_actions(GAME, state=game.state, player=-2)
    assert caught.value.code == "validation_error"
    assert "player" in json.dumps(caught.value.errors)

    with pytest.raises(ArbiterError) as caught:
        arbiter.game("chess")
    assert (caught.value.status, caught.value.code) == (404, "unknown_game")

    buy = FoundationsOfRomeBuyDeedAction(player=0, deed=game.state.deeds_for_sale[0], type_="buy_deed")
    with pytest.raises(ArbiterError) as caught:
        arbiter.replay(GAME, OPTIONS, [buy, buy], seed=7)
    assert (caught.value.code, caught.value.step) == ("not_your_turn", 1)
    replayed = arbiter.replay(GAME, OPTIONS, [buy], seed=7)
    assert replayed.status.awaiting == [1] and len(replayed.steps) == 1

    with pytest.raises(ArbiterError) as caught:
        arbiter.view(GAME, state_token="A" * 80)
    assert caught.value.code == "invalid_state_token"


def test_monster_moves(arbiter):
    answer = arbiter.monster_moves(MonsterMovesRequest.from_dict(MONSTER_MOVES))
    assert answer.to_dict() == {
        "focus": ["C1"],
        "options": [{"destination": [2, 0], "targets": [[3, 0]]}, {"destination": [2, 1], "targets": [[3, 0]]}],
    }


def test_an_answer_that_is_no_problem_is_an_unexpected_response():
    """A proxy's HTML error page: still an ArbiterError, with the SDK's own code."""

    def proxy(request: httpx.Request) -> httpx.Response:
        return httpx.Response(502, html="<html><body>Bad Gateway</body></html>")

    client = Client(base_url="http://arbiter.invalid", httpx_args={"transport": httpx.MockTransport(proxy)})
    with Arbiter(client=client) as arbiter, pytest.raises(ArbiterError) as caught:
        arbiter.games()
    assert (caught.value.status, caught.value.code, caught.value.problem) == (502, "unexpected_response", None)
    assert "Bad Gateway" in caught.value.detail


def test_async_facade(live_server):
    async def play() -> tuple[list[int], str]:
        async with AsyncArbiter(live_server) as arbiter:
            game = await arbiter.setup(GAME, OPTIONS, seed=7)
            legal = await arbiter.legal_actions(GAME, state=game.state, player=0)
            applied = await arbiter.apply(GAME, legal.actions[1], state=game.state)
            try:
                await arbiter.apply(GAME, legal.actions[1], state=applied.state)
            except ArbiterError as err:
                return applied.status.awaiting, err.code
            raise AssertionError("player 0 played twice")

    # in a thread of its own: a browser test in the same worker may leave an event loop running
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        assert pool.submit(asyncio.run, play()).result() == ([1], "not_your_turn")
