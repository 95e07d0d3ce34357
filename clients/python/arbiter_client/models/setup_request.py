from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_options import FoundationsOfRomeOptions
  from ..models.founders_of_gloomhaven_options import FoundersOfGloomhavenOptions
  from ..models.gloomhaven_options import GloomhavenOptions





T = TypeVar("T", bound="SetupRequest")



@_attrs_define
class SetupRequest:
    """ 
        Attributes:
            options (FoundationsOfRomeOptions | FoundersOfGloomhavenOptions | GloomhavenOptions): setup options of some game
            player (int | None | Unset): whose view a sealed answer carries (the deployment decides); missing or null: a
                spectator's
            seal (bool | Unset): answer with state_token and the view of 'player' instead of the state (always so where the
                deployment requires sealed states) Default: False.
            seed (int | None | Unset): fixes every random draw of the game; missing or null: chosen at random (refused where
                the deployment requires sealed states: a seed reveals every draw)
     """

    options: FoundationsOfRomeOptions | FoundersOfGloomhavenOptions | GloomhavenOptions
    player: int | None | Unset = UNSET
    seal: bool | Unset = False
    seed: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_options import FoundationsOfRomeOptions # noqa: PLC0415
        from ..models.founders_of_gloomhaven_options import FoundersOfGloomhavenOptions # noqa: PLC0415
        from ..models.gloomhaven_options import GloomhavenOptions # noqa: PLC0415
        options: dict[str, Any]
        if isinstance(self.options, FoundationsOfRomeOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, FoundersOfGloomhavenOptions):
            options = self.options.to_dict()
        else:
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
        from ..models.foundations_of_rome_options import FoundationsOfRomeOptions # noqa: PLC0415
        from ..models.founders_of_gloomhaven_options import FoundersOfGloomhavenOptions # noqa: PLC0415
        from ..models.gloomhaven_options import GloomhavenOptions # noqa: PLC0415
        d = dict(src_dict)
        def _parse_options(data: object) -> FoundationsOfRomeOptions | FoundersOfGloomhavenOptions | GloomhavenOptions:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_options_type_0 = FoundationsOfRomeOptions.from_dict(data)



                return componentsschemas_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_options_type_1 = FoundersOfGloomhavenOptions.from_dict(data)



                return componentsschemas_options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_options_type_2 = GloomhavenOptions.from_dict(data)



            return componentsschemas_options_type_2

        options = _parse_options(d.pop("options"))


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


        setup_request = cls(
            options=options,
            player=player,
            seal=seal,
            seed=seed,
        )

        return setup_request

