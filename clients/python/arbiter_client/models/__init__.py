""" Contains all the data models used in inputs/outputs """

from .apply_request import ApplyRequest
from .apply_response import ApplyResponse
from .cache_health import CacheHealth
from .components_response import ComponentsResponse
from .foundations_of_rome_board_component import FoundationsOfRomeBoardComponent
from .foundations_of_rome_building import FoundationsOfRomeBuilding
from .foundations_of_rome_building_component import FoundationsOfRomeBuildingComponent
from .foundations_of_rome_building_component_kind import FoundationsOfRomeBuildingComponentKind
from .foundations_of_rome_building_component_type import FoundationsOfRomeBuildingComponentType
from .foundations_of_rome_building_kind import FoundationsOfRomeBuildingKind
from .foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent
from .foundations_of_rome_building_placed_event_building import FoundationsOfRomeBuildingPlacedEventBuilding
from .foundations_of_rome_building_placed_event_type import FoundationsOfRomeBuildingPlacedEventType
from .foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent
from .foundations_of_rome_building_removed_event_building import FoundationsOfRomeBuildingRemovedEventBuilding
from .foundations_of_rome_building_removed_event_type import FoundationsOfRomeBuildingRemovedEventType
from .foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction
from .foundations_of_rome_buy_deed_action_type import FoundationsOfRomeBuyDeedActionType
from .foundations_of_rome_civic_score import FoundationsOfRomeCivicScore
from .foundations_of_rome_civic_score_building import FoundationsOfRomeCivicScoreBuilding
from .foundations_of_rome_civic_scoring import FoundationsOfRomeCivicScoring
from .foundations_of_rome_civic_scoring_per import FoundationsOfRomeCivicScoringPer
from .foundations_of_rome_commercial_score import FoundationsOfRomeCommercialScore
from .foundations_of_rome_components import FoundationsOfRomeComponents
from .foundations_of_rome_construct_action import FoundationsOfRomeConstructAction
from .foundations_of_rome_construct_action_building import FoundationsOfRomeConstructActionBuilding
from .foundations_of_rome_construct_action_type import FoundationsOfRomeConstructActionType
from .foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction
from .foundations_of_rome_deal_deed_action_type import FoundationsOfRomeDealDeedActionType
from .foundations_of_rome_deal_deed_decision import FoundationsOfRomeDealDeedDecision
from .foundations_of_rome_deal_deed_decision_kind import FoundationsOfRomeDealDeedDecisionKind
from .foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent
from .foundations_of_rome_deed_bought_event_type import FoundationsOfRomeDeedBoughtEventType
from .foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent
from .foundations_of_rome_deed_dealt_event_type import FoundationsOfRomeDeedDealtEventType
from .foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent
from .foundations_of_rome_deed_drafted_event_type import FoundationsOfRomeDeedDraftedEventType
from .foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent
from .foundations_of_rome_deed_drawn_event_type import FoundationsOfRomeDeedDrawnEventType
from .foundations_of_rome_deed_for_sale import FoundationsOfRomeDeedForSale
from .foundations_of_rome_draft_decision import FoundationsOfRomeDraftDecision
from .foundations_of_rome_draft_decision_kind import FoundationsOfRomeDraftDecisionKind
from .foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction
from .foundations_of_rome_draft_deed_action_type import FoundationsOfRomeDraftDeedActionType
from .foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent
from .foundations_of_rome_draft_finished_event_type import FoundationsOfRomeDraftFinishedEventType
from .foundations_of_rome_draft_view import FoundationsOfRomeDraftView
from .foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction
from .foundations_of_rome_draw_deed_action_type import FoundationsOfRomeDrawDeedActionType
from .foundations_of_rome_draw_deed_decision import FoundationsOfRomeDrawDeedDecision
from .foundations_of_rome_draw_deed_decision_kind import FoundationsOfRomeDrawDeedDecisionKind
from .foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent
from .foundations_of_rome_era_ending_event_type import FoundationsOfRomeEraEndingEventType
from .foundations_of_rome_era_score import FoundationsOfRomeEraScore
from .foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent
from .foundations_of_rome_era_scored_event_type import FoundationsOfRomeEraScoredEventType
from .foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent
from .foundations_of_rome_era_started_event_type import FoundationsOfRomeEraStartedEventType
from .foundations_of_rome_final_turn_decision import FoundationsOfRomeFinalTurnDecision
from .foundations_of_rome_final_turn_decision_kind import FoundationsOfRomeFinalTurnDecisionKind
from .foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction
from .foundations_of_rome_first_player_action_type import FoundationsOfRomeFirstPlayerActionType
from .foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent
from .foundations_of_rome_first_player_chosen_event_type import FoundationsOfRomeFirstPlayerChosenEventType
from .foundations_of_rome_first_player_decision import FoundationsOfRomeFirstPlayerDecision
from .foundations_of_rome_first_player_decision_kind import FoundationsOfRomeFirstPlayerDecisionKind
from .foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent
from .foundations_of_rome_game_over_event_type import FoundationsOfRomeGameOverEventType
from .foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent
from .foundations_of_rome_hands_passed_event_type import FoundationsOfRomeHandsPassedEventType
from .foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent
from .foundations_of_rome_income_taken_event_type import FoundationsOfRomeIncomeTakenEventType
from .foundations_of_rome_lot_marker_score import FoundationsOfRomeLotMarkerScore
from .foundations_of_rome_options import FoundationsOfRomeOptions
from .foundations_of_rome_options_randomness import FoundationsOfRomeOptionsRandomness
from .foundations_of_rome_play_area import FoundationsOfRomePlayArea
from .foundations_of_rome_player import FoundationsOfRomePlayer
from .foundations_of_rome_player_view import FoundationsOfRomePlayerView
from .foundations_of_rome_population_score import FoundationsOfRomePopulationScore
from .foundations_of_rome_rng import FoundationsOfRomeRng
from .foundations_of_rome_state import FoundationsOfRomeState
from .foundations_of_rome_state_game import FoundationsOfRomeStateGame
from .foundations_of_rome_state_options import FoundationsOfRomeStateOptions
from .foundations_of_rome_state_options_randomness import FoundationsOfRomeStateOptionsRandomness
from .foundations_of_rome_state_phase import FoundationsOfRomeStatePhase
from .foundations_of_rome_state_rules_version import FoundationsOfRomeStateRulesVersion
from .foundations_of_rome_supply import FoundationsOfRomeSupply
from .foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction
from .foundations_of_rome_take_income_action_type import FoundationsOfRomeTakeIncomeActionType
from .foundations_of_rome_turn_decision import FoundationsOfRomeTurnDecision
from .foundations_of_rome_turn_decision_kind import FoundationsOfRomeTurnDecisionKind
from .foundations_of_rome_view import FoundationsOfRomeView
from .foundations_of_rome_view_game import FoundationsOfRomeViewGame
from .foundations_of_rome_view_phase import FoundationsOfRomeViewPhase
from .game_id import GameId
from .game_list import GameList
from .game_metadata import GameMetadata
from .game_metadata_options import GameMetadataOptions
from .game_status import GameStatus
from .game_status_outcome_type_1 import GameStatusOutcomeType1
from .game_status_outcome_type_2_type_1 import GameStatusOutcomeType2Type1
from .game_status_outcome_type_3_type_1 import GameStatusOutcomeType3Type1
from .health import Health
from .health_status import HealthStatus
from .legal_actions_request import LegalActionsRequest
from .legal_actions_response import LegalActionsResponse
from .legal_actions_response_reason import LegalActionsResponseReason
from .monster_moves_ability import MonsterMovesAbility
from .monster_moves_figure import MonsterMovesFigure
from .monster_moves_figure_side import MonsterMovesFigureSide
from .monster_moves_map import MonsterMovesMap
from .monster_moves_option import MonsterMovesOption
from .monster_moves_request import MonsterMovesRequest
from .monster_moves_response import MonsterMovesResponse
from .player_count import PlayerCount
from .problem import Problem
from .problem_errors import ProblemErrors
from .ready import Ready
from .ready_status import ReadyStatus
from .replay_request import ReplayRequest
from .replay_response import ReplayResponse
from .replay_step import ReplayStep
from .setup_request import SetupRequest
from .setup_response import SetupResponse
from .view_request import ViewRequest
from .view_response import ViewResponse

