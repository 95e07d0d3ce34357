from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.monster_moves_option import MonsterMovesOption





T = TypeVar("T", bound="MonsterMovesResponse")



@_attrs_define
class MonsterMovesResponse:
    """ 
        Attributes:
            focus (list[str]): ids of the monster's focus; several when the players choose; empty when it has no focus (then
                it neither moves nor attacks) Example: ['C1'].
            options (list[MonsterMovesOption]): every destination + targets combination the rules allow, sorted; more than
                one means the players choose
     """

    focus: list[str]
    options: list[MonsterMovesOption]





    def to_dict(self) -> dict[str, Any]:
        from ..models.monster_moves_option import MonsterMovesOption # noqa: PLC0415
        focus = self.focus



        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "focus": focus,
            "options": options,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.monster_moves_option import MonsterMovesOption # noqa: PLC0415
        d = dict(src_dict)
        focus = cast(list[str], d.pop("focus"))


        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = MonsterMovesOption.from_dict(options_item_data)



            options.append(options_item)


        monster_moves_response = cls(
            focus=focus,
            options=options,
        )

        return monster_moves_response

