#!/usr/bin/env python3
"""Replays every proof obligation with the z3 and cvc5 command-line solvers.

For every rule in rules/ (proved: each obligation expected unsat) and every wrong rule in
tests/wrong/ (refuted: the refuting query expected sat), writes its proofs/<rule>.smt2 text with
write_obligations, runs both solvers on it and compares each answer with the obligation's
(set-info :status ...). Any disagreement, unknown, timeout or error from either solver fails the
test, naming the obligation, the file, the expected answer and both solvers' answers.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import time

OBLIGATION = re.compile(r"^; obligation (\d+) of (\d+): (.*)$")
STATUS = re.compile(r"^\(set-info :status (sat|unsat)\)$")
ANSWERS = {"sat", "unsat", "unknown", "timeout"}


def expected_answers(text):
    """[(what, status)] in file order, from the comment and status line of each obligation."""
    out, pending = [], None
    for line in text.splitlines():
        m = OBLIGATION.match(line)
        if m:
            if pending is not None:
                raise ValueError("obligation without a status: " + pending)
            pending = m.group(3)
            continue
        m = STATUS.match(line)
        if m and pending is not None:
            out.append((pending, m.group(1)))
            pending = None
    if pending is not None:
        raise ValueError("obligation without a status: " + pending)
    return out


def run_solver(cmd, timeout):
    """(answers, other output lines, seconds); a solver killed by the timeout answers nothing."""
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        lines = (p.stdout + p.stderr).splitlines()
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"") + (e.stderr or b"")
        lines = (out.decode() if isinstance(out, bytes) else out).splitlines()
        lines.append("killed after %d s" % timeout)
    answers = [l.strip() for l in lines if l.strip() in ANSWERS]
    other = [l for l in lines if l.strip() and l.strip() not in ANSWERS]
    return answers, other, time.monotonic() - start


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--writer", required=True)
    ap.add_argument("--z3", required=True)
    ap.add_argument("--cvc5", required=True)
    ap.add_argument("--source", required=True, help="the repository root")
    ap.add_argument("--out", required=True, help="where the .smt2 files are written")
    ap.add_argument("--per-query-s", type=int, default=60)
    ap.add_argument("--jobs", type=int, default=max(1, min(4, os.cpu_count() or 1)))
    ap.add_argument("--cvc5-option", action="append", default=[])
    args = ap.parse_args()

    rules = []
    for folder in ("rules", os.path.join("tests", "wrong")):
        d = os.path.join(args.source, folder)
        for name in sorted(os.listdir(d)):
            if name.endswith(".rule"):
                rules.append(os.path.join(folder, name))
    os.makedirs(args.out, exist_ok=True)

    def check(rule):
        tag = rule.replace(os.sep, "_")[: -len(".rule")]
        path = os.path.join(args.out, tag + ".smt2")
        w = subprocess.run([args.writer, os.path.join(args.source, rule), path],
                           capture_output=True, text=True)
        if w.returncode != 0:
            return rule, path, None, ["write_obligations failed: " + w.stdout + w.stderr], {}
        with open(path) as f:
            expected = expected_answers(f.read())
        per = args.per_query_s
        # cvc5 does not always honour --tlimit-per, so each process is also killed a minute
        # after its whole budget; a killed solver answers nothing more, which fails below.
        runs = {
            "z3": run_solver([args.z3, "-t:%d" % (per * 1000), path],
                             per * max(1, len(expected)) + 60),
            "cvc5": run_solver([args.cvc5, "--tlimit-per=%d" % (per * 1000)] +
                               args.cvc5_option + [path], per * max(1, len(expected)) + 60),
        }
        failures = []
        for i, (what, status) in enumerate(expected):
            got = {s: (r[0][i] if i < len(r[0]) else "no answer") for s, r in runs.items()}
            if any(a != status for a in got.values()):
                failures.append("obligation %d of %d (%s) in %s: expected %s, z3 %s, cvc5 %s" %
                                (i + 1, len(expected), what, path, status, got["z3"],
                                 got["cvc5"]))
        for s, (answers, other, _) in runs.items():
            if len(answers) != len(expected) or other:
                failures.append("%s on %s: %d answers for %d obligations%s" %
                                (s, path, len(answers), len(expected),
                                 "; other output: " + " | ".join(other[:5]) if other else ""))
        return rule, path, (w.stdout.strip(), expected), failures, runs

    total = {"obligations": 0, "sat": 0, "unsat": 0, "z3_s": 0.0, "cvc5_s": 0.0}
    failed = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for rule, path, info, failures, runs in pool.map(check, rules):
            if info is None:
                print("FAIL %s: %s" % (rule, failures[0]))
                failed.append(rule)
                continue
            summary, expected = info
            total["obligations"] += len(expected)
            for _, status in expected:
                total[status] += 1
            total["z3_s"] += runs["z3"][2]
            total["cvc5_s"] += runs["cvc5"][2]
            print("%s %s: %s; z3 %.2f s, cvc5 %.2f s" %
                  ("FAIL" if failures else "ok  ", rule, summary, runs["z3"][2], runs["cvc5"][2]))
            for f in failures:
                print("    " + f)
            if failures:
                failed.append(rule)
            sys.stdout.flush()
    print("%d rule files, %d obligations (%d unsat, %d sat); z3 %.1f s, cvc5 %.1f s in all" %
          (len(rules), total["obligations"], total["unsat"], total["sat"], total["z3_s"],
           total["cvc5_s"]))
    if failed:
        print("FAILED: %d rule files disagree: %s" % (len(failed), " ".join(failed)))
        return 1
    print("every obligation replayed as expected with z3 and cvc5")
    return 0


if __name__ == "__main__":
    sys.exit(main())
