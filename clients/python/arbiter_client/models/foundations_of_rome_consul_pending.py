from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_pending_step import check_foundations_of_rome_consul_pending_step
from ..models.foundations_of_rome_consul_pending_step import FoundationsOfRomeConsulPendingStep
from ..models.foundations_of_rome_consul_pending_token_type_1 import check_foundations_of_rome_consul_pending_token_type_1
from ..models.foundations_of_rome_consul_pending_token_type_1 import FoundationsOfRomeConsulPendingTokenType1
from ..models.foundations_of_rome_consul_pending_token_type_2_type_1 import check_foundations_of_rome_consul_pending_token_type_2_type_1
from ..models.foundations_of_rome_consul_pending_token_type_2_type_1 import FoundationsOfRomeConsulPendingTokenType2Type1
from ..models.foundations_of_rome_consul_pending_token_type_3_type_1 import check_foundations_of_rome_consul_pending_token_type_3_type_1
from ..models.foundations_of_rome_consul_pending_token_type_3_type_1 import FoundationsOfRomeConsulPendingTokenType3Type1
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeConsulPending")



@_attrs_define
class FoundationsOfRomeConsulPending:
    """ the Consul's step under way: take the leftmost deed; construct on 'lot'; refill the 'vacant' lots; 'token': drawn,
    not placed yet

        Attributes:
            lot (None | str): a lot, column A–J and row 1–10
            step (FoundationsOfRomeConsulPendingStep):
            token (FoundationsOfRomeConsulPendingTokenType1 | FoundationsOfRomeConsulPendingTokenType2Type1 |
                FoundationsOfRomeConsulPendingTokenType3Type1 | None): a Consul Building token, <kind>-<n>
            vacant (list[str]):
     """

    lot: None | str
    step: FoundationsOfRomeConsulPendingStep
    token: FoundationsOfRomeConsulPendingTokenType1 | FoundationsOfRomeConsulPendingTokenType2Type1 | FoundationsOfRomeConsulPendingTokenType3Type1 | None
    vacant: list[str]





    def to_dict(self) -> dict[str, Any]:
        lot: None | str
        lot = self.lot

        step: str = self.step

        token: None | str
        if isinstance(self.token, str):
            token = self.token
        elif isinstance(self.token, str):
            token = self.token
        elif isinstance(self.token, str):
            token = self.token
        else:
            token = self.token

        vacant = self.vacant




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lot": lot,
            "step": step,
            "token": token,
            "vacant": vacant,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_lot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        lot = _parse_lot(d.pop("lot"))


        step = check_foundations_of_rome_consul_pending_step(d.pop("step"))




        def _parse_token(data: object) -> FoundationsOfRomeConsulPendingTokenType1 | FoundationsOfRomeConsulPendingTokenType2Type1 | FoundationsOfRomeConsulPendingTokenType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                token_type_1 = check_foundations_of_rome_consul_pending_token_type_1(data)



                return token_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                token_type_2_type_1 = check_foundations_of_rome_consul_pending_token_type_2_type_1(data)



                return token_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                token_type_3_type_1 = check_foundations_of_rome_consul_pending_token_type_3_type_1(data)



                return token_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeConsulPendingTokenType1 | FoundationsOfRomeConsulPendingTokenType2Type1 | FoundationsOfRomeConsulPendingTokenType3Type1 | None, data)

        token = _parse_token(d.pop("token"))


        vacant = cast(list[str], d.pop("vacant"))


        foundations_of_rome_consul_pending = cls(
            lot=lot,
            step=step,
            token=token,
            vacant=vacant,
        )

        return foundations_of_rome_consul_pending

