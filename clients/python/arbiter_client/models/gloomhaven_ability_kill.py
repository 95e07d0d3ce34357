from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_ability_kill_if_consumed_item import check_gloomhaven_ability_kill_if_consumed_item
from ..models.gloomhaven_ability_kill_if_consumed_item import GloomhavenAbilityKillIfConsumedItem
from ..models.gloomhaven_ability_kill_only_if import check_gloomhaven_ability_kill_only_if
from ..models.gloomhaven_ability_kill_only_if import GloomhavenAbilityKillOnlyIf
from ..models.gloomhaven_ability_kill_target_conditions_item import check_gloomhaven_ability_kill_target_conditions_item
from ..models.gloomhaven_ability_kill_target_conditions_item import GloomhavenAbilityKillTargetConditionsItem
from ..models.gloomhaven_ability_kill_type import check_gloomhaven_ability_kill_type
from ..models.gloomhaven_ability_kill_type import GloomhavenAbilityKillType
from ..models.gloomhaven_ability_kill_when import check_gloomhaven_ability_kill_when
from ..models.gloomhaven_ability_kill_when import GloomhavenAbilityKillWhen
from ..models.gloomhaven_ability_kill_who import check_gloomhaven_ability_kill_who
from ..models.gloomhaven_ability_kill_who import GloomhavenAbilityKillWho
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_conditional import GloomhavenConditional
  from ..models.gloomhaven_consume import GloomhavenConsume





T = TypeVar("T", bound="GloomhavenAbilityKill")



@_attrs_define
class GloomhavenAbilityKill:
    """ kill one enemy the selector allows: a normal one (``elite``: or an elite one), with these ``target_conditions``
    (any), at most ``max_hp`` hit points, for which ``when`` holds

        Attributes:
            type_ (GloomhavenAbilityKillType):
            who (GloomhavenAbilityKillWho):
            consume (list[GloomhavenConsume] | Unset):
            elite (bool | Unset):
            if_ (list[GloomhavenConditional] | Unset):
            if_consumed (list[GloomhavenAbilityKillIfConsumedItem] | Unset):
            max_hp (int | Unset):
            only_if (GloomhavenAbilityKillOnlyIf | Unset):
            plus (int | Unset):
            range_ (int | Unset):
            target_conditions (list[GloomhavenAbilityKillTargetConditionsItem] | Unset):
            when (GloomhavenAbilityKillWhen | Unset):
            xp (int | Unset):
     """

    type_: GloomhavenAbilityKillType
    who: GloomhavenAbilityKillWho
    consume: list[GloomhavenConsume] | Unset = UNSET
    elite: bool | Unset = UNSET
    if_: list[GloomhavenConditional] | Unset = UNSET
    if_consumed: list[GloomhavenAbilityKillIfConsumedItem] | Unset = UNSET
    max_hp: int | Unset = UNSET
    only_if: GloomhavenAbilityKillOnlyIf | Unset = UNSET
    plus: int | Unset = UNSET
    range_: int | Unset = UNSET
    target_conditions: list[GloomhavenAbilityKillTargetConditionsItem] | Unset = UNSET
    when: GloomhavenAbilityKillWhen | Unset = UNSET
    xp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        type_: str = self.type_

        who: str = self.who

        consume: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.consume, Unset):
            consume = []
            for consume_item_data in self.consume:
                consume_item = consume_item_data.to_dict()
                consume.append(consume_item)



        elite = self.elite

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



        max_hp = self.max_hp

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


        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "who": who,
        })
        if consume is not UNSET:
            field_dict["consume"] = consume
        if elite is not UNSET:
            field_dict["elite"] = elite
        if if_ is not UNSET:
            field_dict["if"] = if_
        if if_consumed is not UNSET:
            field_dict["if_consumed"] = if_consumed
        if max_hp is not UNSET:
            field_dict["max_hp"] = max_hp
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
        if xp is not UNSET:
            field_dict["xp"] = xp

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        d = dict(src_dict)
        type_ = check_gloomhaven_ability_kill_type(d.pop("type"))




        who = check_gloomhaven_ability_kill_who(d.pop("who"))




        _consume = d.pop("consume", UNSET)
        consume: list[GloomhavenConsume] | Unset = UNSET
        if _consume is not UNSET:
            consume = []
            for consume_item_data in _consume:
                consume_item = GloomhavenConsume.from_dict(consume_item_data)



                consume.append(consume_item)


        elite = d.pop("elite", UNSET)

        _if_ = d.pop("if", UNSET)
        if_: list[GloomhavenConditional] | Unset = UNSET
        if _if_ is not UNSET:
            if_ = []
            for if_item_data in _if_:
                if_item = GloomhavenConditional.from_dict(if_item_data)



                if_.append(if_item)


        _if_consumed = d.pop("if_consumed", UNSET)
        if_consumed: list[GloomhavenAbilityKillIfConsumedItem] | Unset = UNSET
        if _if_consumed is not UNSET:
            if_consumed = []
            for if_consumed_item_data in _if_consumed:
                if_consumed_item = check_gloomhaven_ability_kill_if_consumed_item(if_consumed_item_data)



                if_consumed.append(if_consumed_item)


        max_hp = d.pop("max_hp", UNSET)

        _only_if = d.pop("only_if", UNSET)
        only_if: GloomhavenAbilityKillOnlyIf | Unset
        if isinstance(_only_if,  Unset):
            only_if = UNSET
        else:
            only_if = check_gloomhaven_ability_kill_only_if(_only_if)




        plus = d.pop("plus", UNSET)

        range_ = d.pop("range", UNSET)

        _target_conditions = d.pop("target_conditions", UNSET)
        target_conditions: list[GloomhavenAbilityKillTargetConditionsItem] | Unset = UNSET
        if _target_conditions is not UNSET:
            target_conditions = []
            for target_conditions_item_data in _target_conditions:
                target_conditions_item = check_gloomhaven_ability_kill_target_conditions_item(target_conditions_item_data)



                target_conditions.append(target_conditions_item)


        _when = d.pop("when", UNSET)
        when: GloomhavenAbilityKillWhen | Unset
        if isinstance(_when,  Unset):
            when = UNSET
        else:
            when = check_gloomhaven_ability_kill_when(_when)




        xp = d.pop("xp", UNSET)

        gloomhaven_ability_kill = cls(
            type_=type_,
            who=who,
            consume=consume,
            elite=elite,
            if_=if_,
            if_consumed=if_consumed,
            max_hp=max_hp,
            only_if=only_if,
            plus=plus,
            range_=range_,
            target_conditions=target_conditions,
            when=when,
            xp=xp,
        )

        return gloomhaven_ability_kill

