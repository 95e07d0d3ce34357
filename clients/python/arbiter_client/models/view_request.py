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
  from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState
  from ..models.gloomhaven_state import GloomhavenState





T = TypeVar("T", bound="ViewRequest")



@_attrs_define
class ViewRequest:
    """ 
        Attributes:
            player (int | None | Unset): whose view; missing or null: a spectator's
            state (FoundationsOfRomeState | FoundersOfGloomhavenState | GloomhavenState | Unset): a full game state
                (everything, hidden information included)
            state_token (str | Unset): a state sealed by this service (send this or state)
     """

    player: int | None | Unset = UNSET
    state: FoundationsOfRomeState | FoundersOfGloomhavenState | GloomhavenState | Unset = UNSET
    state_token: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState # noqa: PLC0415
        from ..models.gloomhaven_state import GloomhavenState # noqa: PLC0415
        player: int | None | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

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
        from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState # noqa: PLC0415
        from ..models.gloomhaven_state import GloomhavenState # noqa: PLC0415
        d = dict(src_dict)
        def _parse_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


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

        view_request = cls(
            player=player,
            state=state,
            state_token=state_token,
        )

        return view_request

