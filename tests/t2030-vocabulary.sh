#!/bin/sh
# t2030-vocabulary.sh: the vocabulary table in the database and docs/vocabulary.md say the same
. "$TOP/tests/lib/test.sh"

doc="$TOP/docs/vocabulary.md"

expect 'an extraction run writes the vocabulary into the database' '
	schedlore extract --json >out && grep -q "\"messages\":0" out &&
	expect_eq "$(sql "SELECT count(*) > 10 FROM vocab_workloads")" t &&
	expect_eq "$(sql "SELECT string_agg(name, '"'"','"'"' ORDER BY name) FROM vocab_schedulers")" "4BSD,BFS,BORE,CFS,EEVDF,M2,MuQSS,O(1),RSDL,SD,ULE,scx_bpfland,scx_central,scx_flatcg,scx_lavd,scx_layered,scx_rustland,scx_rusty,scx_simple" &&
	expect_eq "$(sql "SELECT string_agg(status, '"'"','"'"' ORDER BY status) FROM vocab_statuses")" "contradicted,holds,not checkable,off" &&
	expect_eq "$(sql "SELECT string_agg(key, '"'"','"'"' ORDER BY key) FROM vocab_params WHERE key IN ('"'"'jobs'"'"','"'"'clients'"'"','"'"'tasks'"'"','"'"'cpus'"'"','"'"'hz'"'"','"'"'variant'"'"')")" "clients,cpus,hz,jobs,tasks,variant"
'

expect 'syncing twice leaves the same rows' '
	sql "SELECT * FROM vocab_aliases ORDER BY 1, 2, 3" >a &&
	schedlore extract >/dev/null && sql "SELECT * FROM vocab_aliases ORDER BY 1, 2, 3" >b && cmp a b
'

# Each table row of the page: | name | ... with `aliases` in backquotes.
expect 'every workload, metric and scheduler row of the page is the table'"'"'s, aliases and all' '
	sql "SELECT w.name || '"'"'|'"'"' || w.metric || '"'"'|'"'"' || w.unit || '"'"'|'"'"' || w.better || '"'"'|'"'"' || coalesce(w.harness, '"'"''"'"') || '"'"'|'"'"' || coalesce(w.row_param, '"'"''"'"') FROM vocab_workloads w ORDER BY 1" >db_w &&
	awk -F"|" "/^## Workloads/,/^## Metrics/" "$doc" | grep "^| [a-z]" | grep -v "^| workload" |
		awk -F"|" "{ for (i = 2; i <= 8; i++) { gsub(/^ +| +\$/, \"\", \$i) } print \$2 \"|\" \$4 \"|\" \$5 \"|\" \$6 \"|\" \$7 \"|\" \$8 }" | sort >doc_w &&
	diff doc_w db_w &&
	sql "SELECT kind || '"'"' '"'"' || name || '"'"' '"'"' || alias FROM vocab_aliases ORDER BY 1" >db_a &&
	for kind in workload metric scheduler; do
		case $kind in workload) sect="Workloads"; next="Metrics" ;; metric) sect="Metrics"; next="Schedulers" ;; *) sect="Schedulers"; next="Parameter" ;; esac
		awk "/^## $sect/,/^## $next/" "$doc" | grep "^| [^-]" | sed 1d | while IFS="|" read -r _ name rest; do
			name=$(echo "$name" | sed "s/^ *//; s/ *\$//")
			echo "$rest" | grep -o "\`[^\`]*\`" | tr -d "\`" | while read -r a; do
				[ $kind = scheduler ] || a=$(echo "$a" | tr A-Z a-z)
				echo "$kind $name $a"
			done
		done
	done | sort >doc_a && sort db_a >db_a.s && diff doc_a db_a.s
'

expect 'parameter keys, statuses and units of the page are the table'"'"'s' '
	for t in "Parameter keys:vocab_params:key" "Claim-check statuses:vocab_statuses:status" "Units:vocab_units:unit"; do
		sect=${t%%:*}; rest=${t#*:}; tab=${rest%%:*}; col=${rest#*:}
		awk "/^## $sect/{f=1;next} /^## /{f=0} f" "$doc" | grep "^| " | sed 1d |
			awk -F"|" "{ gsub(/^ +| +\$/, \"\", \$2); gsub(/^ +| +\$/, \"\", \$3); print \$2 \"|\" \$3 }" | sort >doc_t &&
		sql "SELECT $col || '"'"'|'"'"' || meaning FROM $tab ORDER BY 1" | sort >db_t &&
		diff doc_t db_t || exit 1
	done
'

done_testing
