from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_draft_decision_kind import check_foundations_of_rome_draft_decision_kind
from ..models.foundations_of_rome_draft_decision_kind import FoundationsOfRomeDraftDecisionKind
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeDraftDecision")



@_attrs_define
class FoundationsOfRomeDraftDecision:
    """ Deed Drafting: each seat's hand and secret choice (null: not chosen)

        Attributes:
            choices (list[None | str]):
            hands (list[list[str]]):
            kind (FoundationsOfRomeDraftDecisionKind):
     """

    choices: list[None | str]
    hands: list[list[str]]
    kind: FoundationsOfRomeDraftDecisionKind





    def to_dict(self) -> dict[str, Any]:
        choices = []
        for choices_item_data in self.choices:
            choices_item: None | str
            choices_item = choices_item_data
            choices.append(choices_item)



        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data


            hands.append(hands_item)



        kind: str = self.kind


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "choices": choices,
            "hands": hands,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        choices = []
        _choices = d.pop("choices")
        for choices_item_data in (_choices):
            def _parse_choices_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            choices_item = _parse_choices_item(choices_item_data)

            choices.append(choices_item)


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)


        kind = check_foundations_of_rome_draft_decision_kind(d.pop("kind"))




        foundations_of_rome_draft_decision = cls(
            choices=choices,
            hands=hands,
            kind=kind,
        )

        return foundations_of_rome_draft_decision

