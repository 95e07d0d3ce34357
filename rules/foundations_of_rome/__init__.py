"""Foundations of Rome (2021): the core game for 2–5 players."""

from .game import FoundationsOfRome

GAME = FoundationsOfRome()

__all__ = ["GAME", "FoundationsOfRome"]
