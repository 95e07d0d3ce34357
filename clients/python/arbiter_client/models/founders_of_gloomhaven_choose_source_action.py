from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_choose_source_action_type import check_founders_of_gloomhaven_choose_source_action_type
from ..models.founders_of_gloomhaven_choose_source_action_type import FoundersOfGloomhavenChooseSourceActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenChooseSourceAction")



@_attrs_define
class FoundersOfGloomhavenChooseSourceAction:
    """ which connected prerequisite tile a tile you own uses (L231–233)

        Attributes:
            player (int): the acting seat
            tile (int): index into the state's tiles
            type_ (FoundersOfGloomhavenChooseSourceActionType):
     """

    player: int
    tile: int
    type_: FoundersOfGloomhavenChooseSourceActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        tile = self.tile

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "tile": tile,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        tile = d.pop("tile")

        type_ = check_founders_of_gloomhaven_choose_source_action_type(d.pop("type"))




        founders_of_gloomhaven_choose_source_action = cls(
            player=player,
            tile=tile,
            type_=type_,
        )

        return founders_of_gloomhaven_choose_source_action

