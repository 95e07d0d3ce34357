from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_state_deeds_for_sale_item_type_1 import check_foundations_of_rome_state_deeds_for_sale_item_type_1
from ..models.foundations_of_rome_state_deeds_for_sale_item_type_1 import FoundationsOfRomeStateDeedsForSaleItemType1
from ..models.foundations_of_rome_state_era_decks_item_item_type_0_type_1 import check_foundations_of_rome_state_era_decks_item_item_type_0_type_1
from ..models.foundations_of_rome_state_era_decks_item_item_type_0_type_1 import FoundationsOfRomeStateEraDecksItemItemType0Type1
from ..models.foundations_of_rome_state_game import check_foundations_of_rome_state_game
from ..models.foundations_of_rome_state_game import FoundationsOfRomeStateGame
from ..models.foundations_of_rome_state_phase import check_foundations_of_rome_state_phase
from ..models.foundations_of_rome_state_phase import FoundationsOfRomeStatePhase
from ..models.foundations_of_rome_state_roles_item_type_1 import check_foundations_of_rome_state_roles_item_type_1
from ..models.foundations_of_rome_state_roles_item_type_1 import FoundationsOfRomeStateRolesItemType1
from ..models.foundations_of_rome_state_roles_item_type_2_type_1 import check_foundations_of_rome_state_roles_item_type_2_type_1
from ..models.foundations_of_rome_state_roles_item_type_2_type_1 import FoundationsOfRomeStateRolesItemType2Type1
from ..models.foundations_of_rome_state_roles_item_type_3_type_1 import check_foundations_of_rome_state_roles_item_type_3_type_1
from ..models.foundations_of_rome_state_roles_item_type_3_type_1 import FoundationsOfRomeStateRolesItemType3Type1
from ..models.foundations_of_rome_state_rules_version import check_foundations_of_rome_state_rules_version
from ..models.foundations_of_rome_state_rules_version import FoundationsOfRomeStateRulesVersion
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_after_action_decision import FoundationsOfRomeAfterActionDecision
  from ..models.foundations_of_rome_answer_trade_decision import FoundationsOfRomeAnswerTradeDecision
  from ..models.foundations_of_rome_building import FoundationsOfRomeBuilding
  from ..models.foundations_of_rome_consul import FoundationsOfRomeConsul
  from ..models.foundations_of_rome_deal_card_decision import FoundationsOfRomeDealCardDecision
  from ..models.foundations_of_rome_deal_consul_deed_decision import FoundationsOfRomeDealConsulDeedDecision
  from ..models.foundations_of_rome_deal_deed_decision import FoundationsOfRomeDealDeedDecision
  from ..models.foundations_of_rome_draft_decision import FoundationsOfRomeDraftDecision
  from ..models.foundations_of_rome_draw_consul_token_decision import FoundationsOfRomeDrawConsulTokenDecision
  from ..models.foundations_of_rome_draw_deed_decision import FoundationsOfRomeDrawDeedDecision
  from ..models.foundations_of_rome_extra_action_decision import FoundationsOfRomeExtraActionDecision
  from ..models.foundations_of_rome_final_turn_decision import FoundationsOfRomeFinalTurnDecision
  from ..models.foundations_of_rome_first_player_decision import FoundationsOfRomeFirstPlayerDecision
  from ..models.foundations_of_rome_invocation_decks import FoundationsOfRomeInvocationDecks
  from ..models.foundations_of_rome_keep_objective_decision import FoundationsOfRomeKeepObjectiveDecision
  from ..models.foundations_of_rome_keep_role_decision import FoundationsOfRomeKeepRoleDecision
  from ..models.foundations_of_rome_monument_pool import FoundationsOfRomeMonumentPool
  from ..models.foundations_of_rome_objectives import FoundationsOfRomeObjectives
  from ..models.foundations_of_rome_place_consul_token_decision import FoundationsOfRomePlaceConsulTokenDecision
  from ..models.foundations_of_rome_player import FoundationsOfRomePlayer
  from ..models.foundations_of_rome_reveal_monument_decision import FoundationsOfRomeRevealMonumentDecision
  from ..models.foundations_of_rome_rng import FoundationsOfRomeRng
  from ..models.foundations_of_rome_state_options import FoundationsOfRomeStateOptions
  from ..models.foundations_of_rome_turn_decision import FoundationsOfRomeTurnDecision





