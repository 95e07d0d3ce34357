from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_loss_any_exhausted_type import check_gloomhaven_rule_loss_any_exhausted_type
from ..models.gloomhaven_rule_loss_any_exhausted_type import GloomhavenRuleLossAnyExhaustedType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_event_characters_in import GloomhavenRuleEventCharactersIn
  from ..models.gloomhaven_rule_event_elite_kills import GloomhavenRuleEventEliteKills
  from ..models.gloomhaven_rule_event_escort_saved import GloomhavenRuleEventEscortSaved
  from ..models.gloomhaven_rule_event_figure_activated import GloomhavenRuleEventFigureActivated
  from ..models.gloomhaven_rule_event_figure_destroyed import GloomhavenRuleEventFigureDestroyed
  from ..models.gloomhaven_rule_event_fired import GloomhavenRuleEventFired
  from ..models.gloomhaven_rule_event_killed import GloomhavenRuleEventKilled
  from ..models.gloomhaven_rule_event_monsters_dead import GloomhavenRuleEventMonstersDead
  from ..models.gloomhaven_rule_event_no_monster_in_room import GloomhavenRuleEventNoMonsterInRoom
  from ..models.gloomhaven_rule_event_occupy import GloomhavenRuleEventOccupy
  from ..models.gloomhaven_rule_event_plate import GloomhavenRuleEventPlate
  from ..models.gloomhaven_rule_event_room_revealed import GloomhavenRuleEventRoomRevealed





T = TypeVar("T", bound="GloomhavenRuleLossAnyExhausted")



