from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_ability_bonus_if_consumed_item import check_gloomhaven_ability_bonus_if_consumed_item
from ..models.gloomhaven_ability_bonus_if_consumed_item import GloomhavenAbilityBonusIfConsumedItem
from ..models.gloomhaven_ability_bonus_on import check_gloomhaven_ability_bonus_on
from ..models.gloomhaven_ability_bonus_on import GloomhavenAbilityBonusOn
from ..models.gloomhaven_ability_bonus_only_if import check_gloomhaven_ability_bonus_only_if
from ..models.gloomhaven_ability_bonus_only_if import GloomhavenAbilityBonusOnlyIf
from ..models.gloomhaven_ability_bonus_target_conditions_item import check_gloomhaven_ability_bonus_target_conditions_item
from ..models.gloomhaven_ability_bonus_target_conditions_item import GloomhavenAbilityBonusTargetConditionsItem
from ..models.gloomhaven_ability_bonus_type import check_gloomhaven_ability_bonus_type
from ..models.gloomhaven_ability_bonus_type import GloomhavenAbilityBonusType
from ..models.gloomhaven_ability_bonus_when import check_gloomhaven_ability_bonus_when
from ..models.gloomhaven_ability_bonus_when import GloomhavenAbilityBonusWhen
from ..models.gloomhaven_ability_bonus_who import check_gloomhaven_ability_bonus_who
from ..models.gloomhaven_ability_bonus_who import GloomhavenAbilityBonusWho
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_conditional import GloomhavenConditional
  from ..models.gloomhaven_consume import GloomhavenConsume
  from ..models.gloomhaven_modifiers import GloomhavenModifiers





T = TypeVar("T", bound="GloomhavenAbilityBonus")



@_attrs_define
class GloomhavenAbilityBonus:
    """ a round or persistent bonus of an active card

        Attributes:
            add (GloomhavenModifiers):
            on (GloomhavenAbilityBonusOn):
            type_ (GloomhavenAbilityBonusType):
            augment (bool | Unset): Mindthief augment: a new augment discards this card
            consume (list[GloomhavenConsume] | Unset):
            if_ (list[GloomhavenConditional] | Unset):
            if_consumed (list[GloomhavenAbilityBonusIfConsumedItem] | Unset):
            only_if (GloomhavenAbilityBonusOnlyIf | Unset):
            plus (int | Unset):
            range_ (int | Unset):
            target_conditions (list[GloomhavenAbilityBonusTargetConditionsItem] | Unset):
            when (GloomhavenAbilityBonusWhen | Unset):
            who (GloomhavenAbilityBonusWho | Unset):
            xp (int | Unset):
     """

    add: GloomhavenModifiers
    on: GloomhavenAbilityBonusOn
    type_: GloomhavenAbilityBonusType
    augment: bool | Unset = UNSET
    consume: list[GloomhavenConsume] | Unset = UNSET
    if_: list[GloomhavenConditional] | Unset = UNSET
    if_consumed: list[GloomhavenAbilityBonusIfConsumedItem] | Unset = UNSET
    only_if: GloomhavenAbilityBonusOnlyIf | Unset = UNSET
    plus: int | Unset = UNSET
    range_: int | Unset = UNSET
    target_conditions: list[GloomhavenAbilityBonusTargetConditionsItem] | Unset = UNSET
    when: GloomhavenAbilityBonusWhen | Unset = UNSET
    who: GloomhavenAbilityBonusWho | Unset = UNSET
    xp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        from ..models.gloomhaven_modifiers import GloomhavenModifiers # noqa: PLC0415
        add = self.add.to_dict()

        on: str = self.on

        type_: str = self.type_

        augment = self.augment

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

        target_conditions: list[str] | Unset = UNSET
        if not isinstance(self.target_conditions, Unset):
            target_conditions = []
            for target_conditions_item_data in self.target_conditions:
                target_conditions_item: str = target_conditions_item_data
                target_conditions.append(target_conditions_item)



        when: str | Unset = UNSET
        if not isinstance(self.when, Unset):
            when = self.when


        who: str | Unset = UNSET
        if not isinstance(self.who, Unset):
            who = self.who


        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "add": add,
            "on": on,
            "type": type_,
        })
        if augment is not UNSET:
            field_dict["augment"] = augment
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
        if target_conditions is not UNSET:
            field_dict["target_conditions"] = target_conditions
        if when is not UNSET:
            field_dict["when"] = when
        if who is not UNSET:
            field_dict["who"] = who
        if xp is not UNSET:
            field_dict["xp"] = xp

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        from ..models.gloomhaven_modifiers import GloomhavenModifiers # noqa: PLC0415
        d = dict(src_dict)
        add = GloomhavenModifiers.from_dict(d.pop("add"))




        on = check_gloomhaven_ability_bonus_on(d.pop("on"))




        type_ = check_gloomhaven_ability_bonus_type(d.pop("type"))




        augment = d.pop("augment", UNSET)

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
        if_consumed: list[GloomhavenAbilityBonusIfConsumedItem] | Unset = UNSET
        if _if_consumed is not UNSET:
            if_consumed = []
            for if_consumed_item_data in _if_consumed:
                if_consumed_item = check_gloomhaven_ability_bonus_if_consumed_item(if_consumed_item_data)



                if_consumed.append(if_consumed_item)


        _only_if = d.pop("only_if", UNSET)
        only_if: GloomhavenAbilityBonusOnlyIf | Unset
        if isinstance(_only_if,  Unset):
            only_if = UNSET
        else:
            only_if = check_gloomhaven_ability_bonus_only_if(_only_if)




        plus = d.pop("plus", UNSET)

        range_ = d.pop("range", UNSET)

        _target_conditions = d.pop("target_conditions", UNSET)
        target_conditions: list[GloomhavenAbilityBonusTargetConditionsItem] | Unset = UNSET
        if _target_conditions is not UNSET:
            target_conditions = []
            for target_conditions_item_data in _target_conditions:
                target_conditions_item = check_gloomhaven_ability_bonus_target_conditions_item(target_conditions_item_data)



                target_conditions.append(target_conditions_item)


        _when = d.pop("when", UNSET)
        when: GloomhavenAbilityBonusWhen | Unset
        if isinstance(_when,  Unset):
            when = UNSET
        else:
            when = check_gloomhaven_ability_bonus_when(_when)




        _who = d.pop("who", UNSET)
        who: GloomhavenAbilityBonusWho | Unset
        if isinstance(_who,  Unset):
            who = UNSET
        else:
            who = check_gloomhaven_ability_bonus_who(_who)




        xp = d.pop("xp", UNSET)

        gloomhaven_ability_bonus = cls(
            add=add,
            on=on,
            type_=type_,
            augment=augment,
            consume=consume,
            if_=if_,
            if_consumed=if_consumed,
            only_if=only_if,
            plus=plus,
            range_=range_,
            target_conditions=target_conditions,
            when=when,
            who=who,
            xp=xp,
        )

        return gloomhaven_ability_bonus

