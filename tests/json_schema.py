# liuren - tests/json_schema.py SCHEMA FILE…: check each line of each
# FILE (one JSON value per line, as liuren writes them) against SCHEMA
# (doc/liuren.schema.json) with python3-jsonschema; prints one line per
# value that does not validate and exits 1 if any did not.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
import json
import sys

import jsonschema

schema = json.load(open(sys.argv[1], encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
bad = 0
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except ValueError as e:
                print(f"{path}:{n}: not JSON: {e}")
                bad += 1
                continue
            errors = sorted(validator.iter_errors(value), key=lambda e: e.path)
            if errors:
                best = jsonschema.exceptions.best_match(errors)
                where = "/".join(str(p) for p in best.absolute_path)
                print(f"{path}:{n}: {where}: {best.message[:200]}")
                bad += 1
sys.exit(1 if bad else 0)
