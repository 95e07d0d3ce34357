from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent
  from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent
  from ..models.foundations_of_rome_card_dealt_event import FoundationsOfRomeCardDealtEvent
  from ..models.foundations_of_rome_consul_card_flipped_event import FoundationsOfRomeConsulCardFlippedEvent
  from ..models.foundations_of_rome_consul_control_passed_event import FoundationsOfRomeConsulControlPassedEvent
  from ..models.foundations_of_rome_consul_deed_dealt_event import FoundationsOfRomeConsulDeedDealtEvent
  from ..models.foundations_of_rome_consul_deed_taken_event import FoundationsOfRomeConsulDeedTakenEvent
  from ..models.foundations_of_rome_consul_exhausted_event import FoundationsOfRomeConsulExhaustedEvent
  from ..models.foundations_of_rome_consul_token_discarded_event import FoundationsOfRomeConsulTokenDiscardedEvent
  from ..models.foundations_of_rome_consul_token_drawn_event import FoundationsOfRomeConsulTokenDrawnEvent
  from ..models.foundations_of_rome_consul_token_placed_event import FoundationsOfRomeConsulTokenPlacedEvent
  from ..models.foundations_of_rome_consul_tokens_reshuffled_event import FoundationsOfRomeConsulTokensReshuffledEvent
  from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent
  from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent
  from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent
  from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent
  from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent
  from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent
  from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent
  from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent
  from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent
  from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent
  from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent
  from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent
  from ..models.foundations_of_rome_invocation_bought_event import FoundationsOfRomeInvocationBoughtEvent
  from ..models.foundations_of_rome_invocation_drawn_event import FoundationsOfRomeInvocationDrawnEvent
  from ..models.foundations_of_rome_invocation_used_event import FoundationsOfRomeInvocationUsedEvent
  from ..models.foundations_of_rome_lot_stolen_event import FoundationsOfRomeLotStolenEvent
  from ..models.foundations_of_rome_monument_revealed_event import FoundationsOfRomeMonumentRevealedEvent
  from ..models.foundations_of_rome_objective_revealed_event import FoundationsOfRomeObjectiveRevealedEvent
  from ..models.foundations_of_rome_objectives_kept_event import FoundationsOfRomeObjectivesKeptEvent
  from ..models.foundations_of_rome_objectives_scored_event import FoundationsOfRomeObjectivesScoredEvent
  from ..models.foundations_of_rome_roles_revealed_event import FoundationsOfRomeRolesRevealedEvent
  from ..models.foundations_of_rome_state import FoundationsOfRomeState
  from ..models.foundations_of_rome_trade_declined_event import FoundationsOfRomeTradeDeclinedEvent
  from ..models.foundations_of_rome_trade_made_event import FoundationsOfRomeTradeMadeEvent
  from ..models.foundations_of_rome_trade_proposed_event import FoundationsOfRomeTradeProposedEvent
  from ..models.foundations_of_rome_turn_ended_event import FoundationsOfRomeTurnEndedEvent
  from ..models.foundations_of_rome_view import FoundationsOfRomeView
  from ..models.founders_of_gloomhaven_access_event import FoundersOfGloomhavenAccessEvent
  from ..models.founders_of_gloomhaven_adviser_event import FoundersOfGloomhavenAdviserEvent
  from ..models.founders_of_gloomhaven_bridge_event import FoundersOfGloomhavenBridgeEvent
  from ..models.founders_of_gloomhaven_completed_event import FoundersOfGloomhavenCompletedEvent
  from ..models.founders_of_gloomhaven_delivered_event import FoundersOfGloomhavenDeliveredEvent
  from ..models.founders_of_gloomhaven_enacted_event import FoundersOfGloomhavenEnactedEvent
  from ..models.founders_of_gloomhaven_gain_event import FoundersOfGloomhavenGainEvent
  from ..models.founders_of_gloomhaven_game_over_event import FoundersOfGloomhavenGameOverEvent
  from ..models.founders_of_gloomhaven_house_event import FoundersOfGloomhavenHouseEvent
  from ..models.founders_of_gloomhaven_income_event import FoundersOfGloomhavenIncomeEvent
  from ..models.founders_of_gloomhaven_income_token_event import FoundersOfGloomhavenIncomeTokenEvent
  from ..models.founders_of_gloomhaven_introductory_event import FoundersOfGloomhavenIntroductoryEvent
  from ..models.founders_of_gloomhaven_paid_event import FoundersOfGloomhavenPaidEvent
  from ..models.founders_of_gloomhaven_played_event import FoundersOfGloomhavenPlayedEvent
  from ..models.founders_of_gloomhaven_points_event import FoundersOfGloomhavenPointsEvent
  from ..models.founders_of_gloomhaven_prestige_event import FoundersOfGloomhavenPrestigeEvent
  from ..models.founders_of_gloomhaven_proposal_event import FoundersOfGloomhavenProposalEvent
  from ..models.founders_of_gloomhaven_race_event import FoundersOfGloomhavenRaceEvent
  from ..models.founders_of_gloomhaven_recalled_event import FoundersOfGloomhavenRecalledEvent
  from ..models.founders_of_gloomhaven_recruited_event import FoundersOfGloomhavenRecruitedEvent
  from ..models.founders_of_gloomhaven_removed_event import FoundersOfGloomhavenRemovedEvent
  from ..models.founders_of_gloomhaven_reset_event import FoundersOfGloomhavenResetEvent
  from ..models.founders_of_gloomhaven_resource_event import FoundersOfGloomhavenResourceEvent
  from ..models.founders_of_gloomhaven_road_event import FoundersOfGloomhavenRoadEvent
  from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState
  from ..models.founders_of_gloomhaven_tile_event import FoundersOfGloomhavenTileEvent
  from ..models.founders_of_gloomhaven_to_bottom_event import FoundersOfGloomhavenToBottomEvent
  from ..models.founders_of_gloomhaven_view import FoundersOfGloomhavenView
  from ..models.founders_of_gloomhaven_vote_called_event import FoundersOfGloomhavenVoteCalledEvent
  from ..models.founders_of_gloomhaven_votes_event import FoundersOfGloomhavenVotesEvent
  from ..models.founders_of_gloomhaven_worker_event import FoundersOfGloomhavenWorkerEvent
  from ..models.game_status import GameStatus
  from ..models.gloomhaven_ability_skipped_event_type_0 import GloomhavenAbilitySkippedEventType0
  from ..models.gloomhaven_ability_skipped_event_type_1 import GloomhavenAbilitySkippedEventType1
  from ..models.gloomhaven_active_used_event import GloomhavenActiveUsedEvent
  from ..models.gloomhaven_attacked_event import GloomhavenAttackedEvent
  from ..models.gloomhaven_bonus_gained_event_type_0 import GloomhavenBonusGainedEventType0
  from ..models.gloomhaven_bonus_gained_event_type_1 import GloomhavenBonusGainedEventType1
  from ..models.gloomhaven_bonus_gained_event_type_2 import GloomhavenBonusGainedEventType2
  from ..models.gloomhaven_boon_gained_event import GloomhavenBoonGainedEvent
  from ..models.gloomhaven_card_discarded_event import GloomhavenCardDiscardedEvent
  from ..models.gloomhaven_card_placed_event import GloomhavenCardPlacedEvent
  from ..models.gloomhaven_cards_revealed_event import GloomhavenCardsRevealedEvent
  from ..models.gloomhaven_character_placed_event import GloomhavenCharacterPlacedEvent
  from ..models.gloomhaven_conditions_added_event import GloomhavenConditionsAddedEvent
  from ..models.gloomhaven_conditions_removed_event import GloomhavenConditionsRemovedEvent
  from ..models.gloomhaven_controlled_event import GloomhavenControlledEvent
  from ..models.gloomhaven_damage_negated_event import GloomhavenDamageNegatedEvent
  from ..models.gloomhaven_damage_negated_for_event import GloomhavenDamageNegatedForEvent
  from ..models.gloomhaven_damage_prevented_event import GloomhavenDamagePreventedEvent
  from ..models.gloomhaven_damage_suffered_event import GloomhavenDamageSufferedEvent
  from ..models.gloomhaven_death_attack_event import GloomhavenDeathAttackEvent
  from ..models.gloomhaven_door_opened_event import GloomhavenDoorOpenedEvent
  from ..models.gloomhaven_element_consumed_event import GloomhavenElementConsumedEvent
  from ..models.gloomhaven_element_infused_event import GloomhavenElementInfusedEvent
  from ..models.gloomhaven_elements_set_event import GloomhavenElementsSetEvent
  from ..models.gloomhaven_enemy_turned_event import GloomhavenEnemyTurnedEvent
  from ..models.gloomhaven_escaped_event import GloomhavenEscapedEvent
  from ..models.gloomhaven_escort_killed_event import GloomhavenEscortKilledEvent
  from ..models.gloomhaven_escort_saved_event import GloomhavenEscortSavedEvent
  from ..models.gloomhaven_escort_turn_event import GloomhavenEscortTurnEvent
  from ..models.gloomhaven_exhausted_event import GloomhavenExhaustedEvent
  from ..models.gloomhaven_figure_freed_event import GloomhavenFigureFreedEvent
  from ..models.gloomhaven_forced_moved_event import GloomhavenForcedMovedEvent
  from ..models.gloomhaven_half_played_event import GloomhavenHalfPlayedEvent
  from ..models.gloomhaven_hands_chosen_event import GloomhavenHandsChosenEvent
  from ..models.gloomhaven_healed_event import GloomhavenHealedEvent
  from ..models.gloomhaven_initiative_order_event import GloomhavenInitiativeOrderEvent
  from ..models.gloomhaven_item_used_event import GloomhavenItemUsedEvent
  from ..models.gloomhaven_items_refreshed_event import GloomhavenItemsRefreshedEvent
  from ..models.gloomhaven_looted_event import GloomhavenLootedEvent
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
  from ..models.gloomhaven_objective_destroyed_event import GloomhavenObjectiveDestroyedEvent
  from ..models.gloomhaven_objective_moved_event import GloomhavenObjectiveMovedEvent
  from ..models.gloomhaven_objective_summoned_event import GloomhavenObjectiveSummonedEvent
  from ..models.gloomhaven_piece_dropped_event import GloomhavenPieceDroppedEvent
  from ..models.gloomhaven_piece_taken_event import GloomhavenPieceTakenEvent
  from ..models.gloomhaven_piece_used_event import GloomhavenPieceUsedEvent
  from ..models.gloomhaven_recovered_event import GloomhavenRecoveredEvent
  from ..models.gloomhaven_rested_event import GloomhavenRestedEvent
  from ..models.gloomhaven_retaliated_event import GloomhavenRetaliatedEvent
  from ..models.gloomhaven_round_ended_event import GloomhavenRoundEndedEvent
  from ..models.gloomhaven_sacrificed_event import GloomhavenSacrificedEvent
  from ..models.gloomhaven_scenario_ended_event import GloomhavenScenarioEndedEvent
  from ..models.gloomhaven_short_rest_card_event import GloomhavenShortRestCardEvent
  from ..models.gloomhaven_short_rested_event import GloomhavenShortRestedEvent
  from ..models.gloomhaven_state import GloomhavenState
  from ..models.gloomhaven_summon_removed_event import GloomhavenSummonRemovedEvent
  from ..models.gloomhaven_summoned_event import GloomhavenSummonedEvent
  from ..models.gloomhaven_summons_turn_event import GloomhavenSummonsTurnEvent
  from ..models.gloomhaven_tie_broken_event import GloomhavenTieBrokenEvent
  from ..models.gloomhaven_tile_moved_event import GloomhavenTileMovedEvent
  from ..models.gloomhaven_token_activated_event import GloomhavenTokenActivatedEvent
  from ..models.gloomhaven_token_placed_event import GloomhavenTokenPlacedEvent
  from ..models.gloomhaven_token_removed_event import GloomhavenTokenRemovedEvent
  from ..models.gloomhaven_trap_created_event import GloomhavenTrapCreatedEvent
  from ..models.gloomhaven_trap_sprung_event import GloomhavenTrapSprungEvent
  from ..models.gloomhaven_treasure_looted_event import GloomhavenTreasureLootedEvent
  from ..models.gloomhaven_turn_ended_event import GloomhavenTurnEndedEvent
  from ..models.gloomhaven_view import GloomhavenView
  from ..models.gloomhaven_water_added_event import GloomhavenWaterAddedEvent
  from ..models.gloomhaven_water_bailed_event import GloomhavenWaterBailedEvent
  from ..models.gloomhaven_water_taken_event import GloomhavenWaterTakenEvent





