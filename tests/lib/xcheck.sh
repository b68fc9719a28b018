# xcheck.sh: run the extractors on a text (no database) and assert on the JSON
#
#   xtext NAME <<'EOF' ... EOF        write the text to NAME.txt
#   xjson NAME 'python expression'    extract NAME.txt; the expression sees d
#                                      (the JSON) and S (its series) and must be true
xtext() {
	cat >"$1.txt"
}

xjson() {
	schedlore extract --text "$1.txt" --author "Poster" >"$1.json" &&
	python3 - "$1.json" "$2" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
S = d["series"]
def vals(s):
    return [v["text"] for v in s.get("values", [])]
def p(s, k):
    v = s["params"].get(k)
    return v["text"] if isinstance(v, dict) else v
ok = eval(sys.argv[2])
if not ok:
    for s in S:
        print(json.dumps(s))
    print(json.dumps(d["comparisons"]))
    print(json.dumps(d["systems"]))
    sys.exit(1)
PY
}
