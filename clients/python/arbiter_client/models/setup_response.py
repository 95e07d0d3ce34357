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
  from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState
  from ..models.founders_of_gloomhaven_view import FoundersOfGloomhavenView
  from ..models.game_status import GameStatus
  from ..models.gloomhaven_state import GloomhavenState
  from ..models.gloomhaven_view import GloomhavenView





T = TypeVar("T", bound="SetupResponse")



@_attrs_define
class SetupResponse:
    """ 
        Attributes:
            status (GameStatus):
            state (FoundationsOfRomeState | FoundersOfGloomhavenState | GloomhavenState | Unset): a full game state
                (everything, hidden information included)
            state_token (str | Unset): sealed: the new state, to send back as state_token
            view (FoundationsOfRomeView | FoundersOfGloomhavenView | GloomhavenView | Unset): what one seat may see of a
                state
     """

    status: GameStatus
    state: FoundationsOfRomeState | FoundersOfGloomhavenState | GloomhavenState | Unset = UNSET
    state_token: str | Unset = UNSET
    view: FoundationsOfRomeView | FoundersOfGloomhavenView | GloomhavenView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.foundations_of_rome_view import FoundationsOfRomeView # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view import FoundersOfGloomhavenView # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        from ..models.gloomhaven_state import GloomhavenState # noqa: PLC0415
        from ..models.gloomhaven_view import GloomhavenView # noqa: PLC0415
        status = self.status.to_dict()

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

        view: dict[str, Any] | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, FoundationsOfRomeView):
            view = self.view.to_dict()
        elif isinstance(self.view, FoundersOfGloomhavenView):
            view = self.view.to_dict()
        else:
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
        from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view import FoundersOfGloomhavenView # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        from ..models.gloomhaven_state import GloomhavenState # noqa: PLC0415
        from ..models.gloomhaven_view import GloomhavenView # noqa: PLC0415
        d = dict(src_dict)
        status = GameStatus.from_dict(d.pop("status"))




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

        def _parse_view(data: object) -> FoundationsOfRomeView | FoundersOfGloomhavenView | GloomhavenView | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_0 = FoundationsOfRomeView.from_dict(data)



                return componentsschemas_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_1 = FoundersOfGloomhavenView.from_dict(data)



                return componentsschemas_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_view_type_2 = GloomhavenView.from_dict(data)



            return componentsschemas_view_type_2

        view = _parse_view(d.pop("view", UNSET))


        setup_response = cls(
            status=status,
            state=state,
            state_token=state_token,
            view=view,
        )

        return setup_response

