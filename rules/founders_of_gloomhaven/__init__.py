"""Founders of Gloomhaven (issue 10): the engine, driven by a content pack.

The pack (``data/pack.json``, a reconstruction: see ``docs/founders-of-gloomhaven.md``) is
loaded and checked by ``pack.py``; ``content.py`` compiles it for play. The rules are in
``setup.py`` (drafting, decks), ``turn.py`` (calls to work, follows), ``build.py`` (recruit,
trade, upgrade, construct), ``points.py`` (uses, cascades, deliveries), ``vote.py`` and
``city.py`` (the map: connection and placements); ``flow.py`` runs the queue of steps.
"""

from .game import GAME

__all__ = ["GAME"]
