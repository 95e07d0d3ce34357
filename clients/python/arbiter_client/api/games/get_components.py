from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.components_response import ComponentsResponse
from ...models.game_id import check_game_id
from ...models.game_id import GameId
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    game: GameId,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game}/components".format(game=quote(str(game), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ComponentsResponse | Problem:
    if response.status_code == 200:
        response_200 = ComponentsResponse.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ComponentsResponse | Problem]:
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

) -> Response[ComponentsResponse | Problem]:
    """ What a frontend needs to draw the game: boards, pieces, prices and scoring values.

     Static for a rules version: the response has an ETag and answers ``If-None-Match`` with
    304, and may be cached for a day.

    Args:
        game (GameId): a game id, as listed by GET /v1/games

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ComponentsResponse | Problem]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,

) -> ComponentsResponse | Problem | None:
    """ What a frontend needs to draw the game: boards, pieces, prices and scoring values.

     Static for a rules version: the response has an ETag and answers ``If-None-Match`` with
    304, and may be cached for a day.

    Args:
        game (GameId): a game id, as listed by GET /v1/games

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ComponentsResponse | Problem
     """


    return sync_detailed(
        game=game,
client=client,

    ).parsed

async def asyncio_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ComponentsResponse | Problem]:
    """ What a frontend needs to draw the game: boards, pieces, prices and scoring values.

     Static for a rules version: the response has an ETag and answers ``If-None-Match`` with
    304, and may be cached for a day.

    Args:
        game (GameId): a game id, as listed by GET /v1/games

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ComponentsResponse | Problem]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,

) -> ComponentsResponse | Problem | None:
    """ What a frontend needs to draw the game: boards, pieces, prices and scoring values.

     Static for a rules version: the response has an ETag and answers ``If-None-Match`` with
    304, and may be cached for a day.

    Args:
        game (GameId): a game id, as listed by GET /v1/games

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ComponentsResponse | Problem
     """


    return (await asyncio_detailed(
        game=game,
client=client,

    )).parsed
