from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_ability_card_level_type_1 import check_gloomhaven_ability_card_level_type_1
from ..models.gloomhaven_ability_card_level_type_1 import GloomhavenAbilityCardLevelType1
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_card_action import GloomhavenCardAction





T = TypeVar("T", bound="GloomhavenAbilityCard")



@_attrs_define
class GloomhavenAbilityCard:
    """ a character's ability card

        Attributes:
            bottom (GloomhavenCardAction): one half of an ability card: abilities in written order
            id (int):
            initiative (int):
            level (GloomhavenAbilityCardLevelType1 | int):
            name (str):
            top (GloomhavenCardAction): one half of an ability card: abilities in written order
     """

    bottom: GloomhavenCardAction
    id: int
    initiative: int
    level: GloomhavenAbilityCardLevelType1 | int
    name: str
    top: GloomhavenCardAction





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_card_action import GloomhavenCardAction # noqa: PLC0415
        bottom = self.bottom.to_dict()

        id = self.id

        initiative = self.initiative

        level: int | str
        if isinstance(self.level, str):
            level = self.level
        else:
            level = self.level

        name = self.name

        top = self.top.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bottom": bottom,
            "id": id,
            "initiative": initiative,
            "level": level,
            "name": name,
            "top": top,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_card_action import GloomhavenCardAction # noqa: PLC0415
        d = dict(src_dict)
        bottom = GloomhavenCardAction.from_dict(d.pop("bottom"))




        id = d.pop("id")

        initiative = d.pop("initiative")

        def _parse_level(data: object) -> GloomhavenAbilityCardLevelType1 | int:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_1 = check_gloomhaven_ability_card_level_type_1(data)



                return level_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GloomhavenAbilityCardLevelType1 | int, data)

        level = _parse_level(d.pop("level"))


        name = d.pop("name")

        top = GloomhavenCardAction.from_dict(d.pop("top"))




        gloomhaven_ability_card = cls(
            bottom=bottom,
            id=id,
            initiative=initiative,
            level=level,
            name=name,
            top=top,
        )

        return gloomhaven_ability_card

