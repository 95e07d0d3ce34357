"""The HTTP baseline: a Flask app whose only endpoint parses the JSON body with orjson (the
service's JSON library) and echoes it back. Served by gunicorn with the same settings as the
real service, it shows what Flask + gunicorn + JSON cost before any rules work is done.

    gunicorn 'bench.echo_app:create_app()'
"""

import orjson
from flask import Flask, Response, request

ECHO_PATH = "/v1/games/<game>/legal-actions"  # same URL shape as the real endpoint


def create_app() -> Flask:
    app = Flask(__name__)

    @app.post(ECHO_PATH)
    def echo(game: str):
        body = orjson.loads(request.get_data())
        return Response(orjson.dumps(body), mimetype="application/json")

    return app
