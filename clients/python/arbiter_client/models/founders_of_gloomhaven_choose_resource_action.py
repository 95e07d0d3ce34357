from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_choose_resource_action_resource import check_founders_of_gloomhaven_choose_resource_action_resource
from ..models.founders_of_gloomhaven_choose_resource_action_resource import FoundersOfGloomhavenChooseResourceActionResource
from ..models.founders_of_gloomhaven_choose_resource_action_type import check_founders_of_gloomhaven_choose_resource_action_type
from ..models.founders_of_gloomhaven_choose_resource_action_type import FoundersOfGloomhavenChooseResourceActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenChooseResourceAction")



@_attrs_define
class FoundersOfGloomhavenChooseResourceAction:
    """ take a resource card and its stalls; when none is allowed, another player's (L78–106)

        Attributes:
            player (int): the acting seat
            resource (FoundersOfGloomhavenChooseResourceActionResource):
            type_ (FoundersOfGloomhavenChooseResourceActionType):
     """

    player: int
    resource: FoundersOfGloomhavenChooseResourceActionResource
    type_: FoundersOfGloomhavenChooseResourceActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        resource: str = self.resource

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "resource": resource,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        resource = check_founders_of_gloomhaven_choose_resource_action_resource(d.pop("resource"))




        type_ = check_founders_of_gloomhaven_choose_resource_action_type(d.pop("type"))




        founders_of_gloomhaven_choose_resource_action = cls(
            player=player,
            resource=resource,
            type_=type_,
        )

        return founders_of_gloomhaven_choose_resource_action

