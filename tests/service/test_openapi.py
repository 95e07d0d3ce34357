"""The OpenAPI document: committed copy up to date, operation ids, typed game schemas, and
real engine output conforming to it."""

import random
from pathlib import Path

import jsonschema_rs
import pytest

from service import cli

from .helpers import call, new_game, ok

# The building kinds, written out from the rulebook and research notes (not read from the engine).
BUILDING_KINDS = [
    "domus",
    "domus_maxima",
    "insula_long",
    "insula_l",
    "grand_insula_long",
    "grand_insula_square",
    "bakery",
    "pottery_studio",
    "artisan_forum_long",
    "artisan_forum_l",
    "foundry_long",
    "foundry_square",
    "fountain",
    "library",
    "market",
    "garden",
    "majestic_fountain",
    "resplendent_library",
    "marketplace",
    "luxury_garden",
]
# The Monuments (rulebook, MONUMENTS EXPANSION), built from the common pool.
MONUMENT_KINDS = [
    "pantheon",
    "forum_romanum",
    "circus_maximus",
    "lighthouse",
    "watchtower",
    "temple_of_jupiter",
    "colosseum",
    "statue_of_romulus",
    "regia",
    "triumphal_arch",
    "temple_of_mars",
    "temple_of_venus",
    "temple_of_minerva",
    "royal_winery",
    "imperial_harbor",
    "temple_of_apollo",
    "temple_of_neptune",
    "temple_of_vulcan",
    "tower_of_wonders",
]
ACTION_TYPES = {
    "take_income",
    "buy_deed",
    "construct",
    "draft_deed",
    "steal",
    "end_turn",
    "propose_trade",
    "accept_trade",
    "decline_trade",
    "keep_card",
    "buy_invocation",
    "invoke",  # players
    "deal_card",
    "first_player",
    "deal_deed",
    "draw_deed",
    "reveal_monument",
    "place_consul_token",  # the Consul's controller (Will of the Consul)
    "draw_consul_token",
    "deal_consul_deed",
}  # the table (randomness "table")
EVENT_TYPES = {
    "income_taken",
    "deed_bought",
    "deed_drawn",
    "building_removed",
    "building_placed",
    "deed_drafted",
    "hands_passed",
    "draft_finished",
    "era_ending",
    "era_scored",
    "turn_ended",
    "trade_proposed",
    "trade_made",
    "trade_declined",
    "card_dealt",
    "invocation_drawn",
    "invocation_bought",
    "invocation_used",
    "objective_revealed",
    "roles_revealed",
    "objectives_kept",
    "objectives_scored",
    "era_started",
    "game_over",
    "first_player_chosen",
    "deed_dealt",
    "monument_revealed",
    "lot_stolen",
    "consul_card_flipped",  # Will of the Consul
    "consul_deed_dealt",
    "consul_deed_taken",
    "consul_exhausted",
    "consul_tokens_reshuffled",
    "consul_token_drawn",
    "consul_token_placed",
    "consul_token_discarded",
    "consul_control_passed",
}
SPEC_FILE = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
OPERATIONS = {
    "list_games",
    "get_game",
    "setup",
    "legal_actions",
    "apply_action",
    "view",
    "render",
    "bot_action",
    "replay",
    "healthz",
    "readyz",
    "metrics",
    "monster_moves",
    "get_components",
}


@pytest.fixture(scope="module")
def spec():
    from service.app import create_app

    return create_app().test_client().get("/openapi.json").get_json()


def test_committed_spec_is_up_to_date(capsys):
    """Fails when openapi/openapi.json drifts from the code: run `arbiter openapi`."""
    assert cli.main(["openapi", "--check", "--output", str(SPEC_FILE)]) == 0, capsys.readouterr().err


def test_check_detects_drift(tmp_path):
    target = tmp_path / "spec.json"
    assert cli.main(["openapi", "--check", "--output", str(target)]) == 1  # missing
    assert cli.main(["openapi", "--output", str(target)]) == 0
    assert cli.main(["openapi", "--check", "--output", str(target)]) == 0
    target.write_text(target.read_text().replace('"legal_actions"', '"post_legal_actions"'))
    assert cli.main(["openapi", "--check", "--output", str(target)]) == 1


def test_rendering_is_deterministic():
    text = cli.render_spec()
    assert text == cli.render_spec() and text.endswith("}\n") and '\n  "components"' in text


def test_every_operation_has_an_explicit_id(spec):
    ids = [op["operationId"] for path in spec["paths"].values() for op in path.values() if "operationId" in op]
    assert set(ids) == OPERATIONS and len(ids) == len(OPERATIONS)


def test_errors_are_documented_as_problem_json(spec):
    legal = spec["paths"]["/v1/games/{game}/legal-actions"]["post"]["responses"]
    assert {"400", "404", "409", "413", "415", "422", "default"} <= set(legal)
    conflict = spec["components"]["responses"]["CONFLICT"]["content"]
    assert conflict["application/problem+json"]["schema"] == {"$ref": "#/components/schemas/Problem"}


