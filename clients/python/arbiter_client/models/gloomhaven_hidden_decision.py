from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_hidden_decision_kind import check_gloomhaven_hidden_decision_kind
from ..models.gloomhaven_hidden_decision_kind import GloomhavenHiddenDecisionKind
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_pick_type_0 import GloomhavenPickType0
  from ..models.gloomhaven_pick_type_1 import GloomhavenPickType1
  from ..models.gloomhaven_pick_type_2 import GloomhavenPickType2
  from ..models.gloomhaven_pick_type_3 import GloomhavenPickType3





T = TypeVar("T", bound="GloomhavenHiddenDecision")



@_attrs_define
class GloomhavenHiddenDecision:
    """ a secret simultaneous decision as one seat sees it

        Attributes:
            chosen (list[bool]): per seat
            kind (GloomhavenHiddenDecisionKind):
            own_choice (bool | None): true once the viewer has chosen
            own_picks (list[GloomhavenPickType0 | GloomhavenPickType1 | GloomhavenPickType2 | GloomhavenPickType3 | None]):
                the viewer's only
     """

    chosen: list[bool]
    kind: GloomhavenHiddenDecisionKind
    own_choice: bool | None
    own_picks: list[GloomhavenPickType0 | GloomhavenPickType1 | GloomhavenPickType2 | GloomhavenPickType3 | None]





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_pick_type_0 import GloomhavenPickType0 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_1 import GloomhavenPickType1 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_2 import GloomhavenPickType2 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_3 import GloomhavenPickType3 # noqa: PLC0415
        chosen = self.chosen



        kind: str = self.kind

        own_choice: bool | None
        own_choice = self.own_choice

        own_picks = []
        for own_picks_item_data in self.own_picks:
            own_picks_item: dict[str, Any] | None
            if isinstance(own_picks_item_data, GloomhavenPickType0):
                own_picks_item = own_picks_item_data.to_dict()
            elif isinstance(own_picks_item_data, GloomhavenPickType1):
                own_picks_item = own_picks_item_data.to_dict()
            elif isinstance(own_picks_item_data, GloomhavenPickType2):
                own_picks_item = own_picks_item_data.to_dict()
            elif isinstance(own_picks_item_data, GloomhavenPickType3):
                own_picks_item = own_picks_item_data.to_dict()
            else:
                own_picks_item = own_picks_item_data
            own_picks.append(own_picks_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chosen": chosen,
            "kind": kind,
            "own_choice": own_choice,
            "own_picks": own_picks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_pick_type_0 import GloomhavenPickType0 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_1 import GloomhavenPickType1 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_2 import GloomhavenPickType2 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_3 import GloomhavenPickType3 # noqa: PLC0415
        d = dict(src_dict)
        chosen = cast(list[bool], d.pop("chosen"))


        kind = check_gloomhaven_hidden_decision_kind(d.pop("kind"))




        def _parse_own_choice(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        own_choice = _parse_own_choice(d.pop("own_choice"))


        own_picks = []
        _own_picks = d.pop("own_picks")
        for own_picks_item_data in (_own_picks):
            def _parse_own_picks_item(data: object) -> GloomhavenPickType0 | GloomhavenPickType1 | GloomhavenPickType2 | GloomhavenPickType3 | None:
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

            own_picks_item = _parse_own_picks_item(own_picks_item_data)

            own_picks.append(own_picks_item)


        gloomhaven_hidden_decision = cls(
            chosen=chosen,
            kind=kind,
            own_choice=own_choice,
            own_picks=own_picks,
        )

        return gloomhaven_hidden_decision

