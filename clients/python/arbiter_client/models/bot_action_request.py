from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_action_request_policy import BotActionRequestPolicy
from ..models.bot_action_request_policy import check_bot_action_request_policy
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_state import FoundationsOfRomeState
  from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState
  from ..models.gloomhaven_state import GloomhavenState





T = TypeVar("T", bound="BotActionRequest")



@_attrs_define
class BotActionRequest:
    """ 
        Attributes:
            player (int): the seat the bot plays
            budget_ms (int | Unset): mcts: the search's length, 8 engine calls per millisecond (counted, not timed: the same
                request gives the same action) Default: 100.
            policy (BotActionRequestPolicy | Unset): random: any legal action; greedy: the best after one action by the
                game's documented heuristic; mcts: information-set Monte Carlo tree search (never uses what the seat cannot see)
                Default: 'greedy'.
            seed (int | Unset): the bot's random draws: the same seed, the same action Default: 0.
            state (FoundationsOfRomeState | FoundersOfGloomhavenState | GloomhavenState | Unset): a full game state
                (everything, hidden information included)
            state_token (str | Unset): a state sealed by this service (send this or state)
     """

    player: int
    budget_ms: int | Unset = 100
    policy: BotActionRequestPolicy | Unset = 'greedy'
    seed: int | Unset = 0
    state: FoundationsOfRomeState | FoundersOfGloomhavenState | GloomhavenState | Unset = UNSET
    state_token: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState # noqa: PLC0415
        from ..models.gloomhaven_state import GloomhavenState # noqa: PLC0415
        player = self.player

        budget_ms = self.budget_ms

        policy: str | Unset = UNSET
        if not isinstance(self.policy, Unset):
            policy = self.policy


        seed = self.seed

        state: dict[str, Any] | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        elif isinstance(self.state, FoundationsOfRomeState):
            state = self.state.to_dict()
        elif isinstance(self.state, FoundersOfGloomhavenState):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()


        state_token = self.state_token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
        })
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if policy is not UNSET:
            field_dict["policy"] = policy
        if seed is not UNSET:
            field_dict["seed"] = seed
        if state is not UNSET:
            field_dict["state"] = state
        if state_token is not UNSET:
            field_dict["state_token"] = state_token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState # noqa: PLC0415
        from ..models.gloomhaven_state import GloomhavenState # noqa: PLC0415
        d = dict(src_dict)
        player = d.pop("player")

        budget_ms = d.pop("budget_ms", UNSET)

        _policy = d.pop("policy", UNSET)
        policy: BotActionRequestPolicy | Unset
        if isinstance(_policy,  Unset):
            policy = UNSET
        else:
            policy = check_bot_action_request_policy(_policy)




        seed = d.pop("seed", UNSET)

        def _parse_state(data: object) -> FoundationsOfRomeState | FoundersOfGloomhavenState | GloomhavenState | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_0 = FoundationsOfRomeState.from_dict(data)



                return componentsschemas_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_1 = FoundersOfGloomhavenState.from_dict(data)



                return componentsschemas_state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_state_type_2 = GloomhavenState.from_dict(data)



            return componentsschemas_state_type_2

        state = _parse_state(d.pop("state", UNSET))


        state_token = d.pop("state_token", UNSET)

        bot_action_request = cls(
            player=player,
            budget_ms=budget_ms,
            policy=policy,
            seed=seed,
            state=state,
            state_token=state_token,
        )

        return bot_action_request

