from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_module_card import FoundationsOfRomeModuleCard





T = TypeVar("T", bound="FoundationsOfRomeComponentsCards")



@_attrs_define
class FoundationsOfRomeComponentsCards:
    """ the modules' cards (Arbiter's own design; docs/foundations-of-rome-modules.md)

        Attributes:
            invocations (list[FoundationsOfRomeModuleCard]):
            objectives (list[FoundationsOfRomeModuleCard]):
            roles (list[FoundationsOfRomeModuleCard]):
     """

    invocations: list[FoundationsOfRomeModuleCard]
    objectives: list[FoundationsOfRomeModuleCard]
    roles: list[FoundationsOfRomeModuleCard]





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_module_card import FoundationsOfRomeModuleCard # noqa: PLC0415
        invocations = []
        for invocations_item_data in self.invocations:
            invocations_item = invocations_item_data.to_dict()
            invocations.append(invocations_item)



        objectives = []
        for objectives_item_data in self.objectives:
            objectives_item = objectives_item_data.to_dict()
            objectives.append(objectives_item)



        roles = []
        for roles_item_data in self.roles:
            roles_item = roles_item_data.to_dict()
            roles.append(roles_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "invocations": invocations,
            "objectives": objectives,
            "roles": roles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_module_card import FoundationsOfRomeModuleCard # noqa: PLC0415
        d = dict(src_dict)
        invocations = []
        _invocations = d.pop("invocations")
        for invocations_item_data in (_invocations):
            invocations_item = FoundationsOfRomeModuleCard.from_dict(invocations_item_data)



            invocations.append(invocations_item)


        objectives = []
        _objectives = d.pop("objectives")
        for objectives_item_data in (_objectives):
            objectives_item = FoundationsOfRomeModuleCard.from_dict(objectives_item_data)



            objectives.append(objectives_item)


        roles = []
        _roles = d.pop("roles")
        for roles_item_data in (_roles):
            roles_item = FoundationsOfRomeModuleCard.from_dict(roles_item_data)



            roles.append(roles_item)


        foundations_of_rome_components_cards = cls(
            invocations=invocations,
            objectives=objectives,
            roles=roles,
        )

        return foundations_of_rome_components_cards

