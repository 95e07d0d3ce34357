from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_delay_monsters_type import check_gloomhaven_rule_setup_delay_monsters_type
from ..models.gloomhaven_rule_setup_delay_monsters_type import GloomhavenRuleSetupDelayMonstersType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_event_escort_saved import GloomhavenRuleEventEscortSaved
  from ..models.gloomhaven_rule_event_monsters_dead import GloomhavenRuleEventMonstersDead





T = TypeVar("T", bound="GloomhavenRuleSetupDelayMonsters")



@_attrs_define
class GloomhavenRuleSetupDelayMonsters:
    """ these types are not set up with their room; the revealed rooms' ones are placed as the event happens (the last
    monster of its types dies), or at the end of its round (round_end) (rule_events.py)

        Attributes:
            monsters (list[str]):
            type_ (GloomhavenRuleSetupDelayMonstersType):
            until (GloomhavenRuleEventEscortSaved | GloomhavenRuleEventMonstersDead):
     """

    monsters: list[str]
    type_: GloomhavenRuleSetupDelayMonstersType
    until: GloomhavenRuleEventEscortSaved | GloomhavenRuleEventMonstersDead





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_event_escort_saved import GloomhavenRuleEventEscortSaved # noqa: PLC0415
        from ..models.gloomhaven_rule_event_monsters_dead import GloomhavenRuleEventMonstersDead # noqa: PLC0415
        monsters = self.monsters



        type_: str = self.type_

        until: dict[str, Any]
        if isinstance(self.until, GloomhavenRuleEventMonstersDead):
            until = self.until.to_dict()
        else:
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
        from ..models.gloomhaven_rule_event_escort_saved import GloomhavenRuleEventEscortSaved # noqa: PLC0415
        from ..models.gloomhaven_rule_event_monsters_dead import GloomhavenRuleEventMonstersDead # noqa: PLC0415
        d = dict(src_dict)
        monsters = cast(list[str], d.pop("monsters"))


        type_ = check_gloomhaven_rule_setup_delay_monsters_type(d.pop("type"))




        def _parse_until(data: object) -> GloomhavenRuleEventEscortSaved | GloomhavenRuleEventMonstersDead:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                until_type_0 = GloomhavenRuleEventMonstersDead.from_dict(data)



                return until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            until_type_1 = GloomhavenRuleEventEscortSaved.from_dict(data)



            return until_type_1

        until = _parse_until(d.pop("until"))


        gloomhaven_rule_setup_delay_monsters = cls(
            monsters=monsters,
            type_=type_,
            until=until,
        )

        return gloomhaven_rule_setup_delay_monsters

