from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_token_view_token import check_foundations_of_rome_consul_token_view_token
from ..models.foundations_of_rome_consul_token_view_token import FoundationsOfRomeConsulTokenViewToken
from ..models.foundations_of_rome_consul_token_view_type import check_foundations_of_rome_consul_token_view_type
from ..models.foundations_of_rome_consul_token_view_type import FoundationsOfRomeConsulTokenViewType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeConsulTokenView")



@_attrs_define
class FoundationsOfRomeConsulTokenView:
    """ 
        Attributes:
            lots (list[str]):
            size (int):
            token (FoundationsOfRomeConsulTokenViewToken): a Consul Building token, <kind>-<n>
            type_ (FoundationsOfRomeConsulTokenViewType):
     """

    lots: list[str]
    size: int
    token: FoundationsOfRomeConsulTokenViewToken
    type_: FoundationsOfRomeConsulTokenViewType





    def to_dict(self) -> dict[str, Any]:
        lots = self.lots



        size = self.size

        token: str = self.token

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lots": lots,
            "size": size,
            "token": token,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lots = cast(list[str], d.pop("lots"))


        size = d.pop("size")

        token = check_foundations_of_rome_consul_token_view_token(d.pop("token"))




        type_ = check_foundations_of_rome_consul_token_view_type(d.pop("type"))




        foundations_of_rome_consul_token_view = cls(
            lots=lots,
            size=size,
            token=token,
            type_=type_,
        )

        return foundations_of_rome_consul_token_view

