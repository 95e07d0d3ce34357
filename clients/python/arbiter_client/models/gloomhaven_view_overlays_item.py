from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_view_overlays_item_conditions_item import check_gloomhaven_view_overlays_item_conditions_item
from ..models.gloomhaven_view_overlays_item_conditions_item import GloomhavenViewOverlaysItemConditionsItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_view_overlays_item_xp import GloomhavenViewOverlaysItemXp





T = TypeVar("T", bound="GloomhavenViewOverlaysItem")



@_attrs_define
class GloomhavenViewOverlaysItem:
    """ a token or overlay tile on a hex

        Attributes:
            hex_ (list[int]):
            type_ (str):
            amount (int | Unset):
            conditions (list[GloomhavenViewOverlaysItemConditionsItem] | Unset):
            damage (bool | int | Unset):
            id (str | Unset):
            kind (str | Unset):
            xp (GloomhavenViewOverlaysItemXp | Unset): XP to the trap's maker
     """

    hex_: list[int]
    type_: str
    amount: int | Unset = UNSET
    conditions: list[GloomhavenViewOverlaysItemConditionsItem] | Unset = UNSET
    damage: bool | int | Unset = UNSET
    id: str | Unset = UNSET
    kind: str | Unset = UNSET
    xp: GloomhavenViewOverlaysItemXp | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_view_overlays_item_xp import GloomhavenViewOverlaysItemXp # noqa: PLC0415
        hex_ = self.hex_



        type_ = self.type_

        amount = self.amount

        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = []
            for conditions_item_data in self.conditions:
                conditions_item: str = conditions_item_data
                conditions.append(conditions_item)



        damage: bool | int | Unset
        if isinstance(self.damage, Unset):
            damage = UNSET
        else:
            damage = self.damage

        id = self.id

        kind = self.kind

        xp: dict[str, Any] | Unset = UNSET
        if not isinstance(self.xp, Unset):
            xp = self.xp.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "type": type_,
        })
        if amount is not UNSET:
            field_dict["amount"] = amount
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if damage is not UNSET:
            field_dict["damage"] = damage
        if id is not UNSET:
            field_dict["id"] = id
        if kind is not UNSET:
            field_dict["kind"] = kind
        if xp is not UNSET:
            field_dict["xp"] = xp

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_view_overlays_item_xp import GloomhavenViewOverlaysItemXp # noqa: PLC0415
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        type_ = d.pop("type")

        amount = d.pop("amount", UNSET)

        _conditions = d.pop("conditions", UNSET)
        conditions: list[GloomhavenViewOverlaysItemConditionsItem] | Unset = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = check_gloomhaven_view_overlays_item_conditions_item(conditions_item_data)



                conditions.append(conditions_item)


        def _parse_damage(data: object) -> bool | int | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | int | Unset, data)

        damage = _parse_damage(d.pop("damage", UNSET))


        id = d.pop("id", UNSET)

        kind = d.pop("kind", UNSET)

        _xp = d.pop("xp", UNSET)
        xp: GloomhavenViewOverlaysItemXp | Unset
        if isinstance(_xp,  Unset):
            xp = UNSET
        else:
            xp = GloomhavenViewOverlaysItemXp.from_dict(_xp)




        gloomhaven_view_overlays_item = cls(
            hex_=hex_,
            type_=type_,
            amount=amount,
            conditions=conditions,
            damage=damage,
            id=id,
            kind=kind,
            xp=xp,
        )

        return gloomhaven_view_overlays_item

