from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeInvocationDecks")



@_attrs_define
class FoundationsOfRomeInvocationDecks:
    """ the Invocations still hidden in each Era deck

        Attributes:
            face_down (list[int]):
     """

    face_down: list[int]





    def to_dict(self) -> dict[str, Any]:
        face_down = self.face_down




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "face_down": face_down,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face_down = cast(list[int], d.pop("face_down"))


        foundations_of_rome_invocation_decks = cls(
            face_down=face_down,
        )

        return foundations_of_rome_invocation_decks

