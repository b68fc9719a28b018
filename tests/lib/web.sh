# web.sh: start and stop 'schedlore serve' for a test, on a free port
#
#   . "$TOP/tests/lib/web.sh"
#   web_start [SERVE ARGS...]   sets $port and $url; the server is stopped on exit
#   web_stop
#   free_port                   prints a free TCP port on 127.0.0.1

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
