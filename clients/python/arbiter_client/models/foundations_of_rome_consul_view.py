from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_view_card import check_foundations_of_rome_consul_view_card
from ..models.foundations_of_rome_consul_view_card import FoundationsOfRomeConsulViewCard
from ..models.foundations_of_rome_consul_view_difficulty import check_foundations_of_rome_consul_view_difficulty
from ..models.foundations_of_rome_consul_view_difficulty import FoundationsOfRomeConsulViewDifficulty
from ..models.foundations_of_rome_consul_view_discards_item_item import check_foundations_of_rome_consul_view_discards_item_item
from ..models.foundations_of_rome_consul_view_discards_item_item import FoundationsOfRomeConsulViewDiscardsItemItem
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_consul_pending import FoundationsOfRomeConsulPending
  from ..models.foundations_of_rome_consul_token_view import FoundationsOfRomeConsulTokenView





T = TypeVar("T", bound="FoundationsOfRomeConsulView")



@_attrs_define
class FoundationsOfRomeConsulView:
    """ the Consul as everyone sees it: its piles by size only

        Attributes:
            card (FoundationsOfRomeConsulViewCard):
            commercial_silver (int):
            controller (int | None):
            deeds (list[str]):
            difficulty (FoundationsOfRomeConsulViewDifficulty):
            discards (list[list[FoundationsOfRomeConsulViewDiscardsItemItem]]): by token size, 1 to 4
            forgone (list[str]):
            minimum_deed_price (int):
            pending (FoundationsOfRomeConsulPending | None):
            piles (list[int]): by token size, 1 to 4
            population (int):
            tokens (list[FoundationsOfRomeConsulTokenView]):
            vp (int):
     """

    card: FoundationsOfRomeConsulViewCard
    commercial_silver: int
    controller: int | None
    deeds: list[str]
    difficulty: FoundationsOfRomeConsulViewDifficulty
    discards: list[list[FoundationsOfRomeConsulViewDiscardsItemItem]]
    forgone: list[str]
    minimum_deed_price: int
    pending: FoundationsOfRomeConsulPending | None
    piles: list[int]
    population: int
    tokens: list[FoundationsOfRomeConsulTokenView]
    vp: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_consul_pending import FoundationsOfRomeConsulPending # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_view import FoundationsOfRomeConsulTokenView # noqa: PLC0415
        card: str = self.card

        commercial_silver = self.commercial_silver

        controller: int | None
        controller = self.controller

        deeds = self.deeds



        difficulty: str = self.difficulty

        discards = []
        for discards_item_data in self.discards:
            discards_item = []
            for discards_item_item_data in discards_item_data:
                discards_item_item: str = discards_item_item_data
                discards_item.append(discards_item_item)


            discards.append(discards_item)



        forgone = self.forgone



        minimum_deed_price = self.minimum_deed_price

        pending: dict[str, Any] | None
        if isinstance(self.pending, FoundationsOfRomeConsulPending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        piles = self.piles



        population = self.population

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)



        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "commercial_silver": commercial_silver,
            "controller": controller,
            "deeds": deeds,
            "difficulty": difficulty,
            "discards": discards,
            "forgone": forgone,
            "minimum_deed_price": minimum_deed_price,
            "pending": pending,
            "piles": piles,
            "population": population,
            "tokens": tokens,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_consul_pending import FoundationsOfRomeConsulPending # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_view import FoundationsOfRomeConsulTokenView # noqa: PLC0415
        d = dict(src_dict)
        card = check_foundations_of_rome_consul_view_card(d.pop("card"))




        commercial_silver = d.pop("commercial_silver")

        def _parse_controller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        controller = _parse_controller(d.pop("controller"))


        deeds = cast(list[str], d.pop("deeds"))


        difficulty = check_foundations_of_rome_consul_view_difficulty(d.pop("difficulty"))




        discards = []
        _discards = d.pop("discards")
        for discards_item_data in (_discards):
            discards_item = []
            _discards_item = discards_item_data
            for discards_item_item_data in (_discards_item):
                discards_item_item = check_foundations_of_rome_consul_view_discards_item_item(discards_item_item_data)



                discards_item.append(discards_item_item)

            discards.append(discards_item)


        forgone = cast(list[str], d.pop("forgone"))


        minimum_deed_price = d.pop("minimum_deed_price")

        def _parse_pending(data: object) -> FoundationsOfRomeConsulPending | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = FoundationsOfRomeConsulPending.from_dict(data)



                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeConsulPending | None, data)

        pending = _parse_pending(d.pop("pending"))


        piles = cast(list[int], d.pop("piles"))


        population = d.pop("population")

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in (_tokens):
            tokens_item = FoundationsOfRomeConsulTokenView.from_dict(tokens_item_data)



            tokens.append(tokens_item)


        vp = d.pop("vp")

        foundations_of_rome_consul_view = cls(
            card=card,
            commercial_silver=commercial_silver,
            controller=controller,
            deeds=deeds,
            difficulty=difficulty,
            discards=discards,
            forgone=forgone,
            minimum_deed_price=minimum_deed_price,
            pending=pending,
            piles=piles,
            population=population,
            tokens=tokens,
            vp=vp,
        )

        return foundations_of_rome_consul_view

