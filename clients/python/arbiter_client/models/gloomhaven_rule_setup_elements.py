from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_elements_inert_item import check_gloomhaven_rule_setup_elements_inert_item
from ..models.gloomhaven_rule_setup_elements_inert_item import GloomhavenRuleSetupElementsInertItem
from ..models.gloomhaven_rule_setup_elements_strong_item import check_gloomhaven_rule_setup_elements_strong_item
from ..models.gloomhaven_rule_setup_elements_strong_item import GloomhavenRuleSetupElementsStrongItem
from ..models.gloomhaven_rule_setup_elements_type import check_gloomhaven_rule_setup_elements_type
from ..models.gloomhaven_rule_setup_elements_type import GloomhavenRuleSetupElementsType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupElements")



@_attrs_define
class GloomhavenRuleSetupElements:
    """ 
        Attributes:
            inert (list[GloomhavenRuleSetupElementsInertItem]):
            strong (list[GloomhavenRuleSetupElementsStrongItem]):
            type_ (GloomhavenRuleSetupElementsType):
     """

    inert: list[GloomhavenRuleSetupElementsInertItem]
    strong: list[GloomhavenRuleSetupElementsStrongItem]
    type_: GloomhavenRuleSetupElementsType





    def to_dict(self) -> dict[str, Any]:
        inert = []
        for inert_item_data in self.inert:
            inert_item: str = inert_item_data
            inert.append(inert_item)



        strong = []
        for strong_item_data in self.strong:
            strong_item: str = strong_item_data
            strong.append(strong_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "inert": inert,
            "strong": strong,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        inert = []
        _inert = d.pop("inert")
        for inert_item_data in (_inert):
            inert_item = check_gloomhaven_rule_setup_elements_inert_item(inert_item_data)



            inert.append(inert_item)


        strong = []
        _strong = d.pop("strong")
        for strong_item_data in (_strong):
            strong_item = check_gloomhaven_rule_setup_elements_strong_item(strong_item_data)



            strong.append(strong_item)


        type_ = check_gloomhaven_rule_setup_elements_type(d.pop("type"))




        gloomhaven_rule_setup_elements = cls(
            inert=inert,
            strong=strong,
            type_=type_,
        )

        return gloomhaven_rule_setup_elements

