"""Arbiter and AsyncArbiter: one method per operation, returning the success model and raising
ArbiterError for a problem (an RFC 9457 application/problem+json answer).

Hand-written: the source is clients/python-facade/facade.py, which scripts/generate-clients.sh
copies into the generated package as arbiter_client/facade.py (edit the source, then run the
script). The methods build their requests with the generated operation modules
(arbiter_client.api) and parse the answers with the generated models.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Generic, TypeVar, cast

import httpx

from .api.games import (
    apply_action,
    bot_action,
    get_components,
    get_game,
    legal_actions,
    list_games,
    render,
    replay,
    setup,
    view,
)
from .api.gloomhaven import monster_moves
from .api.health import healthz, readyz
from .client import Client
from .models import (
    ApplyRequest,
    ApplyResponse,
    BotActionRequest,
    BotActionRequestPolicy,
    BotActionResponse,
    ComponentsResponse,
    GameList,
    GameMetadata,
    Health,
    LegalActionsRequest,
    LegalActionsResponse,
    MonsterMovesRequest,
    MonsterMovesResponse,
    Problem,
    Ready,
    ReplayRequest,
    ReplayResponse,
    SetupRequest,
    SetupResponse,
    ViewRequest,
    ViewResponse,
)
from .models.game_id import GameId
from .types import UNSET, Unset
from .unions import Action, Options, State

__all__ = ["Arbiter", "ArbiterError", "AsyncArbiter"]

T = TypeVar("T")
DEFAULT_TIMEOUT = 30.0


class ArbiterError(Exception):
    """The service refused a request: ``status`` (HTTP), ``code`` (stable, machine-readable;
    see ``arbiter_client.ProblemCode``), ``detail`` (for people), ``errors`` (a schema
    violation's field errors by location, else None) and the whole ``problem``.

    An error answer that is not a problem document (a proxy's HTML page, say) has the code
    ``unexpected_response`` and ``problem`` None. Network failures and timeouts are httpx's
    own exceptions (``httpx.TransportError``), not ArbiterErrors.
    """

    def __init__(
        self,
        status: int,
        code: str,
        detail: str,
        errors: dict[str, Any] | None = None,
        problem: Problem | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {detail}")
        self.status = status
        self.code = code
        self.detail = detail
        self.errors = errors
        self.problem = problem

    @property
    def step(self) -> int | None:
        """``replay``: the index of the action that was refused."""
        step = self.problem.step if self.problem is not None else UNSET
        return None if isinstance(step, Unset) else step

    @classmethod
    def from_response(cls, response: httpx.Response) -> ArbiterError:
        try:
            body = response.json()
            problem = Problem.from_dict(body) if isinstance(body, dict) else None
        except (ValueError, KeyError, TypeError):
            problem = None
        if problem is None or not isinstance(problem.code, str) or not isinstance(problem.status, int):
            text = response.text.strip()
            detail = f"HTTP {response.status_code} without a problem document" + (f": {text[:200]}" if text else "")
            return cls(response.status_code, "unexpected_response", detail)
        errors = None if isinstance(problem.errors, Unset) else problem.errors.to_dict()
        return cls(response.status_code, problem.code, problem.detail, errors, problem)


@dataclass(frozen=True)
class _Call(Generic[T]):
    """One request (httpx arguments, from the generated module) and how to read its success."""

    kwargs: dict[str, Any]
    parse: Callable[[httpx.Response], T]

    def result(self, response: httpx.Response) -> T:
        if response.is_success:
            return self.parse(response)
        raise ArbiterError.from_response(response)


def _set(value: T | None) -> T | Unset:
    return UNSET if value is None else value


def _state(state: State | Unset | None, state_token: str | Unset | None) -> dict[str, Any]:
    return {"state": _set(state), "state_token": _set(state_token)}


class _Requests:
    """The requests of the operations; Arbiter sends them with httpx.Client, AsyncArbiter
    with httpx.AsyncClient."""

    @staticmethod
    def games() -> _Call[GameList]:
        return _Call(list_games._get_kwargs(), lambda r: GameList.from_dict(r.json()))

    @staticmethod
    def game(game: str) -> _Call[GameMetadata]:
        return _Call(get_game._get_kwargs(cast(GameId, game)), lambda r: GameMetadata.from_dict(r.json()))

    @staticmethod
    def components(game: str) -> _Call[ComponentsResponse]:
        kwargs = get_components._get_kwargs(cast(GameId, game))
        return _Call(kwargs, lambda r: ComponentsResponse.from_dict(r.json()))

    @staticmethod
    def setup(game: str, options: Options, seed: int | None, seal: bool, player: int | None) -> _Call[SetupResponse]:
        body = SetupRequest(options=options, seed=_set(seed), seal=seal, player=_set(player))
        return _Call(setup._get_kwargs(cast(GameId, game), body=body), lambda r: SetupResponse.from_dict(r.json()))

    @staticmethod
    def legal_actions(
        game: str, state: State | Unset | None, state_token: str | Unset | None, player: int | None
    ) -> _Call[LegalActionsResponse]:
        body = LegalActionsRequest(**_state(state, state_token), player=_set(player))
        kwargs = legal_actions._get_kwargs(cast(GameId, game), body=body)
        return _Call(kwargs, lambda r: LegalActionsResponse.from_dict(r.json()))

    @staticmethod
    def apply(
        game: str,
        action: Action,
        state: State | Unset | None,
        state_token: str | Unset | None,
        seal: bool,
        player: int | None,
    ) -> _Call[ApplyResponse]:
        body = ApplyRequest(action=action, **_state(state, state_token), seal=seal, player=_set(player))
        kwargs = apply_action._get_kwargs(cast(GameId, game), body=body)
        return _Call(kwargs, lambda r: ApplyResponse.from_dict(r.json()))

    @staticmethod
    def view(
        game: str, state: State | Unset | None, state_token: str | Unset | None, player: int | None
    ) -> _Call[ViewResponse]:
        body = ViewRequest(**_state(state, state_token), player=_set(player))
        return _Call(view._get_kwargs(cast(GameId, game), body=body), lambda r: ViewResponse.from_dict(r.json()))

    @staticmethod
    def render(
        game: str, state: State | Unset | None, state_token: str | Unset | None, player: int | None
    ) -> _Call[str]:
        body = ViewRequest(**_state(state, state_token), player=_set(player))
        return _Call(render._get_kwargs(cast(GameId, game), body=body), lambda r: r.text)

    @staticmethod
    def bot_action(
        game: str,
        player: int,
        policy: str,
        state: State | Unset | None,
        state_token: str | Unset | None,
        budget_ms: int,
        seed: int,
    ) -> _Call[BotActionResponse]:
        body = BotActionRequest(
            player=player,
            policy=cast(BotActionRequestPolicy, policy),
            budget_ms=budget_ms,
            seed=seed,
            **_state(state, state_token),
        )
        kwargs = bot_action._get_kwargs(cast(GameId, game), body=body)
        return _Call(kwargs, lambda r: BotActionResponse.from_dict(r.json()))

    @staticmethod
    def replay(
        game: str, options: Options, actions: list[Action], seed: int | None, seal: bool, player: int | None
    ) -> _Call[ReplayResponse]:
        body = ReplayRequest(options=options, actions=actions, seed=_set(seed), seal=seal, player=_set(player))
        return _Call(replay._get_kwargs(cast(GameId, game), body=body), lambda r: ReplayResponse.from_dict(r.json()))

    @staticmethod
    def monster_moves(request: MonsterMovesRequest) -> _Call[MonsterMovesResponse]:
        return _Call(monster_moves._get_kwargs(body=request), lambda r: MonsterMovesResponse.from_dict(r.json()))

    @staticmethod
    def health() -> _Call[Health]:
        return _Call(healthz._get_kwargs(), lambda r: Health.from_dict(r.json()))

    @staticmethod
    def ready() -> _Call[Ready]:
        return _Call(readyz._get_kwargs(), lambda r: Ready.from_dict(r.json()))


def _client(base_url: str, client: Client | None, timeout: float, headers: Mapping[str, str] | None) -> Client:
    if client is not None:
        return client
    return Client(base_url=base_url, timeout=httpx.Timeout(timeout), headers=dict(headers or {}))


class Arbiter:
    """A blocking client of an Arbiter service.

    ``Arbiter("http://localhost:8000")``; or pass a configured generated ``client``
    (``arbiter_client.Client``: cookies, TLS, httpx arguments). Use it as a context manager,
    or call ``close()``, to release its connections.

    Every method returns the operation's success model and raises :class:`ArbiterError` when
    the service answers a problem. Where a method takes ``state`` it also takes
    ``state_token`` (a sealed state): pass one of the two.
    """

    def __init__(
        self,
        base_url: str = "",
        *,
        timeout: float = DEFAULT_TIMEOUT,
        headers: Mapping[str, str] | None = None,
        client: Client | None = None,
    ) -> None:
        self.client = _client(base_url, client, timeout, headers)

    def _send(self, call: _Call[T]) -> T:
        return call.result(self.client.get_httpx_client().request(**call.kwargs))

    def __enter__(self) -> Arbiter:
        return self

    def __exit__(self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        self.client.get_httpx_client().close()

    def games(self) -> GameList:
        """``GET /v1/games``: the games, their player counts, options and rules versions."""
        return self._send(_Requests.games())

    def game(self, game: str) -> GameMetadata:
        """``GET /v1/games/{game}``: one game's metadata."""
        return self._send(_Requests.game(game))

    def components(self, game: str) -> ComponentsResponse:
        """``GET /v1/games/{game}/components``: what a frontend needs to draw the game."""
        return self._send(_Requests.components(game))

    def setup(
        self,
        game: str,
        options: Options,
        *,
        seed: int | None = None,
        seal: bool = False,
        player: int | None = None,
    ) -> SetupResponse:
        """A new game. ``seal=True``: a ``state_token`` and ``player``'s view instead of the state."""
        return self._send(_Requests.setup(game, options, seed, seal, player))

    def legal_actions(
        self,
        game: str,
        *,
        state: State | Unset | None = None,
        state_token: str | Unset | None = None,
        player: int | None = None,
    ) -> LegalActionsResponse:
        """Every legal action of ``player`` (None: of every awaiting seat)."""
        return self._send(_Requests.legal_actions(game, state, state_token, player))

    def apply(
        self,
        game: str,
        action: Action,
        *,
        state: State | Unset | None = None,
        state_token: str | Unset | None = None,
        seal: bool = False,
        player: int | None = None,
    ) -> ApplyResponse:
        """Apply ``action``: the new state (or token and view), its events and the status."""
        return self._send(_Requests.apply(game, action, state, state_token, seal, player))

    def view(
        self,
        game: str,
        *,
        state: State | Unset | None = None,
        state_token: str | Unset | None = None,
        player: int | None = None,
    ) -> ViewResponse:
        """What ``player`` (None: a spectator) may see of the state."""
        return self._send(_Requests.view(game, state, state_token, player))

    def render(
        self,
        game: str,
        *,
        state: State | Unset | None = None,
        state_token: str | Unset | None = None,
        player: int | None = None,
    ) -> str:
        """A picture of ``player``'s view, as SVG text."""
        return self._send(_Requests.render(game, state, state_token, player))

    def bot_action(
        self,
        game: str,
        player: int,
        *,
        policy: str = "greedy",
        state: State | Unset | None = None,
        state_token: str | Unset | None = None,
        budget_ms: int = 100,
        seed: int = 0,
    ) -> BotActionResponse:
        """A bot's legal action for ``player``: ``random``, ``greedy`` or ``mcts`` (404
        ``policy_unsupported`` where a game's bots play only ``random``)."""
        return self._send(_Requests.bot_action(game, player, policy, state, state_token, budget_ms, seed))

    def replay(
        self,
        game: str,
        options: Options,
        actions: list[Action],
        *,
        seed: int | None = None,
        seal: bool = False,
        player: int | None = None,
    ) -> ReplayResponse:
        """Set up and apply ``actions`` in order; a refused action is an ArbiterError whose
        ``step`` says which."""
        return self._send(_Requests.replay(game, options, actions, seed, seal, player))

    def monster_moves(self, request: MonsterMovesRequest) -> MonsterMovesResponse:
        """Gloomhaven: where the active monster moves and whom it attacks."""
        return self._send(_Requests.monster_moves(request))

    def health(self) -> Health:
        """``GET /healthz``: liveness."""
        return self._send(_Requests.health())

    def ready(self) -> Ready:
        """``GET /readyz``: readiness, with the cache's health."""
        return self._send(_Requests.ready())


class AsyncArbiter:
    """:class:`Arbiter` for asyncio: the same methods, awaited. Use ``async with``, or call
    ``aclose()``."""

    def __init__(
        self,
        base_url: str = "",
        *,
        timeout: float = DEFAULT_TIMEOUT,
        headers: Mapping[str, str] | None = None,
        client: Client | None = None,
    ) -> None:
        self.client = _client(base_url, client, timeout, headers)

    async def _send(self, call: _Call[T]) -> T:
        return call.result(await self.client.get_async_httpx_client().request(**call.kwargs))

    async def __aenter__(self) -> AsyncArbiter:
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self.client.get_async_httpx_client().aclose()

    async def games(self) -> GameList:
        return await self._send(_Requests.games())

    async def game(self, game: str) -> GameMetadata:
        return await self._send(_Requests.game(game))

    async def components(self, game: str) -> ComponentsResponse:
        return await self._send(_Requests.components(game))

    async def setup(
        self,
        game: str,
        options: Options,
        *,
        seed: int | None = None,
        seal: bool = False,
        player: int | None = None,
    ) -> SetupResponse:
        return await self._send(_Requests.setup(game, options, seed, seal, player))

    async def legal_actions(
        self,
        game: str,
        *,
        state: State | Unset | None = None,
        state_token: str | Unset | None = None,
        player: int | None = None,
    ) -> LegalActionsResponse:
        return await self._send(_Requests.legal_actions(game, state, state_token, player))

    async def apply(
        self,
        game: str,
        action: Action,
        *,
        state: State | Unset | None = None,
        state_token: str | Unset | None = None,
        seal: bool = False,
        player: int | None = None,
    ) -> ApplyResponse:
        return await self._send(_Requests.apply(game, action, state, state_token, seal, player))

    async def view(
        self,
        game: str,
        *,
        state: State | Unset | None = None,
        state_token: str | Unset | None = None,
        player: int | None = None,
    ) -> ViewResponse:
        return await self._send(_Requests.view(game, state, state_token, player))

    async def render(
        self,
        game: str,
        *,
        state: State | Unset | None = None,
        state_token: str | Unset | None = None,
        player: int | None = None,
    ) -> str:
        return await self._send(_Requests.render(game, state, state_token, player))

    async def bot_action(
        self,
        game: str,
        player: int,
        *,
        policy: str = "greedy",
        state: State | Unset | None = None,
        state_token: str | Unset | None = None,
        budget_ms: int = 100,
        seed: int = 0,
    ) -> BotActionResponse:
        return await self._send(_Requests.bot_action(game, player, policy, state, state_token, budget_ms, seed))

    async def replay(
        self,
        game: str,
        options: Options,
        actions: list[Action],
        *,
        seed: int | None = None,
        seal: bool = False,
        player: int | None = None,
    ) -> ReplayResponse:
        return await self._send(_Requests.replay(game, options, actions, seed, seal, player))

    async def monster_moves(self, request: MonsterMovesRequest) -> MonsterMovesResponse:
        return await self._send(_Requests.monster_moves(request))

    async def health(self) -> Health:
        return await self._send(_Requests.health())

    async def ready(self) -> Ready:
        return await self._send(_Requests.ready())
