from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_accept_trade_action import FoundationsOfRomeAcceptTradeAction
  from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction
  from ..models.foundations_of_rome_buy_invocation_action import FoundationsOfRomeBuyInvocationAction
  from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction
  from ..models.foundations_of_rome_deal_card_action import FoundationsOfRomeDealCardAction
  from ..models.foundations_of_rome_deal_consul_deed_action import FoundationsOfRomeDealConsulDeedAction
  from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction
  from ..models.foundations_of_rome_decline_trade_action import FoundationsOfRomeDeclineTradeAction
  from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction
  from ..models.foundations_of_rome_draw_consul_token_action import FoundationsOfRomeDrawConsulTokenAction
  from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction
  from ..models.foundations_of_rome_end_turn_action import FoundationsOfRomeEndTurnAction
  from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction
  from ..models.foundations_of_rome_invoke_action import FoundationsOfRomeInvokeAction
  from ..models.foundations_of_rome_keep_card_action import FoundationsOfRomeKeepCardAction
  from ..models.foundations_of_rome_options import FoundationsOfRomeOptions
  from ..models.foundations_of_rome_place_consul_token_action import FoundationsOfRomePlaceConsulTokenAction
  from ..models.foundations_of_rome_propose_trade_action import FoundationsOfRomeProposeTradeAction
  from ..models.foundations_of_rome_reveal_monument_action import FoundationsOfRomeRevealMonumentAction
  from ..models.foundations_of_rome_steal_action import FoundationsOfRomeStealAction
  from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction
  from ..models.founders_of_gloomhaven_break_tie_action import FoundersOfGloomhavenBreakTieAction
  from ..models.founders_of_gloomhaven_build_bridge_action import FoundersOfGloomhavenBuildBridgeAction
  from ..models.founders_of_gloomhaven_build_house_action import FoundersOfGloomhavenBuildHouseAction
  from ..models.founders_of_gloomhaven_build_road_action import FoundersOfGloomhavenBuildRoadAction
  from ..models.founders_of_gloomhaven_buy_access_action import FoundersOfGloomhavenBuyAccessAction
  from ..models.founders_of_gloomhaven_call_vote_action import FoundersOfGloomhavenCallVoteAction
  from ..models.founders_of_gloomhaven_choose_delivery_action import FoundersOfGloomhavenChooseDeliveryAction
  from ..models.founders_of_gloomhaven_choose_race_action import FoundersOfGloomhavenChooseRaceAction
  from ..models.founders_of_gloomhaven_choose_resource_action import FoundersOfGloomhavenChooseResourceAction
  from ..models.founders_of_gloomhaven_choose_source_action import FoundersOfGloomhavenChooseSourceAction
  from ..models.founders_of_gloomhaven_dedicate_action import FoundersOfGloomhavenDedicateAction
  from ..models.founders_of_gloomhaven_draw_adviser_action import FoundersOfGloomhavenDrawAdviserAction
  from ..models.founders_of_gloomhaven_draw_proposal_action import FoundersOfGloomhavenDrawProposalAction
  from ..models.founders_of_gloomhaven_first_player_action import FoundersOfGloomhavenFirstPlayerAction
  from ..models.founders_of_gloomhaven_follow_action import FoundersOfGloomhavenFollowAction
  from ..models.founders_of_gloomhaven_import_access_action import FoundersOfGloomhavenImportAccessAction
  from ..models.founders_of_gloomhaven_import_action import FoundersOfGloomhavenImportAction
  from ..models.founders_of_gloomhaven_options import FoundersOfGloomhavenOptions
  from ..models.founders_of_gloomhaven_place_prestige_action import FoundersOfGloomhavenPlacePrestigeAction
  from ..models.founders_of_gloomhaven_place_stall_action import FoundersOfGloomhavenPlaceStallAction
  from ..models.founders_of_gloomhaven_place_tile_action import FoundersOfGloomhavenPlaceTileAction
  from ..models.founders_of_gloomhaven_play_card_action import FoundersOfGloomhavenPlayCardAction
  from ..models.founders_of_gloomhaven_play_face_down_action import FoundersOfGloomhavenPlayFaceDownAction
  from ..models.founders_of_gloomhaven_prestige_action_action import FoundersOfGloomhavenPrestigeActionAction
  from ..models.founders_of_gloomhaven_racial_action_action import FoundersOfGloomhavenRacialActionAction
  from ..models.founders_of_gloomhaven_recall_worker_action import FoundersOfGloomhavenRecallWorkerAction
  from ..models.founders_of_gloomhaven_recruit_action import FoundersOfGloomhavenRecruitAction
  from ..models.founders_of_gloomhaven_skip_road_action import FoundersOfGloomhavenSkipRoadAction
  from ..models.founders_of_gloomhaven_take_fleeting_action import FoundersOfGloomhavenTakeFleetingAction
  from ..models.founders_of_gloomhaven_take_money_action import FoundersOfGloomhavenTakeMoneyAction
  from ..models.founders_of_gloomhaven_vote_action import FoundersOfGloomhavenVoteAction
  from ..models.gloomhaven_activate_token_action import GloomhavenActivateTokenAction
  from ..models.gloomhaven_add_target_action import GloomhavenAddTargetAction
  from ..models.gloomhaven_attack_instead_action import GloomhavenAttackInsteadAction
  from ..models.gloomhaven_break_tie_action import GloomhavenBreakTieAction
  from ..models.gloomhaven_choose_deck_action import GloomhavenChooseDeckAction
  from ..models.gloomhaven_choose_element_action import GloomhavenChooseElementAction
  from ..models.gloomhaven_choose_figure_action import GloomhavenChooseFigureAction
  from ..models.gloomhaven_choose_hand_action import GloomhavenChooseHandAction
  from ..models.gloomhaven_choose_hex_action import GloomhavenChooseHexAction
  from ..models.gloomhaven_choose_option_action import GloomhavenChooseOptionAction
  from ..models.gloomhaven_choose_path_action import GloomhavenChoosePathAction
  from ..models.gloomhaven_consume_action import GloomhavenConsumeAction
  from ..models.gloomhaven_discard_augment_action import GloomhavenDiscardAugmentAction
  from ..models.gloomhaven_discard_card_action import GloomhavenDiscardCardAction
  from ..models.gloomhaven_draw_modifier_action import GloomhavenDrawModifierAction
  from ..models.gloomhaven_draw_monster_card_action import GloomhavenDrawMonsterCardAction
  from ..models.gloomhaven_end_targets_action import GloomhavenEndTargetsAction
  from ..models.gloomhaven_free_figure_action import GloomhavenFreeFigureAction
  from ..models.gloomhaven_give_piece_action import GloomhavenGivePieceAction
  from ..models.gloomhaven_heal_action import GloomhavenHealAction
  from ..models.gloomhaven_infuse_element_action import GloomhavenInfuseElementAction
  from ..models.gloomhaven_keep_card_action import GloomhavenKeepCardAction
  from ..models.gloomhaven_keep_pieces_action import GloomhavenKeepPiecesAction
  from ..models.gloomhaven_let_suffer_action import GloomhavenLetSufferAction
  from ..models.gloomhaven_long_rest_action import GloomhavenLongRestAction
  from ..models.gloomhaven_loot_beside_action import GloomhavenLootBesideAction
  from ..models.gloomhaven_lose_cards_action import GloomhavenLoseCardsAction
  from ..models.gloomhaven_lose_discards_action import GloomhavenLoseDiscardsAction
  from ..models.gloomhaven_lose_hand_card_action import GloomhavenLoseHandCardAction
  from ..models.gloomhaven_no_added_target_action import GloomhavenNoAddedTargetAction
  from ..models.gloomhaven_no_item_action import GloomhavenNoItemAction
  from ..models.gloomhaven_options import GloomhavenOptions
  from ..models.gloomhaven_perform_action import GloomhavenPerformAction
  from ..models.gloomhaven_place_area_action import GloomhavenPlaceAreaAction
  from ..models.gloomhaven_place_character_action import GloomhavenPlaceCharacterAction
  from ..models.gloomhaven_play_half_action import GloomhavenPlayHalfAction
  from ..models.gloomhaven_protect_with_card_action import GloomhavenProtectWithCardAction
  from ..models.gloomhaven_push_step_action import GloomhavenPushStepAction
  from ..models.gloomhaven_push_stop_action import GloomhavenPushStopAction
  from ..models.gloomhaven_recover_action import GloomhavenRecoverAction
  from ..models.gloomhaven_remove_monster_action import GloomhavenRemoveMonsterAction
  from ..models.gloomhaven_rest_action import GloomhavenRestAction
  from ..models.gloomhaven_select_cards_action import GloomhavenSelectCardsAction
  from ..models.gloomhaven_short_rest_action import GloomhavenShortRestAction
  from ..models.gloomhaven_short_rest_card_action import GloomhavenShortRestCardAction
  from ..models.gloomhaven_skip_action import GloomhavenSkipAction
  from ..models.gloomhaven_spend_movement_action import GloomhavenSpendMovementAction
  from ..models.gloomhaven_standee_action import GloomhavenStandeeAction
  from ..models.gloomhaven_step_action import GloomhavenStepAction
  from ..models.gloomhaven_stop_action import GloomhavenStopAction
  from ..models.gloomhaven_suffer_action import GloomhavenSufferAction
  from ..models.gloomhaven_target_action import GloomhavenTargetAction
  from ..models.gloomhaven_token_hex_action import GloomhavenTokenHexAction
  from ..models.gloomhaven_use_item_action import GloomhavenUseItemAction
  from ..models.gloomhaven_use_piece_action import GloomhavenUsePieceAction





