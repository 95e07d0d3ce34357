from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_cards_revealed_event_type import check_gloomhaven_cards_revealed_event_type
from ..models.gloomhaven_cards_revealed_event_type import GloomhavenCardsRevealedEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_cards_revealed_event_played_item_type_0 import GloomhavenCardsRevealedEventPlayedItemType0
  from ..models.gloomhaven_cards_revealed_event_played_item_type_1 import GloomhavenCardsRevealedEventPlayedItemType1





T = TypeVar("T", bound="GloomhavenCardsRevealedEvent")



@_attrs_define
class GloomhavenCardsRevealedEvent:
    """ 
        Attributes:
            played (list[GloomhavenCardsRevealedEventPlayedItemType0 | GloomhavenCardsRevealedEventPlayedItemType1 | None]):
            round_ (int):
            type_ (GloomhavenCardsRevealedEventType):
     """

    played: list[GloomhavenCardsRevealedEventPlayedItemType0 | GloomhavenCardsRevealedEventPlayedItemType1 | None]
    round_: int
    type_: GloomhavenCardsRevealedEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_cards_revealed_event_played_item_type_0 import GloomhavenCardsRevealedEventPlayedItemType0 # noqa: PLC0415
        from ..models.gloomhaven_cards_revealed_event_played_item_type_1 import GloomhavenCardsRevealedEventPlayedItemType1 # noqa: PLC0415
        played = []
        for played_item_data in self.played:
            played_item: dict[str, Any] | None
            if isinstance(played_item_data, GloomhavenCardsRevealedEventPlayedItemType0):
                played_item = played_item_data.to_dict()
            elif isinstance(played_item_data, GloomhavenCardsRevealedEventPlayedItemType1):
                played_item = played_item_data.to_dict()
            else:
                played_item = played_item_data
            played.append(played_item)



        round_ = self.round_

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "played": played,
            "round": round_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_cards_revealed_event_played_item_type_0 import GloomhavenCardsRevealedEventPlayedItemType0 # noqa: PLC0415
        from ..models.gloomhaven_cards_revealed_event_played_item_type_1 import GloomhavenCardsRevealedEventPlayedItemType1 # noqa: PLC0415
        d = dict(src_dict)
        played = []
        _played = d.pop("played")
        for played_item_data in (_played):
            def _parse_played_item(data: object) -> GloomhavenCardsRevealedEventPlayedItemType0 | GloomhavenCardsRevealedEventPlayedItemType1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    played_item_type_0 = GloomhavenCardsRevealedEventPlayedItemType0.from_dict(data)



                    return played_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    played_item_type_1 = GloomhavenCardsRevealedEventPlayedItemType1.from_dict(data)



                    return played_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenCardsRevealedEventPlayedItemType0 | GloomhavenCardsRevealedEventPlayedItemType1 | None, data)

            played_item = _parse_played_item(played_item_data)

            played.append(played_item)


        round_ = d.pop("round")

        type_ = check_gloomhaven_cards_revealed_event_type(d.pop("type"))




        gloomhaven_cards_revealed_event = cls(
            played=played,
            round_=round_,
            type_=type_,
        )

        return gloomhaven_cards_revealed_event

