from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_flood_type import check_gloomhaven_rule_setup_flood_type
from ..models.gloomhaven_rule_setup_flood_type import GloomhavenRuleSetupFloodType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_setup_flood_dry import GloomhavenRuleSetupFloodDry
  from ..models.gloomhaven_rule_setup_flood_every import GloomhavenRuleSetupFloodEvery





T = TypeVar("T", bound="GloomhavenRuleSetupFlood")



@_attrs_define
class GloomhavenRuleSetupFlood:
    """ the room's water tiles: one more at the end of every k-th round (by party size), picked up by looting, one per
    character, bailed by ending a turn on a bail hex; dry: taken off at setup (flooding.py)

        Attributes:
            bail (list[list[int]]):
            every (GloomhavenRuleSetupFloodEvery):
            room (int):
            type_ (GloomhavenRuleSetupFloodType):
            dry (GloomhavenRuleSetupFloodDry | Unset):
     """

    bail: list[list[int]]
    every: GloomhavenRuleSetupFloodEvery
    room: int
    type_: GloomhavenRuleSetupFloodType
    dry: GloomhavenRuleSetupFloodDry | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_setup_flood_dry import GloomhavenRuleSetupFloodDry # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_flood_every import GloomhavenRuleSetupFloodEvery # noqa: PLC0415
        bail = []
        for bail_item_data in self.bail:
            bail_item = bail_item_data


            bail.append(bail_item)



        every = self.every.to_dict()

        room = self.room

        type_: str = self.type_

        dry: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dry, Unset):
            dry = self.dry.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bail": bail,
            "every": every,
            "room": room,
            "type": type_,
        })
        if dry is not UNSET:
            field_dict["dry"] = dry

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_setup_flood_dry import GloomhavenRuleSetupFloodDry # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_flood_every import GloomhavenRuleSetupFloodEvery # noqa: PLC0415
        d = dict(src_dict)
        bail = []
        _bail = d.pop("bail")
        for bail_item_data in (_bail):
            bail_item = cast(list[int], bail_item_data)

            bail.append(bail_item)


        every = GloomhavenRuleSetupFloodEvery.from_dict(d.pop("every"))




        room = d.pop("room")

        type_ = check_gloomhaven_rule_setup_flood_type(d.pop("type"))




        _dry = d.pop("dry", UNSET)
        dry: GloomhavenRuleSetupFloodDry | Unset
        if isinstance(_dry,  Unset):
            dry = UNSET
        else:
            dry = GloomhavenRuleSetupFloodDry.from_dict(_dry)




        gloomhaven_rule_setup_flood = cls(
            bail=bail,
            every=every,
            room=room,
            type_=type_,
            dry=dry,
        )

        return gloomhaven_rule_setup_flood

