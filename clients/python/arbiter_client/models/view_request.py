from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_state import FoundationsOfRomeState





T = TypeVar("T", bound="ViewRequest")



@_attrs_define
class ViewRequest:
    """ 
        Attributes:
            player (int | None | Unset): whose view; missing or null: a spectator's
            state (FoundationsOfRomeState | Unset): a full Foundations of Rome state (hidden information included)
            state_token (str | Unset): a state sealed by this service (send this or state)
     """

    player: int | None | Unset = UNSET
    state: FoundationsOfRomeState | Unset = UNSET
    state_token: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        player: int | None | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        state_token = self.state_token


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if player is not UNSET:
            field_dict["player"] = player
        if state is not UNSET:
            field_dict["state"] = state
        if state_token is not UNSET:
            field_dict["state_token"] = state_token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        d = dict(src_dict)
        def _parse_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


        _state = d.pop("state", UNSET)
        state: FoundationsOfRomeState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = FoundationsOfRomeState.from_dict(_state)




        state_token = d.pop("state_token", UNSET)

        view_request = cls(
            player=player,
            state=state,
            state_token=state_token,
        )

        return view_request

