from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_components_scenarios_1 import GloomhavenComponentsScenarios1
  from ..models.gloomhaven_components_scenarios_11 import GloomhavenComponentsScenarios11
  from ..models.gloomhaven_components_scenarios_12 import GloomhavenComponentsScenarios12
  from ..models.gloomhaven_components_scenarios_13 import GloomhavenComponentsScenarios13
  from ..models.gloomhaven_components_scenarios_14 import GloomhavenComponentsScenarios14
  from ..models.gloomhaven_components_scenarios_15 import GloomhavenComponentsScenarios15
  from ..models.gloomhaven_components_scenarios_16 import GloomhavenComponentsScenarios16
  from ..models.gloomhaven_components_scenarios_17 import GloomhavenComponentsScenarios17
  from ..models.gloomhaven_components_scenarios_18 import GloomhavenComponentsScenarios18
  from ..models.gloomhaven_components_scenarios_19 import GloomhavenComponentsScenarios19
  from ..models.gloomhaven_components_scenarios_2 import GloomhavenComponentsScenarios2
  from ..models.gloomhaven_components_scenarios_20 import GloomhavenComponentsScenarios20
  from ..models.gloomhaven_components_scenarios_22 import GloomhavenComponentsScenarios22
  from ..models.gloomhaven_components_scenarios_23 import GloomhavenComponentsScenarios23
  from ..models.gloomhaven_components_scenarios_24 import GloomhavenComponentsScenarios24
  from ..models.gloomhaven_components_scenarios_25 import GloomhavenComponentsScenarios25
  from ..models.gloomhaven_components_scenarios_26 import GloomhavenComponentsScenarios26
  from ..models.gloomhaven_components_scenarios_27 import GloomhavenComponentsScenarios27
  from ..models.gloomhaven_components_scenarios_28 import GloomhavenComponentsScenarios28
  from ..models.gloomhaven_components_scenarios_29 import GloomhavenComponentsScenarios29
  from ..models.gloomhaven_components_scenarios_3 import GloomhavenComponentsScenarios3
  from ..models.gloomhaven_components_scenarios_30 import GloomhavenComponentsScenarios30
  from ..models.gloomhaven_components_scenarios_31 import GloomhavenComponentsScenarios31
  from ..models.gloomhaven_components_scenarios_32 import GloomhavenComponentsScenarios32
  from ..models.gloomhaven_components_scenarios_33 import GloomhavenComponentsScenarios33
  from ..models.gloomhaven_components_scenarios_34 import GloomhavenComponentsScenarios34
  from ..models.gloomhaven_components_scenarios_35 import GloomhavenComponentsScenarios35
  from ..models.gloomhaven_components_scenarios_36 import GloomhavenComponentsScenarios36
  from ..models.gloomhaven_components_scenarios_37 import GloomhavenComponentsScenarios37
  from ..models.gloomhaven_components_scenarios_38 import GloomhavenComponentsScenarios38
  from ..models.gloomhaven_components_scenarios_39 import GloomhavenComponentsScenarios39
  from ..models.gloomhaven_components_scenarios_4 import GloomhavenComponentsScenarios4
  from ..models.gloomhaven_components_scenarios_40 import GloomhavenComponentsScenarios40
  from ..models.gloomhaven_components_scenarios_41 import GloomhavenComponentsScenarios41
  from ..models.gloomhaven_components_scenarios_42 import GloomhavenComponentsScenarios42
  from ..models.gloomhaven_components_scenarios_43 import GloomhavenComponentsScenarios43
  from ..models.gloomhaven_components_scenarios_44 import GloomhavenComponentsScenarios44
  from ..models.gloomhaven_components_scenarios_45 import GloomhavenComponentsScenarios45
  from ..models.gloomhaven_components_scenarios_46 import GloomhavenComponentsScenarios46
  from ..models.gloomhaven_components_scenarios_47 import GloomhavenComponentsScenarios47
  from ..models.gloomhaven_components_scenarios_5 import GloomhavenComponentsScenarios5
  from ..models.gloomhaven_components_scenarios_50 import GloomhavenComponentsScenarios50
  from ..models.gloomhaven_components_scenarios_52 import GloomhavenComponentsScenarios52
  from ..models.gloomhaven_components_scenarios_53 import GloomhavenComponentsScenarios53
  from ..models.gloomhaven_components_scenarios_54 import GloomhavenComponentsScenarios54
  from ..models.gloomhaven_components_scenarios_56 import GloomhavenComponentsScenarios56
  from ..models.gloomhaven_components_scenarios_57 import GloomhavenComponentsScenarios57
  from ..models.gloomhaven_components_scenarios_58 import GloomhavenComponentsScenarios58
  from ..models.gloomhaven_components_scenarios_59 import GloomhavenComponentsScenarios59
  from ..models.gloomhaven_components_scenarios_6 import GloomhavenComponentsScenarios6
  from ..models.gloomhaven_components_scenarios_60 import GloomhavenComponentsScenarios60
  from ..models.gloomhaven_components_scenarios_61 import GloomhavenComponentsScenarios61
  from ..models.gloomhaven_components_scenarios_62 import GloomhavenComponentsScenarios62
  from ..models.gloomhaven_components_scenarios_63 import GloomhavenComponentsScenarios63
  from ..models.gloomhaven_components_scenarios_64 import GloomhavenComponentsScenarios64
  from ..models.gloomhaven_components_scenarios_65 import GloomhavenComponentsScenarios65
  from ..models.gloomhaven_components_scenarios_66 import GloomhavenComponentsScenarios66
  from ..models.gloomhaven_components_scenarios_67 import GloomhavenComponentsScenarios67
  from ..models.gloomhaven_components_scenarios_68 import GloomhavenComponentsScenarios68
  from ..models.gloomhaven_components_scenarios_69 import GloomhavenComponentsScenarios69
  from ..models.gloomhaven_components_scenarios_7 import GloomhavenComponentsScenarios7
  from ..models.gloomhaven_components_scenarios_70 import GloomhavenComponentsScenarios70
  from ..models.gloomhaven_components_scenarios_72 import GloomhavenComponentsScenarios72
  from ..models.gloomhaven_components_scenarios_74 import GloomhavenComponentsScenarios74
  from ..models.gloomhaven_components_scenarios_75 import GloomhavenComponentsScenarios75
  from ..models.gloomhaven_components_scenarios_76 import GloomhavenComponentsScenarios76
  from ..models.gloomhaven_components_scenarios_77 import GloomhavenComponentsScenarios77
  from ..models.gloomhaven_components_scenarios_78 import GloomhavenComponentsScenarios78
  from ..models.gloomhaven_components_scenarios_79 import GloomhavenComponentsScenarios79
  from ..models.gloomhaven_components_scenarios_8 import GloomhavenComponentsScenarios8
  from ..models.gloomhaven_components_scenarios_80 import GloomhavenComponentsScenarios80
  from ..models.gloomhaven_components_scenarios_81 import GloomhavenComponentsScenarios81
  from ..models.gloomhaven_components_scenarios_82 import GloomhavenComponentsScenarios82
  from ..models.gloomhaven_components_scenarios_83 import GloomhavenComponentsScenarios83
  from ..models.gloomhaven_components_scenarios_84 import GloomhavenComponentsScenarios84
  from ..models.gloomhaven_components_scenarios_85 import GloomhavenComponentsScenarios85
  from ..models.gloomhaven_components_scenarios_86 import GloomhavenComponentsScenarios86
  from ..models.gloomhaven_components_scenarios_87 import GloomhavenComponentsScenarios87
  from ..models.gloomhaven_components_scenarios_88 import GloomhavenComponentsScenarios88
  from ..models.gloomhaven_components_scenarios_89 import GloomhavenComponentsScenarios89
  from ..models.gloomhaven_components_scenarios_9 import GloomhavenComponentsScenarios9
  from ..models.gloomhaven_components_scenarios_90 import GloomhavenComponentsScenarios90
  from ..models.gloomhaven_components_scenarios_91 import GloomhavenComponentsScenarios91
  from ..models.gloomhaven_components_scenarios_93 import GloomhavenComponentsScenarios93
  from ..models.gloomhaven_components_scenarios_94 import GloomhavenComponentsScenarios94





