from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_choose_element_action_element import check_gloomhaven_choose_element_action_element
from ..models.gloomhaven_choose_element_action_element import GloomhavenChooseElementActionElement
from ..models.gloomhaven_choose_element_action_type import check_gloomhaven_choose_element_action_type
from ..models.gloomhaven_choose_element_action_type import GloomhavenChooseElementActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenChooseElementAction")



@_attrs_define
class GloomhavenChooseElementAction:
    """ the players decide which element a monster consumes for "any element": one of those listed

        Attributes:
            element (GloomhavenChooseElementActionElement):
            player (int): the acting seat
            type_ (GloomhavenChooseElementActionType):
     """

    element: GloomhavenChooseElementActionElement
    player: int
    type_: GloomhavenChooseElementActionType





    def to_dict(self) -> dict[str, Any]:
        element: str = self.element

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "element": element,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        element = check_gloomhaven_choose_element_action_element(d.pop("element"))




        player = d.pop("player")

        type_ = check_gloomhaven_choose_element_action_type(d.pop("type"))




        gloomhaven_choose_element_action = cls(
            element=element,
            player=player,
            type_=type_,
        )

        return gloomhaven_choose_element_action

