from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_options_consul_type_1 import check_foundations_of_rome_options_consul_type_1
from ..models.foundations_of_rome_options_consul_type_1 import FoundationsOfRomeOptionsConsulType1
from ..models.foundations_of_rome_options_consul_type_2_type_1 import check_foundations_of_rome_options_consul_type_2_type_1
from ..models.foundations_of_rome_options_consul_type_2_type_1 import FoundationsOfRomeOptionsConsulType2Type1
from ..models.foundations_of_rome_options_consul_type_3_type_1 import check_foundations_of_rome_options_consul_type_3_type_1
from ..models.foundations_of_rome_options_consul_type_3_type_1 import FoundationsOfRomeOptionsConsulType3Type1
from ..models.foundations_of_rome_options_objectives_type_1 import check_foundations_of_rome_options_objectives_type_1
from ..models.foundations_of_rome_options_objectives_type_1 import FoundationsOfRomeOptionsObjectivesType1
from ..models.foundations_of_rome_options_objectives_type_2_type_1 import check_foundations_of_rome_options_objectives_type_2_type_1
from ..models.foundations_of_rome_options_objectives_type_2_type_1 import FoundationsOfRomeOptionsObjectivesType2Type1
from ..models.foundations_of_rome_options_objectives_type_3_type_1 import check_foundations_of_rome_options_objectives_type_3_type_1
from ..models.foundations_of_rome_options_objectives_type_3_type_1 import FoundationsOfRomeOptionsObjectivesType3Type1
from ..models.foundations_of_rome_options_randomness import check_foundations_of_rome_options_randomness
from ..models.foundations_of_rome_options_randomness import FoundationsOfRomeOptionsRandomness
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeOptions")



