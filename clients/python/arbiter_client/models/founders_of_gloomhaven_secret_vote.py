from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_secret_vote_kind import check_founders_of_gloomhaven_secret_vote_kind
from ..models.founders_of_gloomhaven_secret_vote_kind import FoundersOfGloomhavenSecretVoteKind
from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice
  from ..models.founders_of_gloomhaven_vote_in_progress import FoundersOfGloomhavenVoteInProgress





T = TypeVar("T", bound="FoundersOfGloomhavenSecretVote")



@_attrs_define
class FoundersOfGloomhavenSecretVote:
    """ the secret vote as one seat sees it: who has voted, and its own vote

        Attributes:
            chosen (list[bool]):
            kind (FoundersOfGloomhavenSecretVoteKind):
            own_choice (FoundersOfGloomhavenVoteChoice | None):
            own_partial (FoundersOfGloomhavenVoteInProgress | None):
     """

    chosen: list[bool]
    kind: FoundersOfGloomhavenSecretVoteKind
    own_choice: FoundersOfGloomhavenVoteChoice | None
    own_partial: FoundersOfGloomhavenVoteInProgress | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_in_progress import FoundersOfGloomhavenVoteInProgress # noqa: PLC0415
        chosen = self.chosen



        kind: str = self.kind

        own_choice: dict[str, Any] | None
        if isinstance(self.own_choice, FoundersOfGloomhavenVoteChoice):
            own_choice = self.own_choice.to_dict()
        else:
            own_choice = self.own_choice

        own_partial: dict[str, Any] | None
        if isinstance(self.own_partial, FoundersOfGloomhavenVoteInProgress):
            own_partial = self.own_partial.to_dict()
        else:
            own_partial = self.own_partial


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chosen": chosen,
            "kind": kind,
            "own_choice": own_choice,
            "own_partial": own_partial,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_in_progress import FoundersOfGloomhavenVoteInProgress # noqa: PLC0415
        d = dict(src_dict)
        chosen = cast(list[bool], d.pop("chosen"))


        kind = check_founders_of_gloomhaven_secret_vote_kind(d.pop("kind"))




        def _parse_own_choice(data: object) -> FoundersOfGloomhavenVoteChoice | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                own_choice_type_0 = FoundersOfGloomhavenVoteChoice.from_dict(data)



                return own_choice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundersOfGloomhavenVoteChoice | None, data)

        own_choice = _parse_own_choice(d.pop("own_choice"))


        def _parse_own_partial(data: object) -> FoundersOfGloomhavenVoteInProgress | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                own_partial_type_0 = FoundersOfGloomhavenVoteInProgress.from_dict(data)



                return own_partial_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundersOfGloomhavenVoteInProgress | None, data)

        own_partial = _parse_own_partial(d.pop("own_partial"))


        founders_of_gloomhaven_secret_vote = cls(
            chosen=chosen,
            kind=kind,
            own_choice=own_choice,
            own_partial=own_partial,
        )

        return founders_of_gloomhaven_secret_vote

