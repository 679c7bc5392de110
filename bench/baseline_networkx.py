#!/usr/bin/env python3
"""The baseline a user would otherwise write: read a dependency graph's edge list with networkx,
find its strongly connected components and one cycle.

Usage: baseline_networkx.py EDGES   (lines "from to"; '#' lines are comments, as ExportEdges writes)
Prints one JSON object: nodes, edges, read/scc/cycle seconds, the number of cyclic components and the
length of the cycle found (0 when the graph is acyclic). Uses Debian's python3-networkx.
"""
import json
import sys
import time

import networkx as nx


def main(path):
    start = time.perf_counter()
    graph = nx.read_edgelist(path, comments="#", create_using=nx.DiGraph, nodetype=int)
    read = time.perf_counter() - start

    start = time.perf_counter()
    cyclic_components = 0
    for component in nx.strongly_connected_components(graph):
        if len(component) > 1:
            cyclic_components += 1
        else:
            node = next(iter(component))
            if graph.has_edge(node, node):
                cyclic_components += 1
    scc = time.perf_counter() - start

    start = time.perf_counter()
    try:
        cycle_length = len(nx.find_cycle(graph, orientation="original"))
    except nx.NetworkXNoCycle:
        cycle_length = 0
    cycle = time.perf_counter() - start

    print(json.dumps({
        "nodes": graph.number_of_nodes(), "edges": graph.number_of_edges(), "read_s": round(read, 3),
        "scc_s": round(scc, 3), "cycle_s": round(cycle, 3), "cyclic_components": cyclic_components,
        "cycle_length": cycle_length, "networkx": nx.__version__}))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: baseline_networkx.py EDGES")
    main(sys.argv[1])
