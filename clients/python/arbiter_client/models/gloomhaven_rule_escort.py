from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_escort_kind import check_gloomhaven_rule_escort_kind
from ..models.gloomhaven_rule_escort_kind import GloomhavenRuleEscortKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEscort")



@_attrs_define
class GloomhavenRuleEscort:
    """ a scenario figure the engine plays: an escort (objectives.py, escorts.py)

        Attributes:
            hex_ (list[int]):
            hp (int | str): a formula of C and L
            initiative (int):
            kind (GloomhavenRuleEscortKind):
            name (str):
            acts (Any | Unset): each turn: Move toward the hexes, opening doors; or Move and Attack as the monster AI plays
                a summon, on the characters' side (escorts.py)
            ally (bool | Unset): not considered an ally to the characters: no ability of theirs for allies reaches it
            door (bool | Unset): on a door, which opens as it is killed
            heal (bool | Unset): it cannot be healed
            hexes (list[list[int]] | Unset): every hex it fills, its hex among them
            only_heal (bool | Unset): nothing but a heal affects it: no monster attacks it, no one moves through it
     """

    hex_: list[int]
    hp: int | str
    initiative: int
    kind: GloomhavenRuleEscortKind
    name: str
    acts: Any | Unset = UNSET
    ally: bool | Unset = UNSET
    door: bool | Unset = UNSET
    heal: bool | Unset = UNSET
    hexes: list[list[int]] | Unset = UNSET
    only_heal: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_



        hp: int | str
        hp = self.hp

        initiative = self.initiative

        kind: str = self.kind

        name = self.name

        acts: Any | Unset
        if isinstance(self.acts, Unset):
            acts = UNSET
        else:
            acts = self.acts

        ally = self.ally

        door = self.door

        heal = self.heal

        hexes: list[list[int]] | Unset = UNSET
        if not isinstance(self.hexes, Unset):
            hexes = []
            for hexes_item_data in self.hexes:
                hexes_item = hexes_item_data


                hexes.append(hexes_item)



        only_heal = self.only_heal


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "hp": hp,
            "initiative": initiative,
            "kind": kind,
            "name": name,
        })
        if acts is not UNSET:
            field_dict["acts"] = acts
        if ally is not UNSET:
            field_dict["ally"] = ally
        if door is not UNSET:
            field_dict["door"] = door
        if heal is not UNSET:
            field_dict["heal"] = heal
        if hexes is not UNSET:
            field_dict["hexes"] = hexes
        if only_heal is not UNSET:
            field_dict["only_heal"] = only_heal

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        def _parse_hp(data: object) -> int | str:
            return cast(int | str, data)

        hp = _parse_hp(d.pop("hp"))


        initiative = d.pop("initiative")

        kind = check_gloomhaven_rule_escort_kind(d.pop("kind"))




        name = d.pop("name")

        def _parse_acts(data: object) -> Any | Unset:
            if isinstance(data, Unset):
                return data
            return cast(Any | Unset, data)

        acts = _parse_acts(d.pop("acts", UNSET))


        ally = d.pop("ally", UNSET)

        door = d.pop("door", UNSET)

        heal = d.pop("heal", UNSET)

        _hexes = d.pop("hexes", UNSET)
        hexes: list[list[int]] | Unset = UNSET
        if _hexes is not UNSET:
            hexes = []
            for hexes_item_data in _hexes:
                hexes_item = cast(list[int], hexes_item_data)

                hexes.append(hexes_item)


        only_heal = d.pop("only_heal", UNSET)

        gloomhaven_rule_escort = cls(
            hex_=hex_,
            hp=hp,
            initiative=initiative,
            kind=kind,
            name=name,
            acts=acts,
            ally=ally,
            door=door,
            heal=heal,
            hexes=hexes,
            only_heal=only_heal,
        )

        return gloomhaven_rule_escort