T = TypeVar("T", bound="FoundationsOfRomeState")



@_attrs_define
class FoundationsOfRomeState:
    """ a full Foundations of Rome state (hidden information included)

        Attributes:
            buildings (list[FoundationsOfRomeBuilding]):
            consul (FoundationsOfRomeConsul | None):
            decisions (list[FoundationsOfRomeAfterActionDecision | FoundationsOfRomeAnswerTradeDecision |
                FoundationsOfRomeDealCardDecision | FoundationsOfRomeDealConsulDeedDecision | FoundationsOfRomeDealDeedDecision
                | FoundationsOfRomeDraftDecision | FoundationsOfRomeDrawConsulTokenDecision | FoundationsOfRomeDrawDeedDecision
                | FoundationsOfRomeExtraActionDecision | FoundationsOfRomeFinalTurnDecision |
                FoundationsOfRomeFirstPlayerDecision | FoundationsOfRomeKeepObjectiveDecision |
                FoundationsOfRomeKeepRoleDecision | FoundationsOfRomePlaceConsulTokenDecision |
                FoundationsOfRomeRevealMonumentDecision | FoundationsOfRomeTurnDecision]):
            deeds_for_sale (list[FoundationsOfRomeStateDeedsForSaleItemType1 | str]): the Deed board, cheapest slot first
                (prices [2, 3, 4, 6, 8, 10])
            era (int):
            era_decks (list[list[FoundationsOfRomeStateEraDecksItemItemType0Type1 | None | str]]): the three Era decks, top
                card first (null: a face-down card at the table)
            final_turns_left (int):
            game (FoundationsOfRomeStateGame):
            invocations (FoundationsOfRomeInvocationDecks | None):
            monuments (FoundationsOfRomeMonumentPool): the Monuments expansion's common pool (empty without it)
            objectives (FoundationsOfRomeObjectives): the Objectives module's cards (empty without it)
            options (FoundationsOfRomeStateOptions): the options as kept in a state: complete
            phase (FoundationsOfRomeStatePhase):
            players (list[FoundationsOfRomePlayer]):
            rng (FoundationsOfRomeRng | None):
            roles (list[FoundationsOfRomeStateRolesItemType1 | FoundationsOfRomeStateRolesItemType2Type1 |
                FoundationsOfRomeStateRolesItemType3Type1 | None]): each seat's Player Role once revealed
            rules_version (FoundationsOfRomeStateRulesVersion):
     """

    buildings: list[FoundationsOfRomeBuilding]
    consul: FoundationsOfRomeConsul | None
    decisions: list[FoundationsOfRomeAfterActionDecision | FoundationsOfRomeAnswerTradeDecision | FoundationsOfRomeDealCardDecision | FoundationsOfRomeDealConsulDeedDecision | FoundationsOfRomeDealDeedDecision | FoundationsOfRomeDraftDecision | FoundationsOfRomeDrawConsulTokenDecision | FoundationsOfRomeDrawDeedDecision | FoundationsOfRomeExtraActionDecision | FoundationsOfRomeFinalTurnDecision | FoundationsOfRomeFirstPlayerDecision | FoundationsOfRomeKeepObjectiveDecision | FoundationsOfRomeKeepRoleDecision | FoundationsOfRomePlaceConsulTokenDecision | FoundationsOfRomeRevealMonumentDecision | FoundationsOfRomeTurnDecision]
    deeds_for_sale: list[FoundationsOfRomeStateDeedsForSaleItemType1 | str]
    era: int
    era_decks: list[list[FoundationsOfRomeStateEraDecksItemItemType0Type1 | None | str]]
    final_turns_left: int
    game: FoundationsOfRomeStateGame
    invocations: FoundationsOfRomeInvocationDecks | None
    monuments: FoundationsOfRomeMonumentPool
    objectives: FoundationsOfRomeObjectives
    options: FoundationsOfRomeStateOptions
    phase: FoundationsOfRomeStatePhase
    players: list[FoundationsOfRomePlayer]
    rng: FoundationsOfRomeRng | None
    roles: list[FoundationsOfRomeStateRolesItemType1 | FoundationsOfRomeStateRolesItemType2Type1 | FoundationsOfRomeStateRolesItemType3Type1 | None]
    rules_version: FoundationsOfRomeStateRulesVersion





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_after_action_decision import FoundationsOfRomeAfterActionDecision # noqa: PLC0415
        from ..models.foundations_of_rome_answer_trade_decision import FoundationsOfRomeAnswerTradeDecision # noqa: PLC0415
        from ..models.foundations_of_rome_building import FoundationsOfRomeBuilding # noqa: PLC0415
        from ..models.foundations_of_rome_consul import FoundationsOfRomeConsul # noqa: PLC0415
        from ..models.foundations_of_rome_deal_card_decision import FoundationsOfRomeDealCardDecision # noqa: PLC0415
        from ..models.foundations_of_rome_deal_consul_deed_decision import FoundationsOfRomeDealConsulDeedDecision # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_decision import FoundationsOfRomeDealDeedDecision # noqa: PLC0415
        from ..models.foundations_of_rome_draft_decision import FoundationsOfRomeDraftDecision # noqa: PLC0415
        from ..models.foundations_of_rome_draw_consul_token_decision import FoundationsOfRomeDrawConsulTokenDecision # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_decision import FoundationsOfRomeDrawDeedDecision # noqa: PLC0415
        from ..models.foundations_of_rome_extra_action_decision import FoundationsOfRomeExtraActionDecision # noqa: PLC0415
        from ..models.foundations_of_rome_final_turn_decision import FoundationsOfRomeFinalTurnDecision # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_decision import FoundationsOfRomeFirstPlayerDecision # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_decks import FoundationsOfRomeInvocationDecks # noqa: PLC0415
        from ..models.foundations_of_rome_keep_objective_decision import FoundationsOfRomeKeepObjectiveDecision # noqa: PLC0415
        from ..models.foundations_of_rome_keep_role_decision import FoundationsOfRomeKeepRoleDecision # noqa: PLC0415
        from ..models.foundations_of_rome_monument_pool import FoundationsOfRomeMonumentPool # noqa: PLC0415
        from ..models.foundations_of_rome_objectives import FoundationsOfRomeObjectives # noqa: PLC0415
        from ..models.foundations_of_rome_place_consul_token_decision import FoundationsOfRomePlaceConsulTokenDecision # noqa: PLC0415
        from ..models.foundations_of_rome_player import FoundationsOfRomePlayer # noqa: PLC0415
        from ..models.foundations_of_rome_reveal_monument_decision import FoundationsOfRomeRevealMonumentDecision # noqa: PLC0415
        from ..models.foundations_of_rome_rng import FoundationsOfRomeRng # noqa: PLC0415
        from ..models.foundations_of_rome_state_options import FoundationsOfRomeStateOptions # noqa: PLC0415
        from ..models.foundations_of_rome_turn_decision import FoundationsOfRomeTurnDecision # noqa: PLC0415
        buildings = []
        for buildings_item_data in self.buildings:
            buildings_item = buildings_item_data.to_dict()
            buildings.append(buildings_item)



        consul: dict[str, Any] | None
        if isinstance(self.consul, FoundationsOfRomeConsul):
            consul = self.consul.to_dict()
        else:
            consul = self.consul

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item: dict[str, Any]
            if isinstance(decisions_item_data, FoundationsOfRomeTurnDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeFinalTurnDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeAfterActionDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeExtraActionDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeDraftDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeFirstPlayerDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeDealDeedDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeDrawDeedDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeKeepRoleDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeKeepObjectiveDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeDealCardDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeAnswerTradeDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeRevealMonumentDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeDealConsulDeedDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, FoundationsOfRomeDrawConsulTokenDecision):
                decisions_item = decisions_item_data.to_dict()
            else:
                decisions_item = decisions_item_data.to_dict()

            decisions.append(decisions_item)



        deeds_for_sale = []
        for deeds_for_sale_item_data in self.deeds_for_sale:
            deeds_for_sale_item: str
            if isinstance(deeds_for_sale_item_data, str):
                deeds_for_sale_item = deeds_for_sale_item_data
            else:
                deeds_for_sale_item = deeds_for_sale_item_data
            deeds_for_sale.append(deeds_for_sale_item)



        era = self.era

        era_decks = []
        for era_decks_item_data in self.era_decks:
            era_decks_item = []
            for era_decks_item_item_data in era_decks_item_data:
                era_decks_item_item: None | str
                if isinstance(era_decks_item_item_data, str):
                    era_decks_item_item = era_decks_item_item_data
                else:
                    era_decks_item_item = era_decks_item_item_data
                era_decks_item.append(era_decks_item_item)


            era_decks.append(era_decks_item)



        final_turns_left = self.final_turns_left

        game: str = self.game

        invocations: dict[str, Any] | None
        if isinstance(self.invocations, FoundationsOfRomeInvocationDecks):
            invocations = self.invocations.to_dict()
        else:
            invocations = self.invocations

        monuments = self.monuments.to_dict()

        objectives = self.objectives.to_dict()

        options = self.options.to_dict()

        phase: str = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        rng: dict[str, Any] | None
        if isinstance(self.rng, FoundationsOfRomeRng):
            rng = self.rng.to_dict()
        else:
            rng = self.rng

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



        rules_version: str = self.rules_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "buildings": buildings,
            "consul": consul,
            "decisions": decisions,
            "deeds_for_sale": deeds_for_sale,
            "era": era,
            "era_decks": era_decks,
            "final_turns_left": final_turns_left,
            "game": game,
            "invocations": invocations,
            "monuments": monuments,
            "objectives": objectives,
            "options": options,
            "phase": phase,
            "players": players,
            "rng": rng,
            "roles": roles,
            "rules_version": rules_version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_after_action_decision import FoundationsOfRomeAfterActionDecision # noqa: PLC0415
        from ..models.foundations_of_rome_answer_trade_decision import FoundationsOfRomeAnswerTradeDecision # noqa: PLC0415
        from ..models.foundations_of_rome_building import FoundationsOfRomeBuilding # noqa: PLC0415
        from ..models.foundations_of_rome_consul import FoundationsOfRomeConsul # noqa: PLC0415
        from ..models.foundations_of_rome_deal_card_decision import FoundationsOfRomeDealCardDecision # noqa: PLC0415
        from ..models.foundations_of_rome_deal_consul_deed_decision import FoundationsOfRomeDealConsulDeedDecision # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_decision import FoundationsOfRomeDealDeedDecision # noqa: PLC0415
        from ..models.foundations_of_rome_draft_decision import FoundationsOfRomeDraftDecision # noqa: PLC0415
        from ..models.foundations_of_rome_draw_consul_token_decision import FoundationsOfRomeDrawConsulTokenDecision # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_decision import FoundationsOfRomeDrawDeedDecision # noqa: PLC0415
        from ..models.foundations_of_rome_extra_action_decision import FoundationsOfRomeExtraActionDecision # noqa: PLC0415
        from ..models.foundations_of_rome_final_turn_decision import FoundationsOfRomeFinalTurnDecision # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_decision import FoundationsOfRomeFirstPlayerDecision # noqa: PLC0415
        from ..models.foundations_of_rome_invocation_decks import FoundationsOfRomeInvocationDecks # noqa: PLC0415
        from ..models.foundations_of_rome_keep_objective_decision import FoundationsOfRomeKeepObjectiveDecision # noqa: PLC0415
        from ..models.foundations_of_rome_keep_role_decision import FoundationsOfRomeKeepRoleDecision # noqa: PLC0415
        from ..models.foundations_of_rome_monument_pool import FoundationsOfRomeMonumentPool # noqa: PLC0415
        from ..models.foundations_of_rome_objectives import FoundationsOfRomeObjectives # noqa: PLC0415
        from ..models.foundations_of_rome_place_consul_token_decision import FoundationsOfRomePlaceConsulTokenDecision # noqa: PLC0415
        from ..models.foundations_of_rome_player import FoundationsOfRomePlayer # noqa: PLC0415
        from ..models.foundations_of_rome_reveal_monument_decision import FoundationsOfRomeRevealMonumentDecision # noqa: PLC0415
        from ..models.foundations_of_rome_rng import FoundationsOfRomeRng # noqa: PLC0415
        from ..models.foundations_of_rome_state_options import FoundationsOfRomeStateOptions # noqa: PLC0415
        from ..models.foundations_of_rome_turn_decision import FoundationsOfRomeTurnDecision # noqa: PLC0415
        d = dict(src_dict)
        buildings = []
        _buildings = d.pop("buildings")
        for buildings_item_data in (_buildings):
            buildings_item = FoundationsOfRomeBuilding.from_dict(buildings_item_data)



            buildings.append(buildings_item)


        def _parse_consul(data: object) -> FoundationsOfRomeConsul | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                consul_type_0 = FoundationsOfRomeConsul.from_dict(data)



                return consul_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeConsul | None, data)

        consul = _parse_consul(d.pop("consul"))


        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in (_decisions):
            def _parse_decisions_item(data: object) -> FoundationsOfRomeAfterActionDecision | FoundationsOfRomeAnswerTradeDecision | FoundationsOfRomeDealCardDecision | FoundationsOfRomeDealConsulDeedDecision | FoundationsOfRomeDealDeedDecision | FoundationsOfRomeDraftDecision | FoundationsOfRomeDrawConsulTokenDecision | FoundationsOfRomeDrawDeedDecision | FoundationsOfRomeExtraActionDecision | FoundationsOfRomeFinalTurnDecision | FoundationsOfRomeFirstPlayerDecision | FoundationsOfRomeKeepObjectiveDecision | FoundationsOfRomeKeepRoleDecision | FoundationsOfRomePlaceConsulTokenDecision | FoundationsOfRomeRevealMonumentDecision | FoundationsOfRomeTurnDecision:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_0 = FoundationsOfRomeTurnDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_1 = FoundationsOfRomeFinalTurnDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_2 = FoundationsOfRomeAfterActionDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_3 = FoundationsOfRomeExtraActionDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_4 = FoundationsOfRomeDraftDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_5 = FoundationsOfRomeFirstPlayerDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_6 = FoundationsOfRomeDealDeedDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_7 = FoundationsOfRomeDrawDeedDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_8 = FoundationsOfRomeKeepRoleDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_9 = FoundationsOfRomeKeepObjectiveDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_10 = FoundationsOfRomeDealCardDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_11 = FoundationsOfRomeAnswerTradeDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_12 = FoundationsOfRomeRevealMonumentDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_13 = FoundationsOfRomeDealConsulDeedDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_decision_type_14 = FoundationsOfRomeDrawConsulTokenDecision.from_dict(data)



                    return componentsschemas_foundations_of_rome_decision_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_decision_type_15 = FoundationsOfRomePlaceConsulTokenDecision.from_dict(data)



                return componentsschemas_foundations_of_rome_decision_type_15

            decisions_item = _parse_decisions_item(decisions_item_data)

            decisions.append(decisions_item)


        deeds_for_sale = []
        _deeds_for_sale = d.pop("deeds_for_sale")
        for deeds_for_sale_item_data in (_deeds_for_sale):
            def _parse_deeds_for_sale_item(data: object) -> FoundationsOfRomeStateDeedsForSaleItemType1 | str:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    deeds_for_sale_item_type_1 = check_foundations_of_rome_state_deeds_for_sale_item_type_1(data)



                    return deeds_for_sale_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FoundationsOfRomeStateDeedsForSaleItemType1 | str, data)

            deeds_for_sale_item = _parse_deeds_for_sale_item(deeds_for_sale_item_data)

            deeds_for_sale.append(deeds_for_sale_item)


        era = d.pop("era")

        era_decks = []
        _era_decks = d.pop("era_decks")
        for era_decks_item_data in (_era_decks):
            era_decks_item = []
            _era_decks_item = era_decks_item_data
            for era_decks_item_item_data in (_era_decks_item):
                def _parse_era_decks_item_item(data: object) -> FoundationsOfRomeStateEraDecksItemItemType0Type1 | None | str:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        era_decks_item_item_type_0_type_1 = check_foundations_of_rome_state_era_decks_item_item_type_0_type_1(data)



                        return era_decks_item_item_type_0_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(FoundationsOfRomeStateEraDecksItemItemType0Type1 | None | str, data)

                era_decks_item_item = _parse_era_decks_item_item(era_decks_item_item_data)

                era_decks_item.append(era_decks_item_item)

            era_decks.append(era_decks_item)


        final_turns_left = d.pop("final_turns_left")

        game = check_foundations_of_rome_state_game(d.pop("game"))




        def _parse_invocations(data: object) -> FoundationsOfRomeInvocationDecks | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                invocations_type_0 = FoundationsOfRomeInvocationDecks.from_dict(data)



                return invocations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeInvocationDecks | None, data)

        invocations = _parse_invocations(d.pop("invocations"))


        monuments = FoundationsOfRomeMonumentPool.from_dict(d.pop("monuments"))




        objectives = FoundationsOfRomeObjectives.from_dict(d.pop("objectives"))




        options = FoundationsOfRomeStateOptions.from_dict(d.pop("options"))




        phase = check_foundations_of_rome_state_phase(d.pop("phase"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = FoundationsOfRomePlayer.from_dict(players_item_data)



            players.append(players_item)


        def _parse_rng(data: object) -> FoundationsOfRomeRng | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rng_type_0 = FoundationsOfRomeRng.from_dict(data)



                return rng_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeRng | None, data)

        rng = _parse_rng(d.pop("rng"))


        roles = []
        _roles = d.pop("roles")
        for roles_item_data in (_roles):
            def _parse_roles_item(data: object) -> FoundationsOfRomeStateRolesItemType1 | FoundationsOfRomeStateRolesItemType2Type1 | FoundationsOfRomeStateRolesItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    roles_item_type_1 = check_foundations_of_rome_state_roles_item_type_1(data)



                    return roles_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    roles_item_type_2_type_1 = check_foundations_of_rome_state_roles_item_type_2_type_1(data)



                    return roles_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    roles_item_type_3_type_1 = check_foundations_of_rome_state_roles_item_type_3_type_1(data)



                    return roles_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FoundationsOfRomeStateRolesItemType1 | FoundationsOfRomeStateRolesItemType2Type1 | FoundationsOfRomeStateRolesItemType3Type1 | None, data)

            roles_item = _parse_roles_item(roles_item_data)

            roles.append(roles_item)


        rules_version = check_foundations_of_rome_state_rules_version(d.pop("rules_version"))




        foundations_of_rome_state = cls(
            buildings=buildings,
            consul=consul,
            decisions=decisions,
            deeds_for_sale=deeds_for_sale,
            era=era,
            era_decks=era_decks,
            final_turns_left=final_turns_left,
            game=game,
            invocations=invocations,
            monuments=monuments,
            objectives=objectives,
            options=options,
            phase=phase,
            players=players,
            rng=rng,
            roles=roles,
            rules_version=rules_version,
        )

        return foundations_of_rome_state

