from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_lock_doors_type import check_gloomhaven_rule_setup_lock_doors_type
from ..models.gloomhaven_rule_setup_lock_doors_type import GloomhavenRuleSetupLockDoorsType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_setup_lock_doors_opens_type_0 import GloomhavenRuleSetupLockDoorsOpensType0
  from ..models.gloomhaven_rule_setup_lock_doors_opens_type_1 import GloomhavenRuleSetupLockDoorsOpensType1
  from ..models.gloomhaven_rule_setup_lock_doors_opens_type_2 import GloomhavenRuleSetupLockDoorsOpensType2
  from ..models.gloomhaven_rule_setup_lock_doors_opens_type_3 import GloomhavenRuleSetupLockDoorsOpensType3
  from ..models.gloomhaven_rule_setup_lock_doors_opens_type_4 import GloomhavenRuleSetupLockDoorsOpensType4
  from ..models.gloomhaven_rule_setup_lock_doors_opens_type_5 import GloomhavenRuleSetupLockDoorsOpensType5
  from ..models.gloomhaven_rule_setup_lock_doors_opens_type_6 import GloomhavenRuleSetupLockDoorsOpensType6
  from ..models.gloomhaven_rule_setup_lock_doors_opens_type_7 import GloomhavenRuleSetupLockDoorsOpensType7
  from ..models.gloomhaven_rule_setup_lock_doors_opens_type_8 import GloomhavenRuleSetupLockDoorsOpensType8





T = TypeVar("T", bound="GloomhavenRuleSetupLockDoors")



