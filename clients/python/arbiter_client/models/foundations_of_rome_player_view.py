from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_favors import FoundationsOfRomeFavors
  from ..models.foundations_of_rome_invocations_view import FoundationsOfRomeInvocationsView
  from ..models.foundations_of_rome_supply import FoundationsOfRomeSupply





T = TypeVar("T", bound="FoundationsOfRomePlayerView")



@_attrs_define
class FoundationsOfRomePlayerView:
    """ 
        Attributes:
            commercial_silver (int):
            deeds (list[str]):
            favors (FoundationsOfRomeFavors): Favor tokens held: unspent (2 VP, may pay for a steal) and spent (4 VP)
            invocations (FoundationsOfRomeInvocationsView): a player's Invocations as the viewer sees them
            lot_markers_in_tray (int):
            lot_markers_on_board (int):
            monument_markers_in_tray (int):
            population (int):
            silver (int):
            supply (FoundationsOfRomeSupply): buildings left in the tray, by kind
            vp (int):
     """

    commercial_silver: int
    deeds: list[str]
    favors: FoundationsOfRomeFavors
    invocations: FoundationsOfRomeInvocationsView
    lot_markers_in_tray: int
    lot_markers_on_board: int
    monument_markers_in_tray: int
    population: int
    silver: int
    supply: FoundationsOfRomeSupply
    vp: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_favors import FoundationsOfRomeFavors # noqa: PLC0415
        from ..models.foundations_of_rome_invocations_view import FoundationsOfRomeInvocationsView # noqa: PLC0415
        from ..models.foundations_of_rome_supply import FoundationsOfRomeSupply # noqa: PLC0415
        commercial_silver = self.commercial_silver

        deeds = self.deeds



        favors = self.favors.to_dict()

        invocations = self.invocations.to_dict()

        lot_markers_in_tray = self.lot_markers_in_tray

        lot_markers_on_board = self.lot_markers_on_board

        monument_markers_in_tray = self.monument_markers_in_tray

        population = self.population

        silver = self.silver

        supply = self.supply.to_dict()

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "commercial_silver": commercial_silver,
            "deeds": deeds,
            "favors": favors,
            "invocations": invocations,
            "lot_markers_in_tray": lot_markers_in_tray,
            "lot_markers_on_board": lot_markers_on_board,
            "monument_markers_in_tray": monument_markers_in_tray,
            "population": population,
            "silver": silver,
            "supply": supply,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_favors import FoundationsOfRomeFavors # noqa: PLC0415
        from ..models.foundations_of_rome_invocations_view import FoundationsOfRomeInvocationsView # noqa: PLC0415
        from ..models.foundations_of_rome_supply import FoundationsOfRomeSupply # noqa: PLC0415
        d = dict(src_dict)
        commercial_silver = d.pop("commercial_silver")

        deeds = cast(list[str], d.pop("deeds"))


        favors = FoundationsOfRomeFavors.from_dict(d.pop("favors"))




        invocations = FoundationsOfRomeInvocationsView.from_dict(d.pop("invocations"))




        lot_markers_in_tray = d.pop("lot_markers_in_tray")

        lot_markers_on_board = d.pop("lot_markers_on_board")

        monument_markers_in_tray = d.pop("monument_markers_in_tray")

        population = d.pop("population")

        silver = d.pop("silver")

        supply = FoundationsOfRomeSupply.from_dict(d.pop("supply"))




        vp = d.pop("vp")

        foundations_of_rome_player_view = cls(
            commercial_silver=commercial_silver,
            deeds=deeds,
            favors=favors,
            invocations=invocations,
            lot_markers_in_tray=lot_markers_in_tray,
            lot_markers_on_board=lot_markers_on_board,
            monument_markers_in_tray=monument_markers_in_tray,
            population=population,
            silver=silver,
            supply=supply,
            vp=vp,
        )

        return foundations_of_rome_player_view

