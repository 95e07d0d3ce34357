from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FoundationsOfRomeSupply")



@_attrs_define
class FoundationsOfRomeSupply:
    """ buildings left in the tray, by kind

        Attributes:
            artisan_forum_l (int):
            artisan_forum_long (int):
            bakery (int):
            domus (int):
            domus_maxima (int):
            foundry_long (int):
            foundry_square (int):
            fountain (int):
            garden (int):
            grand_insula_long (int):
            grand_insula_square (int):
            insula_l (int):
            insula_long (int):
            library (int):
            luxury_garden (int):
            majestic_fountain (int):
            market (int):
            marketplace (int):
            pottery_studio (int):
            resplendent_library (int):
     """

    artisan_forum_l: int
    artisan_forum_long: int
    bakery: int
    domus: int
    domus_maxima: int
    foundry_long: int
    foundry_square: int
    fountain: int
    garden: int
    grand_insula_long: int
    grand_insula_square: int
    insula_l: int
    insula_long: int
    library: int
    luxury_garden: int
    majestic_fountain: int
    market: int
    marketplace: int
    pottery_studio: int
    resplendent_library: int





    def to_dict(self) -> dict[str, Any]:
        artisan_forum_l = self.artisan_forum_l

        artisan_forum_long = self.artisan_forum_long

        bakery = self.bakery

        domus = self.domus

        domus_maxima = self.domus_maxima

        foundry_long = self.foundry_long

        foundry_square = self.foundry_square

        fountain = self.fountain

        garden = self.garden

        grand_insula_long = self.grand_insula_long

        grand_insula_square = self.grand_insula_square

        insula_l = self.insula_l

        insula_long = self.insula_long

        library = self.library

        luxury_garden = self.luxury_garden

        majestic_fountain = self.majestic_fountain

        market = self.market

        marketplace = self.marketplace

        pottery_studio = self.pottery_studio

        resplendent_library = self.resplendent_library


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "artisan_forum_l": artisan_forum_l,
            "artisan_forum_long": artisan_forum_long,
            "bakery": bakery,
            "domus": domus,
            "domus_maxima": domus_maxima,
            "foundry_long": foundry_long,
            "foundry_square": foundry_square,
            "fountain": fountain,
            "garden": garden,
            "grand_insula_long": grand_insula_long,
            "grand_insula_square": grand_insula_square,
            "insula_l": insula_l,
            "insula_long": insula_long,
            "library": library,
            "luxury_garden": luxury_garden,
            "majestic_fountain": majestic_fountain,
            "market": market,
            "marketplace": marketplace,
            "pottery_studio": pottery_studio,
            "resplendent_library": resplendent_library,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        artisan_forum_l = d.pop("artisan_forum_l")

        artisan_forum_long = d.pop("artisan_forum_long")

        bakery = d.pop("bakery")

        domus = d.pop("domus")

        domus_maxima = d.pop("domus_maxima")

        foundry_long = d.pop("foundry_long")

        foundry_square = d.pop("foundry_square")

        fountain = d.pop("fountain")

        garden = d.pop("garden")

        grand_insula_long = d.pop("grand_insula_long")

        grand_insula_square = d.pop("grand_insula_square")

        insula_l = d.pop("insula_l")

        insula_long = d.pop("insula_long")

        library = d.pop("library")

        luxury_garden = d.pop("luxury_garden")

        majestic_fountain = d.pop("majestic_fountain")

        market = d.pop("market")

        marketplace = d.pop("marketplace")

        pottery_studio = d.pop("pottery_studio")

        resplendent_library = d.pop("resplendent_library")

        foundations_of_rome_supply = cls(
            artisan_forum_l=artisan_forum_l,
            artisan_forum_long=artisan_forum_long,
            bakery=bakery,
            domus=domus,
            domus_maxima=domus_maxima,
            foundry_long=foundry_long,
            foundry_square=foundry_square,
            fountain=fountain,
            garden=garden,
            grand_insula_long=grand_insula_long,
            grand_insula_square=grand_insula_square,
            insula_l=insula_l,
            insula_long=insula_long,
            library=library,
            luxury_garden=luxury_garden,
            majestic_fountain=majestic_fountain,
            market=market,
            marketplace=marketplace,
            pottery_studio=pottery_studio,
            resplendent_library=resplendent_library,
        )

        return foundations_of_rome_supply

