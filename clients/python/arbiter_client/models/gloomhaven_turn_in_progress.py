from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_turn_in_progress_infuse_item import check_gloomhaven_turn_in_progress_infuse_item
from ..models.gloomhaven_turn_in_progress_infuse_item import GloomhavenTurnInProgressInfuseItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_turn_in_progress_context import GloomhavenTurnInProgressContext
  from ..models.gloomhaven_turn_in_progress_half_type_0 import GloomhavenTurnInProgressHalfType0
  from ..models.gloomhaven_turn_in_progress_halves_item import GloomhavenTurnInProgressHalvesItem





T = TypeVar("T", bound="GloomhavenTurnInProgress")



@_attrs_define
class GloomhavenTurnInProgress:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            damage (int):
            half (GloomhavenTurnInProgressHalfType0 | None):
            halves (list[GloomhavenTurnInProgressHalvesItem]):
            infuse (list[GloomhavenTurnInProgressInfuseItem]):
            moved (int):
            step (int):
            closed (list[int] | Unset): active cards that acted at the end of the turn
            context (GloomhavenTurnInProgressContext | Unset): what the last ability left for its after effects
            items (list[int] | Unset): the items used this turn
            kept (bool | Unset): the character keeps its scenario pieces as this turn ends (pieces.py)
            opening (list[int] | Unset): active cards acting at the start of the turn
            revealed (list[str] | Unset):
            skipped (int | Unset): abilities of the half not performed
            starting (bool | Unset): the damage of the turn's start waits for the character's choice
     """

    character: int
    damage: int
    half: GloomhavenTurnInProgressHalfType0 | None
    halves: list[GloomhavenTurnInProgressHalvesItem]
    infuse: list[GloomhavenTurnInProgressInfuseItem]
    moved: int
    step: int
    closed: list[int] | Unset = UNSET
    context: GloomhavenTurnInProgressContext | Unset = UNSET
    items: list[int] | Unset = UNSET
    kept: bool | Unset = UNSET
    opening: list[int] | Unset = UNSET
    revealed: list[str] | Unset = UNSET
    skipped: int | Unset = UNSET
    starting: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_turn_in_progress_context import GloomhavenTurnInProgressContext # noqa: PLC0415
        from ..models.gloomhaven_turn_in_progress_half_type_0 import GloomhavenTurnInProgressHalfType0 # noqa: PLC0415
        from ..models.gloomhaven_turn_in_progress_halves_item import GloomhavenTurnInProgressHalvesItem # noqa: PLC0415
        character = self.character

        damage = self.damage

        half: dict[str, Any] | None
        if isinstance(self.half, GloomhavenTurnInProgressHalfType0):
            half = self.half.to_dict()
        else:
            half = self.half

        halves = []
        for halves_item_data in self.halves:
            halves_item = halves_item_data.to_dict()
            halves.append(halves_item)



        infuse = []
        for infuse_item_data in self.infuse:
            infuse_item: str = infuse_item_data
            infuse.append(infuse_item)



        moved = self.moved

        step = self.step

        closed: list[int] | Unset = UNSET
        if not isinstance(self.closed, Unset):
            closed = self.closed



        context: dict[str, Any] | Unset = UNSET
        if not isinstance(self.context, Unset):
            context = self.context.to_dict()

        items: list[int] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = self.items



        kept = self.kept

        opening: list[int] | Unset = UNSET
        if not isinstance(self.opening, Unset):
            opening = self.opening



        revealed: list[str] | Unset = UNSET
        if not isinstance(self.revealed, Unset):
            revealed = self.revealed



        skipped = self.skipped

        starting = self.starting


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "damage": damage,
            "half": half,
            "halves": halves,
            "infuse": infuse,
            "moved": moved,
            "step": step,
        })
        if closed is not UNSET:
            field_dict["closed"] = closed
        if context is not UNSET:
            field_dict["context"] = context
        if items is not UNSET:
            field_dict["items"] = items
        if kept is not UNSET:
            field_dict["kept"] = kept
        if opening is not UNSET:
            field_dict["opening"] = opening
        if revealed is not UNSET:
            field_dict["revealed"] = revealed
        if skipped is not UNSET:
            field_dict["skipped"] = skipped
        if starting is not UNSET:
            field_dict["starting"] = starting

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_turn_in_progress_context import GloomhavenTurnInProgressContext # noqa: PLC0415
        from ..models.gloomhaven_turn_in_progress_half_type_0 import GloomhavenTurnInProgressHalfType0 # noqa: PLC0415
        from ..models.gloomhaven_turn_in_progress_halves_item import GloomhavenTurnInProgressHalvesItem # noqa: PLC0415
        d = dict(src_dict)
        character = d.pop("character")

        damage = d.pop("damage")

        def _parse_half(data: object) -> GloomhavenTurnInProgressHalfType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                half_type_0 = GloomhavenTurnInProgressHalfType0.from_dict(data)



                return half_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GloomhavenTurnInProgressHalfType0 | None, data)

        half = _parse_half(d.pop("half"))


        halves = []
        _halves = d.pop("halves")
        for halves_item_data in (_halves):
            halves_item = GloomhavenTurnInProgressHalvesItem.from_dict(halves_item_data)



            halves.append(halves_item)


        infuse = []
        _infuse = d.pop("infuse")
        for infuse_item_data in (_infuse):
            infuse_item = check_gloomhaven_turn_in_progress_infuse_item(infuse_item_data)



            infuse.append(infuse_item)


        moved = d.pop("moved")

        step = d.pop("step")

        closed = cast(list[int], d.pop("closed", UNSET))


        _context = d.pop("context", UNSET)
        context: GloomhavenTurnInProgressContext | Unset
        if isinstance(_context,  Unset):
            context = UNSET
        else:
            context = GloomhavenTurnInProgressContext.from_dict(_context)




        items = cast(list[int], d.pop("items", UNSET))


        kept = d.pop("kept", UNSET)

        opening = cast(list[int], d.pop("opening", UNSET))


        revealed = cast(list[str], d.pop("revealed", UNSET))


        skipped = d.pop("skipped", UNSET)

        starting = d.pop("starting", UNSET)

        gloomhaven_turn_in_progress = cls(
            character=character,
            damage=damage,
            half=half,
            halves=halves,
            infuse=infuse,
            moved=moved,
            step=step,
            closed=closed,
            context=context,
            items=items,
            kept=kept,
            opening=opening,
            revealed=revealed,
            skipped=skipped,
            starting=starting,
        )

        return gloomhaven_turn_in_progress

