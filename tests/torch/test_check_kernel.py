"""`fuseproof check-kernel` with kernels written in plain PyTorch on the CPU (CTest
torch_check_kernel_cpu; docs/CHECK_KERNEL.md). The F2 examples run against
rules/rmsnorm_gamma_on_activation.rule at the small shapes and a moderate realistic shape,
sampled, so the read-back of sampled positions is exercised too."""
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
FUSEPROOF = os.environ.get("FUSEPROOF", str(ROOT / "build" / "fuseproof"))
RULE = str(ROOT / "rules" / "rmsnorm_gamma_on_activation.rule")
EXAMPLES = ROOT / "examples" / "check_kernel"
# Both dtypes, two distributions, the small shapes and one realistic shape (the override makes
# prefill and decode equal, so it runs once) with 16 of its 48 rows and 72 columns evaluated.
ARGS = ["--python", sys.executable, "--no-progress", "--shape", "M=48,K=160,N=72",
        "--sample-positions", "16", "--distribution", "normal", "--distribution",
        "near_zero_rows"]


def check_kernel(binding, *extra, rule=RULE):
    return subprocess.run([FUSEPROOF, "check-kernel", rule, "--binding", str(binding), *ARGS,
                           *extra], capture_output=True, text=True)


def write_binding(directory, body):
    path = pathlib.Path(directory) / "binding.py"
    path.write_text("import torch\n\n\ndef run(inputs, scalars, dims, dtype):\n" + body)
    return path


