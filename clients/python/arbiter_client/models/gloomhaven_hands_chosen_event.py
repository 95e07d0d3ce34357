from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_hands_chosen_event_type import check_gloomhaven_hands_chosen_event_type
from ..models.gloomhaven_hands_chosen_event_type import GloomhavenHandsChosenEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenHandsChosenEvent")



@_attrs_define
class GloomhavenHandsChosenEvent:
    """ 
        Attributes:
            sizes (list[int]):
            type_ (GloomhavenHandsChosenEventType):
     """

    sizes: list[int]
    type_: GloomhavenHandsChosenEventType





    def to_dict(self) -> dict[str, Any]:
        sizes = self.sizes



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "sizes": sizes,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sizes = cast(list[int], d.pop("sizes"))


        type_ = check_gloomhaven_hands_chosen_event_type(d.pop("type"))




        gloomhaven_hands_chosen_event = cls(
            sizes=sizes,
            type_=type_,
        )

        return gloomhaven_hands_chosen_event

