from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_import_action_resource import check_founders_of_gloomhaven_import_action_resource
from ..models.founders_of_gloomhaven_import_action_resource import FoundersOfGloomhavenImportActionResource
from ..models.founders_of_gloomhaven_import_action_type import check_founders_of_gloomhaven_import_action_type
from ..models.founders_of_gloomhaven_import_action_type import FoundersOfGloomhavenImportActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenImportAction")



@_attrs_define
class FoundersOfGloomhavenImportAction:
    """ trade: import a stall of a resource the player controls (L338–341)

        Attributes:
            player (int): the acting seat
            resource (FoundersOfGloomhavenImportActionResource):
            square (list[int]): [x, y]
            type_ (FoundersOfGloomhavenImportActionType):
     """

    player: int
    resource: FoundersOfGloomhavenImportActionResource
    square: list[int]
    type_: FoundersOfGloomhavenImportActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        resource: str = self.resource

        square = self.square



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "resource": resource,
            "square": square,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        resource = check_founders_of_gloomhaven_import_action_resource(d.pop("resource"))




        square = cast(list[int], d.pop("square"))


        type_ = check_founders_of_gloomhaven_import_action_type(d.pop("type"))




        founders_of_gloomhaven_import_action = cls(
            player=player,
            resource=resource,
            square=square,
            type_=type_,
        )

        return founders_of_gloomhaven_import_action

