from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_played_event_card_type_0 import check_founders_of_gloomhaven_played_event_card_type_0
from ..models.founders_of_gloomhaven_played_event_card_type_0 import FoundersOfGloomhavenPlayedEventCardType0
from ..models.founders_of_gloomhaven_played_event_type import check_founders_of_gloomhaven_played_event_type
from ..models.founders_of_gloomhaven_played_event_type import FoundersOfGloomhavenPlayedEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenPlayedEvent")



@_attrs_define
class FoundersOfGloomhavenPlayedEvent:
    """ 
        Attributes:
            card (FoundersOfGloomhavenPlayedEventCardType0 | None):
            player (int):
            type_ (FoundersOfGloomhavenPlayedEventType):
            up (bool):
     """

    card: FoundersOfGloomhavenPlayedEventCardType0 | None
    player: int
    type_: FoundersOfGloomhavenPlayedEventType
    up: bool





    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, str):
            card = self.card
        else:
            card = self.card

        player = self.player

        type_: str = self.type_

        up = self.up


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "player": player,
            "type": type_,
            "up": up,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_card(data: object) -> FoundersOfGloomhavenPlayedEventCardType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = check_founders_of_gloomhaven_played_event_card_type_0(data)



                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundersOfGloomhavenPlayedEventCardType0 | None, data)

        card = _parse_card(d.pop("card"))


        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_played_event_type(d.pop("type"))




        up = d.pop("up")

        founders_of_gloomhaven_played_event = cls(
            card=card,
            player=player,
            type_=type_,
            up=up,
        )

        return founders_of_gloomhaven_played_event

