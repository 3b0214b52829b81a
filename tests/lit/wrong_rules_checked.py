"""Checks that every wrong rule (tests/wrong/*.rule) is a lit test of its own that runs
`fuseproof verify` on itself, expects a failing exit status, and checks both that the rule is
refuted and that its counterexample was replayed in double precision.

Each file's own test then establishes, in parallel, what one `fuseproof verify tests/wrong` run
did serially (13 of the suite's 15 lit minutes on 2 cores): every wrong rule is refuted (never
proved, never unknown) with a replayed counterexample.
usage: wrong_rules_checked.py DIR; prints the number of rules checked, exits 1 naming offenders.
"""
import pathlib
import re
import sys

problems = []
files = sorted(pathlib.Path(sys.argv[1]).glob("*.rule"))
for f in files:
    text = f.read_text()
    name = re.search(r"^rule\s+(\w+)", text, re.M)
    if not name:
        problems.append(f"{f}: no rule line")
        continue
    runs = re.findall(r"^#\s*RUN:(.*)$", text, re.M)
    if not any(re.match(r"\s*(not|%expect-exit 1)\s+%fuseproof verify %s\s*\|\s*FileCheck %s\s*$",
                        r) for r in runs):
        problems.append(f"{f}: no 'RUN: not %fuseproof verify %s | FileCheck %s' line")
    checks = re.findall(r"^#\s*CHECK:(.*)$", text, re.M)
    if not any(c.strip() == f"{name.group(1)}: refuted" for c in checks):
        problems.append(f"{f}: no 'CHECK: {name.group(1)}: refuted' line")
    if not any("replayed in double precision" in c for c in checks):
        problems.append(f"{f}: no CHECK of the counterexample's replay in double precision")
for p in problems:
    print(p)
print(f"{len(files)} wrong rules, {len(problems)} problems")
sys.exit(1 if problems else 0)
