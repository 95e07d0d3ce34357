"""The default card sets of the Objectives, Invocations and Player Roles modules
(``rules/foundations_of_rome/data/{objectives,invocations,roles}.json``): Arbiter's own
design, validated against closed schemas with a small vocabulary of effects per family.
The rulebook fixes the counts (18 Objective, 20 Invocation, 15 Player Role cards) and that
the Philosophical role is removed when the Monuments Expansion is not played."""

import copy
import json

import pytest

from rules.foundations_of_rome import cards
from rules.foundations_of_rome.cards import CardDataError

FAMILIES = {"objectives": 18, "invocations": 20, "roles": 15}


def raw(family):
    return json.loads((cards.DATA / f"{family}.json").read_text(encoding="utf-8"))


def refused(family, data):
    with pytest.raises(CardDataError) as caught:
        cards.validate(family, data, f"{family}.json")
    return str(caught.value)


@pytest.mark.parametrize("family", FAMILIES)
def test_the_default_files_validate_with_the_rulebook_counts(family):
    loaded = cards.load(family)
    assert len(loaded) == FAMILIES[family] == cards.COUNTS[family]
    assert len({card["id"] for card in loaded}) == len(loaded)
    assert len({card["name"] for card in loaded}) == len(loaded)


@pytest.mark.parametrize("family", FAMILIES)
def test_each_file_says_it_is_arbiters_own_design(family):
    assert "Arbiter's own design" in raw(family)["_source"]


@pytest.mark.parametrize("family", FAMILIES)
def test_every_kind_of_the_vocabulary_is_used_and_the_vocabulary_is_small(family):
    kinds = cards.KINDS[family]
    assert len(kinds) <= 12
    used = {card["effect"]["kind"] for card in cards.load(family)}
    assert used == set(kinds)


def test_every_objective_measure_compared_by_most_is_defined():
    measures = cards.OBJECTIVE_KINDS["most"]["measure"]["enum"]
    used = {c["effect"]["measure"] for c in cards.load("objectives") if c["effect"]["kind"] == "most"}
    assert used <= set(measures)


def test_invocations_have_both_timings_and_some_show_unused_points():
    loaded = cards.load("invocations")
    assert {c["when"] for c in loaded} == {"instant", "ongoing"}
    assert any(c["vp_unused"] > 0 for c in loaded)
    assert any(c["vp_unused"] == 0 for c in loaded)


def test_the_philosophical_role_needs_monuments():
    philosophical = [c for c in cards.load("roles") if c["requires_monuments"]]
    assert [c["name"] for c in philosophical] == ["Philosophical"]
    assert len(cards.roles_in_play(monuments=True)) == 15
    without = cards.roles_in_play(monuments=False)
    assert len(without) == 14
    assert "philosophical" not in {c["id"] for c in without}


def test_a_role_that_scores_monuments_must_say_it_needs_them():
    data = raw("roles")
    data["cards"][0]["requires_monuments"] = False
    assert "roles.json: cards[0].requires_monuments" in refused("roles", data)
    data = raw("roles")
    data["cards"][1]["requires_monuments"] = True
    assert "roles.json: cards[1].requires_monuments" in refused("roles", data)


def test_module_invocations_are_removed_when_their_module_is_not_played():
    everything = {"monuments", "trading", "stealing", "objectives", "roles"}
    assert len(cards.invocations_in_play(everything)) == 20
    base = {c["id"] for c in cards.invocations_in_play(set())}
    assert len(base) == 18
    assert "architects_vision" not in base and "favour_of_the_senate" not in base
    data = raw("invocations")
    favor = next(i for i, c in enumerate(data["cards"]) if c["effect"]["kind"] == "restore_favor")
    data["cards"][favor]["requires_modules"] = []
    assert f"invocations.json: cards[{favor}].requires_modules" in refused("invocations", data)


