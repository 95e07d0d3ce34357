from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.monster_moves_figure_side import check_monster_moves_figure_side
from ..models.monster_moves_figure_side import MonsterMovesFigureSide
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MonsterMovesFigure")



@_attrs_define
class MonsterMovesFigure:
    """ 
        Attributes:
            hex_ (list[int]): a hex in axial coordinates [q, r] Example: [3, 1].
            id (str): unique figure id Example: C1.
            side (MonsterMovesFigureSide): characters are the monsters' enemies
            initiative (int | None | Unset): a character's initiative this round; breaks focus ties (lower first). Missing
                or null: cannot break ties Example: 10.
     """

    hex_: list[int]
    id: str
    side: MonsterMovesFigureSide
    initiative: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_



        id = self.id

        side: str = self.side

        initiative: int | None | Unset
        if isinstance(self.initiative, Unset):
            initiative = UNSET
        else:
            initiative = self.initiative


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "id": id,
            "side": side,
        })
        if initiative is not UNSET:
            field_dict["initiative"] = initiative

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        id = d.pop("id")

        side = check_monster_moves_figure_side(d.pop("side"))




        def _parse_initiative(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        initiative = _parse_initiative(d.pop("initiative", UNSET))


        monster_moves_figure = cls(
            hex_=hex_,
            id=id,
            side=side,
            initiative=initiative,
        )

        return monster_moves_figure

