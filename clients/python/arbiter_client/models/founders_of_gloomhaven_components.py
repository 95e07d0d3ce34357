from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_components_pack import FoundersOfGloomhavenComponentsPack
  from ..models.founders_of_gloomhaven_components_pack_schema import FoundersOfGloomhavenComponentsPackSchema





T = TypeVar("T", bound="FoundersOfGloomhavenComponents")



@_attrs_define
class FoundersOfGloomhavenComponents:
    """ 
        Attributes:
            pack (FoundersOfGloomhavenComponentsPack):
            pack_schema (FoundersOfGloomhavenComponentsPackSchema):
     """

    pack: FoundersOfGloomhavenComponentsPack
    pack_schema: FoundersOfGloomhavenComponentsPackSchema





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_components_pack import FoundersOfGloomhavenComponentsPack # noqa: PLC0415
        from ..models.founders_of_gloomhaven_components_pack_schema import FoundersOfGloomhavenComponentsPackSchema # noqa: PLC0415
        pack = self.pack.to_dict()

        pack_schema = self.pack_schema.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pack": pack,
            "pack_schema": pack_schema,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_components_pack import FoundersOfGloomhavenComponentsPack # noqa: PLC0415
        from ..models.founders_of_gloomhaven_components_pack_schema import FoundersOfGloomhavenComponentsPackSchema # noqa: PLC0415
        d = dict(src_dict)
        pack = FoundersOfGloomhavenComponentsPack.from_dict(d.pop("pack"))




        pack_schema = FoundersOfGloomhavenComponentsPackSchema.from_dict(d.pop("pack_schema"))




        founders_of_gloomhaven_components = cls(
            pack=pack,
            pack_schema=pack_schema,
        )

        return founders_of_gloomhaven_components