@pytest.mark.parametrize(
    ("family", "breakage", "place"),
    [
        ("objectives", lambda d: d["cards"][3]["effect"].update(vp=0), "cards[3].effect.vp"),
        ("objectives", lambda d: d["cards"][2]["effect"].update(kind="richest"), "cards[2].effect.kind"),
        ("objectives", lambda d: d["cards"][4]["effect"].update(type="temple"), "cards[4].effect.type"),
        ("objectives", lambda d: d["cards"][0]["effect"].update(colour="red"), "cards[0].effect"),
        ("objectives", lambda d: d["cards"][5]["effect"].pop("at_least"), "cards[5].effect"),
        ("objectives", lambda d: d["cards"][7].update(flavour="x"), "cards[7]"),
        ("invocations", lambda d: d["cards"][6]["effect"].update(action="steal"), "cards[6].effect.action"),
        ("invocations", lambda d: d["cards"][14].update(when="instant"), "cards[14].when"),
        ("invocations", lambda d: d["cards"][0].update(vp_unused=-1), "cards[0].vp_unused"),
        ("invocations", lambda d: d["cards"][0].update(requires_modules=["expansion"]), "cards[0].requires_modules[0]"),
        ("roles", lambda d: d["cards"][1]["effect"].update(amount="5"), "cards[1].effect.amount"),
        ("roles", lambda d: d["cards"][2].pop("requires_monuments"), "cards[2]"),
        ("roles", lambda d: d.pop("_source"), "(root)"),
    ],
)
def test_a_broken_file_is_refused_naming_the_place(family, breakage, place):
    data = raw(family)
    breakage(data)
    assert f"{family}.json: {place}: " in refused(family, data)


@pytest.mark.parametrize("family", FAMILIES)
def test_a_wrong_count_is_refused(family):
    data = raw(family)
    data["cards"].pop()
    message = refused(family, data)
    assert f"{family}.json: cards: {FAMILIES[family] - 1} {family}, the module has {FAMILIES[family]}" in message


@pytest.mark.parametrize("family", FAMILIES)
def test_a_repeated_id_is_refused(family):
    data = raw(family)
    data["cards"][-1] = copy.deepcopy(data["cards"][-1])
    data["cards"][-1]["id"] = data["cards"][0]["id"]
    message = refused(family, data)
    last = FAMILIES[family] - 1
    assert f"{family}.json: cards[{last}].id: {data['cards'][0]['id']!r} repeats cards[0].id" in message


def test_a_file_that_is_not_json_is_refused_naming_the_file(tmp_path):
    path = tmp_path / "objectives.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"^objectives\.json: cannot be read as JSON"):
        cards.read("objectives", path)


def test_an_unknown_family_is_refused():
    with pytest.raises(CardDataError, match="unknown card family"):
        cards.validate("quests", {"_source": "x", "cards": []}, "quests.json")


@pytest.mark.parametrize("family", FAMILIES)
def test_the_schemas_are_closed(family):
    """Every object in a family's schema refuses members it does not name."""

    def objects(schema):
        if isinstance(schema, dict):
            if "properties" in schema and "required" in schema and schema.get("type") == "object":
                yield schema
            for value in schema.values():
                yield from objects(value)
        elif isinstance(schema, list):
            for value in schema:
                yield from objects(value)

    found = list(objects(cards.SCHEMAS[family]))
    assert found
    for schema in found:
        if set(schema["properties"]) != {"kind"}:  # the effect's dispatcher; each ``then`` is closed
            assert schema["additionalProperties"] is False


def test_the_players_text_states_the_points():
    for card in cards.load("objectives"):
        assert card["text"].endswith(f": {card['effect']['vp']} VP."), card["id"]
    for card in cards.load("invocations"):
        unused = f"Unused at the end of the game: {card['vp_unused']} VP."
        assert (unused in card["text"]) == (card["vp_unused"] > 0), card["id"]
        assert card["text"].startswith("Ongoing: ") == (card["when"] == "ongoing"), card["id"]


def test_the_components_carry_the_cards_for_frontends():
    """A frontend shows a role's or an objective's text from ``GET .../components``: every card
    of the three files (18 Objectives, 20 Invocations, 15 Player Roles) and the 19 Monuments,
    valid against the published Components schema."""
    from rules.foundations_of_rome import GAME

    facts = GAME.components()
    assert {f: len(c) for f, c in facts["cards"].items()} == {"objectives": 18, "invocations": 20, "roles": 15}
    assert len(facts["monuments"]) == 19
    assert facts["cards"]["roles"][0]["text"] and facts["cards"]["invocations"][0]["effect"]["kind"]
    assert GAME.schemas.errors(GAME.schemas.components, facts) == []
