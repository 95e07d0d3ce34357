"""The Gloomhaven API: ``POST /v1/games/gloomhaven/monster-moves`` (blueprint ``blp`` in
``views``)."""
