from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_break_tie_decision_kind import check_gloomhaven_break_tie_decision_kind
from ..models.gloomhaven_break_tie_decision_kind import GloomhavenBreakTieDecisionKind
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_break_tie_decision_tied_item_type_0 import GloomhavenBreakTieDecisionTiedItemType0
  from ..models.gloomhaven_break_tie_decision_tied_item_type_1 import GloomhavenBreakTieDecisionTiedItemType1
  from ..models.gloomhaven_break_tie_decision_tied_item_type_2 import GloomhavenBreakTieDecisionTiedItemType2





T = TypeVar("T", bound="GloomhavenBreakTieDecision")



@_attrs_define
class GloomhavenBreakTieDecision:
    """ 
        Attributes:
            kind (GloomhavenBreakTieDecisionKind):
            seat (int):
            tied (list[GloomhavenBreakTieDecisionTiedItemType0 | GloomhavenBreakTieDecisionTiedItemType1 |
                GloomhavenBreakTieDecisionTiedItemType2]):
     """

    kind: GloomhavenBreakTieDecisionKind
    seat: int
    tied: list[GloomhavenBreakTieDecisionTiedItemType0 | GloomhavenBreakTieDecisionTiedItemType1 | GloomhavenBreakTieDecisionTiedItemType2]





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_break_tie_decision_tied_item_type_0 import GloomhavenBreakTieDecisionTiedItemType0 # noqa: PLC0415
        from ..models.gloomhaven_break_tie_decision_tied_item_type_1 import GloomhavenBreakTieDecisionTiedItemType1 # noqa: PLC0415
        from ..models.gloomhaven_break_tie_decision_tied_item_type_2 import GloomhavenBreakTieDecisionTiedItemType2 # noqa: PLC0415
        kind: str = self.kind

        seat = self.seat

        tied = []
        for tied_item_data in self.tied:
            tied_item: dict[str, Any]
            if isinstance(tied_item_data, GloomhavenBreakTieDecisionTiedItemType0):
                tied_item = tied_item_data.to_dict()
            elif isinstance(tied_item_data, GloomhavenBreakTieDecisionTiedItemType1):
                tied_item = tied_item_data.to_dict()
            else:
                tied_item = tied_item_data.to_dict()

            tied.append(tied_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "seat": seat,
            "tied": tied,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_break_tie_decision_tied_item_type_0 import GloomhavenBreakTieDecisionTiedItemType0 # noqa: PLC0415
        from ..models.gloomhaven_break_tie_decision_tied_item_type_1 import GloomhavenBreakTieDecisionTiedItemType1 # noqa: PLC0415
        from ..models.gloomhaven_break_tie_decision_tied_item_type_2 import GloomhavenBreakTieDecisionTiedItemType2 # noqa: PLC0415
        d = dict(src_dict)
        kind = check_gloomhaven_break_tie_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        tied = []
        _tied = d.pop("tied")
        for tied_item_data in (_tied):
            def _parse_tied_item(data: object) -> GloomhavenBreakTieDecisionTiedItemType0 | GloomhavenBreakTieDecisionTiedItemType1 | GloomhavenBreakTieDecisionTiedItemType2:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    tied_item_type_0 = GloomhavenBreakTieDecisionTiedItemType0.from_dict(data)



                    return tied_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    tied_item_type_1 = GloomhavenBreakTieDecisionTiedItemType1.from_dict(data)



                    return tied_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                tied_item_type_2 = GloomhavenBreakTieDecisionTiedItemType2.from_dict(data)



                return tied_item_type_2

            tied_item = _parse_tied_item(tied_item_data)

            tied.append(tied_item)


        gloomhaven_break_tie_decision = cls(
            kind=kind,
            seat=seat,
            tied=tied,
        )

        return gloomhaven_break_tie_decision

