"""What Founders of Gloomhaven's bots need (``rules.core.bots``): a determinization and a
heuristic.

Hidden from a seat, and so redrawn: the seed; the order of the adviser decks and of the
unseen prestige cards; which of another player's cards are in their hand and which they
played face down (which cards a player holds is public: the standard cards and the advisers
they recruited); the other seats' secret votes and the steps of a vote in progress. Every
pool is sorted before it is shuffled, so the result depends on the state only through the
seat's view.
"""

import random

from rules.core import State, bots, canonical, chance

#: What money, fleeting and lasting influence are worth against a point (the heuristic's weights).
MONEY, FLEETING, LASTING = 0.25, 0.25, 1.0


def determinize(state: State, player: int, rng: random.Random) -> State:
    world: State = canonical.copy(state)
    if world["rng"] is not None:
        world["rng"] = {"seed": rng.randrange(chance.MAX_SEED + 1), "draws": 0}
    for kind in sorted(world["adviser_deck"]):
        bots.redraw(world["adviser_deck"][kind], rng)
    bots.redraw(world["prestige_deck"]["unseen"], rng)
    for q, info in enumerate(world["players"]):
        if q == player:
            continue
        down = [i for i, x in enumerate(info["played"]) if not x["up"]]
        cards = [*info["hand"], *(info["played"][i]["card"] for i in down)]
        bots.redraw(cards, rng)
        for i in down:
            info["played"][i]["card"] = cards.pop()
        info["hand"] = sorted(cards)
    top = world["decisions"][-1] if world["decisions"] else None
    if top is not None and top["kind"] == "vote":
        slots = [slot for slot, card in enumerate(world["proposals"]) if card is not None]
        for q in range(len(top["choices"])):
            if q != player:
                top["partial"][q] = None
                if top["choices"][q] is not None:
                    top["choices"][q] = {"proposal": slots[rng.randrange(len(slots))], "fleeting": 0, "lasting": 0}
    return world


def heuristic(state: State, player: int) -> float:
    """``player``'s value less the best rival's: points, plus a point per lasting influence
    (it becomes points at the end), a quarter of a point per money and per fleeting influence.
    At the end: the points only."""
    over = state["phase"] == "game_over"
    values = [
        info["points"]
        + (0 if over else LASTING * info["lasting"] + MONEY * info["money"] + FLEETING * info["fleeting"])
        for info in state["players"]
    ]
    return float(values[player] - max(v for q, v in enumerate(values) if q != player))
