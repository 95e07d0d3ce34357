from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status_outcome_type_1 import check_game_status_outcome_type_1
from ..models.game_status_outcome_type_1 import GameStatusOutcomeType1
from ..models.game_status_outcome_type_2_type_1 import check_game_status_outcome_type_2_type_1
from ..models.game_status_outcome_type_2_type_1 import GameStatusOutcomeType2Type1
from ..models.game_status_outcome_type_3_type_1 import check_game_status_outcome_type_3_type_1
from ..models.game_status_outcome_type_3_type_1 import GameStatusOutcomeType3Type1
from typing import cast






T = TypeVar("T", bound="GameStatus")



@_attrs_define
class GameStatus:
    """ 
        Attributes:
            awaiting (list[int]): seats whose decision is pending (several for a simultaneous choice; -1: the chance seat, a
                draw made at the table)
            outcome (GameStatusOutcomeType1 | GameStatusOutcomeType2Type1 | GameStatusOutcomeType3Type1 | None): a
                cooperative game's result once terminal; null for competitive games and before the end
            phase (str):
            scores (list[int] | None): each player's final score once terminal, else null
            terminal (bool):
            winners (list[int] | None): the winning players once terminal, else null (a cooperative game: every seat on
                victory, none on defeat)
     """

    awaiting: list[int]
    outcome: GameStatusOutcomeType1 | GameStatusOutcomeType2Type1 | GameStatusOutcomeType3Type1 | None
    phase: str
    scores: list[int] | None
    terminal: bool
    winners: list[int] | None





    def to_dict(self) -> dict[str, Any]:
        awaiting = self.awaiting



        outcome: None | str
        if isinstance(self.outcome, str):
            outcome = self.outcome
        elif isinstance(self.outcome, str):
            outcome = self.outcome
        elif isinstance(self.outcome, str):
            outcome = self.outcome
        else:
            outcome = self.outcome

        phase = self.phase

        scores: list[int] | None
        if isinstance(self.scores, list):
            scores = self.scores


        else:
            scores = self.scores

        terminal = self.terminal

        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners


        else:
            winners = self.winners


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "awaiting": awaiting,
            "outcome": outcome,
            "phase": phase,
            "scores": scores,
            "terminal": terminal,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        awaiting = cast(list[int], d.pop("awaiting"))


        def _parse_outcome(data: object) -> GameStatusOutcomeType1 | GameStatusOutcomeType2Type1 | GameStatusOutcomeType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_1 = check_game_status_outcome_type_1(data)



                return outcome_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_2_type_1 = check_game_status_outcome_type_2_type_1(data)



                return outcome_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_3_type_1 = check_game_status_outcome_type_3_type_1(data)



                return outcome_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameStatusOutcomeType1 | GameStatusOutcomeType2Type1 | GameStatusOutcomeType3Type1 | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        phase = d.pop("phase")

        def _parse_scores(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[int], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        scores = _parse_scores(d.pop("scores"))


        terminal = d.pop("terminal")

        def _parse_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        winners = _parse_winners(d.pop("winners"))


        game_status = cls(
            awaiting=awaiting,
            outcome=outcome,
            phase=phase,
            scores=scores,
            terminal=terminal,
            winners=winners,
        )

        return game_status

