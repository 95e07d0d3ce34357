from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_dormant_type import check_gloomhaven_rule_setup_dormant_type
from ..models.gloomhaven_rule_setup_dormant_type import GloomhavenRuleSetupDormantType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_event_occupy import GloomhavenRuleEventOccupy





T = TypeVar("T", bound="GloomhavenRuleSetupDormant")



@_attrs_define
class GloomhavenRuleSetupDormant:
    """ these monsters neither act nor can be affected until the event; then they act as if just revealed
    (scenario_rules.inactive_types)

        Attributes:
            monsters (list[str]):
            type_ (GloomhavenRuleSetupDormantType):
            until (GloomhavenRuleEventOccupy): as a character's turn ended, a character or escort stood on every hex listed
                for the party size (tally.all_plates)
     """

    monsters: list[str]
    type_: GloomhavenRuleSetupDormantType
    until: GloomhavenRuleEventOccupy





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_event_occupy import GloomhavenRuleEventOccupy # noqa: PLC0415
        monsters = self.monsters



        type_: str = self.type_

        until = self.until.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monsters": monsters,
            "type": type_,
            "until": until,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_event_occupy import GloomhavenRuleEventOccupy # noqa: PLC0415
        d = dict(src_dict)
        monsters = cast(list[str], d.pop("monsters"))


        type_ = check_gloomhaven_rule_setup_dormant_type(d.pop("type"))




        until = GloomhavenRuleEventOccupy.from_dict(d.pop("until"))




        gloomhaven_rule_setup_dormant = cls(
            monsters=monsters,
            type_=type_,
            until=until,
        )

        return gloomhaven_rule_setup_dormant

