"""Founders of Gloomhaven: metadata, setup, views, pictures and status."""

from __future__ import annotations

from typing import Any

from rules.core import Action, Game, GameStatus, Options, State, View, canonical, chance, decisions
from rules.core.schema import SchemaBundle

from . import bot, checks, labels, render_state, schemas, setup
from .actions import ACTIONS
from .effects import workers
from .flow import run
from .turn import winners


class FoundersOfGloomhaven(Game):
    id = "founders-of-gloomhaven"
    name = "Founders of Gloomhaven"
    rules_version = "1"
    min_players = 2
    max_players = 4
    actions = ACTIONS

    def _schemas(self) -> SchemaBundle:
        return schemas.bundle(self.id, self.rules_version)

    def notes(self) -> list[str]:
        return [
            "The map, the cards and the introductory positions are a reconstruction designed for Arbiter "
            "(the print-and-play images are not available): see docs/founders-of-gloomhaven.md. "
            "The pack is served by GET /v1/games/founders-of-gloomhaven/components; a deployment plays "
            "another pack (such as the official data) by naming its file in ARBITER_FOUNDERS_PACK.",
        ]

    def components(self) -> dict[str, Any]:
        return schemas.components()

    def _setup(self, opts: Options, rng: chance.Rng | None) -> State:
        state = setup.new_state(self.id, self.rules_version, opts, rng)
        run(state, [])
        return state

    def _status(self, state: State) -> GameStatus:
        over = state["phase"] == "game_over"
        return {
            "phase": state["phase"],
            "terminal": over,
            "scores": [info["points"] for info in state["players"]] if over else None,
            "winners": winners(state) if over else None,
            "outcome": None,
        }

    def _view(self, state: State, player: int | None) -> View:
        """Everything public; a player's own hand; the identity of others' face-down cards,
        the decks' order, the secret vote until all have voted, and the seed stay hidden."""
        players = []
        for p, info in enumerate(state["players"]):
            own = p == player
            players.append(
                {
                    **canonical.copy(info),
                    "hand": sorted(info["hand"]) if own else None,
                    "hand_size": len(info["hand"]),
                    "played": [{"card": x["card"] if x["up"] or own else None, "up": x["up"]} for x in info["played"]],
                    "workers": workers(state, p),
                }
            )
        top = decisions.top(state["decisions"])
        decision: dict[str, Any] | None = None
        if top is not None:
            decision = decisions.hidden(top, player) if "choices" in top else canonical.copy(top)
            if "partial" in top:  # a vote in progress: only its own seat sees it
                decision["own_partial"] = canonical.copy(top["partial"][player]) if player is not None else None
        keys = ("phase", "start", "active", "caller", "tiles", "roads", "buildings", "proposals", "discard", "removed")
        return {
            "game": self.id,
            "rules_version": self.rules_version,
            "options": dict(state["options"]),
            "viewer": player,
            **{k: canonical.copy(state[k]) for k in keys},
            "players": players,
            "advisers": list(state["advisers"]),
            "completions": state["completions"],
            "bank": state["bank"],
            "prestige_deck": {
                "unseen": len(state["prestige_deck"]["unseen"]),
                "bottom": list(state["prestige_deck"]["bottom"]),
            },
            "adviser_deck": {t: len(cards) for t, cards in state["adviser_deck"].items()},
            "decision": decision,
        }

    def _label(self, state: State, action: Action) -> str:
        return labels.label(state, action)

    def _render(self, view: View) -> str:
        return render_state.state_svg(view)

    def _determinize(self, state: State, player: int, rng: Any) -> State:
        return bot.determinize(state, player, rng)

    def _heuristic(self, state: State, player: int) -> float:
        return bot.heuristic(state, player)

    def _check_state(self, state: State) -> None:
        checks.check_state(state)


GAME = FoundersOfGloomhaven()
