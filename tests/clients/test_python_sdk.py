"""The generated Python SDK (clients/python, import name ``arbiter_client``) against a live
gunicorn server: a complete game, typed models, and a 422 problem as a typed ``Problem``.

scripts/test.sh installs the SDK into .venv (``pip install -e clients/python``).
"""

import json
from http import HTTPStatus

import pytest

try:
    from arbiter_client import Client
except ImportError as err:
    raise ImportError("the Python SDK is not installed: pip install -e clients/python "
                      "(scripts/test.sh does)") from err
from arbiter_client.types import Unset
from arbiter_client.api.games import apply_action, get_game, legal_actions, list_games, replay, setup, view
from arbiter_client.models import (
    ApplyRequest, ApplyResponse, FoundationsOfRomeBuyDeedAction, FoundationsOfRomeConstructAction,
    FoundationsOfRomeDeedBoughtEvent, FoundationsOfRomeDraftDecision, FoundationsOfRomeDraftDeedAction, FoundationsOfRomeOptions,
    FoundationsOfRomeState, FoundationsOfRomeTakeIncomeAction, FoundationsOfRomeView, GameStatus,
    LegalActionsRequest, LegalActionsResponse, Problem, ReplayRequest, ReplayResponse, SetupRequest, SetupResponse, ViewRequest,
)

GAME = "foundations-of-rome"
ACTION_TYPES = (FoundationsOfRomeTakeIncomeAction, FoundationsOfRomeBuyDeedAction,
                FoundationsOfRomeConstructAction, FoundationsOfRomeDraftDeedAction)
MAX_STEPS = 1000


@pytest.fixture
def client(live_server):
    with Client(base_url=live_server, raise_on_unexpected_status=True, timeout=30) as client:
        yield client


def new_game(client, **options) -> SetupResponse:
    body = SetupRequest(options=FoundationsOfRomeOptions(players=2, first_player=0, **options), seed=7)
    response = setup.sync(GAME, client=client, body=body)
    assert isinstance(response, SetupResponse), response
    return response


def test_list_and_get_game(client):
    games = list_games.sync(client=client)
    assert GAME in [game.id for game in games.games]
    meta = get_game.sync(GAME, client=client)
    assert meta.id == GAME
    assert (meta.players.min_, meta.players.max_) == (2, 5)  # min, max: Python builtins


def test_plays_a_complete_game(client):
    game = new_game(client)
    state, status = game.state, game.status
    assert isinstance(state, FoundationsOfRomeState)
    assert isinstance(status, GameStatus)
    assert status.awaiting == [0]
    steps = 0
    while not status.terminal:
        assert steps < MAX_STEPS, f"no end after {MAX_STEPS} actions"
        legal = legal_actions.sync(GAME, client=client, body=LegalActionsRequest(state=state))
        assert isinstance(legal, LegalActionsResponse), legal
        assert legal.actions and all(isinstance(a, ACTION_TYPES) for a in legal.actions)
        action = next((a for a in legal.actions if not isinstance(a, FoundationsOfRomeTakeIncomeAction)),
                      legal.actions[0])
        result = apply_action.sync(GAME, client=client, body=ApplyRequest(state=state, action=action))
        assert isinstance(result, ApplyResponse), result
        state, status = result.state, result.status
        steps += 1
    assert state.phase == "game_over"
    assert steps > 20
    assert len(status.scores) == 2
    assert status.winners == [p for p in (0, 1) if status.scores[p] == max(status.scores)]

    seen = view.sync(GAME, client=client, body=ViewRequest(state=state, player=1))
    assert isinstance(seen.view, FoundationsOfRomeView)
    assert seen.view.viewer == 1 and seen.status.terminal


def test_models_round_trip_a_drafting_game(client):
    """The typed models lose nothing: what the server sent comes back out of ``to_dict``."""
    body = SetupRequest(options=FoundationsOfRomeOptions(players=2, deed_drafting=True), seed=3)
    response = setup.sync_detailed(GAME, client=client, body=body)
    assert response.status_code == HTTPStatus.OK
    game = response.parsed
    assert isinstance(game.state.decisions[0], FoundationsOfRomeDraftDecision)
    assert game.to_dict() == json.loads(response.content)

    legal = legal_actions.sync_detailed(GAME, client=client, body=LegalActionsRequest(state=game.state))
    actions = legal.parsed.actions
    assert actions and all(isinstance(a, FoundationsOfRomeDraftDeedAction) for a in actions)
    assert legal.parsed.to_dict() == json.loads(legal.content)

    applied = apply_action.sync_detailed(GAME, client=client,
                                         body=ApplyRequest(state=game.state, action=actions[0]))
    assert applied.status_code == HTTPStatus.OK
    assert applied.parsed.to_dict() == json.loads(applied.content)


