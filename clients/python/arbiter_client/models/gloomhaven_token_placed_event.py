from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_token_placed_event_token import check_gloomhaven_token_placed_event_token
from ..models.gloomhaven_token_placed_event_token import GloomhavenTokenPlacedEventToken
from ..models.gloomhaven_token_placed_event_type import check_gloomhaven_token_placed_event_type
from ..models.gloomhaven_token_placed_event_type import GloomhavenTokenPlacedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenTokenPlacedEvent")



@_attrs_define
class GloomhavenTokenPlacedEvent:
    """ 
        Attributes:
            hex_ (list[int]):
            token (GloomhavenTokenPlacedEventToken):
            type_ (GloomhavenTokenPlacedEventType):
     """

    hex_: list[int]
    token: GloomhavenTokenPlacedEventToken
    type_: GloomhavenTokenPlacedEventType





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_



        token: str = self.token

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "token": token,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        token = check_gloomhaven_token_placed_event_token(d.pop("token"))




        type_ = check_gloomhaven_token_placed_event_type(d.pop("type"))




        gloomhaven_token_placed_event = cls(
            hex_=hex_,
            token=token,
            type_=type_,
        )

        return gloomhaven_token_placed_event

