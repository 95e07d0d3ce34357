from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_turn_in_progress_context_control import GloomhavenTurnInProgressContextControl





T = TypeVar("T", bound="GloomhavenTurnInProgressContext")



@_attrs_define
class GloomhavenTurnInProgressContext:
    """ what the last ability left for its after effects

        Attributes:
            area (list[list[int]] | Unset):
            control (GloomhavenTurnInProgressContextControl | Unset): the figure made to perform, and its abilities still to
                come (control.py)
            returned (bool | Unset): the last move ended where it began
            targets (list[list[int]] | Unset):
            through (list[list[int]] | Unset):
     """

    area: list[list[int]] | Unset = UNSET
    control: GloomhavenTurnInProgressContextControl | Unset = UNSET
    returned: bool | Unset = UNSET
    targets: list[list[int]] | Unset = UNSET
    through: list[list[int]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_turn_in_progress_context_control import GloomhavenTurnInProgressContextControl # noqa: PLC0415
        area: list[list[int]] | Unset = UNSET
        if not isinstance(self.area, Unset):
            area = []
            for area_item_data in self.area:
                area_item = area_item_data


                area.append(area_item)



        control: dict[str, Any] | Unset = UNSET
        if not isinstance(self.control, Unset):
            control = self.control.to_dict()

        returned = self.returned

        targets: list[list[int]] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = []
            for targets_item_data in self.targets:
                targets_item = targets_item_data


                targets.append(targets_item)



        through: list[list[int]] | Unset = UNSET
        if not isinstance(self.through, Unset):
            through = []
            for through_item_data in self.through:
                through_item = through_item_data


                through.append(through_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if area is not UNSET:
            field_dict["area"] = area
        if control is not UNSET:
            field_dict["control"] = control
        if returned is not UNSET:
            field_dict["returned"] = returned
        if targets is not UNSET:
            field_dict["targets"] = targets
        if through is not UNSET:
            field_dict["through"] = through

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_turn_in_progress_context_control import GloomhavenTurnInProgressContextControl # noqa: PLC0415
        d = dict(src_dict)
        _area = d.pop("area", UNSET)
        area: list[list[int]] | Unset = UNSET
        if _area is not UNSET:
            area = []
            for area_item_data in _area:
                area_item = cast(list[int], area_item_data)

                area.append(area_item)


        _control = d.pop("control", UNSET)
        control: GloomhavenTurnInProgressContextControl | Unset
        if isinstance(_control,  Unset):
            control = UNSET
        else:
            control = GloomhavenTurnInProgressContextControl.from_dict(_control)




        returned = d.pop("returned", UNSET)

        _targets = d.pop("targets", UNSET)
        targets: list[list[int]] | Unset = UNSET
        if _targets is not UNSET:
            targets = []
            for targets_item_data in _targets:
                targets_item = cast(list[int], targets_item_data)

                targets.append(targets_item)


        _through = d.pop("through", UNSET)
        through: list[list[int]] | Unset = UNSET
        if _through is not UNSET:
            through = []
            for through_item_data in _through:
                through_item = cast(list[int], through_item_data)

                through.append(through_item)


        gloomhaven_turn_in_progress_context = cls(
            area=area,
            control=control,
            returned=returned,
            targets=targets,
            through=through,
        )

        return gloomhaven_turn_in_progress_context

