"""PyTorch operators over fuseproof's generated kernels (docs/TORCH.md).

    import fuseproof_torch
    ops = fuseproof_torch.load(["rmsnorm_scale_after_matmul"])   # builds once, then cached
    y = ops.rmsnorm_scale_after_matmul(x, wg, r, 1e-6)           # torch.ops.fuseproof.<rule>

`load` compiles one extension from the generated kernel headers (kernels/generated/<rule>.hip)
and the shim kernels/torch/operators.h, which registers a custom operator `fuseproof::<rule>` per
kernel: a CPU implementation (the kernel's tiling and epilogue on the host, as CI tests it) and,
when built with CUDA, the generated kernel itself. Every operator checks shapes, dtypes, layouts,
devices and the rule's preconditions before it runs and raises RuntimeError naming the argument.
"""
import hashlib
import os
import pathlib
import re

import torch

REPO = pathlib.Path(__file__).resolve().parents[2]
KERNELS = REPO / "kernels"                    # blocks/ and torch/ live here
GENERATED = KERNELS / "generated"             # `fuseproof ci --write` and `fuseproof gen` write here

_RULE_HEADER = re.compile(r"^// fuseproof-rule: (\w+)$", re.MULTILINE)
_loaded = set()  # rules whose operators this process has registered


def available(kernels_dir=None):
    """The rules with a generated kernel in `kernels_dir` (default kernels/generated), sorted."""
    found = []
    for path in sorted(pathlib.Path(kernels_dir or GENERATED).glob("*.hip")):
        m = _RULE_HEADER.search(path.read_text())
        if m and m.group(1) == path.stem:
            found.append(path.stem)
    return found


def _unit(pairs):
    """A compilation unit registering the operators of (header, rule) pairs."""
    rules = ", ".join(rule for _, rule in pairs)
    return ("// Written by fuseproof_torch.load: the operators fuseproof::{" + rules + "}.\n"
            + "".join(f'#include "{header.as_posix()}"\n' for header, _ in pairs)
            + '#include "torch/operators.h"\n\n'
            "TORCH_LIBRARY_FRAGMENT(fuseproof, m) {\n"
            + "".join(f"  fp::torch_ops::define_operator<fp_gen::{rule}::kInfo>(m);\n"
                      for _, rule in pairs)
            + "}\n")


def _units(headers, rules, cuda):
    """With CUDA, one unit per kernel: nvcc is slow and a build compiles units in parallel.
    Without, one unit for all: most of a host unit's time is parsing PyTorch's headers, once per
    unit (fifteen units took 2 cores four minutes)."""
    pairs = list(zip(headers, rules))
    if cuda:
        return [(rule, _unit([(header, rule)])) for header, rule in pairs]
    return [("operators", _unit(pairs))]


def _fingerprint(units, headers, cuda):
    """Names the build after everything it is compiled from, so an edit rebuilds it."""
    h = hashlib.sha256()
    h.update(f"torch {torch.__version__} cuda {cuda}\n".encode())
    for text in units:
        h.update(text.encode())
    shared = sorted((KERNELS / "blocks").rglob("*.h")) + [KERNELS / "torch" / "operators.h"]
    for path in shared + list(headers):
        h.update(path.read_bytes())
    return h.hexdigest()[:16]


def load(rules=None, *, kernels_dir=None, cuda=None, build_dir=None, verbose=False):
    """Builds and loads `fuseproof::<rule>` for each rule (default: every generated kernel) and
    returns the `torch.ops.fuseproof` namespace. `cuda` (default: whether CUDA is available)
    adds the CUDA implementations, compiled by nvcc for sm_90a. Builds are cached under
    `build_dir` (default $FUSEPROOF_TORCH_BUILD, else ~/.cache/fuseproof_torch) by content."""
    from torch.utils import cpp_extension

    kernels_dir = pathlib.Path(kernels_dir or GENERATED).resolve()
    have = available(kernels_dir)
    wanted = list(rules) if rules is not None else have
    missing = [r for r in wanted if r not in have]
    if missing:
        raise FileNotFoundError(
            f"fuseproof_torch: no generated kernel for {', '.join(missing)} in {kernels_dir} "
            "(a rule gets a kernel only when it passes the gate: run `fuseproof gen` or "
            "`fuseproof ci --write`)")
    todo = [r for r in wanted if r not in _loaded]
    if todo:
        cuda = torch.cuda.is_available() if cuda is None else cuda
        headers = [kernels_dir / f"{r}.hip" for r in todo]
        units = _units(headers, todo, cuda)
        name = "fuseproof_ops_" + _fingerprint([text for _, text in units], headers, cuda)
        root = pathlib.Path(build_dir or os.environ.get("FUSEPROOF_TORCH_BUILD")
                            or pathlib.Path.home() / ".cache" / "fuseproof_torch")
        directory = root / name
        directory.mkdir(parents=True, exist_ok=True)
        sources = []
        for stem, text in units:
            unit = directory / (stem + (".cu" if cuda else ".cpp"))
            if not unit.exists() or unit.read_text() != text:
                unit.write_text(text)
            sources.append(str(unit))
        flags = ["-O2", "-std=c++20"]
        cuda_flags = ["-O3", "-std=c++20", "-gencode=arch=compute_90a,code=sm_90a",
                      "--expt-relaxed-constexpr"]
        cpp_extension.load(name=name, sources=sources, extra_include_paths=[str(KERNELS)],
                           extra_cflags=flags, extra_cuda_cflags=cuda_flags, with_cuda=cuda,
                           is_python_module=False, build_directory=str(directory),
                           verbose=verbose)
        _loaded.update(todo)
    return torch.ops.fuseproof
