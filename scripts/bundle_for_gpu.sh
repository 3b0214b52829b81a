#!/usr/bin/env bash
# Packs the built fuseproof binary with every shared library it loads (the dynamic loader and
# the C and C++ runtimes included) into build/gpu-bundle/fuseproof.tar.xz, so `check-kernel` can
# run on the GPU machine, which has no Z3, no Boost and no OpenBLAS and installs nothing.
# On that machine: tar xf fuseproof.tar.xz && bundle/run-fuseproof check-kernel ...
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${BUILD_DIR:-build}/fuseproof"
dest="${BUILD_DIR:-build}/gpu-bundle"
rm -rf "$dest/bundle" && mkdir -p "$dest/bundle/lib"
strip -o "$dest/bundle/fuseproof" "$bin"
ldd "$bin" | awk '/=> \//{print $3} $1 ~ /^\//{print $1}' | while read -r lib; do
  cp -L "$lib" "$dest/bundle/lib/"
done
cat > "$dest/bundle/run-fuseproof" <<'SH'
#!/bin/sh
# The bundled loader with the bundled libraries only: the machine's own C library may be older.
here="$(cd "$(dirname "$0")" && pwd)"
exec "$here/lib/ld-linux-x86-64.so.2" --library-path "$here/lib" "$here/fuseproof" "$@"
SH
chmod +x "$dest/bundle/run-fuseproof"
tar -C "$dest" -cJf "$dest/fuseproof.tar.xz" bundle
ls -l "$dest/fuseproof.tar.xz"
