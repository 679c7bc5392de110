#!/usr/bin/env python3
"""The faster baseline: the same edge list as baseline_networkx.py, read into igraph (C core), its strongly
connected components, and whether it has a cycle (igraph is handed the whole graph: only reading is timed
apart).

Usage: baseline_igraph.py EDGES   (lines "from to"; '#' lines are comments, as ExportEdges writes)
Prints one JSON object like baseline_networkx.py's: nodes, edges, read/scc/cycle seconds, the number of
cyclic components, and cycle_length (1 when a cycle exists: igraph answers is_dag, it lists no cycle).
Uses Debian's python3-igraph (apt-get install python3-igraph; Debian's /usr/bin/python3 has it).
"""
import json
import sys
import time

import igraph as ig


def main(path):
    start = time.perf_counter()
    edges = []
    with open(path) as f:
        for line in f:
            if line and line[0] != "#":
                a, b = line.split()
                edges.append((int(a), int(b)))
    nodes = 1 + max((max(a, b) for a, b in edges), default=-1)
    graph = ig.Graph(n=nodes, edges=edges, directed=True)
    del edges
    read = time.perf_counter() - start

    start = time.perf_counter()
    components = graph.connected_components(mode="strong")
    loops = set(e.source for e in graph.es.select(_is_loop=True)) if any(graph.is_loop()) else set()
    cyclic_components = sum(1 for c in components if len(c) > 1 or (len(c) == 1 and c[0] in loops))
    scc = time.perf_counter() - start

    start = time.perf_counter()
    cyclic = not graph.is_dag()
    cycle = time.perf_counter() - start

    print(json.dumps({
        "nodes": graph.vcount(), "edges": graph.ecount(), "read_s": round(read, 3), "scc_s": round(scc, 3),
        "cycle_s": round(cycle, 3), "cyclic_components": cyclic_components, "cycle_length": 1 if cyclic else 0,
        "igraph": ig.__version__}))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: baseline_igraph.py EDGES")
    main(sys.argv[1])
