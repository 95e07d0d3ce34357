from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_move_decision_figure_item_type_0 import check_gloomhaven_move_decision_figure_item_type_0
from ..models.gloomhaven_move_decision_figure_item_type_0 import GloomhavenMoveDecisionFigureItemType0
from ..models.gloomhaven_move_decision_kind import check_gloomhaven_move_decision_kind
from ..models.gloomhaven_move_decision_kind import GloomhavenMoveDecisionKind
from ..models.gloomhaven_move_decision_mode import check_gloomhaven_move_decision_mode
from ..models.gloomhaven_move_decision_mode import GloomhavenMoveDecisionMode
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenMoveDecision")



@_attrs_define
class GloomhavenMoveDecision:
    """ 
        Attributes:
            at (list[int]):
            character (int): index of the character in state.characters
            kind (GloomhavenMoveDecisionKind):
            left (int):
            mode (GloomhavenMoveDecisionMode):
            path (list[list[int]]):
            seat (int):
            start (list[int]):
            beside_obstacle (bool | Unset): the movement must end beside an obstacle
            figure (list[GloomhavenMoveDecisionFigureItemType0 | int] | Unset): a figure the character makes move
                (control.py)
            loot (bool | Unset):
            near (list[int] | Unset): the move ends beside this hex
            straight (bool | Unset): the movement must be in a straight line
            xp (int | Unset): the move's XP, earned by moving (move_limits.py)
     """

    at: list[int]
    character: int
    kind: GloomhavenMoveDecisionKind
    left: int
    mode: GloomhavenMoveDecisionMode
    path: list[list[int]]
    seat: int
    start: list[int]
    beside_obstacle: bool | Unset = UNSET
    figure: list[GloomhavenMoveDecisionFigureItemType0 | int] | Unset = UNSET
    loot: bool | Unset = UNSET
    near: list[int] | Unset = UNSET
    straight: bool | Unset = UNSET
    xp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        at = self.at



        character = self.character

        kind: str = self.kind

        left = self.left

        mode: str = self.mode

        path = []
        for path_item_data in self.path:
            path_item = path_item_data


            path.append(path_item)



        seat = self.seat

        start = self.start



        beside_obstacle = self.beside_obstacle

        figure: list[int | str] | Unset = UNSET
        if not isinstance(self.figure, Unset):
            figure = []
            for figure_item_data in self.figure:
                figure_item: int | str
                if isinstance(figure_item_data, str):
                    figure_item = figure_item_data
                else:
                    figure_item = figure_item_data
                figure.append(figure_item)



        loot = self.loot

        near: list[int] | Unset = UNSET
        if not isinstance(self.near, Unset):
            near = self.near



        straight = self.straight

        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "character": character,
            "kind": kind,
            "left": left,
            "mode": mode,
            "path": path,
            "seat": seat,
            "start": start,
        })
        if beside_obstacle is not UNSET:
            field_dict["beside_obstacle"] = beside_obstacle
        if figure is not UNSET:
            field_dict["figure"] = figure
        if loot is not UNSET:
            field_dict["loot"] = loot
        if near is not UNSET:
            field_dict["near"] = near
        if straight is not UNSET:
            field_dict["straight"] = straight
        if xp is not UNSET:
            field_dict["xp"] = xp

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))


        character = d.pop("character")

        kind = check_gloomhaven_move_decision_kind(d.pop("kind"))




        left = d.pop("left")

        mode = check_gloomhaven_move_decision_mode(d.pop("mode"))




        path = []
        _path = d.pop("path")
        for path_item_data in (_path):
            path_item = cast(list[int], path_item_data)

            path.append(path_item)


        seat = d.pop("seat")

        start = cast(list[int], d.pop("start"))


        beside_obstacle = d.pop("beside_obstacle", UNSET)

        _figure = d.pop("figure", UNSET)
        figure: list[GloomhavenMoveDecisionFigureItemType0 | int] | Unset = UNSET
        if _figure is not UNSET:
            figure = []
            for figure_item_data in _figure:
                def _parse_figure_item(data: object) -> GloomhavenMoveDecisionFigureItemType0 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        figure_item_type_0 = check_gloomhaven_move_decision_figure_item_type_0(data)



                        return figure_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GloomhavenMoveDecisionFigureItemType0 | int, data)

                figure_item = _parse_figure_item(figure_item_data)

                figure.append(figure_item)


        loot = d.pop("loot", UNSET)

        near = cast(list[int], d.pop("near", UNSET))


        straight = d.pop("straight", UNSET)

        xp = d.pop("xp", UNSET)

        gloomhaven_move_decision = cls(
            at=at,
            character=character,
            kind=kind,
            left=left,
            mode=mode,
            path=path,
            seat=seat,
            start=start,
            beside_obstacle=beside_obstacle,
            figure=figure,
            loot=loot,
            near=near,
            straight=straight,
            xp=xp,
        )

        return gloomhaven_move_decision

