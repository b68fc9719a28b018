# web.sh: start and stop 'schedlore serve' for a test, on a free port
#
#   . "$TOP/tests/lib/web.sh"
#   web_start [SERVE ARGS...]   sets $port and $url; the server is stopped on exit
#   web_stop
#   web_agent_start             a member alice (password member-pass-1), the server,
#                               and an agent for host "here" polling it; both stopped on exit
#   free_port                   prints a free TCP port on 127.0.0.1
#   web_csrf FILE               the CSRF token of the first form in FILE
#   web_login NAME PASSWORD JAR logs in afresh (JAR a curl cookie jar); prints
#                               the status (303 when it worked), headers in login.head
#   web_get PATH [JAR]          body in page, headers in head; prints the status

free_port() {
	python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

web_start() {
	port=$(free_port)
	url="http://127.0.0.1:$port"
	schedlore serve --port "$port" "$@" >"$TEST_TMP/serve.log" 2>&1 &
	web_pid=$!
	trap web_stop EXIT
	i=0
	while ! curl -s -o /dev/null "$url/static/style.css"; do
		i=$((i + 1))
		if [ $i -gt 100 ] || ! kill -0 "$web_pid" 2>/dev/null; then
			echo "not ok - the server did not start"
			cat "$TEST_TMP/serve.log"
			return 1
		fi
		sleep 0.05
	done
}

web_stop() {
	[ -n "${web_pid:-}" ] || return 0
	kill "$web_pid" 2>/dev/null
	wait "$web_pid" 2>/dev/null
	web_pid=
}

web_csrf() { # FILE
	sed -n "s/.*name=\"csrf\" value=\"\([0-9a-f]*\)\".*/\1/p" "$1" | head -n 1
}

web_login() { # NAME PASSWORD JAR
	rm -f "$3"
	curl -s -c "$3" -b "$3" -o form.html "$url/login" &&
	token=$(web_csrf form.html) &&
	curl -s -c "$3" -b "$3" -o /dev/null -D login.head -w "%{http_code}" \
		--data-urlencode "csrf=$token" --data-urlencode "name=$1" --data-urlencode "password=$2" "$url/login"
}

web_get() { # PATH [JAR]
	curl -s -b "${2:-none.jar}" -D head -o page -w '%{http_code}' "$url$1"
}

web_agent_start() {
	printf 'member-pass-1\n' >pw
	schedlore user add alice --role member --password-file pw >/dev/null
	schedlore host add here >tok 2>/dev/null
	web_start || return 1
	schedlore agent --server "$url" --token-file tok --poll 0.5 --quiet 2>agent.err &
	agent=$!
	trap 'kill $agent 2>/dev/null; web_stop' EXIT
}
