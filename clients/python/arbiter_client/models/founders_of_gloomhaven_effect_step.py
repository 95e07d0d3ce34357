from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_effect_step_do import check_founders_of_gloomhaven_effect_step_do
from ..models.founders_of_gloomhaven_effect_step_do import FoundersOfGloomhavenEffectStepDo
from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_build_road_effect import FoundersOfGloomhavenBuildRoadEffect
  from ..models.founders_of_gloomhaven_construct_effect import FoundersOfGloomhavenConstructEffect
  from ..models.founders_of_gloomhaven_gain_fleeting_effect import FoundersOfGloomhavenGainFleetingEffect
  from ..models.founders_of_gloomhaven_gain_lasting_effect import FoundersOfGloomhavenGainLastingEffect
  from ..models.founders_of_gloomhaven_gain_money_effect import FoundersOfGloomhavenGainMoneyEffect
  from ..models.founders_of_gloomhaven_gain_points_effect import FoundersOfGloomhavenGainPointsEffect
  from ..models.founders_of_gloomhaven_income_effect import FoundersOfGloomhavenIncomeEffect
  from ..models.founders_of_gloomhaven_per_effect import FoundersOfGloomhavenPerEffect
  from ..models.founders_of_gloomhaven_prestige_action_effect import FoundersOfGloomhavenPrestigeActionEffect
  from ..models.founders_of_gloomhaven_recall_worker_effect import FoundersOfGloomhavenRecallWorkerEffect
  from ..models.founders_of_gloomhaven_recruit_effect import FoundersOfGloomhavenRecruitEffect
  from ..models.founders_of_gloomhaven_trade_effect import FoundersOfGloomhavenTradeEffect
  from ..models.founders_of_gloomhaven_upgrade_effect import FoundersOfGloomhavenUpgradeEffect





T = TypeVar("T", bound="FoundersOfGloomhavenEffectStep")



