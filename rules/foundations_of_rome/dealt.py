"""The cards the modules deal before the first turn.

- PLAYER ROLES: "Shuffle the Player Role cards and deal 2 face-down to each player. Players
  secretly select 1 Role to keep and discard the other. Once all players have selected their
  cards, all players simultaneously reveal their roles."
- HIDDEN OBJECTIVES: "each player is dealt two random face-down Objective cards. Players
  secretly choose one Objective to keep and discards the other face-down."
- PUBLIC OBJECTIVES: "deal out random Objective cards equal to the number of players. Keep
  these cards face-up in a common space".

They are dealt after the deeds (and the draft), roles first; then the first turn begins.
Seeded, a family is shuffled and dealt at once; at the table each card is a ``deal_card``
decision of the chance seat.
"""

from typing import Any

from rules.core import Action, ActionSpec, Events, IllegalAction, State, chance, decisions

from . import cards, perks
from .scoring import gain

KEEP = {"roles": "keep_role", "objectives": "keep_objective"}
DEAL = "deal_card"
FAMILIES = ("roles", "objectives")  # the order they are kept in
HAND = 2


def in_play(options: dict[str, Any], family: str) -> list[str]:
    """The ids shuffled: without Monuments the Philosophical role is removed."""
    if family == "roles":
        return [c["id"] for c in cards.roles_in_play(options["monuments"])]
    return [c["id"] for c in cards.load("objectives")]


def empty(players: int) -> dict[str, Any]:
    """The state's members of these modules before anything is dealt."""
    return {"roles": [None] * players, "objectives": {"public": [], "kept": [None] * players}}


def seen(state: State, family: str) -> list[str]:
    """Every card of ``family`` dealt so far: kept, face up, or in a hand."""
    found = (
        list(state["roles"]) if family == "roles" else [*state["objectives"]["public"], *state["objectives"]["kept"]]
    )
    frame = _keep_frame(state)
    if frame is not None and frame["kind"] == KEEP[family]:
        found += [card for hand in frame["hands"] for card in hand]
    return [c for c in found if c is not None]


def _keep_frame(state: State) -> dict[str, Any] | None:
    frames = state["decisions"]
    return frames[0] if frames and frames[0]["kind"] in KEEP.values() else None


def unseen(state: State, family: str) -> list[str]:
    taken = set(seen(state, family))
    return [c for c in in_play(state["options"], family) if c not in taken]


def begin(state: State, events: Events) -> None:
    """The next dealing step once the deeds are out, or else the first turn."""
    opts, n = state["options"], state["options"]["players"]
    if opts["objectives"] == "public" and len(state["objectives"]["public"]) < n:
        state["phase"] = "keep"
        if chance.is_table(state):
            state["decisions"] = []
            chance.pick(state, DEAL, [], family="objectives", to=None)
            return
        pile = unseen(state, "objectives")
        chance.shuffle(state, pile)
        state["objectives"]["public"] = sorted(pile[:n])
    for family, wanted in (("roles", opts["roles"]), ("objectives", opts["objectives"] == "hidden")):
        kept = state["roles"] if family == "roles" else state["objectives"]["kept"]
        if wanted and kept[0] is None:
            state["phase"] = "keep"
            frame = decisions.simultaneous(KEEP[family], n, hands=[[] for _ in range(n)])
            state["decisions"] = [frame]
            if not chance.is_table(state):
                pile = unseen(state, family)
                chance.shuffle(state, pile)
                frame["hands"] = [sorted(pile[HAND * p : HAND * (p + 1)]) for p in range(n)]
            _deal_next(state)
            return
    state["phase"] = "turn"
    state["decisions"] = [decisions.single("turn", opts["first_player"])]


def _deal_next(state: State) -> None:
    """At the table: the next card of the hands still short."""
    frame = state["decisions"][0]
    family = "roles" if frame["kind"] == KEEP["roles"] else "objectives"
    for seat, hand in enumerate(frame["hands"]):
        if len(hand) < HAND:
            chance.pick(state, DEAL, [], family=family, to=seat)
            return


def _deal(state: State, action: Action, events: Events) -> None:
    frame = state["decisions"][-1]
    card = action["outcome"]
    if card not in unseen(state, frame["family"]) or isinstance(card, bool):
        raise IllegalAction(f"{card!r} is not a possible outcome of {DEAL}", code="impossible_outcome")
    state["decisions"].pop()
    if frame["to"] is None:
        state["objectives"]["public"] = sorted([*state["objectives"]["public"], card])
        events.append({"type": "objective_revealed", "objective": card})
        begin(state, events)
        return
    hand = state["decisions"][0]["hands"][frame["to"]]
    hand.append(card)
    hand.sort()
    events.append({"type": "card_dealt", "player": frame["to"], "family": frame["family"]})
    _deal_next(state)


def _keep(state: State, action: Action, events: Events) -> None:
    """Keep one card of the two, secretly; when all have chosen, roles are revealed."""
    p, card = action["player"], action["card"]
    frame = state["decisions"][0]
    if not isinstance(card, str) or card not in frame["hands"][p]:
        raise IllegalAction(f"{card!r} is not one of your two cards", code="card_not_in_hand")
    if not decisions.choose(frame, p, card):
        return
    if frame["kind"] == KEEP["roles"]:
        state["roles"] = list(frame["choices"])
        for seat in range(len(state["players"])):
            gain(state["players"][seat], "silver", perks.bonus(state, seat, "start_silver"))
        events.append({"type": "roles_revealed", "roles": list(frame["choices"])})
    else:
        state["objectives"]["kept"] = list(frame["choices"])
        events.append({"type": "objectives_kept"})
    state["decisions"] = []
    begin(state, events)


