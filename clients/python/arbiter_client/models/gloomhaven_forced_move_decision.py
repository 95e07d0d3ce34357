from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_forced_move_decision_figure_item_type_0 import check_gloomhaven_forced_move_decision_figure_item_type_0
from ..models.gloomhaven_forced_move_decision_figure_item_type_0 import GloomhavenForcedMoveDecisionFigureItemType0
from ..models.gloomhaven_forced_move_decision_kind import check_gloomhaven_forced_move_decision_kind
from ..models.gloomhaven_forced_move_decision_kind import GloomhavenForcedMoveDecisionKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_forced_move_decision_blocked import GloomhavenForcedMoveDecisionBlocked
  from ..models.gloomhaven_forced_move_decision_smash import GloomhavenForcedMoveDecisionSmash





T = TypeVar("T", bound="GloomhavenForcedMoveDecision")



@_attrs_define
class GloomhavenForcedMoveDecision:
    """ a push or pull the character's player steers

        Attributes:
            at (list[int]):
            character (int): index of the character in state.characters
            figure (list[GloomhavenForcedMoveDecisionFigureItemType0 | int]):
            kind (GloomhavenForcedMoveDecisionKind):
            left (int):
            path (list[list[int]]):
            pull (bool):
            seat (int):
            source (list[int]):
            blocked (GloomhavenForcedMoveDecisionBlocked | Unset): for each hex a wall or obstacle bars (forced.py)
            smash (GloomhavenForcedMoveDecisionSmash | Unset): for each obstacle it is pushed into, destroyed
     """

    at: list[int]
    character: int
    figure: list[GloomhavenForcedMoveDecisionFigureItemType0 | int]
    kind: GloomhavenForcedMoveDecisionKind
    left: int
    path: list[list[int]]
    pull: bool
    seat: int
    source: list[int]
    blocked: GloomhavenForcedMoveDecisionBlocked | Unset = UNSET
    smash: GloomhavenForcedMoveDecisionSmash | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_forced_move_decision_blocked import GloomhavenForcedMoveDecisionBlocked # noqa: PLC0415
        from ..models.gloomhaven_forced_move_decision_smash import GloomhavenForcedMoveDecisionSmash # noqa: PLC0415
        at = self.at



        character = self.character

        figure = []
        for figure_item_data in self.figure:
            figure_item: int | str
            if isinstance(figure_item_data, str):
                figure_item = figure_item_data
            else:
                figure_item = figure_item_data
            figure.append(figure_item)



        kind: str = self.kind

        left = self.left

        path = []
        for path_item_data in self.path:
            path_item = path_item_data


            path.append(path_item)



        pull = self.pull

        seat = self.seat

        source = self.source



        blocked: dict[str, Any] | Unset = UNSET
        if not isinstance(self.blocked, Unset):
            blocked = self.blocked.to_dict()

        smash: dict[str, Any] | Unset = UNSET
        if not isinstance(self.smash, Unset):
            smash = self.smash.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "character": character,
            "figure": figure,
            "kind": kind,
            "left": left,
            "path": path,
            "pull": pull,
            "seat": seat,
            "source": source,
        })
        if blocked is not UNSET:
            field_dict["blocked"] = blocked
        if smash is not UNSET:
            field_dict["smash"] = smash

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_forced_move_decision_blocked import GloomhavenForcedMoveDecisionBlocked # noqa: PLC0415
        from ..models.gloomhaven_forced_move_decision_smash import GloomhavenForcedMoveDecisionSmash # noqa: PLC0415
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))


        character = d.pop("character")

        figure = []
        _figure = d.pop("figure")
        for figure_item_data in (_figure):
            def _parse_figure_item(data: object) -> GloomhavenForcedMoveDecisionFigureItemType0 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    figure_item_type_0 = check_gloomhaven_forced_move_decision_figure_item_type_0(data)



                    return figure_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenForcedMoveDecisionFigureItemType0 | int, data)

            figure_item = _parse_figure_item(figure_item_data)

            figure.append(figure_item)


        kind = check_gloomhaven_forced_move_decision_kind(d.pop("kind"))




        left = d.pop("left")

        path = []
        _path = d.pop("path")
        for path_item_data in (_path):
            path_item = cast(list[int], path_item_data)

            path.append(path_item)


        pull = d.pop("pull")

        seat = d.pop("seat")

        source = cast(list[int], d.pop("source"))


        _blocked = d.pop("blocked", UNSET)
        blocked: GloomhavenForcedMoveDecisionBlocked | Unset
        if isinstance(_blocked,  Unset):
            blocked = UNSET
        else:
            blocked = GloomhavenForcedMoveDecisionBlocked.from_dict(_blocked)




        _smash = d.pop("smash", UNSET)
        smash: GloomhavenForcedMoveDecisionSmash | Unset
        if isinstance(_smash,  Unset):
            smash = UNSET
        else:
            smash = GloomhavenForcedMoveDecisionSmash.from_dict(_smash)




        gloomhaven_forced_move_decision = cls(
            at=at,
            character=character,
            figure=figure,
            kind=kind,
            left=left,
            path=path,
            pull=pull,
            seat=seat,
            source=source,
            blocked=blocked,
            smash=smash,
        )

        return gloomhaven_forced_move_decision

