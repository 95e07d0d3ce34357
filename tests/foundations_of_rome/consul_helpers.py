"""Building Will of the Consul states for the tests (``option consul``): ``make_state`` plus a
Consul block put together by hand, checked by ``GAME.check_state``; and a table-mode setup
whose draws the test chooses."""

from __future__ import annotations

from rules.core import CHANCE
from rules.foundations_of_rome import GAME

from .conftest import area, lots, make_state, sort_lots

SIZE = {"res1": 1, "com1": 1, "res2": 2, "com2": 2, "res3": 3, "com3": 3, "res4": 4, "com4": 4}
COUNT = {"res1": 6, "com1": 6, "res2": 4, "com2": 4, "res3": 3, "com3": 3, "res4": 2, "com4": 2}
#: The 30 Consul Building tokens ("M) 30 Consul Building tokens"), written out from the split
#: docs/foundations-of-rome-consul.md records (not read from the engine).
TOKENS = [f"{kind}-{n}" for kind in SIZE for n in range(1, COUNT[kind] + 1)]


def size(token: str) -> int:
    return SIZE[token.rsplit("-", 1)[0]]


def consul_state(
    players: int = 2,
    *,
    difficulty: str = "standard",
    owned: str = "",
    tokens=(),
    discards=(),
    piles=None,
    card: str = "PLANNING",
    consul_vp: int = 5,
    first: int = 0,
    era: int = 1,
    deeds=None,
    leftover_forgone: bool = False,
    check: bool = True,
    **kw,
) -> dict:
    """A checked state with the Consul: it owns ``owned`` and the lots under ``tokens``
    (``[("res2-1", "C3 C4"), ...]``); ``discards`` are in its discard piles; every other token is
    in its pile, in token order (or ``piles``: ``{size: [ids]}``, the rest then nowhere).
    ``leftover_forgone``: every deed nobody else holds is a forgone deed of the Consul's (an Era 3
    state needs each deed somewhere)."""
    under = [x for _, text in tokens for x in lots(text)]
    mine = sort_lots(set(lots(owned)) | set(under))
    holder = players - 1  # make_state hands the lots out; they are moved to the Consul below
    deeds = dict(deeds or {})
    deeds[holder] = lots(deeds.get(holder, "")) + mine
    forgone = []
    if leftover_forgone:
        claimed = {x for text in deeds.values() for x in lots(text)}
        claimed |= {x for _, _, text in kw.get("buildings", ()) for x in lots(text)}
        forgone = [x for x in area(players) if x not in claimed]
        deeds[holder] += forgone
    state = make_state(players, first=first, era=era, deeds=deeds, check=False, **kw)
    gone = set(mine) | set(forgone)
    state["players"][holder]["deeds"] = [d for d in state["players"][holder]["deeds"] if d not in gone]
    state["options"]["consul"] = difficulty
    used = {t for t, _ in tokens} | set(discards)
    if piles is None:
        piles = {s: [t for t in TOKENS if size(t) == s and t not in used] for s in (1, 2, 3, 4)}
    state["consul"] = {
        "difficulty": difficulty,
        "vp": consul_vp,
        "card": card,
        "controller": (first + era - 1) % players,
        "deeds": mine,
        "forgone": sort_lots(forgone),
        "tokens": [
            {"token": t, "lots": sort_lots(lots(text))} for t, text in sorted(tokens, key=lambda x: TOKENS.index(x[0]))
        ],
        "piles": [list(piles.get(s, [])) for s in (1, 2, 3, 4)],
        "discards": [sorted((t for t in discards if size(t) == s), key=TOKENS.index) for s in (1, 2, 3, 4)],
        "pending": None,
    }
    if check:
        GAME.check_state(state)
    return state


def chance_pick(state: dict, prefer=None, avoid=()) -> dict:
    """The chance seat's action: ``prefer`` if it is a possible outcome, else the first listed
    outcome not in ``avoid``."""
    acts = GAME.legal_actions(state, CHANCE)
    for a in acts:
        if a["outcome"] == prefer:
            return a
    assert prefer is None, f"{prefer!r} is not a possible {acts[0]['type']}"
    return next(a for a in acts if a["outcome"] not in avoid)


def table_setup(players: int, difficulty: str, consul_deeds=(), consul_tokens=(), place=(), monuments=False):
    """A table-mode setup (first player 0), the chance seat answering with the first outcome
    listed except the Consul's deeds and tokens (in order) given here; ``place``: the lots the
    controller picks, in order, when asked. Returns (state, every event)."""
    opts = {"players": players, "first_player": 0, "randomness": "table", "consul": difficulty, "monuments": monuments}
    state = GAME.setup(opts)
    deeds, tokens, places, events = list(consul_deeds), list(consul_tokens), list(place), []
    while state["phase"] == "setup":
        top = state["decisions"][-1]
        if top["kind"] == "deal_consul_deed":
            action = chance_pick(state, deeds.pop(0) if deeds else None)
        elif top["kind"] == "draw_consul_token":
            action = chance_pick(state, tokens.pop(0) if tokens else None)
        elif top["kind"] == "place_consul_token":
            action = {"type": "place_consul_token", "player": top["seat"], "lots": lots(places.pop(0))}
        else:
            action = chance_pick(state, avoid=consul_deeds)
        state, ev = GAME.apply(state, action)
        events += ev
    return state, events
