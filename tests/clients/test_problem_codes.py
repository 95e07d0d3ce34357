"""The problem codes the SDKs type (arbiter_client.ProblemCode, the TypeScript ProblemCode) are
read by clients/tools/postgenerate.py from the service's source; the drift test keeps the
generated files current. Here: they cover the documented codes, agree between the SDKs, and the
reader stops on a code it cannot read."""

import importlib.util
import re
import sys

import pytest
from arbiter_client import PROBLEM_CODES

from tests.clients.conftest import ROOT, TYPESCRIPT_SDK

TOOL = ROOT / "clients" / "tools" / "postgenerate.py"


def tool():
    spec = importlib.util.spec_from_file_location("postgenerate", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("postgenerate", module)
    spec.loader.exec_module(module)
    return module


def documented(path, heading: str) -> set[str]:
    text = path.read_text(encoding="utf-8")
    table = text[text.index(heading) :]
    table = table[: table.index("\n\n")]
    cells = [line.split("|")[2] for line in table.splitlines()[2:]]  # the "code" column
    return {code for cell in cells for code in re.findall(r"`([a-z_]+)`", cell)}


def test_the_documented_codes_are_typed():
    codes = documented(ROOT / "docs" / "protocol.md", "| status | code | when |")
    codes |= documented(ROOT / "README.md", "| status | code | when |")
    assert len(codes) > 30
    assert codes <= PROBLEM_CODES, sorted(codes - PROBLEM_CODES)


def test_both_sdks_type_the_same_codes():
    text = (TYPESCRIPT_SDK / "src" / "generated" / "problem-codes.gen.ts").read_text(encoding="utf-8")
    listed = text[text.index("[") : text.index("] as const")]
    assert set(re.findall(r"'([a-z0-9_]+)'", listed)) == PROBLEM_CODES
    assert set(tool().problem_codes()) == PROBLEM_CODES, "run scripts/generate-clients.sh"


def test_the_reader_finds_codes_and_stops_on_unreadable_ones(tmp_path):
    postgenerate = tool()
    (tmp_path / "service").mkdir()
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "game.py").write_text(
        "class Fault(Exception):\n"
        "    code = 'class_code'\n\n"
        "def _invalid(code, message):\n"
        "    return Fault(message, code=code)\n\n"
        "def _why():\n"
        "    return ('tuple_code', 'because')\n\n"
        "def play():\n"
        "    raise Fault('no', code='keyword_code')\n\n"
        "def check():\n"
        "    raise _invalid('helper_code', 'no')\n\n"
        "def place():\n"
        "    problem = _why()\n"
        "    raise Fault(problem[1], code=problem[0])\n"
    )
    (tmp_path / "service" / "errors.py").write_text(
        "HTTP_CODES = {404: 'table_code'}\n\ndef fail():\n    raise Problem(409, 'problem_code', 'detail text')\n"
    )
    found = postgenerate.problem_codes(tmp_path)
    assert found == sorted(["class_code", "tuple_code", "keyword_code", "helper_code", "table_code", "problem_code"])

    (tmp_path / "rules" / "more.py").write_text("def f(x):\n    raise Fault('no', code=x.lower())\n")
    with pytest.raises(SystemExit, match=r"rules/more.py:2: code=x.lower\(\)"):
        postgenerate.problem_codes(tmp_path)
