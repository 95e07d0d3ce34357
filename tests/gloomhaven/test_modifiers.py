"""Attack modifier draws (round summary, "Attack": Vantaggio / Svantaggio; rulebook p. 20)."""

import pytest

from rules.gloomhaven import modifiers as m
from rules.gloomhaven.modifiers import ADVANTAGE, DISADVANTAGE, NORMAL


@pytest.fixture(autouse=True)
def rolling_cards(monkeypatch):
    """Perk cards are not in the standard deck: two rolling cards are added to the catalogue
    here so the rolling rules can be checked (values as on the Brute's perks)."""
    cards = {**m.catalogue(), "rolling_plus1": {"id": "rolling_plus1", "value": 1, "rolling": True}}
    cards["rolling_plus2"] = {"id": "rolling_plus2", "value": 2, "rolling": True}
    monkeypatch.setattr(m, "catalogue", lambda: cards)


def test_the_standard_deck():
    # 6x +0, 5x +1, 5x -1, 1x +2, 1x -2, 1x x2, 1x null
    deck = m.standard_deck()
    assert len(deck) == 20
    values = sorted(m.apply_card(c, 10) or 0 for c in deck)
    assert values == sorted([10] * 6 + [11] * 5 + [9] * 5 + [12, 8, 20, 0])


def test_normal_draw_uses_the_card():
    assert m.resolve(["plus1"], NORMAL, 3) == (4, ["plus1"])
    assert m.resolve(["double"], NORMAL, 3) == (6, ["double"])
    assert m.resolve(["null"], NORMAL, 3) == (0, ["null"])
    assert m.resolve(["minus2"], NORMAL, 1) == (0, ["minus2"])  # never below 0


def test_normal_draw_goes_on_after_a_rolling_card():
    assert m.needs_more(["rolling_plus1"], NORMAL) and not m.needs_more(["plus0"], NORMAL)
    assert m.resolve(["rolling_plus1", "rolling_plus2", "plus1"], NORMAL, 2) == (
        6,
        ["rolling_plus1", "rolling_plus2", "plus1"],
    )


def test_advantage_uses_the_better_of_two():
    # "Si pescano 2 carte e si usa la migliore."
    assert m.needs_more(["plus0"], ADVANTAGE) and not m.needs_more(["plus0", "minus1"], ADVANTAGE)
    assert m.resolve(["minus1", "plus2"], ADVANTAGE, 3) == (5, ["plus2"])
    assert m.resolve(["null", "minus2"], ADVANTAGE, 3) == (1, ["minus2"])
    assert m.resolve(["double", "plus2"], ADVANTAGE, 3) == (6, ["double"])
    assert m.resolve(["plus2", "double"], ADVANTAGE, 1) == (3, ["plus2"])


def test_advantage_on_equal_cards_uses_the_first():
    # x2 on Attack 2 and +2 both give 4: the first card drawn is used
    assert m.resolve(["plus2", "double"], ADVANTAGE, 2)[1] == ["plus2"]
    assert m.resolve(["double", "plus2"], ADVANTAGE, 2)[1] == ["double"]


def test_advantage_adds_a_rolling_card_to_the_other():
    # "Se pesca un modificatore a catena lo applica all'altra carta."
    assert m.resolve(["rolling_plus1", "minus1"], ADVANTAGE, 3) == (3, ["rolling_plus1", "minus1"])
    assert m.resolve(["plus1", "rolling_plus2"], ADVANTAGE, 3) == (6, ["plus1", "rolling_plus2"])


def test_advantage_with_two_rolling_cards_draws_to_a_plain_one():
    # "Se pesca due modificatori a catena, pesca carte fino ad una carta NON modificatore a
    # catena e applica tutto."
    drawn = ["rolling_plus1", "rolling_plus2"]
    assert m.needs_more(drawn, ADVANTAGE)
    assert m.resolve([*drawn, "plus0"], ADVANTAGE, 1) == (4, [*drawn, "plus0"])


def test_disadvantage_uses_the_worse_of_two():
    # "Si pescano 2 carte e si usa la peggiore."
    assert m.resolve(["plus2", "minus1"], DISADVANTAGE, 3) == (2, ["minus1"])
    assert m.resolve(["double", "null"], DISADVANTAGE, 3) == (0, ["null"])
    assert m.resolve(["plus1", "plus1"], DISADVANTAGE, 3) == (4, ["plus1"])


def test_disadvantage_ignores_rolling_cards():
    # "I modificatori a catena vanno ignorati. Se si pescano due modificatori a catena pescate
    # ed applicate la prima carta NON modificatore a catena."
    assert m.resolve(["rolling_plus2", "minus1"], DISADVANTAGE, 3) == (2, ["minus1"])
    drawn = ["rolling_plus1", "rolling_plus2"]
    assert m.needs_more(drawn, DISADVANTAGE)
    assert m.resolve([*drawn, "plus1"], DISADVANTAGE, 3) == (4, ["plus1"])


def test_bless_and_curse():
    # bless: x2, curse: null; both leave the deck when drawn
    assert m.resolve(["bless"], NORMAL, 3) == (6, ["bless"])
    assert m.resolve(["curse"], NORMAL, 3) == (0, ["curse"])
    assert set(m.REMOVED_WHEN_DRAWN) == {"bless", "curse"}
