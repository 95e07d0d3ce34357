from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_state_game import check_foundations_of_rome_state_game
from ..models.foundations_of_rome_state_game import FoundationsOfRomeStateGame
from ..models.foundations_of_rome_state_phase import check_foundations_of_rome_state_phase
from ..models.foundations_of_rome_state_phase import FoundationsOfRomeStatePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_building import FoundationsOfRomeBuilding
  from ..models.foundations_of_rome_draft import FoundationsOfRomeDraft
  from ..models.foundations_of_rome_player import FoundationsOfRomePlayer
  from ..models.foundations_of_rome_rng import FoundationsOfRomeRng
  from ..models.foundations_of_rome_setup_options import FoundationsOfRomeSetupOptions





T = TypeVar("T", bound="FoundationsOfRomeState")



@_attrs_define
class FoundationsOfRomeState:
    """ 
        Attributes:
            buildings (list[FoundationsOfRomeBuilding]):
            current (int): whose turn it is
            deeds_for_sale (list[str]): the Deed board, cheapest slot first (prices 2, 3, 4, 6, 8, 10)
            draft (FoundationsOfRomeDraft | None):
            era (int):
            era_decks (list[list[str]]): the three Era decks, top card first
            final_turns_left (int):
            game (FoundationsOfRomeStateGame):
            options (FoundationsOfRomeSetupOptions):
            phase (FoundationsOfRomeStatePhase):
            players (list[FoundationsOfRomePlayer]):
            rng (FoundationsOfRomeRng):
            rules_version (str):  Example: 1.
     """

    buildings: list[FoundationsOfRomeBuilding]
    current: int
    deeds_for_sale: list[str]
    draft: FoundationsOfRomeDraft | None
    era: int
    era_decks: list[list[str]]
    final_turns_left: int
    game: FoundationsOfRomeStateGame
    options: FoundationsOfRomeSetupOptions
    phase: FoundationsOfRomeStatePhase
    players: list[FoundationsOfRomePlayer]
    rng: FoundationsOfRomeRng
    rules_version: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_building import FoundationsOfRomeBuilding # noqa: PLC0415
        from ..models.foundations_of_rome_draft import FoundationsOfRomeDraft # noqa: PLC0415
        from ..models.foundations_of_rome_player import FoundationsOfRomePlayer # noqa: PLC0415
        from ..models.foundations_of_rome_rng import FoundationsOfRomeRng # noqa: PLC0415
        from ..models.foundations_of_rome_setup_options import FoundationsOfRomeSetupOptions # noqa: PLC0415
        buildings = []
        for buildings_item_data in self.buildings:
            buildings_item = buildings_item_data.to_dict()
            buildings.append(buildings_item)



        current = self.current

        deeds_for_sale = self.deeds_for_sale



        draft: dict[str, Any] | None
        if isinstance(self.draft, FoundationsOfRomeDraft):
            draft = self.draft.to_dict()
        else:
            draft = self.draft

        era = self.era

        era_decks = []
        for era_decks_item_data in self.era_decks:
            era_decks_item = era_decks_item_data


            era_decks.append(era_decks_item)



        final_turns_left = self.final_turns_left

        game: str = self.game

        options = self.options.to_dict()

        phase: str = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        rng = self.rng.to_dict()

        rules_version = self.rules_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "buildings": buildings,
            "current": current,
            "deeds_for_sale": deeds_for_sale,
            "draft": draft,
            "era": era,
            "era_decks": era_decks,
            "final_turns_left": final_turns_left,
            "game": game,
            "options": options,
            "phase": phase,
            "players": players,
            "rng": rng,
            "rules_version": rules_version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_building import FoundationsOfRomeBuilding # noqa: PLC0415
        from ..models.foundations_of_rome_draft import FoundationsOfRomeDraft # noqa: PLC0415
        from ..models.foundations_of_rome_player import FoundationsOfRomePlayer # noqa: PLC0415
        from ..models.foundations_of_rome_rng import FoundationsOfRomeRng # noqa: PLC0415
        from ..models.foundations_of_rome_setup_options import FoundationsOfRomeSetupOptions # noqa: PLC0415
        d = dict(src_dict)
        buildings = []
        _buildings = d.pop("buildings")
        for buildings_item_data in (_buildings):
            buildings_item = FoundationsOfRomeBuilding.from_dict(buildings_item_data)



            buildings.append(buildings_item)


        current = d.pop("current")

        deeds_for_sale = cast(list[str], d.pop("deeds_for_sale"))


        def _parse_draft(data: object) -> FoundationsOfRomeDraft | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                draft_type_0 = FoundationsOfRomeDraft.from_dict(data)



                return draft_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeDraft | None, data)

        draft = _parse_draft(d.pop("draft"))


        era = d.pop("era")

        era_decks = []
        _era_decks = d.pop("era_decks")
        for era_decks_item_data in (_era_decks):
            era_decks_item = cast(list[str], era_decks_item_data)

            era_decks.append(era_decks_item)


        final_turns_left = d.pop("final_turns_left")

        game = check_foundations_of_rome_state_game(d.pop("game"))




        options = FoundationsOfRomeSetupOptions.from_dict(d.pop("options"))




        phase = check_foundations_of_rome_state_phase(d.pop("phase"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = FoundationsOfRomePlayer.from_dict(players_item_data)



            players.append(players_item)


        rng = FoundationsOfRomeRng.from_dict(d.pop("rng"))




        rules_version = d.pop("rules_version")

        foundations_of_rome_state = cls(
            buildings=buildings,
            current=current,
            deeds_for_sale=deeds_for_sale,
            draft=draft,
            era=era,
            era_decks=era_decks,
            final_turns_left=final_turns_left,
            game=game,
            options=options,
            phase=phase,
            players=players,
            rng=rng,
            rules_version=rules_version,
        )

        return foundations_of_rome_state

