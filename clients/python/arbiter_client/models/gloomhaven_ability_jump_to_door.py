from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_ability_jump_to_door_if_consumed_item import check_gloomhaven_ability_jump_to_door_if_consumed_item
from ..models.gloomhaven_ability_jump_to_door_if_consumed_item import GloomhavenAbilityJumpToDoorIfConsumedItem
from ..models.gloomhaven_ability_jump_to_door_only_if import check_gloomhaven_ability_jump_to_door_only_if
from ..models.gloomhaven_ability_jump_to_door_only_if import GloomhavenAbilityJumpToDoorOnlyIf
from ..models.gloomhaven_ability_jump_to_door_type import check_gloomhaven_ability_jump_to_door_type
from ..models.gloomhaven_ability_jump_to_door_type import GloomhavenAbilityJumpToDoorType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_conditional import GloomhavenConditional
  from ..models.gloomhaven_consume import GloomhavenConsume





T = TypeVar("T", bound="GloomhavenAbilityJumpToDoor")



@_attrs_define
class GloomhavenAbilityJumpToDoor:
    """ Bandit Commander: jump to the next of the doors the scenario leaves to him (lock_doors opened by boss_special, in
    turn, then the first again) and open it

        Attributes:
            type_ (GloomhavenAbilityJumpToDoorType):
            consume (list[GloomhavenConsume] | Unset):
            if_ (list[GloomhavenConditional] | Unset):
            if_consumed (list[GloomhavenAbilityJumpToDoorIfConsumedItem] | Unset):
            only_if (GloomhavenAbilityJumpToDoorOnlyIf | Unset):
            plus (int | Unset):
            xp (int | Unset):
     """

    type_: GloomhavenAbilityJumpToDoorType
    consume: list[GloomhavenConsume] | Unset = UNSET
    if_: list[GloomhavenConditional] | Unset = UNSET
    if_consumed: list[GloomhavenAbilityJumpToDoorIfConsumedItem] | Unset = UNSET
    only_if: GloomhavenAbilityJumpToDoorOnlyIf | Unset = UNSET
    plus: int | Unset = UNSET
    xp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        type_: str = self.type_

        consume: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.consume, Unset):
            consume = []
            for consume_item_data in self.consume:
                consume_item = consume_item_data.to_dict()
                consume.append(consume_item)



        if_: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.if_, Unset):
            if_ = []
            for if_item_data in self.if_:
                if_item = if_item_data.to_dict()
                if_.append(if_item)



        if_consumed: list[str] | Unset = UNSET
        if not isinstance(self.if_consumed, Unset):
            if_consumed = []
            for if_consumed_item_data in self.if_consumed:
                if_consumed_item: str = if_consumed_item_data
                if_consumed.append(if_consumed_item)



        only_if: str | Unset = UNSET
        if not isinstance(self.only_if, Unset):
            only_if = self.only_if


        plus = self.plus

        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if consume is not UNSET:
            field_dict["consume"] = consume
        if if_ is not UNSET:
            field_dict["if"] = if_
        if if_consumed is not UNSET:
            field_dict["if_consumed"] = if_consumed
        if only_if is not UNSET:
            field_dict["only_if"] = only_if
        if plus is not UNSET:
            field_dict["plus"] = plus
        if xp is not UNSET:
            field_dict["xp"] = xp

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        d = dict(src_dict)
        type_ = check_gloomhaven_ability_jump_to_door_type(d.pop("type"))




        _consume = d.pop("consume", UNSET)
        consume: list[GloomhavenConsume] | Unset = UNSET
        if _consume is not UNSET:
            consume = []
            for consume_item_data in _consume:
                consume_item = GloomhavenConsume.from_dict(consume_item_data)



                consume.append(consume_item)


        _if_ = d.pop("if", UNSET)
        if_: list[GloomhavenConditional] | Unset = UNSET
        if _if_ is not UNSET:
            if_ = []
            for if_item_data in _if_:
                if_item = GloomhavenConditional.from_dict(if_item_data)



                if_.append(if_item)


        _if_consumed = d.pop("if_consumed", UNSET)
        if_consumed: list[GloomhavenAbilityJumpToDoorIfConsumedItem] | Unset = UNSET
        if _if_consumed is not UNSET:
            if_consumed = []
            for if_consumed_item_data in _if_consumed:
                if_consumed_item = check_gloomhaven_ability_jump_to_door_if_consumed_item(if_consumed_item_data)



                if_consumed.append(if_consumed_item)


        _only_if = d.pop("only_if", UNSET)
        only_if: GloomhavenAbilityJumpToDoorOnlyIf | Unset
        if isinstance(_only_if,  Unset):
            only_if = UNSET
        else:
            only_if = check_gloomhaven_ability_jump_to_door_only_if(_only_if)




        plus = d.pop("plus", UNSET)

        xp = d.pop("xp", UNSET)

        gloomhaven_ability_jump_to_door = cls(
            type_=type_,
            consume=consume,
            if_=if_,
            if_consumed=if_consumed,
            only_if=only_if,
            plus=plus,
            xp=xp,
        )

        return gloomhaven_ability_jump_to_door

