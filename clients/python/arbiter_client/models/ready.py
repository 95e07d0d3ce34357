from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ready_status import check_ready_status
from ..models.ready_status import ReadyStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.cache_health import CacheHealth





T = TypeVar("T", bound="Ready")



@_attrs_define
class Ready:
    """ 
        Attributes:
            cache (CacheHealth):
            status (ReadyStatus): degraded: still serving, without a working cache
     """

    cache: CacheHealth
    status: ReadyStatus





    def to_dict(self) -> dict[str, Any]:
        from ..models.cache_health import CacheHealth # noqa: PLC0415
        cache = self.cache.to_dict()

        status: str = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cache": cache,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cache_health import CacheHealth # noqa: PLC0415
        d = dict(src_dict)
        cache = CacheHealth.from_dict(d.pop("cache"))




        status = check_ready_status(d.pop("status"))




        ready = cls(
            cache=cache,
            status=status,
        )

        return ready

