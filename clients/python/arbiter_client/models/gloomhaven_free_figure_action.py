from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_free_figure_action_half import check_gloomhaven_free_figure_action_half
from ..models.gloomhaven_free_figure_action_half import GloomhavenFreeFigureActionHalf
from ..models.gloomhaven_free_figure_action_type import check_gloomhaven_free_figure_action_type
from ..models.gloomhaven_free_figure_action_type import GloomhavenFreeFigureActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenFreeFigureAction")



@_attrs_define
class GloomhavenFreeFigureAction:
    """ a figure beside the character freed (removed from the map) by giving up an action of a card (discarded): #44's
    captives

        Attributes:
            card (int):
            character (int): index of the character in state.characters
            figure (str):
            half (GloomhavenFreeFigureActionHalf):
            player (int): the acting seat
            type_ (GloomhavenFreeFigureActionType):
     """

    card: int
    character: int
    figure: str
    half: GloomhavenFreeFigureActionHalf
    player: int
    type_: GloomhavenFreeFigureActionType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        character = self.character

        figure = self.figure

        half: str = self.half

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "character": character,
            "figure": figure,
            "half": half,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        character = d.pop("character")

        figure = d.pop("figure")

        half = check_gloomhaven_free_figure_action_half(d.pop("half"))




        player = d.pop("player")

        type_ = check_gloomhaven_free_figure_action_type(d.pop("type"))




        gloomhaven_free_figure_action = cls(
            card=card,
            character=character,
            figure=figure,
            half=half,
            player=player,
            type_=type_,
        )

        return gloomhaven_free_figure_action

