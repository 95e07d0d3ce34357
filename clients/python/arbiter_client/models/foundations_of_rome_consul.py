from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_card import check_foundations_of_rome_consul_card
from ..models.foundations_of_rome_consul_card import FoundationsOfRomeConsulCard
from ..models.foundations_of_rome_consul_difficulty import check_foundations_of_rome_consul_difficulty
from ..models.foundations_of_rome_consul_difficulty import FoundationsOfRomeConsulDifficulty
from ..models.foundations_of_rome_consul_discards_item_item import check_foundations_of_rome_consul_discards_item_item
from ..models.foundations_of_rome_consul_discards_item_item import FoundationsOfRomeConsulDiscardsItemItem
from ..models.foundations_of_rome_consul_piles_item_item_type_1 import check_foundations_of_rome_consul_piles_item_item_type_1
from ..models.foundations_of_rome_consul_piles_item_item_type_1 import FoundationsOfRomeConsulPilesItemItemType1
from ..models.foundations_of_rome_consul_piles_item_item_type_2_type_1 import check_foundations_of_rome_consul_piles_item_item_type_2_type_1
from ..models.foundations_of_rome_consul_piles_item_item_type_2_type_1 import FoundationsOfRomeConsulPilesItemItemType2Type1
from ..models.foundations_of_rome_consul_piles_item_item_type_3_type_1 import check_foundations_of_rome_consul_piles_item_item_type_3_type_1
from ..models.foundations_of_rome_consul_piles_item_item_type_3_type_1 import FoundationsOfRomeConsulPilesItemItemType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_consul_pending import FoundationsOfRomeConsulPending
  from ..models.foundations_of_rome_consul_token import FoundationsOfRomeConsulToken





T = TypeVar("T", bound="FoundationsOfRomeConsul")



@_attrs_define
class FoundationsOfRomeConsul:
    """ Will of the Consul: piles top first (null: face down at the table); deeds: lots it owns; forgone: deeds it took for
    7 VP without the lot

        Attributes:
            card (FoundationsOfRomeConsulCard):
            controller (int | None):
            deeds (list[str]):
            difficulty (FoundationsOfRomeConsulDifficulty):
            discards (list[list[FoundationsOfRomeConsulDiscardsItemItem]]): by token size, 1 to 4
            forgone (list[str]):
            pending (FoundationsOfRomeConsulPending | None):
            piles (list[list[FoundationsOfRomeConsulPilesItemItemType1 | FoundationsOfRomeConsulPilesItemItemType2Type1 |
                FoundationsOfRomeConsulPilesItemItemType3Type1 | None]]): by token size, 1 to 4
            tokens (list[FoundationsOfRomeConsulToken]):
            vp (int):
     """

    card: FoundationsOfRomeConsulCard
    controller: int | None
    deeds: list[str]
    difficulty: FoundationsOfRomeConsulDifficulty
    discards: list[list[FoundationsOfRomeConsulDiscardsItemItem]]
    forgone: list[str]
    pending: FoundationsOfRomeConsulPending | None
    piles: list[list[FoundationsOfRomeConsulPilesItemItemType1 | FoundationsOfRomeConsulPilesItemItemType2Type1 | FoundationsOfRomeConsulPilesItemItemType3Type1 | None]]
    tokens: list[FoundationsOfRomeConsulToken]
    vp: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_consul_pending import FoundationsOfRomeConsulPending # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token import FoundationsOfRomeConsulToken # noqa: PLC0415
        card: str = self.card

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



        pending: dict[str, Any] | None
        if isinstance(self.pending, FoundationsOfRomeConsulPending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        piles = []
        for piles_item_data in self.piles:
            piles_item = []
            for piles_item_item_data in piles_item_data:
                piles_item_item: None | str
                if isinstance(piles_item_item_data, str):
                    piles_item_item = piles_item_item_data
                elif isinstance(piles_item_item_data, str):
                    piles_item_item = piles_item_item_data
                elif isinstance(piles_item_item_data, str):
                    piles_item_item = piles_item_item_data
                else:
                    piles_item_item = piles_item_item_data
                piles_item.append(piles_item_item)


            piles.append(piles_item)



        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)



        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "controller": controller,
            "deeds": deeds,
            "difficulty": difficulty,
            "discards": discards,
            "forgone": forgone,
            "pending": pending,
            "piles": piles,
            "tokens": tokens,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_consul_pending import FoundationsOfRomeConsulPending # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token import FoundationsOfRomeConsulToken # noqa: PLC0415
        d = dict(src_dict)
        card = check_foundations_of_rome_consul_card(d.pop("card"))




        def _parse_controller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        controller = _parse_controller(d.pop("controller"))


        deeds = cast(list[str], d.pop("deeds"))


        difficulty = check_foundations_of_rome_consul_difficulty(d.pop("difficulty"))




        discards = []
        _discards = d.pop("discards")
        for discards_item_data in (_discards):
            discards_item = []
            _discards_item = discards_item_data
            for discards_item_item_data in (_discards_item):
                discards_item_item = check_foundations_of_rome_consul_discards_item_item(discards_item_item_data)



                discards_item.append(discards_item_item)

            discards.append(discards_item)


        forgone = cast(list[str], d.pop("forgone"))


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


        piles = []
        _piles = d.pop("piles")
        for piles_item_data in (_piles):
            piles_item = []
            _piles_item = piles_item_data
            for piles_item_item_data in (_piles_item):
                def _parse_piles_item_item(data: object) -> FoundationsOfRomeConsulPilesItemItemType1 | FoundationsOfRomeConsulPilesItemItemType2Type1 | FoundationsOfRomeConsulPilesItemItemType3Type1 | None:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        piles_item_item_type_1 = check_foundations_of_rome_consul_piles_item_item_type_1(data)



                        return piles_item_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        piles_item_item_type_2_type_1 = check_foundations_of_rome_consul_piles_item_item_type_2_type_1(data)



                        return piles_item_item_type_2_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        piles_item_item_type_3_type_1 = check_foundations_of_rome_consul_piles_item_item_type_3_type_1(data)



                        return piles_item_item_type_3_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(FoundationsOfRomeConsulPilesItemItemType1 | FoundationsOfRomeConsulPilesItemItemType2Type1 | FoundationsOfRomeConsulPilesItemItemType3Type1 | None, data)

                piles_item_item = _parse_piles_item_item(piles_item_item_data)

                piles_item.append(piles_item_item)

            piles.append(piles_item)


        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in (_tokens):
            tokens_item = FoundationsOfRomeConsulToken.from_dict(tokens_item_data)



            tokens.append(tokens_item)


        vp = d.pop("vp")

        foundations_of_rome_consul = cls(
            card=card,
            controller=controller,
            deeds=deeds,
            difficulty=difficulty,
            discards=discards,
            forgone=forgone,
            pending=pending,
            piles=piles,
            tokens=tokens,
            vp=vp,
        )

        return foundations_of_rome_consul

