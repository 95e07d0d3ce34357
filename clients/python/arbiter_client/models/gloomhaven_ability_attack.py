from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_ability_attack_conditions_item import check_gloomhaven_ability_attack_conditions_item
from ..models.gloomhaven_ability_attack_conditions_item import GloomhavenAbilityAttackConditionsItem
from ..models.gloomhaven_ability_attack_if_consumed_item import check_gloomhaven_ability_attack_if_consumed_item
from ..models.gloomhaven_ability_attack_if_consumed_item import GloomhavenAbilityAttackIfConsumedItem
from ..models.gloomhaven_ability_attack_only_if import check_gloomhaven_ability_attack_only_if
from ..models.gloomhaven_ability_attack_only_if import GloomhavenAbilityAttackOnlyIf
from ..models.gloomhaven_ability_attack_targets import check_gloomhaven_ability_attack_targets
from ..models.gloomhaven_ability_attack_targets import GloomhavenAbilityAttackTargets
from ..models.gloomhaven_ability_attack_type import check_gloomhaven_ability_attack_type
from ..models.gloomhaven_ability_attack_type import GloomhavenAbilityAttackType
from ..models.gloomhaven_ability_attack_x import check_gloomhaven_ability_attack_x
from ..models.gloomhaven_ability_attack_x import GloomhavenAbilityAttackX
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_ability_act_again import GloomhavenAbilityActAgain
  from ..models.gloomhaven_ability_attack_push_blocked import GloomhavenAbilityAttackPushBlocked
  from ..models.gloomhaven_ability_attack_push_into_obstacles import GloomhavenAbilityAttackPushIntoObstacles
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





T = TypeVar("T", bound="GloomhavenAbilityAttack")



