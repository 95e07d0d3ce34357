from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_accept_trade_action import FoundationsOfRomeAcceptTradeAction
  from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent
  from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent
  from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction
  from ..models.foundations_of_rome_buy_invocation_action import FoundationsOfRomeBuyInvocationAction
  from ..models.foundations_of_rome_card_dealt_event import FoundationsOfRomeCardDealtEvent
  from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction
  from ..models.foundations_of_rome_consul_card_flipped_event import FoundationsOfRomeConsulCardFlippedEvent
  from ..models.foundations_of_rome_consul_control_passed_event import FoundationsOfRomeConsulControlPassedEvent
  from ..models.foundations_of_rome_consul_deed_dealt_event import FoundationsOfRomeConsulDeedDealtEvent
  from ..models.foundations_of_rome_consul_deed_taken_event import FoundationsOfRomeConsulDeedTakenEvent
  from ..models.foundations_of_rome_consul_exhausted_event import FoundationsOfRomeConsulExhaustedEvent
  from ..models.foundations_of_rome_consul_token_discarded_event import FoundationsOfRomeConsulTokenDiscardedEvent
  from ..models.foundations_of_rome_consul_token_drawn_event import FoundationsOfRomeConsulTokenDrawnEvent
  from ..models.foundations_of_rome_consul_token_placed_event import FoundationsOfRomeConsulTokenPlacedEvent
  from ..models.foundations_of_rome_consul_tokens_reshuffled_event import FoundationsOfRomeConsulTokensReshuffledEvent
  from ..models.foundations_of_rome_deal_card_action import FoundationsOfRomeDealCardAction
  from ..models.foundations_of_rome_deal_consul_deed_action import FoundationsOfRomeDealConsulDeedAction
  from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction
  from ..models.foundations_of_rome_decline_trade_action import FoundationsOfRomeDeclineTradeAction
  from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent
  from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent
  from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent
  from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent
  from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction
  from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent
  from ..models.foundations_of_rome_draw_consul_token_action import FoundationsOfRomeDrawConsulTokenAction
  from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction
  from ..models.foundations_of_rome_end_turn_action import FoundationsOfRomeEndTurnAction
  from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent
  from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent
  from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent
  from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction
  from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent
  from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent
  from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent
  from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent
  from ..models.foundations_of_rome_invocation_bought_event import FoundationsOfRomeInvocationBoughtEvent
  from ..models.foundations_of_rome_invocation_drawn_event import FoundationsOfRomeInvocationDrawnEvent
  from ..models.foundations_of_rome_invocation_used_event import FoundationsOfRomeInvocationUsedEvent
  from ..models.foundations_of_rome_invoke_action import FoundationsOfRomeInvokeAction
  from ..models.foundations_of_rome_keep_card_action import FoundationsOfRomeKeepCardAction
  from ..models.foundations_of_rome_lot_stolen_event import FoundationsOfRomeLotStolenEvent
  from ..models.foundations_of_rome_monument_revealed_event import FoundationsOfRomeMonumentRevealedEvent
  from ..models.foundations_of_rome_objective_revealed_event import FoundationsOfRomeObjectiveRevealedEvent
  from ..models.foundations_of_rome_objectives_kept_event import FoundationsOfRomeObjectivesKeptEvent
  from ..models.foundations_of_rome_objectives_scored_event import FoundationsOfRomeObjectivesScoredEvent
  from ..models.foundations_of_rome_place_consul_token_action import FoundationsOfRomePlaceConsulTokenAction
  from ..models.foundations_of_rome_propose_trade_action import FoundationsOfRomeProposeTradeAction
  from ..models.foundations_of_rome_reveal_monument_action import FoundationsOfRomeRevealMonumentAction
  from ..models.foundations_of_rome_roles_revealed_event import FoundationsOfRomeRolesRevealedEvent
  from ..models.foundations_of_rome_steal_action import FoundationsOfRomeStealAction
  from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction
  from ..models.foundations_of_rome_trade_declined_event import FoundationsOfRomeTradeDeclinedEvent
  from ..models.foundations_of_rome_trade_made_event import FoundationsOfRomeTradeMadeEvent
  from ..models.foundations_of_rome_trade_proposed_event import FoundationsOfRomeTradeProposedEvent
  from ..models.foundations_of_rome_turn_ended_event import FoundationsOfRomeTurnEndedEvent
  from ..models.founders_of_gloomhaven_access_event import FoundersOfGloomhavenAccessEvent
  from ..models.founders_of_gloomhaven_adviser_event import FoundersOfGloomhavenAdviserEvent
  from ..models.founders_of_gloomhaven_break_tie_action import FoundersOfGloomhavenBreakTieAction
  from ..models.founders_of_gloomhaven_bridge_event import FoundersOfGloomhavenBridgeEvent
  from ..models.founders_of_gloomhaven_build_bridge_action import FoundersOfGloomhavenBuildBridgeAction
  from ..models.founders_of_gloomhaven_build_house_action import FoundersOfGloomhavenBuildHouseAction
  from ..models.founders_of_gloomhaven_build_road_action import FoundersOfGloomhavenBuildRoadAction
  from ..models.founders_of_gloomhaven_buy_access_action import FoundersOfGloomhavenBuyAccessAction
  from ..models.founders_of_gloomhaven_call_vote_action import FoundersOfGloomhavenCallVoteAction
  from ..models.founders_of_gloomhaven_choose_delivery_action import FoundersOfGloomhavenChooseDeliveryAction
  from ..models.founders_of_gloomhaven_choose_race_action import FoundersOfGloomhavenChooseRaceAction
  from ..models.founders_of_gloomhaven_choose_resource_action import FoundersOfGloomhavenChooseResourceAction
  from ..models.founders_of_gloomhaven_choose_source_action import FoundersOfGloomhavenChooseSourceAction
  from ..models.founders_of_gloomhaven_completed_event import FoundersOfGloomhavenCompletedEvent
  from ..models.founders_of_gloomhaven_dedicate_action import FoundersOfGloomhavenDedicateAction
  from ..models.founders_of_gloomhaven_delivered_event import FoundersOfGloomhavenDeliveredEvent
  from ..models.founders_of_gloomhaven_draw_adviser_action import FoundersOfGloomhavenDrawAdviserAction
  from ..models.founders_of_gloomhaven_draw_proposal_action import FoundersOfGloomhavenDrawProposalAction
  from ..models.founders_of_gloomhaven_enacted_event import FoundersOfGloomhavenEnactedEvent
  from ..models.founders_of_gloomhaven_first_player_action import FoundersOfGloomhavenFirstPlayerAction
  from ..models.founders_of_gloomhaven_follow_action import FoundersOfGloomhavenFollowAction
  from ..models.founders_of_gloomhaven_gain_event import FoundersOfGloomhavenGainEvent
  from ..models.founders_of_gloomhaven_game_over_event import FoundersOfGloomhavenGameOverEvent
  from ..models.founders_of_gloomhaven_house_event import FoundersOfGloomhavenHouseEvent
  from ..models.founders_of_gloomhaven_import_access_action import FoundersOfGloomhavenImportAccessAction
  from ..models.founders_of_gloomhaven_import_action import FoundersOfGloomhavenImportAction
  from ..models.founders_of_gloomhaven_income_event import FoundersOfGloomhavenIncomeEvent
  from ..models.founders_of_gloomhaven_income_token_event import FoundersOfGloomhavenIncomeTokenEvent
  from ..models.founders_of_gloomhaven_introductory_event import FoundersOfGloomhavenIntroductoryEvent
  from ..models.founders_of_gloomhaven_paid_event import FoundersOfGloomhavenPaidEvent
  from ..models.founders_of_gloomhaven_place_prestige_action import FoundersOfGloomhavenPlacePrestigeAction
  from ..models.founders_of_gloomhaven_place_stall_action import FoundersOfGloomhavenPlaceStallAction
  from ..models.founders_of_gloomhaven_place_tile_action import FoundersOfGloomhavenPlaceTileAction
  from ..models.founders_of_gloomhaven_play_card_action import FoundersOfGloomhavenPlayCardAction
  from ..models.founders_of_gloomhaven_play_face_down_action import FoundersOfGloomhavenPlayFaceDownAction
  from ..models.founders_of_gloomhaven_played_event import FoundersOfGloomhavenPlayedEvent
  from ..models.founders_of_gloomhaven_points_event import FoundersOfGloomhavenPointsEvent
  from ..models.founders_of_gloomhaven_prestige_action_action import FoundersOfGloomhavenPrestigeActionAction
  from ..models.founders_of_gloomhaven_prestige_event import FoundersOfGloomhavenPrestigeEvent
  from ..models.founders_of_gloomhaven_proposal_event import FoundersOfGloomhavenProposalEvent
  from ..models.founders_of_gloomhaven_race_event import FoundersOfGloomhavenRaceEvent
  from ..models.founders_of_gloomhaven_racial_action_action import FoundersOfGloomhavenRacialActionAction
  from ..models.founders_of_gloomhaven_recall_worker_action import FoundersOfGloomhavenRecallWorkerAction
  from ..models.founders_of_gloomhaven_recalled_event import FoundersOfGloomhavenRecalledEvent
  from ..models.founders_of_gloomhaven_recruit_action import FoundersOfGloomhavenRecruitAction
  from ..models.founders_of_gloomhaven_recruited_event import FoundersOfGloomhavenRecruitedEvent
  from ..models.founders_of_gloomhaven_removed_event import FoundersOfGloomhavenRemovedEvent
  from ..models.founders_of_gloomhaven_reset_event import FoundersOfGloomhavenResetEvent
  from ..models.founders_of_gloomhaven_resource_event import FoundersOfGloomhavenResourceEvent
  from ..models.founders_of_gloomhaven_road_event import FoundersOfGloomhavenRoadEvent
  from ..models.founders_of_gloomhaven_skip_road_action import FoundersOfGloomhavenSkipRoadAction
  from ..models.founders_of_gloomhaven_take_fleeting_action import FoundersOfGloomhavenTakeFleetingAction
  from ..models.founders_of_gloomhaven_take_money_action import FoundersOfGloomhavenTakeMoneyAction
  from ..models.founders_of_gloomhaven_tile_event import FoundersOfGloomhavenTileEvent
  from ..models.founders_of_gloomhaven_to_bottom_event import FoundersOfGloomhavenToBottomEvent
  from ..models.founders_of_gloomhaven_vote_action import FoundersOfGloomhavenVoteAction
  from ..models.founders_of_gloomhaven_vote_called_event import FoundersOfGloomhavenVoteCalledEvent
  from ..models.founders_of_gloomhaven_votes_event import FoundersOfGloomhavenVotesEvent
  from ..models.founders_of_gloomhaven_worker_event import FoundersOfGloomhavenWorkerEvent
  from ..models.gloomhaven_ability_skipped_event_type_0 import GloomhavenAbilitySkippedEventType0
  from ..models.gloomhaven_ability_skipped_event_type_1 import GloomhavenAbilitySkippedEventType1
  from ..models.gloomhaven_activate_token_action import GloomhavenActivateTokenAction
  from ..models.gloomhaven_active_used_event import GloomhavenActiveUsedEvent
  from ..models.gloomhaven_add_target_action import GloomhavenAddTargetAction
  from ..models.gloomhaven_attack_instead_action import GloomhavenAttackInsteadAction
  from ..models.gloomhaven_attacked_event import GloomhavenAttackedEvent
  from ..models.gloomhaven_bonus_gained_event_type_0 import GloomhavenBonusGainedEventType0
  from ..models.gloomhaven_bonus_gained_event_type_1 import GloomhavenBonusGainedEventType1
  from ..models.gloomhaven_bonus_gained_event_type_2 import GloomhavenBonusGainedEventType2
  from ..models.gloomhaven_boon_gained_event import GloomhavenBoonGainedEvent
  from ..models.gloomhaven_break_tie_action import GloomhavenBreakTieAction
  from ..models.gloomhaven_card_discarded_event import GloomhavenCardDiscardedEvent
  from ..models.gloomhaven_card_placed_event import GloomhavenCardPlacedEvent
  from ..models.gloomhaven_cards_revealed_event import GloomhavenCardsRevealedEvent
  from ..models.gloomhaven_character_placed_event import GloomhavenCharacterPlacedEvent
  from ..models.gloomhaven_choose_deck_action import GloomhavenChooseDeckAction
  from ..models.gloomhaven_choose_element_action import GloomhavenChooseElementAction
  from ..models.gloomhaven_choose_figure_action import GloomhavenChooseFigureAction
  from ..models.gloomhaven_choose_hand_action import GloomhavenChooseHandAction
  from ..models.gloomhaven_choose_hex_action import GloomhavenChooseHexAction
  from ..models.gloomhaven_choose_option_action import GloomhavenChooseOptionAction
  from ..models.gloomhaven_choose_path_action import GloomhavenChoosePathAction
  from ..models.gloomhaven_conditions_added_event import GloomhavenConditionsAddedEvent
  from ..models.gloomhaven_conditions_removed_event import GloomhavenConditionsRemovedEvent
  from ..models.gloomhaven_consume_action import GloomhavenConsumeAction
  from ..models.gloomhaven_controlled_event import GloomhavenControlledEvent
  from ..models.gloomhaven_damage_negated_event import GloomhavenDamageNegatedEvent
  from ..models.gloomhaven_damage_negated_for_event import GloomhavenDamageNegatedForEvent
  from ..models.gloomhaven_damage_prevented_event import GloomhavenDamagePreventedEvent
  from ..models.gloomhaven_damage_suffered_event import GloomhavenDamageSufferedEvent
  from ..models.gloomhaven_death_attack_event import GloomhavenDeathAttackEvent
  from ..models.gloomhaven_discard_augment_action import GloomhavenDiscardAugmentAction
  from ..models.gloomhaven_discard_card_action import GloomhavenDiscardCardAction
  from ..models.gloomhaven_door_opened_event import GloomhavenDoorOpenedEvent
  from ..models.gloomhaven_draw_modifier_action import GloomhavenDrawModifierAction
  from ..models.gloomhaven_draw_monster_card_action import GloomhavenDrawMonsterCardAction
  from ..models.gloomhaven_element_consumed_event import GloomhavenElementConsumedEvent
  from ..models.gloomhaven_element_infused_event import GloomhavenElementInfusedEvent
  from ..models.gloomhaven_elements_set_event import GloomhavenElementsSetEvent
  from ..models.gloomhaven_end_targets_action import GloomhavenEndTargetsAction
  from ..models.gloomhaven_enemy_turned_event import GloomhavenEnemyTurnedEvent
  from ..models.gloomhaven_escaped_event import GloomhavenEscapedEvent
  from ..models.gloomhaven_escort_killed_event import GloomhavenEscortKilledEvent
  from ..models.gloomhaven_escort_saved_event import GloomhavenEscortSavedEvent
  from ..models.gloomhaven_escort_turn_event import GloomhavenEscortTurnEvent
  from ..models.gloomhaven_exhausted_event import GloomhavenExhaustedEvent
  from ..models.gloomhaven_figure_freed_event import GloomhavenFigureFreedEvent
  from ..models.gloomhaven_forced_moved_event import GloomhavenForcedMovedEvent
  from ..models.gloomhaven_free_figure_action import GloomhavenFreeFigureAction
  from ..models.gloomhaven_give_piece_action import GloomhavenGivePieceAction
  from ..models.gloomhaven_half_played_event import GloomhavenHalfPlayedEvent
  from ..models.gloomhaven_hands_chosen_event import GloomhavenHandsChosenEvent
  from ..models.gloomhaven_heal_action import GloomhavenHealAction
  from ..models.gloomhaven_healed_event import GloomhavenHealedEvent
  from ..models.gloomhaven_infuse_element_action import GloomhavenInfuseElementAction
  from ..models.gloomhaven_initiative_order_event import GloomhavenInitiativeOrderEvent
  from ..models.gloomhaven_item_used_event import GloomhavenItemUsedEvent
  from ..models.gloomhaven_items_refreshed_event import GloomhavenItemsRefreshedEvent
  from ..models.gloomhaven_keep_card_action import GloomhavenKeepCardAction
  from ..models.gloomhaven_keep_pieces_action import GloomhavenKeepPiecesAction
  from ..models.gloomhaven_let_suffer_action import GloomhavenLetSufferAction
  from ..models.gloomhaven_long_rest_action import GloomhavenLongRestAction
  from ..models.gloomhaven_loot_beside_action import GloomhavenLootBesideAction
  from ..models.gloomhaven_looted_event import GloomhavenLootedEvent
  from ..models.gloomhaven_lose_cards_action import GloomhavenLoseCardsAction
  from ..models.gloomhaven_lose_discards_action import GloomhavenLoseDiscardsAction
  from ..models.gloomhaven_lose_hand_card_action import GloomhavenLoseHandCardAction
  from ..models.gloomhaven_mind_controlled_event import GloomhavenMindControlledEvent
  from ..models.gloomhaven_modifier_shuffled_in_event import GloomhavenModifierShuffledInEvent
  from ..models.gloomhaven_modifier_supply_empty_event import GloomhavenModifierSupplyEmptyEvent
  from ..models.gloomhaven_monster_appeared_event import GloomhavenMonsterAppearedEvent
  from ..models.gloomhaven_monster_card_drawn_event import GloomhavenMonsterCardDrawnEvent
  from ..models.gloomhaven_monster_killed_event import GloomhavenMonsterKilledEvent
  from ..models.gloomhaven_monster_left_event import GloomhavenMonsterLeftEvent
  from ..models.gloomhaven_monster_looted_event import GloomhavenMonsterLootedEvent
  from ..models.gloomhaven_monster_removed_event import GloomhavenMonsterRemovedEvent
  from ..models.gloomhaven_monster_spawned_event import GloomhavenMonsterSpawnedEvent
  from ..models.gloomhaven_monster_summoned_event import GloomhavenMonsterSummonedEvent
  from ..models.gloomhaven_monsters_turn_event import GloomhavenMonstersTurnEvent
  from ..models.gloomhaven_moved_event_type_0 import GloomhavenMovedEventType0
  from ..models.gloomhaven_moved_event_type_1 import GloomhavenMovedEventType1
  from ..models.gloomhaven_moved_event_type_2 import GloomhavenMovedEventType2
  from ..models.gloomhaven_movement_spent_event import GloomhavenMovementSpentEvent
  from ..models.gloomhaven_no_added_target_action import GloomhavenNoAddedTargetAction
  from ..models.gloomhaven_no_item_action import GloomhavenNoItemAction
  from ..models.gloomhaven_objective_destroyed_event import GloomhavenObjectiveDestroyedEvent
  from ..models.gloomhaven_objective_moved_event import GloomhavenObjectiveMovedEvent
  from ..models.gloomhaven_objective_summoned_event import GloomhavenObjectiveSummonedEvent
  from ..models.gloomhaven_perform_action import GloomhavenPerformAction
  from ..models.gloomhaven_piece_dropped_event import GloomhavenPieceDroppedEvent
  from ..models.gloomhaven_piece_taken_event import GloomhavenPieceTakenEvent
  from ..models.gloomhaven_piece_used_event import GloomhavenPieceUsedEvent
  from ..models.gloomhaven_place_area_action import GloomhavenPlaceAreaAction
  from ..models.gloomhaven_place_character_action import GloomhavenPlaceCharacterAction
  from ..models.gloomhaven_play_half_action import GloomhavenPlayHalfAction
  from ..models.gloomhaven_protect_with_card_action import GloomhavenProtectWithCardAction
  from ..models.gloomhaven_push_step_action import GloomhavenPushStepAction
  from ..models.gloomhaven_push_stop_action import GloomhavenPushStopAction
  from ..models.gloomhaven_recover_action import GloomhavenRecoverAction
  from ..models.gloomhaven_recovered_event import GloomhavenRecoveredEvent
  from ..models.gloomhaven_remove_monster_action import GloomhavenRemoveMonsterAction
  from ..models.gloomhaven_rest_action import GloomhavenRestAction
  from ..models.gloomhaven_rested_event import GloomhavenRestedEvent
  from ..models.gloomhaven_retaliated_event import GloomhavenRetaliatedEvent
  from ..models.gloomhaven_round_ended_event import GloomhavenRoundEndedEvent
  from ..models.gloomhaven_sacrificed_event import GloomhavenSacrificedEvent
  from ..models.gloomhaven_scenario_ended_event import GloomhavenScenarioEndedEvent
  from ..models.gloomhaven_select_cards_action import GloomhavenSelectCardsAction
  from ..models.gloomhaven_short_rest_action import GloomhavenShortRestAction
  from ..models.gloomhaven_short_rest_card_action import GloomhavenShortRestCardAction
  from ..models.gloomhaven_short_rest_card_event import GloomhavenShortRestCardEvent
  from ..models.gloomhaven_short_rested_event import GloomhavenShortRestedEvent
  from ..models.gloomhaven_skip_action import GloomhavenSkipAction
  from ..models.gloomhaven_spend_movement_action import GloomhavenSpendMovementAction
  from ..models.gloomhaven_standee_action import GloomhavenStandeeAction
  from ..models.gloomhaven_step_action import GloomhavenStepAction
  from ..models.gloomhaven_stop_action import GloomhavenStopAction
  from ..models.gloomhaven_suffer_action import GloomhavenSufferAction
  from ..models.gloomhaven_summon_removed_event import GloomhavenSummonRemovedEvent
  from ..models.gloomhaven_summoned_event import GloomhavenSummonedEvent
  from ..models.gloomhaven_summons_turn_event import GloomhavenSummonsTurnEvent
  from ..models.gloomhaven_target_action import GloomhavenTargetAction
  from ..models.gloomhaven_tie_broken_event import GloomhavenTieBrokenEvent
  from ..models.gloomhaven_tile_moved_event import GloomhavenTileMovedEvent
  from ..models.gloomhaven_token_activated_event import GloomhavenTokenActivatedEvent
  from ..models.gloomhaven_token_hex_action import GloomhavenTokenHexAction
  from ..models.gloomhaven_token_placed_event import GloomhavenTokenPlacedEvent
  from ..models.gloomhaven_token_removed_event import GloomhavenTokenRemovedEvent
  from ..models.gloomhaven_trap_created_event import GloomhavenTrapCreatedEvent
  from ..models.gloomhaven_trap_sprung_event import GloomhavenTrapSprungEvent
  from ..models.gloomhaven_treasure_looted_event import GloomhavenTreasureLootedEvent
  from ..models.gloomhaven_turn_ended_event import GloomhavenTurnEndedEvent
  from ..models.gloomhaven_use_item_action import GloomhavenUseItemAction
  from ..models.gloomhaven_use_piece_action import GloomhavenUsePieceAction
  from ..models.gloomhaven_water_added_event import GloomhavenWaterAddedEvent
  from ..models.gloomhaven_water_bailed_event import GloomhavenWaterBailedEvent
  from ..models.gloomhaven_water_taken_event import GloomhavenWaterTakenEvent





