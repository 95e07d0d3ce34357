from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_piece_from import check_gloomhaven_rule_setup_piece_from
from ..models.gloomhaven_rule_setup_piece_from import GloomhavenRuleSetupPieceFrom
from ..models.gloomhaven_rule_setup_piece_type import check_gloomhaven_rule_setup_piece_type
from ..models.gloomhaven_rule_setup_piece_type import GloomhavenRuleSetupPieceType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_setup_piece_attack import GloomhavenRuleSetupPieceAttack
  from ..models.gloomhaven_rule_setup_piece_charge import GloomhavenRuleSetupPieceCharge
  from ..models.gloomhaven_rule_setup_piece_use_type_0 import GloomhavenRuleSetupPieceUseType0
  from ..models.gloomhaven_rule_setup_piece_use_type_1 import GloomhavenRuleSetupPieceUseType1





T = TypeVar("T", bound="GloomhavenRuleSetupPiece")



@_attrs_define
class GloomhavenRuleSetupPiece:
    """ a piece of the scenario a character carries, not an item (pieces.py)

        Attributes:
            from_ (GloomhavenRuleSetupPieceFrom): its holder chosen at setup, the looter of the nth treasure tile looted, or
                of the treasure tile whose id is tile; or, from the start, the character on the quest; or it lies where the
                monster dies, instead of its money token
            name (str):
            type_ (GloomhavenRuleSetupPieceType):
            attack (GloomhavenRuleSetupPieceAttack | Unset): its holder's attacks on these monster types gain the pierce
            charge (GloomhavenRuleSetupPieceCharge | Unset): only its holder's damage reaches these monster types; each
                point of it is a token on the piece, fully charged at the amount
            drops (bool | Unset): left on the hex of a holder exhausted
            monster (str | Unset): (killed) the monster type that drops it
            move (int | Unset): what it adds to its holder's Move abilities
            nth (int | Unset): (treasure) the treasure tile, by the order looted
            only_quest (str | Unset): (tile) only a character on this personal quest (its option quest) loots the tile
            passes (bool | Unset): a Loot reaching the holder takes it
            quest (str | Unset): (quest) the personal quest
            tile (str | Unset): (tile) the treasure tile's id
            use (GloomhavenRuleSetupPieceUseType0 | GloomhavenRuleSetupPieceUseType1 | Unset):
     """

    from_: GloomhavenRuleSetupPieceFrom
    name: str
    type_: GloomhavenRuleSetupPieceType
    attack: GloomhavenRuleSetupPieceAttack | Unset = UNSET
    charge: GloomhavenRuleSetupPieceCharge | Unset = UNSET
    drops: bool | Unset = UNSET
    monster: str | Unset = UNSET
    move: int | Unset = UNSET
    nth: int | Unset = UNSET
    only_quest: str | Unset = UNSET
    passes: bool | Unset = UNSET
    quest: str | Unset = UNSET
    tile: str | Unset = UNSET
    use: GloomhavenRuleSetupPieceUseType0 | GloomhavenRuleSetupPieceUseType1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_setup_piece_attack import GloomhavenRuleSetupPieceAttack # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_piece_charge import GloomhavenRuleSetupPieceCharge # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_piece_use_type_0 import GloomhavenRuleSetupPieceUseType0 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_piece_use_type_1 import GloomhavenRuleSetupPieceUseType1 # noqa: PLC0415
        from_: str = self.from_

        name = self.name

        type_: str = self.type_

        attack: dict[str, Any] | Unset = UNSET
        if not isinstance(self.attack, Unset):
            attack = self.attack.to_dict()

        charge: dict[str, Any] | Unset = UNSET
        if not isinstance(self.charge, Unset):
            charge = self.charge.to_dict()

        drops = self.drops

        monster = self.monster

        move = self.move

        nth = self.nth

        only_quest = self.only_quest

        passes = self.passes

        quest = self.quest

        tile = self.tile

        use: dict[str, Any] | Unset
        if isinstance(self.use, Unset):
            use = UNSET
        elif isinstance(self.use, GloomhavenRuleSetupPieceUseType0):
            use = self.use.to_dict()
        else:
            use = self.use.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "name": name,
            "type": type_,
        })
        if attack is not UNSET:
            field_dict["attack"] = attack
        if charge is not UNSET:
            field_dict["charge"] = charge
        if drops is not UNSET:
            field_dict["drops"] = drops
        if monster is not UNSET:
            field_dict["monster"] = monster
        if move is not UNSET:
            field_dict["move"] = move
        if nth is not UNSET:
            field_dict["nth"] = nth
        if only_quest is not UNSET:
            field_dict["only_quest"] = only_quest
        if passes is not UNSET:
            field_dict["passes"] = passes
        if quest is not UNSET:
            field_dict["quest"] = quest
        if tile is not UNSET:
            field_dict["tile"] = tile
        if use is not UNSET:
            field_dict["use"] = use

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_setup_piece_attack import GloomhavenRuleSetupPieceAttack # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_piece_charge import GloomhavenRuleSetupPieceCharge # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_piece_use_type_0 import GloomhavenRuleSetupPieceUseType0 # noqa: PLC0415
        from ..models.gloomhaven_rule_setup_piece_use_type_1 import GloomhavenRuleSetupPieceUseType1 # noqa: PLC0415
        d = dict(src_dict)
        from_ = check_gloomhaven_rule_setup_piece_from(d.pop("from"))




        name = d.pop("name")

        type_ = check_gloomhaven_rule_setup_piece_type(d.pop("type"))




        _attack = d.pop("attack", UNSET)
        attack: GloomhavenRuleSetupPieceAttack | Unset
        if isinstance(_attack,  Unset):
            attack = UNSET
        else:
            attack = GloomhavenRuleSetupPieceAttack.from_dict(_attack)




        _charge = d.pop("charge", UNSET)
        charge: GloomhavenRuleSetupPieceCharge | Unset
        if isinstance(_charge,  Unset):
            charge = UNSET
        else:
            charge = GloomhavenRuleSetupPieceCharge.from_dict(_charge)




        drops = d.pop("drops", UNSET)

        monster = d.pop("monster", UNSET)

        move = d.pop("move", UNSET)

        nth = d.pop("nth", UNSET)

        only_quest = d.pop("only_quest", UNSET)

        passes = d.pop("passes", UNSET)

        quest = d.pop("quest", UNSET)

        tile = d.pop("tile", UNSET)

        def _parse_use(data: object) -> GloomhavenRuleSetupPieceUseType0 | GloomhavenRuleSetupPieceUseType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                use_type_0 = GloomhavenRuleSetupPieceUseType0.from_dict(data)



                return use_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            use_type_1 = GloomhavenRuleSetupPieceUseType1.from_dict(data)



            return use_type_1

        use = _parse_use(d.pop("use", UNSET))


        gloomhaven_rule_setup_piece = cls(
            from_=from_,
            name=name,
            type_=type_,
            attack=attack,
            charge=charge,
            drops=drops,
            monster=monster,
            move=move,
            nth=nth,
            only_quest=only_quest,
            passes=passes,
            quest=quest,
            tile=tile,
            use=use,
        )

        return gloomhaven_rule_setup_piece

