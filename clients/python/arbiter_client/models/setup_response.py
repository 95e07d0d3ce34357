from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_state import FoundationsOfRomeState
  from ..models.game_status import GameStatus





T = TypeVar("T", bound="SetupResponse")



@_attrs_define
class SetupResponse:
    """ 
        Attributes:
            state (FoundationsOfRomeState): a full Foundations of Rome state (hidden information included)
            status (GameStatus):
     """

    state: FoundationsOfRomeState
    status: GameStatus





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        state = self.state.to_dict()

        status = self.status.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        d = dict(src_dict)
        state = FoundationsOfRomeState.from_dict(d.pop("state"))




        status = GameStatus.from_dict(d.pop("status"))




        setup_response = cls(
            state=state,
            status=status,
        )

        return setup_response

