from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_modifiers_conditions_item import check_gloomhaven_modifiers_conditions_item
from ..models.gloomhaven_modifiers_conditions_item import GloomhavenModifiersConditionsItem
from ..models.gloomhaven_modifiers_per import check_gloomhaven_modifiers_per
from ..models.gloomhaven_modifiers_per import GloomhavenModifiersPer
from ..models.gloomhaven_modifiers_selector import check_gloomhaven_modifiers_selector
from ..models.gloomhaven_modifiers_selector import GloomhavenModifiersSelector
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenModifiers")



@_attrs_define
class GloomhavenModifiers:
    """ 
        Attributes:
            area (list[list[int]] | Unset): axial offsets (see the module's note)
            attack (int | Unset):
            conditions (list[GloomhavenModifiersConditionsItem] | Unset):
            count (int | Unset):
            damage (int | Unset):
            disadvantage (bool | Unset): attacks gain disadvantage
            double_attack (bool | Unset):
            heal (int | Unset):
            heal_self (int | Unset):
            instead (bool | Unset): replaces the ability's own bonus of the same kind
            move (int | Unset):
            negate_damage (bool | Unset):
            per (GloomhavenModifiersPer | Unset):
            pierce (int | Unset):
            pull (int | Unset):
            push (int | Unset):
            range_ (int | Unset):
            redirect_to_self (bool | Unset): the attack targets you instead
            retaliate (int | Unset):
            selector (GloomhavenModifiersSelector | Unset):
            shield (int | Unset):
            target (int | Unset):
            xp (int | Unset):
     """

    area: list[list[int]] | Unset = UNSET
    attack: int | Unset = UNSET
    conditions: list[GloomhavenModifiersConditionsItem] | Unset = UNSET
    count: int | Unset = UNSET
    damage: int | Unset = UNSET
    disadvantage: bool | Unset = UNSET
    double_attack: bool | Unset = UNSET
    heal: int | Unset = UNSET
    heal_self: int | Unset = UNSET
    instead: bool | Unset = UNSET
    move: int | Unset = UNSET
    negate_damage: bool | Unset = UNSET
    per: GloomhavenModifiersPer | Unset = UNSET
    pierce: int | Unset = UNSET
    pull: int | Unset = UNSET
    push: int | Unset = UNSET
    range_: int | Unset = UNSET
    redirect_to_self: bool | Unset = UNSET
    retaliate: int | Unset = UNSET
    selector: GloomhavenModifiersSelector | Unset = UNSET
    shield: int | Unset = UNSET
    target: int | Unset = UNSET
    xp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        area: list[list[int]] | Unset = UNSET
        if not isinstance(self.area, Unset):
            area = []
            for area_item_data in self.area:
                area_item = area_item_data


                area.append(area_item)



        attack = self.attack

        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = []
            for conditions_item_data in self.conditions:
                conditions_item: str = conditions_item_data
                conditions.append(conditions_item)



        count = self.count

        damage = self.damage

        disadvantage = self.disadvantage

        double_attack = self.double_attack

        heal = self.heal

        heal_self = self.heal_self

        instead = self.instead

        move = self.move

        negate_damage = self.negate_damage

        per: str | Unset = UNSET
        if not isinstance(self.per, Unset):
            per = self.per


        pierce = self.pierce

        pull = self.pull

        push = self.push

        range_ = self.range_

        redirect_to_self = self.redirect_to_self

        retaliate = self.retaliate

        selector: str | Unset = UNSET
        if not isinstance(self.selector, Unset):
            selector = self.selector


        shield = self.shield

        target = self.target

        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if area is not UNSET:
            field_dict["area"] = area
        if attack is not UNSET:
            field_dict["attack"] = attack
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if count is not UNSET:
            field_dict["count"] = count
        if damage is not UNSET:
            field_dict["damage"] = damage
        if disadvantage is not UNSET:
            field_dict["disadvantage"] = disadvantage
        if double_attack is not UNSET:
            field_dict["double_attack"] = double_attack
        if heal is not UNSET:
            field_dict["heal"] = heal
        if heal_self is not UNSET:
            field_dict["heal_self"] = heal_self
        if instead is not UNSET:
            field_dict["instead"] = instead
        if move is not UNSET:
            field_dict["move"] = move
        if negate_damage is not UNSET:
            field_dict["negate_damage"] = negate_damage
        if per is not UNSET:
            field_dict["per"] = per
        if pierce is not UNSET:
            field_dict["pierce"] = pierce
        if pull is not UNSET:
            field_dict["pull"] = pull
        if push is not UNSET:
            field_dict["push"] = push
        if range_ is not UNSET:
            field_dict["range"] = range_
        if redirect_to_self is not UNSET:
            field_dict["redirect_to_self"] = redirect_to_self
        if retaliate is not UNSET:
            field_dict["retaliate"] = retaliate
        if selector is not UNSET:
            field_dict["selector"] = selector
        if shield is not UNSET:
            field_dict["shield"] = shield
        if target is not UNSET:
            field_dict["target"] = target
        if xp is not UNSET:
            field_dict["xp"] = xp

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _area = d.pop("area", UNSET)
        area: list[list[int]] | Unset = UNSET
        if _area is not UNSET:
            area = []
            for area_item_data in _area:
                area_item = cast(list[int], area_item_data)

                area.append(area_item)


        attack = d.pop("attack", UNSET)

        _conditions = d.pop("conditions", UNSET)
        conditions: list[GloomhavenModifiersConditionsItem] | Unset = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = check_gloomhaven_modifiers_conditions_item(conditions_item_data)



                conditions.append(conditions_item)


        count = d.pop("count", UNSET)

        damage = d.pop("damage", UNSET)

        disadvantage = d.pop("disadvantage", UNSET)

        double_attack = d.pop("double_attack", UNSET)

        heal = d.pop("heal", UNSET)

        heal_self = d.pop("heal_self", UNSET)

        instead = d.pop("instead", UNSET)

        move = d.pop("move", UNSET)

        negate_damage = d.pop("negate_damage", UNSET)

        _per = d.pop("per", UNSET)
        per: GloomhavenModifiersPer | Unset
        if isinstance(_per,  Unset):
            per = UNSET
        else:
            per = check_gloomhaven_modifiers_per(_per)




        pierce = d.pop("pierce", UNSET)

        pull = d.pop("pull", UNSET)

        push = d.pop("push", UNSET)

        range_ = d.pop("range", UNSET)

        redirect_to_self = d.pop("redirect_to_self", UNSET)

        retaliate = d.pop("retaliate", UNSET)

        _selector = d.pop("selector", UNSET)
        selector: GloomhavenModifiersSelector | Unset
        if isinstance(_selector,  Unset):
            selector = UNSET
        else:
            selector = check_gloomhaven_modifiers_selector(_selector)




        shield = d.pop("shield", UNSET)

        target = d.pop("target", UNSET)

        xp = d.pop("xp", UNSET)

        gloomhaven_modifiers = cls(
            area=area,
            attack=attack,
            conditions=conditions,
            count=count,
            damage=damage,
            disadvantage=disadvantage,
            double_attack=double_attack,
            heal=heal,
            heal_self=heal_self,
            instead=instead,
            move=move,
            negate_damage=negate_damage,
            per=per,
            pierce=pierce,
            pull=pull,
            push=push,
            range_=range_,
            redirect_to_self=redirect_to_self,
            retaliate=retaliate,
            selector=selector,
            shield=shield,
            target=target,
            xp=xp,
        )

        return gloomhaven_modifiers

