from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_token_kind import check_gloomhaven_rule_token_kind
from ..models.gloomhaven_rule_token_kind import GloomhavenRuleTokenKind
from ..models.gloomhaven_rule_token_players_item_type_1 import check_gloomhaven_rule_token_players_item_type_1
from ..models.gloomhaven_rule_token_players_item_type_1 import GloomhavenRuleTokenPlayersItemType1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleToken")



@_attrs_define
class GloomhavenRuleToken:
    """ a scenario token the characters activate (markers.py)

        Attributes:
            hex_ (list[int]):
            kind (GloomhavenRuleTokenKind):
            name (str):
            players (list[GloomhavenRuleTokenPlayersItemType1 | None] | Unset): present for 2, 3, 4 characters (null: not)
     """

    hex_: list[int]
    kind: GloomhavenRuleTokenKind
    name: str
    players: list[GloomhavenRuleTokenPlayersItemType1 | None] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_



        kind: str = self.kind

        name = self.name

        players: list[None | str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item: None | str
                if isinstance(players_item_data, str):
                    players_item = players_item_data
                else:
                    players_item = players_item_data
                players.append(players_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "kind": kind,
            "name": name,
        })
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        kind = check_gloomhaven_rule_token_kind(d.pop("kind"))




        name = d.pop("name")

        _players = d.pop("players", UNSET)
        players: list[GloomhavenRuleTokenPlayersItemType1 | None] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                def _parse_players_item(data: object) -> GloomhavenRuleTokenPlayersItemType1 | None:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        players_item_type_1 = check_gloomhaven_rule_token_players_item_type_1(data)



                        return players_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GloomhavenRuleTokenPlayersItemType1 | None, data)

                players_item = _parse_players_item(players_item_data)

                players.append(players_item)


        gloomhaven_rule_token = cls(
            hex_=hex_,
            kind=kind,
            name=name,
            players=players,
        )

        return gloomhaven_rule_token