def test_game_data_is_typed_not_free_form(spec):
    schemas = spec["components"]["schemas"]
    ref = "#/components/schemas/"
    assert schemas["LegalActionsResponse"]["properties"]["actions"]["items"] == {"$ref": ref + "Action"}
    labels = schemas["LegalActionsResponse"]["properties"]["labels"]
    assert (
        labels["items"] == {"type": "string", "maxLength": 80}
        and "labels" in schemas["LegalActionsResponse"]["required"]
    )
    assert schemas["ApplyRequest"]["properties"]["state"]["$ref"] == ref + "State"
    assert schemas["ApplyResponse"]["properties"]["view"]["$ref"] == ref + "View"
    assert schemas["State"]["discriminator"] == {
        "propertyName": "game",
        "mapping": {
            "foundations-of-rome": ref + "FoundationsOfRomeState",
            "founders-of-gloomhaven": ref + "FoundersOfGloomhavenState",
            "gloomhaven": ref + "GloomhavenState",
        },
    }
    assert schemas["View"]["discriminator"]["mapping"] == {
        "foundations-of-rome": ref + "FoundationsOfRomeView",
        "founders-of-gloomhaven": ref + "FoundersOfGloomhavenView",
        "gloomhaven": ref + "GloomhavenView",
    }
    assert schemas["GameId"]["enum"] == ["foundations-of-rome", "founders-of-gloomhaven", "gloomhaven"]
    actions = schemas["FoundationsOfRomeAction"]
    assert actions["discriminator"]["propertyName"] == "type"
    assert set(actions["discriminator"]["mapping"]) == ACTION_TYPES
    assert len(actions["oneOf"]) == len(ACTION_TYPES)
    construct = schemas["FoundationsOfRomeConstructAction"]
    assert construct["properties"]["building"]["enum"] == BUILDING_KINDS + MONUMENT_KINDS
    assert construct["properties"]["type"]["enum"] == ["construct"]
    assert schemas["FoundationsOfRomeState"]["properties"]["deeds_for_sale"]["maxItems"] == 6
    options = schemas["FoundationsOfRomeOptions"]
    assert options["required"] == ["players"] and options["properties"]["deed_drafting"]["default"] is False
    assert options["properties"]["randomness"]["enum"] == ["seeded", "table"]


def test_events_are_typed_by_type(spec):
    """A frontend can switch on event.type: every event type has its own closed schema."""
    schemas = spec["components"]["schemas"]
    ref = "#/components/schemas/"
    assert schemas["ApplyResponse"]["properties"]["events"]["items"] == {"$ref": ref + "Event"}
    assert schemas["Event"]["anyOf"] == [
        {"$ref": ref + "FoundationsOfRomeEvent"},
        {"$ref": ref + "FoundersOfGloomhavenEvent"},
        {"$ref": ref + "GloomhavenEvent"},
    ]
    union = schemas["FoundationsOfRomeEvent"]
    assert union["discriminator"]["propertyName"] == "type"
    assert set(union["discriminator"]["mapping"]) == EVENT_TYPES
    bought = schemas["FoundationsOfRomeDeedBoughtEvent"]
    assert bought["properties"]["type"]["enum"] == ["deed_bought"]
    assert bought["additionalProperties"] is False and set(bought["required"]) == {"type", "player", "deed", "price"}
    scored = schemas["FoundationsOfRomeEraScoredEvent"]["properties"]["players"]["items"]
    assert scored == {"$ref": ref + "FoundationsOfRomeEraScore"}
    assert not _validator(spec, "Event").is_valid({"type": "deed_bought", "player": 0})
    assert _validator(spec, "Event").is_valid({"type": "deed_bought", "player": 0, "deed": "B4", "price": 2})


def test_status_documents_the_chance_seat_and_outcome(spec):
    status = spec["components"]["schemas"]["GameStatus"]["properties"]
    assert status["awaiting"]["items"]["minimum"] == -1
    assert status["outcome"]["enum"] == ["victory", "defeat", None]


def test_docs_page(client):
    response = client.get("/docs")
    assert response.status_code == 200 and b"swagger-ui" in response.get_data()


# --- engine output against the documented schemas -----------------------------------------
def _validator(spec, component: str):
    schema = {"$ref": f"#/components/schemas/{component}", "components": spec["components"]}
    return jsonschema_rs.Draft202012Validator(schema)


def _conforms(validator, instance, what: str) -> None:
    errors = [f"{e.instance_path}: {e.message}" for e in validator.iter_errors(instance)]
    assert not errors, f"{what}: {errors[:5]}"


@pytest.mark.parametrize("players, drafting, seed", [(2, False, 1), (4, True, 2), (5, True, 3)])
def test_a_whole_game_conforms_to_the_spec(client, spec, players, drafting, seed):
    v = {
        name: _validator(spec, name)
        for name in ("SetupResponse", "LegalActionsResponse", "ApplyResponse", "ViewResponse", "ReplayResponse")
    }
    rng = random.Random(seed)
    game = new_game(client, players=players, drafting=drafting, seed=seed)
    _conforms(v["SetupResponse"], game, "setup")
    broken = {**game, "state": {**game["state"], "era_decks": [["K1"], [], []]}}
    assert not v["SetupResponse"].is_valid(broken)  # the validator does look inside the state
    state, status, actions = game["state"], game["status"], []
    for move in range(1000):
        if status["terminal"]:
            break
        listed = ok(call(client, "legal-actions", {"state": state}))
        _conforms(v["LegalActionsResponse"], listed, f"legal-actions at move {move}")
        if move % 7 == 0:
            viewer = rng.choice([None, *range(players)])
            _conforms(
                v["ViewResponse"], ok(call(client, "view", {"state": state, "player": viewer})), f"view at move {move}"
            )
        action = rng.choice(listed["actions"])
        applied = ok(call(client, "apply", {"state": state, "action": action}))
        _conforms(v["ApplyResponse"], applied, f"apply at move {move}")
        state, status = applied["state"], applied["status"]
        actions.append(action)
    assert status["terminal"] and len(status["scores"]) == players and status["winners"]
    options = {"players": players, "deed_drafting": drafting}
    replayed = ok(call(client, "replay", {"options": options, "seed": seed, "actions": actions}))
    _conforms(v["ReplayResponse"], replayed, "replay")
    assert replayed["state"] == state
    supply = ok(call(client, "view", {"state": state}))["view"]["players"][0]["supply"]
    assert list(supply) == BUILDING_KINDS
