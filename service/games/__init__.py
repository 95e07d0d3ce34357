"""The game API (/v1/games): one blueprint, its schemas, and per-game OpenAPI schemas."""
