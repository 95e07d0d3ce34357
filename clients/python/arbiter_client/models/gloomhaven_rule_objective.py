from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_objective_kind import check_gloomhaven_rule_objective_kind
from ..models.gloomhaven_rule_objective_kind import GloomhavenRuleObjectiveKind
from ..models.gloomhaven_rule_objective_rounding import check_gloomhaven_rule_objective_rounding
from ..models.gloomhaven_rule_objective_rounding import GloomhavenRuleObjectiveRounding
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_objective_hatches import GloomhavenRuleObjectiveHatches





T = TypeVar("T", bound="GloomhavenRuleObjective")



@_attrs_define
class GloomhavenRuleObjective:
    """ a scenario figure the engine plays: an objective on one hex (objectives.py)

        Attributes:
            hex_ (list[int] | None): null only for a summoned one
            kind (GloomhavenRuleObjectiveKind):
            name (str):
            door (bool | Unset): on a door, which opens as it is destroyed
            hatches (GloomhavenRuleObjectiveHatches | Unset): (summoned) the monster each spawns on its hex as the boss
                hatches them
            hexes (list[list[int]] | Unset): every hex it fills, its hex among them
            hp (int | str | Unset): a formula of C and L
            initiative (int | Unset): for the focus of the characters' summons
            rounding (GloomhavenRuleObjectiveRounding | Unset): a division in the formula rounds down (or up)
            shares_hp_with (str | Unset): a boss's throne (no hp of its own): the boss's hit points are its, damage to it is
                the boss's and the boss takes none itself; it moves to the boss's marked hexes (thrones.py)
            summoned (bool | Unset): not set up: a boss summons it, as '<name> N' (eggs.py)
            summons_attack_only_if_controlled (bool | Unset): character summons attack it only when a character controls
                them
     """

    hex_: list[int] | None
    kind: GloomhavenRuleObjectiveKind
    name: str
    door: bool | Unset = UNSET
    hatches: GloomhavenRuleObjectiveHatches | Unset = UNSET
    hexes: list[list[int]] | Unset = UNSET
    hp: int | str | Unset = UNSET
    initiative: int | Unset = UNSET
    rounding: GloomhavenRuleObjectiveRounding | Unset = UNSET
    shares_hp_with: str | Unset = UNSET
    summoned: bool | Unset = UNSET
    summons_attack_only_if_controlled: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_objective_hatches import GloomhavenRuleObjectiveHatches # noqa: PLC0415
        hex_: list[int] | None
        if isinstance(self.hex_, list):
            hex_ = self.hex_


        else:
            hex_ = self.hex_

        kind: str = self.kind

        name = self.name

        door = self.door

        hatches: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hatches, Unset):
            hatches = self.hatches.to_dict()

        hexes: list[list[int]] | Unset = UNSET
        if not isinstance(self.hexes, Unset):
            hexes = []
            for hexes_item_data in self.hexes:
                hexes_item = hexes_item_data


                hexes.append(hexes_item)



        hp: int | str | Unset
        if isinstance(self.hp, Unset):
            hp = UNSET
        else:
            hp = self.hp

        initiative = self.initiative

        rounding: str | Unset = UNSET
        if not isinstance(self.rounding, Unset):
            rounding = self.rounding


        shares_hp_with = self.shares_hp_with

        summoned = self.summoned

        summons_attack_only_if_controlled = self.summons_attack_only_if_controlled


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "kind": kind,
            "name": name,
        })
        if door is not UNSET:
            field_dict["door"] = door
        if hatches is not UNSET:
            field_dict["hatches"] = hatches
        if hexes is not UNSET:
            field_dict["hexes"] = hexes
        if hp is not UNSET:
            field_dict["hp"] = hp
        if initiative is not UNSET:
            field_dict["initiative"] = initiative
        if rounding is not UNSET:
            field_dict["rounding"] = rounding
        if shares_hp_with is not UNSET:
            field_dict["shares_hp_with"] = shares_hp_with
        if summoned is not UNSET:
            field_dict["summoned"] = summoned
        if summons_attack_only_if_controlled is not UNSET:
            field_dict["summons_attack_only_if_controlled"] = summons_attack_only_if_controlled

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_objective_hatches import GloomhavenRuleObjectiveHatches # noqa: PLC0415
        d = dict(src_dict)
        def _parse_hex_(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hex_type_0 = cast(list[int], data)

                return hex_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        hex_ = _parse_hex_(d.pop("hex"))


        kind = check_gloomhaven_rule_objective_kind(d.pop("kind"))




        name = d.pop("name")

        door = d.pop("door", UNSET)

        _hatches = d.pop("hatches", UNSET)
        hatches: GloomhavenRuleObjectiveHatches | Unset
        if isinstance(_hatches,  Unset):
            hatches = UNSET
        else:
            hatches = GloomhavenRuleObjectiveHatches.from_dict(_hatches)




        _hexes = d.pop("hexes", UNSET)
        hexes: list[list[int]] | Unset = UNSET
        if _hexes is not UNSET:
            hexes = []
            for hexes_item_data in _hexes:
                hexes_item = cast(list[int], hexes_item_data)

                hexes.append(hexes_item)


        def _parse_hp(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        hp = _parse_hp(d.pop("hp", UNSET))


        initiative = d.pop("initiative", UNSET)

        _rounding = d.pop("rounding", UNSET)
        rounding: GloomhavenRuleObjectiveRounding | Unset
        if isinstance(_rounding,  Unset):
            rounding = UNSET
        else:
            rounding = check_gloomhaven_rule_objective_rounding(_rounding)




        shares_hp_with = d.pop("shares_hp_with", UNSET)

        summoned = d.pop("summoned", UNSET)

        summons_attack_only_if_controlled = d.pop("summons_attack_only_if_controlled", UNSET)

        gloomhaven_rule_objective = cls(
            hex_=hex_,
            kind=kind,
            name=name,
            door=door,
            hatches=hatches,
            hexes=hexes,
            hp=hp,
            initiative=initiative,
            rounding=rounding,
            shares_hp_with=shares_hp_with,
            summoned=summoned,
            summons_attack_only_if_controlled=summons_attack_only_if_controlled,
        )

        return gloomhaven_rule_objective

