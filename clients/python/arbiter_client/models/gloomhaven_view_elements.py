from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GloomhavenViewElements")



@_attrs_define
class GloomhavenViewElements:
    """ 0 inert, 1 waning, 2 strong

        Attributes:
            air (int):
            dark (int):
            earth (int):
            fire (int):
            ice (int):
            light (int):
     """

    air: int
    dark: int
    earth: int
    fire: int
    ice: int
    light: int





    def to_dict(self) -> dict[str, Any]:
        air = self.air

        dark = self.dark

        earth = self.earth

        fire = self.fire

        ice = self.ice

        light = self.light


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "air": air,
            "dark": dark,
            "earth": earth,
            "fire": fire,
            "ice": ice,
            "light": light,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        air = d.pop("air")

        dark = d.pop("dark")

        earth = d.pop("earth")

        fire = d.pop("fire")

        ice = d.pop("ice")

        light = d.pop("light")

        gloomhaven_view_elements = cls(
            air=air,
            dark=dark,
            earth=earth,
            fire=fire,
            ice=ice,
            light=light,
        )

        return gloomhaven_view_elements

