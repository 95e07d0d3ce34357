from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupPieceCharge")



@_attrs_define
class GloomhavenRuleSetupPieceCharge:
    """ only its holder's damage reaches these monster types; each point of it is a token on the piece, fully charged at the
    amount

        Attributes:
            amount (str): a formula of C and L
            monsters (list[str]):
     """

    amount: str
    monsters: list[str]





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        monsters = self.monsters




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "monsters": monsters,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        monsters = cast(list[str], d.pop("monsters"))


        gloomhaven_rule_setup_piece_charge = cls(
            amount=amount,
            monsters=monsters,
        )

        return gloomhaven_rule_setup_piece_charge

