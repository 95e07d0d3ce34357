from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_select_decision_kind import check_gloomhaven_select_decision_kind
from ..models.gloomhaven_select_decision_kind import GloomhavenSelectDecisionKind
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_pick_type_0 import GloomhavenPickType0
  from ..models.gloomhaven_pick_type_1 import GloomhavenPickType1
  from ..models.gloomhaven_pick_type_2 import GloomhavenPickType2
  from ..models.gloomhaven_pick_type_3 import GloomhavenPickType3





T = TypeVar("T", bound="GloomhavenSelectDecision")



@_attrs_define
class GloomhavenSelectDecision:
    """ 
        Attributes:
            choices (list[bool | None]):
            kind (GloomhavenSelectDecisionKind):
            picks (list[GloomhavenPickType0 | GloomhavenPickType1 | GloomhavenPickType2 | GloomhavenPickType3 | None]): each
                character's secret pick
     """

    choices: list[bool | None]
    kind: GloomhavenSelectDecisionKind
    picks: list[GloomhavenPickType0 | GloomhavenPickType1 | GloomhavenPickType2 | GloomhavenPickType3 | None]





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_pick_type_0 import GloomhavenPickType0 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_1 import GloomhavenPickType1 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_2 import GloomhavenPickType2 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_3 import GloomhavenPickType3 # noqa: PLC0415
        choices = []
        for choices_item_data in self.choices:
            choices_item: bool | None
            choices_item = choices_item_data
            choices.append(choices_item)



        kind: str = self.kind

        picks = []
        for picks_item_data in self.picks:
            picks_item: dict[str, Any] | None
            if isinstance(picks_item_data, GloomhavenPickType0):
                picks_item = picks_item_data.to_dict()
            elif isinstance(picks_item_data, GloomhavenPickType1):
                picks_item = picks_item_data.to_dict()
            elif isinstance(picks_item_data, GloomhavenPickType2):
                picks_item = picks_item_data.to_dict()
            elif isinstance(picks_item_data, GloomhavenPickType3):
                picks_item = picks_item_data.to_dict()
            else:
                picks_item = picks_item_data
            picks.append(picks_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "choices": choices,
            "kind": kind,
            "picks": picks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_pick_type_0 import GloomhavenPickType0 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_1 import GloomhavenPickType1 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_2 import GloomhavenPickType2 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_3 import GloomhavenPickType3 # noqa: PLC0415
        d = dict(src_dict)
        choices = []
        _choices = d.pop("choices")
        for choices_item_data in (_choices):
            def _parse_choices_item(data: object) -> bool | None:
                if data is None:
                    return data
                return cast(bool | None, data)

            choices_item = _parse_choices_item(choices_item_data)

            choices.append(choices_item)


        kind = check_gloomhaven_select_decision_kind(d.pop("kind"))




        picks = []
        _picks = d.pop("picks")
        for picks_item_data in (_picks):
            def _parse_picks_item(data: object) -> GloomhavenPickType0 | GloomhavenPickType1 | GloomhavenPickType2 | GloomhavenPickType3 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_pick_type_0 = GloomhavenPickType0.from_dict(data)



                    return componentsschemas_gloomhaven_pick_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_pick_type_1 = GloomhavenPickType1.from_dict(data)



                    return componentsschemas_gloomhaven_pick_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_pick_type_2 = GloomhavenPickType2.from_dict(data)



                    return componentsschemas_gloomhaven_pick_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_pick_type_3 = GloomhavenPickType3.from_dict(data)



                    return componentsschemas_gloomhaven_pick_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenPickType0 | GloomhavenPickType1 | GloomhavenPickType2 | GloomhavenPickType3 | None, data)

            picks_item = _parse_picks_item(picks_item_data)

            picks.append(picks_item)


        gloomhaven_select_decision = cls(
            choices=choices,
            kind=kind,
            picks=picks,
        )

        return gloomhaven_select_decision

