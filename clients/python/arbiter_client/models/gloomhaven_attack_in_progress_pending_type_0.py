from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_attack_in_progress_pending_type_0_target_item_type_0 import check_gloomhaven_attack_in_progress_pending_type_0_target_item_type_0
from ..models.gloomhaven_attack_in_progress_pending_type_0_target_item_type_0 import GloomhavenAttackInProgressPendingType0TargetItemType0
from typing import cast






T = TypeVar("T", bound="GloomhavenAttackInProgressPendingType0")



@_attrs_define
class GloomhavenAttackInProgressPendingType0:
    """ 
        Attributes:
            from_ (list[int]):
            target (list[GloomhavenAttackInProgressPendingType0TargetItemType0 | int]):
     """

    from_: list[int]
    target: list[GloomhavenAttackInProgressPendingType0TargetItemType0 | int]





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_



        target = []
        for target_item_data in self.target:
            target_item: int | str
            if isinstance(target_item_data, str):
                target_item = target_item_data
            else:
                target_item = target_item_data
            target.append(target_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "target": target,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = cast(list[int], d.pop("from"))


        target = []
        _target = d.pop("target")
        for target_item_data in (_target):
            def _parse_target_item(data: object) -> GloomhavenAttackInProgressPendingType0TargetItemType0 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    target_item_type_0 = check_gloomhaven_attack_in_progress_pending_type_0_target_item_type_0(data)



                    return target_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenAttackInProgressPendingType0TargetItemType0 | int, data)

            target_item = _parse_target_item(target_item_data)

            target.append(target_item)


        gloomhaven_attack_in_progress_pending_type_0 = cls(
            from_=from_,
            target=target,
        )

        return gloomhaven_attack_in_progress_pending_type_0

