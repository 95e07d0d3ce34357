from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_initiative_order_event_type import check_gloomhaven_initiative_order_event_type
from ..models.gloomhaven_initiative_order_event_type import GloomhavenInitiativeOrderEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_initiative_order_event_order_item_item_type_0 import GloomhavenInitiativeOrderEventOrderItemItemType0
  from ..models.gloomhaven_initiative_order_event_order_item_item_type_1 import GloomhavenInitiativeOrderEventOrderItemItemType1
  from ..models.gloomhaven_initiative_order_event_order_item_item_type_2 import GloomhavenInitiativeOrderEventOrderItemItemType2





T = TypeVar("T", bound="GloomhavenInitiativeOrderEvent")



@_attrs_define
class GloomhavenInitiativeOrderEvent:
    """ 
        Attributes:
            order (list[list[GloomhavenInitiativeOrderEventOrderItemItemType0 |
                GloomhavenInitiativeOrderEventOrderItemItemType1 | GloomhavenInitiativeOrderEventOrderItemItemType2]]):
            type_ (GloomhavenInitiativeOrderEventType):
     """

    order: list[list[GloomhavenInitiativeOrderEventOrderItemItemType0 | GloomhavenInitiativeOrderEventOrderItemItemType1 | GloomhavenInitiativeOrderEventOrderItemItemType2]]
    type_: GloomhavenInitiativeOrderEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_initiative_order_event_order_item_item_type_0 import GloomhavenInitiativeOrderEventOrderItemItemType0 # noqa: PLC0415
        from ..models.gloomhaven_initiative_order_event_order_item_item_type_1 import GloomhavenInitiativeOrderEventOrderItemItemType1 # noqa: PLC0415
        from ..models.gloomhaven_initiative_order_event_order_item_item_type_2 import GloomhavenInitiativeOrderEventOrderItemItemType2 # noqa: PLC0415
        order = []
        for order_item_data in self.order:
            order_item = []
            for order_item_item_data in order_item_data:
                order_item_item: dict[str, Any]
                if isinstance(order_item_item_data, GloomhavenInitiativeOrderEventOrderItemItemType0):
                    order_item_item = order_item_item_data.to_dict()
                elif isinstance(order_item_item_data, GloomhavenInitiativeOrderEventOrderItemItemType1):
                    order_item_item = order_item_item_data.to_dict()
                else:
                    order_item_item = order_item_item_data.to_dict()

                order_item.append(order_item_item)


            order.append(order_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "order": order,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_initiative_order_event_order_item_item_type_0 import GloomhavenInitiativeOrderEventOrderItemItemType0 # noqa: PLC0415
        from ..models.gloomhaven_initiative_order_event_order_item_item_type_1 import GloomhavenInitiativeOrderEventOrderItemItemType1 # noqa: PLC0415
        from ..models.gloomhaven_initiative_order_event_order_item_item_type_2 import GloomhavenInitiativeOrderEventOrderItemItemType2 # noqa: PLC0415
        d = dict(src_dict)
        order = []
        _order = d.pop("order")
        for order_item_data in (_order):
            order_item = []
            _order_item = order_item_data
            for order_item_item_data in (_order_item):
                def _parse_order_item_item(data: object) -> GloomhavenInitiativeOrderEventOrderItemItemType0 | GloomhavenInitiativeOrderEventOrderItemItemType1 | GloomhavenInitiativeOrderEventOrderItemItemType2:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        order_item_item_type_0 = GloomhavenInitiativeOrderEventOrderItemItemType0.from_dict(data)



                        return order_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        order_item_item_type_1 = GloomhavenInitiativeOrderEventOrderItemItemType1.from_dict(data)



                        return order_item_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    order_item_item_type_2 = GloomhavenInitiativeOrderEventOrderItemItemType2.from_dict(data)



                    return order_item_item_type_2

                order_item_item = _parse_order_item_item(order_item_item_data)

                order_item.append(order_item_item)

            order.append(order_item)


        type_ = check_gloomhaven_initiative_order_event_type(d.pop("type"))




        gloomhaven_initiative_order_event = cls(
            order=order,
            type_=type_,
        )

        return gloomhaven_initiative_order_event

