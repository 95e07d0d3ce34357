from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_consume_action_elements_item import check_gloomhaven_consume_action_elements_item
from ..models.gloomhaven_consume_action_elements_item import GloomhavenConsumeActionElementsItem
from ..models.gloomhaven_consume_action_type import check_gloomhaven_consume_action_type
from ..models.gloomhaven_consume_action_type import GloomhavenConsumeActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenConsumeAction")



@_attrs_define
class GloomhavenConsumeAction:
    """ consume these elements for these element bonuses of the ability (none: consume nothing)

        Attributes:
            character (int): index of the character in state.characters
            elements (list[GloomhavenConsumeActionElementsItem]):
            entries (list[int]):
            player (int): the acting seat
            type_ (GloomhavenConsumeActionType):
     """

    character: int
    elements: list[GloomhavenConsumeActionElementsItem]
    entries: list[int]
    player: int
    type_: GloomhavenConsumeActionType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        elements = []
        for elements_item_data in self.elements:
            elements_item: str = elements_item_data
            elements.append(elements_item)



        entries = self.entries



        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "elements": elements,
            "entries": entries,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        elements = []
        _elements = d.pop("elements")
        for elements_item_data in (_elements):
            elements_item = check_gloomhaven_consume_action_elements_item(elements_item_data)



            elements.append(elements_item)


        entries = cast(list[int], d.pop("entries"))


        player = d.pop("player")

        type_ = check_gloomhaven_consume_action_type(d.pop("type"))




        gloomhaven_consume_action = cls(
            character=character,
            elements=elements,
            entries=entries,
            player=player,
            type_=type_,
        )

        return gloomhaven_consume_action