@_attrs_define
class GloomhavenRuleLossAnyExhausted:
    """ a character becomes exhausted (once the event has happened)

        Attributes:
            type_ (GloomhavenRuleLossAnyExhaustedType):
            after (Any | GloomhavenRuleEventCharactersIn | GloomhavenRuleEventEliteKills | GloomhavenRuleEventEscortSaved |
                GloomhavenRuleEventFigureActivated | GloomhavenRuleEventFigureDestroyed | GloomhavenRuleEventFired |
                GloomhavenRuleEventKilled | GloomhavenRuleEventMonstersDead | GloomhavenRuleEventNoMonsterInRoom |
                GloomhavenRuleEventOccupy | GloomhavenRuleEventPlate | GloomhavenRuleEventRoomRevealed | Unset): an event (a
                fact of the state) a rule waits for, stops at or fires on
     """

    type_: GloomhavenRuleLossAnyExhaustedType
    after: Any | GloomhavenRuleEventCharactersIn | GloomhavenRuleEventEliteKills | GloomhavenRuleEventEscortSaved | GloomhavenRuleEventFigureActivated | GloomhavenRuleEventFigureDestroyed | GloomhavenRuleEventFired | GloomhavenRuleEventKilled | GloomhavenRuleEventMonstersDead | GloomhavenRuleEventNoMonsterInRoom | GloomhavenRuleEventOccupy | GloomhavenRuleEventPlate | GloomhavenRuleEventRoomRevealed | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_event_characters_in import GloomhavenRuleEventCharactersIn # noqa: PLC0415
        from ..models.gloomhaven_rule_event_elite_kills import GloomhavenRuleEventEliteKills # noqa: PLC0415
        from ..models.gloomhaven_rule_event_escort_saved import GloomhavenRuleEventEscortSaved # noqa: PLC0415
        from ..models.gloomhaven_rule_event_figure_activated import GloomhavenRuleEventFigureActivated # noqa: PLC0415
        from ..models.gloomhaven_rule_event_figure_destroyed import GloomhavenRuleEventFigureDestroyed # noqa: PLC0415
        from ..models.gloomhaven_rule_event_fired import GloomhavenRuleEventFired # noqa: PLC0415
        from ..models.gloomhaven_rule_event_killed import GloomhavenRuleEventKilled # noqa: PLC0415
        from ..models.gloomhaven_rule_event_monsters_dead import GloomhavenRuleEventMonstersDead # noqa: PLC0415
        from ..models.gloomhaven_rule_event_no_monster_in_room import GloomhavenRuleEventNoMonsterInRoom # noqa: PLC0415
        from ..models.gloomhaven_rule_event_occupy import GloomhavenRuleEventOccupy # noqa: PLC0415
        from ..models.gloomhaven_rule_event_plate import GloomhavenRuleEventPlate # noqa: PLC0415
        from ..models.gloomhaven_rule_event_room_revealed import GloomhavenRuleEventRoomRevealed # noqa: PLC0415
        type_: str = self.type_

        after: Any | dict[str, Any] | Unset
        if isinstance(self.after, Unset):
            after = UNSET
        elif isinstance(self.after, GloomhavenRuleEventRoomRevealed):
            after = self.after.to_dict()
        elif isinstance(self.after, GloomhavenRuleEventMonstersDead):
            after = self.after.to_dict()
        elif isinstance(self.after, GloomhavenRuleEventCharactersIn):
            after = self.after.to_dict()
        elif isinstance(self.after, GloomhavenRuleEventFired):
            after = self.after.to_dict()
        elif isinstance(self.after, GloomhavenRuleEventKilled):
            after = self.after.to_dict()
        elif isinstance(self.after, GloomhavenRuleEventEliteKills):
            after = self.after.to_dict()
        elif isinstance(self.after, GloomhavenRuleEventEscortSaved):
            after = self.after.to_dict()
        elif isinstance(self.after, GloomhavenRuleEventOccupy):
            after = self.after.to_dict()
        elif isinstance(self.after, GloomhavenRuleEventFigureActivated):
            after = self.after.to_dict()
        elif isinstance(self.after, GloomhavenRuleEventFigureDestroyed):
            after = self.after.to_dict()
        elif isinstance(self.after, GloomhavenRuleEventNoMonsterInRoom):
            after = self.after.to_dict()
        elif isinstance(self.after, GloomhavenRuleEventPlate):
            after = self.after.to_dict()
        else:
            after = self.after


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if after is not UNSET:
            field_dict["after"] = after

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_event_characters_in import GloomhavenRuleEventCharactersIn # noqa: PLC0415
        from ..models.gloomhaven_rule_event_elite_kills import GloomhavenRuleEventEliteKills # noqa: PLC0415
        from ..models.gloomhaven_rule_event_escort_saved import GloomhavenRuleEventEscortSaved # noqa: PLC0415
        from ..models.gloomhaven_rule_event_figure_activated import GloomhavenRuleEventFigureActivated # noqa: PLC0415
        from ..models.gloomhaven_rule_event_figure_destroyed import GloomhavenRuleEventFigureDestroyed # noqa: PLC0415
        from ..models.gloomhaven_rule_event_fired import GloomhavenRuleEventFired # noqa: PLC0415
        from ..models.gloomhaven_rule_event_killed import GloomhavenRuleEventKilled # noqa: PLC0415
        from ..models.gloomhaven_rule_event_monsters_dead import GloomhavenRuleEventMonstersDead # noqa: PLC0415
        from ..models.gloomhaven_rule_event_no_monster_in_room import GloomhavenRuleEventNoMonsterInRoom # noqa: PLC0415
        from ..models.gloomhaven_rule_event_occupy import GloomhavenRuleEventOccupy # noqa: PLC0415
        from ..models.gloomhaven_rule_event_plate import GloomhavenRuleEventPlate # noqa: PLC0415
        from ..models.gloomhaven_rule_event_room_revealed import GloomhavenRuleEventRoomRevealed # noqa: PLC0415
        d = dict(src_dict)
        type_ = check_gloomhaven_rule_loss_any_exhausted_type(d.pop("type"))




        def _parse_after(data: object) -> Any | GloomhavenRuleEventCharactersIn | GloomhavenRuleEventEliteKills | GloomhavenRuleEventEscortSaved | GloomhavenRuleEventFigureActivated | GloomhavenRuleEventFigureDestroyed | GloomhavenRuleEventFired | GloomhavenRuleEventKilled | GloomhavenRuleEventMonstersDead | GloomhavenRuleEventNoMonsterInRoom | GloomhavenRuleEventOccupy | GloomhavenRuleEventPlate | GloomhavenRuleEventRoomRevealed | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_0 = GloomhavenRuleEventRoomRevealed.from_dict(data)



                return after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_1 = GloomhavenRuleEventMonstersDead.from_dict(data)



                return after_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_2 = GloomhavenRuleEventCharactersIn.from_dict(data)



                return after_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_3 = GloomhavenRuleEventFired.from_dict(data)



                return after_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_4 = GloomhavenRuleEventKilled.from_dict(data)



                return after_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_5 = GloomhavenRuleEventEliteKills.from_dict(data)



                return after_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_6 = GloomhavenRuleEventEscortSaved.from_dict(data)



                return after_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_7 = GloomhavenRuleEventOccupy.from_dict(data)



                return after_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_8 = GloomhavenRuleEventFigureActivated.from_dict(data)



                return after_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_9 = GloomhavenRuleEventFigureDestroyed.from_dict(data)



                return after_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_10 = GloomhavenRuleEventNoMonsterInRoom.from_dict(data)



                return after_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_11 = GloomhavenRuleEventPlate.from_dict(data)



                return after_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Any | GloomhavenRuleEventCharactersIn | GloomhavenRuleEventEliteKills | GloomhavenRuleEventEscortSaved | GloomhavenRuleEventFigureActivated | GloomhavenRuleEventFigureDestroyed | GloomhavenRuleEventFired | GloomhavenRuleEventKilled | GloomhavenRuleEventMonstersDead | GloomhavenRuleEventNoMonsterInRoom | GloomhavenRuleEventOccupy | GloomhavenRuleEventPlate | GloomhavenRuleEventRoomRevealed | Unset, data)

        after = _parse_after(d.pop("after", UNSET))


        gloomhaven_rule_loss_any_exhausted = cls(
            type_=type_,
            after=after,
        )

        return gloomhaven_rule_loss_any_exhausted

