"""Pure-Python rules engines. Nothing here imports Flask or the service."""