@_attrs_define
class GloomhavenAbilityAttack:
    """ Attack X; no range: melee

        Attributes:
            type_ (GloomhavenAbilityAttackType):
            after (list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus |
                GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor |
                GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle |
                GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor |
                GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle |
                GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush |
                GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate |
                GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy] |
                Unset): effects after the attack
            area (list[list[int]] | Unset): axial offsets (see the module's note)
            conditions (list[GloomhavenAbilityAttackConditionsItem] | Unset):
            consume (list[GloomhavenConsume] | Unset):
            elite (bool | Unset):
            if_ (list[GloomhavenConditional] | Unset):
            if_consumed (list[GloomhavenAbilityAttackIfConsumedItem] | Unset):
            kill (bool | Unset): issue 13: normal targets are killed instead
            max_hp (int | Unset):
            only_if (GloomhavenAbilityAttackOnlyIf | Unset):
            pierce (int | Unset):
            plus (int | Unset):
            pull (int | Unset):
            push (int | Unset):
            push_blocked (GloomhavenAbilityAttackPushBlocked | Unset): damage to the target and XP to you, each time
            push_into_obstacles (GloomhavenAbilityAttackPushIntoObstacles | Unset): damage to the target and XP to you, each
                time
            range_ (int | Unset):
            range_plus (int | Unset):
            target (int | Unset):
            targets (GloomhavenAbilityAttackTargets | Unset):
            value (int | Unset):
            x (GloomhavenAbilityAttackX | Unset):
            xp (int | Unset):
     """

    type_: GloomhavenAbilityAttackType
    after: list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy] | Unset = UNSET
    area: list[list[int]] | Unset = UNSET
    conditions: list[GloomhavenAbilityAttackConditionsItem] | Unset = UNSET
    consume: list[GloomhavenConsume] | Unset = UNSET
    elite: bool | Unset = UNSET
    if_: list[GloomhavenConditional] | Unset = UNSET
    if_consumed: list[GloomhavenAbilityAttackIfConsumedItem] | Unset = UNSET
    kill: bool | Unset = UNSET
    max_hp: int | Unset = UNSET
    only_if: GloomhavenAbilityAttackOnlyIf | Unset = UNSET
    pierce: int | Unset = UNSET
    plus: int | Unset = UNSET
    pull: int | Unset = UNSET
    push: int | Unset = UNSET
    push_blocked: GloomhavenAbilityAttackPushBlocked | Unset = UNSET
    push_into_obstacles: GloomhavenAbilityAttackPushIntoObstacles | Unset = UNSET
    range_: int | Unset = UNSET
    range_plus: int | Unset = UNSET
    target: int | Unset = UNSET
    targets: GloomhavenAbilityAttackTargets | Unset = UNSET
    value: int | Unset = UNSET
    x: GloomhavenAbilityAttackX | Unset = UNSET
    xp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_ability_act_again import GloomhavenAbilityActAgain # noqa: PLC0415
        from ..models.gloomhaven_ability_attack_push_blocked import GloomhavenAbilityAttackPushBlocked # noqa: PLC0415
        from ..models.gloomhaven_ability_attack_push_into_obstacles import GloomhavenAbilityAttackPushIntoObstacles # noqa: PLC0415
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



        area: list[list[int]] | Unset = UNSET
        if not isinstance(self.area, Unset):
            area = []
            for area_item_data in self.area:
                area_item = area_item_data


                area.append(area_item)



        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = []
            for conditions_item_data in self.conditions:
                conditions_item: str = conditions_item_data
                conditions.append(conditions_item)



        consume: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.consume, Unset):
            consume = []
            for consume_item_data in self.consume:
                consume_item = consume_item_data.to_dict()
                consume.append(consume_item)



        elite = self.elite

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



        kill = self.kill

        max_hp = self.max_hp

        only_if: str | Unset = UNSET
        if not isinstance(self.only_if, Unset):
            only_if = self.only_if


        pierce = self.pierce

        plus = self.plus

        pull = self.pull

        push = self.push

        push_blocked: dict[str, Any] | Unset = UNSET
        if not isinstance(self.push_blocked, Unset):
            push_blocked = self.push_blocked.to_dict()

        push_into_obstacles: dict[str, Any] | Unset = UNSET
        if not isinstance(self.push_into_obstacles, Unset):
            push_into_obstacles = self.push_into_obstacles.to_dict()

        range_ = self.range_

        range_plus = self.range_plus

        target = self.target

        targets: str | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = self.targets


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
        if area is not UNSET:
            field_dict["area"] = area
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if consume is not UNSET:
            field_dict["consume"] = consume
        if elite is not UNSET:
            field_dict["elite"] = elite
        if if_ is not UNSET:
            field_dict["if"] = if_
        if if_consumed is not UNSET:
            field_dict["if_consumed"] = if_consumed
        if kill is not UNSET:
            field_dict["kill"] = kill
        if max_hp is not UNSET:
            field_dict["max_hp"] = max_hp
        if only_if is not UNSET:
            field_dict["only_if"] = only_if
        if pierce is not UNSET:
            field_dict["pierce"] = pierce
        if plus is not UNSET:
            field_dict["plus"] = plus
        if pull is not UNSET:
            field_dict["pull"] = pull
        if push is not UNSET:
            field_dict["push"] = push
        if push_blocked is not UNSET:
            field_dict["push_blocked"] = push_blocked
        if push_into_obstacles is not UNSET:
            field_dict["push_into_obstacles"] = push_into_obstacles
        if range_ is not UNSET:
            field_dict["range"] = range_
        if range_plus is not UNSET:
            field_dict["range_plus"] = range_plus
        if target is not UNSET:
            field_dict["target"] = target
        if targets is not UNSET:
            field_dict["targets"] = targets
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
        from ..models.gloomhaven_ability_attack_push_blocked import GloomhavenAbilityAttackPushBlocked # noqa: PLC0415
        from ..models.gloomhaven_ability_attack_push_into_obstacles import GloomhavenAbilityAttackPushIntoObstacles # noqa: PLC0415
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
        type_ = check_gloomhaven_ability_attack_type(d.pop("type"))




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


        _area = d.pop("area", UNSET)
        area: list[list[int]] | Unset = UNSET
        if _area is not UNSET:
            area = []
            for area_item_data in _area:
                area_item = cast(list[int], area_item_data)

                area.append(area_item)


        _conditions = d.pop("conditions", UNSET)
        conditions: list[GloomhavenAbilityAttackConditionsItem] | Unset = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = check_gloomhaven_ability_attack_conditions_item(conditions_item_data)



                conditions.append(conditions_item)


        _consume = d.pop("consume", UNSET)
        consume: list[GloomhavenConsume] | Unset = UNSET
        if _consume is not UNSET:
            consume = []
            for consume_item_data in _consume:
                consume_item = GloomhavenConsume.from_dict(consume_item_data)



                consume.append(consume_item)


        elite = d.pop("elite", UNSET)

        _if_ = d.pop("if", UNSET)
        if_: list[GloomhavenConditional] | Unset = UNSET
        if _if_ is not UNSET:
            if_ = []
            for if_item_data in _if_:
                if_item = GloomhavenConditional.from_dict(if_item_data)



                if_.append(if_item)


        _if_consumed = d.pop("if_consumed", UNSET)
        if_consumed: list[GloomhavenAbilityAttackIfConsumedItem] | Unset = UNSET
        if _if_consumed is not UNSET:
            if_consumed = []
            for if_consumed_item_data in _if_consumed:
                if_consumed_item = check_gloomhaven_ability_attack_if_consumed_item(if_consumed_item_data)



                if_consumed.append(if_consumed_item)


        kill = d.pop("kill", UNSET)

        max_hp = d.pop("max_hp", UNSET)

        _only_if = d.pop("only_if", UNSET)
        only_if: GloomhavenAbilityAttackOnlyIf | Unset
        if isinstance(_only_if,  Unset):
            only_if = UNSET
        else:
            only_if = check_gloomhaven_ability_attack_only_if(_only_if)




        pierce = d.pop("pierce", UNSET)

        plus = d.pop("plus", UNSET)

        pull = d.pop("pull", UNSET)

        push = d.pop("push", UNSET)

        _push_blocked = d.pop("push_blocked", UNSET)
        push_blocked: GloomhavenAbilityAttackPushBlocked | Unset
        if isinstance(_push_blocked,  Unset):
            push_blocked = UNSET
        else:
            push_blocked = GloomhavenAbilityAttackPushBlocked.from_dict(_push_blocked)




        _push_into_obstacles = d.pop("push_into_obstacles", UNSET)
        push_into_obstacles: GloomhavenAbilityAttackPushIntoObstacles | Unset
        if isinstance(_push_into_obstacles,  Unset):
            push_into_obstacles = UNSET
        else:
            push_into_obstacles = GloomhavenAbilityAttackPushIntoObstacles.from_dict(_push_into_obstacles)




        range_ = d.pop("range", UNSET)

        range_plus = d.pop("range_plus", UNSET)

        target = d.pop("target", UNSET)

        _targets = d.pop("targets", UNSET)
        targets: GloomhavenAbilityAttackTargets | Unset
        if isinstance(_targets,  Unset):
            targets = UNSET
        else:
            targets = check_gloomhaven_ability_attack_targets(_targets)




        value = d.pop("value", UNSET)

        _x = d.pop("x", UNSET)
        x: GloomhavenAbilityAttackX | Unset
        if isinstance(_x,  Unset):
            x = UNSET
        else:
            x = check_gloomhaven_ability_attack_x(_x)




        xp = d.pop("xp", UNSET)

        gloomhaven_ability_attack = cls(
            type_=type_,
            after=after,
            area=area,
            conditions=conditions,
            consume=consume,
            elite=elite,
            if_=if_,
            if_consumed=if_consumed,
            kill=kill,
            max_hp=max_hp,
            only_if=only_if,
            pierce=pierce,
            plus=plus,
            pull=pull,
            push=push,
            push_blocked=push_blocked,
            push_into_obstacles=push_into_obstacles,
            range_=range_,
            range_plus=range_plus,
            target=target,
            targets=targets,
            value=value,
            x=x,
            xp=xp,
        )

        return gloomhaven_ability_attack

