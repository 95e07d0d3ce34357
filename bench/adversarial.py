"""``python -m bench.adversarial``: the most expensive requests we can build, per endpoint,
against the documented bound: within the input limits (docs/limits.md) every request
completes or is refused within ``CPU_LIMIT_MS`` of CPU and ``MEMORY_LIMIT_MB`` of extra
memory. Figures only; nothing here fails a build.

Each request runs in a fresh process (the app with ``ARBITER_CACHE=none``, so nothing is
answered from a cache), after one small request to the same endpoint has warmed the code.
CPU is the thread's CPU time of the whole request through the Flask app; memory is the
peak resident size during the request above the resident size before it (Linux's VmHWM,
reset first through /proc/self/clear_refs).

    python -m bench.adversarial [--only SUBSTRING] [--json out.json]
"""

from __future__ import annotations

import argparse
import concurrent.futures
import multiprocessing
import time
from collections.abc import Callable
from dataclasses import dataclass

import orjson

from rules import games

from . import write_json

CPU_LIMIT_MS = 1000.0
MEMORY_LIMIT_MB = 50.0
MAX_BODY = 1024 * 1024  # ARBITER_MAX_BODY_BYTES, the default
ROME = "foundations-of-rome"
SEAL_KEY = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8"  # a fixed key: tokens made here open there


@dataclass(frozen=True)
class Case:
    endpoint: str
    name: str
    path: str
    body: Callable[[], bytes]  # built in the child process (big bodies are not pickled)
    warm: Callable[[], bytes]
    method: str = "POST"


# --- bodies -----------------------------------------------------------------------------
#: Every module that mixes with the others ("Players are free to mix-and-match").
ALL_MODULES = {
    "monuments": True,
    "trading": True,
    "stealing": True,
    "objectives": "hidden",
    "invocations": True,
    "roles": True,
}


def _rome(
    players: int = 5, drafting: bool = True, moves: int = 10_000, monuments: bool = False, modules: dict | None = None
) -> dict:
    """A seeded 5-player game played to its last move before the end (the longest state)."""
    import random

    from rules.core import playout

    game = games.get(ROME)
    state = game.setup({"players": players, "deed_drafting": drafting, "monuments": monuments, **(modules or {})}, 4242)
    last = state
    policy = playout.prefer(("buy_deed", "construct"), 0.8)
    for _action, after, _events in playout.steps(game, state, random.Random(1), policy, moves):
        if game.status(after, trusted=True)["terminal"]:
            break
        last = after
    return last


def _json(value) -> bytes:
    return orjson.dumps(value)


def _small_state() -> dict:
    return games.get(ROME).setup({"players": 2}, 1)


def _log(players: int = 5) -> tuple[dict, list[dict]]:
    import random

    from rules.core import playout

    game = games.get(ROME)
    options = {"players": players, "deed_drafting": True}
    _final, log = playout.playout(game, options, 4242, random.Random(1), playout.prefer(("buy_deed", "construct"), 0.8))
    return options, log


def _longest_replay() -> bytes:
    options, log = _log()
    return _json({"options": options, "seed": 4242, "actions": log})


def _replay_padded_to_the_limit() -> bytes:
    """A whole game, then legal-looking actions up to the body limit (refused at the first)."""
    options, log = _log()
    filler = {"type": "take_income", "player": 0}
    count = (MAX_BODY - len(_json({"options": options, "seed": 4242, "actions": log})) - 100) // 40
    return _json({"options": options, "seed": 4242, "actions": log + [filler] * count})


def _many_bad_items() -> bytes:
    head = b'{"options":{"players":2},"seed":1,"actions":['
    count = (MAX_BODY - len(head) - 2) // 2
    return head + b",".join([b"1"] * count) + b"]}"


def _state_padded(member_bytes: int) -> bytes:
    state = _rome()
    state["padding"] = "x" * member_bytes
    return _json({"state": state})


