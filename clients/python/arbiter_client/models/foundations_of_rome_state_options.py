from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_state_options_consul_type_1 import check_foundations_of_rome_state_options_consul_type_1
from ..models.foundations_of_rome_state_options_consul_type_1 import FoundationsOfRomeStateOptionsConsulType1
from ..models.foundations_of_rome_state_options_consul_type_2_type_1 import check_foundations_of_rome_state_options_consul_type_2_type_1
from ..models.foundations_of_rome_state_options_consul_type_2_type_1 import FoundationsOfRomeStateOptionsConsulType2Type1
from ..models.foundations_of_rome_state_options_consul_type_3_type_1 import check_foundations_of_rome_state_options_consul_type_3_type_1
from ..models.foundations_of_rome_state_options_consul_type_3_type_1 import FoundationsOfRomeStateOptionsConsulType3Type1
from ..models.foundations_of_rome_state_options_objectives_type_1 import check_foundations_of_rome_state_options_objectives_type_1
from ..models.foundations_of_rome_state_options_objectives_type_1 import FoundationsOfRomeStateOptionsObjectivesType1
from ..models.foundations_of_rome_state_options_objectives_type_2_type_1 import check_foundations_of_rome_state_options_objectives_type_2_type_1
from ..models.foundations_of_rome_state_options_objectives_type_2_type_1 import FoundationsOfRomeStateOptionsObjectivesType2Type1
from ..models.foundations_of_rome_state_options_objectives_type_3_type_1 import check_foundations_of_rome_state_options_objectives_type_3_type_1
from ..models.foundations_of_rome_state_options_objectives_type_3_type_1 import FoundationsOfRomeStateOptionsObjectivesType3Type1
from ..models.foundations_of_rome_state_options_randomness import check_foundations_of_rome_state_options_randomness
from ..models.foundations_of_rome_state_options_randomness import FoundationsOfRomeStateOptionsRandomness
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeStateOptions")



