from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_view_game import check_gloomhaven_view_game
from ..models.gloomhaven_view_game import GloomhavenViewGame
from ..models.gloomhaven_view_outcome_type_1 import check_gloomhaven_view_outcome_type_1
from ..models.gloomhaven_view_outcome_type_1 import GloomhavenViewOutcomeType1
from ..models.gloomhaven_view_phase import check_gloomhaven_view_phase
from ..models.gloomhaven_view_phase import GloomhavenViewPhase
from ..models.gloomhaven_view_rules_version import check_gloomhaven_view_rules_version
from ..models.gloomhaven_view_rules_version import GloomhavenViewRulesVersion
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_add_target_decision import GloomhavenAddTargetDecision
  from ..models.gloomhaven_area_decision import GloomhavenAreaDecision
  from ..models.gloomhaven_attack_in_progress import GloomhavenAttackInProgress
  from ..models.gloomhaven_attack_targets_decision import GloomhavenAttackTargetsDecision
  from ..models.gloomhaven_break_tie_decision import GloomhavenBreakTieDecision
  from ..models.gloomhaven_character_turn_decision import GloomhavenCharacterTurnDecision
  from ..models.gloomhaven_choose_figure_decision import GloomhavenChooseFigureDecision
  from ..models.gloomhaven_choose_hex_decision import GloomhavenChooseHexDecision
  from ..models.gloomhaven_complete_options import GloomhavenCompleteOptions
  from ..models.gloomhaven_consume_decision import GloomhavenConsumeDecision
  from ..models.gloomhaven_discard_augment_decision import GloomhavenDiscardAugmentDecision
  from ..models.gloomhaven_discard_decision import GloomhavenDiscardDecision
  from ..models.gloomhaven_draw_modifier_decision import GloomhavenDrawModifierDecision
  from ..models.gloomhaven_draw_monster_card_decision import GloomhavenDrawMonsterCardDecision
  from ..models.gloomhaven_escort_deck_decision import GloomhavenEscortDeckDecision
  from ..models.gloomhaven_forced_move_decision import GloomhavenForcedMoveDecision
  from ..models.gloomhaven_give_piece_decision import GloomhavenGivePieceDecision
  from ..models.gloomhaven_heal_decision import GloomhavenHealDecision
  from ..models.gloomhaven_hidden_decision import GloomhavenHiddenDecision
  from ..models.gloomhaven_long_rest_decision import GloomhavenLongRestDecision
  from ..models.gloomhaven_lose_cards_decision import GloomhavenLoseCardsDecision
  from ..models.gloomhaven_monster_choice_decision import GloomhavenMonsterChoiceDecision
  from ..models.gloomhaven_monster_element_decision import GloomhavenMonsterElementDecision
  from ..models.gloomhaven_monster_option_decision import GloomhavenMonsterOptionDecision
  from ..models.gloomhaven_monster_turn_in_progress import GloomhavenMonsterTurnInProgress
  from ..models.gloomhaven_move_decision import GloomhavenMoveDecision
  from ..models.gloomhaven_negate_damage_decision import GloomhavenNegateDamageDecision
  from ..models.gloomhaven_path_decision import GloomhavenPathDecision
  from ..models.gloomhaven_perform_decision import GloomhavenPerformDecision
  from ..models.gloomhaven_place_decision import GloomhavenPlaceDecision
  from ..models.gloomhaven_protect_figure_decision import GloomhavenProtectFigureDecision
  from ..models.gloomhaven_recover_decision import GloomhavenRecoverDecision
  from ..models.gloomhaven_remove_monster_decision import GloomhavenRemoveMonsterDecision
  from ..models.gloomhaven_short_rest_card_decision import GloomhavenShortRestCardDecision
  from ..models.gloomhaven_short_rest_decision import GloomhavenShortRestDecision
  from ..models.gloomhaven_short_rest_keep_decision import GloomhavenShortRestKeepDecision
  from ..models.gloomhaven_standee_decision import GloomhavenStandeeDecision
  from ..models.gloomhaven_targeted_decision import GloomhavenTargetedDecision
  from ..models.gloomhaven_turn_in_progress import GloomhavenTurnInProgress
  from ..models.gloomhaven_use_piece_decision import GloomhavenUsePieceDecision
  from ..models.gloomhaven_view_characters_item import GloomhavenViewCharactersItem
  from ..models.gloomhaven_view_dying_item import GloomhavenViewDyingItem
  from ..models.gloomhaven_view_elements import GloomhavenViewElements
  from ..models.gloomhaven_view_escorts_item import GloomhavenViewEscortsItem
  from ..models.gloomhaven_view_levels import GloomhavenViewLevels
  from ..models.gloomhaven_view_markers_item import GloomhavenViewMarkersItem
  from ..models.gloomhaven_view_monster_decks import GloomhavenViewMonsterDecks
  from ..models.gloomhaven_view_monster_modifiers import GloomhavenViewMonsterModifiers
  from ..models.gloomhaven_view_monsters_item import GloomhavenViewMonstersItem
  from ..models.gloomhaven_view_objectives_item import GloomhavenViewObjectivesItem
  from ..models.gloomhaven_view_order_item_item_type_0 import GloomhavenViewOrderItemItemType0
  from ..models.gloomhaven_view_order_item_item_type_1 import GloomhavenViewOrderItemItemType1
  from ..models.gloomhaven_view_order_item_item_type_2 import GloomhavenViewOrderItemItemType2
  from ..models.gloomhaven_view_overlays_item import GloomhavenViewOverlaysItem
  from ..models.gloomhaven_view_pieces_item import GloomhavenViewPiecesItem
  from ..models.gloomhaven_view_summons_item import GloomhavenViewSummonsItem
  from ..models.gloomhaven_view_tally import GloomhavenViewTally





