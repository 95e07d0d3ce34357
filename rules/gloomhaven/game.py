"""Gloomhaven: metadata, setup, views and status of the scenario engine."""

from __future__ import annotations

from typing import Any

from rules.core import (
    Action,
    Game,
    GameStatus,
    InvalidOptions,
    InvalidState,
    Options,
    State,
    View,
    canonical,
    chance,
)
from rules.core import decisions as dstack
from rules.core.schema import SchemaBundle

from . import checks, components, content, custom, hands, items, labels, perks, scenario_rules, schemas, setup
from .actions import ACTIONS


class Gloomhaven(Game):
    id = "gloomhaven"
    name = "Gloomhaven"
    #: Part of every cache key: a change of the rules code that changes answers must bump it.
    rules_version = "11"
    min_players = 1
    max_players = 4
    http_extension = "service.gloomhaven.views:blp"
    actions = ACTIONS

    def _schemas(self) -> SchemaBundle:
        return schemas.bundle(self.id, self.rules_version)

    def variants(self) -> dict[str, Options]:
        """Every playable scenario, with 2, 3 or 4 characters in turn (of the sizes it plays with)."""
        classes = content.CLASSES
        found = {}
        for k, number in enumerate(schemas.SCENARIOS):
            sizes = scenario_rules.party_sizes(number)
            size = sizes[k % len(sizes)]
            party = [{"class": classes[(k + i) % len(classes)], "level": 1, "seat": i} for i in range(size)]
            found[f"scenario-{number}"] = {"scenario": number, "characters": party}
        return found

    def components(self) -> dict[str, Any]:
        return components.components(schemas.SCENARIOS)

    def player_count(self, state: State) -> int:
        return setup.seats(state["options"])

    def _check_options(self, options: Options) -> None:
        chars = options["characters"]
        classes = [c["class"] for c in chars]
        if len(set(classes)) != len(classes):
            raise InvalidOptions("the characters of a party are of different classes")
        for c in chars:
            problem = hands.gained_problem(c["class"], c["level"], c["cards"]) if "cards" in c else None
            if problem:
                raise InvalidOptions(f"{c['class']}: {problem}")
        used = {c["seat"] for c in chars}
        if used != set(range(len(used))):
            raise InvalidOptions(f"seats are numbered from 0 without gaps: {sorted(used)}")
        perks.check_options(chars)
        items.check_options(chars)
        if custom.is_custom(options):
            custom.check_party(custom.load(options["scenario"]), len(chars))
        elif problem := scenario_rules.party_problem(options["scenario"], len(chars)):
            raise InvalidOptions(problem)

    def _setup(self, opts: Options, rng: chance.Rng | None) -> State:
        return setup.new_state(self.id, self.rules_version, opts, rng)

    def _check_state(self, state: State) -> None:
        if len(state["characters"]) != len(state["options"]["characters"]):
            raise InvalidState("state.characters: one per character of the options")
        if custom.is_custom(state["options"]):
            try:
                custom.load(state["options"]["scenario"])
            except InvalidOptions as exc:
                raise InvalidState(f"state.options.{exc}") from exc
        checks.check_state(state)

    def _status(self, state: State) -> GameStatus:
        """Cooperative: every seat wins or none; a seat's score is the experience its
        characters gained (the scenario's bonus included)."""
        over = state["phase"] == "over"
        seats = list(range(self.player_count(state)))
        won = state["outcome"] == "victory"
        xp = [(c["seat"], r["xp"]) for c, r in zip(state["characters"], setup.rewards(state), strict=True)]
        return {
            "phase": state["phase"],
            "terminal": over,
            "scores": [sum(x for s, x in xp if s == seat) for seat in seats] if over else None,
            "winners": (seats if won else []) if over else None,
            "outcome": state["outcome"],
        }

    def _view(self, state: State, player: int | None) -> View:
        """The state less the seed, the order of every deck, other seats' hands and the
        picks not yet revealed."""
        view: dict[str, Any] = canonical.copy(state)
        view.pop("rng")
        view["viewer"] = player
        for deck in view["monster_decks"].values():
            deck["draw"] = len(deck["draw"])
            deck["discard"] = sorted(deck["discard"])
        piles_ = [view["monster_modifiers"]] + [c["modifiers"] for c in view["characters"]]
        for pile in piles_:
            pile["draw"] = len(pile["draw"])
            pile["discard"] = sorted(pile["discard"])
        for character in view["characters"]:
            if character["seat"] != player:
                character["hand"] = len(character["hand"])
        frames = []
        for frame in state["decisions"]:
            if "choices" in frame:
                hidden = dstack.hidden(frame, player)
                own = [
                    p if c["seat"] == player else None for p, c in zip(frame["picks"], state["characters"], strict=True)
                ]
                frames.append({**hidden, "own_picks": own})
            else:
                frames.append(canonical.copy(frame))
        view["decisions"] = frames
        return view

    def _determinize(self, state: State, player: int, rng: Any) -> State:
        from . import bot

        return bot.determinize(state, player, rng)

    def _heuristic(self, state: State, player: int) -> float:
        from . import bot

        return bot.heuristic(state, player)

    def _label(self, state: State, action: Action) -> str:
        return labels.label(state, action)

    def _render(self, view: View) -> str:
        from .render import view_svg  # the picture's modules load only when one is drawn

        return view_svg(view)


GAME = Gloomhaven()
