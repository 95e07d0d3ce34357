from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="GloomhavenGivePieceDecision")



@_attrs_define
class GloomhavenGivePieceDecision:
    """ the players choose the character who holds a scenario's piece

        Attributes:
            kind (Literal['give_piece']):
            piece (str):
            seat (int):
     """

    kind: Literal['give_piece']
    piece: str
    seat: int





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        piece = self.piece

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "piece": piece,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal['give_piece'] , d.pop("kind"))
        if kind != 'give_piece':
            raise ValueError(f"kind must match const 'give_piece', got '{kind}'")

        piece = d.pop("piece")

        seat = d.pop("seat")

        gloomhaven_give_piece_decision = cls(
            kind=kind,
            piece=piece,
            seat=seat,
        )

        return gloomhaven_give_piece_decision

