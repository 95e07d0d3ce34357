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
  from ..models.foundations_of_rome_options import FoundationsOfRomeOptions
  from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction





T = TypeVar("T", bound="ReplayRequest")



@_attrs_define
class ReplayRequest:
    """ 
        Attributes:
            actions (list[FoundationsOfRomeBuyDeedAction | FoundationsOfRomeConstructAction |
                FoundationsOfRomeDealDeedAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawDeedAction |
                FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeTakeIncomeAction]): the actions to apply in order, from
                the state that setup gives
            options (FoundationsOfRomeOptions): setup options of Foundations of Rome
            player (int | None | Unset): whose view a sealed answer carries (the deployment decides); missing or null: a
                spectator's
            seal (bool | Unset): answer with state_token and the view of 'player' instead of the state (always so where the
                deployment requires sealed states) Default: False.
            seed (int | None | Unset): the seed of the game (required with randomness 'seeded'); null or missing with
                randomness 'table', whose draws are chance actions in 'actions'
     """

    actions: list[FoundationsOfRomeBuyDeedAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeTakeIncomeAction]
    options: FoundationsOfRomeOptions
    player: int | None | Unset = UNSET
    seal: bool | Unset = False
    seed: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_options import FoundationsOfRomeOptions # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
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



        options = self.options.to_dict()

        player: int | None | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        seal = self.seal

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "actions": actions,
            "options": options,
        })
        if player is not UNSET:
            field_dict["player"] = player
        if seal is not UNSET:
            field_dict["seal"] = seal
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_options import FoundationsOfRomeOptions # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
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


        options = FoundationsOfRomeOptions.from_dict(d.pop("options"))




        def _parse_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


        seal = d.pop("seal", UNSET)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        replay_request = cls(
            actions=actions,
            options=options,
            player=player,
            seal=seal,
            seed=seed,
        )

        return replay_request

