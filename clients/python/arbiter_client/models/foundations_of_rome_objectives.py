from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_objectives_kept_item_type_1 import check_foundations_of_rome_objectives_kept_item_type_1
from ..models.foundations_of_rome_objectives_kept_item_type_1 import FoundationsOfRomeObjectivesKeptItemType1
from ..models.foundations_of_rome_objectives_kept_item_type_2_type_1 import check_foundations_of_rome_objectives_kept_item_type_2_type_1
from ..models.foundations_of_rome_objectives_kept_item_type_2_type_1 import FoundationsOfRomeObjectivesKeptItemType2Type1
from ..models.foundations_of_rome_objectives_kept_item_type_3_type_1 import check_foundations_of_rome_objectives_kept_item_type_3_type_1
from ..models.foundations_of_rome_objectives_kept_item_type_3_type_1 import FoundationsOfRomeObjectivesKeptItemType3Type1
from ..models.foundations_of_rome_objectives_public_item import check_foundations_of_rome_objectives_public_item
from ..models.foundations_of_rome_objectives_public_item import FoundationsOfRomeObjectivesPublicItem
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeObjectives")



@_attrs_define
class FoundationsOfRomeObjectives:
    """ the Objectives module's cards (empty without it)

        Attributes:
            kept (list[FoundationsOfRomeObjectivesKeptItemType1 | FoundationsOfRomeObjectivesKeptItemType2Type1 |
                FoundationsOfRomeObjectivesKeptItemType3Type1 | None]): each seat's Hidden Objective (views: own only)
            public (list[FoundationsOfRomeObjectivesPublicItem]): Public Objectives, face up
     """

    kept: list[FoundationsOfRomeObjectivesKeptItemType1 | FoundationsOfRomeObjectivesKeptItemType2Type1 | FoundationsOfRomeObjectivesKeptItemType3Type1 | None]
    public: list[FoundationsOfRomeObjectivesPublicItem]





    def to_dict(self) -> dict[str, Any]:
        kept = []
        for kept_item_data in self.kept:
            kept_item: None | str
            if isinstance(kept_item_data, str):
                kept_item = kept_item_data
            elif isinstance(kept_item_data, str):
                kept_item = kept_item_data
            elif isinstance(kept_item_data, str):
                kept_item = kept_item_data
            else:
                kept_item = kept_item_data
            kept.append(kept_item)



        public = []
        for public_item_data in self.public:
            public_item: str = public_item_data
            public.append(public_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kept": kept,
            "public": public,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kept = []
        _kept = d.pop("kept")
        for kept_item_data in (_kept):
            def _parse_kept_item(data: object) -> FoundationsOfRomeObjectivesKeptItemType1 | FoundationsOfRomeObjectivesKeptItemType2Type1 | FoundationsOfRomeObjectivesKeptItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    kept_item_type_1 = check_foundations_of_rome_objectives_kept_item_type_1(data)



                    return kept_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    kept_item_type_2_type_1 = check_foundations_of_rome_objectives_kept_item_type_2_type_1(data)



                    return kept_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    kept_item_type_3_type_1 = check_foundations_of_rome_objectives_kept_item_type_3_type_1(data)



                    return kept_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FoundationsOfRomeObjectivesKeptItemType1 | FoundationsOfRomeObjectivesKeptItemType2Type1 | FoundationsOfRomeObjectivesKeptItemType3Type1 | None, data)

            kept_item = _parse_kept_item(kept_item_data)

            kept.append(kept_item)


        public = []
        _public = d.pop("public")
        for public_item_data in (_public):
            public_item = check_foundations_of_rome_objectives_public_item(public_item_data)



            public.append(public_item)


        foundations_of_rome_objectives = cls(
            kept=kept,
            public=public,
        )

        return foundations_of_rome_objectives

