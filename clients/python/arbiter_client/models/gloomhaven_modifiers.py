from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_modifiers_conditions_item import check_gloomhaven_modifiers_conditions_item
from ..models.gloomhaven_modifiers_conditions_item import GloomhavenModifiersConditionsItem
from ..models.gloomhaven_modifiers_per import check_gloomhaven_modifiers_per
from ..models.gloomhaven_modifiers_per import GloomhavenModifiersPer
from ..models.gloomhaven_modifiers_selector import check_gloomhaven_modifiers_selector
from ..models.gloomhaven_modifiers_selector import GloomhavenModifiersSelector
from ..models.gloomhaven_modifiers_x import check_gloomhaven_modifiers_x
from ..models.gloomhaven_modifiers_x import GloomhavenModifiersX
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
  from ..models.gloomhaven_conditional import GloomhavenConditional





T = TypeVar("T", bound="GloomhavenModifiers")



@_attrs_define
class GloomhavenModifiers:
    """ 
        Attributes:
            advantage (bool | Unset): the attack has advantage
            area (list[list[int]] | Unset): axial offsets (see the module's note)
            as_attack (bool | Unset): a move ability may be performed as an attack of equal value
            attack (int | Unset):
            augments (int | Unset): ranged attacks gain the augments (1); two augments at once (2)
            conditions (list[GloomhavenModifiersConditionsItem] | Unset):
            count (int | Unset):
            damage (int | Unset):
            disadvantage (bool | Unset): attacks gain disadvantage
            double_attack (bool | Unset):
            heal (int | Unset):
            heal_self (int | Unset):
            if_ (list[GloomhavenConditional] | Unset): conditional bonuses added to the ability
            instead (bool | Unset): replaces the ability's own bonus of the same kind
            kill (bool | Unset): the normal enemies it would affect are killed instead
            loot (int | Unset):
            move (int | Unset):
            negate_damage (bool | Unset):
            per (GloomhavenModifiersPer | Unset):
            pierce (int | Unset):
            pull (int | Unset):
            push (int | Unset):
            range_ (int | Unset):
            redirect_to_self (bool | Unset): the attack targets you instead
            retaliate (int | Unset):
            selector (GloomhavenModifiersSelector | Unset):
            shield (int | Unset):
            target (int | Unset):
            then (list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus |
                GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor |
                GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle |
                GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor |
                GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle |
                GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush |
                GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate |
                GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy] |
                Unset): performed after the attack: 'gain Retaliate 2'
            x (GloomhavenModifiersX | Unset): the ability's X is this instead
            xp (int | Unset):
     """

    advantage: bool | Unset = UNSET
    area: list[list[int]] | Unset = UNSET
    as_attack: bool | Unset = UNSET
    attack: int | Unset = UNSET
    augments: int | Unset = UNSET
    conditions: list[GloomhavenModifiersConditionsItem] | Unset = UNSET
    count: int | Unset = UNSET
    damage: int | Unset = UNSET
    disadvantage: bool | Unset = UNSET
    double_attack: bool | Unset = UNSET
    heal: int | Unset = UNSET
    heal_self: int | Unset = UNSET
    if_: list[GloomhavenConditional] | Unset = UNSET
    instead: bool | Unset = UNSET
    kill: bool | Unset = UNSET
    loot: int | Unset = UNSET
    move: int | Unset = UNSET
    negate_damage: bool | Unset = UNSET
    per: GloomhavenModifiersPer | Unset = UNSET
    pierce: int | Unset = UNSET
    pull: int | Unset = UNSET
    push: int | Unset = UNSET
    range_: int | Unset = UNSET
    redirect_to_self: bool | Unset = UNSET
    retaliate: int | Unset = UNSET
    selector: GloomhavenModifiersSelector | Unset = UNSET
    shield: int | Unset = UNSET
    target: int | Unset = UNSET
    then: list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy] | Unset = UNSET
    x: GloomhavenModifiersX | Unset = UNSET
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
        advantage = self.advantage

        area: list[list[int]] | Unset = UNSET
        if not isinstance(self.area, Unset):
            area = []
            for area_item_data in self.area:
                area_item = area_item_data


                area.append(area_item)



        as_attack = self.as_attack

        attack = self.attack

        augments = self.augments

        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = []
            for conditions_item_data in self.conditions:
                conditions_item: str = conditions_item_data
                conditions.append(conditions_item)



        count = self.count

        damage = self.damage

        disadvantage = self.disadvantage

        double_attack = self.double_attack

        heal = self.heal

        heal_self = self.heal_self

        if_: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.if_, Unset):
            if_ = []
            for if_item_data in self.if_:
                if_item = if_item_data.to_dict()
                if_.append(if_item)



        instead = self.instead

        kill = self.kill

        loot = self.loot

        move = self.move

        negate_damage = self.negate_damage

        per: str | Unset = UNSET
        if not isinstance(self.per, Unset):
            per = self.per


        pierce = self.pierce

        pull = self.pull

        push = self.push

        range_ = self.range_

        redirect_to_self = self.redirect_to_self

        retaliate = self.retaliate

        selector: str | Unset = UNSET
        if not isinstance(self.selector, Unset):
            selector = self.selector


        shield = self.shield

        target = self.target

        then: list[Any | dict[str, Any]] | Unset = UNSET
        if not isinstance(self.then, Unset):
            then = []
            for then_item_data in self.then:
                then_item: Any | dict[str, Any]
                if isinstance(then_item_data, GloomhavenAbilityAttack):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityMove):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityHeal):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityShield):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityRetaliate):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityCondition):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityInfuse):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityLoot):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityPush):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityPull):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityDamage):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityRecover):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityTrap):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityObstacle):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityDestroyObstacle):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityMoveObstacle):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityDisarmTrap):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityControl):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityOnDeath):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityBonus):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityKill):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityRefreshItem):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityTurnEnemy):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityBossSpecial):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityJumpToDoor):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityActAgain):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityConsumeFor):
                    then_item = then_item_data.to_dict()
                elif isinstance(then_item_data, GloomhavenAbilityScenarioRule):
                    then_item = then_item_data.to_dict()
                else:
                    then_item = then_item_data
                then.append(then_item)



        x: str | Unset = UNSET
        if not isinstance(self.x, Unset):
            x = self.x


        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if advantage is not UNSET:
            field_dict["advantage"] = advantage
        if area is not UNSET:
            field_dict["area"] = area
        if as_attack is not UNSET:
            field_dict["as_attack"] = as_attack
        if attack is not UNSET:
            field_dict["attack"] = attack
        if augments is not UNSET:
            field_dict["augments"] = augments
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if count is not UNSET:
            field_dict["count"] = count
        if damage is not UNSET:
            field_dict["damage"] = damage
        if disadvantage is not UNSET:
            field_dict["disadvantage"] = disadvantage
        if double_attack is not UNSET:
            field_dict["double_attack"] = double_attack
        if heal is not UNSET:
            field_dict["heal"] = heal
        if heal_self is not UNSET:
            field_dict["heal_self"] = heal_self
        if if_ is not UNSET:
            field_dict["if"] = if_
        if instead is not UNSET:
            field_dict["instead"] = instead
        if kill is not UNSET:
            field_dict["kill"] = kill
        if loot is not UNSET:
            field_dict["loot"] = loot
        if move is not UNSET:
            field_dict["move"] = move
        if negate_damage is not UNSET:
            field_dict["negate_damage"] = negate_damage
        if per is not UNSET:
            field_dict["per"] = per
        if pierce is not UNSET:
            field_dict["pierce"] = pierce
        if pull is not UNSET:
            field_dict["pull"] = pull
        if push is not UNSET:
            field_dict["push"] = push
        if range_ is not UNSET:
            field_dict["range"] = range_
        if redirect_to_self is not UNSET:
            field_dict["redirect_to_self"] = redirect_to_self
        if retaliate is not UNSET:
            field_dict["retaliate"] = retaliate
        if selector is not UNSET:
            field_dict["selector"] = selector
        if shield is not UNSET:
            field_dict["shield"] = shield
        if target is not UNSET:
            field_dict["target"] = target
        if then is not UNSET:
            field_dict["then"] = then
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
        d = dict(src_dict)
        advantage = d.pop("advantage", UNSET)

        _area = d.pop("area", UNSET)
        area: list[list[int]] | Unset = UNSET
        if _area is not UNSET:
            area = []
            for area_item_data in _area:
                area_item = cast(list[int], area_item_data)

                area.append(area_item)


        as_attack = d.pop("as_attack", UNSET)

        attack = d.pop("attack", UNSET)

        augments = d.pop("augments", UNSET)

        _conditions = d.pop("conditions", UNSET)
        conditions: list[GloomhavenModifiersConditionsItem] | Unset = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = check_gloomhaven_modifiers_conditions_item(conditions_item_data)



                conditions.append(conditions_item)


        count = d.pop("count", UNSET)

        damage = d.pop("damage", UNSET)

        disadvantage = d.pop("disadvantage", UNSET)

        double_attack = d.pop("double_attack", UNSET)

        heal = d.pop("heal", UNSET)

        heal_self = d.pop("heal_self", UNSET)

        _if_ = d.pop("if", UNSET)
        if_: list[GloomhavenConditional] | Unset = UNSET
        if _if_ is not UNSET:
            if_ = []
            for if_item_data in _if_:
                if_item = GloomhavenConditional.from_dict(if_item_data)



                if_.append(if_item)


        instead = d.pop("instead", UNSET)

        kill = d.pop("kill", UNSET)

        loot = d.pop("loot", UNSET)

        move = d.pop("move", UNSET)

        negate_damage = d.pop("negate_damage", UNSET)

        _per = d.pop("per", UNSET)
        per: GloomhavenModifiersPer | Unset
        if isinstance(_per,  Unset):
            per = UNSET
        else:
            per = check_gloomhaven_modifiers_per(_per)




        pierce = d.pop("pierce", UNSET)

        pull = d.pop("pull", UNSET)

        push = d.pop("push", UNSET)

        range_ = d.pop("range", UNSET)

        redirect_to_self = d.pop("redirect_to_self", UNSET)

        retaliate = d.pop("retaliate", UNSET)

        _selector = d.pop("selector", UNSET)
        selector: GloomhavenModifiersSelector | Unset
        if isinstance(_selector,  Unset):
            selector = UNSET
        else:
            selector = check_gloomhaven_modifiers_selector(_selector)




        shield = d.pop("shield", UNSET)

        target = d.pop("target", UNSET)

        _then = d.pop("then", UNSET)
        then: list[Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy] | Unset = UNSET
        if _then is not UNSET:
            then = []
            for then_item_data in _then:
                def _parse_then_item(data: object) -> Any | GloomhavenAbilityActAgain | GloomhavenAbilityAttack | GloomhavenAbilityBonus | GloomhavenAbilityBossSpecial | GloomhavenAbilityCondition | GloomhavenAbilityConsumeFor | GloomhavenAbilityControl | GloomhavenAbilityDamage | GloomhavenAbilityDestroyObstacle | GloomhavenAbilityDisarmTrap | GloomhavenAbilityHeal | GloomhavenAbilityInfuse | GloomhavenAbilityJumpToDoor | GloomhavenAbilityKill | GloomhavenAbilityLoot | GloomhavenAbilityMove | GloomhavenAbilityMoveObstacle | GloomhavenAbilityObstacle | GloomhavenAbilityOnDeath | GloomhavenAbilityPull | GloomhavenAbilityPush | GloomhavenAbilityRecover | GloomhavenAbilityRefreshItem | GloomhavenAbilityRetaliate | GloomhavenAbilityScenarioRule | GloomhavenAbilityShield | GloomhavenAbilityTrap | GloomhavenAbilityTurnEnemy:
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

                then_item = _parse_then_item(then_item_data)

                then.append(then_item)


        _x = d.pop("x", UNSET)
        x: GloomhavenModifiersX | Unset
        if isinstance(_x,  Unset):
            x = UNSET
        else:
            x = check_gloomhaven_modifiers_x(_x)




        xp = d.pop("xp", UNSET)

        gloomhaven_modifiers = cls(
            advantage=advantage,
            area=area,
            as_attack=as_attack,
            attack=attack,
            augments=augments,
            conditions=conditions,
            count=count,
            damage=damage,
            disadvantage=disadvantage,
            double_attack=double_attack,
            heal=heal,
            heal_self=heal_self,
            if_=if_,
            instead=instead,
            kill=kill,
            loot=loot,
            move=move,
            negate_damage=negate_damage,
            per=per,
            pierce=pierce,
            pull=pull,
            push=push,
            range_=range_,
            redirect_to_self=redirect_to_self,
            retaliate=retaliate,
            selector=selector,
            shield=shield,
            target=target,
            then=then,
            x=x,
            xp=xp,
        )

        return gloomhaven_modifiers

