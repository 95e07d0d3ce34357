from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_module_card_when import check_foundations_of_rome_module_card_when
from ..models.foundations_of_rome_module_card_when import FoundationsOfRomeModuleCardWhen
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_module_card_effect import FoundationsOfRomeModuleCardEffect





T = TypeVar("T", bound="FoundationsOfRomeModuleCard")



@_attrs_define
class FoundationsOfRomeModuleCard:
    """ an Objective, Invocation or Player Role card

        Attributes:
            effect (FoundationsOfRomeModuleCardEffect): what the engine plays: a kind and its parameters (the family's
                vocabulary)
            id (str):
            name (str):
            text (str): the card's text for players
            requires_modules (list[str] | Unset):
            requires_monuments (bool | Unset):
            vp_unused (int | Unset):
            when (FoundationsOfRomeModuleCardWhen | Unset):
     """

    effect: FoundationsOfRomeModuleCardEffect
    id: str
    name: str
    text: str
    requires_modules: list[str] | Unset = UNSET
    requires_monuments: bool | Unset = UNSET
    vp_unused: int | Unset = UNSET
    when: FoundationsOfRomeModuleCardWhen | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_module_card_effect import FoundationsOfRomeModuleCardEffect # noqa: PLC0415
        effect = self.effect.to_dict()

        id = self.id

        name = self.name

        text = self.text

        requires_modules: list[str] | Unset = UNSET
        if not isinstance(self.requires_modules, Unset):
            requires_modules = self.requires_modules



        requires_monuments = self.requires_monuments

        vp_unused = self.vp_unused

        when: str | Unset = UNSET
        if not isinstance(self.when, Unset):
            when = self.when



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "effect": effect,
            "id": id,
            "name": name,
            "text": text,
        })
        if requires_modules is not UNSET:
            field_dict["requires_modules"] = requires_modules
        if requires_monuments is not UNSET:
            field_dict["requires_monuments"] = requires_monuments
        if vp_unused is not UNSET:
            field_dict["vp_unused"] = vp_unused
        if when is not UNSET:
            field_dict["when"] = when

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_module_card_effect import FoundationsOfRomeModuleCardEffect # noqa: PLC0415
        d = dict(src_dict)
        effect = FoundationsOfRomeModuleCardEffect.from_dict(d.pop("effect"))




        id = d.pop("id")

        name = d.pop("name")

        text = d.pop("text")

        requires_modules = cast(list[str], d.pop("requires_modules", UNSET))


        requires_monuments = d.pop("requires_monuments", UNSET)

        vp_unused = d.pop("vp_unused", UNSET)

        _when = d.pop("when", UNSET)
        when: FoundationsOfRomeModuleCardWhen | Unset
        if isinstance(_when,  Unset):
            when = UNSET
        else:
            when = check_foundations_of_rome_module_card_when(_when)




        foundations_of_rome_module_card = cls(
            effect=effect,
            id=id,
            name=name,
            text=text,
            requires_modules=requires_modules,
            requires_monuments=requires_monuments,
            vp_unused=vp_unused,
            when=when,
        )

        return foundations_of_rome_module_card

