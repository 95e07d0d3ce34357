from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_invoke_action_invocation import check_foundations_of_rome_invoke_action_invocation
from ..models.foundations_of_rome_invoke_action_invocation import FoundationsOfRomeInvokeActionInvocation
from ..models.foundations_of_rome_invoke_action_type import check_foundations_of_rome_invoke_action_type
from ..models.foundations_of_rome_invoke_action_type import FoundationsOfRomeInvokeActionType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeInvokeAction")



@_attrs_define
class FoundationsOfRomeInvokeAction:
    """ Invocations (free, on your turn): use an unused Invocation; targets: the card taken (free_deed), your lot and
    another player's (swap_empty_lots), else none

        Attributes:
            invocation (FoundationsOfRomeInvokeActionInvocation):
            player (int): the acting seat
            targets (list[str]):
            type_ (FoundationsOfRomeInvokeActionType):
     """

    invocation: FoundationsOfRomeInvokeActionInvocation
    player: int
    targets: list[str]
    type_: FoundationsOfRomeInvokeActionType





    def to_dict(self) -> dict[str, Any]:
        invocation: str = self.invocation

        player = self.player

        targets = self.targets



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "invocation": invocation,
            "player": player,
            "targets": targets,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invocation = check_foundations_of_rome_invoke_action_invocation(d.pop("invocation"))




        player = d.pop("player")

        targets = cast(list[str], d.pop("targets"))


        type_ = check_foundations_of_rome_invoke_action_type(d.pop("type"))




        foundations_of_rome_invoke_action = cls(
            invocation=invocation,
            player=player,
            targets=targets,
            type_=type_,
        )

        return foundations_of_rome_invoke_action