T = TypeVar("T", bound="GloomhavenView")



@_attrs_define
class GloomhavenView:
    """ what one seat (or a spectator) may see of a state

        Attributes:
            acting (bool): the turn at the head of the order has begun
            attack (GloomhavenAttackInProgress | None):
            characters (list[GloomhavenViewCharactersItem]):
            decisions (list[GloomhavenAddTargetDecision | GloomhavenAreaDecision | GloomhavenAttackTargetsDecision |
                GloomhavenBreakTieDecision | GloomhavenCharacterTurnDecision | GloomhavenChooseFigureDecision |
                GloomhavenChooseHexDecision | GloomhavenConsumeDecision | GloomhavenDiscardAugmentDecision |
                GloomhavenDiscardDecision | GloomhavenDrawModifierDecision | GloomhavenDrawMonsterCardDecision |
                GloomhavenEscortDeckDecision | GloomhavenForcedMoveDecision | GloomhavenGivePieceDecision |
                GloomhavenHealDecision | GloomhavenHiddenDecision | GloomhavenLongRestDecision | GloomhavenLoseCardsDecision |
                GloomhavenMonsterChoiceDecision | GloomhavenMonsterElementDecision | GloomhavenMonsterOptionDecision |
                GloomhavenMoveDecision | GloomhavenNegateDamageDecision | GloomhavenPathDecision | GloomhavenPerformDecision |
                GloomhavenPlaceDecision | GloomhavenProtectFigureDecision | GloomhavenRecoverDecision |
                GloomhavenRemoveMonsterDecision | GloomhavenShortRestCardDecision | GloomhavenShortRestDecision |
                GloomhavenShortRestKeepDecision | GloomhavenStandeeDecision | GloomhavenTargetedDecision |
                GloomhavenUsePieceDecision]):
            dying (list[GloomhavenViewDyingItem]):
            elements (GloomhavenViewElements): 0 inert, 1 waning, 2 strong
            escorts (list[GloomhavenViewEscortsItem]):
            game (GloomhavenViewGame):
            levels (GloomhavenViewLevels):
            markers (list[GloomhavenViewMarkersItem]):
            monster_decks (GloomhavenViewMonsterDecks):
            monster_modifiers (GloomhavenViewMonsterModifiers):
            monster_turn (GloomhavenMonsterTurnInProgress | None):
            monsters (list[GloomhavenViewMonstersItem]):
            objectives (list[GloomhavenViewObjectivesItem]):
            options (GloomhavenCompleteOptions):
            order (list[list[GloomhavenViewOrderItemItemType0 | GloomhavenViewOrderItemItemType1 |
                GloomhavenViewOrderItemItemType2]]):
            outcome (GloomhavenViewOutcomeType1 | None): null until the scenario ends
            overlays (list[GloomhavenViewOverlaysItem]):
            phase (GloomhavenViewPhase):
            pieces (list[GloomhavenViewPiecesItem]):
            rooms (list[int]):
            round_ (int):
            rules_version (GloomhavenViewRulesVersion):
            summons (list[GloomhavenViewSummonsItem]):
            tally (GloomhavenViewTally): what the scenario's goals count (goals.py)
            turn (GloomhavenTurnInProgress | None):
            viewer (int | None): the seat this view is for; null: a spectator
            arrived (list[str] | Unset): monster types new to the round that came onto the map during the turn under way
                (not a character's), to take their place in the round as it ends (rooms.py)
     """

    acting: bool
    attack: GloomhavenAttackInProgress | None
    characters: list[GloomhavenViewCharactersItem]
    decisions: list[GloomhavenAddTargetDecision | GloomhavenAreaDecision | GloomhavenAttackTargetsDecision | GloomhavenBreakTieDecision | GloomhavenCharacterTurnDecision | GloomhavenChooseFigureDecision | GloomhavenChooseHexDecision | GloomhavenConsumeDecision | GloomhavenDiscardAugmentDecision | GloomhavenDiscardDecision | GloomhavenDrawModifierDecision | GloomhavenDrawMonsterCardDecision | GloomhavenEscortDeckDecision | GloomhavenForcedMoveDecision | GloomhavenGivePieceDecision | GloomhavenHealDecision | GloomhavenHiddenDecision | GloomhavenLongRestDecision | GloomhavenLoseCardsDecision | GloomhavenMonsterChoiceDecision | GloomhavenMonsterElementDecision | GloomhavenMonsterOptionDecision | GloomhavenMoveDecision | GloomhavenNegateDamageDecision | GloomhavenPathDecision | GloomhavenPerformDecision | GloomhavenPlaceDecision | GloomhavenProtectFigureDecision | GloomhavenRecoverDecision | GloomhavenRemoveMonsterDecision | GloomhavenShortRestCardDecision | GloomhavenShortRestDecision | GloomhavenShortRestKeepDecision | GloomhavenStandeeDecision | GloomhavenTargetedDecision | GloomhavenUsePieceDecision]
    dying: list[GloomhavenViewDyingItem]
    elements: GloomhavenViewElements
    escorts: list[GloomhavenViewEscortsItem]
    game: GloomhavenViewGame
    levels: GloomhavenViewLevels
    markers: list[GloomhavenViewMarkersItem]
    monster_decks: GloomhavenViewMonsterDecks
    monster_modifiers: GloomhavenViewMonsterModifiers
    monster_turn: GloomhavenMonsterTurnInProgress | None
    monsters: list[GloomhavenViewMonstersItem]
    objectives: list[GloomhavenViewObjectivesItem]
    options: GloomhavenCompleteOptions
    order: list[list[GloomhavenViewOrderItemItemType0 | GloomhavenViewOrderItemItemType1 | GloomhavenViewOrderItemItemType2]]
    outcome: GloomhavenViewOutcomeType1 | None
    overlays: list[GloomhavenViewOverlaysItem]
    phase: GloomhavenViewPhase
    pieces: list[GloomhavenViewPiecesItem]
    rooms: list[int]
    round_: int
    rules_version: GloomhavenViewRulesVersion
    summons: list[GloomhavenViewSummonsItem]
    tally: GloomhavenViewTally
    turn: GloomhavenTurnInProgress | None
    viewer: int | None
    arrived: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_add_target_decision import GloomhavenAddTargetDecision # noqa: PLC0415
        from ..models.gloomhaven_area_decision import GloomhavenAreaDecision # noqa: PLC0415
        from ..models.gloomhaven_attack_in_progress import GloomhavenAttackInProgress # noqa: PLC0415
        from ..models.gloomhaven_attack_targets_decision import GloomhavenAttackTargetsDecision # noqa: PLC0415
        from ..models.gloomhaven_break_tie_decision import GloomhavenBreakTieDecision # noqa: PLC0415
        from ..models.gloomhaven_character_turn_decision import GloomhavenCharacterTurnDecision # noqa: PLC0415
        from ..models.gloomhaven_choose_figure_decision import GloomhavenChooseFigureDecision # noqa: PLC0415
        from ..models.gloomhaven_choose_hex_decision import GloomhavenChooseHexDecision # noqa: PLC0415
        from ..models.gloomhaven_complete_options import GloomhavenCompleteOptions # noqa: PLC0415
        from ..models.gloomhaven_consume_decision import GloomhavenConsumeDecision # noqa: PLC0415
        from ..models.gloomhaven_discard_augment_decision import GloomhavenDiscardAugmentDecision # noqa: PLC0415
        from ..models.gloomhaven_discard_decision import GloomhavenDiscardDecision # noqa: PLC0415
        from ..models.gloomhaven_draw_modifier_decision import GloomhavenDrawModifierDecision # noqa: PLC0415
        from ..models.gloomhaven_draw_monster_card_decision import GloomhavenDrawMonsterCardDecision # noqa: PLC0415
        from ..models.gloomhaven_escort_deck_decision import GloomhavenEscortDeckDecision # noqa: PLC0415
        from ..models.gloomhaven_forced_move_decision import GloomhavenForcedMoveDecision # noqa: PLC0415
        from ..models.gloomhaven_give_piece_decision import GloomhavenGivePieceDecision # noqa: PLC0415
        from ..models.gloomhaven_heal_decision import GloomhavenHealDecision # noqa: PLC0415
        from ..models.gloomhaven_hidden_decision import GloomhavenHiddenDecision # noqa: PLC0415
        from ..models.gloomhaven_long_rest_decision import GloomhavenLongRestDecision # noqa: PLC0415
        from ..models.gloomhaven_lose_cards_decision import GloomhavenLoseCardsDecision # noqa: PLC0415
        from ..models.gloomhaven_monster_choice_decision import GloomhavenMonsterChoiceDecision # noqa: PLC0415
        from ..models.gloomhaven_monster_element_decision import GloomhavenMonsterElementDecision # noqa: PLC0415
        from ..models.gloomhaven_monster_option_decision import GloomhavenMonsterOptionDecision # noqa: PLC0415
        from ..models.gloomhaven_monster_turn_in_progress import GloomhavenMonsterTurnInProgress # noqa: PLC0415
        from ..models.gloomhaven_move_decision import GloomhavenMoveDecision # noqa: PLC0415
        from ..models.gloomhaven_negate_damage_decision import GloomhavenNegateDamageDecision # noqa: PLC0415
        from ..models.gloomhaven_path_decision import GloomhavenPathDecision # noqa: PLC0415
        from ..models.gloomhaven_perform_decision import GloomhavenPerformDecision # noqa: PLC0415
        from ..models.gloomhaven_place_decision import GloomhavenPlaceDecision # noqa: PLC0415
        from ..models.gloomhaven_protect_figure_decision import GloomhavenProtectFigureDecision # noqa: PLC0415
        from ..models.gloomhaven_recover_decision import GloomhavenRecoverDecision # noqa: PLC0415
        from ..models.gloomhaven_remove_monster_decision import GloomhavenRemoveMonsterDecision # noqa: PLC0415
        from ..models.gloomhaven_short_rest_card_decision import GloomhavenShortRestCardDecision # noqa: PLC0415
        from ..models.gloomhaven_short_rest_decision import GloomhavenShortRestDecision # noqa: PLC0415
        from ..models.gloomhaven_short_rest_keep_decision import GloomhavenShortRestKeepDecision # noqa: PLC0415
        from ..models.gloomhaven_standee_decision import GloomhavenStandeeDecision # noqa: PLC0415
        from ..models.gloomhaven_targeted_decision import GloomhavenTargetedDecision # noqa: PLC0415
        from ..models.gloomhaven_turn_in_progress import GloomhavenTurnInProgress # noqa: PLC0415
        from ..models.gloomhaven_use_piece_decision import GloomhavenUsePieceDecision # noqa: PLC0415
        from ..models.gloomhaven_view_characters_item import GloomhavenViewCharactersItem # noqa: PLC0415
        from ..models.gloomhaven_view_dying_item import GloomhavenViewDyingItem # noqa: PLC0415
        from ..models.gloomhaven_view_elements import GloomhavenViewElements # noqa: PLC0415
        from ..models.gloomhaven_view_escorts_item import GloomhavenViewEscortsItem # noqa: PLC0415
        from ..models.gloomhaven_view_levels import GloomhavenViewLevels # noqa: PLC0415
        from ..models.gloomhaven_view_markers_item import GloomhavenViewMarkersItem # noqa: PLC0415
        from ..models.gloomhaven_view_monster_decks import GloomhavenViewMonsterDecks # noqa: PLC0415
        from ..models.gloomhaven_view_monster_modifiers import GloomhavenViewMonsterModifiers # noqa: PLC0415
        from ..models.gloomhaven_view_monsters_item import GloomhavenViewMonstersItem # noqa: PLC0415
        from ..models.gloomhaven_view_objectives_item import GloomhavenViewObjectivesItem # noqa: PLC0415
        from ..models.gloomhaven_view_order_item_item_type_0 import GloomhavenViewOrderItemItemType0 # noqa: PLC0415
        from ..models.gloomhaven_view_order_item_item_type_1 import GloomhavenViewOrderItemItemType1 # noqa: PLC0415
        from ..models.gloomhaven_view_order_item_item_type_2 import GloomhavenViewOrderItemItemType2 # noqa: PLC0415
        from ..models.gloomhaven_view_overlays_item import GloomhavenViewOverlaysItem # noqa: PLC0415
        from ..models.gloomhaven_view_pieces_item import GloomhavenViewPiecesItem # noqa: PLC0415
        from ..models.gloomhaven_view_summons_item import GloomhavenViewSummonsItem # noqa: PLC0415
        from ..models.gloomhaven_view_tally import GloomhavenViewTally # noqa: PLC0415
        acting = self.acting

        attack: dict[str, Any] | None
        if isinstance(self.attack, GloomhavenAttackInProgress):
            attack = self.attack.to_dict()
        else:
            attack = self.attack

        characters = []
        for characters_item_data in self.characters:
            characters_item = characters_item_data.to_dict()
            characters.append(characters_item)



        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item: dict[str, Any]
            if isinstance(decisions_item_data, GloomhavenPlaceDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenDiscardDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenBreakTieDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenCharacterTurnDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenMonsterOptionDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenStandeeDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenDrawMonsterCardDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenDrawModifierDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenLongRestDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenMoveDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenAttackTargetsDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenConsumeDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenAreaDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenPathDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenForcedMoveDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenChooseHexDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenRecoverDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenChooseFigureDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenHealDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenPerformDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenLoseCardsDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenDiscardAugmentDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenNegateDamageDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenMonsterChoiceDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenMonsterElementDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenProtectFigureDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenRemoveMonsterDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenEscortDeckDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenShortRestDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenShortRestKeepDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenShortRestCardDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenTargetedDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenAddTargetDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenGivePieceDecision):
                decisions_item = decisions_item_data.to_dict()
            elif isinstance(decisions_item_data, GloomhavenUsePieceDecision):
                decisions_item = decisions_item_data.to_dict()
            else:
                decisions_item = decisions_item_data.to_dict()

            decisions.append(decisions_item)



        dying = []
        for dying_item_data in self.dying:
            dying_item = dying_item_data.to_dict()
            dying.append(dying_item)



        elements = self.elements.to_dict()

        escorts = []
        for escorts_item_data in self.escorts:
            escorts_item = escorts_item_data.to_dict()
            escorts.append(escorts_item)



        game: str = self.game

        levels = self.levels.to_dict()

        markers = []
        for markers_item_data in self.markers:
            markers_item = markers_item_data.to_dict()
            markers.append(markers_item)



        monster_decks = self.monster_decks.to_dict()

        monster_modifiers = self.monster_modifiers.to_dict()

        monster_turn: dict[str, Any] | None
        if isinstance(self.monster_turn, GloomhavenMonsterTurnInProgress):
            monster_turn = self.monster_turn.to_dict()
        else:
            monster_turn = self.monster_turn

        monsters = []
        for monsters_item_data in self.monsters:
            monsters_item = monsters_item_data.to_dict()
            monsters.append(monsters_item)



        objectives = []
        for objectives_item_data in self.objectives:
            objectives_item = objectives_item_data.to_dict()
            objectives.append(objectives_item)



        options = self.options.to_dict()

        order = []
        for order_item_data in self.order:
            order_item = []
            for order_item_item_data in order_item_data:
                order_item_item: dict[str, Any]
                if isinstance(order_item_item_data, GloomhavenViewOrderItemItemType0):
                    order_item_item = order_item_item_data.to_dict()
                elif isinstance(order_item_item_data, GloomhavenViewOrderItemItemType1):
                    order_item_item = order_item_item_data.to_dict()
                else:
                    order_item_item = order_item_item_data.to_dict()

                order_item.append(order_item_item)


            order.append(order_item)



        outcome: None | str
        if isinstance(self.outcome, str):
            outcome = self.outcome
        else:
            outcome = self.outcome

        overlays = []
        for overlays_item_data in self.overlays:
            overlays_item = overlays_item_data.to_dict()
            overlays.append(overlays_item)



        phase: str = self.phase

        pieces = []
        for pieces_item_data in self.pieces:
            pieces_item = pieces_item_data.to_dict()
            pieces.append(pieces_item)



        rooms = self.rooms



        round_ = self.round_

        rules_version: str = self.rules_version

        summons = []
        for summons_item_data in self.summons:
            summons_item = summons_item_data.to_dict()
            summons.append(summons_item)



        tally = self.tally.to_dict()

        turn: dict[str, Any] | None
        if isinstance(self.turn, GloomhavenTurnInProgress):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        viewer: int | None
        viewer = self.viewer

        arrived: list[str] | Unset = UNSET
        if not isinstance(self.arrived, Unset):
            arrived = self.arrived




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "acting": acting,
            "attack": attack,
            "characters": characters,
            "decisions": decisions,
            "dying": dying,
            "elements": elements,
            "escorts": escorts,
            "game": game,
            "levels": levels,
            "markers": markers,
            "monster_decks": monster_decks,
            "monster_modifiers": monster_modifiers,
            "monster_turn": monster_turn,
            "monsters": monsters,
            "objectives": objectives,
            "options": options,
            "order": order,
            "outcome": outcome,
            "overlays": overlays,
            "phase": phase,
            "pieces": pieces,
            "rooms": rooms,
            "round": round_,
            "rules_version": rules_version,
            "summons": summons,
            "tally": tally,
            "turn": turn,
            "viewer": viewer,
        })
        if arrived is not UNSET:
            field_dict["arrived"] = arrived

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_add_target_decision import GloomhavenAddTargetDecision # noqa: PLC0415
        from ..models.gloomhaven_area_decision import GloomhavenAreaDecision # noqa: PLC0415
        from ..models.gloomhaven_attack_in_progress import GloomhavenAttackInProgress # noqa: PLC0415
        from ..models.gloomhaven_attack_targets_decision import GloomhavenAttackTargetsDecision # noqa: PLC0415
        from ..models.gloomhaven_break_tie_decision import GloomhavenBreakTieDecision # noqa: PLC0415
        from ..models.gloomhaven_character_turn_decision import GloomhavenCharacterTurnDecision # noqa: PLC0415
        from ..models.gloomhaven_choose_figure_decision import GloomhavenChooseFigureDecision # noqa: PLC0415
        from ..models.gloomhaven_choose_hex_decision import GloomhavenChooseHexDecision # noqa: PLC0415
        from ..models.gloomhaven_complete_options import GloomhavenCompleteOptions # noqa: PLC0415
        from ..models.gloomhaven_consume_decision import GloomhavenConsumeDecision # noqa: PLC0415
        from ..models.gloomhaven_discard_augment_decision import GloomhavenDiscardAugmentDecision # noqa: PLC0415
        from ..models.gloomhaven_discard_decision import GloomhavenDiscardDecision # noqa: PLC0415
        from ..models.gloomhaven_draw_modifier_decision import GloomhavenDrawModifierDecision # noqa: PLC0415
        from ..models.gloomhaven_draw_monster_card_decision import GloomhavenDrawMonsterCardDecision # noqa: PLC0415
        from ..models.gloomhaven_escort_deck_decision import GloomhavenEscortDeckDecision # noqa: PLC0415
        from ..models.gloomhaven_forced_move_decision import GloomhavenForcedMoveDecision # noqa: PLC0415
        from ..models.gloomhaven_give_piece_decision import GloomhavenGivePieceDecision # noqa: PLC0415
        from ..models.gloomhaven_heal_decision import GloomhavenHealDecision # noqa: PLC0415
        from ..models.gloomhaven_hidden_decision import GloomhavenHiddenDecision # noqa: PLC0415
        from ..models.gloomhaven_long_rest_decision import GloomhavenLongRestDecision # noqa: PLC0415
        from ..models.gloomhaven_lose_cards_decision import GloomhavenLoseCardsDecision # noqa: PLC0415
        from ..models.gloomhaven_monster_choice_decision import GloomhavenMonsterChoiceDecision # noqa: PLC0415
        from ..models.gloomhaven_monster_element_decision import GloomhavenMonsterElementDecision # noqa: PLC0415
        from ..models.gloomhaven_monster_option_decision import GloomhavenMonsterOptionDecision # noqa: PLC0415
        from ..models.gloomhaven_monster_turn_in_progress import GloomhavenMonsterTurnInProgress # noqa: PLC0415
        from ..models.gloomhaven_move_decision import GloomhavenMoveDecision # noqa: PLC0415
        from ..models.gloomhaven_negate_damage_decision import GloomhavenNegateDamageDecision # noqa: PLC0415
        from ..models.gloomhaven_path_decision import GloomhavenPathDecision # noqa: PLC0415
        from ..models.gloomhaven_perform_decision import GloomhavenPerformDecision # noqa: PLC0415
        from ..models.gloomhaven_place_decision import GloomhavenPlaceDecision # noqa: PLC0415
        from ..models.gloomhaven_protect_figure_decision import GloomhavenProtectFigureDecision # noqa: PLC0415
        from ..models.gloomhaven_recover_decision import GloomhavenRecoverDecision # noqa: PLC0415
        from ..models.gloomhaven_remove_monster_decision import GloomhavenRemoveMonsterDecision # noqa: PLC0415
        from ..models.gloomhaven_short_rest_card_decision import GloomhavenShortRestCardDecision # noqa: PLC0415
        from ..models.gloomhaven_short_rest_decision import GloomhavenShortRestDecision # noqa: PLC0415
        from ..models.gloomhaven_short_rest_keep_decision import GloomhavenShortRestKeepDecision # noqa: PLC0415
        from ..models.gloomhaven_standee_decision import GloomhavenStandeeDecision # noqa: PLC0415
        from ..models.gloomhaven_targeted_decision import GloomhavenTargetedDecision # noqa: PLC0415
        from ..models.gloomhaven_turn_in_progress import GloomhavenTurnInProgress # noqa: PLC0415
        from ..models.gloomhaven_use_piece_decision import GloomhavenUsePieceDecision # noqa: PLC0415
        from ..models.gloomhaven_view_characters_item import GloomhavenViewCharactersItem # noqa: PLC0415
        from ..models.gloomhaven_view_dying_item import GloomhavenViewDyingItem # noqa: PLC0415
        from ..models.gloomhaven_view_elements import GloomhavenViewElements # noqa: PLC0415
        from ..models.gloomhaven_view_escorts_item import GloomhavenViewEscortsItem # noqa: PLC0415
        from ..models.gloomhaven_view_levels import GloomhavenViewLevels # noqa: PLC0415
        from ..models.gloomhaven_view_markers_item import GloomhavenViewMarkersItem # noqa: PLC0415
        from ..models.gloomhaven_view_monster_decks import GloomhavenViewMonsterDecks # noqa: PLC0415
        from ..models.gloomhaven_view_monster_modifiers import GloomhavenViewMonsterModifiers # noqa: PLC0415
        from ..models.gloomhaven_view_monsters_item import GloomhavenViewMonstersItem # noqa: PLC0415
        from ..models.gloomhaven_view_objectives_item import GloomhavenViewObjectivesItem # noqa: PLC0415
        from ..models.gloomhaven_view_order_item_item_type_0 import GloomhavenViewOrderItemItemType0 # noqa: PLC0415
        from ..models.gloomhaven_view_order_item_item_type_1 import GloomhavenViewOrderItemItemType1 # noqa: PLC0415
        from ..models.gloomhaven_view_order_item_item_type_2 import GloomhavenViewOrderItemItemType2 # noqa: PLC0415
        from ..models.gloomhaven_view_overlays_item import GloomhavenViewOverlaysItem # noqa: PLC0415
        from ..models.gloomhaven_view_pieces_item import GloomhavenViewPiecesItem # noqa: PLC0415
        from ..models.gloomhaven_view_summons_item import GloomhavenViewSummonsItem # noqa: PLC0415
        from ..models.gloomhaven_view_tally import GloomhavenViewTally # noqa: PLC0415
        d = dict(src_dict)
        acting = d.pop("acting")

        def _parse_attack(data: object) -> GloomhavenAttackInProgress | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                attack_type_0 = GloomhavenAttackInProgress.from_dict(data)



                return attack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GloomhavenAttackInProgress | None, data)

        attack = _parse_attack(d.pop("attack"))


        characters = []
        _characters = d.pop("characters")
        for characters_item_data in (_characters):
            characters_item = GloomhavenViewCharactersItem.from_dict(characters_item_data)



            characters.append(characters_item)


        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in (_decisions):
            def _parse_decisions_item(data: object) -> GloomhavenAddTargetDecision | GloomhavenAreaDecision | GloomhavenAttackTargetsDecision | GloomhavenBreakTieDecision | GloomhavenCharacterTurnDecision | GloomhavenChooseFigureDecision | GloomhavenChooseHexDecision | GloomhavenConsumeDecision | GloomhavenDiscardAugmentDecision | GloomhavenDiscardDecision | GloomhavenDrawModifierDecision | GloomhavenDrawMonsterCardDecision | GloomhavenEscortDeckDecision | GloomhavenForcedMoveDecision | GloomhavenGivePieceDecision | GloomhavenHealDecision | GloomhavenHiddenDecision | GloomhavenLongRestDecision | GloomhavenLoseCardsDecision | GloomhavenMonsterChoiceDecision | GloomhavenMonsterElementDecision | GloomhavenMonsterOptionDecision | GloomhavenMoveDecision | GloomhavenNegateDamageDecision | GloomhavenPathDecision | GloomhavenPerformDecision | GloomhavenPlaceDecision | GloomhavenProtectFigureDecision | GloomhavenRecoverDecision | GloomhavenRemoveMonsterDecision | GloomhavenShortRestCardDecision | GloomhavenShortRestDecision | GloomhavenShortRestKeepDecision | GloomhavenStandeeDecision | GloomhavenTargetedDecision | GloomhavenUsePieceDecision:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_0 = GloomhavenPlaceDecision.from_dict(data)



                    return decisions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_1 = GloomhavenDiscardDecision.from_dict(data)



                    return decisions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_2 = GloomhavenBreakTieDecision.from_dict(data)



                    return decisions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_3 = GloomhavenCharacterTurnDecision.from_dict(data)



                    return decisions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_4 = GloomhavenMonsterOptionDecision.from_dict(data)



                    return decisions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_5 = GloomhavenStandeeDecision.from_dict(data)



                    return decisions_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_6 = GloomhavenDrawMonsterCardDecision.from_dict(data)



                    return decisions_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_7 = GloomhavenDrawModifierDecision.from_dict(data)



                    return decisions_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_8 = GloomhavenLongRestDecision.from_dict(data)



                    return decisions_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_9 = GloomhavenMoveDecision.from_dict(data)



                    return decisions_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_10 = GloomhavenAttackTargetsDecision.from_dict(data)



                    return decisions_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_11 = GloomhavenConsumeDecision.from_dict(data)



                    return decisions_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_12 = GloomhavenAreaDecision.from_dict(data)



                    return decisions_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_13 = GloomhavenPathDecision.from_dict(data)



                    return decisions_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_14 = GloomhavenForcedMoveDecision.from_dict(data)



                    return decisions_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_15 = GloomhavenChooseHexDecision.from_dict(data)



                    return decisions_item_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_16 = GloomhavenRecoverDecision.from_dict(data)



                    return decisions_item_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_17 = GloomhavenChooseFigureDecision.from_dict(data)



                    return decisions_item_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_18 = GloomhavenHealDecision.from_dict(data)



                    return decisions_item_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_19 = GloomhavenPerformDecision.from_dict(data)



                    return decisions_item_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_20 = GloomhavenLoseCardsDecision.from_dict(data)



                    return decisions_item_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_21 = GloomhavenDiscardAugmentDecision.from_dict(data)



                    return decisions_item_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_22 = GloomhavenNegateDamageDecision.from_dict(data)



                    return decisions_item_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_23 = GloomhavenMonsterChoiceDecision.from_dict(data)



                    return decisions_item_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_24 = GloomhavenMonsterElementDecision.from_dict(data)



                    return decisions_item_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_25 = GloomhavenProtectFigureDecision.from_dict(data)



                    return decisions_item_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_26 = GloomhavenRemoveMonsterDecision.from_dict(data)



                    return decisions_item_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_27 = GloomhavenEscortDeckDecision.from_dict(data)



                    return decisions_item_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_28 = GloomhavenShortRestDecision.from_dict(data)



                    return decisions_item_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_29 = GloomhavenShortRestKeepDecision.from_dict(data)



                    return decisions_item_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_30 = GloomhavenShortRestCardDecision.from_dict(data)



                    return decisions_item_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_31 = GloomhavenTargetedDecision.from_dict(data)



                    return decisions_item_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_32 = GloomhavenAddTargetDecision.from_dict(data)



                    return decisions_item_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_33 = GloomhavenGivePieceDecision.from_dict(data)



                    return decisions_item_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decisions_item_type_34 = GloomhavenUsePieceDecision.from_dict(data)



                    return decisions_item_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                decisions_item_type_35 = GloomhavenHiddenDecision.from_dict(data)



                return decisions_item_type_35

            decisions_item = _parse_decisions_item(decisions_item_data)

            decisions.append(decisions_item)


        dying = []
        _dying = d.pop("dying")
        for dying_item_data in (_dying):
            dying_item = GloomhavenViewDyingItem.from_dict(dying_item_data)



            dying.append(dying_item)


        elements = GloomhavenViewElements.from_dict(d.pop("elements"))




        escorts = []
        _escorts = d.pop("escorts")
        for escorts_item_data in (_escorts):
            escorts_item = GloomhavenViewEscortsItem.from_dict(escorts_item_data)



            escorts.append(escorts_item)


        game = check_gloomhaven_view_game(d.pop("game"))




        levels = GloomhavenViewLevels.from_dict(d.pop("levels"))




        markers = []
        _markers = d.pop("markers")
        for markers_item_data in (_markers):
            markers_item = GloomhavenViewMarkersItem.from_dict(markers_item_data)



            markers.append(markers_item)


        monster_decks = GloomhavenViewMonsterDecks.from_dict(d.pop("monster_decks"))




        monster_modifiers = GloomhavenViewMonsterModifiers.from_dict(d.pop("monster_modifiers"))




        def _parse_monster_turn(data: object) -> GloomhavenMonsterTurnInProgress | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                monster_turn_type_0 = GloomhavenMonsterTurnInProgress.from_dict(data)



                return monster_turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GloomhavenMonsterTurnInProgress | None, data)

        monster_turn = _parse_monster_turn(d.pop("monster_turn"))


        monsters = []
        _monsters = d.pop("monsters")
        for monsters_item_data in (_monsters):
            monsters_item = GloomhavenViewMonstersItem.from_dict(monsters_item_data)



            monsters.append(monsters_item)


        objectives = []
        _objectives = d.pop("objectives")
        for objectives_item_data in (_objectives):
            objectives_item = GloomhavenViewObjectivesItem.from_dict(objectives_item_data)



            objectives.append(objectives_item)


        options = GloomhavenCompleteOptions.from_dict(d.pop("options"))




        order = []
        _order = d.pop("order")
        for order_item_data in (_order):
            order_item = []
            _order_item = order_item_data
            for order_item_item_data in (_order_item):
                def _parse_order_item_item(data: object) -> GloomhavenViewOrderItemItemType0 | GloomhavenViewOrderItemItemType1 | GloomhavenViewOrderItemItemType2:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        order_item_item_type_0 = GloomhavenViewOrderItemItemType0.from_dict(data)



                        return order_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        order_item_item_type_1 = GloomhavenViewOrderItemItemType1.from_dict(data)



                        return order_item_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    order_item_item_type_2 = GloomhavenViewOrderItemItemType2.from_dict(data)



                    return order_item_item_type_2

                order_item_item = _parse_order_item_item(order_item_item_data)

                order_item.append(order_item_item)

            order.append(order_item)


        def _parse_outcome(data: object) -> GloomhavenViewOutcomeType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_1 = check_gloomhaven_view_outcome_type_1(data)



                return outcome_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GloomhavenViewOutcomeType1 | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        overlays = []
        _overlays = d.pop("overlays")
        for overlays_item_data in (_overlays):
            overlays_item = GloomhavenViewOverlaysItem.from_dict(overlays_item_data)



            overlays.append(overlays_item)


        phase = check_gloomhaven_view_phase(d.pop("phase"))




        pieces = []
        _pieces = d.pop("pieces")
        for pieces_item_data in (_pieces):
            pieces_item = GloomhavenViewPiecesItem.from_dict(pieces_item_data)



            pieces.append(pieces_item)


        rooms = cast(list[int], d.pop("rooms"))


        round_ = d.pop("round")

        rules_version = check_gloomhaven_view_rules_version(d.pop("rules_version"))




        summons = []
        _summons = d.pop("summons")
        for summons_item_data in (_summons):
            summons_item = GloomhavenViewSummonsItem.from_dict(summons_item_data)



            summons.append(summons_item)


        tally = GloomhavenViewTally.from_dict(d.pop("tally"))




        def _parse_turn(data: object) -> GloomhavenTurnInProgress | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_0 = GloomhavenTurnInProgress.from_dict(data)



                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GloomhavenTurnInProgress | None, data)

        turn = _parse_turn(d.pop("turn"))


        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        arrived = cast(list[str], d.pop("arrived", UNSET))


        gloomhaven_view = cls(
            acting=acting,
            attack=attack,
            characters=characters,
            decisions=decisions,
            dying=dying,
            elements=elements,
            escorts=escorts,
            game=game,
            levels=levels,
            markers=markers,
            monster_decks=monster_decks,
            monster_modifiers=monster_modifiers,
            monster_turn=monster_turn,
            monsters=monsters,
            objectives=objectives,
            options=options,
            order=order,
            outcome=outcome,
            overlays=overlays,
            phase=phase,
            pieces=pieces,
            rooms=rooms,
            round_=round_,
            rules_version=rules_version,
            summons=summons,
            tally=tally,
            turn=turn,
            viewer=viewer,
            arrived=arrived,
        )

        return gloomhaven_view

