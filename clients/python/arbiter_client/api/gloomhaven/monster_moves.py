from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.monster_moves_request import MonsterMovesRequest
from ...models.monster_moves_response import MonsterMovesResponse
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: MonsterMovesRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/gloomhaven/monster-moves",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MonsterMovesResponse | Problem:
    if response.status_code == 200:
        response_200 = MonsterMovesResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MonsterMovesResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MonsterMovesRequest,

) -> Response[MonsterMovesResponse | Problem]:
    """ Where the active monster moves and whom it attacks.

     Every (destination, targets) option the rules allow; more than one means the players
    choose. A request that describes no possible situation (unknown figure, active figure
    not a monster, hex not on the map, overlapping figures, ...) is refused with 422 and
    the reason.

    Args:
        body (MonsterMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MonsterMovesResponse | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: MonsterMovesRequest,

) -> MonsterMovesResponse | Problem | None:
    """ Where the active monster moves and whom it attacks.

     Every (destination, targets) option the rules allow; more than one means the players
    choose. A request that describes no possible situation (unknown figure, active figure
    not a monster, hex not on the map, overlapping figures, ...) is refused with 422 and
    the reason.

    Args:
        body (MonsterMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MonsterMovesResponse | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MonsterMovesRequest,

) -> Response[MonsterMovesResponse | Problem]:
    """ Where the active monster moves and whom it attacks.

     Every (destination, targets) option the rules allow; more than one means the players
    choose. A request that describes no possible situation (unknown figure, active figure
    not a monster, hex not on the map, overlapping figures, ...) is refused with 422 and
    the reason.

    Args:
        body (MonsterMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MonsterMovesResponse | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MonsterMovesRequest,

) -> MonsterMovesResponse | Problem | None:
    """ Where the active monster moves and whom it attacks.

     Every (destination, targets) option the rules allow; more than one means the players
    choose. A request that describes no possible situation (unknown figure, active figure
    not a monster, hex not on the map, overlapping figures, ...) is refused with 422 and
    the reason.

    Args:
        body (MonsterMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MonsterMovesResponse | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
