"""Founders of Gloomhaven (issue 10): in progress.

So far only the content pack exists (``pack.py`` and ``data/pack.json``, a reconstruction:
see ``docs/founders-of-gloomhaven.md`` §4). There is no engine and no ``GAME`` yet, and the
game is not registered in ``rules.games``.
"""
