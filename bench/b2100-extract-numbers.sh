# b2100-extract-numbers.sh: extraction plus claims per message on posts full of numbers and without figures, against GMime's parse of them
#
# 20,000 generated messages (bench/gen-numbers.py: patches, hex dumps, dmesg,
# dates, version lists, IP addresses, diffstats, quoted prose).  One process
# (bench/extract-cpu.c, linked with the library) parses each with GMime, the
# reference, decodes it as the import does, then runs extraction and claim
# recognition on its body as `extract --text` does; both as thread CPU time.
# The extraction issue's target: the ratio at most 1.
n=$((20000 * ${BENCH_SCALE:-1}))
mbox="$scratch/numbers.mbox"
python3 "$TOP/bench/gen-numbers.py" --count "$n" --seed 7 "$mbox"
cpu="$scratch/extract-cpu"
# shellcheck disable=SC2046
cc -std=c11 -D_GNU_SOURCE -O2 -o "$cpu" "$TOP/bench/extract-cpu.c" "$TOP/build/libschedlore.a" \
	$(pkg-config --cflags --libs libmicrohttpd libpq libcmark-gfm libxml-2.0 gmime-3.0 gpgme jansson libcurl libsodium zlib) -lm
for i in 1 2 3; do
	"$cpu" "$mbox" || exit 1
done >"$scratch/numbers.out"
sort -k3 -n "$scratch/numbers.out" | sed -n 2p | awk -v mb="$(du -m "$mbox" | cut -f1)" '{
	printf "input: %d generated messages without figures, %d MB; the run of median extraction time of 3\n", $1, mb
	printf "%-44s %9s %12s\n", "", "seconds", "us/message"
	printf "%-44s %9.3f %12.1f\n", "reference: GMime parse (CPU)", $2, 1e6 * $2 / $1
	printf "%-44s %9.3f %12.1f\n", "extraction + claims (CPU)", $3, 1e6 * $3 / $1
	printf "series found: %d, claims found: %d (both should be 0)\n", $4, $5
	printf "extraction + claims / GMime parse: %.1f x (target <= 1)\n", $3 / $2
}'
