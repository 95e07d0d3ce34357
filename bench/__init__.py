"""Benchmarks: figures printed, never asserted."""

import json
from pathlib import Path


def write_json(target: str, results: dict) -> None:
    """Write ``results`` as JSON to the file ``target`` ('-': standard output)."""
    text = json.dumps(results, indent=2)
    if target == "-":
        print(text)
    else:
        Path(target).write_text(text + "\n")
