from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_conditional_when import check_gloomhaven_conditional_when
from ..models.gloomhaven_conditional_when import GloomhavenConditionalWhen
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
     """

    add: GloomhavenModifiers
    when: GloomhavenConditionalWhen





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_modifiers import GloomhavenModifiers # noqa: PLC0415
        add = self.add.to_dict()

        when: str = self.when


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "add": add,
            "when": when,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_modifiers import GloomhavenModifiers # noqa: PLC0415
        d = dict(src_dict)
        add = GloomhavenModifiers.from_dict(d.pop("add"))




        when = check_gloomhaven_conditional_when(d.pop("when"))




        gloomhaven_conditional = cls(
            add=add,
            when=when,
        )

        return gloomhaven_conditional

