from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_consume_elements_item import check_gloomhaven_consume_elements_item
from ..models.gloomhaven_consume_elements_item import GloomhavenConsumeElementsItem
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_modifiers import GloomhavenModifiers





T = TypeVar("T", bound="GloomhavenConsume")



@_attrs_define
class GloomhavenConsume:
    """ consume the elements (Strong or Waning) for the bonus

        Attributes:
            add (GloomhavenModifiers):
            elements (list[GloomhavenConsumeElementsItem]): all of these are consumed
     """

    add: GloomhavenModifiers
    elements: list[GloomhavenConsumeElementsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_modifiers import GloomhavenModifiers # noqa: PLC0415
        add = self.add.to_dict()

        elements = []
        for elements_item_data in self.elements:
            elements_item: str = elements_item_data
            elements.append(elements_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "add": add,
            "elements": elements,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_modifiers import GloomhavenModifiers # noqa: PLC0415
        d = dict(src_dict)
        add = GloomhavenModifiers.from_dict(d.pop("add"))




        elements = []
        _elements = d.pop("elements")
        for elements_item_data in (_elements):
            elements_item = check_gloomhaven_consume_elements_item(elements_item_data)



            elements.append(elements_item)


        gloomhaven_consume = cls(
            add=add,
            elements=elements,
        )

        return gloomhaven_consume