class CheckKernel(unittest.TestCase):
    def test_correct_kernel_passes(self):
        r = check_kernel(EXAMPLES / "f2_torch.py")
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.assertIn("rmsnorm_gamma_on_activation: proved (all sizes)", r.stdout)
        self.assertIn("f2_torch.py on cpu: pass (seed 20261202, 8 cases)", r.stdout)
        self.assertIn("max|kernel-ref|", r.stdout)
        self.assertNotIn("FAIL", r.stdout)
        self.assertIn("summary: the kernel passes rule rmsnorm_gamma_on_activation", r.stdout)
        # The realistic shape was sampled: the kernel ran at 48 x 72 and was read back at
        # 16 x 16 positions, which a wrong read-back would have failed.
        r = check_kernel(EXAMPLES / "f2_torch.py", "--json", "--dtype", "bf16")
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        sizes = [c["sizes"] for c in json.loads(r.stdout)["numeric"]["cases"]]
        self.assertIn("M=48 K=160 N=72; sampled: M 16 of 48, N 16 of 72", sizes)

    def test_wrong_kernel_fails_with_its_worst_elements(self):
        r = check_kernel(EXAMPLES / "f2_torch_wrong.py")
        self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
        self.assertIn("f2_torch_wrong.py on cpu: FAIL", r.stdout)
        self.assertIn("error-bound: kernel Y[", r.stdout)  # small shapes
        self.assertIn("no-less-accurate: Y: max |kernel - reference|", r.stdout)  # realistic
        self.assertIn("worst elements of Y (small f32 normal):", r.stdout)
        self.assertRegex(r.stdout, r"    Y\[\d+, \d+\] at M=\d K=\d N=\d: kernel ")
        self.assertIn("summary: the kernel fails rule rmsnorm_gamma_on_activation", r.stdout)

    def test_report_and_json(self):
        with tempfile.TemporaryDirectory() as d:
            report = pathlib.Path(d) / "check.md"
            r = check_kernel(EXAMPLES / "f2_torch_wrong.py", "--report", str(report), "--json")
            self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
            result = json.loads(r.stdout)
            self.assertFalse(result["passed"])
            self.assertEqual(result["verdict"], "proved (all sizes)")
            failing = [c for c in result["numeric"]["cases"] if not c["passed"]]
            self.assertTrue(failing)
            worst = failing[0]["outputs"][0]["worst"]
            self.assertEqual(len(worst), 5)
            errors = [abs(w["kernel"] - w["reference"]) for w in worst]
            self.assertEqual(errors, sorted(errors, reverse=True))
            text = report.read_text()
            self.assertIn("# Kernel check: `", text)
            self.assertIn("| result | **FAIL**: ", text)
            self.assertIn("## Worst elements of the cases that do not pass", text)

    def test_a_kernel_that_cannot_run_fails(self):
        with tempfile.TemporaryDirectory() as d:
            cases = {
                "    raise RuntimeError('out of shared memory')\n":
                    "the kernel did not run: RuntimeError: out of shared memory",
                "    return {'Y': inputs['X'][:, :1]}\n": "output 'Y' has shape",
                "    return {'Z': inputs['X']}\n": "run() returned no output 'Y'",
                "    return inputs['X']\n": "not a dict of outputs",
            }
            for body, message in cases.items():
                r = check_kernel(write_binding(d, body))
                self.assertEqual(r.returncode, 1, body + r.stdout + r.stderr)
                self.assertIn(message, r.stdout, body)
            broken = pathlib.Path(d) / "broken.py"
            broken.write_text("def run(:\n")
            r = check_kernel(broken)
            self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
            self.assertIn("cannot be loaded: SyntaxError", r.stdout)

    def test_a_kernel_that_hangs_is_stopped(self):
        # The limit leaves the runner time to import torch on a loaded machine; the case hangs.
        with tempfile.TemporaryDirectory() as d:
            body = "    import time\n    time.sleep(600)\n"
            r = check_kernel(write_binding(d, body), "--shapes", "small", "--kernel-timeout", "15",
                             "--dtype", "f32")
            self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
            self.assertIn("the kernel did not run: no answer within 15 s while a case (small f32)"
                          ": the runner was stopped", r.stdout)

    def test_kernel_values_are_judged_not_trusted(self):
        # NaN where the reference is finite fails `finite`, even though tolerance is checked.
        with tempfile.TemporaryDirectory() as d:
            body = ("    y = (inputs['X'].float() @ inputs['W'].float()).to(dtype)\n"
                    "    y[0, 0] = float('nan')\n    return {'Y': y}\n")
            r = check_kernel(write_binding(d, body), "--shapes", "small")
            self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
            self.assertIn("finite: Y: kernel Y[0, 0] = nan", r.stdout)

    def test_the_readme_command(self):
        # README.md, "Checking a kernel you wrote against a proved rule", with this Python.
        r = subprocess.run([FUSEPROOF, "check-kernel", "rules/rmsnorm_gamma_on_activation.rule",
                            "--binding", "examples/check_kernel/f2_torch.py", "--python",
                            sys.executable, "--shapes", "small"],
                           cwd=ROOT, capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.assertIn("summary: the kernel passes rule rmsnorm_gamma_on_activation", r.stdout)
        readme = (ROOT / "README.md").read_text()
        self.assertIn("build/fuseproof check-kernel rules/rmsnorm_gamma_on_activation.rule \\\n"
                      "    --binding examples/check_kernel/f2_torch.py --python /usr/bin/python3"
                      " --shapes small", readme)

    def test_usage_errors(self):
        r = check_kernel(ROOT / "no_such_binding.py")
        self.assertEqual(r.returncode, 2, r.stdout + r.stderr)
        self.assertIn("no_such_binding.py: error: no such file", r.stderr)
        r = subprocess.run([FUSEPROOF, "check-kernel", RULE], capture_output=True, text=True)
        self.assertEqual(r.returncode, 2)
        self.assertIn("needs --binding", r.stderr)
        for python in ("/no/such/python3", "no-such-python3"):
            r = subprocess.run([FUSEPROOF, "check-kernel", RULE, "--binding",
                                str(EXAMPLES / "f2_torch.py"), "--python", python],
                               capture_output=True, text=True)
            self.assertEqual(r.returncode, 2, r.stdout + r.stderr)
            self.assertIn(python + ": error: no such executable (the --python), nor on PATH",
                          r.stderr)
        r = check_kernel(EXAMPLES / "f2_torch.py", "--kernel-timeout", "-1")
        self.assertEqual(r.returncode, 2, r.stdout + r.stderr)
        self.assertIn("--kernel-timeout must be 0", r.stderr)

    def test_an_unproved_rule_is_refused(self):
        wrong = str(ROOT / "tests" / "wrong" / "gamma_missing.rule")
        r = check_kernel(EXAMPLES / "f2_torch.py", rule=wrong)
        self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
        self.assertIn("refuted", r.stdout)
        self.assertIn("a kernel is checked only against a proved rule", r.stdout)


if __name__ == "__main__":
    unittest.main(verbosity=2)
