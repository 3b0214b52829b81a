#!/usr/bin/env python3
"""Summarises the text output of `fuseproof test` / `fuseproof verify --numeric` as the Markdown
table in README.md: one row per rule and dtype, over every distribution and shape.

usage: build/fuseproof verify --numeric rules/ | scripts/numeric_table.py
"""
import re
import sys

header = re.compile(r"^\S+: (\w+): numeric: (pass|FAIL)")
row = re.compile(r"^  (\S+)\s+(f32|bf16|f16)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(pass|FAIL)(.*)$")

table = {}  # (rule, dtype) -> stats
order = []
rule = None
for line in sys.stdin:
    m = header.match(line)
    if m:
        rule = m.group(1)
        continue
    m = row.match(line)
    if not m or rule is None or m.group(1) == "shape":
        continue
    shape, dtype, _dist, _out, rhs_abs, _lhs_abs, rhs_rel, _ulps, ratio, result, note = m.groups()
    key = (rule, dtype)
    if key not in table:
        table[key] = {"cases": 0, "passed": 0, "ratio": 0.0, "unattainable": 0}
        order.append(key)
    t = table[key]
    t["cases"] += 1
    t["passed"] += result == "pass"
    if ratio != "-":
        t["ratio"] = max(t["ratio"], float(ratio))
    t["unattainable"] += "not judged" in note

print("| rule | dtype | cases passed | largest observed error / rigorous bound | cases where PyTorch's tolerance is not judged (the unfused side uses over half of it) |")
print("|---|---|---|---|---|")
for rule, dtype in order:
    t = table[(rule, dtype)]
    print(f"| {rule} | {dtype} | {t['passed']}/{t['cases']} | {t['ratio']:.2f} | {t['unattainable']} |")
