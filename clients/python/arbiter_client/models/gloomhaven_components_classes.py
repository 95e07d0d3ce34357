from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_components_classes_brute import GloomhavenComponentsClassesBrute
  from ..models.gloomhaven_components_classes_cragheart import GloomhavenComponentsClassesCragheart
  from ..models.gloomhaven_components_classes_mindthief import GloomhavenComponentsClassesMindthief
  from ..models.gloomhaven_components_classes_scoundrel import GloomhavenComponentsClassesScoundrel
  from ..models.gloomhaven_components_classes_spellweaver import GloomhavenComponentsClassesSpellweaver
  from ..models.gloomhaven_components_classes_tinkerer import GloomhavenComponentsClassesTinkerer





T = TypeVar("T", bound="GloomhavenComponentsClasses")



@_attrs_define
class GloomhavenComponentsClasses:
    """ 
        Attributes:
            brute (GloomhavenComponentsClassesBrute):
            cragheart (GloomhavenComponentsClassesCragheart):
            mindthief (GloomhavenComponentsClassesMindthief):
            scoundrel (GloomhavenComponentsClassesScoundrel):
            spellweaver (GloomhavenComponentsClassesSpellweaver):
            tinkerer (GloomhavenComponentsClassesTinkerer):
     """

    brute: GloomhavenComponentsClassesBrute
    cragheart: GloomhavenComponentsClassesCragheart
    mindthief: GloomhavenComponentsClassesMindthief
    scoundrel: GloomhavenComponentsClassesScoundrel
    spellweaver: GloomhavenComponentsClassesSpellweaver
    tinkerer: GloomhavenComponentsClassesTinkerer





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_components_classes_brute import GloomhavenComponentsClassesBrute # noqa: PLC0415
        from ..models.gloomhaven_components_classes_cragheart import GloomhavenComponentsClassesCragheart # noqa: PLC0415
        from ..models.gloomhaven_components_classes_mindthief import GloomhavenComponentsClassesMindthief # noqa: PLC0415
        from ..models.gloomhaven_components_classes_scoundrel import GloomhavenComponentsClassesScoundrel # noqa: PLC0415
        from ..models.gloomhaven_components_classes_spellweaver import GloomhavenComponentsClassesSpellweaver # noqa: PLC0415
        from ..models.gloomhaven_components_classes_tinkerer import GloomhavenComponentsClassesTinkerer # noqa: PLC0415
        brute = self.brute.to_dict()

        cragheart = self.cragheart.to_dict()

        mindthief = self.mindthief.to_dict()

        scoundrel = self.scoundrel.to_dict()

        spellweaver = self.spellweaver.to_dict()

        tinkerer = self.tinkerer.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "brute": brute,
            "cragheart": cragheart,
            "mindthief": mindthief,
            "scoundrel": scoundrel,
            "spellweaver": spellweaver,
            "tinkerer": tinkerer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_components_classes_brute import GloomhavenComponentsClassesBrute # noqa: PLC0415
        from ..models.gloomhaven_components_classes_cragheart import GloomhavenComponentsClassesCragheart # noqa: PLC0415
        from ..models.gloomhaven_components_classes_mindthief import GloomhavenComponentsClassesMindthief # noqa: PLC0415
        from ..models.gloomhaven_components_classes_scoundrel import GloomhavenComponentsClassesScoundrel # noqa: PLC0415
        from ..models.gloomhaven_components_classes_spellweaver import GloomhavenComponentsClassesSpellweaver # noqa: PLC0415
        from ..models.gloomhaven_components_classes_tinkerer import GloomhavenComponentsClassesTinkerer # noqa: PLC0415
        d = dict(src_dict)
        brute = GloomhavenComponentsClassesBrute.from_dict(d.pop("brute"))




        cragheart = GloomhavenComponentsClassesCragheart.from_dict(d.pop("cragheart"))




        mindthief = GloomhavenComponentsClassesMindthief.from_dict(d.pop("mindthief"))




        scoundrel = GloomhavenComponentsClassesScoundrel.from_dict(d.pop("scoundrel"))




        spellweaver = GloomhavenComponentsClassesSpellweaver.from_dict(d.pop("spellweaver"))




        tinkerer = GloomhavenComponentsClassesTinkerer.from_dict(d.pop("tinkerer"))




        gloomhaven_components_classes = cls(
            brute=brute,
            cragheart=cragheart,
            mindthief=mindthief,
            scoundrel=scoundrel,
            spellweaver=spellweaver,
            tinkerer=tinkerer,
        )

        return gloomhaven_components_classes

