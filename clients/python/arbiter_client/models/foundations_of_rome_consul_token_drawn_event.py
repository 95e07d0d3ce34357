from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_token_drawn_event_token import check_foundations_of_rome_consul_token_drawn_event_token
from ..models.foundations_of_rome_consul_token_drawn_event_token import FoundationsOfRomeConsulTokenDrawnEventToken
from ..models.foundations_of_rome_consul_token_drawn_event_type import check_foundations_of_rome_consul_token_drawn_event_type
from ..models.foundations_of_rome_consul_token_drawn_event_type import FoundationsOfRomeConsulTokenDrawnEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeConsulTokenDrawnEvent")



@_attrs_define
class FoundationsOfRomeConsulTokenDrawnEvent:
    """ the Consul drew a token

        Attributes:
            token (FoundationsOfRomeConsulTokenDrawnEventToken): a Consul Building token, <kind>-<n>
            type_ (FoundationsOfRomeConsulTokenDrawnEventType):
     """

    token: FoundationsOfRomeConsulTokenDrawnEventToken
    type_: FoundationsOfRomeConsulTokenDrawnEventType





    def to_dict(self) -> dict[str, Any]:
        token: str = self.token

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "token": token,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = check_foundations_of_rome_consul_token_drawn_event_token(d.pop("token"))




        type_ = check_foundations_of_rome_consul_token_drawn_event_type(d.pop("type"))




        foundations_of_rome_consul_token_drawn_event = cls(
            token=token,
            type_=type_,
        )

        return foundations_of_rome_consul_token_drawn_event

