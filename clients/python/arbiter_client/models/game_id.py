from typing import Literal

GameId = Literal['foundations-of-rome', 'founders-of-gloomhaven', 'gloomhaven']

GAME_ID_VALUES: set[GameId] = { 'foundations-of-rome', 'founders-of-gloomhaven', 'gloomhaven',  }

def check_game_id(value: str) -> GameId:
    if value in GAME_ID_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_ID_VALUES!r}")
