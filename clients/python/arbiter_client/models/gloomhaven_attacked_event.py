from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_attacked_event_attacker_type_0_item_type_0 import check_gloomhaven_attacked_event_attacker_type_0_item_type_0
from ..models.gloomhaven_attacked_event_attacker_type_0_item_type_0 import GloomhavenAttackedEventAttackerType0ItemType0
from ..models.gloomhaven_attacked_event_attacker_type_1_item_type_0 import check_gloomhaven_attacked_event_attacker_type_1_item_type_0
from ..models.gloomhaven_attacked_event_attacker_type_1_item_type_0 import GloomhavenAttackedEventAttackerType1ItemType0
from ..models.gloomhaven_attacked_event_attacker_type_2_item_type_0 import check_gloomhaven_attacked_event_attacker_type_2_item_type_0
from ..models.gloomhaven_attacked_event_attacker_type_2_item_type_0 import GloomhavenAttackedEventAttackerType2ItemType0
from ..models.gloomhaven_attacked_event_attacker_type_3_item_type_0 import check_gloomhaven_attacked_event_attacker_type_3_item_type_0
from ..models.gloomhaven_attacked_event_attacker_type_3_item_type_0 import GloomhavenAttackedEventAttackerType3ItemType0
from ..models.gloomhaven_attacked_event_drawn_item import check_gloomhaven_attacked_event_drawn_item
from ..models.gloomhaven_attacked_event_drawn_item import GloomhavenAttackedEventDrawnItem
from ..models.gloomhaven_attacked_event_target_type_0_item_type_0 import check_gloomhaven_attacked_event_target_type_0_item_type_0
from ..models.gloomhaven_attacked_event_target_type_0_item_type_0 import GloomhavenAttackedEventTargetType0ItemType0
from ..models.gloomhaven_attacked_event_target_type_1_item_type_0 import check_gloomhaven_attacked_event_target_type_1_item_type_0
from ..models.gloomhaven_attacked_event_target_type_1_item_type_0 import GloomhavenAttackedEventTargetType1ItemType0
from ..models.gloomhaven_attacked_event_target_type_2_item_type_0 import check_gloomhaven_attacked_event_target_type_2_item_type_0
from ..models.gloomhaven_attacked_event_target_type_2_item_type_0 import GloomhavenAttackedEventTargetType2ItemType0
from ..models.gloomhaven_attacked_event_target_type_3_item_type_0 import check_gloomhaven_attacked_event_target_type_3_item_type_0
from ..models.gloomhaven_attacked_event_target_type_3_item_type_0 import GloomhavenAttackedEventTargetType3ItemType0
from ..models.gloomhaven_attacked_event_target_type_4_item_type_0 import check_gloomhaven_attacked_event_target_type_4_item_type_0
from ..models.gloomhaven_attacked_event_target_type_4_item_type_0 import GloomhavenAttackedEventTargetType4ItemType0
from ..models.gloomhaven_attacked_event_type import check_gloomhaven_attacked_event_type
from ..models.gloomhaven_attacked_event_type import GloomhavenAttackedEventType
from ..models.gloomhaven_attacked_event_used_item import check_gloomhaven_attacked_event_used_item
from ..models.gloomhaven_attacked_event_used_item import GloomhavenAttackedEventUsedItem
from typing import cast






T = TypeVar("T", bound="GloomhavenAttackedEvent")



