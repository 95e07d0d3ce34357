from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_ability_move_if_consumed_item import check_gloomhaven_ability_move_if_consumed_item
from ..models.gloomhaven_ability_move_if_consumed_item import GloomhavenAbilityMoveIfConsumedItem
from ..models.gloomhaven_ability_move_only_if import check_gloomhaven_ability_move_only_if
from ..models.gloomhaven_ability_move_only_if import GloomhavenAbilityMoveOnlyIf
from ..models.gloomhaven_ability_move_type import check_gloomhaven_ability_move_type
from ..models.gloomhaven_ability_move_type import GloomhavenAbilityMoveType
from ..models.gloomhaven_ability_move_x import check_gloomhaven_ability_move_x
from ..models.gloomhaven_ability_move_x import GloomhavenAbilityMoveX
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_ability_act_again import GloomhavenAbilityActAgain
  from ..models.gloomhaven_ability_attack import GloomhavenAbilityAttack
  from ..models.gloomhaven_ability_bonus import GloomhavenAbilityBonus
  from ..models.gloomhaven_ability_boss_special import GloomhavenAbilityBossSpecial
  from ..models.gloomhaven_ability_condition import GloomhavenAbilityCondition
  from ..models.gloomhaven_ability_consume_for import GloomhavenAbilityConsumeFor
  from ..models.gloomhaven_ability_control import GloomhavenAbilityControl
  from ..models.gloomhaven_ability_damage import GloomhavenAbilityDamage
  from ..models.gloomhaven_ability_destroy_obstacle import GloomhavenAbilityDestroyObstacle
  from ..models.gloomhaven_ability_disarm_trap import GloomhavenAbilityDisarmTrap
  from ..models.gloomhaven_ability_heal import GloomhavenAbilityHeal
  from ..models.gloomhaven_ability_infuse import GloomhavenAbilityInfuse
  from ..models.gloomhaven_ability_jump_to_door import GloomhavenAbilityJumpToDoor
  from ..models.gloomhaven_ability_kill import GloomhavenAbilityKill
  from ..models.gloomhaven_ability_loot import GloomhavenAbilityLoot
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





T = TypeVar("T", bound="GloomhavenAbilityMove")