@_attrs_define
class FoundersOfGloomhavenEffectStep:
    """ 
        Attributes:
            do (FoundersOfGloomhavenEffectStepDo):
            effect (FoundersOfGloomhavenBuildRoadEffect | FoundersOfGloomhavenConstructEffect |
                FoundersOfGloomhavenGainFleetingEffect | FoundersOfGloomhavenGainLastingEffect |
                FoundersOfGloomhavenGainMoneyEffect | FoundersOfGloomhavenGainPointsEffect | FoundersOfGloomhavenIncomeEffect |
                FoundersOfGloomhavenPerEffect | FoundersOfGloomhavenPrestigeActionEffect |
                FoundersOfGloomhavenRecallWorkerEffect | FoundersOfGloomhavenRecruitEffect | FoundersOfGloomhavenTradeEffect |
                FoundersOfGloomhavenUpgradeEffect): an effect of the pack's vocabulary
            seat (int):
     """

    do: FoundersOfGloomhavenEffectStepDo
    effect: FoundersOfGloomhavenBuildRoadEffect | FoundersOfGloomhavenConstructEffect | FoundersOfGloomhavenGainFleetingEffect | FoundersOfGloomhavenGainLastingEffect | FoundersOfGloomhavenGainMoneyEffect | FoundersOfGloomhavenGainPointsEffect | FoundersOfGloomhavenIncomeEffect | FoundersOfGloomhavenPerEffect | FoundersOfGloomhavenPrestigeActionEffect | FoundersOfGloomhavenRecallWorkerEffect | FoundersOfGloomhavenRecruitEffect | FoundersOfGloomhavenTradeEffect | FoundersOfGloomhavenUpgradeEffect
    seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_build_road_effect import FoundersOfGloomhavenBuildRoadEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_construct_effect import FoundersOfGloomhavenConstructEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_fleeting_effect import FoundersOfGloomhavenGainFleetingEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_lasting_effect import FoundersOfGloomhavenGainLastingEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_money_effect import FoundersOfGloomhavenGainMoneyEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_points_effect import FoundersOfGloomhavenGainPointsEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_effect import FoundersOfGloomhavenIncomeEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_per_effect import FoundersOfGloomhavenPerEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_action_effect import FoundersOfGloomhavenPrestigeActionEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recall_worker_effect import FoundersOfGloomhavenRecallWorkerEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruit_effect import FoundersOfGloomhavenRecruitEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_trade_effect import FoundersOfGloomhavenTradeEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_upgrade_effect import FoundersOfGloomhavenUpgradeEffect # noqa: PLC0415
        do: str = self.do

        effect: dict[str, Any]
        if isinstance(self.effect, FoundersOfGloomhavenGainMoneyEffect):
            effect = self.effect.to_dict()
        elif isinstance(self.effect, FoundersOfGloomhavenGainFleetingEffect):
            effect = self.effect.to_dict()
        elif isinstance(self.effect, FoundersOfGloomhavenGainLastingEffect):
            effect = self.effect.to_dict()
        elif isinstance(self.effect, FoundersOfGloomhavenGainPointsEffect):
            effect = self.effect.to_dict()
        elif isinstance(self.effect, FoundersOfGloomhavenBuildRoadEffect):
            effect = self.effect.to_dict()
        elif isinstance(self.effect, FoundersOfGloomhavenConstructEffect):
            effect = self.effect.to_dict()
        elif isinstance(self.effect, FoundersOfGloomhavenTradeEffect):
            effect = self.effect.to_dict()
        elif isinstance(self.effect, FoundersOfGloomhavenRecruitEffect):
            effect = self.effect.to_dict()
        elif isinstance(self.effect, FoundersOfGloomhavenPrestigeActionEffect):
            effect = self.effect.to_dict()
        elif isinstance(self.effect, FoundersOfGloomhavenRecallWorkerEffect):
            effect = self.effect.to_dict()
        elif isinstance(self.effect, FoundersOfGloomhavenPerEffect):
            effect = self.effect.to_dict()
        elif isinstance(self.effect, FoundersOfGloomhavenUpgradeEffect):
            effect = self.effect.to_dict()
        else:
            effect = self.effect.to_dict()


        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "do": do,
            "effect": effect,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_build_road_effect import FoundersOfGloomhavenBuildRoadEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_construct_effect import FoundersOfGloomhavenConstructEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_fleeting_effect import FoundersOfGloomhavenGainFleetingEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_lasting_effect import FoundersOfGloomhavenGainLastingEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_money_effect import FoundersOfGloomhavenGainMoneyEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_points_effect import FoundersOfGloomhavenGainPointsEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_effect import FoundersOfGloomhavenIncomeEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_per_effect import FoundersOfGloomhavenPerEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_action_effect import FoundersOfGloomhavenPrestigeActionEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recall_worker_effect import FoundersOfGloomhavenRecallWorkerEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruit_effect import FoundersOfGloomhavenRecruitEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_trade_effect import FoundersOfGloomhavenTradeEffect # noqa: PLC0415
        from ..models.founders_of_gloomhaven_upgrade_effect import FoundersOfGloomhavenUpgradeEffect # noqa: PLC0415
        d = dict(src_dict)
        do = check_founders_of_gloomhaven_effect_step_do(d.pop("do"))




        def _parse_effect(data: object) -> FoundersOfGloomhavenBuildRoadEffect | FoundersOfGloomhavenConstructEffect | FoundersOfGloomhavenGainFleetingEffect | FoundersOfGloomhavenGainLastingEffect | FoundersOfGloomhavenGainMoneyEffect | FoundersOfGloomhavenGainPointsEffect | FoundersOfGloomhavenIncomeEffect | FoundersOfGloomhavenPerEffect | FoundersOfGloomhavenPrestigeActionEffect | FoundersOfGloomhavenRecallWorkerEffect | FoundersOfGloomhavenRecruitEffect | FoundersOfGloomhavenTradeEffect | FoundersOfGloomhavenUpgradeEffect:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_0 = FoundersOfGloomhavenGainMoneyEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_1 = FoundersOfGloomhavenGainFleetingEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_2 = FoundersOfGloomhavenGainLastingEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_3 = FoundersOfGloomhavenGainPointsEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_4 = FoundersOfGloomhavenBuildRoadEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_5 = FoundersOfGloomhavenConstructEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_6 = FoundersOfGloomhavenTradeEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_7 = FoundersOfGloomhavenRecruitEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_8 = FoundersOfGloomhavenPrestigeActionEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_9 = FoundersOfGloomhavenRecallWorkerEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_10 = FoundersOfGloomhavenPerEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_effect_type_11 = FoundersOfGloomhavenUpgradeEffect.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_effect_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_founders_of_gloomhaven_effect_type_12 = FoundersOfGloomhavenIncomeEffect.from_dict(data)



            return componentsschemas_founders_of_gloomhaven_effect_type_12

        effect = _parse_effect(d.pop("effect"))


        seat = d.pop("seat")

        founders_of_gloomhaven_effect_step = cls(
            do=do,
            effect=effect,
            seat=seat,
        )

        return founders_of_gloomhaven_effect_step

