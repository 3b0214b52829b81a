"""The Python side of `fuseproof check-kernel` (docs/CHECK_KERNEL.md): runs a user's kernel on
the numeric tier's inputs and hands its outputs back.

    python3 -m fuseproof_torch.check_kernel --binding BINDING.py [--device cuda]

fuseproof starts this process once per check and, for each case, writes a directory with
`case.json` and the inputs as raw little-endian float32 (real tensors, already rounded to their
dtype, so exact) or int64 (integer inputs), then sends the directory's path as one line on
stdin. This process builds the tensors, calls the binding, writes each output as raw float64
next to them and answers one line: `ok`, or `error: <message>` when the binding raised or
returned something unusable. Anything the binding prints goes to stderr: stdout carries only the
answers.

A binding is a Python file with one function:

    def run(inputs, scalars, dims, dtype):
        # inputs: {name: tensor} in the rule's input names and shapes, contiguous, on the
        #         device, in the case's dtype (or the dtype the rule declares for the input;
        #         integer inputs as int64)
        # scalars: {name: float}; dims: {name: int}; dtype: torch.float32/bfloat16/float16
        return {"Y": y}   # every output the rule compares, by name, in its shape
"""
import argparse
import importlib.util
import json
import os
import pathlib
import sys
import traceback

import torch

_DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16, "f16": torch.float16}
for _name, _attr in (("e4m3", "float8_e4m3fn"), ("e5m2", "float8_e5m2")):
    if hasattr(torch, _attr):
        _DTYPES[_name] = getattr(torch, _attr)


def load_binding(path):
    spec = importlib.util.spec_from_file_location("fuseproof_binding", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"{path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if not callable(getattr(module, "run", None)):
        raise ImportError(f"{path}: a binding defines run(inputs, scalars, dims, dtype)")
    return module


def read_tensor(path, shape, integer):
    data = bytearray(pathlib.Path(path).read_bytes())
    kind = torch.int64 if integer else torch.float32
    flat = torch.frombuffer(data, dtype=kind) if data else torch.empty(0, dtype=kind)
    return flat.reshape(shape)


def run_case(binding, directory, device):
    directory = pathlib.Path(directory)
    case = json.loads((directory / "case.json").read_text())
    dtype = _DTYPES[case["dtype"]]
    inputs = {}
    for t in case["inputs"]:
        values = read_tensor(directory / t["file"], t["shape"], t["integer"])
        if not t["integer"]:
            declared = t.get("dtype") or case["dtype"]
            if declared not in _DTYPES:
                raise TypeError(f"input {t['name']}: this PyTorch has no {declared} dtype")
            values = values.to(_DTYPES[declared])
        inputs[t["name"]] = values.to(device).contiguous()
    outputs = binding.run(inputs, dict(case["scalars"]), dict(case["dims"]), dtype)
    if not isinstance(outputs, dict):
        raise TypeError(f"run() returned {type(outputs).__name__}, not a dict of outputs")
    for o in case["outputs"]:
        if o["name"] not in outputs:
            raise KeyError(f"run() returned no output '{o['name']}' "
                           f"(it returned {', '.join(map(str, outputs)) or 'none'})")
        value = outputs[o["name"]]
        if not isinstance(value, torch.Tensor):
            raise TypeError(f"output '{o['name']}' is a {type(value).__name__}, not a tensor")
        if list(value.shape) != list(o["shape"]):
            raise ValueError(f"output '{o['name']}' has shape {list(value.shape)}, "
                             f"the rule's is {o['shape']}")
        if device.startswith("cuda"):
            torch.cuda.synchronize()
        data = value.detach().to("cpu", torch.float64).contiguous()
        (directory / o["file"]).write_bytes(data.numpy().tobytes())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binding", required=True)
    parser.add_argument("--device", default="cpu")
    args = parser.parse_args()
    # Answers go to the original stdout; everything else printed (by the binding, by Triton,
    # by C extensions writing to fd 1) goes to stderr.
    answers = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    try:
        binding = load_binding(args.binding)
        if args.device.startswith("cuda") and not torch.cuda.is_available():
            raise RuntimeError("--device cuda, but this PyTorch sees no CUDA device")
    except Exception as e:  # reported as the first answer, so fuseproof can say what failed
        traceback.print_exc()
        answers.write(f"error: {type(e).__name__}: {e}".replace("\n", " ") + "\n")
        return 1
    answers.write("ready\n")
    for line in sys.stdin:
        directory = line.rstrip("\n")
        if not directory:
            continue
        try:
            run_case(binding, directory, args.device)
            answers.write("ok\n")
        except Exception as e:
            traceback.print_exc()
            answers.write(f"error: {type(e).__name__}: {e}".replace("\n", " ") + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
