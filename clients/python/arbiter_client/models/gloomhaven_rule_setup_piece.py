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
  from ..models.gloomhaven_rule_setup_piece_use import GloomhavenRuleSetupPieceUse





T = TypeVar("T", bound="GloomhavenRuleSetupPiece")



@_attrs_define
class GloomhavenRuleSetupPiece:
    """ a piece of the scenario a character carries, not an item (pieces.py)

        Attributes:
            from_ (GloomhavenRuleSetupPieceFrom): its holder chosen at setup, or the looter
            name (str):
            type_ (GloomhavenRuleSetupPieceType):
            drops (bool | Unset): left on the hex of a holder exhausted
            nth (int | Unset): (treasure) the treasure tile, by the order looted
            passes (bool | Unset): a Loot reaching the holder takes it
            use (GloomhavenRuleSetupPieceUse | Unset): discarded by its holder ending a turn beside a hex: the monsters of
                the type suffer the damage (a formula of C and L)
     """

    from_: GloomhavenRuleSetupPieceFrom
    name: str
    type_: GloomhavenRuleSetupPieceType
    drops: bool | Unset = UNSET
    nth: int | Unset = UNSET
    passes: bool | Unset = UNSET
    use: GloomhavenRuleSetupPieceUse | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_setup_piece_use import GloomhavenRuleSetupPieceUse # noqa: PLC0415
        from_: str = self.from_

        name = self.name

        type_: str = self.type_

        drops = self.drops

        nth = self.nth

        passes = self.passes

        use: dict[str, Any] | Unset = UNSET
        if not isinstance(self.use, Unset):
            use = self.use.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "name": name,
            "type": type_,
        })
        if drops is not UNSET:
            field_dict["drops"] = drops
        if nth is not UNSET:
            field_dict["nth"] = nth
        if passes is not UNSET:
            field_dict["passes"] = passes
        if use is not UNSET:
            field_dict["use"] = use

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_setup_piece_use import GloomhavenRuleSetupPieceUse # noqa: PLC0415
        d = dict(src_dict)
        from_ = check_gloomhaven_rule_setup_piece_from(d.pop("from"))




        name = d.pop("name")

        type_ = check_gloomhaven_rule_setup_piece_type(d.pop("type"))




        drops = d.pop("drops", UNSET)

        nth = d.pop("nth", UNSET)

        passes = d.pop("passes", UNSET)

        _use = d.pop("use", UNSET)
        use: GloomhavenRuleSetupPieceUse | Unset
        if isinstance(_use,  Unset):
            use = UNSET
        else:
            use = GloomhavenRuleSetupPieceUse.from_dict(_use)




        gloomhaven_rule_setup_piece = cls(
            from_=from_,
            name=name,
            type_=type_,
            drops=drops,
            nth=nth,
            passes=passes,
            use=use,
        )

        return gloomhaven_rule_setup_piece

