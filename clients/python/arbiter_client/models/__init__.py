""" Contains all the data models used in inputs/outputs """

from .apply_request import ApplyRequest
from .apply_response import ApplyResponse
from .cache_health import CacheHealth
from .event import Event
from .foundations_of_rome_building import FoundationsOfRomeBuilding
from .foundations_of_rome_building_kind import FoundationsOfRomeBuildingKind
from .foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction
from .foundations_of_rome_buy_deed_action_type import FoundationsOfRomeBuyDeedActionType
from .foundations_of_rome_construct_action import FoundationsOfRomeConstructAction
from .foundations_of_rome_construct_action_building import FoundationsOfRomeConstructActionBuilding
from .foundations_of_rome_construct_action_type import FoundationsOfRomeConstructActionType
from .foundations_of_rome_deed_for_sale import FoundationsOfRomeDeedForSale
from .foundations_of_rome_draft import FoundationsOfRomeDraft
from .foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction
from .foundations_of_rome_draft_deed_action_type import FoundationsOfRomeDraftDeedActionType
from .foundations_of_rome_draft_kind import FoundationsOfRomeDraftKind
from .foundations_of_rome_draft_view import FoundationsOfRomeDraftView
from .foundations_of_rome_options import FoundationsOfRomeOptions
from .foundations_of_rome_player import FoundationsOfRomePlayer
from .foundations_of_rome_player_view import FoundationsOfRomePlayerView
from .foundations_of_rome_rng import FoundationsOfRomeRng
from .foundations_of_rome_setup_options import FoundationsOfRomeSetupOptions
from .foundations_of_rome_state import FoundationsOfRomeState
from .foundations_of_rome_state_game import FoundationsOfRomeStateGame
from .foundations_of_rome_state_phase import FoundationsOfRomeStatePhase
from .foundations_of_rome_supply import FoundationsOfRomeSupply
from .foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction
from .foundations_of_rome_take_income_action_type import FoundationsOfRomeTakeIncomeActionType
from .foundations_of_rome_view import FoundationsOfRomeView
from .foundations_of_rome_view_game import FoundationsOfRomeViewGame
from .foundations_of_rome_view_phase import FoundationsOfRomeViewPhase
from .game_id import GameId
from .game_list import GameList
from .game_metadata import GameMetadata
from .game_metadata_options import GameMetadataOptions
from .game_status import GameStatus
from .gloomhaven_ability import GloomhavenAbility
from .gloomhaven_figure import GloomhavenFigure
from .gloomhaven_figure_side import GloomhavenFigureSide
from .gloomhaven_map import GloomhavenMap
from .health import Health
from .health_status import HealthStatus
from .legal_actions_request import LegalActionsRequest
from .legal_actions_response import LegalActionsResponse
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
    "Event",
    "FoundationsOfRomeBuilding",
    "FoundationsOfRomeBuildingKind",
    "FoundationsOfRomeBuyDeedAction",
    "FoundationsOfRomeBuyDeedActionType",
    "FoundationsOfRomeConstructAction",
    "FoundationsOfRomeConstructActionBuilding",
    "FoundationsOfRomeConstructActionType",
    "FoundationsOfRomeDeedForSale",
    "FoundationsOfRomeDraft",
    "FoundationsOfRomeDraftDeedAction",
    "FoundationsOfRomeDraftDeedActionType",
    "FoundationsOfRomeDraftKind",
    "FoundationsOfRomeDraftView",
    "FoundationsOfRomeOptions",
    "FoundationsOfRomePlayer",
    "FoundationsOfRomePlayerView",
    "FoundationsOfRomeRng",
    "FoundationsOfRomeSetupOptions",
    "FoundationsOfRomeState",
    "FoundationsOfRomeStateGame",
    "FoundationsOfRomeStatePhase",
    "FoundationsOfRomeSupply",
    "FoundationsOfRomeTakeIncomeAction",
    "FoundationsOfRomeTakeIncomeActionType",
    "FoundationsOfRomeView",
    "FoundationsOfRomeViewGame",
    "FoundationsOfRomeViewPhase",
    "GameId",
    "GameList",
    "GameMetadata",
    "GameMetadataOptions",
    "GameStatus",
    "GloomhavenAbility",
    "GloomhavenFigure",
    "GloomhavenFigureSide",
    "GloomhavenMap",
    "Health",
    "HealthStatus",
    "LegalActionsRequest",
    "LegalActionsResponse",
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
