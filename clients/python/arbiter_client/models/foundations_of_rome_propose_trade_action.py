from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_propose_trade_action_type import check_foundations_of_rome_propose_trade_action_type
from ..models.foundations_of_rome_propose_trade_action_type import FoundationsOfRomeProposeTradeActionType
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_propose_trade_action_give import FoundationsOfRomeProposeTradeActionGive
  from ..models.foundations_of_rome_propose_trade_action_take import FoundationsOfRomeProposeTradeActionTake





T = TypeVar("T", bound="FoundationsOfRomeProposeTradeAction")



@_attrs_define
class FoundationsOfRomeProposeTradeAction:
    """ Trading (free, on your turn): offer empty lots, silver and Favor tokens for the partner's (parametric)

        Attributes:
            give (FoundationsOfRomeProposeTradeActionGive): what one side of a trade hands over
            partner (int):
            player (int): the acting seat
            take (FoundationsOfRomeProposeTradeActionTake): what one side of a trade hands over
            type_ (FoundationsOfRomeProposeTradeActionType):
     """

    give: FoundationsOfRomeProposeTradeActionGive
    partner: int
    player: int
    take: FoundationsOfRomeProposeTradeActionTake
    type_: FoundationsOfRomeProposeTradeActionType





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_propose_trade_action_give import FoundationsOfRomeProposeTradeActionGive # noqa: PLC0415
        from ..models.foundations_of_rome_propose_trade_action_take import FoundationsOfRomeProposeTradeActionTake # noqa: PLC0415
        give = self.give.to_dict()

        partner = self.partner

        player = self.player

        take = self.take.to_dict()

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "give": give,
            "partner": partner,
            "player": player,
            "take": take,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_propose_trade_action_give import FoundationsOfRomeProposeTradeActionGive # noqa: PLC0415
        from ..models.foundations_of_rome_propose_trade_action_take import FoundationsOfRomeProposeTradeActionTake # noqa: PLC0415
        d = dict(src_dict)
        give = FoundationsOfRomeProposeTradeActionGive.from_dict(d.pop("give"))




        partner = d.pop("partner")

        player = d.pop("player")

        take = FoundationsOfRomeProposeTradeActionTake.from_dict(d.pop("take"))




        type_ = check_foundations_of_rome_propose_trade_action_type(d.pop("type"))




        foundations_of_rome_propose_trade_action = cls(
            give=give,
            partner=partner,
            player=player,
            take=take,
            type_=type_,
        )

        return foundations_of_rome_propose_trade_action