__all__ = (
    "ApplyRequest",
    "ApplyResponse",
    "CacheHealth",
    "ComponentsResponse",
    "FoundationsOfRomeBoardComponent",
    "FoundationsOfRomeBuilding",
    "FoundationsOfRomeBuildingComponent",
    "FoundationsOfRomeBuildingComponentKind",
    "FoundationsOfRomeBuildingComponentType",
    "FoundationsOfRomeBuildingKind",
    "FoundationsOfRomeBuildingPlacedEvent",
    "FoundationsOfRomeBuildingPlacedEventBuilding",
    "FoundationsOfRomeBuildingPlacedEventType",
    "FoundationsOfRomeBuildingRemovedEvent",
    "FoundationsOfRomeBuildingRemovedEventBuilding",
    "FoundationsOfRomeBuildingRemovedEventType",
    "FoundationsOfRomeBuyDeedAction",
    "FoundationsOfRomeBuyDeedActionType",
    "FoundationsOfRomeCivicScore",
    "FoundationsOfRomeCivicScoreBuilding",
    "FoundationsOfRomeCivicScoring",
    "FoundationsOfRomeCivicScoringPer",
    "FoundationsOfRomeCommercialScore",
    "FoundationsOfRomeComponents",
    "FoundationsOfRomeConstructAction",
    "FoundationsOfRomeConstructActionBuilding",
    "FoundationsOfRomeConstructActionType",
    "FoundationsOfRomeDealDeedAction",
    "FoundationsOfRomeDealDeedActionType",
    "FoundationsOfRomeDealDeedDecision",
    "FoundationsOfRomeDealDeedDecisionKind",
    "FoundationsOfRomeDeedBoughtEvent",
    "FoundationsOfRomeDeedBoughtEventType",
    "FoundationsOfRomeDeedDealtEvent",
    "FoundationsOfRomeDeedDealtEventType",
    "FoundationsOfRomeDeedDraftedEvent",
    "FoundationsOfRomeDeedDraftedEventType",
    "FoundationsOfRomeDeedDrawnEvent",
    "FoundationsOfRomeDeedDrawnEventType",
    "FoundationsOfRomeDeedForSale",
    "FoundationsOfRomeDraftDecision",
    "FoundationsOfRomeDraftDecisionKind",
    "FoundationsOfRomeDraftDeedAction",
    "FoundationsOfRomeDraftDeedActionType",
    "FoundationsOfRomeDraftFinishedEvent",
    "FoundationsOfRomeDraftFinishedEventType",
    "FoundationsOfRomeDraftView",
    "FoundationsOfRomeDrawDeedAction",
    "FoundationsOfRomeDrawDeedActionType",
    "FoundationsOfRomeDrawDeedDecision",
    "FoundationsOfRomeDrawDeedDecisionKind",
    "FoundationsOfRomeEraEndingEvent",
    "FoundationsOfRomeEraEndingEventType",
    "FoundationsOfRomeEraScore",
    "FoundationsOfRomeEraScoredEvent",
    "FoundationsOfRomeEraScoredEventType",
    "FoundationsOfRomeEraStartedEvent",
    "FoundationsOfRomeEraStartedEventType",
    "FoundationsOfRomeFinalTurnDecision",
    "FoundationsOfRomeFinalTurnDecisionKind",
    "FoundationsOfRomeFirstPlayerAction",
    "FoundationsOfRomeFirstPlayerActionType",
    "FoundationsOfRomeFirstPlayerChosenEvent",
    "FoundationsOfRomeFirstPlayerChosenEventType",
    "FoundationsOfRomeFirstPlayerDecision",
    "FoundationsOfRomeFirstPlayerDecisionKind",
    "FoundationsOfRomeGameOverEvent",
    "FoundationsOfRomeGameOverEventType",
    "FoundationsOfRomeHandsPassedEvent",
    "FoundationsOfRomeHandsPassedEventType",
    "FoundationsOfRomeIncomeTakenEvent",
    "FoundationsOfRomeIncomeTakenEventType",
    "FoundationsOfRomeLotMarkerScore",
    "FoundationsOfRomeOptions",
    "FoundationsOfRomeOptionsRandomness",
    "FoundationsOfRomePlayArea",
    "FoundationsOfRomePlayer",
    "FoundationsOfRomePlayerView",
    "FoundationsOfRomePopulationScore",
    "FoundationsOfRomeRng",
    "FoundationsOfRomeState",
    "FoundationsOfRomeStateGame",
    "FoundationsOfRomeStateOptions",
    "FoundationsOfRomeStateOptionsRandomness",
    "FoundationsOfRomeStatePhase",
    "FoundationsOfRomeStateRulesVersion",
    "FoundationsOfRomeSupply",
    "FoundationsOfRomeTakeIncomeAction",
    "FoundationsOfRomeTakeIncomeActionType",
    "FoundationsOfRomeTurnDecision",
    "FoundationsOfRomeTurnDecisionKind",
    "FoundationsOfRomeView",
    "FoundationsOfRomeViewGame",
    "FoundationsOfRomeViewPhase",
    "GameId",
    "GameList",
    "GameMetadata",
    "GameMetadataOptions",
    "GameStatus",
    "GameStatusOutcomeType1",
    "GameStatusOutcomeType2Type1",
    "GameStatusOutcomeType3Type1",
    "Health",
    "HealthStatus",
    "LegalActionsRequest",
    "LegalActionsResponse",
    "LegalActionsResponseReason",
    "MonsterMovesAbility",
    "MonsterMovesFigure",
    "MonsterMovesFigureSide",
    "MonsterMovesMap",
    "MonsterMovesOption",
    "MonsterMovesRequest",
    "MonsterMovesResponse",
    "PlayerCount",
    "Problem",
    "ProblemErrors",
    "Ready",
    "ReadyStatus",
    "ReplayRequest",
    "ReplayResponse",
    "ReplayStep",
    "SetupRequest",
    "SetupResponse",
    "ViewRequest",
    "ViewResponse",
)