@_attrs_define
class FoundationsOfRomeStateOptions:
    """ the options as kept in a state: complete

        Attributes:
            consul (FoundationsOfRomeStateOptionsConsulType1 | FoundationsOfRomeStateOptionsConsulType2Type1 |
                FoundationsOfRomeStateOptionsConsulType3Type1 | None): Will of the Consul (cooperative, 2-4 players, Monuments
                allowed, no other module): its difficulty; null: not played (docs/foundations-of-rome-consul.md)
            deed_drafting (bool): the optional Deed Drafting setup rule
            first_player (int | None): seat of the first player; null: chosen at random (by the seed or the table)
            invocations (bool): the Invocations module (3 cards shuffled into each Era deck, bought like deeds, used on your
                turn); Arbiter's own card set
            monuments (bool): the Monuments expansion: players + 3 shared Monuments to build (reconstructed values,
                docs/foundations-of-rome-monuments.md)
            objectives (FoundationsOfRomeStateOptionsObjectivesType1 | FoundationsOfRomeStateOptionsObjectivesType2Type1 |
                FoundationsOfRomeStateOptionsObjectivesType3Type1 | None): the Objectives module: hidden (deal 2, keep 1) or
                public (players-many face up); Arbiter's own card set (docs/foundations-of-rome-modules.md)
            players (int): 2–4 with the core game, 5 with the 5th Player expansion
            randomness (FoundationsOfRomeStateOptionsRandomness): seeded: the service draws from the seed; table: every draw
                (shuffle, deal, first-player pick) is a decision of the chance seat -1, whose legal actions are the possible
                outcomes, so an app can follow a game played with real cards
            roles (bool): the Player Roles module (deal 2, keep 1, reveal); Arbiter's own card set
            stealing (bool): the Trading & Stealing module's Stealing rules (with two Favor tokens each)
            trading (bool): the Trading & Stealing module's Trading rules (with two Favor tokens each)
     """

    consul: FoundationsOfRomeStateOptionsConsulType1 | FoundationsOfRomeStateOptionsConsulType2Type1 | FoundationsOfRomeStateOptionsConsulType3Type1 | None
    deed_drafting: bool
    first_player: int | None
    invocations: bool
    monuments: bool
    objectives: FoundationsOfRomeStateOptionsObjectivesType1 | FoundationsOfRomeStateOptionsObjectivesType2Type1 | FoundationsOfRomeStateOptionsObjectivesType3Type1 | None
    players: int
    randomness: FoundationsOfRomeStateOptionsRandomness
    roles: bool
    stealing: bool
    trading: bool





    def to_dict(self) -> dict[str, Any]:
        consul: None | str
        if isinstance(self.consul, str):
            consul = self.consul
        elif isinstance(self.consul, str):
            consul = self.consul
        elif isinstance(self.consul, str):
            consul = self.consul
        else:
            consul = self.consul

        deed_drafting = self.deed_drafting

        first_player: int | None
        first_player = self.first_player

        invocations = self.invocations

        monuments = self.monuments

        objectives: None | str
        if isinstance(self.objectives, str):
            objectives = self.objectives
        elif isinstance(self.objectives, str):
            objectives = self.objectives
        elif isinstance(self.objectives, str):
            objectives = self.objectives
        else:
            objectives = self.objectives

        players = self.players

        randomness: str = self.randomness

        roles = self.roles

        stealing = self.stealing

        trading = self.trading


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "consul": consul,
            "deed_drafting": deed_drafting,
            "first_player": first_player,
            "invocations": invocations,
            "monuments": monuments,
            "objectives": objectives,
            "players": players,
            "randomness": randomness,
            "roles": roles,
            "stealing": stealing,
            "trading": trading,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_consul(data: object) -> FoundationsOfRomeStateOptionsConsulType1 | FoundationsOfRomeStateOptionsConsulType2Type1 | FoundationsOfRomeStateOptionsConsulType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                consul_type_1 = check_foundations_of_rome_state_options_consul_type_1(data)



                return consul_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                consul_type_2_type_1 = check_foundations_of_rome_state_options_consul_type_2_type_1(data)



                return consul_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                consul_type_3_type_1 = check_foundations_of_rome_state_options_consul_type_3_type_1(data)



                return consul_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeStateOptionsConsulType1 | FoundationsOfRomeStateOptionsConsulType2Type1 | FoundationsOfRomeStateOptionsConsulType3Type1 | None, data)

        consul = _parse_consul(d.pop("consul"))


        deed_drafting = d.pop("deed_drafting")

        def _parse_first_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_player = _parse_first_player(d.pop("first_player"))


        invocations = d.pop("invocations")

        monuments = d.pop("monuments")

        def _parse_objectives(data: object) -> FoundationsOfRomeStateOptionsObjectivesType1 | FoundationsOfRomeStateOptionsObjectivesType2Type1 | FoundationsOfRomeStateOptionsObjectivesType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                objectives_type_1 = check_foundations_of_rome_state_options_objectives_type_1(data)



                return objectives_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                objectives_type_2_type_1 = check_foundations_of_rome_state_options_objectives_type_2_type_1(data)



                return objectives_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                objectives_type_3_type_1 = check_foundations_of_rome_state_options_objectives_type_3_type_1(data)



                return objectives_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeStateOptionsObjectivesType1 | FoundationsOfRomeStateOptionsObjectivesType2Type1 | FoundationsOfRomeStateOptionsObjectivesType3Type1 | None, data)

        objectives = _parse_objectives(d.pop("objectives"))


        players = d.pop("players")

        randomness = check_foundations_of_rome_state_options_randomness(d.pop("randomness"))




        roles = d.pop("roles")

        stealing = d.pop("stealing")

        trading = d.pop("trading")

        foundations_of_rome_state_options = cls(
            consul=consul,
            deed_drafting=deed_drafting,
            first_player=first_player,
            invocations=invocations,
            monuments=monuments,
            objectives=objectives,
            players=players,
            randomness=randomness,
            roles=roles,
            stealing=stealing,
            trading=trading,
        )

        return foundations_of_rome_state_options

