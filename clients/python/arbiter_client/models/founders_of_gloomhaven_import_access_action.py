from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_import_access_action_resource import check_founders_of_gloomhaven_import_access_action_resource
from ..models.founders_of_gloomhaven_import_access_action_resource import FoundersOfGloomhavenImportAccessActionResource
from ..models.founders_of_gloomhaven_import_access_action_type import check_founders_of_gloomhaven_import_access_action_type
from ..models.founders_of_gloomhaven_import_access_action_type import FoundersOfGloomhavenImportAccessActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenImportAccessAction")



@_attrs_define
class FoundersOfGloomhavenImportAccessAction:
    """ trade: import a neutral stall of an unclaimed resource, with access (L343–345)

        Attributes:
            player (int): the acting seat
            resource (FoundersOfGloomhavenImportAccessActionResource):
            square (list[int]): [x, y]
            type_ (FoundersOfGloomhavenImportAccessActionType):
     """

    player: int
    resource: FoundersOfGloomhavenImportAccessActionResource
    square: list[int]
    type_: FoundersOfGloomhavenImportAccessActionType





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

        resource = check_founders_of_gloomhaven_import_access_action_resource(d.pop("resource"))




        square = cast(list[int], d.pop("square"))


        type_ = check_founders_of_gloomhaven_import_access_action_type(d.pop("type"))




        founders_of_gloomhaven_import_access_action = cls(
            player=player,
            resource=resource,
            square=square,
            type_=type_,
        )

        return founders_of_gloomhaven_import_access_action