T = TypeVar("T", bound="GloomhavenComponentsScenarios")



@_attrs_define
class GloomhavenComponentsScenarios:
    """ 
        Attributes:
            field_1 (GloomhavenComponentsScenarios1): a scenario's map in axial coordinates (the hexes of the state)
            field_11 (GloomhavenComponentsScenarios11): a scenario's map in axial coordinates (the hexes of the state)
            field_12 (GloomhavenComponentsScenarios12): a scenario's map in axial coordinates (the hexes of the state)
            field_13 (GloomhavenComponentsScenarios13): a scenario's map in axial coordinates (the hexes of the state)
            field_14 (GloomhavenComponentsScenarios14): a scenario's map in axial coordinates (the hexes of the state)
            field_15 (GloomhavenComponentsScenarios15): a scenario's map in axial coordinates (the hexes of the state)
            field_16 (GloomhavenComponentsScenarios16): a scenario's map in axial coordinates (the hexes of the state)
            field_17 (GloomhavenComponentsScenarios17): a scenario's map in axial coordinates (the hexes of the state)
            field_18 (GloomhavenComponentsScenarios18): a scenario's map in axial coordinates (the hexes of the state)
            field_19 (GloomhavenComponentsScenarios19): a scenario's map in axial coordinates (the hexes of the state)
            field_2 (GloomhavenComponentsScenarios2): a scenario's map in axial coordinates (the hexes of the state)
            field_20 (GloomhavenComponentsScenarios20): a scenario's map in axial coordinates (the hexes of the state)
            field_22 (GloomhavenComponentsScenarios22): a scenario's map in axial coordinates (the hexes of the state)
            field_23 (GloomhavenComponentsScenarios23): a scenario's map in axial coordinates (the hexes of the state)
            field_24 (GloomhavenComponentsScenarios24): a scenario's map in axial coordinates (the hexes of the state)
            field_25 (GloomhavenComponentsScenarios25): a scenario's map in axial coordinates (the hexes of the state)
            field_26 (GloomhavenComponentsScenarios26): a scenario's map in axial coordinates (the hexes of the state)
            field_27 (GloomhavenComponentsScenarios27): a scenario's map in axial coordinates (the hexes of the state)
            field_28 (GloomhavenComponentsScenarios28): a scenario's map in axial coordinates (the hexes of the state)
            field_29 (GloomhavenComponentsScenarios29): a scenario's map in axial coordinates (the hexes of the state)
            field_3 (GloomhavenComponentsScenarios3): a scenario's map in axial coordinates (the hexes of the state)
            field_30 (GloomhavenComponentsScenarios30): a scenario's map in axial coordinates (the hexes of the state)
            field_31 (GloomhavenComponentsScenarios31): a scenario's map in axial coordinates (the hexes of the state)
            field_32 (GloomhavenComponentsScenarios32): a scenario's map in axial coordinates (the hexes of the state)
            field_33 (GloomhavenComponentsScenarios33): a scenario's map in axial coordinates (the hexes of the state)
            field_34 (GloomhavenComponentsScenarios34): a scenario's map in axial coordinates (the hexes of the state)
            field_35 (GloomhavenComponentsScenarios35): a scenario's map in axial coordinates (the hexes of the state)
            field_36 (GloomhavenComponentsScenarios36): a scenario's map in axial coordinates (the hexes of the state)
            field_37 (GloomhavenComponentsScenarios37): a scenario's map in axial coordinates (the hexes of the state)
            field_38 (GloomhavenComponentsScenarios38): a scenario's map in axial coordinates (the hexes of the state)
            field_39 (GloomhavenComponentsScenarios39): a scenario's map in axial coordinates (the hexes of the state)
            field_4 (GloomhavenComponentsScenarios4): a scenario's map in axial coordinates (the hexes of the state)
            field_40 (GloomhavenComponentsScenarios40): a scenario's map in axial coordinates (the hexes of the state)
            field_41 (GloomhavenComponentsScenarios41): a scenario's map in axial coordinates (the hexes of the state)
            field_42 (GloomhavenComponentsScenarios42): a scenario's map in axial coordinates (the hexes of the state)
            field_43 (GloomhavenComponentsScenarios43): a scenario's map in axial coordinates (the hexes of the state)
            field_44 (GloomhavenComponentsScenarios44): a scenario's map in axial coordinates (the hexes of the state)
            field_45 (GloomhavenComponentsScenarios45): a scenario's map in axial coordinates (the hexes of the state)
            field_46 (GloomhavenComponentsScenarios46): a scenario's map in axial coordinates (the hexes of the state)
            field_47 (GloomhavenComponentsScenarios47): a scenario's map in axial coordinates (the hexes of the state)
            field_5 (GloomhavenComponentsScenarios5): a scenario's map in axial coordinates (the hexes of the state)
            field_50 (GloomhavenComponentsScenarios50): a scenario's map in axial coordinates (the hexes of the state)
            field_52 (GloomhavenComponentsScenarios52): a scenario's map in axial coordinates (the hexes of the state)
            field_53 (GloomhavenComponentsScenarios53): a scenario's map in axial coordinates (the hexes of the state)
            field_54 (GloomhavenComponentsScenarios54): a scenario's map in axial coordinates (the hexes of the state)
            field_56 (GloomhavenComponentsScenarios56): a scenario's map in axial coordinates (the hexes of the state)
            field_57 (GloomhavenComponentsScenarios57): a scenario's map in axial coordinates (the hexes of the state)
            field_58 (GloomhavenComponentsScenarios58): a scenario's map in axial coordinates (the hexes of the state)
            field_59 (GloomhavenComponentsScenarios59): a scenario's map in axial coordinates (the hexes of the state)
            field_6 (GloomhavenComponentsScenarios6): a scenario's map in axial coordinates (the hexes of the state)
            field_60 (GloomhavenComponentsScenarios60): a scenario's map in axial coordinates (the hexes of the state)
            field_61 (GloomhavenComponentsScenarios61): a scenario's map in axial coordinates (the hexes of the state)
            field_62 (GloomhavenComponentsScenarios62): a scenario's map in axial coordinates (the hexes of the state)
            field_63 (GloomhavenComponentsScenarios63): a scenario's map in axial coordinates (the hexes of the state)
            field_64 (GloomhavenComponentsScenarios64): a scenario's map in axial coordinates (the hexes of the state)
            field_65 (GloomhavenComponentsScenarios65): a scenario's map in axial coordinates (the hexes of the state)
            field_66 (GloomhavenComponentsScenarios66): a scenario's map in axial coordinates (the hexes of the state)
            field_67 (GloomhavenComponentsScenarios67): a scenario's map in axial coordinates (the hexes of the state)
            field_68 (GloomhavenComponentsScenarios68): a scenario's map in axial coordinates (the hexes of the state)
            field_69 (GloomhavenComponentsScenarios69): a scenario's map in axial coordinates (the hexes of the state)
            field_7 (GloomhavenComponentsScenarios7): a scenario's map in axial coordinates (the hexes of the state)
            field_70 (GloomhavenComponentsScenarios70): a scenario's map in axial coordinates (the hexes of the state)
            field_72 (GloomhavenComponentsScenarios72): a scenario's map in axial coordinates (the hexes of the state)
            field_74 (GloomhavenComponentsScenarios74): a scenario's map in axial coordinates (the hexes of the state)
            field_75 (GloomhavenComponentsScenarios75): a scenario's map in axial coordinates (the hexes of the state)
            field_76 (GloomhavenComponentsScenarios76): a scenario's map in axial coordinates (the hexes of the state)
            field_77 (GloomhavenComponentsScenarios77): a scenario's map in axial coordinates (the hexes of the state)
            field_78 (GloomhavenComponentsScenarios78): a scenario's map in axial coordinates (the hexes of the state)
            field_79 (GloomhavenComponentsScenarios79): a scenario's map in axial coordinates (the hexes of the state)
            field_8 (GloomhavenComponentsScenarios8): a scenario's map in axial coordinates (the hexes of the state)
            field_80 (GloomhavenComponentsScenarios80): a scenario's map in axial coordinates (the hexes of the state)
            field_81 (GloomhavenComponentsScenarios81): a scenario's map in axial coordinates (the hexes of the state)
            field_82 (GloomhavenComponentsScenarios82): a scenario's map in axial coordinates (the hexes of the state)
            field_83 (GloomhavenComponentsScenarios83): a scenario's map in axial coordinates (the hexes of the state)
            field_84 (GloomhavenComponentsScenarios84): a scenario's map in axial coordinates (the hexes of the state)
            field_85 (GloomhavenComponentsScenarios85): a scenario's map in axial coordinates (the hexes of the state)
            field_86 (GloomhavenComponentsScenarios86): a scenario's map in axial coordinates (the hexes of the state)
            field_87 (GloomhavenComponentsScenarios87): a scenario's map in axial coordinates (the hexes of the state)
            field_88 (GloomhavenComponentsScenarios88): a scenario's map in axial coordinates (the hexes of the state)
            field_89 (GloomhavenComponentsScenarios89): a scenario's map in axial coordinates (the hexes of the state)
            field_9 (GloomhavenComponentsScenarios9): a scenario's map in axial coordinates (the hexes of the state)
            field_90 (GloomhavenComponentsScenarios90): a scenario's map in axial coordinates (the hexes of the state)
            field_91 (GloomhavenComponentsScenarios91): a scenario's map in axial coordinates (the hexes of the state)
            field_93 (GloomhavenComponentsScenarios93): a scenario's map in axial coordinates (the hexes of the state)
            field_94 (GloomhavenComponentsScenarios94): a scenario's map in axial coordinates (the hexes of the state)
     """

    field_1: GloomhavenComponentsScenarios1
    field_11: GloomhavenComponentsScenarios11
    field_12: GloomhavenComponentsScenarios12
    field_13: GloomhavenComponentsScenarios13
    field_14: GloomhavenComponentsScenarios14
    field_15: GloomhavenComponentsScenarios15
    field_16: GloomhavenComponentsScenarios16
    field_17: GloomhavenComponentsScenarios17
    field_18: GloomhavenComponentsScenarios18
    field_19: GloomhavenComponentsScenarios19
    field_2: GloomhavenComponentsScenarios2
    field_20: GloomhavenComponentsScenarios20
    field_22: GloomhavenComponentsScenarios22
    field_23: GloomhavenComponentsScenarios23
    field_24: GloomhavenComponentsScenarios24
    field_25: GloomhavenComponentsScenarios25
    field_26: GloomhavenComponentsScenarios26
    field_27: GloomhavenComponentsScenarios27
    field_28: GloomhavenComponentsScenarios28
    field_29: GloomhavenComponentsScenarios29
    field_3: GloomhavenComponentsScenarios3
    field_30: GloomhavenComponentsScenarios30
    field_31: GloomhavenComponentsScenarios31
    field_32: GloomhavenComponentsScenarios32
    field_33: GloomhavenComponentsScenarios33
    field_34: GloomhavenComponentsScenarios34
    field_35: GloomhavenComponentsScenarios35
    field_36: GloomhavenComponentsScenarios36
    field_37: GloomhavenComponentsScenarios37
    field_38: GloomhavenComponentsScenarios38
    field_39: GloomhavenComponentsScenarios39
    field_4: GloomhavenComponentsScenarios4
    field_40: GloomhavenComponentsScenarios40
    field_41: GloomhavenComponentsScenarios41
    field_42: GloomhavenComponentsScenarios42
    field_43: GloomhavenComponentsScenarios43
    field_44: GloomhavenComponentsScenarios44
    field_45: GloomhavenComponentsScenarios45
    field_46: GloomhavenComponentsScenarios46
    field_47: GloomhavenComponentsScenarios47
    field_5: GloomhavenComponentsScenarios5
    field_50: GloomhavenComponentsScenarios50
    field_52: GloomhavenComponentsScenarios52
    field_53: GloomhavenComponentsScenarios53
    field_54: GloomhavenComponentsScenarios54
    field_56: GloomhavenComponentsScenarios56
    field_57: GloomhavenComponentsScenarios57
    field_58: GloomhavenComponentsScenarios58
    field_59: GloomhavenComponentsScenarios59
    field_6: GloomhavenComponentsScenarios6
    field_60: GloomhavenComponentsScenarios60
    field_61: GloomhavenComponentsScenarios61
    field_62: GloomhavenComponentsScenarios62
    field_63: GloomhavenComponentsScenarios63
    field_64: GloomhavenComponentsScenarios64
    field_65: GloomhavenComponentsScenarios65
    field_66: GloomhavenComponentsScenarios66
    field_67: GloomhavenComponentsScenarios67
    field_68: GloomhavenComponentsScenarios68
    field_69: GloomhavenComponentsScenarios69
    field_7: GloomhavenComponentsScenarios7
    field_70: GloomhavenComponentsScenarios70
    field_72: GloomhavenComponentsScenarios72
    field_74: GloomhavenComponentsScenarios74
    field_75: GloomhavenComponentsScenarios75
    field_76: GloomhavenComponentsScenarios76
    field_77: GloomhavenComponentsScenarios77
    field_78: GloomhavenComponentsScenarios78
    field_79: GloomhavenComponentsScenarios79
    field_8: GloomhavenComponentsScenarios8
    field_80: GloomhavenComponentsScenarios80
    field_81: GloomhavenComponentsScenarios81
    field_82: GloomhavenComponentsScenarios82
    field_83: GloomhavenComponentsScenarios83
    field_84: GloomhavenComponentsScenarios84
    field_85: GloomhavenComponentsScenarios85
    field_86: GloomhavenComponentsScenarios86
    field_87: GloomhavenComponentsScenarios87
    field_88: GloomhavenComponentsScenarios88
    field_89: GloomhavenComponentsScenarios89
    field_9: GloomhavenComponentsScenarios9
    field_90: GloomhavenComponentsScenarios90
    field_91: GloomhavenComponentsScenarios91
    field_93: GloomhavenComponentsScenarios93
    field_94: GloomhavenComponentsScenarios94





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_components_scenarios_1 import GloomhavenComponentsScenarios1 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_11 import GloomhavenComponentsScenarios11 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_12 import GloomhavenComponentsScenarios12 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_13 import GloomhavenComponentsScenarios13 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_14 import GloomhavenComponentsScenarios14 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_15 import GloomhavenComponentsScenarios15 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_16 import GloomhavenComponentsScenarios16 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_17 import GloomhavenComponentsScenarios17 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_18 import GloomhavenComponentsScenarios18 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_19 import GloomhavenComponentsScenarios19 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_2 import GloomhavenComponentsScenarios2 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_20 import GloomhavenComponentsScenarios20 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_22 import GloomhavenComponentsScenarios22 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_23 import GloomhavenComponentsScenarios23 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_24 import GloomhavenComponentsScenarios24 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_25 import GloomhavenComponentsScenarios25 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_26 import GloomhavenComponentsScenarios26 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_27 import GloomhavenComponentsScenarios27 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_28 import GloomhavenComponentsScenarios28 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_29 import GloomhavenComponentsScenarios29 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_3 import GloomhavenComponentsScenarios3 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_30 import GloomhavenComponentsScenarios30 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_31 import GloomhavenComponentsScenarios31 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_32 import GloomhavenComponentsScenarios32 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_33 import GloomhavenComponentsScenarios33 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_34 import GloomhavenComponentsScenarios34 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_35 import GloomhavenComponentsScenarios35 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_36 import GloomhavenComponentsScenarios36 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_37 import GloomhavenComponentsScenarios37 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_38 import GloomhavenComponentsScenarios38 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_39 import GloomhavenComponentsScenarios39 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_4 import GloomhavenComponentsScenarios4 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_40 import GloomhavenComponentsScenarios40 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_41 import GloomhavenComponentsScenarios41 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_42 import GloomhavenComponentsScenarios42 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_43 import GloomhavenComponentsScenarios43 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_44 import GloomhavenComponentsScenarios44 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_45 import GloomhavenComponentsScenarios45 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_46 import GloomhavenComponentsScenarios46 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_47 import GloomhavenComponentsScenarios47 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_5 import GloomhavenComponentsScenarios5 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_50 import GloomhavenComponentsScenarios50 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_52 import GloomhavenComponentsScenarios52 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_53 import GloomhavenComponentsScenarios53 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_54 import GloomhavenComponentsScenarios54 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_56 import GloomhavenComponentsScenarios56 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_57 import GloomhavenComponentsScenarios57 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_58 import GloomhavenComponentsScenarios58 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_59 import GloomhavenComponentsScenarios59 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_6 import GloomhavenComponentsScenarios6 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_60 import GloomhavenComponentsScenarios60 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_61 import GloomhavenComponentsScenarios61 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_62 import GloomhavenComponentsScenarios62 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_63 import GloomhavenComponentsScenarios63 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_64 import GloomhavenComponentsScenarios64 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_65 import GloomhavenComponentsScenarios65 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_66 import GloomhavenComponentsScenarios66 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_67 import GloomhavenComponentsScenarios67 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_68 import GloomhavenComponentsScenarios68 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_69 import GloomhavenComponentsScenarios69 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_7 import GloomhavenComponentsScenarios7 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_70 import GloomhavenComponentsScenarios70 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_72 import GloomhavenComponentsScenarios72 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_74 import GloomhavenComponentsScenarios74 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_75 import GloomhavenComponentsScenarios75 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_76 import GloomhavenComponentsScenarios76 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_77 import GloomhavenComponentsScenarios77 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_78 import GloomhavenComponentsScenarios78 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_79 import GloomhavenComponentsScenarios79 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_8 import GloomhavenComponentsScenarios8 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_80 import GloomhavenComponentsScenarios80 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_81 import GloomhavenComponentsScenarios81 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_82 import GloomhavenComponentsScenarios82 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_83 import GloomhavenComponentsScenarios83 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_84 import GloomhavenComponentsScenarios84 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_85 import GloomhavenComponentsScenarios85 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_86 import GloomhavenComponentsScenarios86 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_87 import GloomhavenComponentsScenarios87 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_88 import GloomhavenComponentsScenarios88 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_89 import GloomhavenComponentsScenarios89 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_9 import GloomhavenComponentsScenarios9 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_90 import GloomhavenComponentsScenarios90 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_91 import GloomhavenComponentsScenarios91 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_93 import GloomhavenComponentsScenarios93 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_94 import GloomhavenComponentsScenarios94 # noqa: PLC0415
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
        from ..models.gloomhaven_components_scenarios_1 import GloomhavenComponentsScenarios1 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_11 import GloomhavenComponentsScenarios11 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_12 import GloomhavenComponentsScenarios12 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_13 import GloomhavenComponentsScenarios13 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_14 import GloomhavenComponentsScenarios14 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_15 import GloomhavenComponentsScenarios15 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_16 import GloomhavenComponentsScenarios16 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_17 import GloomhavenComponentsScenarios17 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_18 import GloomhavenComponentsScenarios18 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_19 import GloomhavenComponentsScenarios19 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_2 import GloomhavenComponentsScenarios2 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_20 import GloomhavenComponentsScenarios20 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_22 import GloomhavenComponentsScenarios22 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_23 import GloomhavenComponentsScenarios23 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_24 import GloomhavenComponentsScenarios24 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_25 import GloomhavenComponentsScenarios25 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_26 import GloomhavenComponentsScenarios26 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_27 import GloomhavenComponentsScenarios27 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_28 import GloomhavenComponentsScenarios28 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_29 import GloomhavenComponentsScenarios29 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_3 import GloomhavenComponentsScenarios3 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_30 import GloomhavenComponentsScenarios30 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_31 import GloomhavenComponentsScenarios31 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_32 import GloomhavenComponentsScenarios32 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_33 import GloomhavenComponentsScenarios33 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_34 import GloomhavenComponentsScenarios34 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_35 import GloomhavenComponentsScenarios35 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_36 import GloomhavenComponentsScenarios36 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_37 import GloomhavenComponentsScenarios37 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_38 import GloomhavenComponentsScenarios38 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_39 import GloomhavenComponentsScenarios39 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_4 import GloomhavenComponentsScenarios4 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_40 import GloomhavenComponentsScenarios40 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_41 import GloomhavenComponentsScenarios41 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_42 import GloomhavenComponentsScenarios42 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_43 import GloomhavenComponentsScenarios43 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_44 import GloomhavenComponentsScenarios44 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_45 import GloomhavenComponentsScenarios45 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_46 import GloomhavenComponentsScenarios46 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_47 import GloomhavenComponentsScenarios47 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_5 import GloomhavenComponentsScenarios5 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_50 import GloomhavenComponentsScenarios50 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_52 import GloomhavenComponentsScenarios52 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_53 import GloomhavenComponentsScenarios53 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_54 import GloomhavenComponentsScenarios54 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_56 import GloomhavenComponentsScenarios56 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_57 import GloomhavenComponentsScenarios57 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_58 import GloomhavenComponentsScenarios58 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_59 import GloomhavenComponentsScenarios59 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_6 import GloomhavenComponentsScenarios6 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_60 import GloomhavenComponentsScenarios60 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_61 import GloomhavenComponentsScenarios61 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_62 import GloomhavenComponentsScenarios62 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_63 import GloomhavenComponentsScenarios63 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_64 import GloomhavenComponentsScenarios64 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_65 import GloomhavenComponentsScenarios65 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_66 import GloomhavenComponentsScenarios66 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_67 import GloomhavenComponentsScenarios67 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_68 import GloomhavenComponentsScenarios68 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_69 import GloomhavenComponentsScenarios69 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_7 import GloomhavenComponentsScenarios7 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_70 import GloomhavenComponentsScenarios70 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_72 import GloomhavenComponentsScenarios72 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_74 import GloomhavenComponentsScenarios74 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_75 import GloomhavenComponentsScenarios75 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_76 import GloomhavenComponentsScenarios76 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_77 import GloomhavenComponentsScenarios77 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_78 import GloomhavenComponentsScenarios78 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_79 import GloomhavenComponentsScenarios79 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_8 import GloomhavenComponentsScenarios8 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_80 import GloomhavenComponentsScenarios80 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_81 import GloomhavenComponentsScenarios81 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_82 import GloomhavenComponentsScenarios82 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_83 import GloomhavenComponentsScenarios83 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_84 import GloomhavenComponentsScenarios84 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_85 import GloomhavenComponentsScenarios85 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_86 import GloomhavenComponentsScenarios86 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_87 import GloomhavenComponentsScenarios87 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_88 import GloomhavenComponentsScenarios88 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_89 import GloomhavenComponentsScenarios89 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_9 import GloomhavenComponentsScenarios9 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_90 import GloomhavenComponentsScenarios90 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_91 import GloomhavenComponentsScenarios91 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_93 import GloomhavenComponentsScenarios93 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_94 import GloomhavenComponentsScenarios94 # noqa: PLC0415
        d = dict(src_dict)
        field_1 = GloomhavenComponentsScenarios1.from_dict(d.pop("1"))




        field_11 = GloomhavenComponentsScenarios11.from_dict(d.pop("11"))




        field_12 = GloomhavenComponentsScenarios12.from_dict(d.pop("12"))




        field_13 = GloomhavenComponentsScenarios13.from_dict(d.pop("13"))




        field_14 = GloomhavenComponentsScenarios14.from_dict(d.pop("14"))




        field_15 = GloomhavenComponentsScenarios15.from_dict(d.pop("15"))




        field_16 = GloomhavenComponentsScenarios16.from_dict(d.pop("16"))




        field_17 = GloomhavenComponentsScenarios17.from_dict(d.pop("17"))




        field_18 = GloomhavenComponentsScenarios18.from_dict(d.pop("18"))




        field_19 = GloomhavenComponentsScenarios19.from_dict(d.pop("19"))




        field_2 = GloomhavenComponentsScenarios2.from_dict(d.pop("2"))




        field_20 = GloomhavenComponentsScenarios20.from_dict(d.pop("20"))




        field_22 = GloomhavenComponentsScenarios22.from_dict(d.pop("22"))




        field_23 = GloomhavenComponentsScenarios23.from_dict(d.pop("23"))




        field_24 = GloomhavenComponentsScenarios24.from_dict(d.pop("24"))




        field_25 = GloomhavenComponentsScenarios25.from_dict(d.pop("25"))




        field_26 = GloomhavenComponentsScenarios26.from_dict(d.pop("26"))




        field_27 = GloomhavenComponentsScenarios27.from_dict(d.pop("27"))




        field_28 = GloomhavenComponentsScenarios28.from_dict(d.pop("28"))




        field_29 = GloomhavenComponentsScenarios29.from_dict(d.pop("29"))




        field_3 = GloomhavenComponentsScenarios3.from_dict(d.pop("3"))




        field_30 = GloomhavenComponentsScenarios30.from_dict(d.pop("30"))




        field_31 = GloomhavenComponentsScenarios31.from_dict(d.pop("31"))




        field_32 = GloomhavenComponentsScenarios32.from_dict(d.pop("32"))




        field_33 = GloomhavenComponentsScenarios33.from_dict(d.pop("33"))




        field_34 = GloomhavenComponentsScenarios34.from_dict(d.pop("34"))




        field_35 = GloomhavenComponentsScenarios35.from_dict(d.pop("35"))




        field_36 = GloomhavenComponentsScenarios36.from_dict(d.pop("36"))




        field_37 = GloomhavenComponentsScenarios37.from_dict(d.pop("37"))




        field_38 = GloomhavenComponentsScenarios38.from_dict(d.pop("38"))




        field_39 = GloomhavenComponentsScenarios39.from_dict(d.pop("39"))




        field_4 = GloomhavenComponentsScenarios4.from_dict(d.pop("4"))




        field_40 = GloomhavenComponentsScenarios40.from_dict(d.pop("40"))




        field_41 = GloomhavenComponentsScenarios41.from_dict(d.pop("41"))




        field_42 = GloomhavenComponentsScenarios42.from_dict(d.pop("42"))




        field_43 = GloomhavenComponentsScenarios43.from_dict(d.pop("43"))




        field_44 = GloomhavenComponentsScenarios44.from_dict(d.pop("44"))




        field_45 = GloomhavenComponentsScenarios45.from_dict(d.pop("45"))




        field_46 = GloomhavenComponentsScenarios46.from_dict(d.pop("46"))




        field_47 = GloomhavenComponentsScenarios47.from_dict(d.pop("47"))




        field_5 = GloomhavenComponentsScenarios5.from_dict(d.pop("5"))




        field_50 = GloomhavenComponentsScenarios50.from_dict(d.pop("50"))




        field_52 = GloomhavenComponentsScenarios52.from_dict(d.pop("52"))




        field_53 = GloomhavenComponentsScenarios53.from_dict(d.pop("53"))




        field_54 = GloomhavenComponentsScenarios54.from_dict(d.pop("54"))




        field_56 = GloomhavenComponentsScenarios56.from_dict(d.pop("56"))




        field_57 = GloomhavenComponentsScenarios57.from_dict(d.pop("57"))




        field_58 = GloomhavenComponentsScenarios58.from_dict(d.pop("58"))




        field_59 = GloomhavenComponentsScenarios59.from_dict(d.pop("59"))




        field_6 = GloomhavenComponentsScenarios6.from_dict(d.pop("6"))




        field_60 = GloomhavenComponentsScenarios60.from_dict(d.pop("60"))




        field_61 = GloomhavenComponentsScenarios61.from_dict(d.pop("61"))




        field_62 = GloomhavenComponentsScenarios62.from_dict(d.pop("62"))




        field_63 = GloomhavenComponentsScenarios63.from_dict(d.pop("63"))




        field_64 = GloomhavenComponentsScenarios64.from_dict(d.pop("64"))




        field_65 = GloomhavenComponentsScenarios65.from_dict(d.pop("65"))




        field_66 = GloomhavenComponentsScenarios66.from_dict(d.pop("66"))




        field_67 = GloomhavenComponentsScenarios67.from_dict(d.pop("67"))




        field_68 = GloomhavenComponentsScenarios68.from_dict(d.pop("68"))




        field_69 = GloomhavenComponentsScenarios69.from_dict(d.pop("69"))




        field_7 = GloomhavenComponentsScenarios7.from_dict(d.pop("7"))




        field_70 = GloomhavenComponentsScenarios70.from_dict(d.pop("70"))




        field_72 = GloomhavenComponentsScenarios72.from_dict(d.pop("72"))




        field_74 = GloomhavenComponentsScenarios74.from_dict(d.pop("74"))




        field_75 = GloomhavenComponentsScenarios75.from_dict(d.pop("75"))




        field_76 = GloomhavenComponentsScenarios76.from_dict(d.pop("76"))




        field_77 = GloomhavenComponentsScenarios77.from_dict(d.pop("77"))




        field_78 = GloomhavenComponentsScenarios78.from_dict(d.pop("78"))




        field_79 = GloomhavenComponentsScenarios79.from_dict(d.pop("79"))




        field_8 = GloomhavenComponentsScenarios8.from_dict(d.pop("8"))




        field_80 = GloomhavenComponentsScenarios80.from_dict(d.pop("80"))




        field_81 = GloomhavenComponentsScenarios81.from_dict(d.pop("81"))




        field_82 = GloomhavenComponentsScenarios82.from_dict(d.pop("82"))




        field_83 = GloomhavenComponentsScenarios83.from_dict(d.pop("83"))




        field_84 = GloomhavenComponentsScenarios84.from_dict(d.pop("84"))




        field_85 = GloomhavenComponentsScenarios85.from_dict(d.pop("85"))




        field_86 = GloomhavenComponentsScenarios86.from_dict(d.pop("86"))




        field_87 = GloomhavenComponentsScenarios87.from_dict(d.pop("87"))




        field_88 = GloomhavenComponentsScenarios88.from_dict(d.pop("88"))




        field_89 = GloomhavenComponentsScenarios89.from_dict(d.pop("89"))




        field_9 = GloomhavenComponentsScenarios9.from_dict(d.pop("9"))




        field_90 = GloomhavenComponentsScenarios90.from_dict(d.pop("90"))




        field_91 = GloomhavenComponentsScenarios91.from_dict(d.pop("91"))




        field_93 = GloomhavenComponentsScenarios93.from_dict(d.pop("93"))




        field_94 = GloomhavenComponentsScenarios94.from_dict(d.pop("94"))




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

