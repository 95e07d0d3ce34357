from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.legal_actions_response_reason import check_legal_actions_response_reason
from ..models.legal_actions_response_reason import LegalActionsResponseReason
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction
  from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction
  from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction
  from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction
  from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction
  from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction
  from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction
  from ..models.game_status import GameStatus





T = TypeVar("T", bound="LegalActionsResponse")



@_attrs_define
class LegalActionsResponse:
    """ 
        Attributes:
            actions (list[FoundationsOfRomeBuyDeedAction | FoundationsOfRomeConstructAction |
                FoundationsOfRomeDealDeedAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawDeedAction |
                FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeTakeIncomeAction]):
            status (GameStatus):
            reason (LegalActionsResponseReason | Unset): only when 'actions' is empty, why: game_over, or not_awaiting (the
                seat asked for has nothing to decide now; 'status.awaiting' says who has)
     """

    actions: list[FoundationsOfRomeBuyDeedAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeTakeIncomeAction]
    status: GameStatus
    reason: LegalActionsResponseReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, FoundationsOfRomeTakeIncomeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeBuyDeedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeConstructAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeDraftDeedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeFirstPlayerAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FoundationsOfRomeDealDeedAction):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)



        status = self.status.to_dict()

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "actions": actions,
            "status": status,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> FoundationsOfRomeBuyDeedAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeTakeIncomeAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_action_type_0 = FoundationsOfRomeTakeIncomeAction.from_dict(data)



                    return componentsschemas_foundations_of_rome_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_action_type_1 = FoundationsOfRomeBuyDeedAction.from_dict(data)



                    return componentsschemas_foundations_of_rome_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_action_type_2 = FoundationsOfRomeConstructAction.from_dict(data)



                    return componentsschemas_foundations_of_rome_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_action_type_3 = FoundationsOfRomeDraftDeedAction.from_dict(data)



                    return componentsschemas_foundations_of_rome_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_action_type_4 = FoundationsOfRomeFirstPlayerAction.from_dict(data)



                    return componentsschemas_foundations_of_rome_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_action_type_5 = FoundationsOfRomeDealDeedAction.from_dict(data)



                    return componentsschemas_foundations_of_rome_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_6 = FoundationsOfRomeDrawDeedAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_6

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        status = GameStatus.from_dict(d.pop("status"))




        _reason = d.pop("reason", UNSET)
        reason: LegalActionsResponseReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = check_legal_actions_response_reason(_reason)




        legal_actions_response = cls(
            actions=actions,
            status=status,
            reason=reason,
        )

        return legal_actions_response

