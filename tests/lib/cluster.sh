# cluster.sh: a scratch PostgreSQL cluster for tests and benchmarks
#
#   . tests/lib/cluster.sh
#   cluster_up            starts it (needs $TOP); sets $scratch and $base
#   fresh_db NAME         a new database NAME copied from the migrated template
#   drop_db NAME
#   cluster_down          stops it and removes $scratch (also on exit)

cluster_up() {
	scratch=$(mktemp -d "${TMPDIR:-/tmp}/schedlore-$1.XXXXXX")
	chmod 755 "$scratch"
	export SCHEDLORE_VAR="$scratch/var"
	export SCHEDLORE_PG_FAST=1
	export SCHEDLORE_PG_PORT=${SCHEDLORE_PG_PORT:-54330}
	unset SCHEDLORE_DB
	trap cluster_down EXIT
	trap 'exit 130' INT TERM
	if ! "$TOP/schedlore" db start >"$scratch/db.log" 2>&1; then
		cat "$scratch/db.log" >&2
		return 1
	fi
	base=$("$TOP/schedlore" db conninfo | sed 's/ dbname=[^ ]*//')
}

fresh_db() {
	psql -X -q "$base dbname=postgres" -c "CREATE DATABASE $1 TEMPLATE schedlore" >/dev/null
}

drop_db() {
	psql -X -q "$base dbname=postgres" -c "DROP DATABASE IF EXISTS $1" >/dev/null 2>&1
}

cluster_down() {
	[ -n "${scratch:-}" ] || return 0
	"$TOP/schedlore" db stop >/dev/null 2>&1
	rm -rf "$scratch"
	scratch=
}