def _state_with_every_error() -> bytes:
    """Every player's lists filled with wrong items, up to the body limit."""
    state = _rome()
    for info in state["players"]:
        info["deeds"] = ["Z99"] * 100
    state["buildings"] = [{"kind": "nothing", "owner": 9, "lots": ["Z99"] * 20}] * 200
    return _json({"state": state})


def _deep_nesting() -> bytes:
    depth = MAX_BODY // 2 - 20
    return b'{"state":' + b"[" * depth + b"]" * depth + b"}"


def _wide_object() -> bytes:
    members = ",".join(f'"k{i}":0' for i in range(MAX_BODY // 12))
    return ('{"options":{' + members + "}}").encode()


def _garbage_token() -> bytes:
    return _json({"state_token": "A" * (MAX_BODY - 40)})


def _sealed_late_state(endpoint_extra: dict) -> Callable[[], bytes]:
    def build() -> bytes:
        from service.seal import Sealer, parse_keys

        state = _rome()
        return _json({"state_token": Sealer(parse_keys(SEAL_KEY)).seal(ROME, state), **endpoint_extra})

    return build


def _late(extra: Callable[[dict], dict]) -> Callable[[], bytes]:
    def build() -> bytes:
        state = _rome()
        return _json({"state": state, **extra(state)})

    return build


def _first_action(state: dict) -> dict:
    """The first listed action of ``state``, as an apply body member."""
    return {"action": games.get(state["game"]).legal_actions(state, trusted=True)[0]}


def _warm_state() -> bytes:
    return _json({"state": _small_state()})


def _rome_cases() -> list[Case]:
    base = f"/v1/games/{ROME}/"
    return [
        Case(
            "render",
            "a late 5-player state",
            base + "render",
            _late(lambda s: {"player": 0}),
            _warm_state,
        ),
        Case(
            "bot-action",
            "mcts at the longest budget (1,000 ms of calls) on a late 5-player state",
            base + "bot-action",
            _late(lambda s: {"player": s["decisions"][0]["seat"], "policy": "mcts", "budget_ms": 1000}),
            _warm_state,
        ),
        Case(
            "bot-action",
            "greedy on a late 5-player state with every mixable module",
            base + "bot-action",
            lambda: _json(
                {
                    "state": (late := _rome(modules=ALL_MODULES)),
                    "player": late["decisions"][-1].get("seat", 0),
                    "policy": "greedy",
                }
            ),
            _warm_state,
        ),
        Case(
            "setup",
            "5 players, drafting, sealed",
            base + "setup",
            lambda: _json({"options": {"players": 5, "deed_drafting": True}, "seal": True}),
            lambda: _json({"options": {"players": 2}}),
        ),
        Case(
            "setup",
            "options with 87k unknown members",
            base + "setup",
            _wide_object,
            lambda: _json({"options": {"players": 2}}),
        ),
        Case("legal-actions", "late 5-player state", base + "legal-actions", _late(lambda s: {}), _warm_state),
        Case(
            "legal-actions",
            "late 5-player state with Monuments",
            base + "legal-actions",
            lambda: _json({"state": _rome(monuments=True)}),
            _warm_state,
        ),
        Case(
            "legal-actions",
            "late 5-player state with every mixable module",
            base + "legal-actions",
            lambda: _json({"state": _rome(modules=ALL_MODULES)}),
            _warm_state,
        ),
        Case("legal-actions", "late state as a token", base + "legal-actions", _sealed_late_state({}), _warm_state),
        Case(
            "legal-actions",
            "state with a 1 MB member",
            base + "legal-actions",
            lambda: _state_padded(MAX_BODY - 8000),
            _warm_state,
        ),
        Case(
            "legal-actions", "state with every list wrong", base + "legal-actions", _state_with_every_error, _warm_state
        ),
        Case("legal-actions", "1 MB of nested brackets", base + "legal-actions", _deep_nesting, _warm_state),
        Case("legal-actions", "1 MB garbage token", base + "legal-actions", _garbage_token, _warm_state),
        Case(
            "apply",
            "late 5-player state",
            base + "apply",
            _late(_first_action),
            lambda: _json({"state": _small_state(), "action": {"type": "take_income", "player": 0}}),
        ),
        Case("view", "late 5-player state, sealed", base + "view", _sealed_late_state({"player": 0}), _warm_state),
        Case(
            "replay",
            "a whole 5-player game",
            base + "replay",
            _longest_replay,
            lambda: _json({"options": {"players": 2}, "seed": 1, "actions": []}),
        ),
        Case(
            "replay",
            "a game, then filler to 1 MB",
            base + "replay",
            _replay_padded_to_the_limit,
            lambda: _json({"options": {"players": 2}, "seed": 1, "actions": []}),
        ),
        Case(
            "replay",
            "524k non-object actions",
            base + "replay",
            _many_bad_items,
            lambda: _json({"options": {"players": 2}, "seed": 1, "actions": []}),
        ),
    ]


GLOOMHAVEN = "gloomhaven"
PARTY = [("brute", 0), ("tinkerer", 1), ("spellweaver", 2), ("mindthief", 3)]
GH_OPTIONS = {"scenario": 1, "characters": [{"class": c, "level": 1, "seat": s} for c, s in PARTY]}


def _gloomhaven_states() -> list[dict]:
    """Every state of a seeded 4-character Black Barrow played to its end."""
    import random

    from rules.core import playout

    game = games.get(GLOOMHAVEN)
    state = game.setup(GH_OPTIONS, 4242)
    policy = playout.prefer(("play_half", "target", "step", "select_cards"), 0.7)
    return [state] + [after for _a, after, _e in playout.steps(game, state, random.Random(1), policy, 5000)]


def _gloomhaven_late() -> dict:
    """The last state before the end: the longest state of the game."""
    return _gloomhaven_states()[-2]


def _gloomhaven_widest_area() -> dict:
    """An area attack in progress, edited to the widest area the schema allows (37 hexes) at
    range 99 with every room revealed: the most placements the lister can meet."""
    import copy

    from rules.gloomhaven import scenarios

    state = next(s for s in _gloomhaven_states() if s["decisions"] and s["decisions"][-1]["kind"] == "attack_area")
    state = copy.deepcopy(state)
    state["rooms"] = sorted(room.id for room in scenarios.load(1).rooms)
    ring = [[q, r] for q in range(-3, 4) for r in range(-3, 4) if abs(q + r) <= 3]
    state["attack"]["ability"].update(area=ring, range=99)
    return state


def _gloomhaven_last_selection() -> dict:
    """A card selection whose answer reveals the round and plays its monster turns."""
    game = games.get(GLOOMHAVEN)
    for state in reversed(_gloomhaven_states()):
        frame = state["decisions"][-1] if state["decisions"] else None
        if frame and frame["kind"] == "select_cards" and sum(c is None for c in frame["choices"]) == 1:
            return {"state": state, "action": game.legal_actions(state, trusted=True)[0]}
    raise LookupError("no last card selection")


def _custom_arena() -> dict:
    """The largest custom scenario the bounds allow (docs/gloomhaven-custom-scenarios.md):
    three rooms of 166–167 hexes joined by corridors, so all 500 hexes are open at setup, and
    64 monsters of eight types, elite for four characters."""
    rooms, doors = [], []
    for k in range(3):
        hexes = [[q, r + 9 * k] for r in range(8) for q in range(-10, 11)][: 167 if k < 2 else 166]
        rooms.append({"id": k, "tile": f"arena-{k}", "hexes": hexes})
        if k:
            doors.append({"hex": [0, 9 * k - 1], "rooms": [k - 1, k], "kind": "corridor"})
    kinds = [("bandit-guard", 6), ("bandit-archer", 6), ("living-bones", 10), ("living-corpse", 10)]
    kinds += [("cultist", 6), ("hound", 6), ("forest-imp", 10), ("stone-golem", 10)]
    cells = [h for room in rooms for h in room["hexes"] if h[1] % 9 < 6 and h[1] % 9 > 0]
    monsters = []
    for kind, standees in kinds:
        for _ in range(standees):
            if len(monsters) < 64:
                h = cells[len(monsters) * 4]
                monsters.append({"monster": kind, "hex": h, "room": h[1] // 9, "players": ["elite"] * 3})
    starts = [[q, 7] for q in range(-2, 2)]
    return {
        "name": "The Largest Arena",
        "rooms": rooms,
        "doors": doors,
        "overlays": [{"type": "start", "hexes": starts, "room": 0}],
        "monsters": monsters,
        "additional_monsters": ["living-bones"],
        "rules": {"goal": [{"type": "kill_all"}]},
    }


def _custom_first_selection() -> dict:
    """The last card selection of round 1 in the largest arena: its answer plays every
    monster turn of the round."""
    game = games.get(GLOOMHAVEN)
    options = {**GH_OPTIONS, "scenario": _custom_arena()}
    state = game.setup(options, 4242)
    while True:
        frame = state["decisions"][-1]
        if frame["kind"] == "select_cards" and sum(c is None for c in frame["choices"]) == 1:
            return {"state": state, "action": game.legal_actions(state, trusted=True)[0]}
        state, _ = game.apply(state, game.legal_actions(state, trusted=True)[0], trusted=True)


def _gloomhaven_cases() -> list[Case]:
    base = f"/v1/games/{GLOOMHAVEN}/"
    game = games.get(GLOOMHAVEN)

    def warm() -> bytes:
        return _json({"state": game.setup(GH_OPTIONS, 1)})

    def late(extra: Callable[[dict], dict]) -> Callable[[], bytes]:
        return lambda: _json({"state": (state := _gloomhaven_late()), **extra(state)})

    def sealed(extra: dict) -> Callable[[], bytes]:
        def build() -> bytes:
            from service.seal import Sealer, parse_keys

            return _json({"state_token": Sealer(parse_keys(SEAL_KEY)).seal(GLOOMHAVEN, _gloomhaven_late()), **extra})

        return build

    def replay() -> bytes:
        import random

        from rules.core import playout

        policy = playout.prefer(("play_half", "target", "step", "select_cards"), 0.7)
        _final, log = playout.playout(game, GH_OPTIONS, 4242, random.Random(1), policy)
        return _json({"options": GH_OPTIONS, "seed": 4242, "actions": log})

    return [
        Case(
            "setup",
            "Black Barrow, 4 characters, sealed",
            base + "setup",
            lambda: _json({"options": GH_OPTIONS, "seal": True}),
            lambda: _json({"options": GH_OPTIONS}),
        ),
        Case("legal-actions", "Black Barrow, late state", base + "legal-actions", late(lambda s: {}), warm),
        Case(
            "legal-actions",
            "Black Barrow, widest area attack",
            base + "legal-actions",
            lambda: _json({"state": _gloomhaven_widest_area()}),
            warm,
        ),
        Case("apply", "Black Barrow, late state", base + "apply", late(_first_action), warm),
        Case(
            "apply",
            "Black Barrow, last card selection (monster turns follow)",
            base + "apply",
            lambda: _json(_gloomhaven_last_selection()),
            warm,
        ),
        Case(
            "setup",
            "the largest custom scenario, 4 characters",
            base + "setup",
            lambda: _json({"options": {**GH_OPTIONS, "scenario": _custom_arena()}}),
            lambda: _json({"options": GH_OPTIONS}),
        ),
        Case(
            "apply",
            "the largest custom scenario, last card selection (64 monsters act)",
            base + "apply",
            lambda: _json(_custom_first_selection()),
            warm,
        ),
        Case("view", "Black Barrow, late state, sealed", base + "view", sealed({"player": 0}), warm),
        Case(
            "replay",
            "a whole Black Barrow",
            base + "replay",
            replay,
            lambda: _json({"options": GH_OPTIONS, "seed": 1, "actions": []}),
        ),
    ]


FOUNDERS = "founders-of-gloomhaven"
FOUNDERS_OPTIONS = {"players": 4}


def _founders_states() -> list[dict]:
    """Every state of a seeded 4-player game by the greedy player (to its end or its limit)."""
    import random

    from rules.core import playout

    from .states import founders_player

    game = games.get(FOUNDERS)
    state = game.setup(FOUNDERS_OPTIONS, 4242)
    return [state] + [after for _a, after, _e in playout.steps(game, state, random.Random(1), founders_player, 1500)]


def _founders_late() -> dict:
    states = _founders_states()
    return states[-2] if not states[-1]["decisions"] else states[-1]


def _founders_widest(kind: str) -> dict:
    """A state 200 moves in (room left on the board) edited so one seat lists the most: every
    tile accessible to seat 0, the most money, the most influence, and the pending decision
    ``kind`` (an upgrade with its road, a trade on any colour, a vote with 999 influence)."""
    import copy

    state = copy.deepcopy(_founders_states()[200])
    n = len(state["players"])
    for tile in state["tiles"]:
        if kind == "upgrade" and tile["owner"] != 0 and 0 not in tile["access"]:
            tile["access"] = sorted([*tile["access"], 0])
    for info in state["players"]:
        info.update(money=10**6, fleeting=999, lasting=999)
        if kind == "trade":  # nobody controls a resource: every basic may be imported with access
            info["resources"] = []
    state["phase"], state["queue"] = "play", []
    state["proposals"] = [p for p in state["proposals"] if p is not None][:3]
    frames = {
        "upgrade": {"kind": "upgrade", "seat": 0, "discount": 0},
        "trade": {"kind": "trade", "seat": 0, "discount": 0, "any_colour": True},
        "vote": {
            "kind": "vote",
            "choices": [None] * n,
            "partial": [{"proposal": 0, "fleeting": 999}] + [None] * (n - 1),
        },
    }
    state["decisions"] = [frames[kind]]
    return state


def _founders_cases() -> list[Case]:
    base = f"/v1/games/{FOUNDERS}/"
    game = games.get(FOUNDERS)

    def warm() -> bytes:
        return _json({"state": game.setup(FOUNDERS_OPTIONS, 1)})

    def replay() -> bytes:
        import random

        from rules.core import playout

        from .states import founders_player

        _final, log = playout.playout(game, FOUNDERS_OPTIONS, 4242, random.Random(1), founders_player, max_steps=1500)
        return _json({"options": FOUNDERS_OPTIONS, "seed": 4242, "actions": log})

    widest = [
        ("upgrade", "an upgrade, every tile accessible"),
        ("trade", "a trade on any colour, every basic unclaimed"),
    ]
    return [
        Case(
            "setup",
            "Founders, 4 players, sealed",
            base + "setup",
            lambda: _json({"options": FOUNDERS_OPTIONS, "seal": True}),
            warm,
        ),
        Case(
            "legal-actions",
            "Founders, late state",
            base + "legal-actions",
            lambda: _json({"state": _founders_late()}),
            warm,
        ),
        *(
            Case(
                "legal-actions",
                f"Founders, {name}",
                base + "legal-actions",
                (lambda k=kind: _json({"state": _founders_widest(k)})),
                warm,
            )
            for kind, name in widest
        ),
        Case(
            "legal-actions",
            "Founders, a vote's last step with 999 lasting influence",
            base + "legal-actions",
            lambda: _json({"state": _founders_widest("vote"), "player": 0}),
            warm,
        ),
        Case(
            "apply",
            "Founders, late state",
            base + "apply",
            lambda: _json({"state": (s := _founders_late()), **_first_action(s)}),
            warm,
        ),
        Case(
            "render",
            "Founders, late state",
            base + "render",
            lambda: _json({"state": _founders_late(), "player": 0}),
            warm,
        ),
        Case(
            "replay",
            "a whole 4-player Founders game",
            base + "replay",
            replay,
            lambda: _json({"options": FOUNDERS_OPTIONS, "seed": 1, "actions": []}),
        ),
    ]


def _monster_cases() -> list[Case]:
    try:
        from .monster_moves import adversarial_requests
    except ImportError:
        return []
    path = "/v1/games/gloomhaven/monster-moves"
    named = adversarial_requests()
    warm = orjson.dumps(named[0][1])
    return [
        Case("monster-moves", name, path, (lambda body=body: orjson.dumps(body)), (lambda: warm))
        for name, body in named
    ]


def _get_cases() -> list[Case]:
    nothing = b""
    return [
        Case(path, "GET", path, lambda: nothing, lambda: nothing, method="GET")
        for path in (
            "/v1/games",
            f"/v1/games/{ROME}/components",
            f"/v1/games/{GLOOMHAVEN}/components",
            f"/v1/games/{FOUNDERS}/components",
            "/openapi.json",
            "/metrics",
            "/readyz",
        )
    ]


def cases() -> list[Case]:
    return _rome_cases() + _gloomhaven_cases() + _founders_cases() + _monster_cases() + _get_cases()


# --- measuring (in a child process) -----------------------------------------------------
def _status_kb(field: str) -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def _measure(index: int) -> dict:
    from service.app import create_app

    case = cases()[index]
    app = create_app({"ARBITER_CACHE": "none", "ARBITER_SEAL_KEYS": SEAL_KEY})
    client = app.test_client()

    def send(data: bytes):
        if case.method == "GET":
            return client.get(case.path)
        return client.post(case.path, data=data, content_type="application/json")

    send(case.warm())
    body = case.body()
    send(body)  # once to warm this request's own paths, then measured
    cpu, peak, status, size = 0.0, 0, 0, 0
    for _ in range(2):
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")  # reset VmHWM (peak resident size) to the current size
        before = _status_kb("VmRSS")
        start = time.thread_time_ns()
        response = send(body)
        data = response.get_data()
        cpu = max(cpu, (time.thread_time_ns() - start) / 1e6)
        peak = max(peak, _status_kb("VmHWM") - before)
        status, size = response.status_code, len(data)
        code = orjson.loads(data).get("code", "") if response.mimetype.endswith("json") and status >= 400 else ""
    return {
        "endpoint": case.endpoint,
        "case": case.name,
        "request_bytes": len(body),
        "status": status,
        "code": code,
        "response_bytes": size,
        "cpu_ms": cpu,
        "extra_memory_mb": peak / 1024,
        "within": cpu <= CPU_LIMIT_MS and peak / 1024 <= MEMORY_LIMIT_MB and status < 500,
    }


def run(only: str | None = None, log=print) -> list[dict]:
    chosen = [i for i, c in enumerate(cases()) if not only or only in f"{c.endpoint} {c.name}"]
    context = multiprocessing.get_context("spawn")
    results = []
    for index in chosen:
        with concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=context) as pool:
            row = pool.submit(_measure, index).result()
        results.append(row)
        log(
            f"{row['endpoint']:<30} {row['case']:<44} {row['request_bytes'] / 1024:>7.0f} KB -> "
            f"{row['status']} {row['code']:<22} {row['response_bytes'] / 1024:>6.1f} KB  "
            f"CPU {row['cpu_ms']:>7.1f} ms  +{row['extra_memory_mb']:>5.1f} MB  "
            f"{'ok' if row['within'] else 'OVER THE LIMIT'}"
        )
    return results


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.adversarial", description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", help="only cases whose endpoint or name contains this")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = ap.parse_args()
    print(f"limits: {CPU_LIMIT_MS:.0f} ms of CPU and {MEMORY_LIMIT_MB:.0f} MB of extra memory per request")
    results = run(args.only)
    over = [r for r in results if not r["within"]]
    print(f"{len(results) - len(over)} of {len(results)} requests within the limits")
    if args.json:
        write_json(args.json, {"cpu_limit_ms": CPU_LIMIT_MS, "memory_limit_mb": MEMORY_LIMIT_MB, "requests": results})


if __name__ == "__main__":
    main()
