from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bot_action_request import BotActionRequest
from ...models.bot_action_response import BotActionResponse
from ...models.game_id import check_game_id
from ...models.game_id import GameId
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    game: GameId,
    *,
    body: BotActionRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/bot-action".format(game=quote(str(game), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BotActionResponse | Problem:
    if response.status_code == 200:
        response_200 = BotActionResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BotActionResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
    body: BotActionRequest,

) -> Response[BotActionResponse | Problem]:
    """ One legal action for a seat, chosen by a bot: ``random``, ``greedy`` or ``mcts``.

     The bot sees only what the seat may see; the same request (state, seat, policy, budget,
    seed) gives the same action. A game whose bots play only ``random`` answers 404
    ``policy_unsupported`` to the others; a seat with nothing to decide, 422 ``not_awaiting``.

    Args:
        game (GameId): a game id, as listed by GET /v1/games
        body (BotActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotActionResponse | Problem]
     """


    kwargs = _get_kwargs(
        game=game,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
    body: BotActionRequest,

) -> BotActionResponse | Problem | None:
    """ One legal action for a seat, chosen by a bot: ``random``, ``greedy`` or ``mcts``.

     The bot sees only what the seat may see; the same request (state, seat, policy, budget,
    seed) gives the same action. A game whose bots play only ``random`` answers 404
    ``policy_unsupported`` to the others; a seat with nothing to decide, 422 ``not_awaiting``.

    Args:
        game (GameId): a game id, as listed by GET /v1/games
        body (BotActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotActionResponse | Problem
     """


    return sync_detailed(
        game=game,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
    body: BotActionRequest,

) -> Response[BotActionResponse | Problem]:
    """ One legal action for a seat, chosen by a bot: ``random``, ``greedy`` or ``mcts``.

     The bot sees only what the seat may see; the same request (state, seat, policy, budget,
    seed) gives the same action. A game whose bots play only ``random`` answers 404
    ``policy_unsupported`` to the others; a seat with nothing to decide, 422 ``not_awaiting``.

    Args:
        game (GameId): a game id, as listed by GET /v1/games
        body (BotActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotActionResponse | Problem]
     """


    kwargs = _get_kwargs(
        game=game,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
    body: BotActionRequest,

) -> BotActionResponse | Problem | None:
    """ One legal action for a seat, chosen by a bot: ``random``, ``greedy`` or ``mcts``.

     The bot sees only what the seat may see; the same request (state, seat, policy, budget,
    seed) gives the same action. A game whose bots play only ``random`` answers 404
    ``policy_unsupported`` to the others; a seat with nothing to decide, 422 ``not_awaiting``.

    Args:
        game (GameId): a game id, as listed by GET /v1/games
        body (BotActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotActionResponse | Problem
     """


    return (await asyncio_detailed(
        game=game,
client=client,
body=body,

    )).parsed
