from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_choose_option_action_type import check_gloomhaven_choose_option_action_type
from ..models.gloomhaven_choose_option_action_type import GloomhavenChooseOptionActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenChooseOptionAction")



@_attrs_define
class GloomhavenChooseOptionAction:
    """ the players choose among the monster AI's tied options (an index into the frame's options)

        Attributes:
            option (int):
            player (int): the acting seat
            type_ (GloomhavenChooseOptionActionType):
     """

    option: int
    player: int
    type_: GloomhavenChooseOptionActionType





    def to_dict(self) -> dict[str, Any]:
        option = self.option

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "option": option,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        option = d.pop("option")

        player = d.pop("player")

        type_ = check_gloomhaven_choose_option_action_type(d.pop("type"))




        gloomhaven_choose_option_action = cls(
            option=option,
            player=player,
            type_=type_,
        )

        return gloomhaven_choose_option_action