T = TypeVar("T", bound="ReplayRequest")



@_attrs_define
class ReplayRequest:
    """ 
        Attributes:
            actions (list[FoundationsOfRomeAcceptTradeAction | FoundationsOfRomeBuyDeedAction |
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
                GloomhavenTargetAction | GloomhavenTokenHexAction | GloomhavenUseItemAction | GloomhavenUsePieceAction]): the
                actions to apply in order, from the state that setup gives
            options (FoundationsOfRomeOptions | FoundersOfGloomhavenOptions | GloomhavenOptions): setup options of some game
            player (int | None | Unset): whose view a sealed answer carries (the deployment decides); missing or null: a
                spectator's
            seal (bool | Unset): answer with state_token and the view of 'player' instead of the state (always so where the
                deployment requires sealed states) Default: False.
            seed (int | None | Unset): the seed of the game (required with randomness 'seeded'); null or missing with
                randomness 'table', whose draws are chance actions in 'actions'
     """

    actions: list[FoundationsOfRomeAcceptTradeAction | FoundationsOfRomeBuyDeedAction | FoundationsOfRomeBuyInvocationAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealCardAction | FoundationsOfRomeDealConsulDeedAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDeclineTradeAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawConsulTokenAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeEndTurnAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeInvokeAction | FoundationsOfRomeKeepCardAction | FoundationsOfRomePlaceConsulTokenAction | FoundationsOfRomeProposeTradeAction | FoundationsOfRomeRevealMonumentAction | FoundationsOfRomeStealAction | FoundationsOfRomeTakeIncomeAction | FoundersOfGloomhavenBreakTieAction | FoundersOfGloomhavenBuildBridgeAction | FoundersOfGloomhavenBuildHouseAction | FoundersOfGloomhavenBuildRoadAction | FoundersOfGloomhavenBuyAccessAction | FoundersOfGloomhavenCallVoteAction | FoundersOfGloomhavenChooseDeliveryAction | FoundersOfGloomhavenChooseRaceAction | FoundersOfGloomhavenChooseResourceAction | FoundersOfGloomhavenChooseSourceAction | FoundersOfGloomhavenDedicateAction | FoundersOfGloomhavenDrawAdviserAction | FoundersOfGloomhavenDrawProposalAction | FoundersOfGloomhavenFirstPlayerAction | FoundersOfGloomhavenFollowAction | FoundersOfGloomhavenImportAccessAction | FoundersOfGloomhavenImportAction | FoundersOfGloomhavenPlacePrestigeAction | FoundersOfGloomhavenPlaceStallAction | FoundersOfGloomhavenPlaceTileAction | FoundersOfGloomhavenPlayCardAction | FoundersOfGloomhavenPlayFaceDownAction | FoundersOfGloomhavenPrestigeActionAction | FoundersOfGloomhavenRacialActionAction | FoundersOfGloomhavenRecallWorkerAction | FoundersOfGloomhavenRecruitAction | FoundersOfGloomhavenSkipRoadAction | FoundersOfGloomhavenTakeFleetingAction | FoundersOfGloomhavenTakeMoneyAction | FoundersOfGloomhavenVoteAction | GloomhavenActivateTokenAction | GloomhavenAddTargetAction | GloomhavenAttackInsteadAction | GloomhavenBreakTieAction | GloomhavenChooseDeckAction | GloomhavenChooseElementAction | GloomhavenChooseFigureAction | GloomhavenChooseHandAction | GloomhavenChooseHexAction | GloomhavenChooseOptionAction | GloomhavenChoosePathAction | GloomhavenConsumeAction | GloomhavenDiscardAugmentAction | GloomhavenDiscardCardAction | GloomhavenDrawModifierAction | GloomhavenDrawMonsterCardAction | GloomhavenEndTargetsAction | GloomhavenFreeFigureAction | GloomhavenGivePieceAction | GloomhavenHealAction | GloomhavenInfuseElementAction | GloomhavenKeepCardAction | GloomhavenKeepPiecesAction | GloomhavenLetSufferAction | GloomhavenLongRestAction | GloomhavenLootBesideAction | GloomhavenLoseCardsAction | GloomhavenLoseDiscardsAction | GloomhavenLoseHandCardAction | GloomhavenNoAddedTargetAction | GloomhavenNoItemAction | GloomhavenPerformAction | GloomhavenPlaceAreaAction | GloomhavenPlaceCharacterAction | GloomhavenPlayHalfAction | GloomhavenProtectWithCardAction | GloomhavenPushStepAction | GloomhavenPushStopAction | GloomhavenRecoverAction | GloomhavenRemoveMonsterAction | GloomhavenRestAction | GloomhavenSelectCardsAction | GloomhavenShortRestAction | GloomhavenShortRestCardAction | GloomhavenSkipAction | GloomhavenSpendMovementAction | GloomhavenStandeeAction | GloomhavenStepAction | GloomhavenStopAction | GloomhavenSufferAction | GloomhavenTargetAction | GloomhavenTokenHexAction | GloomhavenUseItemAction | GloomhavenUsePieceAction]
    options: FoundationsOfRomeOptions | FoundersOfGloomhavenOptions | GloomhavenOptions
    player: int | None | Unset = UNSET
    seal: bool | Unset = False
    seed: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_accept_trade_action import FoundationsOfRomeAcceptTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_buy_invocation_action import FoundationsOfRomeBuyInvocationAction # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_card_action import FoundationsOfRomeDealCardAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_consul_deed_action import FoundationsOfRomeDealConsulDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_decline_trade_action import FoundationsOfRomeDeclineTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_consul_token_action import FoundationsOfRomeDrawConsulTokenAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_end_turn_action import FoundationsOfRomeEndTurnAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_invoke_action import FoundationsOfRomeInvokeAction # noqa: PLC0415
        from ..models.foundations_of_rome_keep_card_action import FoundationsOfRomeKeepCardAction # noqa: PLC0415
        from ..models.foundations_of_rome_options import FoundationsOfRomeOptions # noqa: PLC0415
        from ..models.foundations_of_rome_place_consul_token_action import FoundationsOfRomePlaceConsulTokenAction # noqa: PLC0415
        from ..models.foundations_of_rome_propose_trade_action import FoundationsOfRomeProposeTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_reveal_monument_action import FoundationsOfRomeRevealMonumentAction # noqa: PLC0415
        from ..models.foundations_of_rome_steal_action import FoundationsOfRomeStealAction # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_break_tie_action import FoundersOfGloomhavenBreakTieAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_bridge_action import FoundersOfGloomhavenBuildBridgeAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_house_action import FoundersOfGloomhavenBuildHouseAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_road_action import FoundersOfGloomhavenBuildRoadAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_buy_access_action import FoundersOfGloomhavenBuyAccessAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_call_vote_action import FoundersOfGloomhavenCallVoteAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_delivery_action import FoundersOfGloomhavenChooseDeliveryAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_race_action import FoundersOfGloomhavenChooseRaceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_resource_action import FoundersOfGloomhavenChooseResourceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_source_action import FoundersOfGloomhavenChooseSourceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_dedicate_action import FoundersOfGloomhavenDedicateAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_adviser_action import FoundersOfGloomhavenDrawAdviserAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_proposal_action import FoundersOfGloomhavenDrawProposalAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_first_player_action import FoundersOfGloomhavenFirstPlayerAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_follow_action import FoundersOfGloomhavenFollowAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_import_access_action import FoundersOfGloomhavenImportAccessAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_import_action import FoundersOfGloomhavenImportAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_options import FoundersOfGloomhavenOptions # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_prestige_action import FoundersOfGloomhavenPlacePrestigeAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_stall_action import FoundersOfGloomhavenPlaceStallAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_tile_action import FoundersOfGloomhavenPlaceTileAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_play_card_action import FoundersOfGloomhavenPlayCardAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_play_face_down_action import FoundersOfGloomhavenPlayFaceDownAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_action_action import FoundersOfGloomhavenPrestigeActionAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_racial_action_action import FoundersOfGloomhavenRacialActionAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recall_worker_action import FoundersOfGloomhavenRecallWorkerAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruit_action import FoundersOfGloomhavenRecruitAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_skip_road_action import FoundersOfGloomhavenSkipRoadAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_take_fleeting_action import FoundersOfGloomhavenTakeFleetingAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_take_money_action import FoundersOfGloomhavenTakeMoneyAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_action import FoundersOfGloomhavenVoteAction # noqa: PLC0415
        from ..models.gloomhaven_activate_token_action import GloomhavenActivateTokenAction # noqa: PLC0415
        from ..models.gloomhaven_add_target_action import GloomhavenAddTargetAction # noqa: PLC0415
        from ..models.gloomhaven_attack_instead_action import GloomhavenAttackInsteadAction # noqa: PLC0415
        from ..models.gloomhaven_break_tie_action import GloomhavenBreakTieAction # noqa: PLC0415
        from ..models.gloomhaven_choose_deck_action import GloomhavenChooseDeckAction # noqa: PLC0415
        from ..models.gloomhaven_choose_element_action import GloomhavenChooseElementAction # noqa: PLC0415
        from ..models.gloomhaven_choose_figure_action import GloomhavenChooseFigureAction # noqa: PLC0415
        from ..models.gloomhaven_choose_hand_action import GloomhavenChooseHandAction # noqa: PLC0415
        from ..models.gloomhaven_choose_hex_action import GloomhavenChooseHexAction # noqa: PLC0415
        from ..models.gloomhaven_choose_option_action import GloomhavenChooseOptionAction # noqa: PLC0415
        from ..models.gloomhaven_choose_path_action import GloomhavenChoosePathAction # noqa: PLC0415
        from ..models.gloomhaven_consume_action import GloomhavenConsumeAction # noqa: PLC0415
        from ..models.gloomhaven_discard_augment_action import GloomhavenDiscardAugmentAction # noqa: PLC0415
        from ..models.gloomhaven_discard_card_action import GloomhavenDiscardCardAction # noqa: PLC0415
        from ..models.gloomhaven_draw_modifier_action import GloomhavenDrawModifierAction # noqa: PLC0415
        from ..models.gloomhaven_draw_monster_card_action import GloomhavenDrawMonsterCardAction # noqa: PLC0415
        from ..models.gloomhaven_end_targets_action import GloomhavenEndTargetsAction # noqa: PLC0415
        from ..models.gloomhaven_free_figure_action import GloomhavenFreeFigureAction # noqa: PLC0415
        from ..models.gloomhaven_give_piece_action import GloomhavenGivePieceAction # noqa: PLC0415
        from ..models.gloomhaven_heal_action import GloomhavenHealAction # noqa: PLC0415
        from ..models.gloomhaven_infuse_element_action import GloomhavenInfuseElementAction # noqa: PLC0415
        from ..models.gloomhaven_keep_card_action import GloomhavenKeepCardAction # noqa: PLC0415
        from ..models.gloomhaven_keep_pieces_action import GloomhavenKeepPiecesAction # noqa: PLC0415
        from ..models.gloomhaven_let_suffer_action import GloomhavenLetSufferAction # noqa: PLC0415
        from ..models.gloomhaven_long_rest_action import GloomhavenLongRestAction # noqa: PLC0415
        from ..models.gloomhaven_loot_beside_action import GloomhavenLootBesideAction # noqa: PLC0415
        from ..models.gloomhaven_lose_cards_action import GloomhavenLoseCardsAction # noqa: PLC0415
        from ..models.gloomhaven_lose_discards_action import GloomhavenLoseDiscardsAction # noqa: PLC0415
        from ..models.gloomhaven_lose_hand_card_action import GloomhavenLoseHandCardAction # noqa: PLC0415
        from ..models.gloomhaven_no_added_target_action import GloomhavenNoAddedTargetAction # noqa: PLC0415
        from ..models.gloomhaven_no_item_action import GloomhavenNoItemAction # noqa: PLC0415
        from ..models.gloomhaven_options import GloomhavenOptions # noqa: PLC0415
        from ..models.gloomhaven_perform_action import GloomhavenPerformAction # noqa: PLC0415
        from ..models.gloomhaven_place_area_action import GloomhavenPlaceAreaAction # noqa: PLC0415
        from ..models.gloomhaven_place_character_action import GloomhavenPlaceCharacterAction # noqa: PLC0415
        from ..models.gloomhaven_play_half_action import GloomhavenPlayHalfAction # noqa: PLC0415
        from ..models.gloomhaven_protect_with_card_action import GloomhavenProtectWithCardAction # noqa: PLC0415
        from ..models.gloomhaven_push_step_action import GloomhavenPushStepAction # noqa: PLC0415
        from ..models.gloomhaven_push_stop_action import GloomhavenPushStopAction # noqa: PLC0415
        from ..models.gloomhaven_recover_action import GloomhavenRecoverAction # noqa: PLC0415
        from ..models.gloomhaven_remove_monster_action import GloomhavenRemoveMonsterAction # noqa: PLC0415
        from ..models.gloomhaven_rest_action import GloomhavenRestAction # noqa: PLC0415
        from ..models.gloomhaven_select_cards_action import GloomhavenSelectCardsAction # noqa: PLC0415
        from ..models.gloomhaven_short_rest_action import GloomhavenShortRestAction # noqa: PLC0415
        from ..models.gloomhaven_short_rest_card_action import GloomhavenShortRestCardAction # noqa: PLC0415
        from ..models.gloomhaven_skip_action import GloomhavenSkipAction # noqa: PLC0415
        from ..models.gloomhaven_spend_movement_action import GloomhavenSpendMovementAction # noqa: PLC0415
        from ..models.gloomhaven_standee_action import GloomhavenStandeeAction # noqa: PLC0415
        from ..models.gloomhaven_step_action import GloomhavenStepAction # noqa: PLC0415
        from ..models.gloomhaven_stop_action import GloomhavenStopAction # noqa: PLC0415
        from ..models.gloomhaven_suffer_action import GloomhavenSufferAction # noqa: PLC0415
        from ..models.gloomhaven_target_action import GloomhavenTargetAction # noqa: PLC0415
        from ..models.gloomhaven_token_hex_action import GloomhavenTokenHexAction # noqa: PLC0415
        from ..models.gloomhaven_use_item_action import GloomhavenUseItemAction # noqa: PLC0415
        from ..models.gloomhaven_use_piece_action import GloomhavenUsePieceAction # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, FoundationsOfRomeTakeIncomeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeBuyDeedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeBuyInvocationAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeInvokeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeConstructAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeDraftDeedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeEndTurnAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeStealAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeProposeTradeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeAcceptTradeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeDeclineTradeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeKeepCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeDealCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeFirstPlayerAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeDealDeedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeRevealMonumentAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeDrawDeedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomePlaceConsulTokenAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeDrawConsulTokenAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeDealConsulDeedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenFirstPlayerAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenDrawProposalAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenDrawAdviserAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenChooseRaceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenChooseResourceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenPlaceStallAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenPlayCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenPlayFaceDownAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenCallVoteAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenFollowAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenTakeMoneyAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenTakeFleetingAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenBuildRoadAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenSkipRoadAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenRacialActionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenPrestigeActionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenRecallWorkerAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenRecruitAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenImportAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenImportAccessAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenBuyAccessAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenPlaceTileAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenBuildHouseAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenBuildBridgeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenChooseSourceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenChooseDeliveryAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenVoteAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenDedicateAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenBreakTieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundersOfGloomhavenPlacePrestigeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenChooseHandAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenPlaceCharacterAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenDiscardCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenSelectCardsAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenLongRestAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenBreakTieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenStandeeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenDrawMonsterCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenDrawModifierAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenChooseOptionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenPlayHalfAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenRestAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenStepAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenStopAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenTargetAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenEndTargetsAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenConsumeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenPlaceAreaAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenChoosePathAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenPushStepAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenPushStopAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenHealAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenPerformAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenTokenHexAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenRecoverAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenChooseFigureAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenSkipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenSufferAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenLoseHandCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenLoseDiscardsAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenAttackInsteadAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenInfuseElementAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenLoseCardsAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenDiscardAugmentAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenProtectWithCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenLetSufferAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenRemoveMonsterAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenChooseDeckAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenChooseHexAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenChooseElementAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenShortRestAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenKeepCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenShortRestCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenNoItemAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenUseItemAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenAddTargetAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenNoAddedTargetAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenActivateTokenAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenLootBesideAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenFreeFigureAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenSpendMovementAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenGivePieceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, GloomhavenUsePieceAction):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)



        options: dict[str, Any]
        if isinstance(self.options, FoundationsOfRomeOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, FoundersOfGloomhavenOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()


        player: int | None | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        seal = self.seal

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "actions": actions,
            "options": options,
        })
        if player is not UNSET:
            field_dict["player"] = player
        if seal is not UNSET:
            field_dict["seal"] = seal
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_accept_trade_action import FoundationsOfRomeAcceptTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_buy_invocation_action import FoundationsOfRomeBuyInvocationAction # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_card_action import FoundationsOfRomeDealCardAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_consul_deed_action import FoundationsOfRomeDealConsulDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_decline_trade_action import FoundationsOfRomeDeclineTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_consul_token_action import FoundationsOfRomeDrawConsulTokenAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_end_turn_action import FoundationsOfRomeEndTurnAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_invoke_action import FoundationsOfRomeInvokeAction # noqa: PLC0415
        from ..models.foundations_of_rome_keep_card_action import FoundationsOfRomeKeepCardAction # noqa: PLC0415
        from ..models.foundations_of_rome_options import FoundationsOfRomeOptions # noqa: PLC0415
        from ..models.foundations_of_rome_place_consul_token_action import FoundationsOfRomePlaceConsulTokenAction # noqa: PLC0415
        from ..models.foundations_of_rome_propose_trade_action import FoundationsOfRomeProposeTradeAction # noqa: PLC0415
        from ..models.foundations_of_rome_reveal_monument_action import FoundationsOfRomeRevealMonumentAction # noqa: PLC0415
        from ..models.foundations_of_rome_steal_action import FoundationsOfRomeStealAction # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_break_tie_action import FoundersOfGloomhavenBreakTieAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_bridge_action import FoundersOfGloomhavenBuildBridgeAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_house_action import FoundersOfGloomhavenBuildHouseAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_road_action import FoundersOfGloomhavenBuildRoadAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_buy_access_action import FoundersOfGloomhavenBuyAccessAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_call_vote_action import FoundersOfGloomhavenCallVoteAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_delivery_action import FoundersOfGloomhavenChooseDeliveryAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_race_action import FoundersOfGloomhavenChooseRaceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_resource_action import FoundersOfGloomhavenChooseResourceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_source_action import FoundersOfGloomhavenChooseSourceAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_dedicate_action import FoundersOfGloomhavenDedicateAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_adviser_action import FoundersOfGloomhavenDrawAdviserAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_proposal_action import FoundersOfGloomhavenDrawProposalAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_first_player_action import FoundersOfGloomhavenFirstPlayerAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_follow_action import FoundersOfGloomhavenFollowAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_import_access_action import FoundersOfGloomhavenImportAccessAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_import_action import FoundersOfGloomhavenImportAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_options import FoundersOfGloomhavenOptions # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_prestige_action import FoundersOfGloomhavenPlacePrestigeAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_stall_action import FoundersOfGloomhavenPlaceStallAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_tile_action import FoundersOfGloomhavenPlaceTileAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_play_card_action import FoundersOfGloomhavenPlayCardAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_play_face_down_action import FoundersOfGloomhavenPlayFaceDownAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_action_action import FoundersOfGloomhavenPrestigeActionAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_racial_action_action import FoundersOfGloomhavenRacialActionAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recall_worker_action import FoundersOfGloomhavenRecallWorkerAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruit_action import FoundersOfGloomhavenRecruitAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_skip_road_action import FoundersOfGloomhavenSkipRoadAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_take_fleeting_action import FoundersOfGloomhavenTakeFleetingAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_take_money_action import FoundersOfGloomhavenTakeMoneyAction # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_action import FoundersOfGloomhavenVoteAction # noqa: PLC0415
        from ..models.gloomhaven_activate_token_action import GloomhavenActivateTokenAction # noqa: PLC0415
        from ..models.gloomhaven_add_target_action import GloomhavenAddTargetAction # noqa: PLC0415
        from ..models.gloomhaven_attack_instead_action import GloomhavenAttackInsteadAction # noqa: PLC0415
        from ..models.gloomhaven_break_tie_action import GloomhavenBreakTieAction # noqa: PLC0415
        from ..models.gloomhaven_choose_deck_action import GloomhavenChooseDeckAction # noqa: PLC0415
        from ..models.gloomhaven_choose_element_action import GloomhavenChooseElementAction # noqa: PLC0415
        from ..models.gloomhaven_choose_figure_action import GloomhavenChooseFigureAction # noqa: PLC0415
        from ..models.gloomhaven_choose_hand_action import GloomhavenChooseHandAction # noqa: PLC0415
        from ..models.gloomhaven_choose_hex_action import GloomhavenChooseHexAction # noqa: PLC0415
        from ..models.gloomhaven_choose_option_action import GloomhavenChooseOptionAction # noqa: PLC0415
        from ..models.gloomhaven_choose_path_action import GloomhavenChoosePathAction # noqa: PLC0415
        from ..models.gloomhaven_consume_action import GloomhavenConsumeAction # noqa: PLC0415
        from ..models.gloomhaven_discard_augment_action import GloomhavenDiscardAugmentAction # noqa: PLC0415
        from ..models.gloomhaven_discard_card_action import GloomhavenDiscardCardAction # noqa: PLC0415
        from ..models.gloomhaven_draw_modifier_action import GloomhavenDrawModifierAction # noqa: PLC0415
        from ..models.gloomhaven_draw_monster_card_action import GloomhavenDrawMonsterCardAction # noqa: PLC0415
        from ..models.gloomhaven_end_targets_action import GloomhavenEndTargetsAction # noqa: PLC0415
        from ..models.gloomhaven_free_figure_action import GloomhavenFreeFigureAction # noqa: PLC0415
        from ..models.gloomhaven_give_piece_action import GloomhavenGivePieceAction # noqa: PLC0415
        from ..models.gloomhaven_heal_action import GloomhavenHealAction # noqa: PLC0415
        from ..models.gloomhaven_infuse_element_action import GloomhavenInfuseElementAction # noqa: PLC0415
        from ..models.gloomhaven_keep_card_action import GloomhavenKeepCardAction # noqa: PLC0415
        from ..models.gloomhaven_keep_pieces_action import GloomhavenKeepPiecesAction # noqa: PLC0415
        from ..models.gloomhaven_let_suffer_action import GloomhavenLetSufferAction # noqa: PLC0415
        from ..models.gloomhaven_long_rest_action import GloomhavenLongRestAction # noqa: PLC0415
        from ..models.gloomhaven_loot_beside_action import GloomhavenLootBesideAction # noqa: PLC0415
        from ..models.gloomhaven_lose_cards_action import GloomhavenLoseCardsAction # noqa: PLC0415
        from ..models.gloomhaven_lose_discards_action import GloomhavenLoseDiscardsAction # noqa: PLC0415
        from ..models.gloomhaven_lose_hand_card_action import GloomhavenLoseHandCardAction # noqa: PLC0415
        from ..models.gloomhaven_no_added_target_action import GloomhavenNoAddedTargetAction # noqa: PLC0415
        from ..models.gloomhaven_no_item_action import GloomhavenNoItemAction # noqa: PLC0415
        from ..models.gloomhaven_options import GloomhavenOptions # noqa: PLC0415
        from ..models.gloomhaven_perform_action import GloomhavenPerformAction # noqa: PLC0415
        from ..models.gloomhaven_place_area_action import GloomhavenPlaceAreaAction # noqa: PLC0415
        from ..models.gloomhaven_place_character_action import GloomhavenPlaceCharacterAction # noqa: PLC0415
        from ..models.gloomhaven_play_half_action import GloomhavenPlayHalfAction # noqa: PLC0415
        from ..models.gloomhaven_protect_with_card_action import GloomhavenProtectWithCardAction # noqa: PLC0415
        from ..models.gloomhaven_push_step_action import GloomhavenPushStepAction # noqa: PLC0415
        from ..models.gloomhaven_push_stop_action import GloomhavenPushStopAction # noqa: PLC0415
        from ..models.gloomhaven_recover_action import GloomhavenRecoverAction # noqa: PLC0415
        from ..models.gloomhaven_remove_monster_action import GloomhavenRemoveMonsterAction # noqa: PLC0415
        from ..models.gloomhaven_rest_action import GloomhavenRestAction # noqa: PLC0415
        from ..models.gloomhaven_select_cards_action import GloomhavenSelectCardsAction # noqa: PLC0415
        from ..models.gloomhaven_short_rest_action import GloomhavenShortRestAction # noqa: PLC0415
        from ..models.gloomhaven_short_rest_card_action import GloomhavenShortRestCardAction # noqa: PLC0415
        from ..models.gloomhaven_skip_action import GloomhavenSkipAction # noqa: PLC0415
        from ..models.gloomhaven_spend_movement_action import GloomhavenSpendMovementAction # noqa: PLC0415
        from ..models.gloomhaven_standee_action import GloomhavenStandeeAction # noqa: PLC0415
        from ..models.gloomhaven_step_action import GloomhavenStepAction # noqa: PLC0415
        from ..models.gloomhaven_stop_action import GloomhavenStopAction # noqa: PLC0415
        from ..models.gloomhaven_suffer_action import GloomhavenSufferAction # noqa: PLC0415
        from ..models.gloomhaven_target_action import GloomhavenTargetAction # noqa: PLC0415
        from ..models.gloomhaven_token_hex_action import GloomhavenTokenHexAction # noqa: PLC0415
        from ..models.gloomhaven_use_item_action import GloomhavenUseItemAction # noqa: PLC0415
        from ..models.gloomhaven_use_piece_action import GloomhavenUsePieceAction # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> FoundationsOfRomeAcceptTradeAction | FoundationsOfRomeBuyDeedAction | FoundationsOfRomeBuyInvocationAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealCardAction | FoundationsOfRomeDealConsulDeedAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDeclineTradeAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawConsulTokenAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeEndTurnAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeInvokeAction | FoundationsOfRomeKeepCardAction | FoundationsOfRomePlaceConsulTokenAction | FoundationsOfRomeProposeTradeAction | FoundationsOfRomeRevealMonumentAction | FoundationsOfRomeStealAction | FoundationsOfRomeTakeIncomeAction | FoundersOfGloomhavenBreakTieAction | FoundersOfGloomhavenBuildBridgeAction | FoundersOfGloomhavenBuildHouseAction | FoundersOfGloomhavenBuildRoadAction | FoundersOfGloomhavenBuyAccessAction | FoundersOfGloomhavenCallVoteAction | FoundersOfGloomhavenChooseDeliveryAction | FoundersOfGloomhavenChooseRaceAction | FoundersOfGloomhavenChooseResourceAction | FoundersOfGloomhavenChooseSourceAction | FoundersOfGloomhavenDedicateAction | FoundersOfGloomhavenDrawAdviserAction | FoundersOfGloomhavenDrawProposalAction | FoundersOfGloomhavenFirstPlayerAction | FoundersOfGloomhavenFollowAction | FoundersOfGloomhavenImportAccessAction | FoundersOfGloomhavenImportAction | FoundersOfGloomhavenPlacePrestigeAction | FoundersOfGloomhavenPlaceStallAction | FoundersOfGloomhavenPlaceTileAction | FoundersOfGloomhavenPlayCardAction | FoundersOfGloomhavenPlayFaceDownAction | FoundersOfGloomhavenPrestigeActionAction | FoundersOfGloomhavenRacialActionAction | FoundersOfGloomhavenRecallWorkerAction | FoundersOfGloomhavenRecruitAction | FoundersOfGloomhavenSkipRoadAction | FoundersOfGloomhavenTakeFleetingAction | FoundersOfGloomhavenTakeMoneyAction | FoundersOfGloomhavenVoteAction | GloomhavenActivateTokenAction | GloomhavenAddTargetAction | GloomhavenAttackInsteadAction | GloomhavenBreakTieAction | GloomhavenChooseDeckAction | GloomhavenChooseElementAction | GloomhavenChooseFigureAction | GloomhavenChooseHandAction | GloomhavenChooseHexAction | GloomhavenChooseOptionAction | GloomhavenChoosePathAction | GloomhavenConsumeAction | GloomhavenDiscardAugmentAction | GloomhavenDiscardCardAction | GloomhavenDrawModifierAction | GloomhavenDrawMonsterCardAction | GloomhavenEndTargetsAction | GloomhavenFreeFigureAction | GloomhavenGivePieceAction | GloomhavenHealAction | GloomhavenInfuseElementAction | GloomhavenKeepCardAction | GloomhavenKeepPiecesAction | GloomhavenLetSufferAction | GloomhavenLongRestAction | GloomhavenLootBesideAction | GloomhavenLoseCardsAction | GloomhavenLoseDiscardsAction | GloomhavenLoseHandCardAction | GloomhavenNoAddedTargetAction | GloomhavenNoItemAction | GloomhavenPerformAction | GloomhavenPlaceAreaAction | GloomhavenPlaceCharacterAction | GloomhavenPlayHalfAction | GloomhavenProtectWithCardAction | GloomhavenPushStepAction | GloomhavenPushStopAction | GloomhavenRecoverAction | GloomhavenRemoveMonsterAction | GloomhavenRestAction | GloomhavenSelectCardsAction | GloomhavenShortRestAction | GloomhavenShortRestCardAction | GloomhavenSkipAction | GloomhavenSpendMovementAction | GloomhavenStandeeAction | GloomhavenStepAction | GloomhavenStopAction | GloomhavenSufferAction | GloomhavenTargetAction | GloomhavenTokenHexAction | GloomhavenUseItemAction | GloomhavenUsePieceAction:
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

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        def _parse_options(data: object) -> FoundationsOfRomeOptions | FoundersOfGloomhavenOptions | GloomhavenOptions:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_options_type_0 = FoundationsOfRomeOptions.from_dict(data)



                return componentsschemas_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_options_type_1 = FoundersOfGloomhavenOptions.from_dict(data)



                return componentsschemas_options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_options_type_2 = GloomhavenOptions.from_dict(data)



            return componentsschemas_options_type_2

        options = _parse_options(d.pop("options"))


        def _parse_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


        seal = d.pop("seal", UNSET)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        replay_request = cls(
            actions=actions,
            options=options,
            player=player,
            seal=seal,
            seed=seed,
        )

        return replay_request

