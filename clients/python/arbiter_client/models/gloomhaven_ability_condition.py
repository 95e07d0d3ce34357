from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_ability_condition_conditions_item import check_gloomhaven_ability_condition_conditions_item
from ..models.gloomhaven_ability_condition_conditions_item import GloomhavenAbilityConditionConditionsItem
from ..models.gloomhaven_ability_condition_if_consumed_item import check_gloomhaven_ability_condition_if_consumed_item
from ..models.gloomhaven_ability_condition_if_consumed_item import GloomhavenAbilityConditionIfConsumedItem
from ..models.gloomhaven_ability_condition_only_if import check_gloomhaven_ability_condition_only_if
from ..models.gloomhaven_ability_condition_only_if import GloomhavenAbilityConditionOnlyIf
from ..models.gloomhaven_ability_condition_type import check_gloomhaven_ability_condition_type
from ..models.gloomhaven_ability_condition_type import GloomhavenAbilityConditionType
from ..models.gloomhaven_ability_condition_who import check_gloomhaven_ability_condition_who
from ..models.gloomhaven_ability_condition_who import GloomhavenAbilityConditionWho
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_conditional import GloomhavenConditional
  from ..models.gloomhaven_consume import GloomhavenConsume





T = TypeVar("T", bound="GloomhavenAbilityCondition")



@_attrs_define
class GloomhavenAbilityCondition:
    """ give conditions to figures that are not an attack's targets

        Attributes:
            conditions (list[GloomhavenAbilityConditionConditionsItem]):
            type_ (GloomhavenAbilityConditionType):
            who (GloomhavenAbilityConditionWho):
            consume (list[GloomhavenConsume] | Unset):
            if_ (list[GloomhavenConditional] | Unset):
            if_consumed (list[GloomhavenAbilityConditionIfConsumedItem] | Unset):
            only_if (GloomhavenAbilityConditionOnlyIf | Unset):
            plus (int | Unset):
            range_ (int | Unset):
            range_plus (int | Unset):
            target (int | Unset):
            xp (int | Unset):
     """

    conditions: list[GloomhavenAbilityConditionConditionsItem]
    type_: GloomhavenAbilityConditionType
    who: GloomhavenAbilityConditionWho
    consume: list[GloomhavenConsume] | Unset = UNSET
    if_: list[GloomhavenConditional] | Unset = UNSET
    if_consumed: list[GloomhavenAbilityConditionIfConsumedItem] | Unset = UNSET
    only_if: GloomhavenAbilityConditionOnlyIf | Unset = UNSET
    plus: int | Unset = UNSET
    range_: int | Unset = UNSET
    range_plus: int | Unset = UNSET
    target: int | Unset = UNSET
    xp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item: str = conditions_item_data
            conditions.append(conditions_item)



        type_: str = self.type_

        who: str = self.who

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

        range_ = self.range_

        range_plus = self.range_plus

        target = self.target

        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conditions": conditions,
            "type": type_,
            "who": who,
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
        if range_ is not UNSET:
            field_dict["range"] = range_
        if range_plus is not UNSET:
            field_dict["range_plus"] = range_plus
        if target is not UNSET:
            field_dict["target"] = target
        if xp is not UNSET:
            field_dict["xp"] = xp

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        d = dict(src_dict)
        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in (_conditions):
            conditions_item = check_gloomhaven_ability_condition_conditions_item(conditions_item_data)



            conditions.append(conditions_item)


        type_ = check_gloomhaven_ability_condition_type(d.pop("type"))




        who = check_gloomhaven_ability_condition_who(d.pop("who"))




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
        if_consumed: list[GloomhavenAbilityConditionIfConsumedItem] | Unset = UNSET
        if _if_consumed is not UNSET:
            if_consumed = []
            for if_consumed_item_data in _if_consumed:
                if_consumed_item = check_gloomhaven_ability_condition_if_consumed_item(if_consumed_item_data)



                if_consumed.append(if_consumed_item)


        _only_if = d.pop("only_if", UNSET)
        only_if: GloomhavenAbilityConditionOnlyIf | Unset
        if isinstance(_only_if,  Unset):
            only_if = UNSET
        else:
            only_if = check_gloomhaven_ability_condition_only_if(_only_if)




        plus = d.pop("plus", UNSET)

        range_ = d.pop("range", UNSET)

        range_plus = d.pop("range_plus", UNSET)

        target = d.pop("target", UNSET)

        xp = d.pop("xp", UNSET)

        gloomhaven_ability_condition = cls(
            conditions=conditions,
            type_=type_,
            who=who,
            consume=consume,
            if_=if_,
            if_consumed=if_consumed,
            only_if=only_if,
            plus=plus,
            range_=range_,
            range_plus=range_plus,
            target=target,
            xp=xp,
        )

        return gloomhaven_ability_condition

