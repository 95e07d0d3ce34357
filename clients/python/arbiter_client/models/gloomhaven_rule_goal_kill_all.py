from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_goal_kill_all_type import check_gloomhaven_rule_goal_kill_all_type
from ..models.gloomhaven_rule_goal_kill_all_type import GloomhavenRuleGoalKillAllType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleGoalKillAll")



@_attrs_define
class GloomhavenRuleGoalKillAll:
    """ 
        Attributes:
            type_ (GloomhavenRuleGoalKillAllType):
            except_ (list[str] | Unset):
     """

    type_: GloomhavenRuleGoalKillAllType
    except_: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        except_: list[str] | Unset = UNSET
        if not isinstance(self.except_, Unset):
            except_ = self.except_




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if except_ is not UNSET:
            field_dict["except"] = except_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_gloomhaven_rule_goal_kill_all_type(d.pop("type"))




        except_ = cast(list[str], d.pop("except", UNSET))


        gloomhaven_rule_goal_kill_all = cls(
            type_=type_,
            except_=except_,
        )

        return gloomhaven_rule_goal_kill_all