@_attrs_define
class GloomhavenAbilityMove:
    """ Move X

        Attributes:
            type_ (GloomhavenAbilityMoveType):
            after (list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus |
                GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor |
                GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle |
                GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor |
                GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle |
                GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush |
                GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate |
                GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy] |
                Unset):
            consume (list[GloomhavenConsume] | Unset):
            end_beside_obstacle (bool | Unset): the movement must end in a hex adjacent to an obstacle
            flying (bool | Unset):
            if_ (list[GloomhavenConditional] | Unset):
            if_consumed (list[GloomhavenAbilityMoveIfConsumedItem] | Unset):
            jump (bool | Unset):
            loot_entered (bool | Unset): loot every hex entered
            only_if (GloomhavenAbilityMoveOnlyIf | Unset):
            plus (int | Unset):
            straight (bool | Unset): the movement must be in a straight line
            value (int | Unset):
            x (GloomhavenAbilityMoveX | Unset):
            xp (int | Unset):
     """

    type_: GloomhavenAbilityMoveType
    after: list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy] | Unset = UNSET
    consume: list[GloomhavenConsume] | Unset = UNSET
    end_beside_obstacle: bool | Unset = UNSET
    flying: bool | Unset = UNSET
    if_: list[GloomhavenConditional] | Unset = UNSET
    if_consumed: list[GloomhavenAbilityMoveIfConsumedItem] | Unset = UNSET
    jump: bool | Unset = UNSET
    loot_entered: bool | Unset = UNSET
    only_if: GloomhavenAbilityMoveOnlyIf | Unset = UNSET
    plus: int | Unset = UNSET
    straight: bool | Unset = UNSET
    value: int | Unset = UNSET
    x: GloomhavenAbilityMoveX | Unset = UNSET
    xp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_ability_act_again import GloomhavenAbilityActAgain # noqa: PLC0415
        from ..models.gloomhaven_ability_attack import GloomhavenAbilityAttack # noqa: PLC0415
        from ..models.gloomhaven_ability_bonus import GloomhavenAbilityBonus # noqa: PLC0415
        from ..models.gloomhaven_ability_boss_special import GloomhavenAbilityBossSpecial # noqa: PLC0415
        from ..models.gloomhaven_ability_condition import GloomhavenAbilityCondition # noqa: PLC0415
        from ..models.gloomhaven_ability_consume_for import GloomhavenAbilityConsumeFor # noqa: PLC0415
        from ..models.gloomhaven_ability_control import GloomhavenAbilityControl # noqa: PLC0415
        from ..models.gloomhaven_ability_damage import GloomhavenAbilityDamage # noqa: PLC0415
        from ..models.gloomhaven_ability_destroy_obstacle import GloomhavenAbilityDestroyObstacle # noqa: PLC0415
        from ..models.gloomhaven_ability_disarm_trap import GloomhavenAbilityDisarmTrap # noqa: PLC0415
        from ..models.gloomhaven_ability_heal import GloomhavenAbilityHeal # noqa: PLC0415
        from ..models.gloomhaven_ability_infuse import GloomhavenAbilityInfuse # noqa: PLC0415
        from ..models.gloomhaven_ability_jump_to_door import GloomhavenAbilityJumpToDoor # noqa: PLC0415
        from ..models.gloomhaven_ability_kill import GloomhavenAbilityKill # noqa: PLC0415
        from ..models.gloomhaven_ability_loot import GloomhavenAbilityLoot # noqa: PLC0415
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
        type_: str = self.type_

        after: list[Any | dict[str, Any]] | Unset = UNSET
        if not isinstance(self.after, Unset):
            after = []
            for after_item_data in self.after:
                after_item: Any | dict[str, Any]
                if isinstance(after_item_data, GloomhavenAbilityAttack):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityMove):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityHeal):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityShield):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityRetaliate):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityCondition):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityInfuse):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityLoot):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityPush):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityPull):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityDamage):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityRecover):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityTrap):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityObstacle):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityDestroyObstacle):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityMoveObstacle):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityDisarmTrap):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityControl):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityOnDeath):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityBonus):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityKill):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityRefreshItem):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityTurnEnemy):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityBossSpecial):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityJumpToDoor):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityActAgain):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityConsumeFor):
                    after_item = after_item_data.to_dict()
                elif isinstance(after_item_data, GloomhavenAbilityScenarioRule):
                    after_item = after_item_data.to_dict()
                else:
                    after_item = after_item_data
                after.append(after_item)



        consume: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.consume, Unset):
            consume = []
            for consume_item_data in self.consume:
                consume_item = consume_item_data.to_dict()
                consume.append(consume_item)



        end_beside_obstacle = self.end_beside_obstacle

        flying = self.flying

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



        jump = self.jump

        loot_entered = self.loot_entered

        only_if: str | Unset = UNSET
        if not isinstance(self.only_if, Unset):
            only_if = self.only_if


        plus = self.plus

        straight = self.straight

        value = self.value

        x: str | Unset = UNSET
        if not isinstance(self.x, Unset):
            x = self.x


        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if after is not UNSET:
            field_dict["after"] = after
        if consume is not UNSET:
            field_dict["consume"] = consume
        if end_beside_obstacle is not UNSET:
            field_dict["end_beside_obstacle"] = end_beside_obstacle
        if flying is not UNSET:
            field_dict["flying"] = flying
        if if_ is not UNSET:
            field_dict["if"] = if_
        if if_consumed is not UNSET:
            field_dict["if_consumed"] = if_consumed
        if jump is not UNSET:
            field_dict["jump"] = jump
        if loot_entered is not UNSET:
            field_dict["loot_entered"] = loot_entered
        if only_if is not UNSET:
            field_dict["only_if"] = only_if
        if plus is not UNSET:
            field_dict["plus"] = plus
        if straight is not UNSET:
            field_dict["straight"] = straight
        if value is not UNSET:
            field_dict["value"] = value
        if x is not UNSET:
            field_dict["x"] = x
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
        from ..models.gloomhaven_ability_control import GloomhavenAbilityControl # noqa: PLC0415
        from ..models.gloomhaven_ability_damage import GloomhavenAbilityDamage # noqa: PLC0415
        from ..models.gloomhaven_ability_destroy_obstacle import GloomhavenAbilityDestroyObstacle # noqa: PLC0415
        from ..models.gloomhaven_ability_disarm_trap import GloomhavenAbilityDisarmTrap # noqa: PLC0415
        from ..models.gloomhaven_ability_heal import GloomhavenAbilityHeal # noqa: PLC0415
        from ..models.gloomhaven_ability_infuse import GloomhavenAbilityInfuse # noqa: PLC0415
        from ..models.gloomhaven_ability_jump_to_door import GloomhavenAbilityJumpToDoor # noqa: PLC0415
        from ..models.gloomhaven_ability_kill import GloomhavenAbilityKill # noqa: PLC0415
        from ..models.gloomhaven_ability_loot import GloomhavenAbilityLoot # noqa: PLC0415
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
        type_ = check_gloomhaven_ability_move_type(d.pop("type"))




        _after = d.pop("after", UNSET)
        after: list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy] | Unset = UNSET
        if _after is not UNSET:
            after = []
            for after_item_data in _after:
                def _parse_after_item(data: object) -> Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy:
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

                after_item = _parse_after_item(after_item_data)

                after.append(after_item)


        _consume = d.pop("consume", UNSET)
        consume: list[GloomhavenConsume] | Unset = UNSET
        if _consume is not UNSET:
            consume = []
            for consume_item_data in _consume:
                consume_item = GloomhavenConsume.from_dict(consume_item_data)



                consume.append(consume_item)


        end_beside_obstacle = d.pop("end_beside_obstacle", UNSET)

        flying = d.pop("flying", UNSET)

        _if_ = d.pop("if", UNSET)
        if_: list[GloomhavenConditional] | Unset = UNSET
        if _if_ is not UNSET:
            if_ = []
            for if_item_data in _if_:
                if_item = GloomhavenConditional.from_dict(if_item_data)



                if_.append(if_item)


        _if_consumed = d.pop("if_consumed", UNSET)
        if_consumed: list[GloomhavenAbilityMoveIfConsumedItem] | Unset = UNSET
        if _if_consumed is not UNSET:
            if_consumed = []
            for if_consumed_item_data in _if_consumed:
                if_consumed_item = check_gloomhaven_ability_move_if_consumed_item(if_consumed_item_data)



                if_consumed.append(if_consumed_item)


        jump = d.pop("jump", UNSET)

        loot_entered = d.pop("loot_entered", UNSET)

        _only_if = d.pop("only_if", UNSET)
        only_if: GloomhavenAbilityMoveOnlyIf | Unset
        if isinstance(_only_if,  Unset):
            only_if = UNSET
        else:
            only_if = check_gloomhaven_ability_move_only_if(_only_if)




        plus = d.pop("plus", UNSET)

        straight = d.pop("straight", UNSET)

        value = d.pop("value", UNSET)

        _x = d.pop("x", UNSET)
        x: GloomhavenAbilityMoveX | Unset
        if isinstance(_x,  Unset):
            x = UNSET
        else:
            x = check_gloomhaven_ability_move_x(_x)




        xp = d.pop("xp", UNSET)

        gloomhaven_ability_move = cls(
            type_=type_,
            after=after,
            consume=consume,
            end_beside_obstacle=end_beside_obstacle,
            flying=flying,
            if_=if_,
            if_consumed=if_consumed,
            jump=jump,
            loot_entered=loot_entered,
            only_if=only_if,
            plus=plus,
            straight=straight,
            value=value,
            x=x,
            xp=xp,
        )

        return gloomhaven_ability_move

