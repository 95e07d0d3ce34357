from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_scenario_map import GloomhavenScenarioMap





T = TypeVar("T", bound="GloomhavenComponentsScenarios")



@_attrs_define
class GloomhavenComponentsScenarios:
    """ 
        Attributes:
            field_1 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_11 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_12 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_13 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_14 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_15 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_16 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_17 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_18 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_19 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_2 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_20 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_22 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_23 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_24 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_25 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_26 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_27 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_28 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_29 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_3 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_30 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_31 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_32 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_33 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_34 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_35 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_36 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_37 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_38 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_39 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_4 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_40 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_41 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_42 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_43 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_44 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_45 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_46 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_47 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_5 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_50 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_52 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_53 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_54 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_56 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_57 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_58 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_59 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_6 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_60 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_61 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_62 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_63 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_64 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_65 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_66 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_67 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_68 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_69 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_7 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_70 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_72 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_74 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_75 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_76 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_77 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_78 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_79 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_8 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_80 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_81 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_82 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_83 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_84 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_85 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_86 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_87 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_88 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_89 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_9 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_90 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_91 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_93 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
            field_94 (GloomhavenScenarioMap): a scenario's map in axial coordinates (the hexes of the state)
     """

    field_1: GloomhavenScenarioMap
    field_11: GloomhavenScenarioMap
    field_12: GloomhavenScenarioMap
    field_13: GloomhavenScenarioMap
    field_14: GloomhavenScenarioMap
    field_15: GloomhavenScenarioMap
    field_16: GloomhavenScenarioMap
    field_17: GloomhavenScenarioMap
    field_18: GloomhavenScenarioMap
    field_19: GloomhavenScenarioMap
    field_2: GloomhavenScenarioMap
    field_20: GloomhavenScenarioMap
    field_22: GloomhavenScenarioMap
    field_23: GloomhavenScenarioMap
    field_24: GloomhavenScenarioMap
    field_25: GloomhavenScenarioMap
    field_26: GloomhavenScenarioMap
    field_27: GloomhavenScenarioMap
    field_28: GloomhavenScenarioMap
    field_29: GloomhavenScenarioMap
    field_3: GloomhavenScenarioMap
    field_30: GloomhavenScenarioMap
    field_31: GloomhavenScenarioMap
    field_32: GloomhavenScenarioMap
    field_33: GloomhavenScenarioMap
    field_34: GloomhavenScenarioMap
    field_35: GloomhavenScenarioMap
    field_36: GloomhavenScenarioMap
    field_37: GloomhavenScenarioMap
    field_38: GloomhavenScenarioMap
    field_39: GloomhavenScenarioMap
    field_4: GloomhavenScenarioMap
    field_40: GloomhavenScenarioMap
    field_41: GloomhavenScenarioMap
    field_42: GloomhavenScenarioMap
    field_43: GloomhavenScenarioMap
    field_44: GloomhavenScenarioMap
    field_45: GloomhavenScenarioMap
    field_46: GloomhavenScenarioMap
    field_47: GloomhavenScenarioMap
    field_5: GloomhavenScenarioMap
    field_50: GloomhavenScenarioMap
    field_52: GloomhavenScenarioMap
    field_53: GloomhavenScenarioMap
    field_54: GloomhavenScenarioMap
    field_56: GloomhavenScenarioMap
    field_57: GloomhavenScenarioMap
    field_58: GloomhavenScenarioMap
    field_59: GloomhavenScenarioMap
    field_6: GloomhavenScenarioMap
    field_60: GloomhavenScenarioMap
    field_61: GloomhavenScenarioMap
    field_62: GloomhavenScenarioMap
    field_63: GloomhavenScenarioMap
    field_64: GloomhavenScenarioMap
    field_65: GloomhavenScenarioMap
    field_66: GloomhavenScenarioMap
    field_67: GloomhavenScenarioMap
    field_68: GloomhavenScenarioMap
    field_69: GloomhavenScenarioMap
    field_7: GloomhavenScenarioMap
    field_70: GloomhavenScenarioMap
    field_72: GloomhavenScenarioMap
    field_74: GloomhavenScenarioMap
    field_75: GloomhavenScenarioMap
    field_76: GloomhavenScenarioMap
    field_77: GloomhavenScenarioMap
    field_78: GloomhavenScenarioMap
    field_79: GloomhavenScenarioMap
    field_8: GloomhavenScenarioMap
    field_80: GloomhavenScenarioMap
    field_81: GloomhavenScenarioMap
    field_82: GloomhavenScenarioMap
    field_83: GloomhavenScenarioMap
    field_84: GloomhavenScenarioMap
    field_85: GloomhavenScenarioMap
    field_86: GloomhavenScenarioMap
    field_87: GloomhavenScenarioMap
    field_88: GloomhavenScenarioMap
    field_89: GloomhavenScenarioMap
    field_9: GloomhavenScenarioMap
    field_90: GloomhavenScenarioMap
    field_91: GloomhavenScenarioMap
    field_93: GloomhavenScenarioMap
    field_94: GloomhavenScenarioMap





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_scenario_map import GloomhavenScenarioMap # noqa: PLC0415
        field_1 = self.field_1.to_dict()

        field_11 = self.field_11.to_dict()

        field_12 = self.field_12.to_dict()

        field_13 = self.field_13.to_dict()

        field_14 = self.field_14.to_dict()

        field_15 = self.field_15.to_dict()

        field_16 = self.field_16.to_dict()

        field_17 = self.field_17.to_dict()

        field_18 = self.field_18.to_dict()

        field_19 = self.field_19.to_dict()

        field_2 = self.field_2.to_dict()

        field_20 = self.field_20.to_dict()

        field_22 = self.field_22.to_dict()

        field_23 = self.field_23.to_dict()

        field_24 = self.field_24.to_dict()

        field_25 = self.field_25.to_dict()

        field_26 = self.field_26.to_dict()

        field_27 = self.field_27.to_dict()

        field_28 = self.field_28.to_dict()

        field_29 = self.field_29.to_dict()

        field_3 = self.field_3.to_dict()

        field_30 = self.field_30.to_dict()

        field_31 = self.field_31.to_dict()

        field_32 = self.field_32.to_dict()

        field_33 = self.field_33.to_dict()

        field_34 = self.field_34.to_dict()

        field_35 = self.field_35.to_dict()

        field_36 = self.field_36.to_dict()

        field_37 = self.field_37.to_dict()

        field_38 = self.field_38.to_dict()

        field_39 = self.field_39.to_dict()

        field_4 = self.field_4.to_dict()

        field_40 = self.field_40.to_dict()

        field_41 = self.field_41.to_dict()

        field_42 = self.field_42.to_dict()

        field_43 = self.field_43.to_dict()

        field_44 = self.field_44.to_dict()

        field_45 = self.field_45.to_dict()

        field_46 = self.field_46.to_dict()

        field_47 = self.field_47.to_dict()

        field_5 = self.field_5.to_dict()

        field_50 = self.field_50.to_dict()

        field_52 = self.field_52.to_dict()

        field_53 = self.field_53.to_dict()

        field_54 = self.field_54.to_dict()

        field_56 = self.field_56.to_dict()

        field_57 = self.field_57.to_dict()

        field_58 = self.field_58.to_dict()

        field_59 = self.field_59.to_dict()

        field_6 = self.field_6.to_dict()

        field_60 = self.field_60.to_dict()

        field_61 = self.field_61.to_dict()

        field_62 = self.field_62.to_dict()

        field_63 = self.field_63.to_dict()

        field_64 = self.field_64.to_dict()

        field_65 = self.field_65.to_dict()

        field_66 = self.field_66.to_dict()

        field_67 = self.field_67.to_dict()

        field_68 = self.field_68.to_dict()

        field_69 = self.field_69.to_dict()

        field_7 = self.field_7.to_dict()

        field_70 = self.field_70.to_dict()

        field_72 = self.field_72.to_dict()

        field_74 = self.field_74.to_dict()

        field_75 = self.field_75.to_dict()

        field_76 = self.field_76.to_dict()

        field_77 = self.field_77.to_dict()

        field_78 = self.field_78.to_dict()

        field_79 = self.field_79.to_dict()

        field_8 = self.field_8.to_dict()

        field_80 = self.field_80.to_dict()

        field_81 = self.field_81.to_dict()

        field_82 = self.field_82.to_dict()

        field_83 = self.field_83.to_dict()

        field_84 = self.field_84.to_dict()

        field_85 = self.field_85.to_dict()

        field_86 = self.field_86.to_dict()

        field_87 = self.field_87.to_dict()

        field_88 = self.field_88.to_dict()

        field_89 = self.field_89.to_dict()

        field_9 = self.field_9.to_dict()

        field_90 = self.field_90.to_dict()

        field_91 = self.field_91.to_dict()

        field_93 = self.field_93.to_dict()

        field_94 = self.field_94.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "1": field_1,
            "11": field_11,
            "12": field_12,
            "13": field_13,
            "14": field_14,
            "15": field_15,
            "16": field_16,
            "17": field_17,
            "18": field_18,
            "19": field_19,
            "2": field_2,
            "20": field_20,
            "22": field_22,
            "23": field_23,
            "24": field_24,
            "25": field_25,
            "26": field_26,
            "27": field_27,
            "28": field_28,
            "29": field_29,
            "3": field_3,
            "30": field_30,
            "31": field_31,
            "32": field_32,
            "33": field_33,
            "34": field_34,
            "35": field_35,
            "36": field_36,
            "37": field_37,
            "38": field_38,
            "39": field_39,
            "4": field_4,
            "40": field_40,
            "41": field_41,
            "42": field_42,
            "43": field_43,
            "44": field_44,
            "45": field_45,
            "46": field_46,
            "47": field_47,
            "5": field_5,
            "50": field_50,
            "52": field_52,
            "53": field_53,
            "54": field_54,
            "56": field_56,
            "57": field_57,
            "58": field_58,
            "59": field_59,
            "6": field_6,
            "60": field_60,
            "61": field_61,
            "62": field_62,
            "63": field_63,
            "64": field_64,
            "65": field_65,
            "66": field_66,
            "67": field_67,
            "68": field_68,
            "69": field_69,
            "7": field_7,
            "70": field_70,
            "72": field_72,
            "74": field_74,
            "75": field_75,
            "76": field_76,
            "77": field_77,
            "78": field_78,
            "79": field_79,
            "8": field_8,
            "80": field_80,
            "81": field_81,
            "82": field_82,
            "83": field_83,
            "84": field_84,
            "85": field_85,
            "86": field_86,
            "87": field_87,
            "88": field_88,
            "89": field_89,
            "9": field_9,
            "90": field_90,
            "91": field_91,
            "93": field_93,
            "94": field_94,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_scenario_map import GloomhavenScenarioMap # noqa: PLC0415
        d = dict(src_dict)
        field_1 = GloomhavenScenarioMap.from_dict(d.pop("1"))




        field_11 = GloomhavenScenarioMap.from_dict(d.pop("11"))




        field_12 = GloomhavenScenarioMap.from_dict(d.pop("12"))




        field_13 = GloomhavenScenarioMap.from_dict(d.pop("13"))




        field_14 = GloomhavenScenarioMap.from_dict(d.pop("14"))




        field_15 = GloomhavenScenarioMap.from_dict(d.pop("15"))




        field_16 = GloomhavenScenarioMap.from_dict(d.pop("16"))




        field_17 = GloomhavenScenarioMap.from_dict(d.pop("17"))




        field_18 = GloomhavenScenarioMap.from_dict(d.pop("18"))




        field_19 = GloomhavenScenarioMap.from_dict(d.pop("19"))




        field_2 = GloomhavenScenarioMap.from_dict(d.pop("2"))




        field_20 = GloomhavenScenarioMap.from_dict(d.pop("20"))




        field_22 = GloomhavenScenarioMap.from_dict(d.pop("22"))




        field_23 = GloomhavenScenarioMap.from_dict(d.pop("23"))




        field_24 = GloomhavenScenarioMap.from_dict(d.pop("24"))




        field_25 = GloomhavenScenarioMap.from_dict(d.pop("25"))




        field_26 = GloomhavenScenarioMap.from_dict(d.pop("26"))




        field_27 = GloomhavenScenarioMap.from_dict(d.pop("27"))




        field_28 = GloomhavenScenarioMap.from_dict(d.pop("28"))




        field_29 = GloomhavenScenarioMap.from_dict(d.pop("29"))




        field_3 = GloomhavenScenarioMap.from_dict(d.pop("3"))




        field_30 = GloomhavenScenarioMap.from_dict(d.pop("30"))




        field_31 = GloomhavenScenarioMap.from_dict(d.pop("31"))




        field_32 = GloomhavenScenarioMap.from_dict(d.pop("32"))




        field_33 = GloomhavenScenarioMap.from_dict(d.pop("33"))




        field_34 = GloomhavenScenarioMap.from_dict(d.pop("34"))




        field_35 = GloomhavenScenarioMap.from_dict(d.pop("35"))




        field_36 = GloomhavenScenarioMap.from_dict(d.pop("36"))




        field_37 = GloomhavenScenarioMap.from_dict(d.pop("37"))




        field_38 = GloomhavenScenarioMap.from_dict(d.pop("38"))




        field_39 = GloomhavenScenarioMap.from_dict(d.pop("39"))




        field_4 = GloomhavenScenarioMap.from_dict(d.pop("4"))




        field_40 = GloomhavenScenarioMap.from_dict(d.pop("40"))




        field_41 = GloomhavenScenarioMap.from_dict(d.pop("41"))




        field_42 = GloomhavenScenarioMap.from_dict(d.pop("42"))




        field_43 = GloomhavenScenarioMap.from_dict(d.pop("43"))




        field_44 = GloomhavenScenarioMap.from_dict(d.pop("44"))




        field_45 = GloomhavenScenarioMap.from_dict(d.pop("45"))




        field_46 = GloomhavenScenarioMap.from_dict(d.pop("46"))




        field_47 = GloomhavenScenarioMap.from_dict(d.pop("47"))




        field_5 = GloomhavenScenarioMap.from_dict(d.pop("5"))




        field_50 = GloomhavenScenarioMap.from_dict(d.pop("50"))




        field_52 = GloomhavenScenarioMap.from_dict(d.pop("52"))




        field_53 = GloomhavenScenarioMap.from_dict(d.pop("53"))




        field_54 = GloomhavenScenarioMap.from_dict(d.pop("54"))




        field_56 = GloomhavenScenarioMap.from_dict(d.pop("56"))




        field_57 = GloomhavenScenarioMap.from_dict(d.pop("57"))




        field_58 = GloomhavenScenarioMap.from_dict(d.pop("58"))




        field_59 = GloomhavenScenarioMap.from_dict(d.pop("59"))




        field_6 = GloomhavenScenarioMap.from_dict(d.pop("6"))




        field_60 = GloomhavenScenarioMap.from_dict(d.pop("60"))




        field_61 = GloomhavenScenarioMap.from_dict(d.pop("61"))




        field_62 = GloomhavenScenarioMap.from_dict(d.pop("62"))




        field_63 = GloomhavenScenarioMap.from_dict(d.pop("63"))




        field_64 = GloomhavenScenarioMap.from_dict(d.pop("64"))




        field_65 = GloomhavenScenarioMap.from_dict(d.pop("65"))




        field_66 = GloomhavenScenarioMap.from_dict(d.pop("66"))




        field_67 = GloomhavenScenarioMap.from_dict(d.pop("67"))




        field_68 = GloomhavenScenarioMap.from_dict(d.pop("68"))




        field_69 = GloomhavenScenarioMap.from_dict(d.pop("69"))




        field_7 = GloomhavenScenarioMap.from_dict(d.pop("7"))




        field_70 = GloomhavenScenarioMap.from_dict(d.pop("70"))




        field_72 = GloomhavenScenarioMap.from_dict(d.pop("72"))




        field_74 = GloomhavenScenarioMap.from_dict(d.pop("74"))




        field_75 = GloomhavenScenarioMap.from_dict(d.pop("75"))




        field_76 = GloomhavenScenarioMap.from_dict(d.pop("76"))




        field_77 = GloomhavenScenarioMap.from_dict(d.pop("77"))




        field_78 = GloomhavenScenarioMap.from_dict(d.pop("78"))




        field_79 = GloomhavenScenarioMap.from_dict(d.pop("79"))




        field_8 = GloomhavenScenarioMap.from_dict(d.pop("8"))




        field_80 = GloomhavenScenarioMap.from_dict(d.pop("80"))




        field_81 = GloomhavenScenarioMap.from_dict(d.pop("81"))




        field_82 = GloomhavenScenarioMap.from_dict(d.pop("82"))




        field_83 = GloomhavenScenarioMap.from_dict(d.pop("83"))




        field_84 = GloomhavenScenarioMap.from_dict(d.pop("84"))




        field_85 = GloomhavenScenarioMap.from_dict(d.pop("85"))




        field_86 = GloomhavenScenarioMap.from_dict(d.pop("86"))




        field_87 = GloomhavenScenarioMap.from_dict(d.pop("87"))




        field_88 = GloomhavenScenarioMap.from_dict(d.pop("88"))




        field_89 = GloomhavenScenarioMap.from_dict(d.pop("89"))




        field_9 = GloomhavenScenarioMap.from_dict(d.pop("9"))




        field_90 = GloomhavenScenarioMap.from_dict(d.pop("90"))




        field_91 = GloomhavenScenarioMap.from_dict(d.pop("91"))




        field_93 = GloomhavenScenarioMap.from_dict(d.pop("93"))




        field_94 = GloomhavenScenarioMap.from_dict(d.pop("94"))




        gloomhaven_components_scenarios = cls(
            field_1=field_1,
            field_11=field_11,
            field_12=field_12,
            field_13=field_13,
            field_14=field_14,
            field_15=field_15,
            field_16=field_16,
            field_17=field_17,
            field_18=field_18,
            field_19=field_19,
            field_2=field_2,
            field_20=field_20,
            field_22=field_22,
            field_23=field_23,
            field_24=field_24,
            field_25=field_25,
            field_26=field_26,
            field_27=field_27,
            field_28=field_28,
            field_29=field_29,
            field_3=field_3,
            field_30=field_30,
            field_31=field_31,
            field_32=field_32,
            field_33=field_33,
            field_34=field_34,
            field_35=field_35,
            field_36=field_36,
            field_37=field_37,
            field_38=field_38,
            field_39=field_39,
            field_4=field_4,
            field_40=field_40,
            field_41=field_41,
            field_42=field_42,
            field_43=field_43,
            field_44=field_44,
            field_45=field_45,
            field_46=field_46,
            field_47=field_47,
            field_5=field_5,
            field_50=field_50,
            field_52=field_52,
            field_53=field_53,
            field_54=field_54,
            field_56=field_56,
            field_57=field_57,
            field_58=field_58,
            field_59=field_59,
            field_6=field_6,
            field_60=field_60,
            field_61=field_61,
            field_62=field_62,
            field_63=field_63,
            field_64=field_64,
            field_65=field_65,
            field_66=field_66,
            field_67=field_67,
            field_68=field_68,
            field_69=field_69,
            field_7=field_7,
            field_70=field_70,
            field_72=field_72,
            field_74=field_74,
            field_75=field_75,
            field_76=field_76,
            field_77=field_77,
            field_78=field_78,
            field_79=field_79,
            field_8=field_8,
            field_80=field_80,
            field_81=field_81,
            field_82=field_82,
            field_83=field_83,
            field_84=field_84,
            field_85=field_85,
            field_86=field_86,
            field_87=field_87,
            field_88=field_88,
            field_89=field_89,
            field_9=field_9,
            field_90=field_90,
            field_91=field_91,
            field_93=field_93,
            field_94=field_94,
        )

        return gloomhaven_components_scenarios

