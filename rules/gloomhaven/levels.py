"""Scenario level and what it sets: monster level, trap damage, gold per coin, bonus XP.

Round summary, "SETUP SCENARIO" 4: "the recommended level is the average level of the
characters divided by 2, rounded up"; "optional changes: -1 easy, +1 hard, +2 very hard";
"solo: add +1 to the monsters' level and to trap damage". The table of levels 0–7 is the
rulebook's scenario level chart (the figure the summary points to).
"""

from __future__ import annotations

from dataclasses import dataclass

DIFFICULTY = {"easy": -1, "normal": 0, "hard": 1, "very_hard": 2}
MAX_LEVEL = 7
#: Gold per coin token by scenario level 0–7.
GOLD_PER_COIN = (2, 2, 3, 3, 4, 4, 5, 6)


@dataclass(frozen=True)
class Levels:
    scenario: int
    monster: int
    trap_damage: int
    gold_per_coin: int
    bonus_xp: int

    def as_json(self) -> dict[str, int]:
        return {
            "scenario": self.scenario,
            "monster": self.monster,
            "trap_damage": self.trap_damage,
            "gold_per_coin": self.gold_per_coin,
            "bonus_xp": self.bonus_xp,
        }


def recommended(character_levels: list[int]) -> int:
    """Average level / 2, rounded up: ceil(sum / (2 n)) in integers."""
    n = len(character_levels)
    return -(-sum(character_levels) // (2 * n))


def levels(character_levels: list[int], difficulty: str, solo: bool) -> Levels:
    """The scenario's levels. A level stays within 0–7 after the difficulty change."""
    scenario = min(MAX_LEVEL, max(0, recommended(character_levels) + DIFFICULTY[difficulty]))
    extra = 1 if solo else 0
    return Levels(
        scenario=scenario,
        monster=min(MAX_LEVEL, scenario + extra),
        trap_damage=2 + scenario + extra,
        gold_per_coin=GOLD_PER_COIN[scenario],
        bonus_xp=4 + 2 * scenario,
    )
