from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_ability_control_if_consumed_item import check_gloomhaven_ability_control_if_consumed_item
from ..models.gloomhaven_ability_control_if_consumed_item import GloomhavenAbilityControlIfConsumedItem
from ..models.gloomhaven_ability_control_only_if import check_gloomhaven_ability_control_only_if
from ..models.gloomhaven_ability_control_only_if import GloomhavenAbilityControlOnlyIf
from ..models.gloomhaven_ability_control_type import check_gloomhaven_ability_control_type
from ..models.gloomhaven_ability_control_type import GloomhavenAbilityControlType
from ..models.gloomhaven_ability_control_who import check_gloomhaven_ability_control_who
from ..models.gloomhaven_ability_control_who import GloomhavenAbilityControlWho
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_ability_act_again import GloomhavenAbilityActAgain
  from ..models.gloomhaven_ability_attack import GloomhavenAbilityAttack
  from ..models.gloomhaven_ability_bonus import GloomhavenAbilityBonus
  from ..models.gloomhaven_ability_boss_special import GloomhavenAbilityBossSpecial
  from ..models.gloomhaven_ability_condition import GloomhavenAbilityCondition
  from ..models.gloomhaven_ability_consume_for import GloomhavenAbilityConsumeFor
  from ..models.gloomhaven_ability_damage import GloomhavenAbilityDamage
  from ..models.gloomhaven_ability_destroy_obstacle import GloomhavenAbilityDestroyObstacle
  from ..models.gloomhaven_ability_disarm_trap import GloomhavenAbilityDisarmTrap
  from ..models.gloomhaven_ability_heal import GloomhavenAbilityHeal
  from ..models.gloomhaven_ability_infuse import GloomhavenAbilityInfuse
  from ..models.gloomhaven_ability_jump_to_door import GloomhavenAbilityJumpToDoor
  from ..models.gloomhaven_ability_kill import GloomhavenAbilityKill
  from ..models.gloomhaven_ability_loot import GloomhavenAbilityLoot
  from ..models.gloomhaven_ability_move import GloomhavenAbilityMove
  from ..models.gloomhaven_ability_move_obstacle import GloomhavenAbilityMoveObstacle
  from ..models.gloomhaven_ability_obstacle import GloomhavenAbilityObstacle
  from ..models.gloomhaven_ability_on_death import GloomhavenAbilityOnDeath
  from ..models.gloomhaven_ability_pull import GloomhavenAbilityPull
  from ..models.gloomhaven_ability_push import GloomhavenAbilityPush
  from ..models.gloomhaven_ability_recover import GloomhavenAbilityRecover
  from ..models.gloomhaven_ability_refresh_item import GloomhavenAbilityRefreshItem
  from ..models.gloomhaven_ability_retaliate import GloomhavenAbilityRetaliate
  from ..models.gloomhaven_ability_scenario_rule import GloomhavenAbilityScenarioRule
  from ..models.gloomhaven_ability_shield import GloomhavenAbilityShield
  from ..models.gloomhaven_ability_trap import GloomhavenAbilityTrap
  from ..models.gloomhaven_ability_turn_enemy import GloomhavenAbilityTurnEnemy
  from ..models.gloomhaven_conditional import GloomhavenConditional
  from ..models.gloomhaven_consume import GloomhavenConsume





T = TypeVar("T", bound="GloomhavenAbilityControl")