T = TypeVar("T", bound="ApplyResponse")



@_attrs_define
class ApplyResponse:
    """ 
        Attributes:
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
            status (GameStatus):
            state (FoundationsOfRomeState | FoundersOfGloomhavenState | GloomhavenState | Unset): a full game state
                (everything, hidden information included)
            state_token (str | Unset): sealed: the new state, to send back as state_token
            view (FoundationsOfRomeView | FoundersOfGloomhavenView | GloomhavenView | Unset): what one seat may see of a
                state
     """

    events: list[FoundationsOfRomeBuildingPlacedEvent | FoundationsOfRomeBuildingRemovedEvent | FoundationsOfRomeCardDealtEvent | FoundationsOfRomeConsulCardFlippedEvent | FoundationsOfRomeConsulControlPassedEvent | FoundationsOfRomeConsulDeedDealtEvent | FoundationsOfRomeConsulDeedTakenEvent | FoundationsOfRomeConsulExhaustedEvent | FoundationsOfRomeConsulTokenDiscardedEvent | FoundationsOfRomeConsulTokenDrawnEvent | FoundationsOfRomeConsulTokenPlacedEvent | FoundationsOfRomeConsulTokensReshuffledEvent | FoundationsOfRomeDeedBoughtEvent | FoundationsOfRomeDeedDealtEvent | FoundationsOfRomeDeedDraftedEvent | FoundationsOfRomeDeedDrawnEvent | FoundationsOfRomeDraftFinishedEvent | FoundationsOfRomeEraEndingEvent | FoundationsOfRomeEraScoredEvent | FoundationsOfRomeEraStartedEvent | FoundationsOfRomeFirstPlayerChosenEvent | FoundationsOfRomeGameOverEvent | FoundationsOfRomeHandsPassedEvent | FoundationsOfRomeIncomeTakenEvent | FoundationsOfRomeInvocationBoughtEvent | FoundationsOfRomeInvocationDrawnEvent | FoundationsOfRomeInvocationUsedEvent | FoundationsOfRomeLotStolenEvent | FoundationsOfRomeMonumentRevealedEvent | FoundationsOfRomeObjectiveRevealedEvent | FoundationsOfRomeObjectivesKeptEvent | FoundationsOfRomeObjectivesScoredEvent | FoundationsOfRomeRolesRevealedEvent | FoundationsOfRomeTradeDeclinedEvent | FoundationsOfRomeTradeMadeEvent | FoundationsOfRomeTradeProposedEvent | FoundationsOfRomeTurnEndedEvent | FoundersOfGloomhavenAccessEvent | FoundersOfGloomhavenAdviserEvent | FoundersOfGloomhavenBridgeEvent | FoundersOfGloomhavenCompletedEvent | FoundersOfGloomhavenDeliveredEvent | FoundersOfGloomhavenEnactedEvent | FoundersOfGloomhavenGainEvent | FoundersOfGloomhavenGameOverEvent | FoundersOfGloomhavenHouseEvent | FoundersOfGloomhavenIncomeEvent | FoundersOfGloomhavenIncomeTokenEvent | FoundersOfGloomhavenIntroductoryEvent | FoundersOfGloomhavenPaidEvent | FoundersOfGloomhavenPlayedEvent | FoundersOfGloomhavenPointsEvent | FoundersOfGloomhavenPrestigeEvent | FoundersOfGloomhavenProposalEvent | FoundersOfGloomhavenRaceEvent | FoundersOfGloomhavenRecalledEvent | FoundersOfGloomhavenRecruitedEvent | FoundersOfGloomhavenRemovedEvent | FoundersOfGloomhavenResetEvent | FoundersOfGloomhavenResourceEvent | FoundersOfGloomhavenRoadEvent | FoundersOfGloomhavenTileEvent | FoundersOfGloomhavenToBottomEvent | FoundersOfGloomhavenVoteCalledEvent | FoundersOfGloomhavenVotesEvent | FoundersOfGloomhavenWorkerEvent | GloomhavenAbilitySkippedEventType0 | GloomhavenAbilitySkippedEventType1 | GloomhavenActiveUsedEvent | GloomhavenAttackedEvent | GloomhavenBonusGainedEventType0 | GloomhavenBonusGainedEventType1 | GloomhavenBonusGainedEventType2 | GloomhavenBoonGainedEvent | GloomhavenCardDiscardedEvent | GloomhavenCardPlacedEvent | GloomhavenCardsRevealedEvent | GloomhavenCharacterPlacedEvent | GloomhavenConditionsAddedEvent | GloomhavenConditionsRemovedEvent | GloomhavenControlledEvent | GloomhavenDamageNegatedEvent | GloomhavenDamageNegatedForEvent | GloomhavenDamagePreventedEvent | GloomhavenDamageSufferedEvent | GloomhavenDeathAttackEvent | GloomhavenDoorOpenedEvent | GloomhavenElementConsumedEvent | GloomhavenElementInfusedEvent | GloomhavenElementsSetEvent | GloomhavenEnemyTurnedEvent | GloomhavenEscapedEvent | GloomhavenEscortKilledEvent | GloomhavenEscortSavedEvent | GloomhavenEscortTurnEvent | GloomhavenExhaustedEvent | GloomhavenFigureFreedEvent | GloomhavenForcedMovedEvent | GloomhavenHalfPlayedEvent | GloomhavenHandsChosenEvent | GloomhavenHealedEvent | GloomhavenInitiativeOrderEvent | GloomhavenItemsRefreshedEvent | GloomhavenItemUsedEvent | GloomhavenLootedEvent | GloomhavenMindControlledEvent | GloomhavenModifierShuffledInEvent | GloomhavenModifierSupplyEmptyEvent | GloomhavenMonsterAppearedEvent | GloomhavenMonsterCardDrawnEvent | GloomhavenMonsterKilledEvent | GloomhavenMonsterLeftEvent | GloomhavenMonsterLootedEvent | GloomhavenMonsterRemovedEvent | GloomhavenMonsterSpawnedEvent | GloomhavenMonstersTurnEvent | GloomhavenMonsterSummonedEvent | GloomhavenMovedEventType0 | GloomhavenMovedEventType1 | GloomhavenMovedEventType2 | GloomhavenMovementSpentEvent | GloomhavenObjectiveDestroyedEvent | GloomhavenObjectiveMovedEvent | GloomhavenObjectiveSummonedEvent | GloomhavenPieceDroppedEvent | GloomhavenPieceTakenEvent | GloomhavenPieceUsedEvent | GloomhavenRecoveredEvent | GloomhavenRestedEvent | GloomhavenRetaliatedEvent | GloomhavenRoundEndedEvent | GloomhavenSacrificedEvent | GloomhavenScenarioEndedEvent | GloomhavenShortRestCardEvent | GloomhavenShortRestedEvent | GloomhavenSummonedEvent | GloomhavenSummonRemovedEvent | GloomhavenSummonsTurnEvent | GloomhavenTieBrokenEvent | GloomhavenTileMovedEvent | GloomhavenTokenActivatedEvent | GloomhavenTokenPlacedEvent | GloomhavenTokenRemovedEvent | GloomhavenTrapCreatedEvent | GloomhavenTrapSprungEvent | GloomhavenTreasureLootedEvent | GloomhavenTurnEndedEvent | GloomhavenWaterAddedEvent | GloomhavenWaterBailedEvent | GloomhavenWaterTakenEvent]
    status: GameStatus
    state: FoundationsOfRomeState | FoundersOfGloomhavenState | GloomhavenState | Unset = UNSET
    state_token: str | Unset = UNSET
    view: FoundationsOfRomeView | FoundersOfGloomhavenView | GloomhavenView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_card_dealt_event import FoundationsOfRomeCardDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_card_flipped_event import FoundationsOfRomeConsulCardFlippedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_control_passed_event import FoundationsOfRomeConsulControlPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_deed_dealt_event import FoundationsOfRomeConsulDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_deed_taken_event import FoundationsOfRomeConsulDeedTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_exhausted_event import FoundationsOfRomeConsulExhaustedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_discarded_event import FoundationsOfRomeConsulTokenDiscardedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_drawn_event import FoundationsOfRomeConsulTokenDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_placed_event import FoundationsOfRomeConsulTokenPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_tokens_reshuffled_event import FoundationsOfRomeConsulTokensReshuffledEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent # noqa: PLC0415
        from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_bought_event import FoundationsOfRomeInvocationBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_drawn_event import FoundationsOfRomeInvocationDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_used_event import FoundationsOfRomeInvocationUsedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_lot_stolen_event import FoundationsOfRomeLotStolenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_monument_revealed_event import FoundationsOfRomeMonumentRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objective_revealed_event import FoundationsOfRomeObjectiveRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objectives_kept_event import FoundationsOfRomeObjectivesKeptEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objectives_scored_event import FoundationsOfRomeObjectivesScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_roles_revealed_event import FoundationsOfRomeRolesRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.foundations_of_rome_trade_declined_event import FoundationsOfRomeTradeDeclinedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_trade_made_event import FoundationsOfRomeTradeMadeEvent # noqa: PLC0415
        from ..models.foundations_of_rome_trade_proposed_event import FoundationsOfRomeTradeProposedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_turn_ended_event import FoundationsOfRomeTurnEndedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_view import FoundationsOfRomeView # noqa: PLC0415
        from ..models.founders_of_gloomhaven_access_event import FoundersOfGloomhavenAccessEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_adviser_event import FoundersOfGloomhavenAdviserEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_bridge_event import FoundersOfGloomhavenBridgeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_completed_event import FoundersOfGloomhavenCompletedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_delivered_event import FoundersOfGloomhavenDeliveredEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_enacted_event import FoundersOfGloomhavenEnactedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_event import FoundersOfGloomhavenGainEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_game_over_event import FoundersOfGloomhavenGameOverEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_house_event import FoundersOfGloomhavenHouseEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_event import FoundersOfGloomhavenIncomeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_token_event import FoundersOfGloomhavenIncomeTokenEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_introductory_event import FoundersOfGloomhavenIntroductoryEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_paid_event import FoundersOfGloomhavenPaidEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_played_event import FoundersOfGloomhavenPlayedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_points_event import FoundersOfGloomhavenPointsEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_event import FoundersOfGloomhavenPrestigeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_proposal_event import FoundersOfGloomhavenProposalEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_race_event import FoundersOfGloomhavenRaceEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recalled_event import FoundersOfGloomhavenRecalledEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruited_event import FoundersOfGloomhavenRecruitedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_removed_event import FoundersOfGloomhavenRemovedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_reset_event import FoundersOfGloomhavenResetEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_resource_event import FoundersOfGloomhavenResourceEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_road_event import FoundersOfGloomhavenRoadEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState # noqa: PLC0415
        from ..models.founders_of_gloomhaven_tile_event import FoundersOfGloomhavenTileEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_to_bottom_event import FoundersOfGloomhavenToBottomEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view import FoundersOfGloomhavenView # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_called_event import FoundersOfGloomhavenVoteCalledEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_votes_event import FoundersOfGloomhavenVotesEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_worker_event import FoundersOfGloomhavenWorkerEvent # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        from ..models.gloomhaven_ability_skipped_event_type_0 import GloomhavenAbilitySkippedEventType0 # noqa: PLC0415
        from ..models.gloomhaven_ability_skipped_event_type_1 import GloomhavenAbilitySkippedEventType1 # noqa: PLC0415
        from ..models.gloomhaven_active_used_event import GloomhavenActiveUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_attacked_event import GloomhavenAttackedEvent # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_0 import GloomhavenBonusGainedEventType0 # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_1 import GloomhavenBonusGainedEventType1 # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_2 import GloomhavenBonusGainedEventType2 # noqa: PLC0415
        from ..models.gloomhaven_boon_gained_event import GloomhavenBoonGainedEvent # noqa: PLC0415
        from ..models.gloomhaven_card_discarded_event import GloomhavenCardDiscardedEvent # noqa: PLC0415
        from ..models.gloomhaven_card_placed_event import GloomhavenCardPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_cards_revealed_event import GloomhavenCardsRevealedEvent # noqa: PLC0415
        from ..models.gloomhaven_character_placed_event import GloomhavenCharacterPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_conditions_added_event import GloomhavenConditionsAddedEvent # noqa: PLC0415
        from ..models.gloomhaven_conditions_removed_event import GloomhavenConditionsRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_controlled_event import GloomhavenControlledEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_negated_event import GloomhavenDamageNegatedEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_negated_for_event import GloomhavenDamageNegatedForEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_prevented_event import GloomhavenDamagePreventedEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_suffered_event import GloomhavenDamageSufferedEvent # noqa: PLC0415
        from ..models.gloomhaven_death_attack_event import GloomhavenDeathAttackEvent # noqa: PLC0415
        from ..models.gloomhaven_door_opened_event import GloomhavenDoorOpenedEvent # noqa: PLC0415
        from ..models.gloomhaven_element_consumed_event import GloomhavenElementConsumedEvent # noqa: PLC0415
        from ..models.gloomhaven_element_infused_event import GloomhavenElementInfusedEvent # noqa: PLC0415
        from ..models.gloomhaven_elements_set_event import GloomhavenElementsSetEvent # noqa: PLC0415
        from ..models.gloomhaven_enemy_turned_event import GloomhavenEnemyTurnedEvent # noqa: PLC0415
        from ..models.gloomhaven_escaped_event import GloomhavenEscapedEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_killed_event import GloomhavenEscortKilledEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_saved_event import GloomhavenEscortSavedEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_turn_event import GloomhavenEscortTurnEvent # noqa: PLC0415
        from ..models.gloomhaven_exhausted_event import GloomhavenExhaustedEvent # noqa: PLC0415
        from ..models.gloomhaven_figure_freed_event import GloomhavenFigureFreedEvent # noqa: PLC0415
        from ..models.gloomhaven_forced_moved_event import GloomhavenForcedMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_half_played_event import GloomhavenHalfPlayedEvent # noqa: PLC0415
        from ..models.gloomhaven_hands_chosen_event import GloomhavenHandsChosenEvent # noqa: PLC0415
        from ..models.gloomhaven_healed_event import GloomhavenHealedEvent # noqa: PLC0415
        from ..models.gloomhaven_initiative_order_event import GloomhavenInitiativeOrderEvent # noqa: PLC0415
        from ..models.gloomhaven_item_used_event import GloomhavenItemUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_items_refreshed_event import GloomhavenItemsRefreshedEvent # noqa: PLC0415
        from ..models.gloomhaven_looted_event import GloomhavenLootedEvent # noqa: PLC0415
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
        from ..models.gloomhaven_objective_destroyed_event import GloomhavenObjectiveDestroyedEvent # noqa: PLC0415
        from ..models.gloomhaven_objective_moved_event import GloomhavenObjectiveMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_objective_summoned_event import GloomhavenObjectiveSummonedEvent # noqa: PLC0415
        from ..models.gloomhaven_piece_dropped_event import GloomhavenPieceDroppedEvent # noqa: PLC0415
        from ..models.gloomhaven_piece_taken_event import GloomhavenPieceTakenEvent # noqa: PLC0415
        from ..models.gloomhaven_piece_used_event import GloomhavenPieceUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_recovered_event import GloomhavenRecoveredEvent # noqa: PLC0415
        from ..models.gloomhaven_rested_event import GloomhavenRestedEvent # noqa: PLC0415
        from ..models.gloomhaven_retaliated_event import GloomhavenRetaliatedEvent # noqa: PLC0415
        from ..models.gloomhaven_round_ended_event import GloomhavenRoundEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_sacrificed_event import GloomhavenSacrificedEvent # noqa: PLC0415
        from ..models.gloomhaven_scenario_ended_event import GloomhavenScenarioEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_short_rest_card_event import GloomhavenShortRestCardEvent # noqa: PLC0415
        from ..models.gloomhaven_short_rested_event import GloomhavenShortRestedEvent # noqa: PLC0415
        from ..models.gloomhaven_state import GloomhavenState # noqa: PLC0415
        from ..models.gloomhaven_summon_removed_event import GloomhavenSummonRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_summoned_event import GloomhavenSummonedEvent # noqa: PLC0415
        from ..models.gloomhaven_summons_turn_event import GloomhavenSummonsTurnEvent # noqa: PLC0415
        from ..models.gloomhaven_tie_broken_event import GloomhavenTieBrokenEvent # noqa: PLC0415
        from ..models.gloomhaven_tile_moved_event import GloomhavenTileMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_activated_event import GloomhavenTokenActivatedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_placed_event import GloomhavenTokenPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_removed_event import GloomhavenTokenRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_trap_created_event import GloomhavenTrapCreatedEvent # noqa: PLC0415
        from ..models.gloomhaven_trap_sprung_event import GloomhavenTrapSprungEvent # noqa: PLC0415
        from ..models.gloomhaven_treasure_looted_event import GloomhavenTreasureLootedEvent # noqa: PLC0415
        from ..models.gloomhaven_turn_ended_event import GloomhavenTurnEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_view import GloomhavenView # noqa: PLC0415
        from ..models.gloomhaven_water_added_event import GloomhavenWaterAddedEvent # noqa: PLC0415
        from ..models.gloomhaven_water_bailed_event import GloomhavenWaterBailedEvent # noqa: PLC0415
        from ..models.gloomhaven_water_taken_event import GloomhavenWaterTakenEvent # noqa: PLC0415
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



        status = self.status.to_dict()

        state: dict[str, Any] | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        elif isinstance(self.state, FoundationsOfRomeState):
            state = self.state.to_dict()
        elif isinstance(self.state, FoundersOfGloomhavenState):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()


        state_token = self.state_token

        view: dict[str, Any] | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, FoundationsOfRomeView):
            view = self.view.to_dict()
        elif isinstance(self.view, FoundersOfGloomhavenView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "status": status,
        })
        if state is not UNSET:
            field_dict["state"] = state
        if state_token is not UNSET:
            field_dict["state_token"] = state_token
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_card_dealt_event import FoundationsOfRomeCardDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_card_flipped_event import FoundationsOfRomeConsulCardFlippedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_control_passed_event import FoundationsOfRomeConsulControlPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_deed_dealt_event import FoundationsOfRomeConsulDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_deed_taken_event import FoundationsOfRomeConsulDeedTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_exhausted_event import FoundationsOfRomeConsulExhaustedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_discarded_event import FoundationsOfRomeConsulTokenDiscardedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_drawn_event import FoundationsOfRomeConsulTokenDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_token_placed_event import FoundationsOfRomeConsulTokenPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_consul_tokens_reshuffled_event import FoundationsOfRomeConsulTokensReshuffledEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent # noqa: PLC0415
        from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_bought_event import FoundationsOfRomeInvocationBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_drawn_event import FoundationsOfRomeInvocationDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_used_event import FoundationsOfRomeInvocationUsedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_lot_stolen_event import FoundationsOfRomeLotStolenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_monument_revealed_event import FoundationsOfRomeMonumentRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objective_revealed_event import FoundationsOfRomeObjectiveRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objectives_kept_event import FoundationsOfRomeObjectivesKeptEvent # noqa: PLC0415
        from ..models.foundations_of_rome_objectives_scored_event import FoundationsOfRomeObjectivesScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_roles_revealed_event import FoundationsOfRomeRolesRevealedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.foundations_of_rome_trade_declined_event import FoundationsOfRomeTradeDeclinedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_trade_made_event import FoundationsOfRomeTradeMadeEvent # noqa: PLC0415
        from ..models.foundations_of_rome_trade_proposed_event import FoundationsOfRomeTradeProposedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_turn_ended_event import FoundationsOfRomeTurnEndedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_view import FoundationsOfRomeView # noqa: PLC0415
        from ..models.founders_of_gloomhaven_access_event import FoundersOfGloomhavenAccessEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_adviser_event import FoundersOfGloomhavenAdviserEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_bridge_event import FoundersOfGloomhavenBridgeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_completed_event import FoundersOfGloomhavenCompletedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_delivered_event import FoundersOfGloomhavenDeliveredEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_enacted_event import FoundersOfGloomhavenEnactedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_gain_event import FoundersOfGloomhavenGainEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_game_over_event import FoundersOfGloomhavenGameOverEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_house_event import FoundersOfGloomhavenHouseEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_event import FoundersOfGloomhavenIncomeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_token_event import FoundersOfGloomhavenIncomeTokenEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_introductory_event import FoundersOfGloomhavenIntroductoryEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_paid_event import FoundersOfGloomhavenPaidEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_played_event import FoundersOfGloomhavenPlayedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_points_event import FoundersOfGloomhavenPointsEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_event import FoundersOfGloomhavenPrestigeEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_proposal_event import FoundersOfGloomhavenProposalEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_race_event import FoundersOfGloomhavenRaceEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recalled_event import FoundersOfGloomhavenRecalledEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruited_event import FoundersOfGloomhavenRecruitedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_removed_event import FoundersOfGloomhavenRemovedEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_reset_event import FoundersOfGloomhavenResetEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_resource_event import FoundersOfGloomhavenResourceEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_road_event import FoundersOfGloomhavenRoadEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state import FoundersOfGloomhavenState # noqa: PLC0415
        from ..models.founders_of_gloomhaven_tile_event import FoundersOfGloomhavenTileEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_to_bottom_event import FoundersOfGloomhavenToBottomEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view import FoundersOfGloomhavenView # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_called_event import FoundersOfGloomhavenVoteCalledEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_votes_event import FoundersOfGloomhavenVotesEvent # noqa: PLC0415
        from ..models.founders_of_gloomhaven_worker_event import FoundersOfGloomhavenWorkerEvent # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        from ..models.gloomhaven_ability_skipped_event_type_0 import GloomhavenAbilitySkippedEventType0 # noqa: PLC0415
        from ..models.gloomhaven_ability_skipped_event_type_1 import GloomhavenAbilitySkippedEventType1 # noqa: PLC0415
        from ..models.gloomhaven_active_used_event import GloomhavenActiveUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_attacked_event import GloomhavenAttackedEvent # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_0 import GloomhavenBonusGainedEventType0 # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_1 import GloomhavenBonusGainedEventType1 # noqa: PLC0415
        from ..models.gloomhaven_bonus_gained_event_type_2 import GloomhavenBonusGainedEventType2 # noqa: PLC0415
        from ..models.gloomhaven_boon_gained_event import GloomhavenBoonGainedEvent # noqa: PLC0415
        from ..models.gloomhaven_card_discarded_event import GloomhavenCardDiscardedEvent # noqa: PLC0415
        from ..models.gloomhaven_card_placed_event import GloomhavenCardPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_cards_revealed_event import GloomhavenCardsRevealedEvent # noqa: PLC0415
        from ..models.gloomhaven_character_placed_event import GloomhavenCharacterPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_conditions_added_event import GloomhavenConditionsAddedEvent # noqa: PLC0415
        from ..models.gloomhaven_conditions_removed_event import GloomhavenConditionsRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_controlled_event import GloomhavenControlledEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_negated_event import GloomhavenDamageNegatedEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_negated_for_event import GloomhavenDamageNegatedForEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_prevented_event import GloomhavenDamagePreventedEvent # noqa: PLC0415
        from ..models.gloomhaven_damage_suffered_event import GloomhavenDamageSufferedEvent # noqa: PLC0415
        from ..models.gloomhaven_death_attack_event import GloomhavenDeathAttackEvent # noqa: PLC0415
        from ..models.gloomhaven_door_opened_event import GloomhavenDoorOpenedEvent # noqa: PLC0415
        from ..models.gloomhaven_element_consumed_event import GloomhavenElementConsumedEvent # noqa: PLC0415
        from ..models.gloomhaven_element_infused_event import GloomhavenElementInfusedEvent # noqa: PLC0415
        from ..models.gloomhaven_elements_set_event import GloomhavenElementsSetEvent # noqa: PLC0415
        from ..models.gloomhaven_enemy_turned_event import GloomhavenEnemyTurnedEvent # noqa: PLC0415
        from ..models.gloomhaven_escaped_event import GloomhavenEscapedEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_killed_event import GloomhavenEscortKilledEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_saved_event import GloomhavenEscortSavedEvent # noqa: PLC0415
        from ..models.gloomhaven_escort_turn_event import GloomhavenEscortTurnEvent # noqa: PLC0415
        from ..models.gloomhaven_exhausted_event import GloomhavenExhaustedEvent # noqa: PLC0415
        from ..models.gloomhaven_figure_freed_event import GloomhavenFigureFreedEvent # noqa: PLC0415
        from ..models.gloomhaven_forced_moved_event import GloomhavenForcedMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_half_played_event import GloomhavenHalfPlayedEvent # noqa: PLC0415
        from ..models.gloomhaven_hands_chosen_event import GloomhavenHandsChosenEvent # noqa: PLC0415
        from ..models.gloomhaven_healed_event import GloomhavenHealedEvent # noqa: PLC0415
        from ..models.gloomhaven_initiative_order_event import GloomhavenInitiativeOrderEvent # noqa: PLC0415
        from ..models.gloomhaven_item_used_event import GloomhavenItemUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_items_refreshed_event import GloomhavenItemsRefreshedEvent # noqa: PLC0415
        from ..models.gloomhaven_looted_event import GloomhavenLootedEvent # noqa: PLC0415
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
        from ..models.gloomhaven_objective_destroyed_event import GloomhavenObjectiveDestroyedEvent # noqa: PLC0415
        from ..models.gloomhaven_objective_moved_event import GloomhavenObjectiveMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_objective_summoned_event import GloomhavenObjectiveSummonedEvent # noqa: PLC0415
        from ..models.gloomhaven_piece_dropped_event import GloomhavenPieceDroppedEvent # noqa: PLC0415
        from ..models.gloomhaven_piece_taken_event import GloomhavenPieceTakenEvent # noqa: PLC0415
        from ..models.gloomhaven_piece_used_event import GloomhavenPieceUsedEvent # noqa: PLC0415
        from ..models.gloomhaven_recovered_event import GloomhavenRecoveredEvent # noqa: PLC0415
        from ..models.gloomhaven_rested_event import GloomhavenRestedEvent # noqa: PLC0415
        from ..models.gloomhaven_retaliated_event import GloomhavenRetaliatedEvent # noqa: PLC0415
        from ..models.gloomhaven_round_ended_event import GloomhavenRoundEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_sacrificed_event import GloomhavenSacrificedEvent # noqa: PLC0415
        from ..models.gloomhaven_scenario_ended_event import GloomhavenScenarioEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_short_rest_card_event import GloomhavenShortRestCardEvent # noqa: PLC0415
        from ..models.gloomhaven_short_rested_event import GloomhavenShortRestedEvent # noqa: PLC0415
        from ..models.gloomhaven_state import GloomhavenState # noqa: PLC0415
        from ..models.gloomhaven_summon_removed_event import GloomhavenSummonRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_summoned_event import GloomhavenSummonedEvent # noqa: PLC0415
        from ..models.gloomhaven_summons_turn_event import GloomhavenSummonsTurnEvent # noqa: PLC0415
        from ..models.gloomhaven_tie_broken_event import GloomhavenTieBrokenEvent # noqa: PLC0415
        from ..models.gloomhaven_tile_moved_event import GloomhavenTileMovedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_activated_event import GloomhavenTokenActivatedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_placed_event import GloomhavenTokenPlacedEvent # noqa: PLC0415
        from ..models.gloomhaven_token_removed_event import GloomhavenTokenRemovedEvent # noqa: PLC0415
        from ..models.gloomhaven_trap_created_event import GloomhavenTrapCreatedEvent # noqa: PLC0415
        from ..models.gloomhaven_trap_sprung_event import GloomhavenTrapSprungEvent # noqa: PLC0415
        from ..models.gloomhaven_treasure_looted_event import GloomhavenTreasureLootedEvent # noqa: PLC0415
        from ..models.gloomhaven_turn_ended_event import GloomhavenTurnEndedEvent # noqa: PLC0415
        from ..models.gloomhaven_view import GloomhavenView # noqa: PLC0415
        from ..models.gloomhaven_water_added_event import GloomhavenWaterAddedEvent # noqa: PLC0415
        from ..models.gloomhaven_water_bailed_event import GloomhavenWaterBailedEvent # noqa: PLC0415
        from ..models.gloomhaven_water_taken_event import GloomhavenWaterTakenEvent # noqa: PLC0415
        d = dict(src_dict)
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


        status = GameStatus.from_dict(d.pop("status"))




        def _parse_state(data: object) -> FoundationsOfRomeState | FoundersOfGloomhavenState | GloomhavenState | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_0 = FoundationsOfRomeState.from_dict(data)



                return componentsschemas_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_1 = FoundersOfGloomhavenState.from_dict(data)



                return componentsschemas_state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_state_type_2 = GloomhavenState.from_dict(data)



            return componentsschemas_state_type_2

        state = _parse_state(d.pop("state", UNSET))


        state_token = d.pop("state_token", UNSET)

        def _parse_view(data: object) -> FoundationsOfRomeView | FoundersOfGloomhavenView | GloomhavenView | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_0 = FoundationsOfRomeView.from_dict(data)



                return componentsschemas_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_1 = FoundersOfGloomhavenView.from_dict(data)



                return componentsschemas_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_view_type_2 = GloomhavenView.from_dict(data)



            return componentsschemas_view_type_2

        view = _parse_view(d.pop("view", UNSET))


        apply_response = cls(
            events=events,
            status=status,
            state=state,
            state_token=state_token,
            view=view,
        )

        return apply_response

