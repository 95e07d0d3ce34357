"""Whether a pack's forbidden symbols let every resource draft finish (design note §4,
constraint 6): for 2–4 players, every ordered choice of races and every sequence of legal
picks, steals included (L76–87, L103–106, reading Q3), ends with every player holding their
cards, and never loops.

A draft state is ``(turn, held, robbed, banned)``: ``turn`` counts completed picks, ``held``
is each seat's drafted cards, ``robbed`` the seat that must pick again at once after a steal
and ``taken`` the cards stolen so far in this chain of steals. Our reading of Q3: a card
stolen in a chain cannot be stolen again in the same chain (so it is never taken straight
back), which makes every chain end."""

from __future__ import annotations

from itertools import permutations
from typing import Any

Held = tuple[frozenset[str], ...]
State = tuple[int, Held, int | None, frozenset[str]]


class Draft:
    """The draft for one ordered choice of races."""

    def __init__(self, races: list[dict[str, Any]], card_forbidden: dict[str, set[str]], basics: list[str]) -> None:
        self.races = races
        self.card_forbidden = card_forbidden
        self.players = len(races)
        self.picks = 2 if self.players == 2 else 1  # the 2-player third resource (L85–87)
        self.pool = frozenset(basics) - {race["basic"] for race in races}

    def forbidden(self, seat: int, held: frozenset[str]) -> set[str]:
        """The race card's struck-through resources and those of every resource card held (Q2)."""
        race = self.races[seat]
        found = set(race["forbidden"])
        for card in {race["basic"], *held}:
            found |= self.card_forbidden[card]
        return found

    def moves(self, state: State) -> list[State]:
        turn, held, robbed, taken = state
        seat = robbed if robbed is not None else turn % self.players
        left = self.pool - set().union(*held)
        allowed = left - self.forbidden(seat, held[seat])
        if allowed:
            return [(turn + 1, _with(held, seat, card), None, frozenset()) for card in sorted(allowed)]
        return [
            (turn, _moved(held, other, seat, card), other, taken | {card})
            for other in range(self.players)
            if other != seat
            for card in sorted(held[other] - self.forbidden(seat, held[seat]) - taken)
        ]

    def problem(self) -> str | None:
        """None when every draft order finishes, else what goes wrong."""
        done: set[State] = set()
        start: State = (0, tuple(frozenset() for _ in self.races), None, frozenset())
        return self._explore(start, done, set())

    def _explore(self, state: State, done: set[State], path: set[State]) -> str | None:
        if state in done:
            return None
        if state in path:
            return "the draft can loop (steals without end)"
        if state[0] == self.players * self.picks and state[2] is None:
            done.add(state)
            return None
        following = self.moves(state)
        if not following:
            seat = state[2] if state[2] is not None else state[0] % self.players
            return f"{self.races[seat]['id']} has no card to take or steal"
        path.add(state)
        for nxt in following:
            found = self._explore(nxt, done, path)
            if found:
                return found
        path.discard(state)
        done.add(state)
        return None


def _with(held: Held, seat: int, card: str) -> Held:
    return tuple(cards | {card} if i == seat else cards for i, cards in enumerate(held))


def _moved(held: Held, source: int, target: int, card: str) -> Held:
    return tuple(
        cards - {card} if i == source else cards | {card} if i == target else cards for i, cards in enumerate(held)
    )


def draft_problem(pack: dict[str, Any]) -> str | None:
    """The first race order (2–4 players) whose draft can fail, with the reason, or None."""
    basics = [r["id"] for r in pack["resources"] if r["tier"] == 1]
    card_forbidden = {r["id"]: set(r["forbidden"]) for r in pack["resources"] if r["tier"] == 1}
    for players in (2, 3, 4):
        for races in permutations(pack["races"], players):
            found = Draft(list(races), card_forbidden, basics).problem()
            if found:
                order = ", ".join(race["id"] for race in races)
                return f"races ({order}) in that player order: {found}"
    return None
