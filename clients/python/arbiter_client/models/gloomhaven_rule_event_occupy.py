from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_event_occupy_type import check_gloomhaven_rule_event_occupy_type
from ..models.gloomhaven_rule_event_occupy_type import GloomhavenRuleEventOccupyType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_event_occupy_by_players import GloomhavenRuleEventOccupyByPlayers





T = TypeVar("T", bound="GloomhavenRuleEventOccupy")



@_attrs_define
class GloomhavenRuleEventOccupy:
    """ as a character's turn ended, a character or escort stood on every hex listed for the party size (tally.all_plates)

        Attributes:
            by_players (GloomhavenRuleEventOccupyByPlayers):
            type_ (GloomhavenRuleEventOccupyType):
     """

    by_players: GloomhavenRuleEventOccupyByPlayers
    type_: GloomhavenRuleEventOccupyType





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_event_occupy_by_players import GloomhavenRuleEventOccupyByPlayers # noqa: PLC0415
        by_players = self.by_players.to_dict()

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "by_players": by_players,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_event_occupy_by_players import GloomhavenRuleEventOccupyByPlayers # noqa: PLC0415
        d = dict(src_dict)
        by_players = GloomhavenRuleEventOccupyByPlayers.from_dict(d.pop("by_players"))




        type_ = check_gloomhaven_rule_event_occupy_type(d.pop("type"))




        gloomhaven_rule_event_occupy = cls(
            by_players=by_players,
            type_=type_,
        )

        return gloomhaven_rule_event_occupy

