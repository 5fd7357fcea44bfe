#!/usr/bin/env bash
# Builds FerretDB v1.24.2 from the Go module proxy into the given cache folder.
#
# Why not `go install …@v1.24.2`: the proxy refuses that module's version list (403 while "loading
# deprecation"), and a binary built straight from the module panics at start because the generated
# build/version/version.txt is not in the module. So: download the one module (its own go.sum pins
# every dependency), add version.txt, and build from that copy.
# See docs/adr/0002-embedded-database.md.
set -euo pipefail

version=v1.24.2
cache=${1:?usage: build-ferretdb.sh <cache-folder>}
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)

export GOMODCACHE="$cache/gomod" GOCACHE="$cache/gocache" GOFLAGS=-modcacherw
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$work"
go mod init ferretdb-build >/dev/null 2>&1
dir=$(go mod download -json "github.com/FerretDB/FerretDB@$version" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
[ -n "$dir" ] || { echo "go mod download did not return the FerretDB module folder" >&2; exit 1; }
cp -r "$dir" src
chmod -R u+w src
echo "$version" > src/build/version/version.txt
cd src
CGO_ENABLED=0 go build -trimpath -o "$cache/ferretdb.tmp" ./cmd/ferretdb
# Rename last so a half-written binary is never mistaken for a finished one.
mv "$cache/ferretdb.tmp" "$cache/ferretdb"
