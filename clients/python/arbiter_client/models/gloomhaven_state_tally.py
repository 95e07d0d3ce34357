from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_state_tally_killed import GloomhavenStateTallyKilled





T = TypeVar("T", bound="GloomhavenStateTally")



@_attrs_define
class GloomhavenStateTally:
    """ what the scenario's goals count (goals.py)

        Attributes:
            killed (GloomhavenStateTallyKilled): monsters killed, by type
            looted (list[str]): the treasure tiles looted, by id (a 'goal' tile once per tile)
            destroyed (list[str] | Unset): the objectives destroyed, by name
            died (list[str] | Unset): the escorts killed, by name
            fired (list[int] | Unset): the scenario's once-only round rules done, by place in its rules
            occupied (bool | Unset): an occupy goal was met as a character's turn ended
            reached (list[str] | Unset): the escorts that ended a turn where an escort_reaches goal wants them
     """

    killed: GloomhavenStateTallyKilled
    looted: list[str]
    destroyed: list[str] | Unset = UNSET
    died: list[str] | Unset = UNSET
    fired: list[int] | Unset = UNSET
    occupied: bool | Unset = UNSET
    reached: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_state_tally_killed import GloomhavenStateTallyKilled # noqa: PLC0415
        killed = self.killed.to_dict()

        looted = self.looted



        destroyed: list[str] | Unset = UNSET
        if not isinstance(self.destroyed, Unset):
            destroyed = self.destroyed



        died: list[str] | Unset = UNSET
        if not isinstance(self.died, Unset):
            died = self.died



        fired: list[int] | Unset = UNSET
        if not isinstance(self.fired, Unset):
            fired = self.fired



        occupied = self.occupied

        reached: list[str] | Unset = UNSET
        if not isinstance(self.reached, Unset):
            reached = self.reached




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "killed": killed,
            "looted": looted,
        })
        if destroyed is not UNSET:
            field_dict["destroyed"] = destroyed
        if died is not UNSET:
            field_dict["died"] = died
        if fired is not UNSET:
            field_dict["fired"] = fired
        if occupied is not UNSET:
            field_dict["occupied"] = occupied
        if reached is not UNSET:
            field_dict["reached"] = reached

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_state_tally_killed import GloomhavenStateTallyKilled # noqa: PLC0415
        d = dict(src_dict)
        killed = GloomhavenStateTallyKilled.from_dict(d.pop("killed"))




        looted = cast(list[str], d.pop("looted"))


        destroyed = cast(list[str], d.pop("destroyed", UNSET))


        died = cast(list[str], d.pop("died", UNSET))


        fired = cast(list[int], d.pop("fired", UNSET))


        occupied = d.pop("occupied", UNSET)

        reached = cast(list[str], d.pop("reached", UNSET))


        gloomhaven_state_tally = cls(
            killed=killed,
            looted=looted,
            destroyed=destroyed,
            died=died,
            fired=fired,
            occupied=occupied,
            reached=reached,
        )

        return gloomhaven_state_tally

