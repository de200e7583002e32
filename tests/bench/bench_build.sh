#!/usr/bin/env bash
# How long the llama-cpp-python build of .ci/setup takes with and without llama.cpp's multimodal
# library (LLAVA_BUILD=OFF), one after the other on the same machine; prints seconds, the load
# average around each build and the wheel's size. Needs the sdist (downloaded once with pip) and
# about 7 minutes on two cores. Asserts nothing.
#
#     bash tests/bench/bench_build.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=$(sed -n 's/^LLAMA_VERSION=//p' .ci/setup)
PORTABLE=$(sed -n 's/^export CMAKE_ARGS="\(.*\)"$/\1/p' .ci/setup | sed 's/ -DLLAVA_BUILD=OFF//')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.venv/bin/python -m pip download --quiet --no-deps --no-binary :all: -d "$work/sdist" "llama-cpp-python==$VERSION"
for variant in "without the multimodal library:$PORTABLE -DLLAVA_BUILD=OFF" "with it:$PORTABLE"; do
  name=${variant%%:*}
  export CMAKE_ARGS=${variant#*:}
  out=$(mktemp -d "$work/wheel.XXXX")
  before=$(cut -d' ' -f1-3 /proc/loadavg)
  start=$(date +%s)
  .venv/bin/python -m pip wheel --quiet --no-cache-dir --no-deps --no-binary llama-cpp-python -w "$out" "$work"/sdist/*.tar.gz
  end=$(date +%s)
  echo "$name: $((end - start)) s (load average $before before, $(cut -d' ' -f1-3 /proc/loadavg) after), wheel $(stat -c %s "$out"/*.whl) bytes"
done
