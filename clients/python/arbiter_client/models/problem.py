from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.problem_errors import ProblemErrors





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ 
        Attributes:
            code (str): stable machine-readable code
            detail (str): what went wrong, for a human
            status (int): the HTTP status code
            title (str): short summary of the problem type
            type_ (str): urn:arbiter:problem:<code> Example: urn:arbiter:problem:illegal_action.
            allowed (list[str] | Unset): 405: the methods the path allows (as in the Allow header)
            error_count (int | Unset): how many messages there were in all (with errors); the items of a list after its 20th
                bad one are not checked and count one each
            errors (ProblemErrors | Unset): field errors of a schema violation, by location: the first 20 messages (see
                error_count)
            errors_truncated (bool | Unset): true when errors holds fewer messages than error_count
            see (list[str] | Unset): 404 and 405: where to start instead (the game list, the docs)
            step (int | Unset): replay: index of the action that failed
     """

    code: str
    detail: str
    status: int
    title: str
    type_: str
    allowed: list[str] | Unset = UNSET
    error_count: int | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    errors_truncated: bool | Unset = UNSET
    see: list[str] | Unset = UNSET
    step: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        code = self.code

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        allowed: list[str] | Unset = UNSET
        if not isinstance(self.allowed, Unset):
            allowed = self.allowed



        error_count = self.error_count

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        errors_truncated = self.errors_truncated

        see: list[str] | Unset = UNSET
        if not isinstance(self.see, Unset):
            see = self.see



        step = self.step


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "detail": detail,
            "status": status,
            "title": title,
            "type": type_,
        })
        if allowed is not UNSET:
            field_dict["allowed"] = allowed
        if error_count is not UNSET:
            field_dict["error_count"] = error_count
        if errors is not UNSET:
            field_dict["errors"] = errors
        if errors_truncated is not UNSET:
            field_dict["errors_truncated"] = errors_truncated
        if see is not UNSET:
            field_dict["see"] = see
        if step is not UNSET:
            field_dict["step"] = step

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        allowed = cast(list[str], d.pop("allowed", UNSET))


        error_count = d.pop("error_count", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors,  Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)




        errors_truncated = d.pop("errors_truncated", UNSET)

        see = cast(list[str], d.pop("see", UNSET))


        step = d.pop("step", UNSET)

        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            allowed=allowed,
            error_count=error_count,
            errors=errors,
            errors_truncated=errors_truncated,
            see=see,
            step=step,
        )


        problem.additional_properties = d
        return problem

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
