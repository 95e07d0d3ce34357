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
  from ..models.foundations_of_rome_view import FoundationsOfRomeView
  from ..models.game_status import GameStatus





T = TypeVar("T", bound="SetupResponse")



@_attrs_define
class SetupResponse:
    """ 
        Attributes:
            status (GameStatus):
            state (FoundationsOfRomeState | Unset): a full Foundations of Rome state (hidden information included)
            state_token (str | Unset): sealed: the new state, to send back as state_token
            view (FoundationsOfRomeView | Unset): what one seat (or a spectator) may see of a state
     """

    status: GameStatus
    state: FoundationsOfRomeState | Unset = UNSET
    state_token: str | Unset = UNSET
    view: FoundationsOfRomeView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.foundations_of_rome_view import FoundationsOfRomeView # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        status = self.status.to_dict()

        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        state_token = self.state_token

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })
        if state is not UNSET:
            field_dict["state"] = state
        if state_token is not UNSET:
            field_dict["state_token"] = state_token
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.foundations_of_rome_view import FoundationsOfRomeView # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        d = dict(src_dict)
        status = GameStatus.from_dict(d.pop("status"))




        _state = d.pop("state", UNSET)
        state: FoundationsOfRomeState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = FoundationsOfRomeState.from_dict(_state)




        state_token = d.pop("state_token", UNSET)

        _view = d.pop("view", UNSET)
        view: FoundationsOfRomeView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = FoundationsOfRomeView.from_dict(_view)




        setup_response = cls(
            status=status,
            state=state,
            state_token=state_token,
            view=view,
        )

        return setup_response

