from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_view import FoundationsOfRomeView
  from ..models.founders_of_gloomhaven_view import FoundersOfGloomhavenView
  from ..models.game_status import GameStatus
  from ..models.gloomhaven_view import GloomhavenView





T = TypeVar("T", bound="ViewResponse")



@_attrs_define
class ViewResponse:
    """ 
        Attributes:
            status (GameStatus):
            view (FoundationsOfRomeView | FoundersOfGloomhavenView | GloomhavenView): what one seat may see of a state
     """

    status: GameStatus
    view: FoundationsOfRomeView | FoundersOfGloomhavenView | GloomhavenView





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_view import FoundationsOfRomeView # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view import FoundersOfGloomhavenView # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        from ..models.gloomhaven_view import GloomhavenView # noqa: PLC0415
        status = self.status.to_dict()

        view: dict[str, Any]
        if isinstance(self.view, FoundationsOfRomeView):
            view = self.view.to_dict()
        elif isinstance(self.view, FoundersOfGloomhavenView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_view import FoundationsOfRomeView # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view import FoundersOfGloomhavenView # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        from ..models.gloomhaven_view import GloomhavenView # noqa: PLC0415
        d = dict(src_dict)
        status = GameStatus.from_dict(d.pop("status"))




        def _parse_view(data: object) -> FoundationsOfRomeView | FoundersOfGloomhavenView | GloomhavenView:
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

        view = _parse_view(d.pop("view"))


        view_response = cls(
            status=status,
            view=view,
        )

        return view_response

