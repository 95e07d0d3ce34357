from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_view_tally_away import GloomhavenViewTallyAway
  from ..models.gloomhaven_view_tally_killed import GloomhavenViewTallyKilled
  from ..models.gloomhaven_view_tally_marked import GloomhavenViewTallyMarked
  from ..models.gloomhaven_view_tally_pending import GloomhavenViewTallyPending
  from ..models.gloomhaven_view_tally_spawned import GloomhavenViewTallySpawned





T = TypeVar("T", bound="GloomhavenViewTally")



@_attrs_define
class GloomhavenViewTally:
    """ what the scenario's goals count (goals.py)

        Attributes:
            killed (GloomhavenViewTallyKilled): monsters killed, by type
            looted (list[str]): the treasure tiles looted, by id (a 'goal' tile once per tile)
            activated (list[str] | Unset): the scenario's tokens activated, by name
            alarm (bool | Unset): a monster_reaches loss's monster stood there
            all_plates (bool | Unset): an occupy event's plates were all taken as a character's turn ended
            arrived (list[str] | Unset): the monster types a delay_monsters rule kept back, set up since
            away (GloomhavenViewTallyAway | Unset): the hit_and_run monster types off the map, with their hit points
                (hit_and_run.py)
            bailing (list[int] | Unset): who holds a water tile
            boon_hexes (list[list[int]] | Unset): the boon's hexes spent
            boons (list[int] | Unset): the characters who gained the boon
            delivered (list[str] | Unset): the pieces a deliver goal wanted, delivered (pieces.py)
            destroyed (list[str] | Unset): the objectives destroyed, by name
            died (list[str] | Unset): the escorts killed, by name
            elite_killed (int | Unset): elite monsters killed
            emptied (list[list[int]] | Unset): the rooms of room_empty losses left with no character (presence.py)
            exhausted (list[int] | Unset): the characters exhausted while an any_exhausted loss was in force
            fired (list[int] | Unset): the scenario's once-only round rules done, by place in its rules
            freed (list[str] | Unset): the figures a free_figure rule let a character free, by name
            goal_looters (list[int] | Unset): who looted each goal treasure tile, in tally.looted's order
            marked (GloomhavenViewTallyMarked | Unset): the jumps made to a marked_hexes rule's hexes, by monster type
                (marked_hexes.py)
            occupied (bool | Unset): an occupy goal was met as a character's turn ended
            pending (GloomhavenViewTallyPending | Unset): damage rules dealt monster types (or named figures) off the map,
                kept for them
            pressed (list[list[int]] | Unset): the scenario's pressure plates on which a character has ended a turn
            protected (int | Unset): the times a protect_figure rule was used
            reached (list[str] | Unset): the escorts that ended a turn where an escort_reaches goal wants them
            sacrificed (bool | Unset): the carried figure was sacrificed
            spawned (GloomhavenViewTallySpawned | Unset): spawns of alternate rank so far, by monster type
            sunk (bool | Unset): a water tile could not be placed
            used (list[str] | Unset): the scenario's pieces used, by name (pieces.py)
     """

    killed: GloomhavenViewTallyKilled
    looted: list[str]
    activated: list[str] | Unset = UNSET
    alarm: bool | Unset = UNSET
    all_plates: bool | Unset = UNSET
    arrived: list[str] | Unset = UNSET
    away: GloomhavenViewTallyAway | Unset = UNSET
    bailing: list[int] | Unset = UNSET
    boon_hexes: list[list[int]] | Unset = UNSET
    boons: list[int] | Unset = UNSET
    delivered: list[str] | Unset = UNSET
    destroyed: list[str] | Unset = UNSET
    died: list[str] | Unset = UNSET
    elite_killed: int | Unset = UNSET
    emptied: list[list[int]] | Unset = UNSET
    exhausted: list[int] | Unset = UNSET
    fired: list[int] | Unset = UNSET
    freed: list[str] | Unset = UNSET
    goal_looters: list[int] | Unset = UNSET
    marked: GloomhavenViewTallyMarked | Unset = UNSET
    occupied: bool | Unset = UNSET
    pending: GloomhavenViewTallyPending | Unset = UNSET
    pressed: list[list[int]] | Unset = UNSET
    protected: int | Unset = UNSET
    reached: list[str] | Unset = UNSET
    sacrificed: bool | Unset = UNSET
    spawned: GloomhavenViewTallySpawned | Unset = UNSET
    sunk: bool | Unset = UNSET
    used: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_view_tally_away import GloomhavenViewTallyAway # noqa: PLC0415
        from ..models.gloomhaven_view_tally_killed import GloomhavenViewTallyKilled # noqa: PLC0415
        from ..models.gloomhaven_view_tally_marked import GloomhavenViewTallyMarked # noqa: PLC0415
        from ..models.gloomhaven_view_tally_pending import GloomhavenViewTallyPending # noqa: PLC0415
        from ..models.gloomhaven_view_tally_spawned import GloomhavenViewTallySpawned # noqa: PLC0415
        killed = self.killed.to_dict()

        looted = self.looted



        activated: list[str] | Unset = UNSET
        if not isinstance(self.activated, Unset):
            activated = self.activated



        alarm = self.alarm

        all_plates = self.all_plates

        arrived: list[str] | Unset = UNSET
        if not isinstance(self.arrived, Unset):
            arrived = self.arrived



        away: dict[str, Any] | Unset = UNSET
        if not isinstance(self.away, Unset):
            away = self.away.to_dict()

        bailing: list[int] | Unset = UNSET
        if not isinstance(self.bailing, Unset):
            bailing = self.bailing



        boon_hexes: list[list[int]] | Unset = UNSET
        if not isinstance(self.boon_hexes, Unset):
            boon_hexes = []
            for boon_hexes_item_data in self.boon_hexes:
                boon_hexes_item = boon_hexes_item_data


                boon_hexes.append(boon_hexes_item)



        boons: list[int] | Unset = UNSET
        if not isinstance(self.boons, Unset):
            boons = self.boons



        delivered: list[str] | Unset = UNSET
        if not isinstance(self.delivered, Unset):
            delivered = self.delivered



        destroyed: list[str] | Unset = UNSET
        if not isinstance(self.destroyed, Unset):
            destroyed = self.destroyed



        died: list[str] | Unset = UNSET
        if not isinstance(self.died, Unset):
            died = self.died



        elite_killed = self.elite_killed

        emptied: list[list[int]] | Unset = UNSET
        if not isinstance(self.emptied, Unset):
            emptied = []
            for emptied_item_data in self.emptied:
                emptied_item = emptied_item_data


                emptied.append(emptied_item)



        exhausted: list[int] | Unset = UNSET
        if not isinstance(self.exhausted, Unset):
            exhausted = self.exhausted



        fired: list[int] | Unset = UNSET
        if not isinstance(self.fired, Unset):
            fired = self.fired



        freed: list[str] | Unset = UNSET
        if not isinstance(self.freed, Unset):
            freed = self.freed



        goal_looters: list[int] | Unset = UNSET
        if not isinstance(self.goal_looters, Unset):
            goal_looters = self.goal_looters



        marked: dict[str, Any] | Unset = UNSET
        if not isinstance(self.marked, Unset):
            marked = self.marked.to_dict()

        occupied = self.occupied

        pending: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pending, Unset):
            pending = self.pending.to_dict()

        pressed: list[list[int]] | Unset = UNSET
        if not isinstance(self.pressed, Unset):
            pressed = []
            for pressed_item_data in self.pressed:
                pressed_item = pressed_item_data


                pressed.append(pressed_item)



        protected = self.protected

        reached: list[str] | Unset = UNSET
        if not isinstance(self.reached, Unset):
            reached = self.reached



        sacrificed = self.sacrificed

        spawned: dict[str, Any] | Unset = UNSET
        if not isinstance(self.spawned, Unset):
            spawned = self.spawned.to_dict()

        sunk = self.sunk

        used: list[str] | Unset = UNSET
        if not isinstance(self.used, Unset):
            used = self.used




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "killed": killed,
            "looted": looted,
        })
        if activated is not UNSET:
            field_dict["activated"] = activated
        if alarm is not UNSET:
            field_dict["alarm"] = alarm
        if all_plates is not UNSET:
            field_dict["all_plates"] = all_plates
        if arrived is not UNSET:
            field_dict["arrived"] = arrived
        if away is not UNSET:
            field_dict["away"] = away
        if bailing is not UNSET:
            field_dict["bailing"] = bailing
        if boon_hexes is not UNSET:
            field_dict["boon_hexes"] = boon_hexes
        if boons is not UNSET:
            field_dict["boons"] = boons
        if delivered is not UNSET:
            field_dict["delivered"] = delivered
        if destroyed is not UNSET:
            field_dict["destroyed"] = destroyed
        if died is not UNSET:
            field_dict["died"] = died
        if elite_killed is not UNSET:
            field_dict["elite_killed"] = elite_killed
        if emptied is not UNSET:
            field_dict["emptied"] = emptied
        if exhausted is not UNSET:
            field_dict["exhausted"] = exhausted
        if fired is not UNSET:
            field_dict["fired"] = fired
        if freed is not UNSET:
            field_dict["freed"] = freed
        if goal_looters is not UNSET:
            field_dict["goal_looters"] = goal_looters
        if marked is not UNSET:
            field_dict["marked"] = marked
        if occupied is not UNSET:
            field_dict["occupied"] = occupied
        if pending is not UNSET:
            field_dict["pending"] = pending
        if pressed is not UNSET:
            field_dict["pressed"] = pressed
        if protected is not UNSET:
            field_dict["protected"] = protected
        if reached is not UNSET:
            field_dict["reached"] = reached
        if sacrificed is not UNSET:
            field_dict["sacrificed"] = sacrificed
        if spawned is not UNSET:
            field_dict["spawned"] = spawned
        if sunk is not UNSET:
            field_dict["sunk"] = sunk
        if used is not UNSET:
            field_dict["used"] = used

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_view_tally_away import GloomhavenViewTallyAway # noqa: PLC0415
        from ..models.gloomhaven_view_tally_killed import GloomhavenViewTallyKilled # noqa: PLC0415
        from ..models.gloomhaven_view_tally_marked import GloomhavenViewTallyMarked # noqa: PLC0415
        from ..models.gloomhaven_view_tally_pending import GloomhavenViewTallyPending # noqa: PLC0415
        from ..models.gloomhaven_view_tally_spawned import GloomhavenViewTallySpawned # noqa: PLC0415
        d = dict(src_dict)
        killed = GloomhavenViewTallyKilled.from_dict(d.pop("killed"))




        looted = cast(list[str], d.pop("looted"))


        activated = cast(list[str], d.pop("activated", UNSET))


        alarm = d.pop("alarm", UNSET)

        all_plates = d.pop("all_plates", UNSET)

        arrived = cast(list[str], d.pop("arrived", UNSET))


        _away = d.pop("away", UNSET)
        away: GloomhavenViewTallyAway | Unset
        if isinstance(_away,  Unset):
            away = UNSET
        else:
            away = GloomhavenViewTallyAway.from_dict(_away)




        bailing = cast(list[int], d.pop("bailing", UNSET))


        _boon_hexes = d.pop("boon_hexes", UNSET)
        boon_hexes: list[list[int]] | Unset = UNSET
        if _boon_hexes is not UNSET:
            boon_hexes = []
            for boon_hexes_item_data in _boon_hexes:
                boon_hexes_item = cast(list[int], boon_hexes_item_data)

                boon_hexes.append(boon_hexes_item)


        boons = cast(list[int], d.pop("boons", UNSET))


        delivered = cast(list[str], d.pop("delivered", UNSET))


        destroyed = cast(list[str], d.pop("destroyed", UNSET))


        died = cast(list[str], d.pop("died", UNSET))


        elite_killed = d.pop("elite_killed", UNSET)

        _emptied = d.pop("emptied", UNSET)
        emptied: list[list[int]] | Unset = UNSET
        if _emptied is not UNSET:
            emptied = []
            for emptied_item_data in _emptied:
                emptied_item = cast(list[int], emptied_item_data)

                emptied.append(emptied_item)


        exhausted = cast(list[int], d.pop("exhausted", UNSET))


        fired = cast(list[int], d.pop("fired", UNSET))


        freed = cast(list[str], d.pop("freed", UNSET))


        goal_looters = cast(list[int], d.pop("goal_looters", UNSET))


        _marked = d.pop("marked", UNSET)
        marked: GloomhavenViewTallyMarked | Unset
        if isinstance(_marked,  Unset):
            marked = UNSET
        else:
            marked = GloomhavenViewTallyMarked.from_dict(_marked)




        occupied = d.pop("occupied", UNSET)

        _pending = d.pop("pending", UNSET)
        pending: GloomhavenViewTallyPending | Unset
        if isinstance(_pending,  Unset):
            pending = UNSET
        else:
            pending = GloomhavenViewTallyPending.from_dict(_pending)




        _pressed = d.pop("pressed", UNSET)
        pressed: list[list[int]] | Unset = UNSET
        if _pressed is not UNSET:
            pressed = []
            for pressed_item_data in _pressed:
                pressed_item = cast(list[int], pressed_item_data)

                pressed.append(pressed_item)


        protected = d.pop("protected", UNSET)

        reached = cast(list[str], d.pop("reached", UNSET))


        sacrificed = d.pop("sacrificed", UNSET)

        _spawned = d.pop("spawned", UNSET)
        spawned: GloomhavenViewTallySpawned | Unset
        if isinstance(_spawned,  Unset):
            spawned = UNSET
        else:
            spawned = GloomhavenViewTallySpawned.from_dict(_spawned)




        sunk = d.pop("sunk", UNSET)

        used = cast(list[str], d.pop("used", UNSET))


        gloomhaven_view_tally = cls(
            killed=killed,
            looted=looted,
            activated=activated,
            alarm=alarm,
            all_plates=all_plates,
            arrived=arrived,
            away=away,
            bailing=bailing,
            boon_hexes=boon_hexes,
            boons=boons,
            delivered=delivered,
            destroyed=destroyed,
            died=died,
            elite_killed=elite_killed,
            emptied=emptied,
            exhausted=exhausted,
            fired=fired,
            freed=freed,
            goal_looters=goal_looters,
            marked=marked,
            occupied=occupied,
            pending=pending,
            pressed=pressed,
            protected=protected,
            reached=reached,
            sacrificed=sacrificed,
            spawned=spawned,
            sunk=sunk,
            used=used,
        )

        return gloomhaven_view_tally

