from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction
  from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction
  from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction
  from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction
  from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction
  from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction
  from ..models.foundations_of_rome_state import FoundationsOfRomeState
  from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction





T = TypeVar("T", bound="ApplyRequest")



@_attrs_define
class ApplyRequest:
    """ 
        Attributes:
            action (FoundationsOfRomeBuyDeedAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealDeedAction |
                FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeFirstPlayerAction |
                FoundationsOfRomeTakeIncomeAction): an action of this game
            player (int | None | Unset): whose view a sealed answer carries (the deployment decides); missing or null: a
                spectator's
            seal (bool | Unset): answer with state_token and the view of 'player' instead of the state (always so where the
                deployment requires sealed states) Default: False.
            state (FoundationsOfRomeState | Unset): a full Foundations of Rome state (hidden information included)
            state_token (str | Unset): a state sealed by this service (send this or state)
     """

    action: FoundationsOfRomeBuyDeedAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeTakeIncomeAction
    player: int | None | Unset = UNSET
    seal: bool | Unset = False
    state: FoundationsOfRomeState | Unset = UNSET
    state_token: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, FoundationsOfRomeTakeIncomeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeBuyDeedAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeConstructAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeDraftDeedAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeFirstPlayerAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeDealDeedAction):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        player: int | None | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        seal = self.seal

        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        state_token = self.state_token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if player is not UNSET:
            field_dict["player"] = player
        if seal is not UNSET:
            field_dict["seal"] = seal
        if state is not UNSET:
            field_dict["state"] = state
        if state_token is not UNSET:
            field_dict["state_token"] = state_token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> FoundationsOfRomeBuyDeedAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeTakeIncomeAction:
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

        action = _parse_action(d.pop("action"))


        def _parse_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


        seal = d.pop("seal", UNSET)

        _state = d.pop("state", UNSET)
        state: FoundationsOfRomeState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = FoundationsOfRomeState.from_dict(_state)




        state_token = d.pop("state_token", UNSET)

        apply_request = cls(
            action=action,
            player=player,
            seal=seal,
            state=state,
            state_token=state_token,
        )

        return apply_request