def _list_keep(state: State, p: int) -> list[Action]:
    frame = state["decisions"][0]
    return [{"type": "keep_card", "player": p, "card": c} for c in frame["hands"][p]]


def _list_deal(state: State, seat: int) -> list[Action]:
    return [chance.action(DEAL, c) for c in unseen(state, state["decisions"][-1]["family"])]


def keep_view(state: State, viewer: int | None) -> dict[str, Any] | None:
    """The keep decision as ``viewer`` sees it: their own two cards and choice, who has chosen."""
    frame = _keep_frame(state)
    if frame is None:
        return None
    hidden = decisions.hidden(frame, viewer)
    return {
        "family": "roles" if frame["kind"] == KEEP["roles"] else "objectives",
        "hand": list(frame["hands"][viewer]) if viewer is not None else None,
        "chosen": hidden["chosen"],
        "own_choice": hidden["own_choice"],
    }


def objectives_view(state: State, viewer: int | None) -> dict[str, Any]:
    """Public Objectives face up; a hidden one only to its holder (all of them once the game
    is over and they have been scored)."""
    kept = state["objectives"]["kept"]
    over = state["phase"] == "game_over"
    return {
        "public": list(state["objectives"]["public"]),
        "kept": [card if over or seat == viewer else None for seat, card in enumerate(kept)],
    }


CARD_IDS = sorted({c["id"] for family in ("roles", "objectives") for c in cards.load(family)})


def specs() -> list[ActionSpec]:
    return [
        ActionSpec(
            "keep_card",
            "Player Roles / Hidden Objectives: keep one of your two cards, secretly",
            {"card": {"type": "string", "enum": CARD_IDS}},
            tuple(KEEP.values()),
            _keep,
            _list_keep,
        ),
        ActionSpec(
            DEAL,
            "the table: the next Player Role or Objective card dealt (to the seat the decision names, or face up)",
            {"outcome": {"type": "string", "enum": CARD_IDS}},
            (DEAL,),
            _deal,
            _list_deal,
            chance=True,
        ),
    ]


# --- the state check ----------------------------------------------------------------------
def problem(state: State) -> str | None:
    """Why the modules' cards in ``state`` are inconsistent, or None."""
    opts, n, phase = state["options"], state["options"]["players"], state["phase"]
    roles, public, kept = state["roles"], state["objectives"]["public"], state["objectives"]["kept"]
    if len(roles) != n or len(kept) != n:
        return f"roles and objectives.kept list the {n} seats"
    frame = _keep_frame(state)
    frames = state["decisions"]
    dealing = frames[-1] if frames and frames[-1]["kind"] == DEAL else None
    started = phase in ("turn", "final_turn", "game_over")
    for family, on, held in (
        ("roles", opts["roles"], roles),
        ("objectives", opts["objectives"] == "hidden", kept),
    ):
        known = [c for c in held if c is not None]
        if not on and (known or (frame is not None and frame["kind"] == KEEP[family])):
            return f"{family} are dealt to keep only with the option"
        if known and len(known) != n:
            return f"every seat keeps one of the {family} at once (all revealed together)"
        if started and on and not known:
            return f"the {family} are kept before the first turn"
    pending = None if frame is None else ("roles" if frame["kind"] == KEEP["roles"] else "objectives")
    held = {"roles": roles, "objectives": kept}
    if phase in ("setup", "draft") and (public or any(roles) or any(kept)):
        return "the modules' cards are dealt after the deeds (and the draft)"
    if pending and any(any(held[f]) for f in FAMILIES[FAMILIES.index(pending) :]):
        return f"no {pending} (nor anything dealt after them) are kept while the {pending} are being kept"
    if opts["objectives"] != "public" and public:
        return "Public Objectives need options.objectives 'public'"
    if len(public) > n or (started and opts["objectives"] == "public" and len(public) != n):
        return f"{n} Public Objectives are dealt face up before the first turn"
    for family in ("roles", "objectives"):
        cards_seen = seen(state, family)
        if len(set(cards_seen)) != len(cards_seen) or not set(cards_seen) <= set(in_play(opts, family)):
            return f"each of the {family} in play is dealt at most once"
    if phase != "keep":
        return None if frame is None and dealing is None else "cards are dealt and kept in phase 'keep'"
    return _keep_problem(state, frame, dealing)


def _keep_problem(state: State, frame: dict[str, Any] | None, dealing: dict[str, Any] | None) -> str | None:
    opts, n = state["options"], state["options"]["players"]
    if frame is None:
        if dealing is None or dealing["to"] is not None or dealing["family"] != "objectives":
            return "in phase 'keep' a card is being kept, or dealt face up"
        return None
    if opts["objectives"] == "public" and len(state["objectives"]["public"]) != n:
        return "the Public Objectives are dealt first"
    if frame["kind"] == KEEP["objectives"] and opts["roles"] and state["roles"][0] is None:
        return "the roles are kept before the Hidden Objectives"
    hands, choices = frame["hands"], frame["choices"]
    if len(hands) != n:
        return f"a keep decision deals to the {n} seats"
    short = [seat for seat, hand in enumerate(hands) if len(hand) < HAND]
    if dealing is None and short:
        return "each seat holds two cards before keeping one"
    if dealing is not None:
        family = "roles" if frame["kind"] == KEEP["roles"] else "objectives"
        if not chance.is_table(state) or dealing["family"] != family or not short or dealing["to"] != short[0]:
            return "deal_card deals this family's cards to the first seat short of two"
        if any(choices):
            return "nobody keeps a card before the deal is done"
    for seat, choice in enumerate(choices):
        if choice is not None and choice not in hands[seat]:
            return f"keep choices[{seat}] must be null or one of that seat's cards"
    if all(c is not None for c in choices):
        return "once every seat has chosen, the cards are revealed"
    return None
