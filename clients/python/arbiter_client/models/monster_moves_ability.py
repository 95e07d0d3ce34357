from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MonsterMovesAbility")



@_attrs_define
class MonsterMovesAbility:
    """ 
        Attributes:
            area (list[list[int]] | None | Unset): area-of-effect pattern as axial offsets: for a melee attack (range 0)
                relative to the attacker's hex (the attacker's own hex [0, 0] is ignored); for a ranged attack a free shape,
                placed anywhere with one hex in range. Any rotation or mirror image is used Example: [[1, 0], [1, -1]].
            flying (bool | None | Unset): the monster flies Default: False.
            jump (bool | None | Unset): the move is a Jump (a flying monster flies either way) Default: False.
            move (int | None | Unset): Move value (0: does not move; null: 0) Default: 0.
            muddled (bool | None | Unset): the monster is muddled (does not step away to avoid disadvantage) Default: False.
            range_ (int | None | Unset): attack range; 0 is a melee attack (null: 0) Default: 0.
            target (int | None | Unset): number of targets; 0: no attack (moves as if melee); at least the number of
                enemies: target all (null: 1) Default: 1.
     """

    area: list[list[int]] | None | Unset = UNSET
    flying: bool | None | Unset = False
    jump: bool | None | Unset = False
    move: int | None | Unset = 0
    muddled: bool | None | Unset = False
    range_: int | None | Unset = 0
    target: int | None | Unset = 1





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

        flying: bool | None | Unset
        if isinstance(self.flying, Unset):
            flying = UNSET
        else:
            flying = self.flying

        jump: bool | None | Unset
        if isinstance(self.jump, Unset):
            jump = UNSET
        else:
            jump = self.jump

        move: int | None | Unset
        if isinstance(self.move, Unset):
            move = UNSET
        else:
            move = self.move

        muddled: bool | None | Unset
        if isinstance(self.muddled, Unset):
            muddled = UNSET
        else:
            muddled = self.muddled

        range_: int | None | Unset
        if isinstance(self.range_, Unset):
            range_ = UNSET
        else:
            range_ = self.range_

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
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


        def _parse_flying(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        flying = _parse_flying(d.pop("flying", UNSET))


        def _parse_jump(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        jump = _parse_jump(d.pop("jump", UNSET))


        def _parse_move(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        move = _parse_move(d.pop("move", UNSET))


        def _parse_muddled(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        muddled = _parse_muddled(d.pop("muddled", UNSET))


        def _parse_range_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        range_ = _parse_range_(d.pop("range", UNSET))


        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))


        monster_moves_ability = cls(
            area=area,
            flying=flying,
            jump=jump,
            move=move,
            muddled=muddled,
            range_=range_,
            target=target,
        )

        return monster_moves_ability

