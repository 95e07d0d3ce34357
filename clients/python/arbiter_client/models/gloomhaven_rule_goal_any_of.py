from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_goal_any_of_type import check_gloomhaven_rule_goal_any_of_type
from ..models.gloomhaven_rule_goal_any_of_type import GloomhavenRuleGoalAnyOfType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_goal_destroy import GloomhavenRuleGoalDestroy
  from ..models.gloomhaven_rule_goal_kill import GloomhavenRuleGoalKill
  from ..models.gloomhaven_rule_goal_kill_all import GloomhavenRuleGoalKillAll
  from ..models.gloomhaven_rule_goal_kill_revealed import GloomhavenRuleGoalKillRevealed
  from ..models.gloomhaven_rule_goal_piece_used import GloomhavenRuleGoalPieceUsed
  from ..models.gloomhaven_rule_goal_reveal import GloomhavenRuleGoalReveal
  from ..models.gloomhaven_rule_goal_survive import GloomhavenRuleGoalSurvive





T = TypeVar("T", bound="GloomhavenRuleGoalAnyOf")



@_attrs_define
class GloomhavenRuleGoalAnyOf:
    """ one of the options holds: each a list of goals that must all hold (#82's two conclusions)

        Attributes:
            options (list[list[Any | GloomhavenRuleGoalDestroy | GloomhavenRuleGoalKill | GloomhavenRuleGoalKillAll |
                GloomhavenRuleGoalKillRevealed | GloomhavenRuleGoalPieceUsed | GloomhavenRuleGoalReveal |
                GloomhavenRuleGoalSurvive]]):
            type_ (GloomhavenRuleGoalAnyOfType):
     """

    options: list[list[Any | GloomhavenRuleGoalDestroy | GloomhavenRuleGoalKill | GloomhavenRuleGoalKillAll | GloomhavenRuleGoalKillRevealed | GloomhavenRuleGoalPieceUsed | GloomhavenRuleGoalReveal | GloomhavenRuleGoalSurvive]]
    type_: GloomhavenRuleGoalAnyOfType





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_goal_destroy import GloomhavenRuleGoalDestroy # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill import GloomhavenRuleGoalKill # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill_all import GloomhavenRuleGoalKillAll # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill_revealed import GloomhavenRuleGoalKillRevealed # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_piece_used import GloomhavenRuleGoalPieceUsed # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_reveal import GloomhavenRuleGoalReveal # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_survive import GloomhavenRuleGoalSurvive # noqa: PLC0415
        options = []
        for options_item_data in self.options:
            options_item = []
            for options_item_item_data in options_item_data:
                options_item_item: Any | dict[str, Any]
                if isinstance(options_item_item_data, GloomhavenRuleGoalKillAll):
                    options_item_item = options_item_item_data.to_dict()
                elif isinstance(options_item_item_data, GloomhavenRuleGoalKillRevealed):
                    options_item_item = options_item_item_data.to_dict()
                elif isinstance(options_item_item_data, GloomhavenRuleGoalKill):
                    options_item_item = options_item_item_data.to_dict()
                elif isinstance(options_item_item_data, GloomhavenRuleGoalSurvive):
                    options_item_item = options_item_item_data.to_dict()
                elif isinstance(options_item_item_data, GloomhavenRuleGoalReveal):
                    options_item_item = options_item_item_data.to_dict()
                elif isinstance(options_item_item_data, GloomhavenRuleGoalDestroy):
                    options_item_item = options_item_item_data.to_dict()
                elif isinstance(options_item_item_data, GloomhavenRuleGoalPieceUsed):
                    options_item_item = options_item_item_data.to_dict()
                else:
                    options_item_item = options_item_item_data
                options_item.append(options_item_item)


            options.append(options_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "options": options,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_goal_destroy import GloomhavenRuleGoalDestroy # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill import GloomhavenRuleGoalKill # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill_all import GloomhavenRuleGoalKillAll # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_kill_revealed import GloomhavenRuleGoalKillRevealed # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_piece_used import GloomhavenRuleGoalPieceUsed # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_reveal import GloomhavenRuleGoalReveal # noqa: PLC0415
        from ..models.gloomhaven_rule_goal_survive import GloomhavenRuleGoalSurvive # noqa: PLC0415
        d = dict(src_dict)
        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = []
            _options_item = options_item_data
            for options_item_item_data in (_options_item):
                def _parse_options_item_item(data: object) -> Any | GloomhavenRuleGoalDestroy | GloomhavenRuleGoalKill | GloomhavenRuleGoalKillAll | GloomhavenRuleGoalKillRevealed | GloomhavenRuleGoalPieceUsed | GloomhavenRuleGoalReveal | GloomhavenRuleGoalSurvive:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        options_item_item_type_0 = GloomhavenRuleGoalKillAll.from_dict(data)



                        return options_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        options_item_item_type_1 = GloomhavenRuleGoalKillRevealed.from_dict(data)



                        return options_item_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        options_item_item_type_2 = GloomhavenRuleGoalKill.from_dict(data)



                        return options_item_item_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        options_item_item_type_6 = GloomhavenRuleGoalSurvive.from_dict(data)



                        return options_item_item_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        options_item_item_type_7 = GloomhavenRuleGoalReveal.from_dict(data)



                        return options_item_item_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        options_item_item_type_8 = GloomhavenRuleGoalDestroy.from_dict(data)



                        return options_item_item_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        options_item_item_type_9 = GloomhavenRuleGoalPieceUsed.from_dict(data)



                        return options_item_item_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(Any | GloomhavenRuleGoalDestroy | GloomhavenRuleGoalKill | GloomhavenRuleGoalKillAll | GloomhavenRuleGoalKillRevealed | GloomhavenRuleGoalPieceUsed | GloomhavenRuleGoalReveal | GloomhavenRuleGoalSurvive, data)

                options_item_item = _parse_options_item_item(options_item_item_data)

                options_item.append(options_item_item)

            options.append(options_item)


        type_ = check_gloomhaven_rule_goal_any_of_type(d.pop("type"))




        gloomhaven_rule_goal_any_of = cls(
            options=options,
            type_=type_,
        )

        return gloomhaven_rule_goal_any_of

