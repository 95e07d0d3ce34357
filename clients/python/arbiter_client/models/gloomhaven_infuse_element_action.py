from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_infuse_element_action_element import check_gloomhaven_infuse_element_action_element
from ..models.gloomhaven_infuse_element_action_element import GloomhavenInfuseElementActionElement
from ..models.gloomhaven_infuse_element_action_type import check_gloomhaven_infuse_element_action_type
from ..models.gloomhaven_infuse_element_action_type import GloomhavenInfuseElementActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenInfuseElementAction")



@_attrs_define
class GloomhavenInfuseElementAction:
    """ infuse this element for the ability's 'any one element'

        Attributes:
            character (int): index of the character in state.characters
            element (GloomhavenInfuseElementActionElement):
            player (int): the acting seat
            type_ (GloomhavenInfuseElementActionType):
     """

    character: int
    element: GloomhavenInfuseElementActionElement
    player: int
    type_: GloomhavenInfuseElementActionType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        element: str = self.element

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "element": element,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        element = check_gloomhaven_infuse_element_action_element(d.pop("element"))




        player = d.pop("player")

        type_ = check_gloomhaven_infuse_element_action_type(d.pop("type"))




        gloomhaven_infuse_element_action = cls(
            character=character,
            element=element,
            player=player,
            type_=type_,
        )

        return gloomhaven_infuse_element_action

