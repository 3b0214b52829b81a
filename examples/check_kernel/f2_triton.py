"""Binding of the Triton F2 kernel (f2_triton_kernel.py) for `fuseproof check-kernel`:

    fuseproof check-kernel rules/rmsnorm_gamma_on_activation.rule \\
        --binding examples/check_kernel/f2_triton.py --device cuda
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from f2_triton_kernel import f2_outputs  # noqa: E402


def run(inputs, scalars, dims, dtype):
    return f2_outputs(inputs, scalars, dtype)
