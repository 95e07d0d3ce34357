from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_buy_invocation_action_invocation import check_foundations_of_rome_buy_invocation_action_invocation
from ..models.foundations_of_rome_buy_invocation_action_invocation import FoundationsOfRomeBuyInvocationActionInvocation
from ..models.foundations_of_rome_buy_invocation_action_type import check_foundations_of_rome_buy_invocation_action_type
from ..models.foundations_of_rome_buy_invocation_action_type import FoundationsOfRomeBuyInvocationActionType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeBuyInvocationAction")



@_attrs_define
class FoundationsOfRomeBuyInvocationAction:
    """ Invocations: buy an Invocation card from the Deed board at its slot's price (a Buy a Deed action)

        Attributes:
            invocation (FoundationsOfRomeBuyInvocationActionInvocation):
            player (int): the acting seat
            type_ (FoundationsOfRomeBuyInvocationActionType):
     """

    invocation: FoundationsOfRomeBuyInvocationActionInvocation
    player: int
    type_: FoundationsOfRomeBuyInvocationActionType





    def to_dict(self) -> dict[str, Any]:
        invocation: str = self.invocation

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "invocation": invocation,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invocation = check_foundations_of_rome_buy_invocation_action_invocation(d.pop("invocation"))




        player = d.pop("player")

        type_ = check_foundations_of_rome_buy_invocation_action_type(d.pop("type"))




        foundations_of_rome_buy_invocation_action = cls(
            invocation=invocation,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_buy_invocation_action

