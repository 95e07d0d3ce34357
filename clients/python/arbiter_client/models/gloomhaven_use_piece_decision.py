from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="GloomhavenUsePieceDecision")



@_attrs_define
class GloomhavenUsePieceDecision:
    """ the character may discard one of these pieces for its effect as its turn ends

        Attributes:
            character (int):
            kind (Literal['use_piece']):
            pieces (list[str]):
            seat (int):
     """

    character: int
    kind: Literal['use_piece']
    pieces: list[str]
    seat: int





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        kind = self.kind

        pieces = self.pieces



        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "kind": kind,
            "pieces": pieces,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        kind = cast(Literal['use_piece'] , d.pop("kind"))
        if kind != 'use_piece':
            raise ValueError(f"kind must match const 'use_piece', got '{kind}'")

        pieces = cast(list[str], d.pop("pieces"))


        seat = d.pop("seat")

        gloomhaven_use_piece_decision = cls(
            character=character,
            kind=kind,
            pieces=pieces,
            seat=seat,
        )

        return gloomhaven_use_piece_decision

