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
  from ..models.founders_of_gloomhaven_complete_options import FoundersOfGloomhavenCompleteOptions
  from ..models.founders_of_gloomhaven_player_view import FoundersOfGloomhavenPlayerView
  from ..models.founders_of_gloomhaven_view_adviser_deck import FoundersOfGloomhavenViewAdviserDeck
  from ..models.founders_of_gloomhaven_view_buildings_item import FoundersOfGloomhavenViewBuildingsItem
  from ..models.founders_of_gloomhaven_view_decision_type_0 import FoundersOfGloomhavenViewDecisionType0
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
            decision (FoundersOfGloomhavenViewDecisionType0 | None): the pending decision (a secret vote shows only who has
                voted)
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
    decision: FoundersOfGloomhavenViewDecisionType0 | None
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
        from ..models.founders_of_gloomhaven_complete_options import FoundersOfGloomhavenCompleteOptions # noqa: PLC0415
        from ..models.founders_of_gloomhaven_player_view import FoundersOfGloomhavenPlayerView # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_adviser_deck import FoundersOfGloomhavenViewAdviserDeck # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_buildings_item import FoundersOfGloomhavenViewBuildingsItem # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_decision_type_0 import FoundersOfGloomhavenViewDecisionType0 # noqa: PLC0415
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
        if isinstance(self.decision, FoundersOfGloomhavenViewDecisionType0):
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
        from ..models.founders_of_gloomhaven_complete_options import FoundersOfGloomhavenCompleteOptions # noqa: PLC0415
        from ..models.founders_of_gloomhaven_player_view import FoundersOfGloomhavenPlayerView # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_adviser_deck import FoundersOfGloomhavenViewAdviserDeck # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_buildings_item import FoundersOfGloomhavenViewBuildingsItem # noqa: PLC0415
        from ..models.founders_of_gloomhaven_view_decision_type_0 import FoundersOfGloomhavenViewDecisionType0 # noqa: PLC0415
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

        def _parse_decision(data: object) -> FoundersOfGloomhavenViewDecisionType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0 = FoundersOfGloomhavenViewDecisionType0.from_dict(data)



                return decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundersOfGloomhavenViewDecisionType0 | None, data)

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

