from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_death_attack_event_figure import check_gloomhaven_death_attack_event_figure
from ..models.gloomhaven_death_attack_event_figure import GloomhavenDeathAttackEventFigure
from ..models.gloomhaven_death_attack_event_type import check_gloomhaven_death_attack_event_type
from ..models.gloomhaven_death_attack_event_type import GloomhavenDeathAttackEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenDeathAttackEvent")



@_attrs_define
class GloomhavenDeathAttackEvent:
    """ 
        Attributes:
            figure (GloomhavenDeathAttackEventFigure):
            hex_ (list[int]):
            name (str):
            targets (list[list[int]]):
            type_ (GloomhavenDeathAttackEventType):
     """

    figure: GloomhavenDeathAttackEventFigure
    hex_: list[int]
    name: str
    targets: list[list[int]]
    type_: GloomhavenDeathAttackEventType





    def to_dict(self) -> dict[str, Any]:
        figure: str = self.figure

        hex_ = self.hex_



        name = self.name

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data


            targets.append(targets_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "hex": hex_,
            "name": name,
            "targets": targets,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figure = check_gloomhaven_death_attack_event_figure(d.pop("figure"))




        hex_ = cast(list[int], d.pop("hex"))


        name = d.pop("name")

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in (_targets):
            targets_item = cast(list[int], targets_item_data)

            targets.append(targets_item)


        type_ = check_gloomhaven_death_attack_event_type(d.pop("type"))




        gloomhaven_death_attack_event = cls(
            figure=figure,
            hex_=hex_,
            name=name,
            targets=targets,
            type_=type_,
        )

        return gloomhaven_death_attack_event

