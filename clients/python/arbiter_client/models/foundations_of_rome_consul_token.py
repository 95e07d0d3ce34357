from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_token_token import check_foundations_of_rome_consul_token_token
from ..models.foundations_of_rome_consul_token_token import FoundationsOfRomeConsulTokenToken
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeConsulToken")



@_attrs_define
class FoundationsOfRomeConsulToken:
    """ a Consul token in play

        Attributes:
            lots (list[str]):
            token (FoundationsOfRomeConsulTokenToken): a Consul Building token, <kind>-<n>
     """

    lots: list[str]
    token: FoundationsOfRomeConsulTokenToken





    def to_dict(self) -> dict[str, Any]:
        lots = self.lots



        token: str = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lots": lots,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lots = cast(list[str], d.pop("lots"))


        token = check_foundations_of_rome_consul_token_token(d.pop("token"))




        foundations_of_rome_consul_token = cls(
            lots=lots,
            token=token,
        )

        return foundations_of_rome_consul_token

