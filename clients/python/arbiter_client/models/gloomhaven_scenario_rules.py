from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_escort import GloomhavenRuleEscort
  from ..models.gloomhaven_rule_goal_any_of import GloomhavenRuleGoalAnyOf
  from ..models.gloomhaven_rule_goal_deliver import GloomhavenRuleGoalDeliver
  from ..models.gloomhaven_rule_goal_destroy import GloomhavenRuleGoalDestroy
  from ..models.gloomhaven_rule_goal_escape import GloomhavenRuleGoalEscape
  from ..models.gloomhaven_rule_goal_escort_reaches import GloomhavenRuleGoalEscortReaches
  from ..models.gloomhaven_rule_goal_kill import GloomhavenRuleGoalKill
  from ..models.gloomhaven_rule_goal_kill_all import GloomhavenRuleGoalKillAll
  from ..models.gloomhaven_rule_goal_kill_revealed import GloomhavenRuleGoalKillRevealed
  from ..models.gloomhaven_rule_goal_loot_each import GloomhavenRuleGoalLootEach
  from ..models.gloomhaven_rule_goal_piece_used import GloomhavenRuleGoalPieceUsed
  from ..models.gloomhaven_rule_goal_reveal import GloomhavenRuleGoalReveal
  from ..models.gloomhaven_rule_goal_survive import GloomhavenRuleGoalSurvive
  from ..models.gloomhaven_rule_loss_any_exhausted import GloomhavenRuleLossAnyExhausted
  from ..models.gloomhaven_rule_loss_characters_left import GloomhavenRuleLossCharactersLeft
  from ..models.gloomhaven_rule_loss_exhausted_before_loot import GloomhavenRuleLossExhaustedBeforeLoot
  from ..models.gloomhaven_rule_loss_figure_dies import GloomhavenRuleLossFigureDies
  from ..models.gloomhaven_rule_loss_flooded import GloomhavenRuleLossFlooded
  from ..models.gloomhaven_rule_loss_monster_reaches import GloomhavenRuleLossMonsterReaches
  from ..models.gloomhaven_rule_loss_piece_lost import GloomhavenRuleLossPieceLost
  from ..models.gloomhaven_rule_loss_room_empty import GloomhavenRuleLossRoomEmpty
  from ..models.gloomhaven_rule_loss_round_limit import GloomhavenRuleLossRoundLimit
  from ..models.gloomhaven_rule_loss_sacrificed import GloomhavenRuleLossSacrificed
  from ..models.gloomhaven_rule_objective import GloomhavenRuleObjective
  from ..models.gloomhaven_rule_round_condition_adjacent import GloomhavenRuleRoundConditionAdjacent
  from ..models.gloomhaven_rule_round_replace_on_death import GloomhavenRuleRoundReplaceOnDeath
  from ..models.gloomhaven_rule_setup_add_modifiers import GloomhavenRuleSetupAddModifiers
  from ..models.gloomhaven_rule_setup_altar_travel import GloomhavenRuleSetupAltarTravel
  from ..models.gloomhaven_rule_setup_barred import GloomhavenRuleSetupBarred
  from ..models.gloomhaven_rule_setup_boon import GloomhavenRuleSetupBoon
  from ..models.gloomhaven_rule_setup_carry import GloomhavenRuleSetupCarry
  from ..models.gloomhaven_rule_setup_condition import GloomhavenRuleSetupCondition
  from ..models.gloomhaven_rule_setup_current import GloomhavenRuleSetupCurrent
  from ..models.gloomhaven_rule_setup_delay_monsters import GloomhavenRuleSetupDelayMonsters
  from ..models.gloomhaven_rule_setup_discard_cards import GloomhavenRuleSetupDiscardCards
  from ..models.gloomhaven_rule_setup_dormant import GloomhavenRuleSetupDormant
  from ..models.gloomhaven_rule_setup_early_monsters import GloomhavenRuleSetupEarlyMonsters
  from ..models.gloomhaven_rule_setup_elements import GloomhavenRuleSetupElements
  from ..models.gloomhaven_rule_setup_flood import GloomhavenRuleSetupFlood
  from ..models.gloomhaven_rule_setup_focus import GloomhavenRuleSetupFocus
  from ..models.gloomhaven_rule_setup_free_figure import GloomhavenRuleSetupFreeFigure
  from ..models.gloomhaven_rule_setup_hit_and_run import GloomhavenRuleSetupHitAndRun
  from ..models.gloomhaven_rule_setup_hostile_to_all import GloomhavenRuleSetupHostileToAll
  from ..models.gloomhaven_rule_setup_immovable import GloomhavenRuleSetupImmovable
  from ..models.gloomhaven_rule_setup_indestructible import GloomhavenRuleSetupIndestructible
  from ..models.gloomhaven_rule_setup_invulnerable import GloomhavenRuleSetupInvulnerable
  from ..models.gloomhaven_rule_setup_level_adjust import GloomhavenRuleSetupLevelAdjust
  from ..models.gloomhaven_rule_setup_lock_doors import GloomhavenRuleSetupLockDoors
  from ..models.gloomhaven_rule_setup_loot_action_only import GloomhavenRuleSetupLootActionOnly
  from ..models.gloomhaven_rule_setup_loot_limit import GloomhavenRuleSetupLootLimit
  from ..models.gloomhaven_rule_setup_march import GloomhavenRuleSetupMarch
  from ..models.gloomhaven_rule_setup_marked_hexes import GloomhavenRuleSetupMarkedHexes
  from ..models.gloomhaven_rule_setup_move_modifier import GloomhavenRuleSetupMoveModifier
  from ..models.gloomhaven_rule_setup_perches import GloomhavenRuleSetupPerches
  from ..models.gloomhaven_rule_setup_piece import GloomhavenRuleSetupPiece
  from ..models.gloomhaven_rule_setup_poisoned_water import GloomhavenRuleSetupPoisonedWater
  from ..models.gloomhaven_rule_setup_protect_figure import GloomhavenRuleSetupProtectFigure
  from ..models.gloomhaven_rule_setup_remove_on_kill import GloomhavenRuleSetupRemoveOnKill
  from ..models.gloomhaven_rule_setup_reset_on_loss import GloomhavenRuleSetupResetOnLoss
  from ..models.gloomhaven_rule_setup_reveal import GloomhavenRuleSetupReveal
  from ..models.gloomhaven_rule_setup_reveal_on_enter import GloomhavenRuleSetupRevealOnEnter
  from ..models.gloomhaven_rule_setup_split_start import GloomhavenRuleSetupSplitStart
  from ..models.gloomhaven_rule_setup_start_with_monsters import GloomhavenRuleSetupStartWithMonsters
  from ..models.gloomhaven_rule_setup_until_looted import GloomhavenRuleSetupUntilLooted
  from ..models.gloomhaven_rule_token import GloomhavenRuleToken