T = TypeVar("T", bound="ReplayStep")



@_attrs_define
class ReplayStep:
    """ 
        Attributes:
            action (FoundationsOfRomeAcceptTradeAction | FoundationsOfRomeBuyDeedAction |
                FoundationsOfRomeBuyInvocationAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealCardAction |
                FoundationsOfRomeDealConsulDeedAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDeclineTradeAction |
                FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawConsulTokenAction | FoundationsOfRomeDrawDeedAction |
                FoundationsOfRomeEndTurnAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeInvokeAction |
                FoundationsOfRomeKeepCardAction | FoundationsOfRomePlaceConsulTokenAction | FoundationsOfRomeProposeTradeAction
                | FoundationsOfRomeRevealMonumentAction | FoundationsOfRomeStealAction | FoundationsOfRomeTakeIncomeAction |
                FoundersOfGloomhavenBreakTieAction | FoundersOfGloomhavenBuildBridgeAction |
                FoundersOfGloomhavenBuildHouseAction | FoundersOfGloomhavenBuildRoadAction | FoundersOfGloomhavenBuyAccessAction
                | FoundersOfGloomhavenCallVoteAction | FoundersOfGloomhavenChooseDeliveryAction |
                FoundersOfGloomhavenChooseRaceAction | FoundersOfGloomhavenChooseResourceAction |
                FoundersOfGloomhavenChooseSourceAction | FoundersOfGloomhavenDedicateAction |
                FoundersOfGloomhavenDrawAdviserAction | FoundersOfGloomhavenDrawProposalAction |
                FoundersOfGloomhavenFirstPlayerAction | FoundersOfGloomhavenFollowAction |
                FoundersOfGloomhavenImportAccessAction | FoundersOfGloomhavenImportAction |
                FoundersOfGloomhavenPlacePrestigeAction | FoundersOfGloomhavenPlaceStallAction |
                FoundersOfGloomhavenPlaceTileAction | FoundersOfGloomhavenPlayCardAction |
                FoundersOfGloomhavenPlayFaceDownAction | FoundersOfGloomhavenPrestigeActionAction |
                FoundersOfGloomhavenRacialActionAction | FoundersOfGloomhavenRecallWorkerAction |
                FoundersOfGloomhavenRecruitAction | FoundersOfGloomhavenSkipRoadAction | FoundersOfGloomhavenTakeFleetingAction
                | FoundersOfGloomhavenTakeMoneyAction | FoundersOfGloomhavenVoteAction | GloomhavenActivateTokenAction |
                GloomhavenAddTargetAction | GloomhavenAttackInsteadAction | GloomhavenBreakTieAction |
                GloomhavenChooseDeckAction | GloomhavenChooseElementAction | GloomhavenChooseFigureAction |
                GloomhavenChooseHandAction | GloomhavenChooseHexAction | GloomhavenChooseOptionAction |
                GloomhavenChoosePathAction | GloomhavenConsumeAction | GloomhavenDiscardAugmentAction |
                GloomhavenDiscardCardAction | GloomhavenDrawModifierAction | GloomhavenDrawMonsterCardAction |
                GloomhavenEndTargetsAction | GloomhavenFreeFigureAction | GloomhavenGivePieceAction | GloomhavenHealAction |
                GloomhavenInfuseElementAction | GloomhavenKeepCardAction | GloomhavenKeepPiecesAction |
                GloomhavenLetSufferAction | GloomhavenLongRestAction | GloomhavenLootBesideAction | GloomhavenLoseCardsAction |
                GloomhavenLoseDiscardsAction | GloomhavenLoseHandCardAction | GloomhavenNoAddedTargetAction |
                GloomhavenNoItemAction | GloomhavenPerformAction | GloomhavenPlaceAreaAction | GloomhavenPlaceCharacterAction |
                GloomhavenPlayHalfAction | GloomhavenProtectWithCardAction | GloomhavenPushStepAction | GloomhavenPushStopAction
                | GloomhavenRecoverAction | GloomhavenRemoveMonsterAction | GloomhavenRestAction | GloomhavenSelectCardsAction |
                GloomhavenShortRestAction | GloomhavenShortRestCardAction | GloomhavenSkipAction | GloomhavenSpendMovementAction
                | GloomhavenStandeeAction | GloomhavenStepAction | GloomhavenStopAction | GloomhavenSufferAction |
                GloomhavenTargetAction | GloomhavenTokenHexAction | GloomhavenUseItemAction | GloomhavenUsePieceAction): an
                action of some game
            events (list[FoundationsOfRomeBuildingPlacedEvent | FoundationsOfRomeBuildingRemovedEvent |
                FoundationsOfRomeCardDealtEvent | FoundationsOfRomeConsulCardFlippedEvent |
                FoundationsOfRomeConsulControlPassedEvent | FoundationsOfRomeConsulDeedDealtEvent |
                FoundationsOfRomeConsulDeedTakenEvent | FoundationsOfRomeConsulExhaustedEvent |
                FoundationsOfRomeConsulTokenDiscardedEvent | FoundationsOfRomeConsulTokenDrawnEvent |
                FoundationsOfRomeConsulTokenPlacedEvent | FoundationsOfRomeConsulTokensReshuffledEvent |
                FoundationsOfRomeDeedBoughtEvent | FoundationsOfRomeDeedDealtEvent | FoundationsOfRomeDeedDraftedEvent |
                FoundationsOfRomeDeedDrawnEvent | FoundationsOfRomeDraftFinishedEvent | FoundationsOfRomeEraEndingEvent |
                FoundationsOfRomeEraScoredEvent | FoundationsOfRomeEraStartedEvent | FoundationsOfRomeFirstPlayerChosenEvent |
                FoundationsOfRomeGameOverEvent | FoundationsOfRomeHandsPassedEvent | FoundationsOfRomeIncomeTakenEvent |
                FoundationsOfRomeInvocationBoughtEvent | FoundationsOfRomeInvocationDrawnEvent |
                FoundationsOfRomeInvocationUsedEvent | FoundationsOfRomeLotStolenEvent | FoundationsOfRomeMonumentRevealedEvent
                | FoundationsOfRomeObjectiveRevealedEvent | FoundationsOfRomeObjectivesKeptEvent |
                FoundationsOfRomeObjectivesScoredEvent | FoundationsOfRomeRolesRevealedEvent |
                FoundationsOfRomeTradeDeclinedEvent | FoundationsOfRomeTradeMadeEvent | FoundationsOfRomeTradeProposedEvent |
                FoundationsOfRomeTurnEndedEvent | FoundersOfGloomhavenAccessEvent | FoundersOfGloomhavenAdviserEvent |
                FoundersOfGloomhavenBridgeEvent | FoundersOfGloomhavenCompletedEvent | FoundersOfGloomhavenDeliveredEvent |
                FoundersOfGloomhavenEnactedEvent | FoundersOfGloomhavenGainEvent | FoundersOfGloomhavenGameOverEvent |
                FoundersOfGloomhavenHouseEvent | FoundersOfGloomhavenIncomeEvent | FoundersOfGloomhavenIncomeTokenEvent |
                FoundersOfGloomhavenIntroductoryEvent | FoundersOfGloomhavenPaidEvent | FoundersOfGloomhavenPlayedEvent |
                FoundersOfGloomhavenPointsEvent | FoundersOfGloomhavenPrestigeEvent | FoundersOfGloomhavenProposalEvent |
                FoundersOfGloomhavenRaceEvent | FoundersOfGloomhavenRecalledEvent | FoundersOfGloomhavenRecruitedEvent |
                FoundersOfGloomhavenRemovedEvent | FoundersOfGloomhavenResetEvent | FoundersOfGloomhavenResourceEvent |
                FoundersOfGloomhavenRoadEvent | FoundersOfGloomhavenTileEvent | FoundersOfGloomhavenToBottomEvent |
                FoundersOfGloomhavenVoteCalledEvent | FoundersOfGloomhavenVotesEvent | FoundersOfGloomhavenWorkerEvent |
                GloomhavenAbilitySkippedEventType0 | GloomhavenAbilitySkippedEventType1 | GloomhavenActiveUsedEvent |
                GloomhavenAttackedEvent | GloomhavenBonusGainedEventType0 | GloomhavenBonusGainedEventType1 |
                GloomhavenBonusGainedEventType2 | GloomhavenBoonGainedEvent | GloomhavenCardDiscardedEvent |
                GloomhavenCardPlacedEvent | GloomhavenCardsRevealedEvent | GloomhavenCharacterPlacedEvent |
                GloomhavenConditionsAddedEvent | GloomhavenConditionsRemovedEvent | GloomhavenControlledEvent |
                GloomhavenDamageNegatedEvent | GloomhavenDamageNegatedForEvent | GloomhavenDamagePreventedEvent |
                GloomhavenDamageSufferedEvent | GloomhavenDeathAttackEvent | GloomhavenDoorOpenedEvent |
                GloomhavenElementConsumedEvent | GloomhavenElementInfusedEvent | GloomhavenElementsSetEvent |
                GloomhavenEnemyTurnedEvent | GloomhavenEscapedEvent | GloomhavenEscortKilledEvent | GloomhavenEscortSavedEvent |
                GloomhavenEscortTurnEvent | GloomhavenExhaustedEvent | GloomhavenFigureFreedEvent | GloomhavenForcedMovedEvent |
                GloomhavenHalfPlayedEvent | GloomhavenHandsChosenEvent | GloomhavenHealedEvent | GloomhavenInitiativeOrderEvent
                | GloomhavenItemsRefreshedEvent | GloomhavenItemUsedEvent | GloomhavenLootedEvent |
                GloomhavenMindControlledEvent | GloomhavenModifierShuffledInEvent | GloomhavenModifierSupplyEmptyEvent |
                GloomhavenMonsterAppearedEvent | GloomhavenMonsterCardDrawnEvent | GloomhavenMonsterKilledEvent |
                GloomhavenMonsterLeftEvent | GloomhavenMonsterLootedEvent | GloomhavenMonsterRemovedEvent |
                GloomhavenMonsterSpawnedEvent | GloomhavenMonstersTurnEvent | GloomhavenMonsterSummonedEvent |
                GloomhavenMovedEventType0 | GloomhavenMovedEventType1 | GloomhavenMovedEventType2 | GloomhavenMovementSpentEvent
                | GloomhavenObjectiveDestroyedEvent | GloomhavenObjectiveMovedEvent | GloomhavenObjectiveSummonedEvent |
                GloomhavenPieceDroppedEvent | GloomhavenPieceTakenEvent | GloomhavenPieceUsedEvent | GloomhavenRecoveredEvent |
                GloomhavenRestedEvent | GloomhavenRetaliatedEvent | GloomhavenRoundEndedEvent | GloomhavenSacrificedEvent |
                GloomhavenScenarioEndedEvent | GloomhavenShortRestCardEvent | GloomhavenShortRestedEvent |
                GloomhavenSummonedEvent | GloomhavenSummonRemovedEvent | GloomhavenSummonsTurnEvent | GloomhavenTieBrokenEvent |
                GloomhavenTileMovedEvent | GloomhavenTokenActivatedEvent | GloomhavenTokenPlacedEvent |
                GloomhavenTokenRemovedEvent | GloomhavenTrapCreatedEvent | GloomhavenTrapSprungEvent |
                GloomhavenTreasureLootedEvent | GloomhavenTurnEndedEvent | GloomhavenWaterAddedEvent |
                GloomhavenWaterBailedEvent | GloomhavenWaterTakenEvent]):
     """

    action: FoundationsOfRomeAcceptTradeAction | FoundationsOfRomeBuyDeedAction | FoundationsOfRomeBuyInvocationAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealCardAction | FoundationsOfRomeDealConsulDeedAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDeclineTradeAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawConsulTokenAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeEndTurnAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeInvokeAction | FoundationsOfRomeKeepCardAction | FoundationsOfRomePlaceConsulTokenAction | FoundationsOfRomeProposeTradeAction | FoundationsOfRomeRevealMonumentAction | FoundationsOfRomeStealAction | FoundationsOfRomeTakeIncomeAction | FoundersOfGloomhavenBreakTieAction | FoundersOfGloomhavenBuildBridgeAction | FoundersOfGloomhavenBuildHouseAction | FoundersOfGloomhavenBuildRoadAction | FoundersOfGloomhavenBuyAccessAction | FoundersOfGloomhavenCallVoteAction | FoundersOfGloomhavenChooseDeliveryAction | FoundersOfGloomhavenChooseRaceAction | FoundersOfGloomhavenChooseResourceAction | FoundersOfGloomhavenChooseSourceAction | FoundersOfGloomhavenDedicateAction | FoundersOfGloomhavenDrawAdviserAction | FoundersOfGloomhavenDrawProposalAction | FoundersOfGloomhavenFirstPlayerAction | FoundersOfGloomhavenFollowAction | FoundersOfGloomhavenImportAccessAction | FoundersOfGloomhavenImportAction | FoundersOfGloomhavenPlacePrestigeAction | FoundersOfGloomhavenPlaceStallAction | FoundersOfGloomhavenPlaceTileAction | FoundersOfGloomhavenPlayCardAction | FoundersOfGloomhavenPlayFaceDownAction | FoundersOfGloomhavenPrestigeActionAction | FoundersOfGloomhavenRacialActionAction | FoundersOfGloomhavenRecallWorkerAction | FoundersOfGloomhavenRecruitAction | FoundersOfGloomhavenSkipRoadAction | FoundersOfGloomhavenTakeFleetingAction | FoundersOfGloomhavenTakeMoneyAction | FoundersOfGloomhavenVoteAction | GloomhavenActivateTokenAction | GloomhavenAddTargetAction | GloomhavenAttackInsteadAction | GloomhavenBreakTieAction | GloomhavenChooseDeckAction | GloomhavenChooseElementAction | GloomhavenChooseFigureAction | GloomhavenChooseHandAction | GloomhavenChooseHexAction | GloomhavenChooseOptionAction | GloomhavenChoosePathAction | GloomhavenConsumeAction | GloomhavenDiscardAugmentAction | GloomhavenDiscardCardAction | GloomhavenDrawModifierAction | GloomhavenDrawMonsterCardAction | GloomhavenEndTargetsAction | GloomhavenFreeFigureAction | GloomhavenGivePieceAction | GloomhavenHealAction | GloomhavenInfuseElementAction | GloomhavenKeepCardAction | GloomhavenKeepPiecesAction | GloomhavenLetSufferAction | GloomhavenLongRestAction | GloomhavenLootBesideAction | GloomhavenLoseCardsAction | GloomhavenLoseDiscardsAction | GloomhavenLoseHandCardAction | GloomhavenNoAddedTargetAction | GloomhavenNoItemAction | GloomhavenPerformAction | GloomhavenPlaceAreaAction | GloomhavenPlaceCharacterAction | GloomhavenPlayHalfAction | GloomhavenProtectWithCardAction | GloomhavenPushStepAction | GloomhavenPushStopAction | GloomhavenRecoverAction | GloomhavenRemoveMonsterAction | GloomhavenRestAction | GloomhavenSelectCardsAction | GloomhavenShortRestAction | GloomhavenShortRestCardAction | GloomhavenSkipAction | GloomhavenSpendMovementAction | GloomhavenStandeeAction | GloomhavenStepAction | GloomhavenStopAction | GloomhavenSufferAction | GloomhavenTargetAction | GloomhavenTokenHexAction | GloomhavenUseItemAction | GloomhavenUsePieceAction
    events: list[FoundationsOfRomeBuildingPlacedEvent | FoundationsOfRomeBuildingRemovedEvent | FoundationsOfRomeCardDealtEvent | FoundationsOfRomeConsulCardFlippedEvent | FoundationsOfRomeConsulControlPassedEvent | FoundationsOfRomeConsulDeedDealtEvent | FoundationsOfRomeConsulDeedTakenEvent | FoundationsOfRomeConsulExhaustedEvent | FoundationsOfRomeConsulTokenDiscardedEvent | FoundationsOfRomeConsulTokenDrawnEvent | FoundationsOfRomeConsulTokenPlacedEvent | FoundationsOfRomeConsulTokensReshuffledEvent | FoundationsOfRomeDeedBoughtEvent | FoundationsOfRomeDeedDealtEvent | FoundationsOfRomeDeedDraftedEvent | FoundationsOfRomeDeedDrawnEvent | FoundationsOfRomeDraftFinishedEvent | FoundationsOfRomeEraEndingEvent | FoundationsOfRomeEraScoredEvent | FoundationsOfRomeEraStartedEvent | FoundationsOfRomeFirstPlayerChosenEvent | FoundationsOfRomeGameOverEvent | FoundationsOfRomeHandsPassedEvent | FoundationsOfRomeIncomeTakenEvent | FoundationsOfRomeInvocationBoughtEvent | FoundationsOfRomeInvocationDrawnEvent | FoundationsOfRomeInvocationUsedEvent | FoundationsOfRomeLotStolenEvent | FoundationsOfRomeMonumentRevealedEvent | FoundationsOfRomeObjectiveRevealedEvent | FoundationsOfRomeObjectivesKeptEvent | FoundationsOfRomeObjectivesScoredEvent | FoundationsOfRomeRolesRevealedEvent | FoundationsOfRomeTradeDeclinedEvent | FoundationsOfRomeTradeMadeEvent | FoundationsOfRomeTradeProposedEvent | FoundationsOfRomeTurnEndedEvent | FoundersOfGloomhavenAccessEvent | FoundersOfGloomhavenAdviserEvent | FoundersOfGloomhavenBridgeEvent | FoundersOfGloomhavenCompletedEvent | FoundersOfGloomhavenDeliveredEvent | FoundersOfGloomhavenEnactedEvent | FoundersOfGloomhavenGainEvent | FoundersOfGloomhavenGameOverEvent | FoundersOfGloomhavenHouseEvent | FoundersOfGloomhavenIncomeEvent | FoundersOfGloomhavenIncomeTokenEvent | FoundersOfGloomhavenIntroductoryEvent | FoundersOfGloomhavenPaidEvent | FoundersOfGloomhavenPlayedEvent | FoundersOfGloomhavenPointsEvent | FoundersOfGloomhavenPrestigeEvent | FoundersOfGloomhavenProposalEvent | FoundersOfGloomhavenRaceEvent | FoundersOfGloomhavenRecalledEvent | FoundersOfGloomhavenRecruitedEvent | FoundersOfGloomhavenRemovedEvent | FoundersOfGloomhavenResetEvent | FoundersOfGloomhavenResourceEvent | FoundersOfGloomhavenRoadEvent | FoundersOfGloomhavenTileEvent | FoundersOfGloomhavenToBottomEvent | FoundersOfGloomhavenVoteCalledEvent | FoundersOfGloomhavenVotesEvent | FoundersOfGloomhavenWorkerEvent | GloomhavenAbilitySkippedEventType0 | GloomhavenAbilitySkippedEventType1 | GloomhavenActiveUsedEvent | GloomhavenAttackedEvent | GloomhavenBonusGainedEventType0 | GloomhavenBonusGainedEventType1 | GloomhavenBonusGainedEventType2 | GloomhavenBoonGainedEvent | GloomhavenCardDiscardedEvent | GloomhavenCardPlacedEvent | GloomhavenCardsRevealedEvent | GloomhavenCharacterPlacedEvent | GloomhavenConditionsAddedEvent | GloomhavenConditionsRemovedEvent | GloomhavenControlledEvent | GloomhavenDamageNegatedEvent | GloomhavenDamageNegatedForEvent | GloomhavenDamagePreventedEvent | GloomhavenDamageSufferedEvent | GloomhavenDeathAttackEvent | GloomhavenDoorOpenedEvent | GloomhavenElementConsumedEvent | GloomhavenElementInfusedEvent | GloomhavenElementsSetEvent | GloomhavenEnemyTurnedEvent | GloomhavenEscapedEvent | GloomhavenEscortKilledEvent | GloomhavenEscortSavedEvent | GloomhavenEscortTurnEvent | GloomhavenExhaustedEvent | GloomhavenFigureFreedEvent | GloomhavenForcedMovedEvent | GloomhavenHalfPlayedEvent | GloomhavenHandsChosenEvent | GloomhavenHealedEvent | GloomhavenInitiativeOrderEvent | GloomhavenItemsRefreshedEvent | GloomhavenItemUsedEvent | GloomhavenLootedEvent | GloomhavenMindControlledEvent | GloomhavenModifierShuffledInEvent | GloomhavenModifierSupplyEmptyEvent | GloomhavenMonsterAppearedEvent | GloomhavenMonsterCardDrawnEvent | GloomhavenMonsterKilledEvent | GloomhavenMonsterLeftEvent | GloomhavenMonsterLootedEvent | GloomhavenMonsterRemovedEvent | GloomhavenMonsterSpawnedEvent | GloomhavenMonstersTurnEvent | GloomhavenMonsterSummonedEvent | GloomhavenMovedEventType0 | GloomhavenMovedEventType1 | GloomhavenMovedEventType2 | GloomhavenMovementSpentEvent | GloomhavenObjectiveDestroyedEvent | GloomhavenObjectiveMovedEvent | GloomhavenObjectiveSummonedEvent | GloomhavenPieceDroppedEvent | GloomhavenPieceTakenEvent | GloomhavenPieceUsedEvent | GloomhavenRecoveredEvent | GloomhavenRestedEvent | GloomhavenRetaliatedEvent | GloomhavenRoundEndedEvent | GloomhavenSacrificedEvent | GloomhavenScenarioEndedEvent | GloomhavenShortRestCardEvent | GloomhavenShortRestedEvent | GloomhavenSummonedEvent | GloomhavenSummonRemovedEvent | GloomhavenSummonsTurnEvent | GloomhavenTieBrokenEvent | GloomhavenTileMovedEvent | GloomhavenTokenActivatedEvent | GloomhavenTokenPlacedEvent | GloomhavenTokenRemovedEvent | GloomhavenTrapCreatedEvent | GloomhavenTrapSprungEvent | GloomhavenTreasureLootedEvent | GloomhavenTurnEndedEvent | GloomhavenWaterAddedEvent | GloomhavenWaterBailedEvent | GloomhavenWaterTakenEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_accept_trade_action import FoundationsOfRomeAcceptTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_buy_invocation_action import FoundationsOfRomeBuyInvocationAction # noqa: PLC0415
        from ..models.foundations_of_rome_card_dealt_event import FoundationsOfRomeCardDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_consul_card_flipped_event import FoundationsOfRomeConsulCardFlippedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_control_passed_event import FoundationsOfRomeConsulControlPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_deed_dealt_event import FoundationsOfRomeConsulDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_deed_taken_event import FoundationsOfRomeConsulDeedTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_exhausted_event import FoundationsOfRomeConsulExhaustedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_discarded_event import FoundationsOfRomeConsulTokenDiscardedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_drawn_event import FoundationsOfRomeConsulTokenDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_placed_event import FoundationsOfRomeConsulTokenPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_tokens_reshuffled_event import FoundationsOfRomeConsulTokensReshuffledEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deal_card_action import FoundationsOfRomeDealCardAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_consul_deed_action import FoundationsOfRomeDealConsulDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_decline_trade_action import FoundationsOfRomeDeclineTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draw_consul_token_action import FoundationsOfRomeDrawConsulTokenAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_end_turn_action import FoundationsOfRomeEndTurnAction # noqa: PLC0415
        from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent # noqa: PLC0415
        from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_bought_event import FoundationsOfRomeInvocationBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_drawn_event import FoundationsOfRomeInvocationDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_used_event import FoundationsOfRomeInvocationUsedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invoke_action import FoundationsOfRomeInvokeAction # noqa: PLC0415
        from ..models.foundations_of_rome_keep_card_action import FoundationsOfRomeKeepCardAction # noqa: PLC0415
        from ..models.foundations_of_rome_lot_stolen_event import FoundationsOfRomeLotStolenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_monument_revealed_event import FoundationsOfRomeMonumentRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objective_revealed_event import FoundationsOfRomeObjectiveRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objectives_kept_event import FoundationsOfRomeObjectivesKeptEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objectives_scored_event import FoundationsOfRomeObjectivesScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_place_consul_token_action import FoundationsOfRomePlaceConsulTokenAction # noqa: PLC0415
        from ..models.foundations_of_rome_propose_trade_action import FoundationsOfRomeProposeTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_reveal_monument_action import FoundationsOfRomeRevealMonumentAction # noqa: PLC0415
        from ..models.foundations_of_rome_roles_revealed_event import FoundationsOfRomeRolesRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_steal_action import FoundationsOfRomeStealAction # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
        from ..models.foundations_of_rome_trade_declined_event import FoundationsOfRomeTradeDeclinedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_trade_made_event import FoundationsOfRomeTradeMadeEvent # noqa: PLC0415
        from ..models.foundations_of_rome_trade_proposed_event import FoundationsOfRomeTradeProposedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_turn_ended_event import FoundationsOfRomeTurnEndedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_access_event import FoundersOfGloomhavenAccessEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_adviser_event import FoundersOfGloomhavenAdviserEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_break_tie_action import FoundersOfGloomhavenBreakTieAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_bridge_event import FoundersOfGloomhavenBridgeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_bridge_action import FoundersOfGloomhavenBuildBridgeAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_house_action import FoundersOfGloomhavenBuildHouseAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_road_action import FoundersOfGloomhavenBuildRoadAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_buy_access_action import FoundersOfGloomhavenBuyAccessAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_call_vote_action import FoundersOfGloomhavenCallVoteAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_delivery_action import FoundersOfGloomhavenChooseDeliveryAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_race_action import FoundersOfGloomhavenChooseRaceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_resource_action import FoundersOfGloomhavenChooseResourceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_source_action import FoundersOfGloomhavenChooseSourceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_completed_event import FoundersOfGloomhavenCompletedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_dedicate_action import FoundersOfGloomhavenDedicateAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_delivered_event import FoundersOfGloomhavenDeliveredEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_adviser_action import FoundersOfGloomhavenDrawAdviserAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_proposal_action import FoundersOfGloomhavenDrawProposalAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_enacted_event import FoundersOfGloomhavenEnactedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_first_player_action import FoundersOfGloomhavenFirstPlayerAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_follow_action import FoundersOfGloomhavenFollowAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_event import FoundersOfGloomhavenGainEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_game_over_event import FoundersOfGloomhavenGameOverEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_house_event import FoundersOfGloomhavenHouseEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_import_access_action import FoundersOfGloomhavenImportAccessAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_import_action import FoundersOfGloomhavenImportAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_event import FoundersOfGloomhavenIncomeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_token_event import FoundersOfGloomhavenIncomeTokenEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_introductory_event import FoundersOfGloomhavenIntroductoryEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_paid_event import FoundersOfGloomhavenPaidEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_prestige_action import FoundersOfGloomhavenPlacePrestigeAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_stall_action import FoundersOfGloomhavenPlaceStallAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_tile_action import FoundersOfGloomhavenPlaceTileAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_play_card_action import FoundersOfGloomhavenPlayCardAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_play_face_down_action import FoundersOfGloomhavenPlayFaceDownAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_played_event import FoundersOfGloomhavenPlayedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_points_event import FoundersOfGloomhavenPointsEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_action_action import FoundersOfGloomhavenPrestigeActionAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_event import FoundersOfGloomhavenPrestigeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_proposal_event import FoundersOfGloomhavenProposalEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_race_event import FoundersOfGloomhavenRaceEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_racial_action_action import FoundersOfGloomhavenRacialActionAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recall_worker_action import FoundersOfGloomhavenRecallWorkerAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recalled_event import FoundersOfGloomhavenRecalledEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruit_action import FoundersOfGloomhavenRecruitAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruited_event import FoundersOfGloomhavenRecruitedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_removed_event import FoundersOfGloomhavenRemovedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_reset_event import FoundersOfGloomhavenResetEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_resource_event import FoundersOfGloomhavenResourceEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_road_event import FoundersOfGloomhavenRoadEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_skip_road_action import FoundersOfGloomhavenSkipRoadAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_take_fleeting_action import FoundersOfGloomhavenTakeFleetingAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_take_money_action import FoundersOfGloomhavenTakeMoneyAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_tile_event import FoundersOfGloomhavenTileEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_to_bottom_event import FoundersOfGloomhavenToBottomEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_action import FoundersOfGloomhavenVoteAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_called_event import FoundersOfGloomhavenVoteCalledEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_votes_event import FoundersOfGloomhavenVotesEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_worker_event import FoundersOfGloomhavenWorkerEvent # noqa: PLC0415
        from ..models.gloomhaven_ability_skipped_event_type_0 import GloomhavenAbilitySkippedEventType0 # noqa: PLC0415
        from ..models.gloomhaven_ability_skipped_event_type_1 import GloomhavenAbilitySkippedEventType1 # noqa: PLC0415
        from ..models.gloomhaven_activate_token_action import GloomhavenActivateTokenAction # noqa: PLC0415
        from ..models.gloomhaven_active_used_event import GloomhavenActiveUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_add_target_action import GloomhavenAddTargetAction # noqa: PLC0415
        from ..models.gloomhaven_attack_instead_action import GloomhavenAttackInsteadAction # noqa: PLC0415
        from ..models.gloomhaven_attacked_event import GloomhavenAttackedEvent # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_0 import GloomhavenBonusGainedEventType0 # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_1 import GloomhavenBonusGainedEventType1 # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_2 import GloomhavenBonusGainedEventType2 # noqa: PLC0415
        from ..models.gloomhaven_boon_gained_event import GloomhavenBoonGainedEvent # noqa: PLC0415
        from ..models.gloomhaven_break_tie_action import GloomhavenBreakTieAction # noqa: PLC0415
        from ..models.gloomhaven_card_discarded_event import GloomhavenCardDiscardedEvent # noqa: PLC0415
        from ..models.gloomhaven_card_placed_event import GloomhavenCardPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_cards_revealed_event import GloomhavenCardsRevealedEvent # noqa: PLC0415
        from ..models.gloomhaven_character_placed_event import GloomhavenCharacterPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_choose_deck_action import GloomhavenChooseDeckAction # noqa: PLC0415
        from ..models.gloomhaven_choose_element_action import GloomhavenChooseElementAction # noqa: PLC0415
        from ..models.gloomhaven_choose_figure_action import GloomhavenChooseFigureAction # noqa: PLC0415
        from ..models.gloomhaven_choose_hand_action import GloomhavenChooseHandAction # noqa: PLC0415
        from ..models.gloomhaven_choose_hex_action import GloomhavenChooseHexAction # noqa: PLC0415
        from ..models.gloomhaven_choose_option_action import GloomhavenChooseOptionAction # noqa: PLC0415
        from ..models.gloomhaven_choose_path_action import GloomhavenChoosePathAction # noqa: PLC0415
        from ..models.gloomhaven_conditions_added_event import GloomhavenConditionsAddedEvent # noqa: PLC0415
        from ..models.gloomhaven_conditions_removed_event import GloomhavenConditionsRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_consume_action import GloomhavenConsumeAction # noqa: PLC0415
        from ..models.gloomhaven_controlled_event import GloomhavenControlledEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_negated_event import GloomhavenDamageNegatedEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_negated_for_event import GloomhavenDamageNegatedForEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_prevented_event import GloomhavenDamagePreventedEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_suffered_event import GloomhavenDamageSufferedEvent # noqa: PLC0415
        from ..models.gloomhaven_death_attack_event import GloomhavenDeathAttackEvent # noqa: PLC0415
        from ..models.gloomhaven_discard_augment_action import GloomhavenDiscardAugmentAction # noqa: PLC0415
        from ..models.gloomhaven_discard_card_action import GloomhavenDiscardCardAction # noqa: PLC0415
        from ..models.gloomhaven_door_opened_event import GloomhavenDoorOpenedEvent # noqa: PLC0415
        from ..models.gloomhaven_draw_modifier_action import GloomhavenDrawModifierAction # noqa: PLC0415
        from ..models.gloomhaven_draw_monster_card_action import GloomhavenDrawMonsterCardAction # noqa: PLC0415
        from ..models.gloomhaven_element_consumed_event import GloomhavenElementConsumedEvent # noqa: PLC0415
        from ..models.gloomhaven_element_infused_event import GloomhavenElementInfusedEvent # noqa: PLC0415
        from ..models.gloomhaven_elements_set_event import GloomhavenElementsSetEvent # noqa: PLC0415
        from ..models.gloomhaven_end_targets_action import GloomhavenEndTargetsAction # noqa: PLC0415
        from ..models.gloomhaven_enemy_turned_event import GloomhavenEnemyTurnedEvent # noqa: PLC0415
        from ..models.gloomhaven_escaped_event import GloomhavenEscapedEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_killed_event import GloomhavenEscortKilledEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_saved_event import GloomhavenEscortSavedEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_turn_event import GloomhavenEscortTurnEvent # noqa: PLC0415
        from ..models.gloomhaven_exhausted_event import GloomhavenExhaustedEvent # noqa: PLC0415
        from ..models.gloomhaven_figure_freed_event import GloomhavenFigureFreedEvent # noqa: PLC0415
        from ..models.gloomhaven_forced_moved_event import GloomhavenForcedMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_free_figure_action import GloomhavenFreeFigureAction # noqa: PLC0415
        from ..models.gloomhaven_give_piece_action import GloomhavenGivePieceAction # noqa: PLC0415
        from ..models.gloomhaven_half_played_event import GloomhavenHalfPlayedEvent # noqa: PLC0415
        from ..models.gloomhaven_hands_chosen_event import GloomhavenHandsChosenEvent # noqa: PLC0415
        from ..models.gloomhaven_heal_action import GloomhavenHealAction # noqa: PLC0415
        from ..models.gloomhaven_healed_event import GloomhavenHealedEvent # noqa: PLC0415
        from ..models.gloomhaven_infuse_element_action import GloomhavenInfuseElementAction # noqa: PLC0415
        from ..models.gloomhaven_initiative_order_event import GloomhavenInitiativeOrderEvent # noqa: PLC0415
        from ..models.gloomhaven_item_used_event import GloomhavenItemUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_items_refreshed_event import GloomhavenItemsRefreshedEvent # noqa: PLC0415
        from ..models.gloomhaven_keep_card_action import GloomhavenKeepCardAction # noqa: PLC0415
        from ..models.gloomhaven_keep_pieces_action import GloomhavenKeepPiecesAction # noqa: PLC0415
        from ..models.gloomhaven_let_suffer_action import GloomhavenLetSufferAction # noqa: PLC0415
        from ..models.gloomhaven_long_rest_action import GloomhavenLongRestAction # noqa: PLC0415
        from ..models.gloomhaven_loot_beside_action import GloomhavenLootBesideAction # noqa: PLC0415
        from ..models.gloomhaven_looted_event import GloomhavenLootedEvent # noqa: PLC0415
        from ..models.gloomhaven_lose_cards_action import GloomhavenLoseCardsAction # noqa: PLC0415
        from ..models.gloomhaven_lose_discards_action import GloomhavenLoseDiscardsAction # noqa: PLC0415
        from ..models.gloomhaven_lose_hand_card_action import GloomhavenLoseHandCardAction # noqa: PLC0415
        from ..models.gloomhaven_mind_controlled_event import GloomhavenMindControlledEvent # noqa: PLC0415
        from ..models.gloomhaven_modifier_shuffled_in_event import GloomhavenModifierShuffledInEvent # noqa: PLC0415
        from ..models.gloomhaven_modifier_supply_empty_event import GloomhavenModifierSupplyEmptyEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_appeared_event import GloomhavenMonsterAppearedEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_card_drawn_event import GloomhavenMonsterCardDrawnEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_killed_event import GloomhavenMonsterKilledEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_left_event import GloomhavenMonsterLeftEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_looted_event import GloomhavenMonsterLootedEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_removed_event import GloomhavenMonsterRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_spawned_event import GloomhavenMonsterSpawnedEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_summoned_event import GloomhavenMonsterSummonedEvent # noqa: PLC0415
        from ..models.gloomhaven_monsters_turn_event import GloomhavenMonstersTurnEvent # noqa: PLC0415
        from ..models.gloomhaven_moved_event_type_0 import GloomhavenMovedEventType0 # noqa: PLC0415
        from ..models.gloomhaven_moved_event_type_1 import GloomhavenMovedEventType1 # noqa: PLC0415
        from ..models.gloomhaven_moved_event_type_2 import GloomhavenMovedEventType2 # noqa: PLC0415
        from ..models.gloomhaven_movement_spent_event import GloomhavenMovementSpentEvent # noqa: PLC0415
        from ..models.gloomhaven_no_added_target_action import GloomhavenNoAddedTargetAction # noqa: PLC0415
        from ..models.gloomhaven_no_item_action import GloomhavenNoItemAction # noqa: PLC0415
        from ..models.gloomhaven_objective_destroyed_event import GloomhavenObjectiveDestroyedEvent # noqa: PLC0415
        from ..models.gloomhaven_objective_moved_event import GloomhavenObjectiveMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_objective_summoned_event import GloomhavenObjectiveSummonedEvent # noqa: PLC0415
        from ..models.gloomhaven_perform_action import GloomhavenPerformAction # noqa: PLC0415
        from ..models.gloomhaven_piece_dropped_event import GloomhavenPieceDroppedEvent # noqa: PLC0415
        from ..models.gloomhaven_piece_taken_event import GloomhavenPieceTakenEvent # noqa: PLC0415
        from ..models.gloomhaven_piece_used_event import GloomhavenPieceUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_place_area_action import GloomhavenPlaceAreaAction # noqa: PLC0415
        from ..models.gloomhaven_place_character_action import GloomhavenPlaceCharacterAction # noqa: PLC0415
        from ..models.gloomhaven_play_half_action import GloomhavenPlayHalfAction # noqa: PLC0415
        from ..models.gloomhaven_protect_with_card_action import GloomhavenProtectWithCardAction # noqa: PLC0415
        from ..models.gloomhaven_push_step_action import GloomhavenPushStepAction # noqa: PLC0415
        from ..models.gloomhaven_push_stop_action import GloomhavenPushStopAction # noqa: PLC0415
        from ..models.gloomhaven_recover_action import GloomhavenRecoverAction # noqa: PLC0415
        from ..models.gloomhaven_recovered_event import GloomhavenRecoveredEvent # noqa: PLC0415
        from ..models.gloomhaven_remove_monster_action import GloomhavenRemoveMonsterAction # noqa: PLC0415
        from ..models.gloomhaven_rest_action import GloomhavenRestAction # noqa: PLC0415
        from ..models.gloomhaven_rested_event import GloomhavenRestedEvent # noqa: PLC0415
        from ..models.gloomhaven_retaliated_event import GloomhavenRetaliatedEvent # noqa: PLC0415
        from ..models.gloomhaven_round_ended_event import GloomhavenRoundEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_sacrificed_event import GloomhavenSacrificedEvent # noqa: PLC0415
        from ..models.gloomhaven_scenario_ended_event import GloomhavenScenarioEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_select_cards_action import GloomhavenSelectCardsAction # noqa: PLC0415
        from ..models.gloomhaven_short_rest_action import GloomhavenShortRestAction # noqa: PLC0415
        from ..models.gloomhaven_short_rest_card_action import GloomhavenShortRestCardAction # noqa: PLC0415
        from ..models.gloomhaven_short_rest_card_event import GloomhavenShortRestCardEvent # noqa: PLC0415
        from ..models.gloomhaven_short_rested_event import GloomhavenShortRestedEvent # noqa: PLC0415
        from ..models.gloomhaven_skip_action import GloomhavenSkipAction # noqa: PLC0415
        from ..models.gloomhaven_spend_movement_action import GloomhavenSpendMovementAction # noqa: PLC0415
        from ..models.gloomhaven_standee_action import GloomhavenStandeeAction # noqa: PLC0415
        from ..models.gloomhaven_step_action import GloomhavenStepAction # noqa: PLC0415
        from ..models.gloomhaven_stop_action import GloomhavenStopAction # noqa: PLC0415
        from ..models.gloomhaven_suffer_action import GloomhavenSufferAction # noqa: PLC0415
        from ..models.gloomhaven_summon_removed_event import GloomhavenSummonRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_summoned_event import GloomhavenSummonedEvent # noqa: PLC0415
        from ..models.gloomhaven_summons_turn_event import GloomhavenSummonsTurnEvent # noqa: PLC0415
        from ..models.gloomhaven_target_action import GloomhavenTargetAction # noqa: PLC0415
        from ..models.gloomhaven_tie_broken_event import GloomhavenTieBrokenEvent # noqa: PLC0415
        from ..models.gloomhaven_tile_moved_event import GloomhavenTileMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_activated_event import GloomhavenTokenActivatedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_hex_action import GloomhavenTokenHexAction # noqa: PLC0415
        from ..models.gloomhaven_token_placed_event import GloomhavenTokenPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_removed_event import GloomhavenTokenRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_trap_created_event import GloomhavenTrapCreatedEvent # noqa: PLC0415
        from ..models.gloomhaven_trap_sprung_event import GloomhavenTrapSprungEvent # noqa: PLC0415
        from ..models.gloomhaven_treasure_looted_event import GloomhavenTreasureLootedEvent # noqa: PLC0415
        from ..models.gloomhaven_turn_ended_event import GloomhavenTurnEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_use_item_action import GloomhavenUseItemAction # noqa: PLC0415
        from ..models.gloomhaven_use_piece_action import GloomhavenUsePieceAction # noqa: PLC0415
        from ..models.gloomhaven_water_added_event import GloomhavenWaterAddedEvent # noqa: PLC0415
        from ..models.gloomhaven_water_bailed_event import GloomhavenWaterBailedEvent # noqa: PLC0415
        from ..models.gloomhaven_water_taken_event import GloomhavenWaterTakenEvent # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, FoundationsOfRomeTakeIncomeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeBuyDeedAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeBuyInvocationAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeInvokeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeConstructAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeDraftDeedAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeEndTurnAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeStealAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeProposeTradeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeAcceptTradeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeDeclineTradeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeKeepCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeDealCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeFirstPlayerAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeDealDeedAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeRevealMonumentAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeDrawDeedAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomePlaceConsulTokenAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeDrawConsulTokenAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeDealConsulDeedAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenFirstPlayerAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenDrawProposalAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenDrawAdviserAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenChooseRaceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenChooseResourceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenPlaceStallAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenPlayCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenPlayFaceDownAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenCallVoteAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenFollowAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenTakeMoneyAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenTakeFleetingAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenBuildRoadAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenSkipRoadAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenRacialActionAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenPrestigeActionAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenRecallWorkerAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenRecruitAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenImportAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenImportAccessAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenBuyAccessAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenPlaceTileAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenBuildHouseAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenBuildBridgeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenChooseSourceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenChooseDeliveryAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenVoteAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenDedicateAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenBreakTieAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundersOfGloomhavenPlacePrestigeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenChooseHandAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenPlaceCharacterAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenDiscardCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenSelectCardsAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenLongRestAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenBreakTieAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenStandeeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenDrawMonsterCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenDrawModifierAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenChooseOptionAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenPlayHalfAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenRestAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenStepAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenStopAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenTargetAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenEndTargetsAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenConsumeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenPlaceAreaAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenChoosePathAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenPushStepAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenPushStopAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenHealAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenPerformAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenTokenHexAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenRecoverAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenChooseFigureAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenSkipAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenSufferAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenLoseHandCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenLoseDiscardsAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenAttackInsteadAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenInfuseElementAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenLoseCardsAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenDiscardAugmentAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenProtectWithCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenLetSufferAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenRemoveMonsterAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenChooseDeckAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenChooseHexAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenChooseElementAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenShortRestAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenKeepCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenShortRestCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenNoItemAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenUseItemAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenAddTargetAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenNoAddedTargetAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenActivateTokenAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenLootBesideAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenFreeFigureAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenSpendMovementAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenGivePieceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GloomhavenUsePieceAction):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, FoundationsOfRomeIncomeTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeDeedBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeDeedDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeInvocationDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeInvocationBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeInvocationUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeBuildingRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeBuildingPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeDeedDraftedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeHandsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeDraftFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeEraEndingEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeEraScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeEraStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeFirstPlayerChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeMonumentRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeLotStolenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeTradeProposedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeTradeMadeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeTurnEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeTradeDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeCardDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeObjectiveRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeRolesRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeObjectivesKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeObjectivesScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeDeedDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeConsulCardFlippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeConsulDeedDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeConsulDeedTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeConsulExhaustedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeConsulTokensReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeConsulTokenDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeConsulTokenPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeConsulTokenDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeConsulControlPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenPointsEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenDeliveredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenCompletedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenGainEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenIncomeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenWorkerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenRecalledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenRoadEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenPaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenIncomeTokenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenRecruitedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenTileEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenAccessEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenHouseEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenBridgeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenVoteCalledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenResetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenVotesEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenEnactedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenPrestigeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenRaceEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenResourceEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenIntroductoryEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenToBottomEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenProposalEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundersOfGloomhavenAdviserEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenHandsChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenCharacterPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenCardsRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMonsterCardDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenInitiativeOrderEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenTieBrokenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenRoundEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenScenarioEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMonsterSpawnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenElementsSetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenHalfPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenCardPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenRestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenTurnEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenLootedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenDoorOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMonstersTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMonsterKilledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMonsterSummonedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenSummonedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenSummonsTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenControlledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenEnemyTurnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenSummonRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenAttackedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenRetaliatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenTrapSprungEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenDamageSufferedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenObjectiveDestroyedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenFigureFreedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenEscortKilledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenDamageNegatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenExhaustedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenEscapedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenCardDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenTokenActivatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMovementSpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenEscortTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenDamageNegatedForEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMonsterRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenEscortSavedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenObjectiveSummonedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMonsterAppearedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMonsterLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenObjectiveMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenTileMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenPieceTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenPieceDroppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenPieceUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenBoonGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenSacrificedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMindControlledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenDeathAttackEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenWaterAddedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenWaterTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenWaterBailedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenHealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenConditionsAddedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenConditionsRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenElementInfusedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenElementConsumedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenForcedMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenActiveUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenDamagePreventedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenTokenPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenTokenRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenTrapCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenRecoveredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenModifierShuffledInEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenModifierSupplyEmptyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenShortRestCardEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenShortRestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMonsterLootedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenTreasureLootedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenItemUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenItemsRefreshedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMovedEventType0):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMovedEventType1):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenMovedEventType2):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenAbilitySkippedEventType0):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenAbilitySkippedEventType1):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenBonusGainedEventType0):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GloomhavenBonusGainedEventType1):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_accept_trade_action import FoundationsOfRomeAcceptTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_buy_invocation_action import FoundationsOfRomeBuyInvocationAction # noqa: PLC0415
        from ..models.foundations_of_rome_card_dealt_event import FoundationsOfRomeCardDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_consul_card_flipped_event import FoundationsOfRomeConsulCardFlippedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_control_passed_event import FoundationsOfRomeConsulControlPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_deed_dealt_event import FoundationsOfRomeConsulDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_deed_taken_event import FoundationsOfRomeConsulDeedTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_exhausted_event import FoundationsOfRomeConsulExhaustedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_discarded_event import FoundationsOfRomeConsulTokenDiscardedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_drawn_event import FoundationsOfRomeConsulTokenDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_placed_event import FoundationsOfRomeConsulTokenPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_tokens_reshuffled_event import FoundationsOfRomeConsulTokensReshuffledEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deal_card_action import FoundationsOfRomeDealCardAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_consul_deed_action import FoundationsOfRomeDealConsulDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_decline_trade_action import FoundationsOfRomeDeclineTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draw_consul_token_action import FoundationsOfRomeDrawConsulTokenAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_end_turn_action import FoundationsOfRomeEndTurnAction # noqa: PLC0415
        from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent # noqa: PLC0415
        from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_bought_event import FoundationsOfRomeInvocationBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_drawn_event import FoundationsOfRomeInvocationDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_used_event import FoundationsOfRomeInvocationUsedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invoke_action import FoundationsOfRomeInvokeAction # noqa: PLC0415
        from ..models.foundations_of_rome_keep_card_action import FoundationsOfRomeKeepCardAction # noqa: PLC0415
        from ..models.foundations_of_rome_lot_stolen_event import FoundationsOfRomeLotStolenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_monument_revealed_event import FoundationsOfRomeMonumentRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objective_revealed_event import FoundationsOfRomeObjectiveRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objectives_kept_event import FoundationsOfRomeObjectivesKeptEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objectives_scored_event import FoundationsOfRomeObjectivesScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_place_consul_token_action import FoundationsOfRomePlaceConsulTokenAction # noqa: PLC0415
        from ..models.foundations_of_rome_propose_trade_action import FoundationsOfRomeProposeTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_reveal_monument_action import FoundationsOfRomeRevealMonumentAction # noqa: PLC0415
        from ..models.foundations_of_rome_roles_revealed_event import FoundationsOfRomeRolesRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_steal_action import FoundationsOfRomeStealAction # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
        from ..models.foundations_of_rome_trade_declined_event import FoundationsOfRomeTradeDeclinedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_trade_made_event import FoundationsOfRomeTradeMadeEvent # noqa: PLC0415
        from ..models.foundations_of_rome_trade_proposed_event import FoundationsOfRomeTradeProposedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_turn_ended_event import FoundationsOfRomeTurnEndedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_access_event import FoundersOfGloomhavenAccessEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_adviser_event import FoundersOfGloomhavenAdviserEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_break_tie_action import FoundersOfGloomhavenBreakTieAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_bridge_event import FoundersOfGloomhavenBridgeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_bridge_action import FoundersOfGloomhavenBuildBridgeAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_house_action import FoundersOfGloomhavenBuildHouseAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_road_action import FoundersOfGloomhavenBuildRoadAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_buy_access_action import FoundersOfGloomhavenBuyAccessAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_call_vote_action import FoundersOfGloomhavenCallVoteAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_delivery_action import FoundersOfGloomhavenChooseDeliveryAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_race_action import FoundersOfGloomhavenChooseRaceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_resource_action import FoundersOfGloomhavenChooseResourceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_source_action import FoundersOfGloomhavenChooseSourceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_completed_event import FoundersOfGloomhavenCompletedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_dedicate_action import FoundersOfGloomhavenDedicateAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_delivered_event import FoundersOfGloomhavenDeliveredEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_adviser_action import FoundersOfGloomhavenDrawAdviserAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_proposal_action import FoundersOfGloomhavenDrawProposalAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_enacted_event import FoundersOfGloomhavenEnactedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_first_player_action import FoundersOfGloomhavenFirstPlayerAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_follow_action import FoundersOfGloomhavenFollowAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_event import FoundersOfGloomhavenGainEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_game_over_event import FoundersOfGloomhavenGameOverEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_house_event import FoundersOfGloomhavenHouseEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_import_access_action import FoundersOfGloomhavenImportAccessAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_import_action import FoundersOfGloomhavenImportAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_event import FoundersOfGloomhavenIncomeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_token_event import FoundersOfGloomhavenIncomeTokenEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_introductory_event import FoundersOfGloomhavenIntroductoryEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_paid_event import FoundersOfGloomhavenPaidEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_prestige_action import FoundersOfGloomhavenPlacePrestigeAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_stall_action import FoundersOfGloomhavenPlaceStallAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_tile_action import FoundersOfGloomhavenPlaceTileAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_play_card_action import FoundersOfGloomhavenPlayCardAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_play_face_down_action import FoundersOfGloomhavenPlayFaceDownAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_played_event import FoundersOfGloomhavenPlayedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_points_event import FoundersOfGloomhavenPointsEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_action_action import FoundersOfGloomhavenPrestigeActionAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_event import FoundersOfGloomhavenPrestigeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_proposal_event import FoundersOfGloomhavenProposalEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_race_event import FoundersOfGloomhavenRaceEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_racial_action_action import FoundersOfGloomhavenRacialActionAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recall_worker_action import FoundersOfGloomhavenRecallWorkerAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recalled_event import FoundersOfGloomhavenRecalledEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruit_action import FoundersOfGloomhavenRecruitAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruited_event import FoundersOfGloomhavenRecruitedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_removed_event import FoundersOfGloomhavenRemovedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_reset_event import FoundersOfGloomhavenResetEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_resource_event import FoundersOfGloomhavenResourceEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_road_event import FoundersOfGloomhavenRoadEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_skip_road_action import FoundersOfGloomhavenSkipRoadAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_take_fleeting_action import FoundersOfGloomhavenTakeFleetingAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_take_money_action import FoundersOfGloomhavenTakeMoneyAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_tile_event import FoundersOfGloomhavenTileEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_to_bottom_event import FoundersOfGloomhavenToBottomEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_action import FoundersOfGloomhavenVoteAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_called_event import FoundersOfGloomhavenVoteCalledEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_votes_event import FoundersOfGloomhavenVotesEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_worker_event import FoundersOfGloomhavenWorkerEvent # noqa: PLC0415
        from ..models.gloomhaven_ability_skipped_event_type_0 import GloomhavenAbilitySkippedEventType0 # noqa: PLC0415
        from ..models.gloomhaven_ability_skipped_event_type_1 import GloomhavenAbilitySkippedEventType1 # noqa: PLC0415
        from ..models.gloomhaven_activate_token_action import GloomhavenActivateTokenAction # noqa: PLC0415
        from ..models.gloomhaven_active_used_event import GloomhavenActiveUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_add_target_action import GloomhavenAddTargetAction # noqa: PLC0415
        from ..models.gloomhaven_attack_instead_action import GloomhavenAttackInsteadAction # noqa: PLC0415
        from ..models.gloomhaven_attacked_event import GloomhavenAttackedEvent # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_0 import GloomhavenBonusGainedEventType0 # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_1 import GloomhavenBonusGainedEventType1 # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_2 import GloomhavenBonusGainedEventType2 # noqa: PLC0415
        from ..models.gloomhaven_boon_gained_event import GloomhavenBoonGainedEvent # noqa: PLC0415
        from ..models.gloomhaven_break_tie_action import GloomhavenBreakTieAction # noqa: PLC0415
        from ..models.gloomhaven_card_discarded_event import GloomhavenCardDiscardedEvent # noqa: PLC0415
        from ..models.gloomhaven_card_placed_event import GloomhavenCardPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_cards_revealed_event import GloomhavenCardsRevealedEvent # noqa: PLC0415
        from ..models.gloomhaven_character_placed_event import GloomhavenCharacterPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_choose_deck_action import GloomhavenChooseDeckAction # noqa: PLC0415
        from ..models.gloomhaven_choose_element_action import GloomhavenChooseElementAction # noqa: PLC0415
        from ..models.gloomhaven_choose_figure_action import GloomhavenChooseFigureAction # noqa: PLC0415
        from ..models.gloomhaven_choose_hand_action import GloomhavenChooseHandAction # noqa: PLC0415
        from ..models.gloomhaven_choose_hex_action import GloomhavenChooseHexAction # noqa: PLC0415
        from ..models.gloomhaven_choose_option_action import GloomhavenChooseOptionAction # noqa: PLC0415
        from ..models.gloomhaven_choose_path_action import GloomhavenChoosePathAction # noqa: PLC0415
        from ..models.gloomhaven_conditions_added_event import GloomhavenConditionsAddedEvent # noqa: PLC0415
        from ..models.gloomhaven_conditions_removed_event import GloomhavenConditionsRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_consume_action import GloomhavenConsumeAction # noqa: PLC0415
        from ..models.gloomhaven_controlled_event import GloomhavenControlledEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_negated_event import GloomhavenDamageNegatedEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_negated_for_event import GloomhavenDamageNegatedForEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_prevented_event import GloomhavenDamagePreventedEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_suffered_event import GloomhavenDamageSufferedEvent # noqa: PLC0415
        from ..models.gloomhaven_death_attack_event import GloomhavenDeathAttackEvent # noqa: PLC0415
        from ..models.gloomhaven_discard_augment_action import GloomhavenDiscardAugmentAction # noqa: PLC0415
        from ..models.gloomhaven_discard_card_action import GloomhavenDiscardCardAction # noqa: PLC0415
        from ..models.gloomhaven_door_opened_event import GloomhavenDoorOpenedEvent # noqa: PLC0415
        from ..models.gloomhaven_draw_modifier_action import GloomhavenDrawModifierAction # noqa: PLC0415
        from ..models.gloomhaven_draw_monster_card_action import GloomhavenDrawMonsterCardAction # noqa: PLC0415
        from ..models.gloomhaven_element_consumed_event import GloomhavenElementConsumedEvent # noqa: PLC0415
        from ..models.gloomhaven_element_infused_event import GloomhavenElementInfusedEvent # noqa: PLC0415
        from ..models.gloomhaven_elements_set_event import GloomhavenElementsSetEvent # noqa: PLC0415
        from ..models.gloomhaven_end_targets_action import GloomhavenEndTargetsAction # noqa: PLC0415
        from ..models.gloomhaven_enemy_turned_event import GloomhavenEnemyTurnedEvent # noqa: PLC0415
        from ..models.gloomhaven_escaped_event import GloomhavenEscapedEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_killed_event import GloomhavenEscortKilledEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_saved_event import GloomhavenEscortSavedEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_turn_event import GloomhavenEscortTurnEvent # noqa: PLC0415
        from ..models.gloomhaven_exhausted_event import GloomhavenExhaustedEvent # noqa: PLC0415
        from ..models.gloomhaven_figure_freed_event import GloomhavenFigureFreedEvent # noqa: PLC0415
        from ..models.gloomhaven_forced_moved_event import GloomhavenForcedMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_free_figure_action import GloomhavenFreeFigureAction # noqa: PLC0415
        from ..models.gloomhaven_give_piece_action import GloomhavenGivePieceAction # noqa: PLC0415
        from ..models.gloomhaven_half_played_event import GloomhavenHalfPlayedEvent # noqa: PLC0415
        from ..models.gloomhaven_hands_chosen_event import GloomhavenHandsChosenEvent # noqa: PLC0415
        from ..models.gloomhaven_heal_action import GloomhavenHealAction # noqa: PLC0415
        from ..models.gloomhaven_healed_event import GloomhavenHealedEvent # noqa: PLC0415
        from ..models.gloomhaven_infuse_element_action import GloomhavenInfuseElementAction # noqa: PLC0415
        from ..models.gloomhaven_initiative_order_event import GloomhavenInitiativeOrderEvent # noqa: PLC0415
        from ..models.gloomhaven_item_used_event import GloomhavenItemUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_items_refreshed_event import GloomhavenItemsRefreshedEvent # noqa: PLC0415
        from ..models.gloomhaven_keep_card_action import GloomhavenKeepCardAction # noqa: PLC0415
        from ..models.gloomhaven_keep_pieces_action import GloomhavenKeepPiecesAction # noqa: PLC0415
        from ..models.gloomhaven_let_suffer_action import GloomhavenLetSufferAction # noqa: PLC0415
        from ..models.gloomhaven_long_rest_action import GloomhavenLongRestAction # noqa: PLC0415
        from ..models.gloomhaven_loot_beside_action import GloomhavenLootBesideAction # noqa: PLC0415
        from ..models.gloomhaven_looted_event import GloomhavenLootedEvent # noqa: PLC0415
        from ..models.gloomhaven_lose_cards_action import GloomhavenLoseCardsAction # noqa: PLC0415
        from ..models.gloomhaven_lose_discards_action import GloomhavenLoseDiscardsAction # noqa: PLC0415
        from ..models.gloomhaven_lose_hand_card_action import GloomhavenLoseHandCardAction # noqa: PLC0415
        from ..models.gloomhaven_mind_controlled_event import GloomhavenMindControlledEvent # noqa: PLC0415
        from ..models.gloomhaven_modifier_shuffled_in_event import GloomhavenModifierShuffledInEvent # noqa: PLC0415
        from ..models.gloomhaven_modifier_supply_empty_event import GloomhavenModifierSupplyEmptyEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_appeared_event import GloomhavenMonsterAppearedEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_card_drawn_event import GloomhavenMonsterCardDrawnEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_killed_event import GloomhavenMonsterKilledEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_left_event import GloomhavenMonsterLeftEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_looted_event import GloomhavenMonsterLootedEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_removed_event import GloomhavenMonsterRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_spawned_event import GloomhavenMonsterSpawnedEvent # noqa: PLC0415
        from ..models.gloomhaven_monster_summoned_event import GloomhavenMonsterSummonedEvent # noqa: PLC0415
        from ..models.gloomhaven_monsters_turn_event import GloomhavenMonstersTurnEvent # noqa: PLC0415
        from ..models.gloomhaven_moved_event_type_0 import GloomhavenMovedEventType0 # noqa: PLC0415
        from ..models.gloomhaven_moved_event_type_1 import GloomhavenMovedEventType1 # noqa: PLC0415
        from ..models.gloomhaven_moved_event_type_2 import GloomhavenMovedEventType2 # noqa: PLC0415
        from ..models.gloomhaven_movement_spent_event import GloomhavenMovementSpentEvent # noqa: PLC0415
        from ..models.gloomhaven_no_added_target_action import GloomhavenNoAddedTargetAction # noqa: PLC0415
        from ..models.gloomhaven_no_item_action import GloomhavenNoItemAction # noqa: PLC0415
        from ..models.gloomhaven_objective_destroyed_event import GloomhavenObjectiveDestroyedEvent # noqa: PLC0415
        from ..models.gloomhaven_objective_moved_event import GloomhavenObjectiveMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_objective_summoned_event import GloomhavenObjectiveSummonedEvent # noqa: PLC0415
        from ..models.gloomhaven_perform_action import GloomhavenPerformAction # noqa: PLC0415
        from ..models.gloomhaven_piece_dropped_event import GloomhavenPieceDroppedEvent # noqa: PLC0415
        from ..models.gloomhaven_piece_taken_event import GloomhavenPieceTakenEvent # noqa: PLC0415
        from ..models.gloomhaven_piece_used_event import GloomhavenPieceUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_place_area_action import GloomhavenPlaceAreaAction # noqa: PLC0415
        from ..models.gloomhaven_place_character_action import GloomhavenPlaceCharacterAction # noqa: PLC0415
        from ..models.gloomhaven_play_half_action import GloomhavenPlayHalfAction # noqa: PLC0415
        from ..models.gloomhaven_protect_with_card_action import GloomhavenProtectWithCardAction # noqa: PLC0415
        from ..models.gloomhaven_push_step_action import GloomhavenPushStepAction # noqa: PLC0415
        from ..models.gloomhaven_push_stop_action import GloomhavenPushStopAction # noqa: PLC0415
        from ..models.gloomhaven_recover_action import GloomhavenRecoverAction # noqa: PLC0415
        from ..models.gloomhaven_recovered_event import GloomhavenRecoveredEvent # noqa: PLC0415
        from ..models.gloomhaven_remove_monster_action import GloomhavenRemoveMonsterAction # noqa: PLC0415
        from ..models.gloomhaven_rest_action import GloomhavenRestAction # noqa: PLC0415
        from ..models.gloomhaven_rested_event import GloomhavenRestedEvent # noqa: PLC0415
        from ..models.gloomhaven_retaliated_event import GloomhavenRetaliatedEvent # noqa: PLC0415
        from ..models.gloomhaven_round_ended_event import GloomhavenRoundEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_sacrificed_event import GloomhavenSacrificedEvent # noqa: PLC0415
        from ..models.gloomhaven_scenario_ended_event import GloomhavenScenarioEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_select_cards_action import GloomhavenSelectCardsAction # noqa: PLC0415
        from ..models.gloomhaven_short_rest_action import GloomhavenShortRestAction # noqa: PLC0415
        from ..models.gloomhaven_short_rest_card_action import GloomhavenShortRestCardAction # noqa: PLC0415
        from ..models.gloomhaven_short_rest_card_event import GloomhavenShortRestCardEvent # noqa: PLC0415
        from ..models.gloomhaven_short_rested_event import GloomhavenShortRestedEvent # noqa: PLC0415
        from ..models.gloomhaven_skip_action import GloomhavenSkipAction # noqa: PLC0415
        from ..models.gloomhaven_spend_movement_action import GloomhavenSpendMovementAction # noqa: PLC0415
        from ..models.gloomhaven_standee_action import GloomhavenStandeeAction # noqa: PLC0415
        from ..models.gloomhaven_step_action import GloomhavenStepAction # noqa: PLC0415
        from ..models.gloomhaven_stop_action import GloomhavenStopAction # noqa: PLC0415
        from ..models.gloomhaven_suffer_action import GloomhavenSufferAction # noqa: PLC0415
        from ..models.gloomhaven_summon_removed_event import GloomhavenSummonRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_summoned_event import GloomhavenSummonedEvent # noqa: PLC0415
        from ..models.gloomhaven_summons_turn_event import GloomhavenSummonsTurnEvent # noqa: PLC0415
        from ..models.gloomhaven_target_action import GloomhavenTargetAction # noqa: PLC0415
        from ..models.gloomhaven_tie_broken_event import GloomhavenTieBrokenEvent # noqa: PLC0415
        from ..models.gloomhaven_tile_moved_event import GloomhavenTileMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_activated_event import GloomhavenTokenActivatedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_hex_action import GloomhavenTokenHexAction # noqa: PLC0415
        from ..models.gloomhaven_token_placed_event import GloomhavenTokenPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_removed_event import GloomhavenTokenRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_trap_created_event import GloomhavenTrapCreatedEvent # noqa: PLC0415
        from ..models.gloomhaven_trap_sprung_event import GloomhavenTrapSprungEvent # noqa: PLC0415
        from ..models.gloomhaven_treasure_looted_event import GloomhavenTreasureLootedEvent # noqa: PLC0415
        from ..models.gloomhaven_turn_ended_event import GloomhavenTurnEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_use_item_action import GloomhavenUseItemAction # noqa: PLC0415
        from ..models.gloomhaven_use_piece_action import GloomhavenUsePieceAction # noqa: PLC0415
        from ..models.gloomhaven_water_added_event import GloomhavenWaterAddedEvent # noqa: PLC0415
        from ..models.gloomhaven_water_bailed_event import GloomhavenWaterBailedEvent # noqa: PLC0415
        from ..models.gloomhaven_water_taken_event import GloomhavenWaterTakenEvent # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> FoundationsOfRomeAcceptTradeAction | FoundationsOfRomeBuyDeedAction | FoundationsOfRomeBuyInvocationAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealCardAction | FoundationsOfRomeDealConsulDeedAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDeclineTradeAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawConsulTokenAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeEndTurnAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeInvokeAction | FoundationsOfRomeKeepCardAction | FoundationsOfRomePlaceConsulTokenAction | FoundationsOfRomeProposeTradeAction | FoundationsOfRomeRevealMonumentAction | FoundationsOfRomeStealAction | FoundationsOfRomeTakeIncomeAction | FoundersOfGloomhavenBreakTieAction | FoundersOfGloomhavenBuildBridgeAction | FoundersOfGloomhavenBuildHouseAction | FoundersOfGloomhavenBuildRoadAction | FoundersOfGloomhavenBuyAccessAction | FoundersOfGloomhavenCallVoteAction | FoundersOfGloomhavenChooseDeliveryAction | FoundersOfGloomhavenChooseRaceAction | FoundersOfGloomhavenChooseResourceAction | FoundersOfGloomhavenChooseSourceAction | FoundersOfGloomhavenDedicateAction | FoundersOfGloomhavenDrawAdviserAction | FoundersOfGloomhavenDrawProposalAction | FoundersOfGloomhavenFirstPlayerAction | FoundersOfGloomhavenFollowAction | FoundersOfGloomhavenImportAccessAction | FoundersOfGloomhavenImportAction | FoundersOfGloomhavenPlacePrestigeAction | FoundersOfGloomhavenPlaceStallAction | FoundersOfGloomhavenPlaceTileAction | FoundersOfGloomhavenPlayCardAction | FoundersOfGloomhavenPlayFaceDownAction | FoundersOfGloomhavenPrestigeActionAction | FoundersOfGloomhavenRacialActionAction | FoundersOfGloomhavenRecallWorkerAction | FoundersOfGloomhavenRecruitAction | FoundersOfGloomhavenSkipRoadAction | FoundersOfGloomhavenTakeFleetingAction | FoundersOfGloomhavenTakeMoneyAction | FoundersOfGloomhavenVoteAction | GloomhavenActivateTokenAction | GloomhavenAddTargetAction | GloomhavenAttackInsteadAction | GloomhavenBreakTieAction | GloomhavenChooseDeckAction | GloomhavenChooseElementAction | GloomhavenChooseFigureAction | GloomhavenChooseHandAction | GloomhavenChooseHexAction | GloomhavenChooseOptionAction | GloomhavenChoosePathAction | GloomhavenConsumeAction | GloomhavenDiscardAugmentAction | GloomhavenDiscardCardAction | GloomhavenDrawModifierAction | GloomhavenDrawMonsterCardAction | GloomhavenEndTargetsAction | GloomhavenFreeFigureAction | GloomhavenGivePieceAction | GloomhavenHealAction | GloomhavenInfuseElementAction | GloomhavenKeepCardAction | GloomhavenKeepPiecesAction | GloomhavenLetSufferAction | GloomhavenLongRestAction | GloomhavenLootBesideAction | GloomhavenLoseCardsAction | GloomhavenLoseDiscardsAction | GloomhavenLoseHandCardAction | GloomhavenNoAddedTargetAction | GloomhavenNoItemAction | GloomhavenPerformAction | GloomhavenPlaceAreaAction | GloomhavenPlaceCharacterAction | GloomhavenPlayHalfAction | GloomhavenProtectWithCardAction | GloomhavenPushStepAction | GloomhavenPushStopAction | GloomhavenRecoverAction | GloomhavenRemoveMonsterAction | GloomhavenRestAction | GloomhavenSelectCardsAction | GloomhavenShortRestAction | GloomhavenShortRestCardAction | GloomhavenSkipAction | GloomhavenSpendMovementAction | GloomhavenStandeeAction | GloomhavenStepAction | GloomhavenStopAction | GloomhavenSufferAction | GloomhavenTargetAction | GloomhavenTokenHexAction | GloomhavenUseItemAction | GloomhavenUsePieceAction:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_0 = FoundationsOfRomeTakeIncomeAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_1 = FoundationsOfRomeBuyDeedAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_2 = FoundationsOfRomeBuyInvocationAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_3 = FoundationsOfRomeInvokeAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_4 = FoundationsOfRomeConstructAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_5 = FoundationsOfRomeDraftDeedAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_6 = FoundationsOfRomeEndTurnAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_7 = FoundationsOfRomeStealAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_8 = FoundationsOfRomeProposeTradeAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_9 = FoundationsOfRomeAcceptTradeAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_10 = FoundationsOfRomeDeclineTradeAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_11 = FoundationsOfRomeKeepCardAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_12 = FoundationsOfRomeDealCardAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_13 = FoundationsOfRomeFirstPlayerAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_14 = FoundationsOfRomeDealDeedAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_15 = FoundationsOfRomeRevealMonumentAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_16 = FoundationsOfRomeDrawDeedAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_17 = FoundationsOfRomePlaceConsulTokenAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_18 = FoundationsOfRomeDrawConsulTokenAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_19 = FoundationsOfRomeDealConsulDeedAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_0 = FoundersOfGloomhavenFirstPlayerAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_1 = FoundersOfGloomhavenDrawProposalAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_2 = FoundersOfGloomhavenDrawAdviserAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_3 = FoundersOfGloomhavenChooseRaceAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_4 = FoundersOfGloomhavenChooseResourceAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_5 = FoundersOfGloomhavenPlaceStallAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_6 = FoundersOfGloomhavenPlayCardAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_7 = FoundersOfGloomhavenPlayFaceDownAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_8 = FoundersOfGloomhavenCallVoteAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_9 = FoundersOfGloomhavenFollowAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_10 = FoundersOfGloomhavenTakeMoneyAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_11 = FoundersOfGloomhavenTakeFleetingAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_12 = FoundersOfGloomhavenBuildRoadAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_13 = FoundersOfGloomhavenSkipRoadAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_14 = FoundersOfGloomhavenRacialActionAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_15 = FoundersOfGloomhavenPrestigeActionAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_16 = FoundersOfGloomhavenRecallWorkerAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_17 = FoundersOfGloomhavenRecruitAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_18 = FoundersOfGloomhavenImportAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_19 = FoundersOfGloomhavenImportAccessAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_20 = FoundersOfGloomhavenBuyAccessAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_21 = FoundersOfGloomhavenPlaceTileAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_22 = FoundersOfGloomhavenBuildHouseAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_23 = FoundersOfGloomhavenBuildBridgeAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_24 = FoundersOfGloomhavenChooseSourceAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_25 = FoundersOfGloomhavenChooseDeliveryAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_26 = FoundersOfGloomhavenVoteAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_27 = FoundersOfGloomhavenDedicateAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_28 = FoundersOfGloomhavenBreakTieAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_action_type_29 = FoundersOfGloomhavenPlacePrestigeAction.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_action_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_0 = GloomhavenChooseHandAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_1 = GloomhavenPlaceCharacterAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_2 = GloomhavenDiscardCardAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_3 = GloomhavenSelectCardsAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_4 = GloomhavenLongRestAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_5 = GloomhavenBreakTieAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_6 = GloomhavenStandeeAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_7 = GloomhavenDrawMonsterCardAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_8 = GloomhavenDrawModifierAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_9 = GloomhavenChooseOptionAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_10 = GloomhavenPlayHalfAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_11 = GloomhavenRestAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_12 = GloomhavenStepAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_13 = GloomhavenStopAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_14 = GloomhavenTargetAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_15 = GloomhavenEndTargetsAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_16 = GloomhavenConsumeAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_17 = GloomhavenPlaceAreaAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_18 = GloomhavenChoosePathAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_19 = GloomhavenPushStepAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_20 = GloomhavenPushStopAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_21 = GloomhavenHealAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_22 = GloomhavenPerformAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_23 = GloomhavenTokenHexAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_24 = GloomhavenRecoverAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_25 = GloomhavenChooseFigureAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_26 = GloomhavenSkipAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_27 = GloomhavenSufferAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_28 = GloomhavenLoseHandCardAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_29 = GloomhavenLoseDiscardsAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_30 = GloomhavenAttackInsteadAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_31 = GloomhavenInfuseElementAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_32 = GloomhavenLoseCardsAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_33 = GloomhavenDiscardAugmentAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_34 = GloomhavenProtectWithCardAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_35 = GloomhavenLetSufferAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_36 = GloomhavenRemoveMonsterAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_37 = GloomhavenChooseDeckAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_38 = GloomhavenChooseHexAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_39 = GloomhavenChooseElementAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_40 = GloomhavenShortRestAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_41 = GloomhavenKeepCardAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_42 = GloomhavenShortRestCardAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_43 = GloomhavenNoItemAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_44 = GloomhavenUseItemAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_45 = GloomhavenAddTargetAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_46 = GloomhavenNoAddedTargetAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_47 = GloomhavenActivateTokenAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_48 = GloomhavenLootBesideAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_49 = GloomhavenFreeFigureAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_50 = GloomhavenSpendMovementAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_51 = GloomhavenGivePieceAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_action_type_52 = GloomhavenUsePieceAction.from_dict(data)



                return componentsschemas_gloomhaven_action_type_52
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_gloomhaven_action_type_53 = GloomhavenKeepPiecesAction.from_dict(data)



            return componentsschemas_gloomhaven_action_type_53

        action = _parse_action(d.pop("action"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> FoundationsOfRomeBuildingPlacedEvent | FoundationsOfRomeBuildingRemovedEvent | FoundationsOfRomeCardDealtEvent | FoundationsOfRomeConsulCardFlippedEvent | FoundationsOfRomeConsulControlPassedEvent | FoundationsOfRomeConsulDeedDealtEvent | FoundationsOfRomeConsulDeedTakenEvent | FoundationsOfRomeConsulExhaustedEvent | FoundationsOfRomeConsulTokenDiscardedEvent | FoundationsOfRomeConsulTokenDrawnEvent | FoundationsOfRomeConsulTokenPlacedEvent | FoundationsOfRomeConsulTokensReshuffledEvent | FoundationsOfRomeDeedBoughtEvent | FoundationsOfRomeDeedDealtEvent | FoundationsOfRomeDeedDraftedEvent | FoundationsOfRomeDeedDrawnEvent | FoundationsOfRomeDraftFinishedEvent | FoundationsOfRomeEraEndingEvent | FoundationsOfRomeEraScoredEvent | FoundationsOfRomeEraStartedEvent | FoundationsOfRomeFirstPlayerChosenEvent | FoundationsOfRomeGameOverEvent | FoundationsOfRomeHandsPassedEvent | FoundationsOfRomeIncomeTakenEvent | FoundationsOfRomeInvocationBoughtEvent | FoundationsOfRomeInvocationDrawnEvent | FoundationsOfRomeInvocationUsedEvent | FoundationsOfRomeLotStolenEvent | FoundationsOfRomeMonumentRevealedEvent | FoundationsOfRomeObjectiveRevealedEvent | FoundationsOfRomeObjectivesKeptEvent | FoundationsOfRomeObjectivesScoredEvent | FoundationsOfRomeRolesRevealedEvent | FoundationsOfRomeTradeDeclinedEvent | FoundationsOfRomeTradeMadeEvent | FoundationsOfRomeTradeProposedEvent | FoundationsOfRomeTurnEndedEvent | FoundersOfGloomhavenAccessEvent | FoundersOfGloomhavenAdviserEvent | FoundersOfGloomhavenBridgeEvent | FoundersOfGloomhavenCompletedEvent | FoundersOfGloomhavenDeliveredEvent | FoundersOfGloomhavenEnactedEvent | FoundersOfGloomhavenGainEvent | FoundersOfGloomhavenGameOverEvent | FoundersOfGloomhavenHouseEvent | FoundersOfGloomhavenIncomeEvent | FoundersOfGloomhavenIncomeTokenEvent | FoundersOfGloomhavenIntroductoryEvent | FoundersOfGloomhavenPaidEvent | FoundersOfGloomhavenPlayedEvent | FoundersOfGloomhavenPointsEvent | FoundersOfGloomhavenPrestigeEvent | FoundersOfGloomhavenProposalEvent | FoundersOfGloomhavenRaceEvent | FoundersOfGloomhavenRecalledEvent | FoundersOfGloomhavenRecruitedEvent | FoundersOfGloomhavenRemovedEvent | FoundersOfGloomhavenResetEvent | FoundersOfGloomhavenResourceEvent | FoundersOfGloomhavenRoadEvent | FoundersOfGloomhavenTileEvent | FoundersOfGloomhavenToBottomEvent | FoundersOfGloomhavenVoteCalledEvent | FoundersOfGloomhavenVotesEvent | FoundersOfGloomhavenWorkerEvent | GloomhavenAbilitySkippedEventType0 | GloomhavenAbilitySkippedEventType1 | GloomhavenActiveUsedEvent | GloomhavenAttackedEvent | GloomhavenBonusGainedEventType0 | GloomhavenBonusGainedEventType1 | GloomhavenBonusGainedEventType2 | GloomhavenBoonGainedEvent | GloomhavenCardDiscardedEvent | GloomhavenCardPlacedEvent | GloomhavenCardsRevealedEvent | GloomhavenCharacterPlacedEvent | GloomhavenConditionsAddedEvent | GloomhavenConditionsRemovedEvent | GloomhavenControlledEvent | GloomhavenDamageNegatedEvent | GloomhavenDamageNegatedForEvent | GloomhavenDamagePreventedEvent | GloomhavenDamageSufferedEvent | GloomhavenDeathAttackEvent | GloomhavenDoorOpenedEvent | GloomhavenElementConsumedEvent | GloomhavenElementInfusedEvent | GloomhavenElementsSetEvent | GloomhavenEnemyTurnedEvent | GloomhavenEscapedEvent | GloomhavenEscortKilledEvent | GloomhavenEscortSavedEvent | GloomhavenEscortTurnEvent | GloomhavenExhaustedEvent | GloomhavenFigureFreedEvent | GloomhavenForcedMovedEvent | GloomhavenHalfPlayedEvent | GloomhavenHandsChosenEvent | GloomhavenHealedEvent | GloomhavenInitiativeOrderEvent | GloomhavenItemsRefreshedEvent | GloomhavenItemUsedEvent | GloomhavenLootedEvent | GloomhavenMindControlledEvent | GloomhavenModifierShuffledInEvent | GloomhavenModifierSupplyEmptyEvent | GloomhavenMonsterAppearedEvent | GloomhavenMonsterCardDrawnEvent | GloomhavenMonsterKilledEvent | GloomhavenMonsterLeftEvent | GloomhavenMonsterLootedEvent | GloomhavenMonsterRemovedEvent | GloomhavenMonsterSpawnedEvent | GloomhavenMonstersTurnEvent | GloomhavenMonsterSummonedEvent | GloomhavenMovedEventType0 | GloomhavenMovedEventType1 | GloomhavenMovedEventType2 | GloomhavenMovementSpentEvent | GloomhavenObjectiveDestroyedEvent | GloomhavenObjectiveMovedEvent | GloomhavenObjectiveSummonedEvent | GloomhavenPieceDroppedEvent | GloomhavenPieceTakenEvent | GloomhavenPieceUsedEvent | GloomhavenRecoveredEvent | GloomhavenRestedEvent | GloomhavenRetaliatedEvent | GloomhavenRoundEndedEvent | GloomhavenSacrificedEvent | GloomhavenScenarioEndedEvent | GloomhavenShortRestCardEvent | GloomhavenShortRestedEvent | GloomhavenSummonedEvent | GloomhavenSummonRemovedEvent | GloomhavenSummonsTurnEvent | GloomhavenTieBrokenEvent | GloomhavenTileMovedEvent | GloomhavenTokenActivatedEvent | GloomhavenTokenPlacedEvent | GloomhavenTokenRemovedEvent | GloomhavenTrapCreatedEvent | GloomhavenTrapSprungEvent | GloomhavenTreasureLootedEvent | GloomhavenTurnEndedEvent | GloomhavenWaterAddedEvent | GloomhavenWaterBailedEvent | GloomhavenWaterTakenEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_0 = FoundationsOfRomeIncomeTakenEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_1 = FoundationsOfRomeDeedBoughtEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_2 = FoundationsOfRomeDeedDrawnEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_3 = FoundationsOfRomeInvocationDrawnEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_4 = FoundationsOfRomeInvocationBoughtEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_5 = FoundationsOfRomeInvocationUsedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_6 = FoundationsOfRomeBuildingRemovedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_7 = FoundationsOfRomeBuildingPlacedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_8 = FoundationsOfRomeDeedDraftedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_9 = FoundationsOfRomeHandsPassedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_10 = FoundationsOfRomeDraftFinishedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_11 = FoundationsOfRomeEraEndingEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_12 = FoundationsOfRomeEraScoredEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_13 = FoundationsOfRomeEraStartedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_14 = FoundationsOfRomeGameOverEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_15 = FoundationsOfRomeFirstPlayerChosenEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_16 = FoundationsOfRomeMonumentRevealedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_17 = FoundationsOfRomeLotStolenEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_18 = FoundationsOfRomeTradeProposedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_19 = FoundationsOfRomeTradeMadeEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_20 = FoundationsOfRomeTurnEndedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_21 = FoundationsOfRomeTradeDeclinedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_22 = FoundationsOfRomeCardDealtEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_23 = FoundationsOfRomeObjectiveRevealedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_24 = FoundationsOfRomeRolesRevealedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_25 = FoundationsOfRomeObjectivesKeptEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_26 = FoundationsOfRomeObjectivesScoredEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_27 = FoundationsOfRomeDeedDealtEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_28 = FoundationsOfRomeConsulCardFlippedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_29 = FoundationsOfRomeConsulDeedDealtEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_30 = FoundationsOfRomeConsulDeedTakenEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_31 = FoundationsOfRomeConsulExhaustedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_32 = FoundationsOfRomeConsulTokensReshuffledEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_33 = FoundationsOfRomeConsulTokenDrawnEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_34 = FoundationsOfRomeConsulTokenPlacedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_35 = FoundationsOfRomeConsulTokenDiscardedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_36 = FoundationsOfRomeConsulControlPassedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_0 = FoundersOfGloomhavenPointsEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_1 = FoundersOfGloomhavenDeliveredEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_2 = FoundersOfGloomhavenCompletedEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_3 = FoundersOfGloomhavenGainEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_4 = FoundersOfGloomhavenIncomeEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_5 = FoundersOfGloomhavenPlayedEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_6 = FoundersOfGloomhavenWorkerEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_7 = FoundersOfGloomhavenRecalledEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_8 = FoundersOfGloomhavenRoadEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_9 = FoundersOfGloomhavenGameOverEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_10 = FoundersOfGloomhavenPaidEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_11 = FoundersOfGloomhavenIncomeTokenEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_12 = FoundersOfGloomhavenRecruitedEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_13 = FoundersOfGloomhavenTileEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_14 = FoundersOfGloomhavenAccessEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_15 = FoundersOfGloomhavenHouseEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_16 = FoundersOfGloomhavenBridgeEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_17 = FoundersOfGloomhavenVoteCalledEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_18 = FoundersOfGloomhavenResetEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_19 = FoundersOfGloomhavenVotesEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_20 = FoundersOfGloomhavenEnactedEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_21 = FoundersOfGloomhavenRemovedEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_22 = FoundersOfGloomhavenPrestigeEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_23 = FoundersOfGloomhavenRaceEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_24 = FoundersOfGloomhavenResourceEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_25 = FoundersOfGloomhavenIntroductoryEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_26 = FoundersOfGloomhavenToBottomEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_27 = FoundersOfGloomhavenProposalEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_event_type_28 = FoundersOfGloomhavenAdviserEvent.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_0 = GloomhavenHandsChosenEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_1 = GloomhavenCharacterPlacedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_2 = GloomhavenCardsRevealedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_3 = GloomhavenMonsterCardDrawnEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_4 = GloomhavenInitiativeOrderEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_5 = GloomhavenTieBrokenEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_6 = GloomhavenRoundEndedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_7 = GloomhavenScenarioEndedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_8 = GloomhavenMonsterSpawnedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_9 = GloomhavenElementsSetEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_10 = GloomhavenHalfPlayedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_11 = GloomhavenCardPlacedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_12 = GloomhavenRestedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_13 = GloomhavenTurnEndedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_14 = GloomhavenLootedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_15 = GloomhavenDoorOpenedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_16 = GloomhavenMonstersTurnEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_17 = GloomhavenMonsterKilledEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_18 = GloomhavenMonsterSummonedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_19 = GloomhavenSummonedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_20 = GloomhavenSummonsTurnEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_21 = GloomhavenControlledEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_22 = GloomhavenEnemyTurnedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_23 = GloomhavenSummonRemovedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_24 = GloomhavenAttackedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_25 = GloomhavenRetaliatedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_26 = GloomhavenTrapSprungEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_27 = GloomhavenDamageSufferedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_28 = GloomhavenObjectiveDestroyedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_29 = GloomhavenFigureFreedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_30 = GloomhavenEscortKilledEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_31 = GloomhavenDamageNegatedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_32 = GloomhavenExhaustedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_33 = GloomhavenEscapedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_34 = GloomhavenCardDiscardedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_35 = GloomhavenTokenActivatedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_36 = GloomhavenMovementSpentEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_37 = GloomhavenEscortTurnEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_38 = GloomhavenDamageNegatedForEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_39 = GloomhavenMonsterRemovedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_40 = GloomhavenEscortSavedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_41 = GloomhavenObjectiveSummonedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_42 = GloomhavenMonsterAppearedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_43 = GloomhavenMonsterLeftEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_44 = GloomhavenObjectiveMovedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_45 = GloomhavenTileMovedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_46 = GloomhavenPieceTakenEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_47 = GloomhavenPieceDroppedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_48 = GloomhavenPieceUsedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_49 = GloomhavenBoonGainedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_50 = GloomhavenSacrificedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_51 = GloomhavenMindControlledEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_52 = GloomhavenDeathAttackEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_53 = GloomhavenWaterAddedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_54 = GloomhavenWaterTakenEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_55 = GloomhavenWaterBailedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_56 = GloomhavenHealedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_57 = GloomhavenConditionsAddedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_57
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_58 = GloomhavenConditionsRemovedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_58
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_59 = GloomhavenElementInfusedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_59
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_60 = GloomhavenElementConsumedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_60
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_61 = GloomhavenForcedMovedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_61
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_62 = GloomhavenActiveUsedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_62
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_63 = GloomhavenDamagePreventedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_63
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_64 = GloomhavenTokenPlacedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_64
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_65 = GloomhavenTokenRemovedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_65
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_66 = GloomhavenTrapCreatedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_66
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_67 = GloomhavenRecoveredEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_67
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_68 = GloomhavenModifierShuffledInEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_68
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_69 = GloomhavenModifierSupplyEmptyEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_69
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_70 = GloomhavenShortRestCardEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_70
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_71 = GloomhavenShortRestedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_71
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_72 = GloomhavenMonsterLootedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_72
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_73 = GloomhavenTreasureLootedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_73
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_74 = GloomhavenItemUsedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_74
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_event_type_75 = GloomhavenItemsRefreshedEvent.from_dict(data)



                    return componentsschemas_gloomhaven_event_type_75
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_moved_event_type_0 = GloomhavenMovedEventType0.from_dict(data)



                    return componentsschemas_gloomhaven_moved_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_moved_event_type_1 = GloomhavenMovedEventType1.from_dict(data)



                    return componentsschemas_gloomhaven_moved_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_moved_event_type_2 = GloomhavenMovedEventType2.from_dict(data)



                    return componentsschemas_gloomhaven_moved_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_skipped_event_type_0 = GloomhavenAbilitySkippedEventType0.from_dict(data)



                    return componentsschemas_gloomhaven_ability_skipped_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_ability_skipped_event_type_1 = GloomhavenAbilitySkippedEventType1.from_dict(data)



                    return componentsschemas_gloomhaven_ability_skipped_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_bonus_gained_event_type_0 = GloomhavenBonusGainedEventType0.from_dict(data)



                    return componentsschemas_gloomhaven_bonus_gained_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_gloomhaven_bonus_gained_event_type_1 = GloomhavenBonusGainedEventType1.from_dict(data)



                    return componentsschemas_gloomhaven_bonus_gained_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_bonus_gained_event_type_2 = GloomhavenBonusGainedEventType2.from_dict(data)



                return componentsschemas_gloomhaven_bonus_gained_event_type_2

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        replay_step = cls(
            action=action,
            events=events,
        )

        return replay_step

