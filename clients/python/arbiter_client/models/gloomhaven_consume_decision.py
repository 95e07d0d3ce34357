from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_consume_decision_kind import check_gloomhaven_consume_decision_kind
from ..models.gloomhaven_consume_decision_kind import GloomhavenConsumeDecisionKind
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





T = TypeVar("T", bound="GloomhavenConsumeDecision")



@_attrs_define
class GloomhavenConsumeDecision:
    """ which elements to consume for the ability's element bonuses

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
            character (int): index of the character in state.characters
            kind (GloomhavenConsumeDecisionKind):
            seat (int):
     """

    ability: Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy
    character: int
    kind: GloomhavenConsumeDecisionKind
    seat: int





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

        character = self.character

        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ability": ability,
            "character": character,
            "kind": kind,
            "seat": seat,
        })

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


        character = d.pop("character")

        kind = check_gloomhaven_consume_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        gloomhaven_consume_decision = cls(
            ability=ability,
            character=character,
            kind=kind,
            seat=seat,
        )

        return gloomhaven_consume_decision

