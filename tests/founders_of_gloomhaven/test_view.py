"""What a seat sees (L296–299, L474–477; design note Q1, Q13): its own hand and not another's,
face-down cards as backs to the others, a secret vote only as "has voted" until all have
voted, and the decks as counts (the adviser deck by value, which is public)."""

from rules.founders_of_gloomhaven import GAME

from .helpers import cast_vote, do, position, top
from .test_examples import GREY, PURPLE, TEAL, YELLOW


def test_a_face_down_card_and_a_hand_are_their_owner_s_alone():
    seat = PURPLE
    state = position(players={seat: {"played": [("upgrade", False), ("trade", True)]}})
    own = GAME.view(state, seat)["players"][seat]
    other = GAME.view(state, (seat + 1) % 4)["players"][seat]
    assert own["played"] == [{"card": "upgrade", "up": False}, {"card": "trade", "up": True}]
    assert other["played"] == [{"card": None, "up": False}, {"card": "trade", "up": True}]
    assert own["hand"] == sorted(state["players"][seat]["hand"]) and other["hand"] is None
    assert other["hand_size"] == own["hand_size"] == len(state["players"][seat]["hand"])


def test_a_vote_in_progress_and_a_cast_vote_stay_secret_until_all_have_voted():
    """L474–477: "they simultaneously reveal their choices"."""
    state = position(
        players={PURPLE: {"played": [("trade", True), ("recruit", True)]}, YELLOW: {"fleeting": 2, "lasting": 1}},
        proposals=("university", "salt_barrel", "tannery"),
    )
    state = do(state, PURPLE, "call_vote")
    while top(state)["kind"] == "hand_benefit":
        state = do(state, PURPLE, "take_money")
    assert top(state)["kind"] == "vote"
    half = do(state, YELLOW, "vote", proposal=1)  # Yellow has chosen the square, not yet its influence
    cast = cast_vote(state, GREY, 2)  # Grey has voted
    for viewer in (PURPLE, TEAL, None):
        assert GAME.view(half, viewer) == GAME.view(state, viewer)  # nothing of Yellow's vote shows
        seen = GAME.view(cast, viewer)["decision"]
        assert seen["chosen"] == [False, False, True, False] and seen["own_choice"] is None
        assert "partial" not in seen and seen["own_partial"] is None
    assert GAME.view(half, YELLOW)["decision"]["own_partial"] == {"proposal": 1}
    assert GAME.view(cast, GREY)["decision"]["own_choice"] == {"proposal": 2, "fleeting": 0, "lasting": 0}


def test_the_decks_are_counts():
    state = GAME.setup({"players": 3}, seed=5)
    view = GAME.view(state, 0)
    assert view["prestige_deck"]["unseen"] == len(state["prestige_deck"]["unseen"])
    assert view["adviser_deck"] == {tier: len(cards) for tier, cards in state["adviser_deck"].items()}
    text = str(view)
    assert all(card not in text for card in state["prestige_deck"]["unseen"])
