#!/bin/sh
# deps.sh: install the Debian packages schedlore needs (as root), or name them
#   tools/deps.sh build|test|run     which set; 'test' includes 'build'
set -eu
BUILD="make gcc pkg-config libmicrohttpd-dev libpq-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libxml2-dev
 libgmime-3.0-dev libgpgme-dev libjansson-dev libcurl4-openssl-dev libsodium-dev zlib1g-dev"
RUN="postgresql gnupg rt-tests openssl tar make gcc"
TEST="clang libclang-rt-dev ministat libxml2-utils curl python3 chromium wrk time
 nodejs npm mhonarc hyperfine libpython3.11-testsuite"
case "${1:-build}" in
build) want="$BUILD" ;;
run) want="$BUILD $RUN" ;;
test) want="$BUILD $RUN $TEST" ;;
*) echo "usage: tools/deps.sh build|run|test" >&2; exit 2 ;;
esac
# Some machines carry a nodejs that bundles npm and conflicts with Debian's npm
# package: a working npm command is enough.
command -v npm >/dev/null 2>&1 && want=$(echo "$want" | sed 's/\<npm\>//')
missing=
for p in $want; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed' ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
	echo "deps: installing$missing" >&2
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >&2
else
	echo "deps: missing Debian packages; as root run:" >&2
	echo "  apt-get install -y$missing" >&2
	exit 1
fi
