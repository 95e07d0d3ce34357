from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_tie_broken_event_type import check_gloomhaven_tie_broken_event_type
from ..models.gloomhaven_tie_broken_event_type import GloomhavenTieBrokenEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_tie_broken_event_first_type_0 import GloomhavenTieBrokenEventFirstType0
  from ..models.gloomhaven_tie_broken_event_first_type_1 import GloomhavenTieBrokenEventFirstType1
  from ..models.gloomhaven_tie_broken_event_first_type_2 import GloomhavenTieBrokenEventFirstType2





T = TypeVar("T", bound="GloomhavenTieBrokenEvent")



@_attrs_define
class GloomhavenTieBrokenEvent:
    """ 
        Attributes:
            first (GloomhavenTieBrokenEventFirstType0 | GloomhavenTieBrokenEventFirstType1 |
                GloomhavenTieBrokenEventFirstType2):
            type_ (GloomhavenTieBrokenEventType):
     """

    first: GloomhavenTieBrokenEventFirstType0 | GloomhavenTieBrokenEventFirstType1 | GloomhavenTieBrokenEventFirstType2
    type_: GloomhavenTieBrokenEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_tie_broken_event_first_type_0 import GloomhavenTieBrokenEventFirstType0 # noqa: PLC0415
        from ..models.gloomhaven_tie_broken_event_first_type_1 import GloomhavenTieBrokenEventFirstType1 # noqa: PLC0415
        from ..models.gloomhaven_tie_broken_event_first_type_2 import GloomhavenTieBrokenEventFirstType2 # noqa: PLC0415
        first: dict[str, Any]
        if isinstance(self.first, GloomhavenTieBrokenEventFirstType0):
            first = self.first.to_dict()
        elif isinstance(self.first, GloomhavenTieBrokenEventFirstType1):
            first = self.first.to_dict()
        else:
            first = self.first.to_dict()


        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "first": first,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_tie_broken_event_first_type_0 import GloomhavenTieBrokenEventFirstType0 # noqa: PLC0415
        from ..models.gloomhaven_tie_broken_event_first_type_1 import GloomhavenTieBrokenEventFirstType1 # noqa: PLC0415
        from ..models.gloomhaven_tie_broken_event_first_type_2 import GloomhavenTieBrokenEventFirstType2 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_first(data: object) -> GloomhavenTieBrokenEventFirstType0 | GloomhavenTieBrokenEventFirstType1 | GloomhavenTieBrokenEventFirstType2:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_type_0 = GloomhavenTieBrokenEventFirstType0.from_dict(data)



                return first_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_type_1 = GloomhavenTieBrokenEventFirstType1.from_dict(data)



                return first_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            first_type_2 = GloomhavenTieBrokenEventFirstType2.from_dict(data)



            return first_type_2

        first = _parse_first(d.pop("first"))


        type_ = check_gloomhaven_tie_broken_event_type(d.pop("type"))




        gloomhaven_tie_broken_event = cls(
            first=first,
            type_=type_,
        )

        return gloomhaven_tie_broken_event

