from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_summon_conditions_item import check_gloomhaven_summon_conditions_item
from ..models.gloomhaven_summon_conditions_item import GloomhavenSummonConditionsItem
from ..models.gloomhaven_summon_infuse_item import check_gloomhaven_summon_infuse_item
from ..models.gloomhaven_summon_infuse_item import GloomhavenSummonInfuseItem
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





T = TypeVar("T", bound="GloomhavenSummon")



@_attrs_define
class GloomhavenSummon:
    """ a summon's stats (range 0: melee)

        Attributes:
            attack (int):
            hp (int):
            move (int):
            name (str):
            range_ (int):
            attack_half_hp (bool | Unset):
            conditions (list[GloomhavenSummonConditionsItem] | Unset):
            flying (bool | Unset):
            infuse (list[GloomhavenSummonInfuseItem] | Unset): its attacks infuse these elements
            on_death (list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus |
                GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor |
                GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle |
                GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor |
                GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle |
                GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush |
                GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate |
                GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy] |
                Unset): performed when it dies
            pierce (int | Unset):
            retaliate (int | Unset):
            shield (int | Unset):
     """

    attack: int
    hp: int
    move: int
    name: str
    range_: int
    attack_half_hp: bool | Unset = UNSET
    conditions: list[GloomhavenSummonConditionsItem] | Unset = UNSET
    flying: bool | Unset = UNSET
    infuse: list[GloomhavenSummonInfuseItem] | Unset = UNSET
    on_death: list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy] | Unset = UNSET
    pierce: int | Unset = UNSET
    retaliate: int | Unset = UNSET
    shield: int | Unset = UNSET





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
        attack = self.attack

        hp = self.hp

        move = self.move

        name = self.name

        range_ = self.range_

        attack_half_hp = self.attack_half_hp

        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = []
            for conditions_item_data in self.conditions:
                conditions_item: str = conditions_item_data
                conditions.append(conditions_item)



        flying = self.flying

        infuse: list[str] | Unset = UNSET
        if not isinstance(self.infuse, Unset):
            infuse = []
            for infuse_item_data in self.infuse:
                infuse_item: str = infuse_item_data
                infuse.append(infuse_item)



        on_death: list[Any | dict[str, Any]] | Unset = UNSET
        if not isinstance(self.on_death, Unset):
            on_death = []
            for on_death_item_data in self.on_death:
                on_death_item: Any | dict[str, Any]
                if isinstance(on_death_item_data, GloomhavenAbilityAttack):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityMove):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityHeal):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityShield):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityRetaliate):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityCondition):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityInfuse):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityLoot):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityPush):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityPull):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityDamage):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityRecover):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityTrap):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityObstacle):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityDestroyObstacle):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityMoveObstacle):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityDisarmTrap):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityControl):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityOnDeath):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityBonus):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityKill):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityRefreshItem):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityTurnEnemy):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityBossSpecial):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityJumpToDoor):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityActAgain):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityConsumeFor):
                    on_death_item = on_death_item_data.to_dict()
                elif isinstance(on_death_item_data, GloomhavenAbilityScenarioRule):
                    on_death_item = on_death_item_data.to_dict()
                else:
                    on_death_item = on_death_item_data
                on_death.append(on_death_item)



        pierce = self.pierce

        retaliate = self.retaliate

        shield = self.shield


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attack": attack,
            "hp": hp,
            "move": move,
            "name": name,
            "range": range_,
        })
        if attack_half_hp is not UNSET:
            field_dict["attack_half_hp"] = attack_half_hp
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if flying is not UNSET:
            field_dict["flying"] = flying
        if infuse is not UNSET:
            field_dict["infuse"] = infuse
        if on_death is not UNSET:
            field_dict["on_death"] = on_death
        if pierce is not UNSET:
            field_dict["pierce"] = pierce
        if retaliate is not UNSET:
            field_dict["retaliate"] = retaliate
        if shield is not UNSET:
            field_dict["shield"] = shield

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
        attack = d.pop("attack")

        hp = d.pop("hp")

        move = d.pop("move")

        name = d.pop("name")

        range_ = d.pop("range")

        attack_half_hp = d.pop("attack_half_hp", UNSET)

        _conditions = d.pop("conditions", UNSET)
        conditions: list[GloomhavenSummonConditionsItem] | Unset = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = check_gloomhaven_summon_conditions_item(conditions_item_data)



                conditions.append(conditions_item)


        flying = d.pop("flying", UNSET)

        _infuse = d.pop("infuse", UNSET)
        infuse: list[GloomhavenSummonInfuseItem] | Unset = UNSET
        if _infuse is not UNSET:
            infuse = []
            for infuse_item_data in _infuse:
                infuse_item = check_gloomhaven_summon_infuse_item(infuse_item_data)



                infuse.append(infuse_item)


        _on_death = d.pop("on_death", UNSET)
        on_death: list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy] | Unset = UNSET
        if _on_death is not UNSET:
            on_death = []
            for on_death_item_data in _on_death:
                def _parse_on_death_item(data: object) -> Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy:
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

                on_death_item = _parse_on_death_item(on_death_item_data)

                on_death.append(on_death_item)


        pierce = d.pop("pierce", UNSET)

        retaliate = d.pop("retaliate", UNSET)

        shield = d.pop("shield", UNSET)

        gloomhaven_summon = cls(
            attack=attack,
            hp=hp,
            move=move,
            name=name,
            range_=range_,
            attack_half_hp=attack_half_hp,
            conditions=conditions,
            flying=flying,
            infuse=infuse,
            on_death=on_death,
            pierce=pierce,
            retaliate=retaliate,
            shield=shield,
        )

        return gloomhaven_summon

