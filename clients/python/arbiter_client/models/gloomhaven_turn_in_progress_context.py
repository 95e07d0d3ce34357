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
            consumed (bool | Unset): the last ability consumed its elements
            control (GloomhavenTurnInProgressContextControl | Unset): the figure made to perform, and its abilities still to
                come (control.py)
            dealt (int | Unset): the damage the last target of an attack suffered
            destroyed (int | Unset): the hexes the obstacles it destroyed occupied
            killed (list[int] | Unset): where the figure killed by the ability before stood
            lifted (list[int] | Unset): the obstacle being moved
            line (bool | Unset): the last move went in a straight line
            moved (int | Unset): hexes moved with this action (card half)
            obstacles (list[list[int]] | Unset): the obstacles the ability before destroyed, moved or made
            path (list[list[int]] | Unset): the hexes the last move entered
            picked (list[list[int]] | Unset): the figures a Target X ability chose so far
            returned (bool | Unset): the last move ended where it began
            targets (list[list[int]] | Unset):
            through (list[list[int]] | Unset):
     """

    area: list[list[int]] | Unset = UNSET
    consumed: bool | Unset = UNSET
    control: GloomhavenTurnInProgressContextControl | Unset = UNSET
    dealt: int | Unset = UNSET
    destroyed: int | Unset = UNSET
    killed: list[int] | Unset = UNSET
    lifted: list[int] | Unset = UNSET
    line: bool | Unset = UNSET
    moved: int | Unset = UNSET
    obstacles: list[list[int]] | Unset = UNSET
    path: list[list[int]] | Unset = UNSET
    picked: list[list[int]] | Unset = UNSET
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



        consumed = self.consumed

        control: dict[str, Any] | Unset = UNSET
        if not isinstance(self.control, Unset):
            control = self.control.to_dict()

        dealt = self.dealt

        destroyed = self.destroyed

        killed: list[int] | Unset = UNSET
        if not isinstance(self.killed, Unset):
            killed = self.killed



        lifted: list[int] | Unset = UNSET
        if not isinstance(self.lifted, Unset):
            lifted = self.lifted



        line = self.line

        moved = self.moved

        obstacles: list[list[int]] | Unset = UNSET
        if not isinstance(self.obstacles, Unset):
            obstacles = []
            for obstacles_item_data in self.obstacles:
                obstacles_item = obstacles_item_data


                obstacles.append(obstacles_item)



        path: list[list[int]] | Unset = UNSET
        if not isinstance(self.path, Unset):
            path = []
            for path_item_data in self.path:
                path_item = path_item_data


                path.append(path_item)



        picked: list[list[int]] | Unset = UNSET
        if not isinstance(self.picked, Unset):
            picked = []
            for picked_item_data in self.picked:
                picked_item = picked_item_data


                picked.append(picked_item)



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
        if consumed is not UNSET:
            field_dict["consumed"] = consumed
        if control is not UNSET:
            field_dict["control"] = control
        if dealt is not UNSET:
            field_dict["dealt"] = dealt
        if destroyed is not UNSET:
            field_dict["destroyed"] = destroyed
        if killed is not UNSET:
            field_dict["killed"] = killed
        if lifted is not UNSET:
            field_dict["lifted"] = lifted
        if line is not UNSET:
            field_dict["line"] = line
        if moved is not UNSET:
            field_dict["moved"] = moved
        if obstacles is not UNSET:
            field_dict["obstacles"] = obstacles
        if path is not UNSET:
            field_dict["path"] = path
        if picked is not UNSET:
            field_dict["picked"] = picked
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


        consumed = d.pop("consumed", UNSET)

        _control = d.pop("control", UNSET)
        control: GloomhavenTurnInProgressContextControl | Unset
        if isinstance(_control,  Unset):
            control = UNSET
        else:
            control = GloomhavenTurnInProgressContextControl.from_dict(_control)




        dealt = d.pop("dealt", UNSET)

        destroyed = d.pop("destroyed", UNSET)

        killed = cast(list[int], d.pop("killed", UNSET))


        lifted = cast(list[int], d.pop("lifted", UNSET))


        line = d.pop("line", UNSET)

        moved = d.pop("moved", UNSET)

        _obstacles = d.pop("obstacles", UNSET)
        obstacles: list[list[int]] | Unset = UNSET
        if _obstacles is not UNSET:
            obstacles = []
            for obstacles_item_data in _obstacles:
                obstacles_item = cast(list[int], obstacles_item_data)

                obstacles.append(obstacles_item)


        _path = d.pop("path", UNSET)
        path: list[list[int]] | Unset = UNSET
        if _path is not UNSET:
            path = []
            for path_item_data in _path:
                path_item = cast(list[int], path_item_data)

                path.append(path_item)


        _picked = d.pop("picked", UNSET)
        picked: list[list[int]] | Unset = UNSET
        if _picked is not UNSET:
            picked = []
            for picked_item_data in _picked:
                picked_item = cast(list[int], picked_item_data)

                picked.append(picked_item)


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
            consumed=consumed,
            control=control,
            dealt=dealt,
            destroyed=destroyed,
            killed=killed,
            lifted=lifted,
            line=line,
            moved=moved,
            obstacles=obstacles,
            path=path,
            picked=picked,
            returned=returned,
            targets=targets,
            through=through,
        )

        return gloomhaven_turn_in_progress_context

