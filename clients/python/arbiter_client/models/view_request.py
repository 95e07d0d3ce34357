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
            state (FoundationsOfRomeState): a full Foundations of Rome state (hidden information included)
            player (int | None | Unset): whose view; missing or null: a spectator's
     """

    state: FoundationsOfRomeState
    player: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        state = self.state.to_dict()

        player: int | None | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
        })
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        d = dict(src_dict)
        state = FoundationsOfRomeState.from_dict(d.pop("state"))




        def _parse_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


        view_request = cls(
            state=state,
            player=player,
        )

        return view_request

