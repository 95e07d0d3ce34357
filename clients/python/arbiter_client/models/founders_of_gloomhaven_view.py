from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_view_advisers_item_type_0 import check_founders_of_gloomhaven_view_advisers_item_type_0
from ..models.founders_of_gloomhaven_view_advisers_item_type_0 import FoundersOfGloomhavenViewAdvisersItemType0
from ..models.founders_of_gloomhaven_view_discard_item import check_founders_of_gloomhaven_view_discard_item
from ..models.founders_of_gloomhaven_view_discard_item import FoundersOfGloomhavenViewDiscardItem
from ..models.founders_of_gloomhaven_view_game import check_founders_of_gloomhaven_view_game
from ..models.founders_of_gloomhaven_view_game import FoundersOfGloomhavenViewGame
from ..models.founders_of_gloomhaven_view_phase import check_founders_of_gloomhaven_view_phase
from ..models.founders_of_gloomhaven_view_phase import FoundersOfGloomhavenViewPhase
from ..models.founders_of_gloomhaven_view_proposals_item_type_0 import check_founders_of_gloomhaven_view_proposals_item_type_0
from ..models.founders_of_gloomhaven_view_proposals_item_type_0 import FoundersOfGloomhavenViewProposalsItemType0
from ..models.founders_of_gloomhaven_view_removed_item import check_founders_of_gloomhaven_view_removed_item
from ..models.founders_of_gloomhaven_view_removed_item import FoundersOfGloomhavenViewRemovedItem
from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_break_tie_frame import FoundersOfGloomhavenBreakTieFrame
  from ..models.founders_of_gloomhaven_choose_delivery_frame import FoundersOfGloomhavenChooseDeliveryFrame
  from ..models.founders_of_gloomhaven_choose_race_frame import FoundersOfGloomhavenChooseRaceFrame
  from ..models.founders_of_gloomhaven_choose_resource_frame import FoundersOfGloomhavenChooseResourceFrame
  from ..models.founders_of_gloomhaven_choose_source_frame import FoundersOfGloomhavenChooseSourceFrame
  from ..models.founders_of_gloomhaven_complete_options import FoundersOfGloomhavenCompleteOptions
  from ..models.founders_of_gloomhaven_construct_frame import FoundersOfGloomhavenConstructFrame
  from ..models.founders_of_gloomhaven_draw_adviser_frame import FoundersOfGloomhavenDrawAdviserFrame
  from ..models.founders_of_gloomhaven_draw_proposal_frame import FoundersOfGloomhavenDrawProposalFrame
  from ..models.founders_of_gloomhaven_first_player_frame import FoundersOfGloomhavenFirstPlayerFrame
  from ..models.founders_of_gloomhaven_follow_frame import FoundersOfGloomhavenFollowFrame
  from ..models.founders_of_gloomhaven_hand_benefit_frame import FoundersOfGloomhavenHandBenefitFrame
  from ..models.founders_of_gloomhaven_place_prestige_frame import FoundersOfGloomhavenPlacePrestigeFrame
  from ..models.founders_of_gloomhaven_place_stall_frame import FoundersOfGloomhavenPlaceStallFrame
  from ..models.founders_of_gloomhaven_player_view import FoundersOfGloomhavenPlayerView
  from ..models.founders_of_gloomhaven_prestige_frame import FoundersOfGloomhavenPrestigeFrame
  from ..models.founders_of_gloomhaven_recall_frame import FoundersOfGloomhavenRecallFrame
  from ..models.founders_of_gloomhaven_recruit_frame import FoundersOfGloomhavenRecruitFrame
  from ..models.founders_of_gloomhaven_road_frame import FoundersOfGloomhavenRoadFrame
  from ..models.founders_of_gloomhaven_secret_vote import FoundersOfGloomhavenSecretVote
  from ..models.founders_of_gloomhaven_standard_frame import FoundersOfGloomhavenStandardFrame
  from ..models.founders_of_gloomhaven_trade_frame import FoundersOfGloomhavenTradeFrame
  from ..models.founders_of_gloomhaven_turn_frame import FoundersOfGloomhavenTurnFrame
  from ..models.founders_of_gloomhaven_upgrade_frame import FoundersOfGloomhavenUpgradeFrame
  from ..models.founders_of_gloomhaven_upgrade_road_frame import FoundersOfGloomhavenUpgradeRoadFrame
  from ..models.founders_of_gloomhaven_view_adviser_deck import FoundersOfGloomhavenViewAdviserDeck
  from ..models.founders_of_gloomhaven_view_buildings_item import FoundersOfGloomhavenViewBuildingsItem
  from ..models.founders_of_gloomhaven_view_prestige_deck import FoundersOfGloomhavenViewPrestigeDeck
  from ..models.founders_of_gloomhaven_view_tiles_item import FoundersOfGloomhavenViewTilesItem