T = TypeVar("T", bound="GloomhavenScenarioRules")



@_attrs_define
class GloomhavenScenarioRules:
    """ a scenario's goal, loss conditions and special rules (scenario_rules.py)

        Attributes:
            goal (list[Any | GloomhavenRuleGoalAnyOf | GloomhavenRuleGoalDeliver | GloomhavenRuleGoalDestroy |
                GloomhavenRuleGoalEscape | GloomhavenRuleGoalEscortReaches | GloomhavenRuleGoalKill | GloomhavenRuleGoalKillAll
                | GloomhavenRuleGoalKillRevealed | GloomhavenRuleGoalLootEach | GloomhavenRuleGoalPieceUsed |
                GloomhavenRuleGoalReveal | GloomhavenRuleGoalSurvive]):
            allies (list[str] | Unset): monster types that fight for the characters: enemies to every other monster type
            figures (list[GloomhavenRuleEscort | GloomhavenRuleObjective | GloomhavenRuleToken] | Unset):
            loss (list[Any | GloomhavenRuleLossAnyExhausted | GloomhavenRuleLossCharactersLeft |
                GloomhavenRuleLossExhaustedBeforeLoot | GloomhavenRuleLossFigureDies | GloomhavenRuleLossFlooded |
                GloomhavenRuleLossMonsterReaches | GloomhavenRuleLossPieceLost | GloomhavenRuleLossRoomEmpty |
                GloomhavenRuleLossRoundLimit | GloomhavenRuleLossSacrificed] | Unset):
            rounds (list[Any | GloomhavenRuleRoundConditionAdjacent | GloomhavenRuleRoundReplaceOnDeath] | Unset):
            setup (list[Any | GloomhavenRuleSetupAddModifiers | GloomhavenRuleSetupAltarTravel | GloomhavenRuleSetupBarred |
                GloomhavenRuleSetupBoon | GloomhavenRuleSetupCarry | GloomhavenRuleSetupCondition | GloomhavenRuleSetupCurrent |
                GloomhavenRuleSetupDelayMonsters | GloomhavenRuleSetupDiscardCards | GloomhavenRuleSetupDormant |
                GloomhavenRuleSetupEarlyMonsters | GloomhavenRuleSetupElements | GloomhavenRuleSetupFlood |
                GloomhavenRuleSetupFocus | GloomhavenRuleSetupFreeFigure | GloomhavenRuleSetupHitAndRun |
                GloomhavenRuleSetupHostileToAll | GloomhavenRuleSetupImmovable | GloomhavenRuleSetupIndestructible |
                GloomhavenRuleSetupInvulnerable | GloomhavenRuleSetupLevelAdjust | GloomhavenRuleSetupLockDoors |
                GloomhavenRuleSetupLootActionOnly | GloomhavenRuleSetupLootLimit | GloomhavenRuleSetupMarch |
                GloomhavenRuleSetupMarkedHexes | GloomhavenRuleSetupMoveModifier | GloomhavenRuleSetupPerches |
                GloomhavenRuleSetupPiece | GloomhavenRuleSetupPoisonedWater | GloomhavenRuleSetupProtectFigure |
                GloomhavenRuleSetupRemoveOnKill | GloomhavenRuleSetupResetOnLoss | GloomhavenRuleSetupReveal |
                GloomhavenRuleSetupRevealOnEnter | GloomhavenRuleSetupSplitStart | GloomhavenRuleSetupStartWithMonsters |
                GloomhavenRuleSetupUntilLooted] | Unset):
     """

    goal: list[Any | GloomhavenRuleGoalAnyOf | GloomhavenRuleGoalDeliver | GloomhavenRuleGoalDestroy | GloomhavenRuleGoalEscape | GloomhavenRuleGoalEscortReaches | GloomhavenRuleGoalKill | GloomhavenRuleGoalKillAll | GloomhavenRuleGoalKillRevealed | GloomhavenRuleGoalLootEach | GloomhavenRuleGoalPieceUsed | GloomhavenRuleGoalReveal | GloomhavenRuleGoalSurvive]
    allies: list[str] | Unset = UNSET
    figures: list[GloomhavenRuleEscort | GloomhavenRuleObjective | GloomhavenRuleToken] | Unset = UNSET
    loss: list[Any | GloomhavenRuleLossAnyExhausted | GloomhavenRuleLossCharactersLeft | GloomhavenRuleLossExhaustedBeforeLoot | GloomhavenRuleLossFigureDies | GloomhavenRuleLossFlooded | GloomhavenRuleLossMonsterReaches | GloomhavenRuleLossPieceLost | GloomhavenRuleLossRoomEmpty | GloomhavenRuleLossRoundLimit | GloomhavenRuleLossSacrificed] | Unset = UNSET
    rounds: list[Any | GloomhavenRuleRoundConditionAdjacent | GloomhavenRuleRoundReplaceOnDeath] | Unset = UNSET
    setup: list[Any | GloomhavenRuleSetupAddModifiers | GloomhavenRuleSetupAltarTravel | GloomhavenRuleSetupBarred | GloomhavenRuleSetupBoon | GloomhavenRuleSetupCarry | GloomhavenRuleSetupCondition | GloomhavenRuleSetupCurrent | GloomhavenRuleSetupDelayMonsters | GloomhavenRuleSetupDiscardCards | GloomhavenRuleSetupDormant | GloomhavenRuleSetupEarlyMonsters | GloomhavenRuleSetupElements | GloomhavenRuleSetupFlood | GloomhavenRuleSetupFocus | GloomhavenRuleSetupFreeFigure | GloomhavenRuleSetupHitAndRun | GloomhavenRuleSetupHostileToAll | GloomhavenRuleSetupImmovable | GloomhavenRuleSetupIndestructible | GloomhavenRuleSetupInvulnerable | GloomhavenRuleSetupLevelAdjust | GloomhavenRuleSetupLockDoors | GloomhavenRuleSetupLootActionOnly | GloomhavenRuleSetupLootLimit | GloomhavenRuleSetupMarch | GloomhavenRuleSetupMarkedHexes | GloomhavenRuleSetupMoveModifier | GloomhavenRuleSetupPerches | GloomhavenRuleSetupPiece | GloomhavenRuleSetupPoisonedWater | GloomhavenRuleSetupProtectFigure | GloomhavenRuleSetupRemoveOnKill | GloomhavenRuleSetupResetOnLoss | GloomhavenRuleSetupReveal | GloomhavenRuleSetupRevealOnEnter | GloomhavenRuleSetupSplitStart | GloomhavenRuleSetupStartWithMonsters | GloomhavenRuleSetupUntilLooted] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_escort import GloomhavenRuleEscort # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_any_of import GloomhavenRuleGoalAnyOf # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_deliver import GloomhavenRuleGoalDeliver # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_destroy import GloomhavenRuleGoalDestroy # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_escape import GloomhavenRuleGoalEscape # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_escort_reaches import GloomhavenRuleGoalEscortReaches # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill import GloomhavenRuleGoalKill # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill_all import GloomhavenRuleGoalKillAll # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill_revealed import GloomhavenRuleGoalKillRevealed # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_loot_each import GloomhavenRuleGoalLootEach # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_piece_used import GloomhavenRuleGoalPieceUsed # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_reveal import GloomhavenRuleGoalReveal # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_survive import GloomhavenRuleGoalSurvive # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_any_exhausted import GloomhavenRuleLossAnyExhausted # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_characters_left import GloomhavenRuleLossCharactersLeft # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_exhausted_before_loot import GloomhavenRuleLossExhaustedBeforeLoot # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_figure_dies import GloomhavenRuleLossFigureDies # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_flooded import GloomhavenRuleLossFlooded # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_monster_reaches import GloomhavenRuleLossMonsterReaches # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_piece_lost import GloomhavenRuleLossPieceLost # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_room_empty import GloomhavenRuleLossRoomEmpty # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_round_limit import GloomhavenRuleLossRoundLimit # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_sacrificed import GloomhavenRuleLossSacrificed # noqa: PLC0415
        from ..models.gloomhaven_rule_objective import GloomhavenRuleObjective # noqa: PLC0415
        from ..models.gloomhaven_rule_round_condition_adjacent import GloomhavenRuleRoundConditionAdjacent # noqa: PLC0415
        from ..models.gloomhaven_rule_round_replace_on_death import GloomhavenRuleRoundReplaceOnDeath # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_add_modifiers import GloomhavenRuleSetupAddModifiers # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_altar_travel import GloomhavenRuleSetupAltarTravel # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_barred import GloomhavenRuleSetupBarred # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_boon import GloomhavenRuleSetupBoon # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_carry import GloomhavenRuleSetupCarry # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_condition import GloomhavenRuleSetupCondition # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_current import GloomhavenRuleSetupCurrent # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_delay_monsters import GloomhavenRuleSetupDelayMonsters # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_discard_cards import GloomhavenRuleSetupDiscardCards # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_dormant import GloomhavenRuleSetupDormant # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_early_monsters import GloomhavenRuleSetupEarlyMonsters # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_elements import GloomhavenRuleSetupElements # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_flood import GloomhavenRuleSetupFlood # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_focus import GloomhavenRuleSetupFocus # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_free_figure import GloomhavenRuleSetupFreeFigure # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_hit_and_run import GloomhavenRuleSetupHitAndRun # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_hostile_to_all import GloomhavenRuleSetupHostileToAll # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_immovable import GloomhavenRuleSetupImmovable # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_indestructible import GloomhavenRuleSetupIndestructible # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_invulnerable import GloomhavenRuleSetupInvulnerable # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_level_adjust import GloomhavenRuleSetupLevelAdjust # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors import GloomhavenRuleSetupLockDoors # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_loot_action_only import GloomhavenRuleSetupLootActionOnly # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_loot_limit import GloomhavenRuleSetupLootLimit # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_march import GloomhavenRuleSetupMarch # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_marked_hexes import GloomhavenRuleSetupMarkedHexes # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_move_modifier import GloomhavenRuleSetupMoveModifier # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_perches import GloomhavenRuleSetupPerches # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_piece import GloomhavenRuleSetupPiece # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_poisoned_water import GloomhavenRuleSetupPoisonedWater # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_protect_figure import GloomhavenRuleSetupProtectFigure # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_remove_on_kill import GloomhavenRuleSetupRemoveOnKill # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_reset_on_loss import GloomhavenRuleSetupResetOnLoss # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_reveal import GloomhavenRuleSetupReveal # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_reveal_on_enter import GloomhavenRuleSetupRevealOnEnter # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_split_start import GloomhavenRuleSetupSplitStart # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_start_with_monsters import GloomhavenRuleSetupStartWithMonsters # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_until_looted import GloomhavenRuleSetupUntilLooted # noqa: PLC0415
        from ..models.gloomhaven_rule_token import GloomhavenRuleToken # noqa: PLC0415
        goal = []
        for goal_item_data in self.goal:
            goal_item: Any | dict[str, Any]
            if isinstance(goal_item_data, GloomhavenRuleGoalKillAll):
                goal_item = goal_item_data.to_dict()
            elif isinstance(goal_item_data, GloomhavenRuleGoalKillRevealed):
                goal_item = goal_item_data.to_dict()
            elif isinstance(goal_item_data, GloomhavenRuleGoalKill):
                goal_item = goal_item_data.to_dict()
            elif isinstance(goal_item_data, GloomhavenRuleGoalSurvive):
                goal_item = goal_item_data.to_dict()
            elif isinstance(goal_item_data, GloomhavenRuleGoalReveal):
                goal_item = goal_item_data.to_dict()
            elif isinstance(goal_item_data, GloomhavenRuleGoalDestroy):
                goal_item = goal_item_data.to_dict()
            elif isinstance(goal_item_data, GloomhavenRuleGoalEscortReaches):
                goal_item = goal_item_data.to_dict()
            elif isinstance(goal_item_data, GloomhavenRuleGoalPieceUsed):
                goal_item = goal_item_data.to_dict()
            elif isinstance(goal_item_data, GloomhavenRuleGoalDeliver):
                goal_item = goal_item_data.to_dict()
            elif isinstance(goal_item_data, GloomhavenRuleGoalLootEach):
                goal_item = goal_item_data.to_dict()
            elif isinstance(goal_item_data, GloomhavenRuleGoalEscape):
                goal_item = goal_item_data.to_dict()
            elif isinstance(goal_item_data, GloomhavenRuleGoalAnyOf):
                goal_item = goal_item_data.to_dict()
            else:
                goal_item = goal_item_data
            goal.append(goal_item)



        allies: list[str] | Unset = UNSET
        if not isinstance(self.allies, Unset):
            allies = self.allies



        figures: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.figures, Unset):
            figures = []
            for figures_item_data in self.figures:
                figures_item: dict[str, Any]
                if isinstance(figures_item_data, GloomhavenRuleObjective):
                    figures_item = figures_item_data.to_dict()
                elif isinstance(figures_item_data, GloomhavenRuleEscort):
                    figures_item = figures_item_data.to_dict()
                else:
                    figures_item = figures_item_data.to_dict()

                figures.append(figures_item)



        loss: list[Any | dict[str, Any]] | Unset = UNSET
        if not isinstance(self.loss, Unset):
            loss = []
            for loss_item_data in self.loss:
                loss_item: Any | dict[str, Any]
                if isinstance(loss_item_data, GloomhavenRuleLossRoundLimit):
                    loss_item = loss_item_data.to_dict()
                elif isinstance(loss_item_data, GloomhavenRuleLossFigureDies):
                    loss_item = loss_item_data.to_dict()
                elif isinstance(loss_item_data, GloomhavenRuleLossAnyExhausted):
                    loss_item = loss_item_data.to_dict()
                elif isinstance(loss_item_data, GloomhavenRuleLossExhaustedBeforeLoot):
                    loss_item = loss_item_data.to_dict()
                elif isinstance(loss_item_data, GloomhavenRuleLossFlooded):
                    loss_item = loss_item_data.to_dict()
                elif isinstance(loss_item_data, GloomhavenRuleLossPieceLost):
                    loss_item = loss_item_data.to_dict()
                elif isinstance(loss_item_data, GloomhavenRuleLossRoomEmpty):
                    loss_item = loss_item_data.to_dict()
                elif isinstance(loss_item_data, GloomhavenRuleLossMonsterReaches):
                    loss_item = loss_item_data.to_dict()
                elif isinstance(loss_item_data, GloomhavenRuleLossCharactersLeft):
                    loss_item = loss_item_data.to_dict()
                elif isinstance(loss_item_data, GloomhavenRuleLossSacrificed):
                    loss_item = loss_item_data.to_dict()
                else:
                    loss_item = loss_item_data
                loss.append(loss_item)



        rounds: list[Any | dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rounds, Unset):
            rounds = []
            for rounds_item_data in self.rounds:
                rounds_item: Any | dict[str, Any]
                if isinstance(rounds_item_data, GloomhavenRuleRoundConditionAdjacent):
                    rounds_item = rounds_item_data.to_dict()
                elif isinstance(rounds_item_data, GloomhavenRuleRoundReplaceOnDeath):
                    rounds_item = rounds_item_data.to_dict()
                else:
                    rounds_item = rounds_item_data
                rounds.append(rounds_item)



        setup: list[Any | dict[str, Any]] | Unset = UNSET
        if not isinstance(self.setup, Unset):
            setup = []
            for setup_item_data in self.setup:
                setup_item: Any | dict[str, Any]
                if isinstance(setup_item_data, GloomhavenRuleSetupAddModifiers):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupLevelAdjust):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupCondition):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupResetOnLoss):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupLootActionOnly):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupElements):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupLockDoors):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupImmovable):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupDiscardCards):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupBarred):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupPiece):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupPoisonedWater):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupMoveModifier):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupCurrent):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupFlood):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupBoon):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupFocus):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupEarlyMonsters):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupRevealOnEnter):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupProtectFigure):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupFreeFigure):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupInvulnerable):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupRemoveOnKill):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupLootLimit):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupUntilLooted):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupStartWithMonsters):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupMarch):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupMarkedHexes):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupPerches):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupHitAndRun):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupAltarTravel):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupCarry):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupDormant):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupHostileToAll):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupDelayMonsters):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupReveal):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupSplitStart):
                    setup_item = setup_item_data.to_dict()
                elif isinstance(setup_item_data, GloomhavenRuleSetupIndestructible):
                    setup_item = setup_item_data.to_dict()
                else:
                    setup_item = setup_item_data
                setup.append(setup_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "goal": goal,
        })
        if allies is not UNSET:
            field_dict["allies"] = allies
        if figures is not UNSET:
            field_dict["figures"] = figures
        if loss is not UNSET:
            field_dict["loss"] = loss
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if setup is not UNSET:
            field_dict["setup"] = setup

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_escort import GloomhavenRuleEscort # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_any_of import GloomhavenRuleGoalAnyOf # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_deliver import GloomhavenRuleGoalDeliver # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_destroy import GloomhavenRuleGoalDestroy # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_escape import GloomhavenRuleGoalEscape # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_escort_reaches import GloomhavenRuleGoalEscortReaches # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill import GloomhavenRuleGoalKill # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill_all import GloomhavenRuleGoalKillAll # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill_revealed import GloomhavenRuleGoalKillRevealed # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_loot_each import GloomhavenRuleGoalLootEach # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_piece_used import GloomhavenRuleGoalPieceUsed # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_reveal import GloomhavenRuleGoalReveal # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_survive import GloomhavenRuleGoalSurvive # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_any_exhausted import GloomhavenRuleLossAnyExhausted # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_characters_left import GloomhavenRuleLossCharactersLeft # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_exhausted_before_loot import GloomhavenRuleLossExhaustedBeforeLoot # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_figure_dies import GloomhavenRuleLossFigureDies # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_flooded import GloomhavenRuleLossFlooded # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_monster_reaches import GloomhavenRuleLossMonsterReaches # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_piece_lost import GloomhavenRuleLossPieceLost # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_room_empty import GloomhavenRuleLossRoomEmpty # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_round_limit import GloomhavenRuleLossRoundLimit # noqa: PLC0415
        from ..models.gloomhaven_rule_loss_sacrificed import GloomhavenRuleLossSacrificed # noqa: PLC0415
        from ..models.gloomhaven_rule_objective import GloomhavenRuleObjective # noqa: PLC0415
        from ..models.gloomhaven_rule_round_condition_adjacent import GloomhavenRuleRoundConditionAdjacent # noqa: PLC0415
        from ..models.gloomhaven_rule_round_replace_on_death import GloomhavenRuleRoundReplaceOnDeath # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_add_modifiers import GloomhavenRuleSetupAddModifiers # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_altar_travel import GloomhavenRuleSetupAltarTravel # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_barred import GloomhavenRuleSetupBarred # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_boon import GloomhavenRuleSetupBoon # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_carry import GloomhavenRuleSetupCarry # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_condition import GloomhavenRuleSetupCondition # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_current import GloomhavenRuleSetupCurrent # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_delay_monsters import GloomhavenRuleSetupDelayMonsters # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_discard_cards import GloomhavenRuleSetupDiscardCards # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_dormant import GloomhavenRuleSetupDormant # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_early_monsters import GloomhavenRuleSetupEarlyMonsters # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_elements import GloomhavenRuleSetupElements # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_flood import GloomhavenRuleSetupFlood # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_focus import GloomhavenRuleSetupFocus # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_free_figure import GloomhavenRuleSetupFreeFigure # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_hit_and_run import GloomhavenRuleSetupHitAndRun # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_hostile_to_all import GloomhavenRuleSetupHostileToAll # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_immovable import GloomhavenRuleSetupImmovable # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_indestructible import GloomhavenRuleSetupIndestructible # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_invulnerable import GloomhavenRuleSetupInvulnerable # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_level_adjust import GloomhavenRuleSetupLevelAdjust # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_lock_doors import GloomhavenRuleSetupLockDoors # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_loot_action_only import GloomhavenRuleSetupLootActionOnly # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_loot_limit import GloomhavenRuleSetupLootLimit # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_march import GloomhavenRuleSetupMarch # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_marked_hexes import GloomhavenRuleSetupMarkedHexes # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_move_modifier import GloomhavenRuleSetupMoveModifier # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_perches import GloomhavenRuleSetupPerches # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_piece import GloomhavenRuleSetupPiece # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_poisoned_water import GloomhavenRuleSetupPoisonedWater # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_protect_figure import GloomhavenRuleSetupProtectFigure # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_remove_on_kill import GloomhavenRuleSetupRemoveOnKill # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_reset_on_loss import GloomhavenRuleSetupResetOnLoss # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_reveal import GloomhavenRuleSetupReveal # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_reveal_on_enter import GloomhavenRuleSetupRevealOnEnter # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_split_start import GloomhavenRuleSetupSplitStart # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_start_with_monsters import GloomhavenRuleSetupStartWithMonsters # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_until_looted import GloomhavenRuleSetupUntilLooted # noqa: PLC0415
        from ..models.gloomhaven_rule_token import GloomhavenRuleToken # noqa: PLC0415
        d = dict(src_dict)
        goal = []
        _goal = d.pop("goal")
        for goal_item_data in (_goal):
            def _parse_goal_item(data: object) -> Any | GloomhavenRuleGoalAnyOf | GloomhavenRuleGoalDeliver | GloomhavenRuleGoalDestroy | GloomhavenRuleGoalEscape | GloomhavenRuleGoalEscortReaches | GloomhavenRuleGoalKill | GloomhavenRuleGoalKillAll | GloomhavenRuleGoalKillRevealed | GloomhavenRuleGoalLootEach | GloomhavenRuleGoalPieceUsed | GloomhavenRuleGoalReveal | GloomhavenRuleGoalSurvive:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_0 = GloomhavenRuleGoalKillAll.from_dict(data)



                    return goal_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_1 = GloomhavenRuleGoalKillRevealed.from_dict(data)



                    return goal_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_2 = GloomhavenRuleGoalKill.from_dict(data)



                    return goal_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_6 = GloomhavenRuleGoalSurvive.from_dict(data)



                    return goal_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_7 = GloomhavenRuleGoalReveal.from_dict(data)



                    return goal_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_9 = GloomhavenRuleGoalDestroy.from_dict(data)



                    return goal_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_10 = GloomhavenRuleGoalEscortReaches.from_dict(data)



                    return goal_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_12 = GloomhavenRuleGoalPieceUsed.from_dict(data)



                    return goal_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_13 = GloomhavenRuleGoalDeliver.from_dict(data)



                    return goal_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_14 = GloomhavenRuleGoalLootEach.from_dict(data)



                    return goal_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_15 = GloomhavenRuleGoalEscape.from_dict(data)



                    return goal_item_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    goal_item_type_16 = GloomhavenRuleGoalAnyOf.from_dict(data)



                    return goal_item_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(Any | GloomhavenRuleGoalAnyOf | GloomhavenRuleGoalDeliver | GloomhavenRuleGoalDestroy | GloomhavenRuleGoalEscape | GloomhavenRuleGoalEscortReaches | GloomhavenRuleGoalKill | GloomhavenRuleGoalKillAll | GloomhavenRuleGoalKillRevealed | GloomhavenRuleGoalLootEach | GloomhavenRuleGoalPieceUsed | GloomhavenRuleGoalReveal | GloomhavenRuleGoalSurvive, data)

            goal_item = _parse_goal_item(goal_item_data)

            goal.append(goal_item)


        allies = cast(list[str], d.pop("allies", UNSET))


        _figures = d.pop("figures", UNSET)
        figures: list[GloomhavenRuleEscort | GloomhavenRuleObjective | GloomhavenRuleToken] | Unset = UNSET
        if _figures is not UNSET:
            figures = []
            for figures_item_data in _figures:
                def _parse_figures_item(data: object) -> GloomhavenRuleEscort | GloomhavenRuleObjective | GloomhavenRuleToken:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        figures_item_type_0 = GloomhavenRuleObjective.from_dict(data)



                        return figures_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        figures_item_type_1 = GloomhavenRuleEscort.from_dict(data)



                        return figures_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    figures_item_type_2 = GloomhavenRuleToken.from_dict(data)



                    return figures_item_type_2

                figures_item = _parse_figures_item(figures_item_data)

                figures.append(figures_item)


        _loss = d.pop("loss", UNSET)
        loss: list[Any | GloomhavenRuleLossAnyExhausted | GloomhavenRuleLossCharactersLeft | GloomhavenRuleLossExhaustedBeforeLoot | GloomhavenRuleLossFigureDies | GloomhavenRuleLossFlooded | GloomhavenRuleLossMonsterReaches | GloomhavenRuleLossPieceLost | GloomhavenRuleLossRoomEmpty | GloomhavenRuleLossRoundLimit | GloomhavenRuleLossSacrificed] | Unset = UNSET
        if _loss is not UNSET:
            loss = []
            for loss_item_data in _loss:
                def _parse_loss_item(data: object) -> Any | GloomhavenRuleLossAnyExhausted | GloomhavenRuleLossCharactersLeft | GloomhavenRuleLossExhaustedBeforeLoot | GloomhavenRuleLossFigureDies | GloomhavenRuleLossFlooded | GloomhavenRuleLossMonsterReaches | GloomhavenRuleLossPieceLost | GloomhavenRuleLossRoomEmpty | GloomhavenRuleLossRoundLimit | GloomhavenRuleLossSacrificed:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        loss_item_type_0 = GloomhavenRuleLossRoundLimit.from_dict(data)



                        return loss_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        loss_item_type_1 = GloomhavenRuleLossFigureDies.from_dict(data)



                        return loss_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        loss_item_type_3 = GloomhavenRuleLossAnyExhausted.from_dict(data)



                        return loss_item_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        loss_item_type_4 = GloomhavenRuleLossExhaustedBeforeLoot.from_dict(data)



                        return loss_item_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        loss_item_type_5 = GloomhavenRuleLossFlooded.from_dict(data)



                        return loss_item_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        loss_item_type_6 = GloomhavenRuleLossPieceLost.from_dict(data)



                        return loss_item_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        loss_item_type_7 = GloomhavenRuleLossRoomEmpty.from_dict(data)



                        return loss_item_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        loss_item_type_8 = GloomhavenRuleLossMonsterReaches.from_dict(data)



                        return loss_item_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        loss_item_type_9 = GloomhavenRuleLossCharactersLeft.from_dict(data)



                        return loss_item_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        loss_item_type_10 = GloomhavenRuleLossSacrificed.from_dict(data)



                        return loss_item_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(Any | GloomhavenRuleLossAnyExhausted | GloomhavenRuleLossCharactersLeft | GloomhavenRuleLossExhaustedBeforeLoot | GloomhavenRuleLossFigureDies | GloomhavenRuleLossFlooded | GloomhavenRuleLossMonsterReaches | GloomhavenRuleLossPieceLost | GloomhavenRuleLossRoomEmpty | GloomhavenRuleLossRoundLimit | GloomhavenRuleLossSacrificed, data)

                loss_item = _parse_loss_item(loss_item_data)

                loss.append(loss_item)


        _rounds = d.pop("rounds", UNSET)
        rounds: list[Any | GloomhavenRuleRoundConditionAdjacent | GloomhavenRuleRoundReplaceOnDeath] | Unset = UNSET
        if _rounds is not UNSET:
            rounds = []
            for rounds_item_data in _rounds:
                def _parse_rounds_item(data: object) -> Any | GloomhavenRuleRoundConditionAdjacent | GloomhavenRuleRoundReplaceOnDeath:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        rounds_item_type_7 = GloomhavenRuleRoundConditionAdjacent.from_dict(data)



                        return rounds_item_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        rounds_item_type_8 = GloomhavenRuleRoundReplaceOnDeath.from_dict(data)



                        return rounds_item_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(Any | GloomhavenRuleRoundConditionAdjacent | GloomhavenRuleRoundReplaceOnDeath, data)

                rounds_item = _parse_rounds_item(rounds_item_data)

                rounds.append(rounds_item)


        _setup = d.pop("setup", UNSET)
        setup: list[Any | GloomhavenRuleSetupAddModifiers | GloomhavenRuleSetupAltarTravel | GloomhavenRuleSetupBarred | GloomhavenRuleSetupBoon | GloomhavenRuleSetupCarry | GloomhavenRuleSetupCondition | GloomhavenRuleSetupCurrent | GloomhavenRuleSetupDelayMonsters | GloomhavenRuleSetupDiscardCards | GloomhavenRuleSetupDormant | GloomhavenRuleSetupEarlyMonsters | GloomhavenRuleSetupElements | GloomhavenRuleSetupFlood | GloomhavenRuleSetupFocus | GloomhavenRuleSetupFreeFigure | GloomhavenRuleSetupHitAndRun | GloomhavenRuleSetupHostileToAll | GloomhavenRuleSetupImmovable | GloomhavenRuleSetupIndestructible | GloomhavenRuleSetupInvulnerable | GloomhavenRuleSetupLevelAdjust | GloomhavenRuleSetupLockDoors | GloomhavenRuleSetupLootActionOnly | GloomhavenRuleSetupLootLimit | GloomhavenRuleSetupMarch | GloomhavenRuleSetupMarkedHexes | GloomhavenRuleSetupMoveModifier | GloomhavenRuleSetupPerches | GloomhavenRuleSetupPiece | GloomhavenRuleSetupPoisonedWater | GloomhavenRuleSetupProtectFigure | GloomhavenRuleSetupRemoveOnKill | GloomhavenRuleSetupResetOnLoss | GloomhavenRuleSetupReveal | GloomhavenRuleSetupRevealOnEnter | GloomhavenRuleSetupSplitStart | GloomhavenRuleSetupStartWithMonsters | GloomhavenRuleSetupUntilLooted] | Unset = UNSET
        if _setup is not UNSET:
            setup = []
            for setup_item_data in _setup:
                def _parse_setup_item(data: object) -> Any | GloomhavenRuleSetupAddModifiers | GloomhavenRuleSetupAltarTravel | GloomhavenRuleSetupBarred | GloomhavenRuleSetupBoon | GloomhavenRuleSetupCarry | GloomhavenRuleSetupCondition | GloomhavenRuleSetupCurrent | GloomhavenRuleSetupDelayMonsters | GloomhavenRuleSetupDiscardCards | GloomhavenRuleSetupDormant | GloomhavenRuleSetupEarlyMonsters | GloomhavenRuleSetupElements | GloomhavenRuleSetupFlood | GloomhavenRuleSetupFocus | GloomhavenRuleSetupFreeFigure | GloomhavenRuleSetupHitAndRun | GloomhavenRuleSetupHostileToAll | GloomhavenRuleSetupImmovable | GloomhavenRuleSetupIndestructible | GloomhavenRuleSetupInvulnerable | GloomhavenRuleSetupLevelAdjust | GloomhavenRuleSetupLockDoors | GloomhavenRuleSetupLootActionOnly | GloomhavenRuleSetupLootLimit | GloomhavenRuleSetupMarch | GloomhavenRuleSetupMarkedHexes | GloomhavenRuleSetupMoveModifier | GloomhavenRuleSetupPerches | GloomhavenRuleSetupPiece | GloomhavenRuleSetupPoisonedWater | GloomhavenRuleSetupProtectFigure | GloomhavenRuleSetupRemoveOnKill | GloomhavenRuleSetupResetOnLoss | GloomhavenRuleSetupReveal | GloomhavenRuleSetupRevealOnEnter | GloomhavenRuleSetupSplitStart | GloomhavenRuleSetupStartWithMonsters | GloomhavenRuleSetupUntilLooted:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_0 = GloomhavenRuleSetupAddModifiers.from_dict(data)



                        return setup_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_1 = GloomhavenRuleSetupLevelAdjust.from_dict(data)



                        return setup_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_2 = GloomhavenRuleSetupCondition.from_dict(data)



                        return setup_item_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_3 = GloomhavenRuleSetupResetOnLoss.from_dict(data)



                        return setup_item_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_4 = GloomhavenRuleSetupLootActionOnly.from_dict(data)



                        return setup_item_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_5 = GloomhavenRuleSetupElements.from_dict(data)



                        return setup_item_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_6 = GloomhavenRuleSetupLockDoors.from_dict(data)



                        return setup_item_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_7 = GloomhavenRuleSetupImmovable.from_dict(data)



                        return setup_item_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_8 = GloomhavenRuleSetupDiscardCards.from_dict(data)



                        return setup_item_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_9 = GloomhavenRuleSetupBarred.from_dict(data)



                        return setup_item_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_10 = GloomhavenRuleSetupPiece.from_dict(data)



                        return setup_item_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_11 = GloomhavenRuleSetupPoisonedWater.from_dict(data)



                        return setup_item_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_12 = GloomhavenRuleSetupMoveModifier.from_dict(data)



                        return setup_item_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_13 = GloomhavenRuleSetupCurrent.from_dict(data)



                        return setup_item_type_13
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_14 = GloomhavenRuleSetupFlood.from_dict(data)



                        return setup_item_type_14
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_15 = GloomhavenRuleSetupBoon.from_dict(data)



                        return setup_item_type_15
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_16 = GloomhavenRuleSetupFocus.from_dict(data)



                        return setup_item_type_16
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_17 = GloomhavenRuleSetupEarlyMonsters.from_dict(data)



                        return setup_item_type_17
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_18 = GloomhavenRuleSetupRevealOnEnter.from_dict(data)



                        return setup_item_type_18
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_19 = GloomhavenRuleSetupProtectFigure.from_dict(data)



                        return setup_item_type_19
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_20 = GloomhavenRuleSetupFreeFigure.from_dict(data)



                        return setup_item_type_20
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_21 = GloomhavenRuleSetupInvulnerable.from_dict(data)



                        return setup_item_type_21
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_22 = GloomhavenRuleSetupRemoveOnKill.from_dict(data)



                        return setup_item_type_22
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_23 = GloomhavenRuleSetupLootLimit.from_dict(data)



                        return setup_item_type_23
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_24 = GloomhavenRuleSetupUntilLooted.from_dict(data)



                        return setup_item_type_24
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_25 = GloomhavenRuleSetupStartWithMonsters.from_dict(data)



                        return setup_item_type_25
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_26 = GloomhavenRuleSetupMarch.from_dict(data)



                        return setup_item_type_26
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_27 = GloomhavenRuleSetupMarkedHexes.from_dict(data)



                        return setup_item_type_27
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_28 = GloomhavenRuleSetupPerches.from_dict(data)



                        return setup_item_type_28
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_29 = GloomhavenRuleSetupHitAndRun.from_dict(data)



                        return setup_item_type_29
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_30 = GloomhavenRuleSetupAltarTravel.from_dict(data)



                        return setup_item_type_30
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_31 = GloomhavenRuleSetupCarry.from_dict(data)



                        return setup_item_type_31
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_32 = GloomhavenRuleSetupDormant.from_dict(data)



                        return setup_item_type_32
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_33 = GloomhavenRuleSetupHostileToAll.from_dict(data)



                        return setup_item_type_33
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_34 = GloomhavenRuleSetupDelayMonsters.from_dict(data)



                        return setup_item_type_34
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_35 = GloomhavenRuleSetupReveal.from_dict(data)



                        return setup_item_type_35
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_36 = GloomhavenRuleSetupSplitStart.from_dict(data)



                        return setup_item_type_36
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        setup_item_type_39 = GloomhavenRuleSetupIndestructible.from_dict(data)



                        return setup_item_type_39
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(Any | GloomhavenRuleSetupAddModifiers | GloomhavenRuleSetupAltarTravel | GloomhavenRuleSetupBarred | GloomhavenRuleSetupBoon | GloomhavenRuleSetupCarry | GloomhavenRuleSetupCondition | GloomhavenRuleSetupCurrent | GloomhavenRuleSetupDelayMonsters | GloomhavenRuleSetupDiscardCards | GloomhavenRuleSetupDormant | GloomhavenRuleSetupEarlyMonsters | GloomhavenRuleSetupElements | GloomhavenRuleSetupFlood | GloomhavenRuleSetupFocus | GloomhavenRuleSetupFreeFigure | GloomhavenRuleSetupHitAndRun | GloomhavenRuleSetupHostileToAll | GloomhavenRuleSetupImmovable | GloomhavenRuleSetupIndestructible | GloomhavenRuleSetupInvulnerable | GloomhavenRuleSetupLevelAdjust | GloomhavenRuleSetupLockDoors | GloomhavenRuleSetupLootActionOnly | GloomhavenRuleSetupLootLimit | GloomhavenRuleSetupMarch | GloomhavenRuleSetupMarkedHexes | GloomhavenRuleSetupMoveModifier | GloomhavenRuleSetupPerches | GloomhavenRuleSetupPiece | GloomhavenRuleSetupPoisonedWater | GloomhavenRuleSetupProtectFigure | GloomhavenRuleSetupRemoveOnKill | GloomhavenRuleSetupResetOnLoss | GloomhavenRuleSetupReveal | GloomhavenRuleSetupRevealOnEnter | GloomhavenRuleSetupSplitStart | GloomhavenRuleSetupStartWithMonsters | GloomhavenRuleSetupUntilLooted, data)

                setup_item = _parse_setup_item(setup_item_data)

                setup.append(setup_item)


        gloomhaven_scenario_rules = cls(
            goal=goal,
            allies=allies,
            figures=figures,
            loss=loss,
            rounds=rounds,
            setup=setup,
        )

        return gloomhaven_scenario_rules

