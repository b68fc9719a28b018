#!/usr/bin/env python3
# tool-outputs.py: generated posts pasting tool outputs (ministat, perf sched latency, records a run a line), printed or flattened; how many figures are found under the right build (tests/t2090)
"""tool-outputs.py BIN N SEED [flat]: ministat's output, perf sched latency's tables under group titles,
records a command prints a line a run; is each figure (a value or a summary) under its build?"""
import statistics

import score

BUILDS = ["ule", "4bsd", "eevdf", "cfs", "bore", "vanilla", "patched", "tip", "baseline", "v6.6", "v6.7-rc2"]
TASKS = ["hackbench", "schbench", "cyclictest", "massive_intr", "chromium-browse", "kworker"]
INTROS = ["Here is what I measured on the test box this week.", "Numbers from the 2-socket machine, as promised.",
          "I reran the workload with both kernels; results below."]


def g(v):
    """A figure as ministat prints it (%g, at most 8 significant digits)."""
    return "%.8g" % v


def ministat(r):
    a, b = r.sample(BUILDS[:8], 2)
    sets = []
    for name in (a, b):
        base = r.uniform(50, 500)
        sets.append((name, [round(base * r.uniform(0.97, 1.03), 2) for _ in range(r.randint(5, 9))]))
    lines = [r.choice(INTROS), ""]
    lines += ["%s %s.txt" % (sym, name) for sym, (name, _) in zip("x+", sets)]
    lines += ["+" + "-" * 74 + "+", "|" + " " * 36 + "x  x + +" + " " * 30 + "|", "|   |___A___|        |__A__|" + " " * 46 + "|",
              "+" + "-" * 74 + "+", "    N           Min           Max        Median           Avg        Stddev"]
    truth = []
    for sym, (name, v) in zip("x+", sets):
        avg, med = statistics.mean(v), statistics.median(v)
        lines.append("%s %3d %13s %13s %13s %13s %13s" % (sym, len(v), g(min(v)), g(max(v)), g(med), g(avg),
                                                         g(statistics.stdev(v))))
        truth += [(g(avg), name), (g(min(v)), name)]
    lines += ["Difference at 95.0% confidence", "\t%s +/- %s" % (g(statistics.mean(sets[1][1]) - statistics.mean(sets[0][1])),
                                                               g(r.uniform(0.5, 3))),
              "\t%s%% +/- %s%%" % (g(r.uniform(-9, 9)), g(r.uniform(0.2, 2))), "\t(Student's t, pooled s = %s)" % g(r.uniform(1, 5))]
    return "ministat", "\n".join(lines + ["", "Thoughts?"]), truth


def perf_sched(r):
    builds = r.sample(["NO_PREEMPT_SHORT", "PREEMPT_SHORT", "base kernel", "with the patch", "v6.6", "EEVDF"], 2)
    tasks = r.sample(TASKS, r.randint(1, 3))
    lines = [r.choice(INTROS), "",
             "  Task                  |   Runtime ms  | Switches | Avg delay ms    | Max delay ms    |", ""]
    truth = []
    for b in builds:
        lines += ["  %s" % b, ""]
        for task in tasks:
            for run in range(1, r.randint(2, 3) + 1):
                rt, sw, avg, mx = r.uniform(1e3, 9e5), r.randint(1e4, 9e5), r.uniform(0.1, 0.9), r.uniform(10, 99)
                lines.append("  %d %-20s | %12.3f ms | %8d | avg: %7.3f ms | max: %7.3f ms |" % (
                    run, "%s:(%d)" % (task, r.randint(1, 16)), rt, sw, avg, mx))
                truth += [("%.3f" % rt, b), ("%.3f" % mx, b)]
        lines.append("")
    return "perf-sched", "\n".join(lines + ["Comments welcome."]), truth


def records(r):
    builds = r.sample(BUILDS, 2)
    lines = ["dd of the whole disk, three runs per kernel:", ""]
    truth = []
    for b in builds:
        lines.append("@ kernel %s" % b)
        base = r.uniform(40, 400)
        for _ in range(3):
            real = base * r.uniform(0.98, 1.02)
            lines.append("  %.1f MB/s  real = %.2f, user = %.2f, sys = %.2f, %d%% cpu" % (
                20480 / real, real, r.uniform(0, 0.05), r.uniform(10, 30), r.randint(5, 40)))
            truth.append(("%.2f" % real, b))
        lines.append("")
    return "records", "\n".join(lines + ["That is all."]), truth


def found_with_summaries(d, key=score.numkey):
    """score.found_names, and each summary's figures under the same names."""
    found = score.found_names(d, key)
    for x in d.get("series", []):
        nm = " ".join(filter(None, [x.get(k) or "" for k in ("scheduler", "os_version", "label")]))
        for f in (x.get("summary") or {}).values():
            if f and f.get("text"):
                found[key(f["text"])].append(score.norm(nm))
    return found


score.run(lambda r: r.choice([ministat, perf_sched, records])(r), "o", "%-12s figures %4d found %4d named %4d",
          found=found_with_summaries)