@_attrs_define
class FoundationsOfRomeOptions:
    """ setup options of Foundations of Rome

        Attributes:
            players (int): 2–4 with the core game, 5 with the 5th Player expansion
            consul (FoundationsOfRomeOptionsConsulType1 | FoundationsOfRomeOptionsConsulType2Type1 |
                FoundationsOfRomeOptionsConsulType3Type1 | None | Unset): Will of the Consul (cooperative, 2-4 players,
                Monuments allowed, no other module): its difficulty; null: not played (docs/foundations-of-rome-consul.md)
            deed_drafting (bool | Unset): the optional Deed Drafting setup rule Default: False.
            first_player (int | None | Unset): seat of the first player; null: chosen at random (by the seed or the table)
            invocations (bool | Unset): the Invocations module (3 cards shuffled into each Era deck, bought like deeds, used
                on your turn); Arbiter's own card set Default: False.
            monuments (bool | Unset): the Monuments expansion: players + 3 shared Monuments to build (reconstructed values,
                docs/foundations-of-rome-monuments.md) Default: False.
            objectives (FoundationsOfRomeOptionsObjectivesType1 | FoundationsOfRomeOptionsObjectivesType2Type1 |
                FoundationsOfRomeOptionsObjectivesType3Type1 | None | Unset): the Objectives module: hidden (deal 2, keep 1) or
                public (players-many face up); Arbiter's own card set (docs/foundations-of-rome-modules.md)
            randomness (FoundationsOfRomeOptionsRandomness | Unset): seeded: the service draws from the seed; table: every
                draw (shuffle, deal, first-player pick) is a decision of the chance seat -1, whose legal actions are the
                possible outcomes, so an app can follow a game played with real cards Default: 'seeded'.
            roles (bool | Unset): the Player Roles module (deal 2, keep 1, reveal); Arbiter's own card set Default: False.
            stealing (bool | Unset): the Trading & Stealing module's Stealing rules (with two Favor tokens each) Default:
                False.
            trading (bool | Unset): the Trading & Stealing module's Trading rules (with two Favor tokens each) Default:
                False.
     """

    players: int
    consul: FoundationsOfRomeOptionsConsulType1 | FoundationsOfRomeOptionsConsulType2Type1 | FoundationsOfRomeOptionsConsulType3Type1 | None | Unset = UNSET
    deed_drafting: bool | Unset = False
    first_player: int | None | Unset = UNSET
    invocations: bool | Unset = False
    monuments: bool | Unset = False
    objectives: FoundationsOfRomeOptionsObjectivesType1 | FoundationsOfRomeOptionsObjectivesType2Type1 | FoundationsOfRomeOptionsObjectivesType3Type1 | None | Unset = UNSET
    randomness: FoundationsOfRomeOptionsRandomness | Unset = 'seeded'
    roles: bool | Unset = False
    stealing: bool | Unset = False
    trading: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        players = self.players

        consul: None | str | Unset
        if isinstance(self.consul, Unset):
            consul = UNSET
        elif isinstance(self.consul, str):
            consul = self.consul
        elif isinstance(self.consul, str):
            consul = self.consul
        elif isinstance(self.consul, str):
            consul = self.consul
        else:
            consul = self.consul

        deed_drafting = self.deed_drafting

        first_player: int | None | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        invocations = self.invocations

        monuments = self.monuments

        objectives: None | str | Unset
        if isinstance(self.objectives, Unset):
            objectives = UNSET
        elif isinstance(self.objectives, str):
            objectives = self.objectives
        elif isinstance(self.objectives, str):
            objectives = self.objectives
        elif isinstance(self.objectives, str):
            objectives = self.objectives
        else:
            objectives = self.objectives

        randomness: str | Unset = UNSET
        if not isinstance(self.randomness, Unset):
            randomness = self.randomness


        roles = self.roles

        stealing = self.stealing

        trading = self.trading


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if consul is not UNSET:
            field_dict["consul"] = consul
        if deed_drafting is not UNSET:
            field_dict["deed_drafting"] = deed_drafting
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if invocations is not UNSET:
            field_dict["invocations"] = invocations
        if monuments is not UNSET:
            field_dict["monuments"] = monuments
        if objectives is not UNSET:
            field_dict["objectives"] = objectives
        if randomness is not UNSET:
            field_dict["randomness"] = randomness
        if roles is not UNSET:
            field_dict["roles"] = roles
        if stealing is not UNSET:
            field_dict["stealing"] = stealing
        if trading is not UNSET:
            field_dict["trading"] = trading

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        def _parse_consul(data: object) -> FoundationsOfRomeOptionsConsulType1 | FoundationsOfRomeOptionsConsulType2Type1 | FoundationsOfRomeOptionsConsulType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                consul_type_1 = check_foundations_of_rome_options_consul_type_1(data)



                return consul_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                consul_type_2_type_1 = check_foundations_of_rome_options_consul_type_2_type_1(data)



                return consul_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                consul_type_3_type_1 = check_foundations_of_rome_options_consul_type_3_type_1(data)



                return consul_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeOptionsConsulType1 | FoundationsOfRomeOptionsConsulType2Type1 | FoundationsOfRomeOptionsConsulType3Type1 | None | Unset, data)

        consul = _parse_consul(d.pop("consul", UNSET))


        deed_drafting = d.pop("deed_drafting", UNSET)

        def _parse_first_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))


        invocations = d.pop("invocations", UNSET)

        monuments = d.pop("monuments", UNSET)

        def _parse_objectives(data: object) -> FoundationsOfRomeOptionsObjectivesType1 | FoundationsOfRomeOptionsObjectivesType2Type1 | FoundationsOfRomeOptionsObjectivesType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                objectives_type_1 = check_foundations_of_rome_options_objectives_type_1(data)



                return objectives_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                objectives_type_2_type_1 = check_foundations_of_rome_options_objectives_type_2_type_1(data)



                return objectives_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                objectives_type_3_type_1 = check_foundations_of_rome_options_objectives_type_3_type_1(data)



                return objectives_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeOptionsObjectivesType1 | FoundationsOfRomeOptionsObjectivesType2Type1 | FoundationsOfRomeOptionsObjectivesType3Type1 | None | Unset, data)

        objectives = _parse_objectives(d.pop("objectives", UNSET))


        _randomness = d.pop("randomness", UNSET)
        randomness: FoundationsOfRomeOptionsRandomness | Unset
        if isinstance(_randomness,  Unset):
            randomness = UNSET
        else:
            randomness = check_foundations_of_rome_options_randomness(_randomness)




        roles = d.pop("roles", UNSET)

        stealing = d.pop("stealing", UNSET)

        trading = d.pop("trading", UNSET)

        foundations_of_rome_options = cls(
            players=players,
            consul=consul,
            deed_drafting=deed_drafting,
            first_player=first_player,
            invocations=invocations,
            monuments=monuments,
            objectives=objectives,
            randomness=randomness,
            roles=roles,
            stealing=stealing,
            trading=trading,
        )

        return foundations_of_rome_options

