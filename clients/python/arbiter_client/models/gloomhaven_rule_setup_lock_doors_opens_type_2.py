from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_lock_doors_opens_type_2_type import check_gloomhaven_rule_setup_lock_doors_opens_type_2_type
from ..models.gloomhaven_rule_setup_lock_doors_opens_type_2_type import GloomhavenRuleSetupLockDoorsOpensType2Type
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_setup_lock_doors_opens_type_2_by_players import GloomhavenRuleSetupLockDoorsOpensType2ByPlayers





T = TypeVar("T", bound="GloomhavenRuleSetupLockDoorsOpensType2")



@_attrs_define
class GloomhavenRuleSetupLockDoorsOpensType2:
    """ 
        Attributes:
            by_players (GloomhavenRuleSetupLockDoorsOpensType2ByPlayers):
            type_ (GloomhavenRuleSetupLockDoorsOpensType2Type):
     """

    by_players: GloomhavenRuleSetupLockDoorsOpensType2ByPlayers
    type_: GloomhavenRuleSetupLockDoorsOpensType2Type





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_2_by_players import GloomhavenRuleSetupLockDoorsOpensType2ByPlayers # noqa: PLC0415
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
        from ..models.gloomhaven_rule_setup_lock_doors_opens_type_2_by_players import GloomhavenRuleSetupLockDoorsOpensType2ByPlayers # noqa: PLC0415
        d = dict(src_dict)
        by_players = GloomhavenRuleSetupLockDoorsOpensType2ByPlayers.from_dict(d.pop("by_players"))




        type_ = check_gloomhaven_rule_setup_lock_doors_opens_type_2_type(d.pop("type"))




        gloomhaven_rule_setup_lock_doors_opens_type_2 = cls(
            by_players=by_players,
            type_=type_,
        )

        return gloomhaven_rule_setup_lock_doors_opens_type_2

