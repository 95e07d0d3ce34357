from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_attack_in_progress_attacker_item_type_0 import check_gloomhaven_attack_in_progress_attacker_item_type_0
from ..models.gloomhaven_attack_in_progress_attacker_item_type_0 import GloomhavenAttackInProgressAttackerItemType0
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
  from ..models.gloomhaven_attack_in_progress_braced import GloomhavenAttackInProgressBraced
  from ..models.gloomhaven_attack_in_progress_gear import GloomhavenAttackInProgressGear
  from ..models.gloomhaven_attack_in_progress_pending_type_0 import GloomhavenAttackInProgressPendingType0





T = TypeVar("T", bound="GloomhavenAttackInProgress")



@_attrs_define
class GloomhavenAttackInProgress:
    """ 
        Attributes:
            ability (Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus |
                GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor |
                GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle |
                GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor |
                GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle |
                GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush |
                GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate |
                GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy):
                one ability of a card, in the effect vocabulary
            attacker (list[GloomhavenAttackInProgressAttackerItemType0 | int]):
            drawn (list[str]):
            next_ (int):
            targets (list[list[int]]):
            area (list[list[int]] | Unset):
            bonuses (list[int] | Unset): the active cards whose bonus is on this attack
            braced (GloomhavenAttackInProgressBraced | Unset): the target at 'next' was asked for its item before the draw
                (used: Leather Armor)
            conditional (list[list[int]] | Unset): [if entry, active card]
            controller (int | Unset): the character steering a figure made to attack
            fired (list[int] | Unset):
            gear (GloomhavenAttackInProgressGear | Unset): items' bonuses on the attack: advantage, conditions on its next
                target only
            pending (GloomhavenAttackInProgressPendingType0 | None | Unset):
     """

    ability: Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy
    attacker: list[GloomhavenAttackInProgressAttackerItemType0 | int]
    drawn: list[str]
    next_: int
    targets: list[list[int]]
    area: list[list[int]] | Unset = UNSET
    bonuses: list[int] | Unset = UNSET
    braced: GloomhavenAttackInProgressBraced | Unset = UNSET
    conditional: list[list[int]] | Unset = UNSET
    controller: int | Unset = UNSET
    fired: list[int] | Unset = UNSET
    gear: GloomhavenAttackInProgressGear | Unset = UNSET
    pending: GloomhavenAttackInProgressPendingType0 | None | Unset = UNSET





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
        from ..models.gloomhaven_attack_in_progress_braced import GloomhavenAttackInProgressBraced # noqa: PLC0415
        from ..models.gloomhaven_attack_in_progress_gear import GloomhavenAttackInProgressGear # noqa: PLC0415
        from ..models.gloomhaven_attack_in_progress_pending_type_0 import GloomhavenAttackInProgressPendingType0 # noqa: PLC0415
        ability: Any | dict[str, Any]
        if isinstance(self.ability, GloomhavenAbilityAttack):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityMove):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityHeal):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityShield):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityRetaliate):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityCondition):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityInfuse):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityLoot):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityPush):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityPull):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityDamage):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityRecover):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityTrap):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityObstacle):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityDestroyObstacle):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityMoveObstacle):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityDisarmTrap):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityControl):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityOnDeath):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityBonus):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityKill):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityRefreshItem):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityTurnEnemy):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityBossSpecial):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityJumpToDoor):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityActAgain):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityConsumeFor):
            ability = self.ability.to_dict()
        elif isinstance(self.ability, GloomhavenAbilityScenarioRule):
            ability = self.ability.to_dict()
        else:
            ability = self.ability

        attacker = []
        for attacker_item_data in self.attacker:
            attacker_item: int | str
            if isinstance(attacker_item_data, str):
                attacker_item = attacker_item_data
            else:
                attacker_item = attacker_item_data
            attacker.append(attacker_item)



        drawn = self.drawn



        next_ = self.next_

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data


            targets.append(targets_item)



        area: list[list[int]] | Unset = UNSET
        if not isinstance(self.area, Unset):
            area = []
            for area_item_data in self.area:
                area_item = area_item_data


                area.append(area_item)



        bonuses: list[int] | Unset = UNSET
        if not isinstance(self.bonuses, Unset):
            bonuses = self.bonuses



        braced: dict[str, Any] | Unset = UNSET
        if not isinstance(self.braced, Unset):
            braced = self.braced.to_dict()

        conditional: list[list[int]] | Unset = UNSET
        if not isinstance(self.conditional, Unset):
            conditional = []
            for conditional_item_data in self.conditional:
                conditional_item = conditional_item_data


                conditional.append(conditional_item)



        controller = self.controller

        fired: list[int] | Unset = UNSET
        if not isinstance(self.fired, Unset):
            fired = self.fired



        gear: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gear, Unset):
            gear = self.gear.to_dict()

        pending: dict[str, Any] | None | Unset
        if isinstance(self.pending, Unset):
            pending = UNSET
        elif isinstance(self.pending, GloomhavenAttackInProgressPendingType0):
            pending = self.pending.to_dict()
        else:
            pending = self.pending


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ability": ability,
            "attacker": attacker,
            "drawn": drawn,
            "next": next_,
            "targets": targets,
        })
        if area is not UNSET:
            field_dict["area"] = area
        if bonuses is not UNSET:
            field_dict["bonuses"] = bonuses
        if braced is not UNSET:
            field_dict["braced"] = braced
        if conditional is not UNSET:
            field_dict["conditional"] = conditional
        if controller is not UNSET:
            field_dict["controller"] = controller
        if fired is not UNSET:
            field_dict["fired"] = fired
        if gear is not UNSET:
            field_dict["gear"] = gear
        if pending is not UNSET:
            field_dict["pending"] = pending

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
        from ..models.gloomhaven_attack_in_progress_braced import GloomhavenAttackInProgressBraced # noqa: PLC0415
        from ..models.gloomhaven_attack_in_progress_gear import GloomhavenAttackInProgressGear # noqa: PLC0415
        from ..models.gloomhaven_attack_in_progress_pending_type_0 import GloomhavenAttackInProgressPendingType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_ability(data: object) -> Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy:
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

        ability = _parse_ability(d.pop("ability"))


        attacker = []
        _attacker = d.pop("attacker")
        for attacker_item_data in (_attacker):
            def _parse_attacker_item(data: object) -> GloomhavenAttackInProgressAttackerItemType0 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    attacker_item_type_0 = check_gloomhaven_attack_in_progress_attacker_item_type_0(data)



                    return attacker_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenAttackInProgressAttackerItemType0 | int, data)

            attacker_item = _parse_attacker_item(attacker_item_data)

            attacker.append(attacker_item)


        drawn = cast(list[str], d.pop("drawn"))


        next_ = d.pop("next")

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in (_targets):
            targets_item = cast(list[int], targets_item_data)

            targets.append(targets_item)


        _area = d.pop("area", UNSET)
        area: list[list[int]] | Unset = UNSET
        if _area is not UNSET:
            area = []
            for area_item_data in _area:
                area_item = cast(list[int], area_item_data)

                area.append(area_item)


        bonuses = cast(list[int], d.pop("bonuses", UNSET))


        _braced = d.pop("braced", UNSET)
        braced: GloomhavenAttackInProgressBraced | Unset
        if isinstance(_braced,  Unset):
            braced = UNSET
        else:
            braced = GloomhavenAttackInProgressBraced.from_dict(_braced)




        _conditional = d.pop("conditional", UNSET)
        conditional: list[list[int]] | Unset = UNSET
        if _conditional is not UNSET:
            conditional = []
            for conditional_item_data in _conditional:
                conditional_item = cast(list[int], conditional_item_data)

                conditional.append(conditional_item)


        controller = d.pop("controller", UNSET)

        fired = cast(list[int], d.pop("fired", UNSET))


        _gear = d.pop("gear", UNSET)
        gear: GloomhavenAttackInProgressGear | Unset
        if isinstance(_gear,  Unset):
            gear = UNSET
        else:
            gear = GloomhavenAttackInProgressGear.from_dict(_gear)




        def _parse_pending(data: object) -> GloomhavenAttackInProgressPendingType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = GloomhavenAttackInProgressPendingType0.from_dict(data)



                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GloomhavenAttackInProgressPendingType0 | None | Unset, data)

        pending = _parse_pending(d.pop("pending", UNSET))


        gloomhaven_attack_in_progress = cls(
            ability=ability,
            attacker=attacker,
            drawn=drawn,
            next_=next_,
            targets=targets,
            area=area,
            bonuses=bonuses,
            braced=braced,
            conditional=conditional,
            controller=controller,
            fired=fired,
            gear=gear,
            pending=pending,
        )

        return gloomhaven_attack_in_progress

