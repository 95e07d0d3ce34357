from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_roles_revealed_event_roles_item import check_foundations_of_rome_roles_revealed_event_roles_item
from ..models.foundations_of_rome_roles_revealed_event_roles_item import FoundationsOfRomeRolesRevealedEventRolesItem
from ..models.foundations_of_rome_roles_revealed_event_type import check_foundations_of_rome_roles_revealed_event_type
from ..models.foundations_of_rome_roles_revealed_event_type import FoundationsOfRomeRolesRevealedEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeRolesRevealedEvent")



@_attrs_define
class FoundationsOfRomeRolesRevealedEvent:
    """ every player's kept Player Role, revealed at once

        Attributes:
            roles (list[FoundationsOfRomeRolesRevealedEventRolesItem]):
            type_ (FoundationsOfRomeRolesRevealedEventType):
     """

    roles: list[FoundationsOfRomeRolesRevealedEventRolesItem]
    type_: FoundationsOfRomeRolesRevealedEventType





    def to_dict(self) -> dict[str, Any]:
        roles = []
        for roles_item_data in self.roles:
            roles_item: str = roles_item_data
            roles.append(roles_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "roles": roles,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        roles = []
        _roles = d.pop("roles")
        for roles_item_data in (_roles):
            roles_item = check_foundations_of_rome_roles_revealed_event_roles_item(roles_item_data)



            roles.append(roles_item)


        type_ = check_foundations_of_rome_roles_revealed_event_type(d.pop("type"))




        foundations_of_rome_roles_revealed_event = cls(
            roles=roles,
            type_=type_,
        )

        return foundations_of_rome_roles_revealed_event

