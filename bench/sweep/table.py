"""The sweep benchmark's Markdown table from its rows (bench/sweep/run.sh)."""
import json
import sys

rows = [json.loads(line) for line in open(sys.argv[1])]
runs, base_runs, heap, cap, rev = sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6]


def seconds(e):
    if "wall_s" not in e:
        return f"> {e['cap_s']} s (stopped)" if e.get("capped") else "—"
    return f"{e['wall_s']:.2f} s ({e['cpu_s']:.1f} s CPU)"


def answer(e):
    if "verdict" not in e:
        return "—"
    if e.get("failing") is not None:
        return f"{e['verdict']}: {e['failing']:,} of {e['space']:,} deadlock"
    if e["verdict"] == "unknown":
        return "unknown"
    if e.get("space"):
        return f"{e['verdict']} after {e['scenarios']:,} scenario(s), by {'+'.join(e['engines'][:1])}"
    return e["verdict"]


print(f"Median of {runs} runs of the sweep and {base_runs} of each engine before it, wall time of the whole process (JVM start included) and its CPU time (user +"
      f" system, both cores), `JAVA_OPTS=-Xmx{heap}`; before: revision {rev}'s engines, each run stopped after"
      f" {cap} s.")
print()
print("| case | scenarios | sweep (default now) | its answer | classes | peak RSS | before: default (z3 and enumeration raced) | its answer | before: enumeration | its answer |")
print("|---|---:|---:|---|---:|---:|---:|---|---:|---|")
for r in rows:
    s = r["engines"].get("sweep", {})
    b = r["engines"].get("before", {})
    e = r["engines"].get("before-enumeration", {})
    space = s.get("space") or 1
    rss = f"{s['rss_kb'] / 1024:,.0f} MB" if "rss_kb" in s else "—"
    classes = f"{s['classes']:,}" if s.get("classes") is not None else "—"
    print(f"| {r['name']} | {space:,} | **{seconds(s)}** | {answer(s)} | {classes} | {rss} | {seconds(b)} | "
          f"{answer(b)} | {seconds(e)} | {answer(e)} |")
