from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_monster_turn_in_progress_infuse_item import check_gloomhaven_monster_turn_in_progress_infuse_item
from ..models.gloomhaven_monster_turn_in_progress_infuse_item import GloomhavenMonsterTurnInProgressInfuseItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_monster_turn_in_progress_forced_item import GloomhavenMonsterTurnInProgressForcedItem
  from ..models.gloomhaven_monster_turn_in_progress_plan_type_0 import GloomhavenMonsterTurnInProgressPlanType0
  from ..models.gloomhaven_monster_turn_in_progress_struck_item import GloomhavenMonsterTurnInProgressStruckItem





T = TypeVar("T", bound="GloomhavenMonsterTurnInProgress")



@_attrs_define
class GloomhavenMonsterTurnInProgress:
    """ 
        Attributes:
            infuse (list[GloomhavenMonsterTurnInProgressInfuseItem]):
            plan (GloomhavenMonsterTurnInProgressPlanType0 | None): the AI's option
            queue (list[list[int]]):
            step (int):
            type_ (str):
            carried (bool | Unset): the carriers have carried (sacrifice.py)
            consumed (list[int] | Unset):
            deck (int | Unset): the character whose modifier deck the escort draws from
            escort (str | Unset): an escort's turn (type 'escort'): whose
            forced (list[GloomhavenMonsterTurnInProgressForcedItem] | Unset):
            healed (list[list[int]] | Unset): those a heal of Target X healed before a tie
            hits (list[list[int]] | Unset):
            marched (bool | Unset): the acting monster has marched (marches.py)
            moved (int | Unset): hexes the acting monster moved this turn (a boss's X)
            struck (list[GloomhavenMonsterTurnInProgressStruckItem] | Unset): the targets the last attack hit, with their
                hit points before (monster_attacks.py)
            summoner (int | Unset): a summons' turn (type 'summons'): whose
            then (str | Unset): the boss whose turn follows this one's (the Zephyrs open the Elder Drake's: perches.py)
     """

    infuse: list[GloomhavenMonsterTurnInProgressInfuseItem]
    plan: GloomhavenMonsterTurnInProgressPlanType0 | None
    queue: list[list[int]]
    step: int
    type_: str
    carried: bool | Unset = UNSET
    consumed: list[int] | Unset = UNSET
    deck: int | Unset = UNSET
    escort: str | Unset = UNSET
    forced: list[GloomhavenMonsterTurnInProgressForcedItem] | Unset = UNSET
    healed: list[list[int]] | Unset = UNSET
    hits: list[list[int]] | Unset = UNSET
    marched: bool | Unset = UNSET
    moved: int | Unset = UNSET
    struck: list[GloomhavenMonsterTurnInProgressStruckItem] | Unset = UNSET
    summoner: int | Unset = UNSET
    then: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_monster_turn_in_progress_forced_item import GloomhavenMonsterTurnInProgressForcedItem # noqa: PLC0415
        from ..models.gloomhaven_monster_turn_in_progress_plan_type_0 import GloomhavenMonsterTurnInProgressPlanType0 # noqa: PLC0415
        from ..models.gloomhaven_monster_turn_in_progress_struck_item import GloomhavenMonsterTurnInProgressStruckItem # noqa: PLC0415
        infuse = []
        for infuse_item_data in self.infuse:
            infuse_item: str = infuse_item_data
            infuse.append(infuse_item)



        plan: dict[str, Any] | None
        if isinstance(self.plan, GloomhavenMonsterTurnInProgressPlanType0):
            plan = self.plan.to_dict()
        else:
            plan = self.plan

        queue = []
        for queue_item_data in self.queue:
            queue_item = queue_item_data


            queue.append(queue_item)



        step = self.step

        type_ = self.type_

        carried = self.carried

        consumed: list[int] | Unset = UNSET
        if not isinstance(self.consumed, Unset):
            consumed = self.consumed



        deck = self.deck

        escort = self.escort

        forced: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.forced, Unset):
            forced = []
            for forced_item_data in self.forced:
                forced_item = forced_item_data.to_dict()
                forced.append(forced_item)



        healed: list[list[int]] | Unset = UNSET
        if not isinstance(self.healed, Unset):
            healed = []
            for healed_item_data in self.healed:
                healed_item = healed_item_data


                healed.append(healed_item)



        hits: list[list[int]] | Unset = UNSET
        if not isinstance(self.hits, Unset):
            hits = []
            for hits_item_data in self.hits:
                hits_item = hits_item_data


                hits.append(hits_item)



        marched = self.marched

        moved = self.moved

        struck: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.struck, Unset):
            struck = []
            for struck_item_data in self.struck:
                struck_item = struck_item_data.to_dict()
                struck.append(struck_item)



        summoner = self.summoner

        then = self.then


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "infuse": infuse,
            "plan": plan,
            "queue": queue,
            "step": step,
            "type": type_,
        })
        if carried is not UNSET:
            field_dict["carried"] = carried
        if consumed is not UNSET:
            field_dict["consumed"] = consumed
        if deck is not UNSET:
            field_dict["deck"] = deck
        if escort is not UNSET:
            field_dict["escort"] = escort
        if forced is not UNSET:
            field_dict["forced"] = forced
        if healed is not UNSET:
            field_dict["healed"] = healed
        if hits is not UNSET:
            field_dict["hits"] = hits
        if marched is not UNSET:
            field_dict["marched"] = marched
        if moved is not UNSET:
            field_dict["moved"] = moved
        if struck is not UNSET:
            field_dict["struck"] = struck
        if summoner is not UNSET:
            field_dict["summoner"] = summoner
        if then is not UNSET:
            field_dict["then"] = then

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_monster_turn_in_progress_forced_item import GloomhavenMonsterTurnInProgressForcedItem # noqa: PLC0415
        from ..models.gloomhaven_monster_turn_in_progress_plan_type_0 import GloomhavenMonsterTurnInProgressPlanType0 # noqa: PLC0415
        from ..models.gloomhaven_monster_turn_in_progress_struck_item import GloomhavenMonsterTurnInProgressStruckItem # noqa: PLC0415
        d = dict(src_dict)
        infuse = []
        _infuse = d.pop("infuse")
        for infuse_item_data in (_infuse):
            infuse_item = check_gloomhaven_monster_turn_in_progress_infuse_item(infuse_item_data)



            infuse.append(infuse_item)


        def _parse_plan(data: object) -> GloomhavenMonsterTurnInProgressPlanType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                plan_type_0 = GloomhavenMonsterTurnInProgressPlanType0.from_dict(data)



                return plan_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GloomhavenMonsterTurnInProgressPlanType0 | None, data)

        plan = _parse_plan(d.pop("plan"))


        queue = []
        _queue = d.pop("queue")
        for queue_item_data in (_queue):
            queue_item = cast(list[int], queue_item_data)

            queue.append(queue_item)


        step = d.pop("step")

        type_ = d.pop("type")

        carried = d.pop("carried", UNSET)

        consumed = cast(list[int], d.pop("consumed", UNSET))


        deck = d.pop("deck", UNSET)

        escort = d.pop("escort", UNSET)

        _forced = d.pop("forced", UNSET)
        forced: list[GloomhavenMonsterTurnInProgressForcedItem] | Unset = UNSET
        if _forced is not UNSET:
            forced = []
            for forced_item_data in _forced:
                forced_item = GloomhavenMonsterTurnInProgressForcedItem.from_dict(forced_item_data)



                forced.append(forced_item)


        _healed = d.pop("healed", UNSET)
        healed: list[list[int]] | Unset = UNSET
        if _healed is not UNSET:
            healed = []
            for healed_item_data in _healed:
                healed_item = cast(list[int], healed_item_data)

                healed.append(healed_item)


        _hits = d.pop("hits", UNSET)
        hits: list[list[int]] | Unset = UNSET
        if _hits is not UNSET:
            hits = []
            for hits_item_data in _hits:
                hits_item = cast(list[int], hits_item_data)

                hits.append(hits_item)


        marched = d.pop("marched", UNSET)

        moved = d.pop("moved", UNSET)

        _struck = d.pop("struck", UNSET)
        struck: list[GloomhavenMonsterTurnInProgressStruckItem] | Unset = UNSET
        if _struck is not UNSET:
            struck = []
            for struck_item_data in _struck:
                struck_item = GloomhavenMonsterTurnInProgressStruckItem.from_dict(struck_item_data)



                struck.append(struck_item)


        summoner = d.pop("summoner", UNSET)

        then = d.pop("then", UNSET)

        gloomhaven_monster_turn_in_progress = cls(
            infuse=infuse,
            plan=plan,
            queue=queue,
            step=step,
            type_=type_,
            carried=carried,
            consumed=consumed,
            deck=deck,
            escort=escort,
            forced=forced,
            healed=healed,
            hits=hits,
            marched=marched,
            moved=moved,
            struck=struck,
            summoner=summoner,
            then=then,
        )

        return gloomhaven_monster_turn_in_progress