T = TypeVar("T", bound="FoundersOfGloomhavenView")



@_attrs_define
class FoundersOfGloomhavenView:
    """ what one seat (or a spectator) may see

        Attributes:
            active (int):
            adviser_deck (FoundersOfGloomhavenViewAdviserDeck):
            advisers (list[FoundersOfGloomhavenViewAdvisersItemType0 | None]):
            bank (int):
            buildings (list[FoundersOfGloomhavenViewBuildingsItem]):
            caller (int | None):
            completions (int):
            decision (FoundersOfGloomhavenBreakTieFrame | FoundersOfGloomhavenChooseDeliveryFrame |
                FoundersOfGloomhavenChooseRaceFrame | FoundersOfGloomhavenChooseResourceFrame |
                FoundersOfGloomhavenChooseSourceFrame | FoundersOfGloomhavenConstructFrame |
                FoundersOfGloomhavenDrawAdviserFrame | FoundersOfGloomhavenDrawProposalFrame |
                FoundersOfGloomhavenFirstPlayerFrame | FoundersOfGloomhavenFollowFrame | FoundersOfGloomhavenHandBenefitFrame |
                FoundersOfGloomhavenPlacePrestigeFrame | FoundersOfGloomhavenPlaceStallFrame | FoundersOfGloomhavenPrestigeFrame
                | FoundersOfGloomhavenRecallFrame | FoundersOfGloomhavenRecruitFrame | FoundersOfGloomhavenRoadFrame |
                FoundersOfGloomhavenSecretVote | FoundersOfGloomhavenStandardFrame | FoundersOfGloomhavenTradeFrame |
                FoundersOfGloomhavenTurnFrame | FoundersOfGloomhavenUpgradeFrame | FoundersOfGloomhavenUpgradeRoadFrame | None):
                the pending decision: a frame of the state, but a secret vote shows only who has voted
            discard (list[FoundersOfGloomhavenViewDiscardItem]):
            game (FoundersOfGloomhavenViewGame):
            options (FoundersOfGloomhavenCompleteOptions):
            phase (FoundersOfGloomhavenViewPhase):
            players (list[FoundersOfGloomhavenPlayerView]):
            prestige_deck (FoundersOfGloomhavenViewPrestigeDeck):
            proposals (list[FoundersOfGloomhavenViewProposalsItemType0 | None]):
            removed (list[FoundersOfGloomhavenViewRemovedItem]):
            roads (list[list[int]]):
            rules_version (str):
            start (int | None):
            tiles (list[FoundersOfGloomhavenViewTilesItem]):
            viewer (int | None):
     """

    active: int
    adviser_deck: FoundersOfGloomhavenViewAdviserDeck
    advisers: list[FoundersOfGloomhavenViewAdvisersItemType0 | None]
    bank: int
    buildings: list[FoundersOfGloomhavenViewBuildingsItem]
    caller: int | None
    completions: int
    decision: FoundersOfGloomhavenBreakTieFrame | FoundersOfGloomhavenChooseDeliveryFrame | FoundersOfGloomhavenChooseRaceFrame | FoundersOfGloomhavenChooseResourceFrame | FoundersOfGloomhavenChooseSourceFrame | FoundersOfGloomhavenConstructFrame | FoundersOfGloomhavenDrawAdviserFrame | FoundersOfGloomhavenDrawProposalFrame | FoundersOfGloomhavenFirstPlayerFrame | FoundersOfGloomhavenFollowFrame | FoundersOfGloomhavenHandBenefitFrame | FoundersOfGloomhavenPlacePrestigeFrame | FoundersOfGloomhavenPlaceStallFrame | FoundersOfGloomhavenPrestigeFrame | FoundersOfGloomhavenRecallFrame | FoundersOfGloomhavenRecruitFrame | FoundersOfGloomhavenRoadFrame | FoundersOfGloomhavenSecretVote | FoundersOfGloomhavenStandardFrame | FoundersOfGloomhavenTradeFrame | FoundersOfGloomhavenTurnFrame | FoundersOfGloomhavenUpgradeFrame | FoundersOfGloomhavenUpgradeRoadFrame | None
    discard: list[FoundersOfGloomhavenViewDiscardItem]
    game: FoundersOfGloomhavenViewGame
    options: FoundersOfGloomhavenCompleteOptions
    phase: FoundersOfGloomhavenViewPhase
    players: list[FoundersOfGloomhavenPlayerView]
    prestige_deck: FoundersOfGloomhavenViewPrestigeDeck
    proposals: list[FoundersOfGloomhavenViewProposalsItemType0 | None]
    removed: list[FoundersOfGloomhavenViewRemovedItem]
    roads: list[list[int]]
    rules_version: str
    start: int | None
    tiles: list[FoundersOfGloomhavenViewTilesItem]
    viewer: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_break_tie_frame import FoundersOfGloomhavenBreakTieFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_delivery_frame import FoundersOfGloomhavenChooseDeliveryFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_race_frame import FoundersOfGloomhavenChooseRaceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_resource_frame import FoundersOfGloomhavenChooseResourceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_source_frame import FoundersOfGloomhavenChooseSourceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_complete_options import FoundersOfGloomhavenCompleteOptions # noqa: PLC0415
        from ..models.founders_of_gloomhaven_construct_frame import FoundersOfGloomhavenConstructFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_adviser_frame import FoundersOfGloomhavenDrawAdviserFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_proposal_frame import FoundersOfGloomhavenDrawProposalFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_first_player_frame import FoundersOfGloomhavenFirstPlayerFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_follow_frame import FoundersOfGloomhavenFollowFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_hand_benefit_frame import FoundersOfGloomhavenHandBenefitFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_prestige_frame import FoundersOfGloomhavenPlacePrestigeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_stall_frame import FoundersOfGloomhavenPlaceStallFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_player_view import FoundersOfGloomhavenPlayerView # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_frame import FoundersOfGloomhavenPrestigeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recall_frame import FoundersOfGloomhavenRecallFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruit_frame import FoundersOfGloomhavenRecruitFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_road_frame import FoundersOfGloomhavenRoadFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_secret_vote import FoundersOfGloomhavenSecretVote # noqa: PLC0415
        from ..models.founders_of_gloomhaven_standard_frame import FoundersOfGloomhavenStandardFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_trade_frame import FoundersOfGloomhavenTradeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_turn_frame import FoundersOfGloomhavenTurnFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_upgrade_frame import FoundersOfGloomhavenUpgradeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_upgrade_road_frame import FoundersOfGloomhavenUpgradeRoadFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_adviser_deck import FoundersOfGloomhavenViewAdviserDeck # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_buildings_item import FoundersOfGloomhavenViewBuildingsItem # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_prestige_deck import FoundersOfGloomhavenViewPrestigeDeck # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_tiles_item import FoundersOfGloomhavenViewTilesItem # noqa: PLC0415
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

        decision: dict[str, Any] | None
        if isinstance(self.decision, FoundersOfGloomhavenFirstPlayerFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenDrawProposalFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenDrawAdviserFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenChooseRaceFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenChooseResourceFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenPlaceStallFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenTurnFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenFollowFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenStandardFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenHandBenefitFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenRecruitFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenTradeFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenConstructFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenRoadFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenUpgradeRoadFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenRecallFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenPrestigeFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenChooseSourceFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenChooseDeliveryFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenBreakTieFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenPlacePrestigeFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenUpgradeFrame):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FoundersOfGloomhavenSecretVote):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

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



        removed = []
        for removed_item_data in self.removed:
            removed_item: str = removed_item_data
            removed.append(removed_item)



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



        viewer: int | None
        viewer = self.viewer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "active": active,
            "adviser_deck": adviser_deck,
            "advisers": advisers,
            "bank": bank,
            "buildings": buildings,
            "caller": caller,
            "completions": completions,
            "decision": decision,
            "discard": discard,
            "game": game,
            "options": options,
            "phase": phase,
            "players": players,
            "prestige_deck": prestige_deck,
            "proposals": proposals,
            "removed": removed,
            "roads": roads,
            "rules_version": rules_version,
            "start": start,
            "tiles": tiles,
            "viewer": viewer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_break_tie_frame import FoundersOfGloomhavenBreakTieFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_delivery_frame import FoundersOfGloomhavenChooseDeliveryFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_race_frame import FoundersOfGloomhavenChooseRaceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_resource_frame import FoundersOfGloomhavenChooseResourceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_choose_source_frame import FoundersOfGloomhavenChooseSourceFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_complete_options import FoundersOfGloomhavenCompleteOptions # noqa: PLC0415
        from ..models.founders_of_gloomhaven_construct_frame import FoundersOfGloomhavenConstructFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_adviser_frame import FoundersOfGloomhavenDrawAdviserFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_draw_proposal_frame import FoundersOfGloomhavenDrawProposalFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_first_player_frame import FoundersOfGloomhavenFirstPlayerFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_follow_frame import FoundersOfGloomhavenFollowFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_hand_benefit_frame import FoundersOfGloomhavenHandBenefitFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_prestige_frame import FoundersOfGloomhavenPlacePrestigeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_place_stall_frame import FoundersOfGloomhavenPlaceStallFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_player_view import FoundersOfGloomhavenPlayerView # noqa: PLC0415
        from ..models.founders_of_gloomhaven_prestige_frame import FoundersOfGloomhavenPrestigeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recall_frame import FoundersOfGloomhavenRecallFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_recruit_frame import FoundersOfGloomhavenRecruitFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_road_frame import FoundersOfGloomhavenRoadFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_secret_vote import FoundersOfGloomhavenSecretVote # noqa: PLC0415
        from ..models.founders_of_gloomhaven_standard_frame import FoundersOfGloomhavenStandardFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_trade_frame import FoundersOfGloomhavenTradeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_turn_frame import FoundersOfGloomhavenTurnFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_upgrade_frame import FoundersOfGloomhavenUpgradeFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_upgrade_road_frame import FoundersOfGloomhavenUpgradeRoadFrame # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_adviser_deck import FoundersOfGloomhavenViewAdviserDeck # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_buildings_item import FoundersOfGloomhavenViewBuildingsItem # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_prestige_deck import FoundersOfGloomhavenViewPrestigeDeck # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_tiles_item import FoundersOfGloomhavenViewTilesItem # noqa: PLC0415
        d = dict(src_dict)
        active = d.pop("active")

        adviser_deck = FoundersOfGloomhavenViewAdviserDeck.from_dict(d.pop("adviser_deck"))




        advisers = []
        _advisers = d.pop("advisers")
        for advisers_item_data in (_advisers):
            def _parse_advisers_item(data: object) -> FoundersOfGloomhavenViewAdvisersItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    advisers_item_type_0 = check_founders_of_gloomhaven_view_advisers_item_type_0(data)



                    return advisers_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FoundersOfGloomhavenViewAdvisersItemType0 | None, data)

            advisers_item = _parse_advisers_item(advisers_item_data)

            advisers.append(advisers_item)


        bank = d.pop("bank")

        buildings = []
        _buildings = d.pop("buildings")
        for buildings_item_data in (_buildings):
            buildings_item = FoundersOfGloomhavenViewBuildingsItem.from_dict(buildings_item_data)



            buildings.append(buildings_item)


        def _parse_caller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        caller = _parse_caller(d.pop("caller"))


        completions = d.pop("completions")

        def _parse_decision(data: object) -> FoundersOfGloomhavenBreakTieFrame | FoundersOfGloomhavenChooseDeliveryFrame | FoundersOfGloomhavenChooseRaceFrame | FoundersOfGloomhavenChooseResourceFrame | FoundersOfGloomhavenChooseSourceFrame | FoundersOfGloomhavenConstructFrame | FoundersOfGloomhavenDrawAdviserFrame | FoundersOfGloomhavenDrawProposalFrame | FoundersOfGloomhavenFirstPlayerFrame | FoundersOfGloomhavenFollowFrame | FoundersOfGloomhavenHandBenefitFrame | FoundersOfGloomhavenPlacePrestigeFrame | FoundersOfGloomhavenPlaceStallFrame | FoundersOfGloomhavenPrestigeFrame | FoundersOfGloomhavenRecallFrame | FoundersOfGloomhavenRecruitFrame | FoundersOfGloomhavenRoadFrame | FoundersOfGloomhavenSecretVote | FoundersOfGloomhavenStandardFrame | FoundersOfGloomhavenTradeFrame | FoundersOfGloomhavenTurnFrame | FoundersOfGloomhavenUpgradeFrame | FoundersOfGloomhavenUpgradeRoadFrame | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_0 = FoundersOfGloomhavenFirstPlayerFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_1 = FoundersOfGloomhavenDrawProposalFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_2 = FoundersOfGloomhavenDrawAdviserFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_3 = FoundersOfGloomhavenChooseRaceFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_4 = FoundersOfGloomhavenChooseResourceFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_5 = FoundersOfGloomhavenPlaceStallFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_6 = FoundersOfGloomhavenTurnFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_7 = FoundersOfGloomhavenFollowFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_8 = FoundersOfGloomhavenStandardFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_9 = FoundersOfGloomhavenHandBenefitFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_10 = FoundersOfGloomhavenRecruitFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_11 = FoundersOfGloomhavenTradeFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_12 = FoundersOfGloomhavenConstructFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_13 = FoundersOfGloomhavenRoadFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_14 = FoundersOfGloomhavenUpgradeRoadFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_15 = FoundersOfGloomhavenRecallFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_16 = FoundersOfGloomhavenPrestigeFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_17 = FoundersOfGloomhavenChooseSourceFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_18 = FoundersOfGloomhavenChooseDeliveryFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_19 = FoundersOfGloomhavenBreakTieFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_20 = FoundersOfGloomhavenPlacePrestigeFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_21 = FoundersOfGloomhavenUpgradeFrame.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_founders_of_gloomhaven_view_decision_type_22 = FoundersOfGloomhavenSecretVote.from_dict(data)



                return componentsschemas_founders_of_gloomhaven_view_decision_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundersOfGloomhavenBreakTieFrame | FoundersOfGloomhavenChooseDeliveryFrame | FoundersOfGloomhavenChooseRaceFrame | FoundersOfGloomhavenChooseResourceFrame | FoundersOfGloomhavenChooseSourceFrame | FoundersOfGloomhavenConstructFrame | FoundersOfGloomhavenDrawAdviserFrame | FoundersOfGloomhavenDrawProposalFrame | FoundersOfGloomhavenFirstPlayerFrame | FoundersOfGloomhavenFollowFrame | FoundersOfGloomhavenHandBenefitFrame | FoundersOfGloomhavenPlacePrestigeFrame | FoundersOfGloomhavenPlaceStallFrame | FoundersOfGloomhavenPrestigeFrame | FoundersOfGloomhavenRecallFrame | FoundersOfGloomhavenRecruitFrame | FoundersOfGloomhavenRoadFrame | FoundersOfGloomhavenSecretVote | FoundersOfGloomhavenStandardFrame | FoundersOfGloomhavenTradeFrame | FoundersOfGloomhavenTurnFrame | FoundersOfGloomhavenUpgradeFrame | FoundersOfGloomhavenUpgradeRoadFrame | None, data)

        decision = _parse_decision(d.pop("decision"))


        discard = []
        _discard = d.pop("discard")
        for discard_item_data in (_discard):
            discard_item = check_founders_of_gloomhaven_view_discard_item(discard_item_data)



            discard.append(discard_item)


        game = check_founders_of_gloomhaven_view_game(d.pop("game"))




        options = FoundersOfGloomhavenCompleteOptions.from_dict(d.pop("options"))




        phase = check_founders_of_gloomhaven_view_phase(d.pop("phase"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = FoundersOfGloomhavenPlayerView.from_dict(players_item_data)



            players.append(players_item)


        prestige_deck = FoundersOfGloomhavenViewPrestigeDeck.from_dict(d.pop("prestige_deck"))




        proposals = []
        _proposals = d.pop("proposals")
        for proposals_item_data in (_proposals):
            def _parse_proposals_item(data: object) -> FoundersOfGloomhavenViewProposalsItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    proposals_item_type_0 = check_founders_of_gloomhaven_view_proposals_item_type_0(data)



                    return proposals_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FoundersOfGloomhavenViewProposalsItemType0 | None, data)

            proposals_item = _parse_proposals_item(proposals_item_data)

            proposals.append(proposals_item)


        removed = []
        _removed = d.pop("removed")
        for removed_item_data in (_removed):
            removed_item = check_founders_of_gloomhaven_view_removed_item(removed_item_data)



            removed.append(removed_item)


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
            tiles_item = FoundersOfGloomhavenViewTilesItem.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        founders_of_gloomhaven_view = cls(
            active=active,
            adviser_deck=adviser_deck,
            advisers=advisers,
            bank=bank,
            buildings=buildings,
            caller=caller,
            completions=completions,
            decision=decision,
            discard=discard,
            game=game,
            options=options,
            phase=phase,
            players=players,
            prestige_deck=prestige_deck,
            proposals=proposals,
            removed=removed,
            roads=roads,
            rules_version=rules_version,
            start=start,
            tiles=tiles,
            viewer=viewer,
        )

        return founders_of_gloomhaven_view

