from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_view_game import check_foundations_of_rome_view_game
from ..models.foundations_of_rome_view_game import FoundationsOfRomeViewGame
from ..models.foundations_of_rome_view_phase import check_foundations_of_rome_view_phase
from ..models.foundations_of_rome_view_phase import FoundationsOfRomeViewPhase
from ..models.foundations_of_rome_view_roles_item_type_1 import check_foundations_of_rome_view_roles_item_type_1
from ..models.foundations_of_rome_view_roles_item_type_1 import FoundationsOfRomeViewRolesItemType1
from ..models.foundations_of_rome_view_roles_item_type_2_type_1 import check_foundations_of_rome_view_roles_item_type_2_type_1
from ..models.foundations_of_rome_view_roles_item_type_2_type_1 import FoundationsOfRomeViewRolesItemType2Type1
from ..models.foundations_of_rome_view_roles_item_type_3_type_1 import check_foundations_of_rome_view_roles_item_type_3_type_1
from ..models.foundations_of_rome_view_roles_item_type_3_type_1 import FoundationsOfRomeViewRolesItemType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_building import FoundationsOfRomeBuilding
  from ..models.foundations_of_rome_consul_view import FoundationsOfRomeConsulView
  from ..models.foundations_of_rome_deed_for_sale_type_0 import FoundationsOfRomeDeedForSaleType0
  from ..models.foundations_of_rome_deed_for_sale_type_1 import FoundationsOfRomeDeedForSaleType1
  from ..models.foundations_of_rome_draft_view import FoundationsOfRomeDraftView
  from ..models.foundations_of_rome_keep_view import FoundationsOfRomeKeepView
  from ..models.foundations_of_rome_monument_pool import FoundationsOfRomeMonumentPool
  from ..models.foundations_of_rome_objectives import FoundationsOfRomeObjectives
  from ..models.foundations_of_rome_player_view import FoundationsOfRomePlayerView
  from ..models.foundations_of_rome_state_options import FoundationsOfRomeStateOptions
  from ..models.foundations_of_rome_trade_offer import FoundationsOfRomeTradeOffer
  from ..models.foundations_of_rome_turn_bonus import FoundationsOfRomeTurnBonus





T = TypeVar("T", bound="FoundationsOfRomeView")



