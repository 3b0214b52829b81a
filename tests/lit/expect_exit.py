"""Runs a command and fails unless it exits with exactly the given status.

lit's `not` only checks for a non-zero status; fuseproof's statuses mean different things
(1 refuted or unknown, 2 usage error or malformed rule), so the tests pin them.
usage: expect_exit.py STATUS COMMAND [ARGS...]; stdout and stderr pass through.
"""
import subprocess
import sys

want = int(sys.argv[1])
got = subprocess.run(sys.argv[2:]).returncode
if got != want:
    sys.stderr.write(f"expect_exit: {sys.argv[2:]} exited with {got}, expected {want}\n")
    sys.exit(1)
