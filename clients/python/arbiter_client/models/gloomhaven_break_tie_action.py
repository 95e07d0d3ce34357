from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_break_tie_action_type import check_gloomhaven_break_tie_action_type
from ..models.gloomhaven_break_tie_action_type import GloomhavenBreakTieActionType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_break_tie_action_first_type_0 import GloomhavenBreakTieActionFirstType0
  from ..models.gloomhaven_break_tie_action_first_type_1 import GloomhavenBreakTieActionFirstType1
  from ..models.gloomhaven_break_tie_action_first_type_2 import GloomhavenBreakTieActionFirstType2





T = TypeVar("T", bound="GloomhavenBreakTieAction")



@_attrs_define
class GloomhavenBreakTieAction:
    """ the players decide a tie of initiative: which tied turn goes first

        Attributes:
            first (GloomhavenBreakTieActionFirstType0 | GloomhavenBreakTieActionFirstType1 |
                GloomhavenBreakTieActionFirstType2): a turn of the round: a character's, a monster type's or an escort's
            player (int): the acting seat
            type_ (GloomhavenBreakTieActionType):
     """

    first: GloomhavenBreakTieActionFirstType0 | GloomhavenBreakTieActionFirstType1 | GloomhavenBreakTieActionFirstType2
    player: int
    type_: GloomhavenBreakTieActionType





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_break_tie_action_first_type_0 import GloomhavenBreakTieActionFirstType0 # noqa: PLC0415
        from ..models.gloomhaven_break_tie_action_first_type_1 import GloomhavenBreakTieActionFirstType1 # noqa: PLC0415
        from ..models.gloomhaven_break_tie_action_first_type_2 import GloomhavenBreakTieActionFirstType2 # noqa: PLC0415
        first: dict[str, Any]
        if isinstance(self.first, GloomhavenBreakTieActionFirstType0):
            first = self.first.to_dict()
        elif isinstance(self.first, GloomhavenBreakTieActionFirstType1):
            first = self.first.to_dict()
        else:
            first = self.first.to_dict()


        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "first": first,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_break_tie_action_first_type_0 import GloomhavenBreakTieActionFirstType0 # noqa: PLC0415
        from ..models.gloomhaven_break_tie_action_first_type_1 import GloomhavenBreakTieActionFirstType1 # noqa: PLC0415
        from ..models.gloomhaven_break_tie_action_first_type_2 import GloomhavenBreakTieActionFirstType2 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_first(data: object) -> GloomhavenBreakTieActionFirstType0 | GloomhavenBreakTieActionFirstType1 | GloomhavenBreakTieActionFirstType2:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_type_0 = GloomhavenBreakTieActionFirstType0.from_dict(data)



                return first_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_type_1 = GloomhavenBreakTieActionFirstType1.from_dict(data)



                return first_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            first_type_2 = GloomhavenBreakTieActionFirstType2.from_dict(data)



            return first_type_2

        first = _parse_first(d.pop("first"))


        player = d.pop("player")

        type_ = check_gloomhaven_break_tie_action_type(d.pop("type"))




        gloomhaven_break_tie_action = cls(
            first=first,
            player=player,
            type_=type_,
        )

        return gloomhaven_break_tie_action

