from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_token_discarded_event_token import check_foundations_of_rome_consul_token_discarded_event_token
from ..models.foundations_of_rome_consul_token_discarded_event_token import FoundationsOfRomeConsulTokenDiscardedEventToken
from ..models.foundations_of_rome_consul_token_discarded_event_type import check_foundations_of_rome_consul_token_discarded_event_type
from ..models.foundations_of_rome_consul_token_discarded_event_type import FoundationsOfRomeConsulTokenDiscardedEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeConsulTokenDiscardedEvent")



@_attrs_define
class FoundationsOfRomeConsulTokenDiscardedEvent:
    """ a smaller Consul token was covered and went to its discard pile

        Attributes:
            lots (list[str]):
            token (FoundationsOfRomeConsulTokenDiscardedEventToken): a Consul Building token, <kind>-<n>
            type_ (FoundationsOfRomeConsulTokenDiscardedEventType):
     """

    lots: list[str]
    token: FoundationsOfRomeConsulTokenDiscardedEventToken
    type_: FoundationsOfRomeConsulTokenDiscardedEventType





    def to_dict(self) -> dict[str, Any]:
        lots = self.lots



        token: str = self.token

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lots": lots,
            "token": token,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lots = cast(list[str], d.pop("lots"))


        token = check_foundations_of_rome_consul_token_discarded_event_token(d.pop("token"))




        type_ = check_foundations_of_rome_consul_token_discarded_event_type(d.pop("type"))




        foundations_of_rome_consul_token_discarded_event = cls(
            lots=lots,
            token=token,
            type_=type_,
        )

        return foundations_of_rome_consul_token_discarded_event

