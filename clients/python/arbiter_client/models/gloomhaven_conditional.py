from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_conditional_target_conditions_item import check_gloomhaven_conditional_target_conditions_item
from ..models.gloomhaven_conditional_target_conditions_item import GloomhavenConditionalTargetConditionsItem
from ..models.gloomhaven_conditional_when import check_gloomhaven_conditional_when
from ..models.gloomhaven_conditional_when import GloomhavenConditionalWhen
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_modifiers import GloomhavenModifiers





T = TypeVar("T", bound="GloomhavenConditional")



@_attrs_define
class GloomhavenConditional:
    """ a bonus that applies only when the predicate holds

        Attributes:
            add (GloomhavenModifiers):
            when (GloomhavenConditionalWhen):
            target_conditions (list[GloomhavenConditionalTargetConditionsItem] | Unset):
     """

    add: GloomhavenModifiers
    when: GloomhavenConditionalWhen
    target_conditions: list[GloomhavenConditionalTargetConditionsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_modifiers import GloomhavenModifiers # noqa: PLC0415
        add = self.add.to_dict()

        when: str = self.when

        target_conditions: list[str] | Unset = UNSET
        if not isinstance(self.target_conditions, Unset):
            target_conditions = []
            for target_conditions_item_data in self.target_conditions:
                target_conditions_item: str = target_conditions_item_data
                target_conditions.append(target_conditions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "add": add,
            "when": when,
        })
        if target_conditions is not UNSET:
            field_dict["target_conditions"] = target_conditions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_modifiers import GloomhavenModifiers # noqa: PLC0415
        d = dict(src_dict)
        add = GloomhavenModifiers.from_dict(d.pop("add"))




        when = check_gloomhaven_conditional_when(d.pop("when"))




        _target_conditions = d.pop("target_conditions", UNSET)
        target_conditions: list[GloomhavenConditionalTargetConditionsItem] | Unset = UNSET
        if _target_conditions is not UNSET:
            target_conditions = []
            for target_conditions_item_data in _target_conditions:
                target_conditions_item = check_gloomhaven_conditional_target_conditions_item(target_conditions_item_data)



                target_conditions.append(target_conditions_item)


        gloomhaven_conditional = cls(
            add=add,
            when=when,
            target_conditions=target_conditions,
        )

        return gloomhaven_conditional