def test_replay(client):
    options = FoundationsOfRomeOptions(players=2, first_player=0)
    buy = FoundationsOfRomeBuyDeedAction(player=0, deed=new_game(client).state.deeds_for_sale[0], type_="buy_deed")
    income = FoundationsOfRomeTakeIncomeAction(player=1, type_="take_income")
    result = replay.sync(GAME, client=client, body=ReplayRequest(options=options, seed=7, actions=[buy, income]))
    assert isinstance(result, ReplayResponse), result
    assert [step.action for step in result.steps] == [buy, income]
    bought = result.steps[0].events[0]
    assert isinstance(bought, FoundationsOfRomeDeedBoughtEvent)  # events are typed by their type
    assert (bought.type_, bought.player, bought.price) == ("deed_bought", 0, 2)
    assert result.status.awaiting == [0]

    # the same action twice: the second is refused, and the problem says which step
    problem = replay.sync(GAME, client=client, body=ReplayRequest(options=options, seed=7, actions=[buy, buy]))
    assert isinstance(problem, Problem)
    assert (problem.status, problem.step) == (422, 1)


def test_illegal_action_is_a_typed_problem(client):
    game = new_game(client)
    action = FoundationsOfRomeTakeIncomeAction(player=1, type_="take_income")
    response = apply_action.sync_detailed(GAME, client=client, body=ApplyRequest(state=game.state, action=action))
    assert response.status_code == HTTPStatus.UNPROCESSABLE_ENTITY
    assert response.headers["content-type"].startswith("application/problem+json")
    problem = response.parsed
    assert isinstance(problem, Problem)
    assert (problem.status, problem.code) == (422, "not_your_turn")
    assert problem.type_ == "urn:arbiter:problem:not_your_turn"
    assert "player 1" in problem.detail
    # sync() gives the parsed body alone: the same Problem
    assert apply_action.sync(GAME, client=client, body=ApplyRequest(state=game.state, action=action)) == problem


def test_schema_violation_is_a_typed_problem(client):
    game = new_game(client)
    response = legal_actions.sync_detailed(GAME, client=client,
                                           body=LegalActionsRequest(state=game.state, player=-2))
    assert response.status_code == HTTPStatus.UNPROCESSABLE_ENTITY
    assert isinstance(response.parsed, Problem)
    assert response.parsed.code == "validation_error"
    assert "player" in json.dumps(response.parsed.errors.to_dict())


def test_plays_a_whole_game_with_sealed_tokens_only(client):
    """Sealed mode through the SDK: the client never holds a state, only a token and its view."""
    options = FoundationsOfRomeOptions(players=2, first_player=0, deed_drafting=True)
    game = setup.sync(GAME, client=client, body=SetupRequest(options=options, seal=True, player=0))
    assert isinstance(game, SetupResponse) and isinstance(game.state, Unset)
    assert isinstance(game.view, FoundationsOfRomeView) and game.view.viewer == 0
    token, status = game.state_token, game.status
    steps = 0
    while not status.terminal:
        assert steps < MAX_STEPS, f"no end after {MAX_STEPS} actions"
        seat = status.awaiting[0]
        legal = legal_actions.sync(GAME, client=client, body=LegalActionsRequest(state_token=token, player=seat))
        action = next((a for a in legal.actions if not isinstance(a, FoundationsOfRomeTakeIncomeAction)),
                      legal.actions[0])
        body = ApplyRequest(state_token=token, action=action, seal=True, player=seat)
        result = apply_action.sync(GAME, client=client, body=body)
        assert isinstance(result, ApplyResponse), result
        assert isinstance(result.state, Unset) and result.view.viewer == seat
        token, status = result.state_token, result.status
        steps += 1
    assert steps > 20 and len(status.scores) == 2

    edited = token[:30] + ("B" if token[30] == "A" else "A") + token[31:]
    problem = view.sync(GAME, client=client, body=ViewRequest(state_token=edited))
    assert isinstance(problem, Problem) and problem.code == "invalid_state_token"
