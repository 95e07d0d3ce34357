from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_ability_recover_count_type_1 import check_gloomhaven_ability_recover_count_type_1
from ..models.gloomhaven_ability_recover_count_type_1 import GloomhavenAbilityRecoverCountType1
from ..models.gloomhaven_ability_recover_if_consumed_item import check_gloomhaven_ability_recover_if_consumed_item
from ..models.gloomhaven_ability_recover_if_consumed_item import GloomhavenAbilityRecoverIfConsumedItem
from ..models.gloomhaven_ability_recover_only_if import check_gloomhaven_ability_recover_only_if
from ..models.gloomhaven_ability_recover_only_if import GloomhavenAbilityRecoverOnlyIf
from ..models.gloomhaven_ability_recover_pile import check_gloomhaven_ability_recover_pile
from ..models.gloomhaven_ability_recover_pile import GloomhavenAbilityRecoverPile
from ..models.gloomhaven_ability_recover_type import check_gloomhaven_ability_recover_type
from ..models.gloomhaven_ability_recover_type import GloomhavenAbilityRecoverType
from ..models.gloomhaven_ability_recover_who import check_gloomhaven_ability_recover_who
from ..models.gloomhaven_ability_recover_who import GloomhavenAbilityRecoverWho
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_conditional import GloomhavenConditional
  from ..models.gloomhaven_consume import GloomhavenConsume





T = TypeVar("T", bound="GloomhavenAbilityRecover")



@_attrs_define
class GloomhavenAbilityRecover:
    """ return cards from a pile to the hand

        Attributes:
            count (GloomhavenAbilityRecoverCountType1 | int):
            pile (GloomhavenAbilityRecoverPile):
            type_ (GloomhavenAbilityRecoverType):
            who (GloomhavenAbilityRecoverWho):
            consume (list[GloomhavenConsume] | Unset):
            if_ (list[GloomhavenConditional] | Unset):
            if_consumed (list[GloomhavenAbilityRecoverIfConsumedItem] | Unset):
            only_if (GloomhavenAbilityRecoverOnlyIf | Unset):
            plus (int | Unset):
            range_ (int | Unset):
            then_lose (int | Unset):
            xp (int | Unset):
     """

    count: GloomhavenAbilityRecoverCountType1 | int
    pile: GloomhavenAbilityRecoverPile
    type_: GloomhavenAbilityRecoverType
    who: GloomhavenAbilityRecoverWho
    consume: list[GloomhavenConsume] | Unset = UNSET
    if_: list[GloomhavenConditional] | Unset = UNSET
    if_consumed: list[GloomhavenAbilityRecoverIfConsumedItem] | Unset = UNSET
    only_if: GloomhavenAbilityRecoverOnlyIf | Unset = UNSET
    plus: int | Unset = UNSET
    range_: int | Unset = UNSET
    then_lose: int | Unset = UNSET
    xp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        count: int | str
        if isinstance(self.count, str):
            count = self.count
        else:
            count = self.count

        pile: str = self.pile

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

        then_lose = self.then_lose

        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "pile": pile,
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
        if then_lose is not UNSET:
            field_dict["then_lose"] = then_lose
        if xp is not UNSET:
            field_dict["xp"] = xp

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        d = dict(src_dict)
        def _parse_count(data: object) -> GloomhavenAbilityRecoverCountType1 | int:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                count_type_1 = check_gloomhaven_ability_recover_count_type_1(data)



                return count_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GloomhavenAbilityRecoverCountType1 | int, data)

        count = _parse_count(d.pop("count"))


        pile = check_gloomhaven_ability_recover_pile(d.pop("pile"))




        type_ = check_gloomhaven_ability_recover_type(d.pop("type"))




        who = check_gloomhaven_ability_recover_who(d.pop("who"))




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
        if_consumed: list[GloomhavenAbilityRecoverIfConsumedItem] | Unset = UNSET
        if _if_consumed is not UNSET:
            if_consumed = []
            for if_consumed_item_data in _if_consumed:
                if_consumed_item = check_gloomhaven_ability_recover_if_consumed_item(if_consumed_item_data)



                if_consumed.append(if_consumed_item)


        _only_if = d.pop("only_if", UNSET)
        only_if: GloomhavenAbilityRecoverOnlyIf | Unset
        if isinstance(_only_if,  Unset):
            only_if = UNSET
        else:
            only_if = check_gloomhaven_ability_recover_only_if(_only_if)




        plus = d.pop("plus", UNSET)

        range_ = d.pop("range", UNSET)

        then_lose = d.pop("then_lose", UNSET)

        xp = d.pop("xp", UNSET)

        gloomhaven_ability_recover = cls(
            count=count,
            pile=pile,
            type_=type_,
            who=who,
            consume=consume,
            if_=if_,
            if_consumed=if_consumed,
            only_if=only_if,
            plus=plus,
            range_=range_,
            then_lose=then_lose,
            xp=xp,
        )

        return gloomhaven_ability_recover

