from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_favors import FoundationsOfRomeFavors
  from ..models.foundations_of_rome_invocations import FoundationsOfRomeInvocations





T = TypeVar("T", bound="FoundationsOfRomePlayer")



@_attrs_define
class FoundationsOfRomePlayer:
    """ 
        Attributes:
            deeds (list[str]):
            favors (FoundationsOfRomeFavors): Favor tokens held: unspent (2 VP, may pay for a steal) and spent (4 VP)
            invocations (FoundationsOfRomeInvocations): a player's Invocations: unused (face down), ongoing (face up,
                acting), used
            silver (int):
            vp (int):
     """

    deeds: list[str]
    favors: FoundationsOfRomeFavors
    invocations: FoundationsOfRomeInvocations
    silver: int
    vp: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_favors import FoundationsOfRomeFavors # noqa: PLC0415
        from ..models.foundations_of_rome_invocations import FoundationsOfRomeInvocations # noqa: PLC0415
        deeds = self.deeds



        favors = self.favors.to_dict()

        invocations = self.invocations.to_dict()

        silver = self.silver

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deeds": deeds,
            "favors": favors,
            "invocations": invocations,
            "silver": silver,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_favors import FoundationsOfRomeFavors # noqa: PLC0415
        from ..models.foundations_of_rome_invocations import FoundationsOfRomeInvocations # noqa: PLC0415
        d = dict(src_dict)
        deeds = cast(list[str], d.pop("deeds"))


        favors = FoundationsOfRomeFavors.from_dict(d.pop("favors"))




        invocations = FoundationsOfRomeInvocations.from_dict(d.pop("invocations"))




        silver = d.pop("silver")

        vp = d.pop("vp")

        foundations_of_rome_player = cls(
            deeds=deeds,
            favors=favors,
            invocations=invocations,
            silver=silver,
            vp=vp,
        )

        return foundations_of_rome_player

