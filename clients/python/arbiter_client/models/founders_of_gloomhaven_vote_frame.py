from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_vote_frame_kind import check_founders_of_gloomhaven_vote_frame_kind
from ..models.founders_of_gloomhaven_vote_frame_kind import FoundersOfGloomhavenVoteFrameKind
from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice
  from ..models.founders_of_gloomhaven_vote_in_progress import FoundersOfGloomhavenVoteInProgress





T = TypeVar("T", bound="FoundersOfGloomhavenVoteFrame")



@_attrs_define
class FoundersOfGloomhavenVoteFrame:
    """ 
        Attributes:
            choices (list[FoundersOfGloomhavenVoteChoice | None]):
            kind (FoundersOfGloomhavenVoteFrameKind):
            partial (list[FoundersOfGloomhavenVoteInProgress | None]): a seat's vote in progress
     """

    choices: list[FoundersOfGloomhavenVoteChoice | None]
    kind: FoundersOfGloomhavenVoteFrameKind
    partial: list[FoundersOfGloomhavenVoteInProgress | None]





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_in_progress import FoundersOfGloomhavenVoteInProgress # noqa: PLC0415
        choices = []
        for choices_item_data in self.choices:
            choices_item: dict[str, Any] | None
            if isinstance(choices_item_data, FoundersOfGloomhavenVoteChoice):
                choices_item = choices_item_data.to_dict()
            else:
                choices_item = choices_item_data
            choices.append(choices_item)



        kind: str = self.kind

        partial = []
        for partial_item_data in self.partial:
            partial_item: dict[str, Any] | None
            if isinstance(partial_item_data, FoundersOfGloomhavenVoteInProgress):
                partial_item = partial_item_data.to_dict()
            else:
                partial_item = partial_item_data
            partial.append(partial_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "choices": choices,
            "kind": kind,
            "partial": partial,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_in_progress import FoundersOfGloomhavenVoteInProgress # noqa: PLC0415
        d = dict(src_dict)
        choices = []
        _choices = d.pop("choices")
        for choices_item_data in (_choices):
            def _parse_choices_item(data: object) -> FoundersOfGloomhavenVoteChoice | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    choices_item_type_0 = FoundersOfGloomhavenVoteChoice.from_dict(data)



                    return choices_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FoundersOfGloomhavenVoteChoice | None, data)

            choices_item = _parse_choices_item(choices_item_data)

            choices.append(choices_item)


        kind = check_founders_of_gloomhaven_vote_frame_kind(d.pop("kind"))




        partial = []
        _partial = d.pop("partial")
        for partial_item_data in (_partial):
            def _parse_partial_item(data: object) -> FoundersOfGloomhavenVoteInProgress | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    partial_item_type_0 = FoundersOfGloomhavenVoteInProgress.from_dict(data)



                    return partial_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FoundersOfGloomhavenVoteInProgress | None, data)

            partial_item = _parse_partial_item(partial_item_data)

            partial.append(partial_item)


        founders_of_gloomhaven_vote_frame = cls(
            choices=choices,
            kind=kind,
            partial=partial,
        )

        return founders_of_gloomhaven_vote_frame

