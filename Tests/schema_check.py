#!/usr/bin/env python3
"""Validates YAML files against a JSON Schema, reading YAML as the 1.2 core schema does (as piclint and the
YAML language server do): ruamel's safe loader, with its extra timestamp type turned back into text.

    python3 Tests/schema_check.py SCHEMA FILE...

Prints `ok` or `invalid: <message> at <path>` per document.
"""
import datetime
import json
import sys

import jsonschema
from ruamel.yaml import YAML


def as_core(value):
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, dict):
        return {str(key): as_core(item) for key, item in value.items()}
    if isinstance(value, list):
        return [as_core(item) for item in value]
    return value


def main():
    schema = json.load(open(sys.argv[1]))
    # A relative $id ("schemas/spec.schema.json") only names the file for editors, and every $ref is local (#/...).
    # jsonschema before 4.18 (Debian 12 ships 4.10) joins that $id onto itself and then cannot resolve the local
    # refs, so the check leaves it out; newer versions give the same verdicts either way.
    if ":" not in schema.get("$id", ":"):
        del schema["$id"]
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    loader = YAML(typ="safe")
    loader.version = (1, 2)
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as handle:
            for document in loader.load_all(handle):
                errors = sorted(validator.iter_errors(as_core(document)), key=str)
                print("ok" if not errors else f"invalid: {errors[0].message} at {list(errors[0].path)}")


if __name__ == "__main__":
    main()
