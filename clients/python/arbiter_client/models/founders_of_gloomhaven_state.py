from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_state_advisers_item_type_0 import check_founders_of_gloomhaven_state_advisers_item_type_0
from ..models.founders_of_gloomhaven_state_advisers_item_type_0 import FoundersOfGloomhavenStateAdvisersItemType0
from ..models.founders_of_gloomhaven_state_discard_item import check_founders_of_gloomhaven_state_discard_item
from ..models.founders_of_gloomhaven_state_discard_item import FoundersOfGloomhavenStateDiscardItem
from ..models.founders_of_gloomhaven_state_game import check_founders_of_gloomhaven_state_game
from ..models.founders_of_gloomhaven_state_game import FoundersOfGloomhavenStateGame
from ..models.founders_of_gloomhaven_state_phase import check_founders_of_gloomhaven_state_phase
from ..models.founders_of_gloomhaven_state_phase import FoundersOfGloomhavenStatePhase
from ..models.founders_of_gloomhaven_state_proposals_item_type_0 import check_founders_of_gloomhaven_state_proposals_item_type_0
from ..models.founders_of_gloomhaven_state_proposals_item_type_0 import FoundersOfGloomhavenStateProposalsItemType0
from ..models.founders_of_gloomhaven_state_removed_item import check_founders_of_gloomhaven_state_removed_item
from ..models.founders_of_gloomhaven_state_removed_item import FoundersOfGloomhavenStateRemovedItem
from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_break_tie_frame import FoundersOfGloomhavenBreakTieFrame
  from ..models.founders_of_gloomhaven_build_points_step import FoundersOfGloomhavenBuildPointsStep
  from ..models.founders_of_gloomhaven_choose_delivery_frame import FoundersOfGloomhavenChooseDeliveryFrame
  from ..models.founders_of_gloomhaven_choose_race_frame import FoundersOfGloomhavenChooseRaceFrame
  from ..models.founders_of_gloomhaven_choose_race_step import FoundersOfGloomhavenChooseRaceStep
  from ..models.founders_of_gloomhaven_choose_resource_frame import FoundersOfGloomhavenChooseResourceFrame
  from ..models.founders_of_gloomhaven_choose_resource_step import FoundersOfGloomhavenChooseResourceStep
  from ..models.founders_of_gloomhaven_choose_source_frame import FoundersOfGloomhavenChooseSourceFrame
  from ..models.founders_of_gloomhaven_complete_options import FoundersOfGloomhavenCompleteOptions
  from ..models.founders_of_gloomhaven_construct_frame import FoundersOfGloomhavenConstructFrame
  from ..models.founders_of_gloomhaven_deliveries_step import FoundersOfGloomhavenDeliveriesStep
  from ..models.founders_of_gloomhaven_draw_adviser_frame import FoundersOfGloomhavenDrawAdviserFrame
  from ..models.founders_of_gloomhaven_draw_adviser_step import FoundersOfGloomhavenDrawAdviserStep
  from ..models.founders_of_gloomhaven_draw_proposal_frame import FoundersOfGloomhavenDrawProposalFrame
  from ..models.founders_of_gloomhaven_draw_proposal_step import FoundersOfGloomhavenDrawProposalStep
  from ..models.founders_of_gloomhaven_earn_step import FoundersOfGloomhavenEarnStep
  from ..models.founders_of_gloomhaven_effect_step import FoundersOfGloomhavenEffectStep
  from ..models.founders_of_gloomhaven_enact_step import FoundersOfGloomhavenEnactStep
  from ..models.founders_of_gloomhaven_end_turn_step import FoundersOfGloomhavenEndTurnStep
  from ..models.founders_of_gloomhaven_first_player_frame import FoundersOfGloomhavenFirstPlayerFrame
  from ..models.founders_of_gloomhaven_first_player_step import FoundersOfGloomhavenFirstPlayerStep
  from ..models.founders_of_gloomhaven_follow_frame import FoundersOfGloomhavenFollowFrame
  from ..models.founders_of_gloomhaven_follow_step import FoundersOfGloomhavenFollowStep
  from ..models.founders_of_gloomhaven_hand_benefit_frame import FoundersOfGloomhavenHandBenefitFrame
  from ..models.founders_of_gloomhaven_hand_benefit_step import FoundersOfGloomhavenHandBenefitStep
  from ..models.founders_of_gloomhaven_income_step import FoundersOfGloomhavenIncomeStep
  from ..models.founders_of_gloomhaven_introductory_step import FoundersOfGloomhavenIntroductoryStep
  from ..models.founders_of_gloomhaven_next_turn_step import FoundersOfGloomhavenNextTurnStep
  from ..models.founders_of_gloomhaven_place_prestige_frame import FoundersOfGloomhavenPlacePrestigeFrame
  from ..models.founders_of_gloomhaven_place_stall_frame import FoundersOfGloomhavenPlaceStallFrame
  from ..models.founders_of_gloomhaven_place_stall_step import FoundersOfGloomhavenPlaceStallStep
  from ..models.founders_of_gloomhaven_play_step import FoundersOfGloomhavenPlayStep
  from ..models.founders_of_gloomhaven_player import FoundersOfGloomhavenPlayer
  from ..models.founders_of_gloomhaven_prestige_frame import FoundersOfGloomhavenPrestigeFrame
  from ..models.founders_of_gloomhaven_recall_frame import FoundersOfGloomhavenRecallFrame
  from ..models.founders_of_gloomhaven_recruit_frame import FoundersOfGloomhavenRecruitFrame
  from ..models.founders_of_gloomhaven_reset_step import FoundersOfGloomhavenResetStep
  from ..models.founders_of_gloomhaven_road_frame import FoundersOfGloomhavenRoadFrame
  from ..models.founders_of_gloomhaven_source_step import FoundersOfGloomhavenSourceStep
  from ..models.founders_of_gloomhaven_standard_frame import FoundersOfGloomhavenStandardFrame
  from ..models.founders_of_gloomhaven_standard_step import FoundersOfGloomhavenStandardStep
  from ..models.founders_of_gloomhaven_state_adviser_deck import FoundersOfGloomhavenStateAdviserDeck
  from ..models.founders_of_gloomhaven_state_buildings_item import FoundersOfGloomhavenStateBuildingsItem
  from ..models.founders_of_gloomhaven_state_prestige_deck import FoundersOfGloomhavenStatePrestigeDeck
  from ..models.founders_of_gloomhaven_state_rng_type_0 import FoundersOfGloomhavenStateRngType0
  from ..models.founders_of_gloomhaven_state_tiles_item import FoundersOfGloomhavenStateTilesItem
  from ..models.founders_of_gloomhaven_trade_frame import FoundersOfGloomhavenTradeFrame
  from ..models.founders_of_gloomhaven_turn_frame import FoundersOfGloomhavenTurnFrame
  from ..models.founders_of_gloomhaven_upgrade_frame import FoundersOfGloomhavenUpgradeFrame
  from ..models.founders_of_gloomhaven_upgrade_road_frame import FoundersOfGloomhavenUpgradeRoadFrame
  from ..models.founders_of_gloomhaven_vote_frame import FoundersOfGloomhavenVoteFrame
  from ..models.founders_of_gloomhaven_vote_step import FoundersOfGloomhavenVoteStep





