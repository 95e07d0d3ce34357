"""The reference web client at /play (web/, built into service/static/play), driven in
Debian's headless chromium against ``arbiter serve`` with a sealing key (the page holds
sealed tokens only): a whole Foundations of Rome game against the greedy bot, a Gloomhaven
round, a Founders of Gloomhaven turn, and Undo.

The page is opened with ``?delay=0`` (no pause before the bots' moves). Its status line
carries what the tests wait for: ``data-phase``, ``data-round``, ``data-awaiting``,
``data-terminal``. With ARBITER_WRITE_DOCS=1 the Rome test writes docs/play-screenshot.png.
"""

import json
import os

from tests.servers import ROOT, arbiter_server

SCREENSHOT = ROOT / "docs" / "play-screenshot.png"
HUMAN_OR_END = """() => document.querySelector('#actions button.action')
    || !document.getElementById('result').hidden || !document.getElementById('error').hidden"""


def start(page, base, game, players, seed, seat=0):
    page.goto(f"{base}/play?delay=0")  # redirected to /play/
    page.select_option("#game", game)
    page.fill("#players", str(players))
    page.dispatch_event("#players", "input")
    page.select_option("#seat", str(seat))
    page.fill("#seed", str(seed))
    page.click("#start")
    return wait_for_turn(page)


def wait_for_turn(page) -> bool:
    """Wait until the human has buttons (True) or the game is over (False)."""
    page.wait_for_function(HUMAN_OR_END)
    assert page.locator("#error").is_hidden(), page.locator("#error").text_content()
    return page.locator("#result").is_hidden()


def status(page, name):
    return page.get_attribute("#status", f"data-{name}")


def picture(page):
    return page.get_attribute("#picture", "src")


def click(page, *preferred):
    """Click the first action of a preferred type, else the first one listed."""
    for kind in preferred:
        button = page.locator(f"#actions button.action[data-type={kind}]")
        if button.count():
            button.first.click()
            return
    page.locator("#actions button.action").first.click()


def test_served_at_play(page, live_server):
    page.goto(f"{live_server}/play")
    assert page.url == f"{live_server}/play/"
    page.wait_for_function("document.querySelectorAll('#game option').length >= 3")
    assert {"foundations-of-rome", "gloomhaven", "founders-of-gloomhaven"} <= set(
        page.eval_on_selector_all("#game option", "options => options.map(o => o.value)")
    )


def test_whole_foundations_game_against_the_greedy_bot(page, live_server, tmp_path):
    page.set_viewport_size({"width": 1400, "height": 900})
    assert start(page, live_server, "foundations-of-rome", 2, seed=7)
    first = picture(page)
    assert first.startswith("data:image/svg+xml")
    for move in range(200):
        if move == 12:
            page.screenshot(path=SCREENSHOT if os.environ.get("ARBITER_WRITE_DOCS") == "1" else tmp_path / "play.png")
        # take_income comes first in the list: building and buying deeds is what ends a game
        click(page, "construct", "buy_deed")
        if not wait_for_turn(page):
            break
    else:
        raise AssertionError("the game did not end in 200 moves")
    assert status(page, "terminal") == "true" and status(page, "phase") == "game_over"
    result = page.locator("#result").text_content()
    assert result.startswith("Game over") and "you (seat 0)" in result and "bot (seat 1)" in result
    scores = page.get_attribute("#result", "data-scores")
    assert len(json.loads(scores)) == 2  # e.g. "[90,112]"
    assert picture(page) != first
    events = page.locator("#events").text_content()
    assert "bot (seat 1): " in events and "era scored" in events


def test_gloomhaven_round(page, live_server):
    """A party of two (seat 0: you, seat 1: a random bot) through hands, placement, card
    selection (simultaneous) and the turns of round 1, until round 2 begins."""
    assert start(page, live_server, "gloomhaven", 2, seed=3)
    assert status(page, "phase") == "setup"
    pictures = {picture(page)}
    for _ in range(150):
        click(page)
        assert wait_for_turn(page)
        pictures.add(picture(page))
        if status(page, "round") == "2":
            break
    else:
        raise AssertionError("round 2 did not begin")
    assert len(pictures) > 3
    events = page.locator("#events").text_content()
    assert "cards revealed" in events and "round ended" in events


def test_founders_turn(page, live_server):
    """Through setup to the play phase, then one whole turn of yours and one of the bot."""
    assert start(page, live_server, "founders-of-gloomhaven", 2, seed=5)
    for _ in range(40):
        if status(page, "phase") == "play":
            break
        click(page)
        assert wait_for_turn(page)
    assert status(page, "phase") == "play" and status(page, "awaiting") == "0"
    before = picture(page)
    bot_moves = page.locator("#events li", has_text="bot (seat 1): ").count()
    for _ in range(20):
        click(page, "play_card")
        assert wait_for_turn(page)
        if page.locator("#events li", has_text="bot (seat 1): ").count() > bot_moves:
            break
    else:
        raise AssertionError("the turn did not pass to the bot and back")
    assert picture(page) != before
    assert page.locator("#events li", has_text="you (seat 0): play card").count() >= 1


def test_undo_restores_the_previous_turn(page, live_server):
    assert start(page, live_server, "foundations-of-rome", 2, seed=11)
    before, actions = picture(page), page.locator("#actions button.action").all_text_contents()
    assert page.is_disabled("#undo")
    click(page, "buy_deed")
    assert wait_for_turn(page)
    assert picture(page) != before
    assert page.is_enabled("#undo")
    page.click("#undo")
    page.wait_for_function("src => document.getElementById('picture').src === src", arg=before)
    assert wait_for_turn(page)
    assert page.locator("#actions button.action").all_text_contents() == actions
    assert page.is_disabled("#undo")
    assert page.locator("#events li.undo").count() == 1


def test_without_a_sealing_key_the_page_says_what_is_missing(page):
    with arbiter_server({"ARBITER_SEAL_KEYS": ""}) as base:
        page.goto(f"{base}/play/?delay=0")
        page.wait_for_function("document.querySelectorAll('#game option').length >= 3")
        page.click("#start")
        page.wait_for_function("!document.getElementById('error').hidden")
        assert "sealing_not_configured" in page.locator("#error").text_content()
