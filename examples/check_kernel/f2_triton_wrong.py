"""Binding of the Triton F2 kernel with its planted bug (the K loop stops one column short):
`fuseproof check-kernel` must refuse it and show the worst elements."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from f2_triton_kernel import f2_outputs  # noqa: E402


def run(inputs, scalars, dims, dtype):
    return f2_outputs(inputs, scalars, dtype, drop_last_k=True)