@_attrs_define
class GloomhavenAttackedEvent:
    """ 
        Attributes:
            attacker (list[GloomhavenAttackedEventAttackerType0ItemType0 | int] |
                list[GloomhavenAttackedEventAttackerType1ItemType0 | int] | list[GloomhavenAttackedEventAttackerType2ItemType0 |
                int] | list[GloomhavenAttackedEventAttackerType3ItemType0 | int]): a character, summon, monster or escort
            damage (int):
            drawn (list[GloomhavenAttackedEventDrawnItem]):
            target (list[GloomhavenAttackedEventTargetType0ItemType0 | int] |
                list[GloomhavenAttackedEventTargetType1ItemType0 | int] | list[GloomhavenAttackedEventTargetType2ItemType0 |
                int] | list[GloomhavenAttackedEventTargetType3ItemType0 | int] |
                list[GloomhavenAttackedEventTargetType4ItemType0 | int]): a character, summon, monster or objective
            type_ (GloomhavenAttackedEventType):
            used (list[GloomhavenAttackedEventUsedItem]):
     """

    attacker: list[GloomhavenAttackedEventAttackerType0ItemType0 | int] | list[GloomhavenAttackedEventAttackerType1ItemType0 | int] | list[GloomhavenAttackedEventAttackerType2ItemType0 | int] | list[GloomhavenAttackedEventAttackerType3ItemType0 | int]
    damage: int
    drawn: list[GloomhavenAttackedEventDrawnItem]
    target: list[GloomhavenAttackedEventTargetType0ItemType0 | int] | list[GloomhavenAttackedEventTargetType1ItemType0 | int] | list[GloomhavenAttackedEventTargetType2ItemType0 | int] | list[GloomhavenAttackedEventTargetType3ItemType0 | int] | list[GloomhavenAttackedEventTargetType4ItemType0 | int]
    type_: GloomhavenAttackedEventType
    used: list[GloomhavenAttackedEventUsedItem]





    def to_dict(self) -> dict[str, Any]:
        attacker: list[int | str]
        if isinstance(self.attacker, list):
            attacker = []
            for attacker_type_0_item_data in self.attacker:
                attacker_type_0_item: int | str
                if isinstance(attacker_type_0_item_data, str):
                    attacker_type_0_item = attacker_type_0_item_data
                else:
                    attacker_type_0_item = attacker_type_0_item_data
                attacker.append(attacker_type_0_item)


        elif isinstance(self.attacker, list):
            attacker = []
            for attacker_type_1_item_data in self.attacker:
                attacker_type_1_item: int | str
                if isinstance(attacker_type_1_item_data, str):
                    attacker_type_1_item = attacker_type_1_item_data
                else:
                    attacker_type_1_item = attacker_type_1_item_data
                attacker.append(attacker_type_1_item)


        elif isinstance(self.attacker, list):
            attacker = []
            for attacker_type_2_item_data in self.attacker:
                attacker_type_2_item: int | str
                if isinstance(attacker_type_2_item_data, str):
                    attacker_type_2_item = attacker_type_2_item_data
                else:
                    attacker_type_2_item = attacker_type_2_item_data
                attacker.append(attacker_type_2_item)


        else:
            attacker = []
            for attacker_type_3_item_data in self.attacker:
                attacker_type_3_item: int | str
                if isinstance(attacker_type_3_item_data, str):
                    attacker_type_3_item = attacker_type_3_item_data
                else:
                    attacker_type_3_item = attacker_type_3_item_data
                attacker.append(attacker_type_3_item)




        damage = self.damage

        drawn = []
        for drawn_item_data in self.drawn:
            drawn_item: str = drawn_item_data
            drawn.append(drawn_item)



        target: list[int | str]
        if isinstance(self.target, list):
            target = []
            for target_type_0_item_data in self.target:
                target_type_0_item: int | str
                if isinstance(target_type_0_item_data, str):
                    target_type_0_item = target_type_0_item_data
                else:
                    target_type_0_item = target_type_0_item_data
                target.append(target_type_0_item)


        elif isinstance(self.target, list):
            target = []
            for target_type_1_item_data in self.target:
                target_type_1_item: int | str
                if isinstance(target_type_1_item_data, str):
                    target_type_1_item = target_type_1_item_data
                else:
                    target_type_1_item = target_type_1_item_data
                target.append(target_type_1_item)


        elif isinstance(self.target, list):
            target = []
            for target_type_2_item_data in self.target:
                target_type_2_item: int | str
                if isinstance(target_type_2_item_data, str):
                    target_type_2_item = target_type_2_item_data
                else:
                    target_type_2_item = target_type_2_item_data
                target.append(target_type_2_item)


        elif isinstance(self.target, list):
            target = []
            for target_type_3_item_data in self.target:
                target_type_3_item: int | str
                if isinstance(target_type_3_item_data, str):
                    target_type_3_item = target_type_3_item_data
                else:
                    target_type_3_item = target_type_3_item_data
                target.append(target_type_3_item)


        else:
            target = []
            for target_type_4_item_data in self.target:
                target_type_4_item: int | str
                if isinstance(target_type_4_item_data, str):
                    target_type_4_item = target_type_4_item_data
                else:
                    target_type_4_item = target_type_4_item_data
                target.append(target_type_4_item)




        type_: str = self.type_

        used = []
        for used_item_data in self.used:
            used_item: str = used_item_data
            used.append(used_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attacker": attacker,
            "damage": damage,
            "drawn": drawn,
            "target": target,
            "type": type_,
            "used": used,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_attacker(data: object) -> list[GloomhavenAttackedEventAttackerType0ItemType0 | int] | list[GloomhavenAttackedEventAttackerType1ItemType0 | int] | list[GloomhavenAttackedEventAttackerType2ItemType0 | int] | list[GloomhavenAttackedEventAttackerType3ItemType0 | int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                attacker_type_0 = []
                _attacker_type_0 = data
                for attacker_type_0_item_data in (_attacker_type_0):
                    def _parse_attacker_type_0_item(data: object) -> GloomhavenAttackedEventAttackerType0ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            attacker_type_0_item_type_0 = check_gloomhaven_attacked_event_attacker_type_0_item_type_0(data)



                            return attacker_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenAttackedEventAttackerType0ItemType0 | int, data)

                    attacker_type_0_item = _parse_attacker_type_0_item(attacker_type_0_item_data)

                    attacker_type_0.append(attacker_type_0_item)

                return attacker_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, list):
                    raise TypeError()
                attacker_type_1 = []
                _attacker_type_1 = data
                for attacker_type_1_item_data in (_attacker_type_1):
                    def _parse_attacker_type_1_item(data: object) -> GloomhavenAttackedEventAttackerType1ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            attacker_type_1_item_type_0 = check_gloomhaven_attacked_event_attacker_type_1_item_type_0(data)



                            return attacker_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenAttackedEventAttackerType1ItemType0 | int, data)

                    attacker_type_1_item = _parse_attacker_type_1_item(attacker_type_1_item_data)

                    attacker_type_1.append(attacker_type_1_item)

                return attacker_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, list):
                    raise TypeError()
                attacker_type_2 = []
                _attacker_type_2 = data
                for attacker_type_2_item_data in (_attacker_type_2):
                    def _parse_attacker_type_2_item(data: object) -> GloomhavenAttackedEventAttackerType2ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            attacker_type_2_item_type_0 = check_gloomhaven_attacked_event_attacker_type_2_item_type_0(data)



                            return attacker_type_2_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenAttackedEventAttackerType2ItemType0 | int, data)

                    attacker_type_2_item = _parse_attacker_type_2_item(attacker_type_2_item_data)

                    attacker_type_2.append(attacker_type_2_item)

                return attacker_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            attacker_type_3 = []
            _attacker_type_3 = data
            for attacker_type_3_item_data in (_attacker_type_3):
                def _parse_attacker_type_3_item(data: object) -> GloomhavenAttackedEventAttackerType3ItemType0 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        attacker_type_3_item_type_0 = check_gloomhaven_attacked_event_attacker_type_3_item_type_0(data)



                        return attacker_type_3_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GloomhavenAttackedEventAttackerType3ItemType0 | int, data)

                attacker_type_3_item = _parse_attacker_type_3_item(attacker_type_3_item_data)

                attacker_type_3.append(attacker_type_3_item)

            return attacker_type_3

        attacker = _parse_attacker(d.pop("attacker"))


        damage = d.pop("damage")

        drawn = []
        _drawn = d.pop("drawn")
        for drawn_item_data in (_drawn):
            drawn_item = check_gloomhaven_attacked_event_drawn_item(drawn_item_data)



            drawn.append(drawn_item)


        def _parse_target(data: object) -> list[GloomhavenAttackedEventTargetType0ItemType0 | int] | list[GloomhavenAttackedEventTargetType1ItemType0 | int] | list[GloomhavenAttackedEventTargetType2ItemType0 | int] | list[GloomhavenAttackedEventTargetType3ItemType0 | int] | list[GloomhavenAttackedEventTargetType4ItemType0 | int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_type_0 = []
                _target_type_0 = data
                for target_type_0_item_data in (_target_type_0):
                    def _parse_target_type_0_item(data: object) -> GloomhavenAttackedEventTargetType0ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            target_type_0_item_type_0 = check_gloomhaven_attacked_event_target_type_0_item_type_0(data)



                            return target_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenAttackedEventTargetType0ItemType0 | int, data)

                    target_type_0_item = _parse_target_type_0_item(target_type_0_item_data)

                    target_type_0.append(target_type_0_item)

                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_type_1 = []
                _target_type_1 = data
                for target_type_1_item_data in (_target_type_1):
                    def _parse_target_type_1_item(data: object) -> GloomhavenAttackedEventTargetType1ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            target_type_1_item_type_0 = check_gloomhaven_attacked_event_target_type_1_item_type_0(data)



                            return target_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenAttackedEventTargetType1ItemType0 | int, data)

                    target_type_1_item = _parse_target_type_1_item(target_type_1_item_data)

                    target_type_1.append(target_type_1_item)

                return target_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_type_2 = []
                _target_type_2 = data
                for target_type_2_item_data in (_target_type_2):
                    def _parse_target_type_2_item(data: object) -> GloomhavenAttackedEventTargetType2ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            target_type_2_item_type_0 = check_gloomhaven_attacked_event_target_type_2_item_type_0(data)



                            return target_type_2_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenAttackedEventTargetType2ItemType0 | int, data)

                    target_type_2_item = _parse_target_type_2_item(target_type_2_item_data)

                    target_type_2.append(target_type_2_item)

                return target_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_type_3 = []
                _target_type_3 = data
                for target_type_3_item_data in (_target_type_3):
                    def _parse_target_type_3_item(data: object) -> GloomhavenAttackedEventTargetType3ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            target_type_3_item_type_0 = check_gloomhaven_attacked_event_target_type_3_item_type_0(data)



                            return target_type_3_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenAttackedEventTargetType3ItemType0 | int, data)

                    target_type_3_item = _parse_target_type_3_item(target_type_3_item_data)

                    target_type_3.append(target_type_3_item)

                return target_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            target_type_4 = []
            _target_type_4 = data
            for target_type_4_item_data in (_target_type_4):
                def _parse_target_type_4_item(data: object) -> GloomhavenAttackedEventTargetType4ItemType0 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        target_type_4_item_type_0 = check_gloomhaven_attacked_event_target_type_4_item_type_0(data)



                        return target_type_4_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GloomhavenAttackedEventTargetType4ItemType0 | int, data)

                target_type_4_item = _parse_target_type_4_item(target_type_4_item_data)

                target_type_4.append(target_type_4_item)

            return target_type_4

        target = _parse_target(d.pop("target"))


        type_ = check_gloomhaven_attacked_event_type(d.pop("type"))




        used = []
        _used = d.pop("used")
        for used_item_data in (_used):
            used_item = check_gloomhaven_attacked_event_used_item(used_item_data)



            used.append(used_item)


        gloomhaven_attacked_event = cls(
            attacker=attacker,
            damage=damage,
            drawn=drawn,
            target=target,
            type_=type_,
            used=used,
        )

        return gloomhaven_attacked_event