@_attrs_define
class FoundationsOfRomeView:
    """ what one seat (or a spectator) may see of a state

        Attributes:
            buildings (list[FoundationsOfRomeBuilding]):
            consul (FoundationsOfRomeConsulView | None):
            current (int | None):
            decision (None | str):
            deeds_for_sale (list[FoundationsOfRomeDeedForSaleType0 | FoundationsOfRomeDeedForSaleType1]):
            draft (FoundationsOfRomeDraftView | None):
            era (int):
            era_decks (list[int]): cards left in each Era deck
            final_turns_left (int):
            game (FoundationsOfRomeViewGame):
            keep (FoundationsOfRomeKeepView | None):
            monuments (FoundationsOfRomeMonumentPool): the Monuments expansion's common pool (empty without it)
            objectives (FoundationsOfRomeObjectives): the Objectives module's cards (empty without it)
            options (FoundationsOfRomeStateOptions): the options as kept in a state: complete
            phase (FoundationsOfRomeViewPhase):
            players (list[FoundationsOfRomePlayerView]):
            roles (list[FoundationsOfRomeViewRolesItemType1 | FoundationsOfRomeViewRolesItemType2Type1 |
                FoundationsOfRomeViewRolesItemType3Type1 | None]):
            rules_version (str):
            this_turn (FoundationsOfRomeTurnBonus | None):
            trade (FoundationsOfRomeTradeOffer | None):
            viewer (int | None):
     """

    buildings: list[FoundationsOfRomeBuilding]
    consul: FoundationsOfRomeConsulView | None
    current: int | None
    decision: None | str
    deeds_for_sale: list[FoundationsOfRomeDeedForSaleType0 | FoundationsOfRomeDeedForSaleType1]
    draft: FoundationsOfRomeDraftView | None
    era: int
    era_decks: list[int]
    final_turns_left: int
    game: FoundationsOfRomeViewGame
    keep: FoundationsOfRomeKeepView | None
    monuments: FoundationsOfRomeMonumentPool
    objectives: FoundationsOfRomeObjectives
    options: FoundationsOfRomeStateOptions
    phase: FoundationsOfRomeViewPhase
    players: list[FoundationsOfRomePlayerView]
    roles: list[FoundationsOfRomeViewRolesItemType1 | FoundationsOfRomeViewRolesItemType2Type1 | FoundationsOfRomeViewRolesItemType3Type1 | None]
    rules_version: str
    this_turn: FoundationsOfRomeTurnBonus | None
    trade: FoundationsOfRomeTradeOffer | None
    viewer: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_building import FoundationsOfRomeBuilding # noqa: PLC0415
        from ..models.foundations_of_rome_consul_view import FoundationsOfRomeConsulView # noqa: PLC0415
        from ..models.foundations_of_rome_deed_for_sale_type_0 import FoundationsOfRomeDeedForSaleType0 # noqa: PLC0415
        from ..models.foundations_of_rome_deed_for_sale_type_1 import FoundationsOfRomeDeedForSaleType1 # noqa: PLC0415
        from ..models.foundations_of_rome_draft_view import FoundationsOfRomeDraftView # noqa: PLC0415
        from ..models.foundations_of_rome_keep_view import FoundationsOfRomeKeepView # noqa: PLC0415
        from ..models.foundations_of_rome_monument_pool import FoundationsOfRomeMonumentPool # noqa: PLC0415
        from ..models.foundations_of_rome_objectives import FoundationsOfRomeObjectives # noqa: PLC0415
        from ..models.foundations_of_rome_player_view import FoundationsOfRomePlayerView # noqa: PLC0415
        from ..models.foundations_of_rome_state_options import FoundationsOfRomeStateOptions # noqa: PLC0415
        from ..models.foundations_of_rome_trade_offer import FoundationsOfRomeTradeOffer # noqa: PLC0415
        from ..models.foundations_of_rome_turn_bonus import FoundationsOfRomeTurnBonus # noqa: PLC0415
        buildings = []
        for buildings_item_data in self.buildings:
            buildings_item = buildings_item_data.to_dict()
            buildings.append(buildings_item)



        consul: dict[str, Any] | None
        if isinstance(self.consul, FoundationsOfRomeConsulView):
            consul = self.consul.to_dict()
        else:
            consul = self.consul

        current: int | None
        current = self.current

        decision: None | str
        decision = self.decision

        deeds_for_sale = []
        for deeds_for_sale_item_data in self.deeds_for_sale:
            deeds_for_sale_item: dict[str, Any]
            if isinstance(deeds_for_sale_item_data, FoundationsOfRomeDeedForSaleType0):
                deeds_for_sale_item = deeds_for_sale_item_data.to_dict()
            else:
                deeds_for_sale_item = deeds_for_sale_item_data.to_dict()

            deeds_for_sale.append(deeds_for_sale_item)



        draft: dict[str, Any] | None
        if isinstance(self.draft, FoundationsOfRomeDraftView):
            draft = self.draft.to_dict()
        else:
            draft = self.draft

        era = self.era

        era_decks = self.era_decks



        final_turns_left = self.final_turns_left

        game: str = self.game

        keep: dict[str, Any] | None
        if isinstance(self.keep, FoundationsOfRomeKeepView):
            keep = self.keep.to_dict()
        else:
            keep = self.keep

        monuments = self.monuments.to_dict()

        objectives = self.objectives.to_dict()

        options = self.options.to_dict()

        phase: str = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        roles = []
        for roles_item_data in self.roles:
            roles_item: None | str
            if isinstance(roles_item_data, str):
                roles_item = roles_item_data
            elif isinstance(roles_item_data, str):
                roles_item = roles_item_data
            elif isinstance(roles_item_data, str):
                roles_item = roles_item_data
            else:
                roles_item = roles_item_data
            roles.append(roles_item)



        rules_version = self.rules_version

        this_turn: dict[str, Any] | None
        if isinstance(self.this_turn, FoundationsOfRomeTurnBonus):
            this_turn = self.this_turn.to_dict()
        else:
            this_turn = self.this_turn

        trade: dict[str, Any] | None
        if isinstance(self.trade, FoundationsOfRomeTradeOffer):
            trade = self.trade.to_dict()
        else:
            trade = self.trade

        viewer: int | None
        viewer = self.viewer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "buildings": buildings,
            "consul": consul,
            "current": current,
            "decision": decision,
            "deeds_for_sale": deeds_for_sale,
            "draft": draft,
            "era": era,
            "era_decks": era_decks,
            "final_turns_left": final_turns_left,
            "game": game,
            "keep": keep,
            "monuments": monuments,
            "objectives": objectives,
            "options": options,
            "phase": phase,
            "players": players,
            "roles": roles,
            "rules_version": rules_version,
            "this_turn": this_turn,
            "trade": trade,
            "viewer": viewer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_building import FoundationsOfRomeBuilding # noqa: PLC0415
        from ..models.foundations_of_rome_consul_view import FoundationsOfRomeConsulView # noqa: PLC0415
        from ..models.foundations_of_rome_deed_for_sale_type_0 import FoundationsOfRomeDeedForSaleType0 # noqa: PLC0415
        from ..models.foundations_of_rome_deed_for_sale_type_1 import FoundationsOfRomeDeedForSaleType1 # noqa: PLC0415
        from ..models.foundations_of_rome_draft_view import FoundationsOfRomeDraftView # noqa: PLC0415
        from ..models.foundations_of_rome_keep_view import FoundationsOfRomeKeepView # noqa: PLC0415
        from ..models.foundations_of_rome_monument_pool import FoundationsOfRomeMonumentPool # noqa: PLC0415
        from ..models.foundations_of_rome_objectives import FoundationsOfRomeObjectives # noqa: PLC0415
        from ..models.foundations_of_rome_player_view import FoundationsOfRomePlayerView # noqa: PLC0415
        from ..models.foundations_of_rome_state_options import FoundationsOfRomeStateOptions # noqa: PLC0415
        from ..models.foundations_of_rome_trade_offer import FoundationsOfRomeTradeOffer # noqa: PLC0415
        from ..models.foundations_of_rome_turn_bonus import FoundationsOfRomeTurnBonus # noqa: PLC0415
        d = dict(src_dict)
        buildings = []
        _buildings = d.pop("buildings")
        for buildings_item_data in (_buildings):
            buildings_item = FoundationsOfRomeBuilding.from_dict(buildings_item_data)



            buildings.append(buildings_item)


        def _parse_consul(data: object) -> FoundationsOfRomeConsulView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                consul_type_0 = FoundationsOfRomeConsulView.from_dict(data)



                return consul_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeConsulView | None, data)

        consul = _parse_consul(d.pop("consul"))


        def _parse_current(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current = _parse_current(d.pop("current"))


        def _parse_decision(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        decision = _parse_decision(d.pop("decision"))


        deeds_for_sale = []
        _deeds_for_sale = d.pop("deeds_for_sale")
        for deeds_for_sale_item_data in (_deeds_for_sale):
            def _parse_deeds_for_sale_item(data: object) -> FoundationsOfRomeDeedForSaleType0 | FoundationsOfRomeDeedForSaleType1:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_deed_for_sale_type_0 = FoundationsOfRomeDeedForSaleType0.from_dict(data)



                    return componentsschemas_foundations_of_rome_deed_for_sale_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_deed_for_sale_type_1 = FoundationsOfRomeDeedForSaleType1.from_dict(data)



                return componentsschemas_foundations_of_rome_deed_for_sale_type_1

            deeds_for_sale_item = _parse_deeds_for_sale_item(deeds_for_sale_item_data)

            deeds_for_sale.append(deeds_for_sale_item)


        def _parse_draft(data: object) -> FoundationsOfRomeDraftView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                draft_type_0 = FoundationsOfRomeDraftView.from_dict(data)



                return draft_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeDraftView | None, data)

        draft = _parse_draft(d.pop("draft"))


        era = d.pop("era")

        era_decks = cast(list[int], d.pop("era_decks"))


        final_turns_left = d.pop("final_turns_left")

        game = check_foundations_of_rome_view_game(d.pop("game"))




        def _parse_keep(data: object) -> FoundationsOfRomeKeepView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                keep_type_0 = FoundationsOfRomeKeepView.from_dict(data)



                return keep_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeKeepView | None, data)

        keep = _parse_keep(d.pop("keep"))


        monuments = FoundationsOfRomeMonumentPool.from_dict(d.pop("monuments"))




        objectives = FoundationsOfRomeObjectives.from_dict(d.pop("objectives"))




        options = FoundationsOfRomeStateOptions.from_dict(d.pop("options"))




        phase = check_foundations_of_rome_view_phase(d.pop("phase"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = FoundationsOfRomePlayerView.from_dict(players_item_data)



            players.append(players_item)


        roles = []
        _roles = d.pop("roles")
        for roles_item_data in (_roles):
            def _parse_roles_item(data: object) -> FoundationsOfRomeViewRolesItemType1 | FoundationsOfRomeViewRolesItemType2Type1 | FoundationsOfRomeViewRolesItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    roles_item_type_1 = check_foundations_of_rome_view_roles_item_type_1(data)



                    return roles_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    roles_item_type_2_type_1 = check_foundations_of_rome_view_roles_item_type_2_type_1(data)



                    return roles_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    roles_item_type_3_type_1 = check_foundations_of_rome_view_roles_item_type_3_type_1(data)



                    return roles_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FoundationsOfRomeViewRolesItemType1 | FoundationsOfRomeViewRolesItemType2Type1 | FoundationsOfRomeViewRolesItemType3Type1 | None, data)

            roles_item = _parse_roles_item(roles_item_data)

            roles.append(roles_item)


        rules_version = d.pop("rules_version")

        def _parse_this_turn(data: object) -> FoundationsOfRomeTurnBonus | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                this_turn_type_0 = FoundationsOfRomeTurnBonus.from_dict(data)



                return this_turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeTurnBonus | None, data)

        this_turn = _parse_this_turn(d.pop("this_turn"))


        def _parse_trade(data: object) -> FoundationsOfRomeTradeOffer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trade_type_0 = FoundationsOfRomeTradeOffer.from_dict(data)



                return trade_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeTradeOffer | None, data)

        trade = _parse_trade(d.pop("trade"))


        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        foundations_of_rome_view = cls(
            buildings=buildings,
            consul=consul,
            current=current,
            decision=decision,
            deeds_for_sale=deeds_for_sale,
            draft=draft,
            era=era,
            era_decks=era_decks,
            final_turns_left=final_turns_left,
            game=game,
            keep=keep,
            monuments=monuments,
            objectives=objectives,
            options=options,
            phase=phase,
            players=players,
            roles=roles,
            rules_version=rules_version,
            this_turn=this_turn,
            trade=trade,
            viewer=viewer,
        )

        return foundations_of_rome_view

