from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenAbility")



@_attrs_define
class GloomhavenAbility:
    """ 
        Attributes:
            area (list[list[int]] | None | Unset): area-of-effect pattern as axial offsets: for a melee attack (range 0)
                relative to the attacker's hex (the attacker's own hex [0, 0] is ignored); for a ranged attack a free shape,
                placed anywhere with one hex in range. Any rotation or mirror image is used Example: [[1, 0], [1, -1]].
            flying (bool | Unset): the monster flies Default: False.
            jump (bool | Unset): the move is a Jump (a flying monster flies either way) Default: False.
            move (int | Unset): Move value (0: does not move) Default: 0.
            muddled (bool | Unset): the monster is muddled (does not step away to avoid disadvantage) Default: False.
            range_ (int | Unset): attack range; 0 is a melee attack Default: 0.
            target (int | Unset): number of targets; 0: no attack (moves as if melee); at least the number of enemies:
                target all Default: 1.
     """

    area: list[list[int]] | None | Unset = UNSET
    flying: bool | Unset = False
    jump: bool | Unset = False
    move: int | Unset = 0
    muddled: bool | Unset = False
    range_: int | Unset = 0
    target: int | Unset = 1





    def to_dict(self) -> dict[str, Any]:
        area: list[list[int]] | None | Unset
        if isinstance(self.area, Unset):
            area = UNSET
        elif isinstance(self.area, list):
            area = []
            for area_type_0_item_data in self.area:
                area_type_0_item = area_type_0_item_data


                area.append(area_type_0_item)


        else:
            area = self.area

        flying = self.flying

        jump = self.jump

        move = self.move

        muddled = self.muddled

        range_ = self.range_

        target = self.target


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if area is not UNSET:
            field_dict["area"] = area
        if flying is not UNSET:
            field_dict["flying"] = flying
        if jump is not UNSET:
            field_dict["jump"] = jump
        if move is not UNSET:
            field_dict["move"] = move
        if muddled is not UNSET:
            field_dict["muddled"] = muddled
        if range_ is not UNSET:
            field_dict["range"] = range_
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_area(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                area_type_0 = []
                _area_type_0 = data
                for area_type_0_item_data in (_area_type_0):
                    area_type_0_item = cast(list[int], area_type_0_item_data)

                    area_type_0.append(area_type_0_item)

                return area_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        area = _parse_area(d.pop("area", UNSET))


        flying = d.pop("flying", UNSET)

        jump = d.pop("jump", UNSET)

        move = d.pop("move", UNSET)

        muddled = d.pop("muddled", UNSET)

        range_ = d.pop("range", UNSET)

        target = d.pop("target", UNSET)

        gloomhaven_ability = cls(
            area=area,
            flying=flying,
            jump=jump,
            move=move,
            muddled=muddled,
            range_=range_,
            target=target,
        )

        return gloomhaven_ability

