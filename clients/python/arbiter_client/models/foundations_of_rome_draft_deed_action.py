from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_draft_deed_action_type import check_foundations_of_rome_draft_deed_action_type
from ..models.foundations_of_rome_draft_deed_action_type import FoundationsOfRomeDraftDeedActionType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeDraftDeedAction")



@_attrs_define
class FoundationsOfRomeDraftDeedAction:
    """ Deed Drafting: keep one card of your hand, secretly

        Attributes:
            deed (str): a lot, column A–J and row 1–10
            player (int): the acting seat
            type_ (FoundationsOfRomeDraftDeedActionType):
     """

    deed: str
    player: int
    type_: FoundationsOfRomeDraftDeedActionType





    def to_dict(self) -> dict[str, Any]:
        deed = self.deed

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deed": deed,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deed = d.pop("deed")

        player = d.pop("player")

        type_ = check_foundations_of_rome_draft_deed_action_type(d.pop("type"))




        foundations_of_rome_draft_deed_action = cls(
            deed=deed,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_draft_deed_action

