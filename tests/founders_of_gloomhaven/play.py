"""A deterministic Founders of Gloomhaven game for pictures and endpoint tests: a seeded setup
and a policy that prefers building (tiles, houses, trades) and takes the first listed action
otherwise."""

from rules.founders_of_gloomhaven import GAME

#: Action types in the order the policy prefers them.
ORDER = (
    "place_tile",
    "build_house",
    "import_access",
    "import",
    "buy_access",
    "build_bridge",
    "choose_delivery",
    "choose_source",
    "place_prestige",
    "recruit",
    "build_road",
    "follow",
    "play_card",
    "vote",
    "break_tie",
    "play_face_down",
    "take_money",
    "take_fleeting",
    "skip_road",
    "call_vote",
)
CARDS = ("upgrade", "construct", "trade", "recruit", "income")  # play_card prefers these, in order
MAX_ROADS = 12  # past this the policy builds no more roads (else roads cover the board)


def choose(state: dict, actions: list[dict], step: int) -> dict:
    """The policy's action at ``step``: the most preferred type; among its actions, the
    step-th (round robin), or for play_card the most preferred card."""
    for kind in ORDER:
        found = [a for a in actions if a["type"] == kind]
        if kind == "build_road" and len(state["roads"]) >= MAX_ROADS:
            continue
        if found and kind == "play_card":
            return min(found, key=lambda a: CARDS.index(a["card"]) if a["card"] in CARDS else len(CARDS))
        if found:
            return found[step % len(found)]
    return actions[0]


def play(seed: int = 1, players: int = 3, steps: int = 180) -> dict:
    """The state after ``steps`` actions of the policy from a seeded setup."""
    state = GAME.setup({"players": players}, seed=seed)
    for step in range(steps):
        actions = GAME.legal_actions(state, trusted=True)
        if not actions:
            break
        state, _ = GAME.apply(state, choose(state, actions, step), trusted=True)
    return state
