from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_state_buildings_item_id import check_founders_of_gloomhaven_state_buildings_item_id
from ..models.founders_of_gloomhaven_state_buildings_item_id import FoundersOfGloomhavenStateBuildingsItemId
from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_state_buildings_item_deliveries import FoundersOfGloomhavenStateBuildingsItemDeliveries





T = TypeVar("T", bound="FoundersOfGloomhavenStateBuildingsItem")



@_attrs_define
class FoundersOfGloomhavenStateBuildingsItem:
    """ 
        Attributes:
            deliveries (FoundersOfGloomhavenStateBuildingsItemDeliveries):
            id (FoundersOfGloomhavenStateBuildingsItemId):
            squares (list[list[int]]):
            worker (int | None):
     """

    deliveries: FoundersOfGloomhavenStateBuildingsItemDeliveries
    id: FoundersOfGloomhavenStateBuildingsItemId
    squares: list[list[int]]
    worker: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_state_buildings_item_deliveries import FoundersOfGloomhavenStateBuildingsItemDeliveries # noqa: PLC0415
        deliveries = self.deliveries.to_dict()

        id: str = self.id

        squares = []
        for squares_item_data in self.squares:
            squares_item = squares_item_data


            squares.append(squares_item)



        worker: int | None
        worker = self.worker


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deliveries": deliveries,
            "id": id,
            "squares": squares,
            "worker": worker,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_state_buildings_item_deliveries import FoundersOfGloomhavenStateBuildingsItemDeliveries # noqa: PLC0415
        d = dict(src_dict)
        deliveries = FoundersOfGloomhavenStateBuildingsItemDeliveries.from_dict(d.pop("deliveries"))




        id = check_founders_of_gloomhaven_state_buildings_item_id(d.pop("id"))




        squares = []
        _squares = d.pop("squares")
        for squares_item_data in (_squares):
            squares_item = cast(list[int], squares_item_data)

            squares.append(squares_item)


        def _parse_worker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        worker = _parse_worker(d.pop("worker"))


        founders_of_gloomhaven_state_buildings_item = cls(
            deliveries=deliveries,
            id=id,
            squares=squares,
            worker=worker,
        )

        return founders_of_gloomhaven_state_buildings_item

