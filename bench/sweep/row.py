"""One row of the sweep benchmark: per engine, the median wall time of its runs and what it answered."""
import json
import os
import re
import statistics
import sys

out, name, runs, cap = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
labels = sys.argv[5:]


def wall(text):
    m = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", text)
    return int(m.group(1) or 0) * 3600 + int(m.group(2)) * 60 + float(m.group(3))


def field(text, label):
    return float(re.search(label + r": ([\d.]+)", text).group(1))


row = {"name": name, "engines": {}}
for label in labels:
    walls, cpus, rsses, reports = [], [], [], []
    capped = False
    for r in range(1, runs + 1):
        report = f"{out}/{name}.{label}.json.{r}"
        timing = f"{out}/{name}.{label}.time.{r}"
        if not os.path.exists(timing):
            break
        if not os.path.exists(report):
            capped = True
            break
        t = open(timing).read()
        walls.append(wall(t))
        cpus.append(field(t, r"User time \(seconds\)") + field(t, r"System time \(seconds\)"))
        rsses.append(int(field(t, r"Maximum resident set size \(kbytes\)")))
        reports.append(json.load(open(report)))
    if not reports:
        row["engines"][label] = {"capped": capped, "cap_s": cap}
        continue
    mid = sorted(range(len(walls)), key=lambda i: walls[i])[len(walls) // 2]
    rep = reports[mid]
    sweep = rep.get("sweep") or {}
    row["engines"][label] = {
        "wall_s": statistics.median(walls), "walls": walls, "cpu_s": statistics.median(cpus),
        "rss_kb": max(rsses), "verdict": rep["verdict"], "scenarios": rep["stats"]["scenarios"],
        "space": rep["stats"]["extra"].get("space-scenarios"), "failing": sweep.get("failing"),
        "classes": sweep.get("classes"), "rechecked": sweep.get("rechecked"),
        "automorphisms": sweep.get("automorphisms"), "millis": rep["stats"]["millis"],
        "dependencies": rep["stats"]["dependencies"], "engines": rep["engines"], "reason": rep.get("reason"),
        "capped": capped}
print(json.dumps(row))