@_attrs_define
class GloomhavenAbilityControl:
    """ a figure performs the abilities, controlled by the card's player

        Attributes:
            abilities (list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus |
                GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor |
                GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle |
                GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor |
                GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle |
                GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush |
                GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate |
                GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy]):
            type_ (GloomhavenAbilityControlType):
            who (GloomhavenAbilityControlWho):
            augments (bool | Unset): its attack gains the controller's augments
            consume (list[GloomhavenConsume] | Unset):
            controlled (bool | Unset): the card's player steers the ally
            end_adjacent (bool | Unset): the movement ends adjacent to the controller
            if_ (list[GloomhavenConditional] | Unset):
            if_consumed (list[GloomhavenAbilityControlIfConsumedItem] | Unset):
            may_target_enemies (bool | Unset): a controlled enemy attacks its own allies
            only_if (GloomhavenAbilityControlOnlyIf | Unset):
            plus (int | Unset):
            range_ (int | Unset):
            xp (int | Unset):
     """

    abilities: list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy]
    type_: GloomhavenAbilityControlType
    who: GloomhavenAbilityControlWho
    augments: bool | Unset = UNSET
    consume: list[GloomhavenConsume] | Unset = UNSET
    controlled: bool | Unset = UNSET
    end_adjacent: bool | Unset = UNSET
    if_: list[GloomhavenConditional] | Unset = UNSET
    if_consumed: list[GloomhavenAbilityControlIfConsumedItem] | Unset = UNSET
    may_target_enemies: bool | Unset = UNSET
    only_if: GloomhavenAbilityControlOnlyIf | Unset = UNSET
    plus: int | Unset = UNSET
    range_: int | Unset = UNSET
    xp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_ability_act_again import GloomhavenAbilityActAgain # noqa: PLC0415
        from ..models.gloomhaven_ability_attack import GloomhavenAbilityAttack # noqa: PLC0415
        from ..models.gloomhaven_ability_bonus import GloomhavenAbilityBonus # noqa: PLC0415
        from ..models.gloomhaven_ability_boss_special import GloomhavenAbilityBossSpecial # noqa: PLC0415
        from ..models.gloomhaven_ability_condition import GloomhavenAbilityCondition # noqa: PLC0415
        from ..models.gloomhaven_ability_consume_for import GloomhavenAbilityConsumeFor # noqa: PLC0415
        from ..models.gloomhaven_ability_damage import GloomhavenAbilityDamage # noqa: PLC0415
        from ..models.gloomhaven_ability_destroy_obstacle import GloomhavenAbilityDestroyObstacle # noqa: PLC0415
        from ..models.gloomhaven_ability_disarm_trap import GloomhavenAbilityDisarmTrap # noqa: PLC0415
        from ..models.gloomhaven_ability_heal import GloomhavenAbilityHeal # noqa: PLC0415
        from ..models.gloomhaven_ability_infuse import GloomhavenAbilityInfuse # noqa: PLC0415
        from ..models.gloomhaven_ability_jump_to_door import GloomhavenAbilityJumpToDoor # noqa: PLC0415
        from ..models.gloomhaven_ability_kill import GloomhavenAbilityKill # noqa: PLC0415
        from ..models.gloomhaven_ability_loot import GloomhavenAbilityLoot # noqa: PLC0415
        from ..models.gloomhaven_ability_move import GloomhavenAbilityMove # noqa: PLC0415
        from ..models.gloomhaven_ability_move_obstacle import GloomhavenAbilityMoveObstacle # noqa: PLC0415
        from ..models.gloomhaven_ability_obstacle import GloomhavenAbilityObstacle # noqa: PLC0415
        from ..models.gloomhaven_ability_on_death import GloomhavenAbilityOnDeath # noqa: PLC0415
        from ..models.gloomhaven_ability_pull import GloomhavenAbilityPull # noqa: PLC0415
        from ..models.gloomhaven_ability_push import GloomhavenAbilityPush # noqa: PLC0415
        from ..models.gloomhaven_ability_recover import GloomhavenAbilityRecover # noqa: PLC0415
        from ..models.gloomhaven_ability_refresh_item import GloomhavenAbilityRefreshItem # noqa: PLC0415
        from ..models.gloomhaven_ability_retaliate import GloomhavenAbilityRetaliate # noqa: PLC0415
        from ..models.gloomhaven_ability_scenario_rule import GloomhavenAbilityScenarioRule # noqa: PLC0415
        from ..models.gloomhaven_ability_shield import GloomhavenAbilityShield # noqa: PLC0415
        from ..models.gloomhaven_ability_trap import GloomhavenAbilityTrap # noqa: PLC0415
        from ..models.gloomhaven_ability_turn_enemy import GloomhavenAbilityTurnEnemy # noqa: PLC0415
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        abilities = []
        for abilities_item_data in self.abilities:
            abilities_item: Any | dict[str, Any]
            if isinstance(abilities_item_data, GloomhavenAbilityAttack):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityMove):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityHeal):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityShield):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityRetaliate):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityCondition):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityInfuse):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityLoot):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityPush):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityPull):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityDamage):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityRecover):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityTrap):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityObstacle):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityDestroyObstacle):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityMoveObstacle):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityDisarmTrap):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityControl):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityOnDeath):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityBonus):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityKill):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityRefreshItem):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityTurnEnemy):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityBossSpecial):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityJumpToDoor):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityActAgain):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityConsumeFor):
                abilities_item = abilities_item_data.to_dict()
            elif isinstance(abilities_item_data, GloomhavenAbilityScenarioRule):
                abilities_item = abilities_item_data.to_dict()
            else:
                abilities_item = abilities_item_data
            abilities.append(abilities_item)



        type_: str = self.type_

        who: str = self.who

        augments = self.augments

        consume: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.consume, Unset):
            consume = []
            for consume_item_data in self.consume:
                consume_item = consume_item_data.to_dict()
                consume.append(consume_item)



        controlled = self.controlled

        end_adjacent = self.end_adjacent

        if_: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.if_, Unset):
            if_ = []
            for if_item_data in self.if_:
                if_item = if_item_data.to_dict()
                if_.append(if_item)



        if_consumed: list[str] | Unset = UNSET
        if not isinstance(self.if_consumed, Unset):
            if_consumed = []
            for if_consumed_item_data in self.if_consumed:
                if_consumed_item: str = if_consumed_item_data
                if_consumed.append(if_consumed_item)



        may_target_enemies = self.may_target_enemies

        only_if: str | Unset = UNSET
        if not isinstance(self.only_if, Unset):
            only_if = self.only_if


        plus = self.plus

        range_ = self.range_

        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "abilities": abilities,
            "type": type_,
            "who": who,
        })
        if augments is not UNSET:
            field_dict["augments"] = augments
        if consume is not UNSET:
            field_dict["consume"] = consume
        if controlled is not UNSET:
            field_dict["controlled"] = controlled
        if end_adjacent is not UNSET:
            field_dict["end_adjacent"] = end_adjacent
        if if_ is not UNSET:
            field_dict["if"] = if_
        if if_consumed is not UNSET:
            field_dict["if_consumed"] = if_consumed
        if may_target_enemies is not UNSET:
            field_dict["may_target_enemies"] = may_target_enemies
        if only_if is not UNSET:
            field_dict["only_if"] = only_if
        if plus is not UNSET:
            field_dict["plus"] = plus
        if range_ is not UNSET:
            field_dict["range"] = range_
        if xp is not UNSET:
            field_dict["xp"] = xp

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_ability_act_again import GloomhavenAbilityActAgain # noqa: PLC0415
        from ..models.gloomhaven_ability_attack import GloomhavenAbilityAttack # noqa: PLC0415
        from ..models.gloomhaven_ability_bonus import GloomhavenAbilityBonus # noqa: PLC0415
        from ..models.gloomhaven_ability_boss_special import GloomhavenAbilityBossSpecial # noqa: PLC0415
        from ..models.gloomhaven_ability_condition import GloomhavenAbilityCondition # noqa: PLC0415
        from ..models.gloomhaven_ability_consume_for import GloomhavenAbilityConsumeFor # noqa: PLC0415
        from ..models.gloomhaven_ability_damage import GloomhavenAbilityDamage # noqa: PLC0415
        from ..models.gloomhaven_ability_destroy_obstacle import GloomhavenAbilityDestroyObstacle # noqa: PLC0415
        from ..models.gloomhaven_ability_disarm_trap import GloomhavenAbilityDisarmTrap # noqa: PLC0415
        from ..models.gloomhaven_ability_heal import GloomhavenAbilityHeal # noqa: PLC0415
        from ..models.gloomhaven_ability_infuse import GloomhavenAbilityInfuse # noqa: PLC0415
        from ..models.gloomhaven_ability_jump_to_door import GloomhavenAbilityJumpToDoor # noqa: PLC0415
        from ..models.gloomhaven_ability_kill import GloomhavenAbilityKill # noqa: PLC0415
        from ..models.gloomhaven_ability_loot import GloomhavenAbilityLoot # noqa: PLC0415
        from ..models.gloomhaven_ability_move import GloomhavenAbilityMove # noqa: PLC0415
        from ..models.gloomhaven_ability_move_obstacle import GloomhavenAbilityMoveObstacle # noqa: PLC0415
        from ..models.gloomhaven_ability_obstacle import GloomhavenAbilityObstacle # noqa: PLC0415
        from ..models.gloomhaven_ability_on_death import GloomhavenAbilityOnDeath # noqa: PLC0415
        from ..models.gloomhaven_ability_pull import GloomhavenAbilityPull # noqa: PLC0415
        from ..models.gloomhaven_ability_push import GloomhavenAbilityPush # noqa: PLC0415
        from ..models.gloomhaven_ability_recover import GloomhavenAbilityRecover # noqa: PLC0415
        from ..models.gloomhaven_ability_refresh_item import GloomhavenAbilityRefreshItem # noqa: PLC0415
        from ..models.gloomhaven_ability_retaliate import GloomhavenAbilityRetaliate # noqa: PLC0415
        from ..models.gloomhaven_ability_scenario_rule import GloomhavenAbilityScenarioRule # noqa: PLC0415
        from ..models.gloomhaven_ability_shield import GloomhavenAbilityShield # noqa: PLC0415
        from ..models.gloomhaven_ability_trap import GloomhavenAbilityTrap # noqa: PLC0415
        from ..models.gloomhaven_ability_turn_enemy import GloomhavenAbilityTurnEnemy # noqa: PLC0415
        from ..models.gloomhaven_conditional import GloomhavenConditional # noqa: PLC0415
        from ..models.gloomhaven_consume import GloomhavenConsume # noqa: PLC0415
        d = dict(src_dict)
        abilities = []
        _abilities = d.pop("abilities")
        for abilities_item_data in (_abilities):
            def _parse_abilities_item(data: object) -> Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_0 = GloomhavenAbilityAttack.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_1 = GloomhavenAbilityMove.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_2 = GloomhavenAbilityHeal.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_3 = GloomhavenAbilityShield.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_4 = GloomhavenAbilityRetaliate.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_5 = GloomhavenAbilityCondition.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_6 = GloomhavenAbilityInfuse.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_7 = GloomhavenAbilityLoot.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_8 = GloomhavenAbilityPush.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_9 = GloomhavenAbilityPull.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_10 = GloomhavenAbilityDamage.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_12 = GloomhavenAbilityRecover.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_13 = GloomhavenAbilityTrap.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_14 = GloomhavenAbilityObstacle.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_15 = GloomhavenAbilityDestroyObstacle.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_16 = GloomhavenAbilityMoveObstacle.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_17 = GloomhavenAbilityDisarmTrap.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_18 = GloomhavenAbilityControl.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_19 = GloomhavenAbilityOnDeath.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_20 = GloomhavenAbilityBonus.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_21 = GloomhavenAbilityKill.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_22 = GloomhavenAbilityRefreshItem.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_23 = GloomhavenAbilityTurnEnemy.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_24 = GloomhavenAbilityBossSpecial.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_25 = GloomhavenAbilityJumpToDoor.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_26 = GloomhavenAbilityActAgain.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_27 = GloomhavenAbilityConsumeFor.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_type_28 = GloomhavenAbilityScenarioRule.from_dict(data)



                    return componentsschemas_gloomhaven_ability_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy, data)

            abilities_item = _parse_abilities_item(abilities_item_data)

            abilities.append(abilities_item)


        type_ = check_gloomhaven_ability_control_type(d.pop("type"))




        who = check_gloomhaven_ability_control_who(d.pop("who"))




        augments = d.pop("augments", UNSET)

        _consume = d.pop("consume", UNSET)
        consume: list[GloomhavenConsume] | Unset = UNSET
        if _consume is not UNSET:
            consume = []
            for consume_item_data in _consume:
                consume_item = GloomhavenConsume.from_dict(consume_item_data)



                consume.append(consume_item)


        controlled = d.pop("controlled", UNSET)

        end_adjacent = d.pop("end_adjacent", UNSET)

        _if_ = d.pop("if", UNSET)
        if_: list[GloomhavenConditional] | Unset = UNSET
        if _if_ is not UNSET:
            if_ = []
            for if_item_data in _if_:
                if_item = GloomhavenConditional.from_dict(if_item_data)



                if_.append(if_item)


        _if_consumed = d.pop("if_consumed", UNSET)
        if_consumed: list[GloomhavenAbilityControlIfConsumedItem] | Unset = UNSET
        if _if_consumed is not UNSET:
            if_consumed = []
            for if_consumed_item_data in _if_consumed:
                if_consumed_item = check_gloomhaven_ability_control_if_consumed_item(if_consumed_item_data)



                if_consumed.append(if_consumed_item)


        may_target_enemies = d.pop("may_target_enemies", UNSET)

        _only_if = d.pop("only_if", UNSET)
        only_if: GloomhavenAbilityControlOnlyIf | Unset
        if isinstance(_only_if,  Unset):
            only_if = UNSET
        else:
            only_if = check_gloomhaven_ability_control_only_if(_only_if)




        plus = d.pop("plus", UNSET)

        range_ = d.pop("range", UNSET)

        xp = d.pop("xp", UNSET)

        gloomhaven_ability_control = cls(
            abilities=abilities,
            type_=type_,
            who=who,
            augments=augments,
            consume=consume,
            controlled=controlled,
            end_adjacent=end_adjacent,
            if_=if_,
            if_consumed=if_consumed,
            may_target_enemies=may_target_enemies,
            only_if=only_if,
            plus=plus,
            range_=range_,
            xp=xp,
        )

        return gloomhaven_ability_control