T = TypeVar("T", bound="FoundersOfGloomhavenState")



@_attrs_define
class FoundersOfGloomhavenState:
    """ a whole game state: pass it back unchanged

        Attributes:
            active (int):
            adviser_deck (FoundersOfGloomhavenStateAdviserDeck):
            advisers (list[FoundersOfGloomhavenStateAdvisersItemType0 | None]):
            bank (int):
            buildings (list[FoundersOfGloomhavenStateBuildingsItem]):
            caller (int | None):
            completions (int):
            decisions (list[FoundersOfGloomhavenBreakTieFrame | FoundersOfGloomhavenChooseDeliveryFrame |
                FoundersOfGloomhavenChooseRaceFrame | FoundersOfGloomhavenChooseResourceFrame |
                FoundersOfGloomhavenChooseSourceFrame | FoundersOfGloomhavenConstructFrame |
                FoundersOfGloomhavenDrawAdviserFrame | FoundersOfGloomhavenDrawProposalFrame |
                FoundersOfGloomhavenFirstPlayerFrame | FoundersOfGloomhavenFollowFrame | FoundersOfGloomhavenHandBenefitFrame |
                FoundersOfGloomhavenPlacePrestigeFrame | FoundersOfGloomhavenPlaceStallFrame | FoundersOfGloomhavenPrestigeFrame
                | FoundersOfGloomhavenRecallFrame | FoundersOfGloomhavenRecruitFrame | FoundersOfGloomhavenRoadFrame |
                FoundersOfGloomhavenStandardFrame | FoundersOfGloomhavenTradeFrame | FoundersOfGloomhavenTurnFrame |
                FoundersOfGloomhavenUpgradeFrame | FoundersOfGloomhavenUpgradeRoadFrame | FoundersOfGloomhavenVoteFrame]):
            discard (list[FoundersOfGloomhavenStateDiscardItem]):
            game (FoundersOfGloomhavenStateGame):
            options (FoundersOfGloomhavenCompleteOptions):
            phase (FoundersOfGloomhavenStatePhase):
            players (list[FoundersOfGloomhavenPlayer]):
            prestige_deck (FoundersOfGloomhavenStatePrestigeDeck):
            proposals (list[FoundersOfGloomhavenStateProposalsItemType0 | None]):
            queue (list[FoundersOfGloomhavenBuildPointsStep | FoundersOfGloomhavenChooseRaceStep |
                FoundersOfGloomhavenChooseResourceStep | FoundersOfGloomhavenDeliveriesStep |
                FoundersOfGloomhavenDrawAdviserStep | FoundersOfGloomhavenDrawProposalStep | FoundersOfGloomhavenEarnStep |
                FoundersOfGloomhavenEffectStep | FoundersOfGloomhavenEnactStep | FoundersOfGloomhavenEndTurnStep |
                FoundersOfGloomhavenFirstPlayerStep | FoundersOfGloomhavenFollowStep | FoundersOfGloomhavenHandBenefitStep |
                FoundersOfGloomhavenIncomeStep | FoundersOfGloomhavenIntroductoryStep | FoundersOfGloomhavenNextTurnStep |
                FoundersOfGloomhavenPlaceStallStep | FoundersOfGloomhavenPlayStep | FoundersOfGloomhavenResetStep |
                FoundersOfGloomhavenSourceStep | FoundersOfGloomhavenStandardStep | FoundersOfGloomhavenVoteStep]):
            removed (list[FoundersOfGloomhavenStateRemovedItem]):
            rng (FoundersOfGloomhavenStateRngType0 | None): seeded randomness: the seed and how many draws were made (the
                state's rng is null with randomness 'table')
            roads (list[list[int]]):
            rules_version (str):
            start (int | None):
            tiles (list[FoundersOfGloomhavenStateTilesItem]):
     """

    active: int
    adviser_deck: FoundersOfGloomhavenStateAdviserDeck
    advisers: list[FoundersOfGloomhavenStateAdvisersItemType0 | None]
    bank: int
    buildings: list[FoundersOfGloomhavenStateBuildingsItem]
    caller: int | None
    completions: int
    decisions: list[FoundersOfGloomhavenBreakTieFrame | FoundersOfGloomhavenChooseDeliveryFrame | FoundersOfGloomhavenChooseRaceFrame | FoundersOfGloomhavenChooseResourceFrame | FoundersOfGloomhavenChooseSourceFrame | FoundersOfGloomhavenConstructFrame | FoundersOfGloomhavenDrawAdviserFrame | FoundersOfGloomhavenDrawProposalFrame | FoundersOfGloomhavenFirstPlayerFrame | FoundersOfGloomhavenFollowFrame | FoundersOfGloomhavenHandBenefitFrame | FoundersOfGloomhavenPlacePrestigeFrame | FoundersOfGloomhavenPlaceStallFrame | FoundersOfGloomhavenPrestigeFrame | FoundersOfGloomhavenRecallFrame | FoundersOfGloomhavenRecruitFrame | FoundersOfGloomhavenRoadFrame | FoundersOfGloomhavenStandardFrame | FoundersOfGloomhavenTradeFrame | FoundersOfGloomhavenTurnFrame | FoundersOfGloomhavenUpgradeFrame | FoundersOfGloomhavenUpgradeRoadFrame | FoundersOfGloomhavenVoteFrame]
    discard: list[FoundersOfGloomhavenStateDiscardItem]
    game: FoundersOfGloomhavenStateGame
    options: FoundersOfGloomhavenCompleteOptions
    phase: FoundersOfGloomhavenStatePhase
    players: list[FoundersOfGloomhavenPlayer]
    prestige_deck: FoundersOfGloomhavenStatePrestigeDeck
    proposals: list[FoundersOfGloomhavenStateProposalsItemType0 | None]
    queue: list[FoundersOfGloomhavenBuildPointsStep | FoundersOfGloomhavenChooseRaceStep | FoundersOfGloomhavenChooseResourceStep | FoundersOfGloomhavenDeliveriesStep | FoundersOfGloomhavenDrawAdviserStep | FoundersOfGloomhavenDrawProposalStep | FoundersOfGloomhavenEarnStep | FoundersOfGloomhavenEffectStep | FoundersOfGloomhavenEnactStep | FoundersOfGloomhavenEndTurnStep | FoundersOfGloomhavenFirstPlayerStep | FoundersOfGloomhavenFollowStep | FoundersOfGloomhavenHandBenefitStep | FoundersOfGloomhavenIncomeStep | FoundersOfGloomhavenIntroductoryStep | FoundersOfGloomhavenNextTurnStep | FoundersOfGloomhavenPlaceStallStep | FoundersOfGloomhavenPlayStep | FoundersOfGloomhavenResetStep | FoundersOfGloomhavenSourceStep | FoundersOfGloomhavenStandardStep | FoundersOfGloomhavenVoteStep]
    removed: list[FoundersOfGloomhavenStateRemovedItem]
    rng: FoundersOfGloomhavenStateRngType0 | None
    roads: list[list[int]]
    rules_version: str
    start: int | None
    tiles: list[FoundersOfGloomhavenStateTilesItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_break_tie_frame import FoundersOfGloomhavenBreakTieFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_points_step import FoundersOfGloomhavenBuildPointsStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_delivery_frame import FoundersOfGloomhavenChooseDeliveryFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_race_frame import FoundersOfGloomhavenChooseRaceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_race_step import FoundersOfGloomhavenChooseRaceStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_resource_frame import FoundersOfGloomhavenChooseResourceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_resource_step import FoundersOfGloomhavenChooseResourceStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_source_frame import FoundersOfGloomhavenChooseSourceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_complete_options import FoundersOfGloomhavenCompleteOptions # noqa: PLC0415
        from ..models.founders_of_gloomhaven_construct_frame import FoundersOfGloomhavenConstructFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_deliveries_step import FoundersOfGloomhavenDeliveriesStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_adviser_frame import FoundersOfGloomhavenDrawAdviserFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_adviser_step import FoundersOfGloomhavenDrawAdviserStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_proposal_frame import FoundersOfGloomhavenDrawProposalFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_proposal_step import FoundersOfGloomhavenDrawProposalStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_earn_step import FoundersOfGloomhavenEarnStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_effect_step import FoundersOfGloomhavenEffectStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_enact_step import FoundersOfGloomhavenEnactStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_end_turn_step import FoundersOfGloomhavenEndTurnStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_first_player_frame import FoundersOfGloomhavenFirstPlayerFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_first_player_step import FoundersOfGloomhavenFirstPlayerStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_follow_frame import FoundersOfGloomhavenFollowFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_follow_step import FoundersOfGloomhavenFollowStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_hand_benefit_frame import FoundersOfGloomhavenHandBenefitFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_hand_benefit_step import FoundersOfGloomhavenHandBenefitStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_step import FoundersOfGloomhavenIncomeStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_introductory_step import FoundersOfGloomhavenIntroductoryStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_next_turn_step import FoundersOfGloomhavenNextTurnStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_prestige_frame import FoundersOfGloomhavenPlacePrestigeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_stall_frame import FoundersOfGloomhavenPlaceStallFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_stall_step import FoundersOfGloomhavenPlaceStallStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_play_step import FoundersOfGloomhavenPlayStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_player import FoundersOfGloomhavenPlayer # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_frame import FoundersOfGloomhavenPrestigeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recall_frame import FoundersOfGloomhavenRecallFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruit_frame import FoundersOfGloomhavenRecruitFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_reset_step import FoundersOfGloomhavenResetStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_road_frame import FoundersOfGloomhavenRoadFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_source_step import FoundersOfGloomhavenSourceStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_standard_frame import FoundersOfGloomhavenStandardFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_standard_step import FoundersOfGloomhavenStandardStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state_adviser_deck import FoundersOfGloomhavenStateAdviserDeck # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state_buildings_item import FoundersOfGloomhavenStateBuildingsItem # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state_prestige_deck import FoundersOfGloomhavenStatePrestigeDeck # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state_rng_type_0 import FoundersOfGloomhavenStateRngType0 # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state_tiles_item import FoundersOfGloomhavenStateTilesItem # noqa: PLC0415
        from ..models.founders_of_gloomhaven_trade_frame import FoundersOfGloomhavenTradeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_turn_frame import FoundersOfGloomhavenTurnFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_upgrade_frame import FoundersOfGloomhavenUpgradeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_upgrade_road_frame import FoundersOfGloomhavenUpgradeRoadFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_frame import FoundersOfGloomhavenVoteFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_step import FoundersOfGloomhavenVoteStep # noqa: PLC0415
        active = self.active

        adviser_deck = self.adviser_deck.to_dict()

        advisers = []
        for advisers_item_data in self.advisers:
            advisers_item: None | str
            if isinstance(advisers_item_data, str):
                advisers_item = advisers_item_data
            else:
                advisers_item = advisers_item_data
            advisers.append(advisers_item)



        bank = self.bank

        buildings = []
        for buildings_item_data in self.buildings:
            buildings_item = buildings_item_data.to_dict()
            buildings.append(buildings_item)



        caller: int | None
        caller = self.caller

        completions = self.completions

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item: dict[str, Any]
            if isinstance(decisions_item_data, FoundersOfGloomhavenFirstPlayerFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenDrawProposalFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenDrawAdviserFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenChooseRaceFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenChooseResourceFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenPlaceStallFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenTurnFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenFollowFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenStandardFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenHandBenefitFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenRecruitFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenTradeFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenConstructFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenRoadFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenUpgradeRoadFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenRecallFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenPrestigeFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenChooseSourceFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenChooseDeliveryFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenBreakTieFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenPlacePrestigeFrame):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundersOfGloomhavenUpgradeFrame):
                decisions_item = decisions_item_data.to_dict()
            else:
                decisions_item = decisions_item_data.to_dict()

            decisions.append(decisions_item)



        discard = []
        for discard_item_data in self.discard:
            discard_item: str = discard_item_data
            discard.append(discard_item)



        game: str = self.game

        options = self.options.to_dict()

        phase: str = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        prestige_deck = self.prestige_deck.to_dict()

        proposals = []
        for proposals_item_data in self.proposals:
            proposals_item: None | str
            if isinstance(proposals_item_data, str):
                proposals_item = proposals_item_data
            else:
                proposals_item = proposals_item_data
            proposals.append(proposals_item)



        queue = []
        for queue_item_data in self.queue:
            queue_item: dict[str, Any]
            if isinstance(queue_item_data, FoundersOfGloomhavenFirstPlayerStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenIntroductoryStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenPlayStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenVoteStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenEndTurnStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenNextTurnStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenChooseRaceStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenChooseResourceStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenPlaceStallStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenStandardStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenResetStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenDrawProposalStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenDrawAdviserStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenFollowStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenEffectStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenIncomeStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenHandBenefitStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenEnactStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenEarnStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenSourceStep):
                queue_item = queue_item_data.to_dict()
            elif isinstance(queue_item_data, FoundersOfGloomhavenDeliveriesStep):
                queue_item = queue_item_data.to_dict()
            else:
                queue_item = queue_item_data.to_dict()

            queue.append(queue_item)



        removed = []
        for removed_item_data in self.removed:
            removed_item: str = removed_item_data
            removed.append(removed_item)



        rng: dict[str, Any] | None
        if isinstance(self.rng, FoundersOfGloomhavenStateRngType0):
            rng = self.rng.to_dict()
        else:
            rng = self.rng

        roads = []
        for roads_item_data in self.roads:
            roads_item = roads_item_data


            roads.append(roads_item)



        rules_version = self.rules_version

        start: int | None
        start = self.start

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "active": active,
            "adviser_deck": adviser_deck,
            "advisers": advisers,
            "bank": bank,
            "buildings": buildings,
            "caller": caller,
            "completions": completions,
            "decisions": decisions,
            "discard": discard,
            "game": game,
            "options": options,
            "phase": phase,
            "players": players,
            "prestige_deck": prestige_deck,
            "proposals": proposals,
            "queue": queue,
            "removed": removed,
            "rng": rng,
            "roads": roads,
            "rules_version": rules_version,
            "start": start,
            "tiles": tiles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_break_tie_frame import FoundersOfGloomhavenBreakTieFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_build_points_step import FoundersOfGloomhavenBuildPointsStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_delivery_frame import FoundersOfGloomhavenChooseDeliveryFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_race_frame import FoundersOfGloomhavenChooseRaceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_race_step import FoundersOfGloomhavenChooseRaceStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_resource_frame import FoundersOfGloomhavenChooseResourceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_resource_step import FoundersOfGloomhavenChooseResourceStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_source_frame import FoundersOfGloomhavenChooseSourceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_complete_options import FoundersOfGloomhavenCompleteOptions # noqa: PLC0415
        from ..models.founders_of_gloomhaven_construct_frame import FoundersOfGloomhavenConstructFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_deliveries_step import FoundersOfGloomhavenDeliveriesStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_adviser_frame import FoundersOfGloomhavenDrawAdviserFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_adviser_step import FoundersOfGloomhavenDrawAdviserStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_proposal_frame import FoundersOfGloomhavenDrawProposalFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_proposal_step import FoundersOfGloomhavenDrawProposalStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_earn_step import FoundersOfGloomhavenEarnStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_effect_step import FoundersOfGloomhavenEffectStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_enact_step import FoundersOfGloomhavenEnactStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_end_turn_step import FoundersOfGloomhavenEndTurnStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_first_player_frame import FoundersOfGloomhavenFirstPlayerFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_first_player_step import FoundersOfGloomhavenFirstPlayerStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_follow_frame import FoundersOfGloomhavenFollowFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_follow_step import FoundersOfGloomhavenFollowStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_hand_benefit_frame import FoundersOfGloomhavenHandBenefitFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_hand_benefit_step import FoundersOfGloomhavenHandBenefitStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_income_step import FoundersOfGloomhavenIncomeStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_introductory_step import FoundersOfGloomhavenIntroductoryStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_next_turn_step import FoundersOfGloomhavenNextTurnStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_prestige_frame import FoundersOfGloomhavenPlacePrestigeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_stall_frame import FoundersOfGloomhavenPlaceStallFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_stall_step import FoundersOfGloomhavenPlaceStallStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_play_step import FoundersOfGloomhavenPlayStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_player import FoundersOfGloomhavenPlayer # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_frame import FoundersOfGloomhavenPrestigeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recall_frame import FoundersOfGloomhavenRecallFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruit_frame import FoundersOfGloomhavenRecruitFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_reset_step import FoundersOfGloomhavenResetStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_road_frame import FoundersOfGloomhavenRoadFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_source_step import FoundersOfGloomhavenSourceStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_standard_frame import FoundersOfGloomhavenStandardFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_standard_step import FoundersOfGloomhavenStandardStep # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state_adviser_deck import FoundersOfGloomhavenStateAdviserDeck # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state_buildings_item import FoundersOfGloomhavenStateBuildingsItem # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state_prestige_deck import FoundersOfGloomhavenStatePrestigeDeck # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state_rng_type_0 import FoundersOfGloomhavenStateRngType0 # noqa: PLC0415
        from ..models.founders_of_gloomhaven_state_tiles_item import FoundersOfGloomhavenStateTilesItem # noqa: PLC0415
        from ..models.founders_of_gloomhaven_trade_frame import FoundersOfGloomhavenTradeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_turn_frame import FoundersOfGloomhavenTurnFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_upgrade_frame import FoundersOfGloomhavenUpgradeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_upgrade_road_frame import FoundersOfGloomhavenUpgradeRoadFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_frame import FoundersOfGloomhavenVoteFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_vote_step import FoundersOfGloomhavenVoteStep # noqa: PLC0415
        d = dict(src_dict)
        active = d.pop("active")

        adviser_deck = FoundersOfGloomhavenStateAdviserDeck.from_dict(d.pop("adviser_deck"))




        advisers = []
        _advisers = d.pop("advisers")
        for advisers_item_data in (_advisers):
            def _parse_advisers_item(data: object) -> FoundersOfGloomhavenStateAdvisersItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    advisers_item_type_0 = check_founders_of_gloomhaven_state_advisers_item_type_0(data)



                    return advisers_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FoundersOfGloomhavenStateAdvisersItemType0 | None, data)

            advisers_item = _parse_advisers_item(advisers_item_data)

            advisers.append(advisers_item)


        bank = d.pop("bank")

        buildings = []
        _buildings = d.pop("buildings")
        for buildings_item_data in (_buildings):
            buildings_item = FoundersOfGloomhavenStateBuildingsItem.from_dict(buildings_item_data)



            buildings.append(buildings_item)


        def _parse_caller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        caller = _parse_caller(d.pop("caller"))


        completions = d.pop("completions")

        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in (_decisions):
            def _parse_decisions_item(data: object) -> FoundersOfGloomhavenBreakTieFrame | FoundersOfGloomhavenChooseDeliveryFrame | FoundersOfGloomhavenChooseRaceFrame | FoundersOfGloomhavenChooseResourceFrame | FoundersOfGloomhavenChooseSourceFrame | FoundersOfGloomhavenConstructFrame | FoundersOfGloomhavenDrawAdviserFrame | FoundersOfGloomhavenDrawProposalFrame | FoundersOfGloomhavenFirstPlayerFrame | FoundersOfGloomhavenFollowFrame | FoundersOfGloomhavenHandBenefitFrame | FoundersOfGloomhavenPlacePrestigeFrame | FoundersOfGloomhavenPlaceStallFrame | FoundersOfGloomhavenPrestigeFrame | FoundersOfGloomhavenRecallFrame | FoundersOfGloomhavenRecruitFrame | FoundersOfGloomhavenRoadFrame | FoundersOfGloomhavenStandardFrame | FoundersOfGloomhavenTradeFrame | FoundersOfGloomhavenTurnFrame | FoundersOfGloomhavenUpgradeFrame | FoundersOfGloomhavenUpgradeRoadFrame | FoundersOfGloomhavenVoteFrame:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_0 = FoundersOfGloomhavenFirstPlayerFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_1 = FoundersOfGloomhavenDrawProposalFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_2 = FoundersOfGloomhavenDrawAdviserFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_3 = FoundersOfGloomhavenChooseRaceFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_4 = FoundersOfGloomhavenChooseResourceFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_5 = FoundersOfGloomhavenPlaceStallFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_6 = FoundersOfGloomhavenTurnFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_7 = FoundersOfGloomhavenFollowFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_8 = FoundersOfGloomhavenStandardFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_9 = FoundersOfGloomhavenHandBenefitFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_10 = FoundersOfGloomhavenRecruitFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_11 = FoundersOfGloomhavenTradeFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_12 = FoundersOfGloomhavenConstructFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_13 = FoundersOfGloomhavenRoadFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_14 = FoundersOfGloomhavenUpgradeRoadFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_15 = FoundersOfGloomhavenRecallFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_16 = FoundersOfGloomhavenPrestigeFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_17 = FoundersOfGloomhavenChooseSourceFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_18 = FoundersOfGloomhavenChooseDeliveryFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_19 = FoundersOfGloomhavenBreakTieFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_20 = FoundersOfGloomhavenPlacePrestigeFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_frame_type_21 = FoundersOfGloomhavenUpgradeFrame.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_frame_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_frame_type_22 = FoundersOfGloomhavenVoteFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_frame_type_22

            decisions_item = _parse_decisions_item(decisions_item_data)

            decisions.append(decisions_item)


        discard = []
        _discard = d.pop("discard")
        for discard_item_data in (_discard):
            discard_item = check_founders_of_gloomhaven_state_discard_item(discard_item_data)



            discard.append(discard_item)


        game = check_founders_of_gloomhaven_state_game(d.pop("game"))




        options = FoundersOfGloomhavenCompleteOptions.from_dict(d.pop("options"))




        phase = check_founders_of_gloomhaven_state_phase(d.pop("phase"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = FoundersOfGloomhavenPlayer.from_dict(players_item_data)



            players.append(players_item)


        prestige_deck = FoundersOfGloomhavenStatePrestigeDeck.from_dict(d.pop("prestige_deck"))




        proposals = []
        _proposals = d.pop("proposals")
        for proposals_item_data in (_proposals):
            def _parse_proposals_item(data: object) -> FoundersOfGloomhavenStateProposalsItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    proposals_item_type_0 = check_founders_of_gloomhaven_state_proposals_item_type_0(data)



                    return proposals_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FoundersOfGloomhavenStateProposalsItemType0 | None, data)

            proposals_item = _parse_proposals_item(proposals_item_data)

            proposals.append(proposals_item)


        queue = []
        _queue = d.pop("queue")
        for queue_item_data in (_queue):
            def _parse_queue_item(data: object) -> FoundersOfGloomhavenBuildPointsStep | FoundersOfGloomhavenChooseRaceStep | FoundersOfGloomhavenChooseResourceStep | FoundersOfGloomhavenDeliveriesStep | FoundersOfGloomhavenDrawAdviserStep | FoundersOfGloomhavenDrawProposalStep | FoundersOfGloomhavenEarnStep | FoundersOfGloomhavenEffectStep | FoundersOfGloomhavenEnactStep | FoundersOfGloomhavenEndTurnStep | FoundersOfGloomhavenFirstPlayerStep | FoundersOfGloomhavenFollowStep | FoundersOfGloomhavenHandBenefitStep | FoundersOfGloomhavenIncomeStep | FoundersOfGloomhavenIntroductoryStep | FoundersOfGloomhavenNextTurnStep | FoundersOfGloomhavenPlaceStallStep | FoundersOfGloomhavenPlayStep | FoundersOfGloomhavenResetStep | FoundersOfGloomhavenSourceStep | FoundersOfGloomhavenStandardStep | FoundersOfGloomhavenVoteStep:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_0 = FoundersOfGloomhavenFirstPlayerStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_1 = FoundersOfGloomhavenIntroductoryStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_2 = FoundersOfGloomhavenPlayStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_3 = FoundersOfGloomhavenVoteStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_4 = FoundersOfGloomhavenEndTurnStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_5 = FoundersOfGloomhavenNextTurnStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_6 = FoundersOfGloomhavenChooseRaceStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_7 = FoundersOfGloomhavenChooseResourceStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_8 = FoundersOfGloomhavenPlaceStallStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_9 = FoundersOfGloomhavenStandardStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_10 = FoundersOfGloomhavenResetStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_11 = FoundersOfGloomhavenDrawProposalStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_12 = FoundersOfGloomhavenDrawAdviserStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_13 = FoundersOfGloomhavenFollowStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_14 = FoundersOfGloomhavenEffectStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_15 = FoundersOfGloomhavenIncomeStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_16 = FoundersOfGloomhavenHandBenefitStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_17 = FoundersOfGloomhavenEnactStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_18 = FoundersOfGloomhavenEarnStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_19 = FoundersOfGloomhavenSourceStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_founders_of_gloomhaven_step_type_20 = FoundersOfGloomhavenDeliveriesStep.from_dict(data)



                    return componentsschemas_founders_of_gloomhaven_step_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_step_type_21 = FoundersOfGloomhavenBuildPointsStep.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_step_type_21

            queue_item = _parse_queue_item(queue_item_data)

            queue.append(queue_item)


        removed = []
        _removed = d.pop("removed")
        for removed_item_data in (_removed):
            removed_item = check_founders_of_gloomhaven_state_removed_item(removed_item_data)



            removed.append(removed_item)


        def _parse_rng(data: object) -> FoundersOfGloomhavenStateRngType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rng_type_0 = FoundersOfGloomhavenStateRngType0.from_dict(data)



                return rng_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundersOfGloomhavenStateRngType0 | None, data)

        rng = _parse_rng(d.pop("rng"))


        roads = []
        _roads = d.pop("roads")
        for roads_item_data in (_roads):
            roads_item = cast(list[int], roads_item_data)

            roads.append(roads_item)


        rules_version = d.pop("rules_version")

        def _parse_start(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        start = _parse_start(d.pop("start"))


        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = FoundersOfGloomhavenStateTilesItem.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        founders_of_gloomhaven_state = cls(
            active=active,
            adviser_deck=adviser_deck,
            advisers=advisers,
            bank=bank,
            buildings=buildings,
            caller=caller,
            completions=completions,
            decisions=decisions,
            discard=discard,
            game=game,
            options=options,
            phase=phase,
            players=players,
            prestige_deck=prestige_deck,
            proposals=proposals,
            queue=queue,
            removed=removed,
            rng=rng,
            roads=roads,
            rules_version=rules_version,
            start=start,
            tiles=tiles,
        )

        return founders_of_gloomhaven_state

