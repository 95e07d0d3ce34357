from typing import Literal

MonsterMovesFigureSide = Literal['character', 'monster']

MONSTER_MOVES_FIGURE_SIDE_VALUES: set[MonsterMovesFigureSide] = { 'character', 'monster',  }

def check_monster_moves_figure_side(value: str) -> MonsterMovesFigureSide:
    if value in MONSTER_MOVES_FIGURE_SIDE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MONSTER_MOVES_FIGURE_SIDE_VALUES!r}")
