"""Foundations of Rome (2021): the core game for 2–5 players."""

from rules.core import registry

from .game import FoundationsOfRome

GAME = registry.register(FoundationsOfRome())

__all__ = ["GAME", "FoundationsOfRome"]