@_attrs_define
class GloomhavenRuleSetupLockDoors:
    """ 
        Attributes:
            doors (list[list[int]]):
            opens (GloomhavenRuleSetupLockDoorsOpensType0 | GloomhavenRuleSetupLockDoorsOpensType1 |
                GloomhavenRuleSetupLockDoorsOpensType2 | GloomhavenRuleSetupLockDoorsOpensType3 |
                GloomhavenRuleSetupLockDoorsOpensType4 | GloomhavenRuleSetupLockDoorsOpensType5 |
                GloomhavenRuleSetupLockDoorsOpensType6 | GloomhavenRuleSetupLockDoorsOpensType7 |
                GloomhavenRuleSetupLockDoorsOpensType8): at the start of a round; when a character ends its turn on a plate;
                when, as a character's turn ends, a character stands on every hex listed for the party size; when the boss's
                special opens them (boss_doors.py); when the door objective on each is destroyed; or when, as a character's turn
                ends, every character stands on one of the hexes; or (held) only while a character stands on one of the hexes
                (held_doors.py); or at once when the monsters are dead or that many elite monsters have been killed
            type_ (GloomhavenRuleSetupLockDoorsType):
            order (bool | Unset): the boss opens them in list order
            unlocks_only (bool | Unset): (plate) the plate only unlocks the doors: a character still opens them
     """

    doors: list[list[int]]
    opens: GloomhavenRuleSetupLockDoorsOpensType0 | GloomhavenRuleSetupLockDoorsOpensType1 | GloomhavenRuleSetupLockDoorsOpensType2 | GloomhavenRuleSetupLockDoorsOpensType3 | GloomhavenRuleSetupLockDoorsOpensType4 | GloomhavenRuleSetupLockDoorsOpensType5 | GloomhavenRuleSetupLockDoorsOpensType6 | GloomhavenRuleSetupLockDoorsOpensType7 | GloomhavenRuleSetupLockDoorsOpensType8
    type_: GloomhavenRuleSetupLockDoorsType
    order: bool | Unset = UNSET
    unlocks_only: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_0 import GloomhavenRuleSetupLockDoorsOpensType0 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_1 import GloomhavenRuleSetupLockDoorsOpensType1 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_2 import GloomhavenRuleSetupLockDoorsOpensType2 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_3 import GloomhavenRuleSetupLockDoorsOpensType3 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_4 import GloomhavenRuleSetupLockDoorsOpensType4 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_5 import GloomhavenRuleSetupLockDoorsOpensType5 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_6 import GloomhavenRuleSetupLockDoorsOpensType6 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_7 import GloomhavenRuleSetupLockDoorsOpensType7 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_8 import GloomhavenRuleSetupLockDoorsOpensType8 # noqa: PLC0415
        doors = []
        for doors_item_data in self.doors:
            doors_item = doors_item_data


            doors.append(doors_item)



        opens: dict[str, Any]
        if isinstance(self.opens, GloomhavenRuleSetupLockDoorsOpensType0):
            opens = self.opens.to_dict()
        elif isinstance(self.opens, GloomhavenRuleSetupLockDoorsOpensType1):
            opens = self.opens.to_dict()
        elif isinstance(self.opens, GloomhavenRuleSetupLockDoorsOpensType2):
            opens = self.opens.to_dict()
        elif isinstance(self.opens, GloomhavenRuleSetupLockDoorsOpensType3):
            opens = self.opens.to_dict()
        elif isinstance(self.opens, GloomhavenRuleSetupLockDoorsOpensType4):
            opens = self.opens.to_dict()
        elif isinstance(self.opens, GloomhavenRuleSetupLockDoorsOpensType5):
            opens = self.opens.to_dict()
        elif isinstance(self.opens, GloomhavenRuleSetupLockDoorsOpensType6):
            opens = self.opens.to_dict()
        elif isinstance(self.opens, GloomhavenRuleSetupLockDoorsOpensType7):
            opens = self.opens.to_dict()
        else:
            opens = self.opens.to_dict()


        type_: str = self.type_

        order = self.order

        unlocks_only = self.unlocks_only


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "doors": doors,
            "opens": opens,
            "type": type_,
        })
        if order is not UNSET:
            field_dict["order"] = order
        if unlocks_only is not UNSET:
            field_dict["unlocks_only"] = unlocks_only

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_0 import GloomhavenRuleSetupLockDoorsOpensType0 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_1 import GloomhavenRuleSetupLockDoorsOpensType1 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_2 import GloomhavenRuleSetupLockDoorsOpensType2 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_3 import GloomhavenRuleSetupLockDoorsOpensType3 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_4 import GloomhavenRuleSetupLockDoorsOpensType4 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_5 import GloomhavenRuleSetupLockDoorsOpensType5 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_6 import GloomhavenRuleSetupLockDoorsOpensType6 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_7 import GloomhavenRuleSetupLockDoorsOpensType7 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_8 import GloomhavenRuleSetupLockDoorsOpensType8 # noqa: PLC0415
        d = dict(src_dict)
        doors = []
        _doors = d.pop("doors")
        for doors_item_data in (_doors):
            doors_item = cast(list[int], doors_item_data)

            doors.append(doors_item)


        def _parse_opens(data: object) -> GloomhavenRuleSetupLockDoorsOpensType0 | GloomhavenRuleSetupLockDoorsOpensType1 | GloomhavenRuleSetupLockDoorsOpensType2 | GloomhavenRuleSetupLockDoorsOpensType3 | GloomhavenRuleSetupLockDoorsOpensType4 | GloomhavenRuleSetupLockDoorsOpensType5 | GloomhavenRuleSetupLockDoorsOpensType6 | GloomhavenRuleSetupLockDoorsOpensType7 | GloomhavenRuleSetupLockDoorsOpensType8:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opens_type_0 = GloomhavenRuleSetupLockDoorsOpensType0.from_dict(data)



                return opens_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opens_type_1 = GloomhavenRuleSetupLockDoorsOpensType1.from_dict(data)



                return opens_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opens_type_2 = GloomhavenRuleSetupLockDoorsOpensType2.from_dict(data)



                return opens_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opens_type_3 = GloomhavenRuleSetupLockDoorsOpensType3.from_dict(data)



                return opens_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opens_type_4 = GloomhavenRuleSetupLockDoorsOpensType4.from_dict(data)



                return opens_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opens_type_5 = GloomhavenRuleSetupLockDoorsOpensType5.from_dict(data)



                return opens_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opens_type_6 = GloomhavenRuleSetupLockDoorsOpensType6.from_dict(data)



                return opens_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opens_type_7 = GloomhavenRuleSetupLockDoorsOpensType7.from_dict(data)



                return opens_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            opens_type_8 = GloomhavenRuleSetupLockDoorsOpensType8.from_dict(data)



            return opens_type_8

        opens = _parse_opens(d.pop("opens"))


        type_ = check_gloomhaven_rule_setup_lock_doors_type(d.pop("type"))




        order = d.pop("order", UNSET)

        unlocks_only = d.pop("unlocks_only", UNSET)

        gloomhaven_rule_setup_lock_doors = cls(
            doors=doors,
            opens=opens,
            type_=type_,
            order=order,
            unlocks_only=unlocks_only,
        )

        return gloomhaven_rule_setup_lock_doors

