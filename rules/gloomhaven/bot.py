"""What Gloomhaven's bots need (``rules.core.bots``): a determinization and a heuristic.

Hidden from a seat, and so redrawn: the seed; the order of every monster ability deck and
attack modifier deck (which cards each holds is public: the deck less its discards); the cards
in the other seats' hands (only their number shows: drawn from the class's pool less the cards
seen in discards, lost piles, play and active areas). The other seats' picks not yet revealed
are taken back, to be made anew in the search: the only part of the view a determinization
changes (who has chosen). Every pool is sorted before it is shuffled, so the result depends
on the state only through the seat's view.
"""

import random
from typing import Any

from rules.core import State, bots, canonical, chance

from . import setup

#: The heuristic's weights: a won or lost scenario, a character's health, a card in hand or
#: discard (the turns left), a point of monster health, an experience point.
WIN, HEALTH, CARD, MONSTER_HP, XP = 100.0, 6.0, 1.0, 0.5, 0.3


def determinize(state: State, player: int, rng: random.Random) -> State:
    world: State = canonical.copy(state)
    if world["rng"] is not None:
        world["rng"] = {"seed": rng.randrange(chance.MAX_SEED + 1), "draws": 0}
    piles = [*world["monster_decks"].values(), world["monster_modifiers"]]
    piles += [c["modifiers"] for c in world["characters"]]
    for pile in piles:
        bots.redraw(pile["draw"], rng)
    for character, option in zip(world["characters"], world["options"]["characters"], strict=True):
        if character["seat"] != player:
            _redraw_hand(character, option, rng)
    for frame in world["decisions"]:
        if "choices" in frame:
            for index, character in enumerate(world["characters"]):
                if character["seat"] != player:
                    frame["picks"][index] = None
                    frame["choices"][character["seat"]] = None
    return world


def _redraw_hand(character: dict[str, Any], option: dict[str, Any], rng: random.Random) -> None:
    seen = {*character["discard"], *character["lost"], *character["in_play"]}
    seen.update(entry["card"] for entry in character["active"])
    seen.update((character["played"] or {}).get("cards", []))
    pool = [c for c in setup.hand_pool(option) if c not in seen]
    bots.redraw(pool, rng)
    character["hand"] = sorted(pool[: len(character["hand"])])


def heuristic(state: State, player: int) -> float:
    """The party's prospects (the same for every seat: the scenario is won or lost together):
    ±100 for a victory or a defeat; 6 per character's share of health; 1 per card left in hand
    or discard; minus ½ per point of monster health; 0.3 per experience point."""
    outcome = state["outcome"]
    if outcome is not None:
        return WIN if outcome == "victory" else -WIN
    value = 0.0
    for c in state["characters"]:
        if c["exhausted"]:
            continue
        value += HEALTH * c["hp"] / max(c["max_hp"], 1) + CARD * (len(c["hand"]) + len(c["discard"])) + XP * c["xp"]
    return float(value - MONSTER_HP * sum(m["hp"] for m in state["monsters"]))
