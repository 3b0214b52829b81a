# lit configuration for fuseproof's golden CLI tests. Test files: tests/lit (CLI behaviour and
# diagnostics) and tests/wrong (wrong rules that must be refuted), one rule per file with RUN and
# CHECK lines in '#' comments.
import lit.formats

config.name = "fuseproof"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".rule", ".test"]
config.test_source_root = config.project_root + "/tests"
config.excludes = ["unit", "CMakeLists.txt", "lit.site.cfg.py.in", "Inputs"]

config.substitutions.append(("%fuseproof", config.fuseproof))
config.substitutions.append(("%expect-exit", config.python + " " + config.project_root +
                             "/tests/lit/expect_exit.py"))
config.substitutions.append(("%root", config.project_root))
config.substitutions.append(("%python", config.python))
config.substitutions.append(("FileCheck", config.filecheck))
config.environment["LC_ALL"] = "C"
# OpenBLAS picks its kernels (and so the rounding of the numeric tier's fast path) by CPU unless
# OPENBLAS_CORETYPE pins them; scripts/test.sh pins them, and lit must not drop the setting.
import os
for key, value in os.environ.items():
    if key.startswith("OPENBLAS_"):
        config.environment[key] = value
