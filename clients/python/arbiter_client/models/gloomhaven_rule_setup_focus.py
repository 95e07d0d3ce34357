from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_focus_type import check_gloomhaven_rule_setup_focus_type
from ..models.gloomhaven_rule_setup_focus_type import GloomhavenRuleSetupFocusType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupFocus")



@_attrs_define
class GloomhavenRuleSetupFocus:
    """ such a monster that can move within range to attack the figure focuses on it (focus.py)

        Attributes:
            figure (str):
            monsters (list[str]):
            type_ (GloomhavenRuleSetupFocusType):
     """

    figure: str
    monsters: list[str]
    type_: GloomhavenRuleSetupFocusType





    def to_dict(self) -> dict[str, Any]:
        figure = self.figure

        monsters = self.monsters



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "monsters": monsters,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figure = d.pop("figure")

        monsters = cast(list[str], d.pop("monsters"))


        type_ = check_gloomhaven_rule_setup_focus_type(d.pop("type"))




        gloomhaven_rule_setup_focus = cls(
            figure=figure,
            monsters=monsters,
            type_=type_,
        )

        return gloomhaven_rule_setup_focus

