#!/usr/bin/env python3
"""Writes an InfiniBand k-ary fat tree as OpenSM dumps, for benchmarking `pfcheck import ib`.

Usage: gen_fattree.py K DIR   -> DIR/subnet.lst and DIR/osm.fdbs

The fat tree has k pods of k/2 edge and k/2 aggregation switches, (k/2)^2 core switches and k/2 channel
adapters per edge switch (k^3/4 in all), cabled as the k-ary fat tree of Al-Fares et al. The tables are
deterministic min-hop up-down tables, as a subnet manager's would be: a switch that is not an ancestor
of the destination sends it up by the destination LID modulo its up ports; otherwise down towards it.
The file formats are OpenSM's (subnet.lst: one line per cable end, both ends; osm.fdbs:
dump_ucast_routes).
"""
import os
import sys


def main():
    k = int(sys.argv[1])
    out = sys.argv[2]
    half = k // 2
    os.makedirs(out, exist_ok=True)
    nodes = {}  # name -> (kind, guid, lid, ports)
    lid = [1]

    def node(name, kind, ports):
        guid = 0x0002c90000000000 + len(nodes) + 1
        nodes[name] = (kind, guid, lid[0], ports)
        lid[0] += 1

    for p in range(k):
        for e in range(half):
            node(f"e{p}_{e}", "SW", k)
            for h in range(half):
                node(f"h{p}_{e}_{h}", "CA", 1)
        for a in range(half):
            node(f"a{p}_{a}", "SW", k)
    for c in range(half * half):
        node(f"c{c}", "SW", k)
    cables = []  # ((name, port), (name, port))
    for p in range(k):
        for e in range(half):
            for h in range(half):
                cables.append(((f"e{p}_{e}", 1 + h), (f"h{p}_{e}_{h}", 1)))
            for a in range(half):
                cables.append(((f"e{p}_{e}", 1 + half + a), (f"a{p}_{a}", 1 + e)))
        for a in range(half):
            for j in range(half):
                cables.append(((f"a{p}_{a}", 1 + half + j), (f"c{a * half + j}", 1 + p)))

    def port_text(name, pn):
        kind, guid, l, ports = nodes[name]
        return (f"{{ {kind} Ports:{ports:02X} SystemGUID:{guid:016x} NodeGUID:{guid:016x} PortGUID:{guid:016x} "
                f"VenID:000002C9 DevID:A87C Rev:000000A0 {{{name} HCA-1}} LID:{l:04X} PN:{pn:02X} }}"
                if kind == "CA" else
                f"{{ {kind} Ports:{ports:02X} SystemGUID:{guid:016x} NodeGUID:{guid:016x} PortGUID:{guid:016x} "
                f"VenID:000002C9 DevID:A87C Rev:000000A0 {{MT43132 Mellanox Technologies}} LID:{l:04X} PN:{pn:02X} }}")

    with open(os.path.join(out, "subnet.lst"), "w") as f:
        for (a, pa), (b, pb) in cables:
            f.write(f"{port_text(a, pa)} {port_text(b, pb)} PHY=4x LOG=ACT SPD=5\n")
            f.write(f"{port_text(b, pb)} {port_text(a, pa)} PHY=4x LOG=ACT SPD=5\n")

    hosts = [n for n, v in nodes.items() if v[0] == "CA"]
    switches = [n for n, v in nodes.items() if v[0] == "SW"]
    with open(os.path.join(out, "osm.fdbs"), "w") as f:
        for s in switches:
            guid, own = nodes[s][1], nodes[s][2]
            f.write(f"dump_ucast_routes: Switch 0x{guid:016x}\nLID    : Port : Hops : Optimal\n")
            entries = {own: 0}
            for h in hosts:
                p, e, i = map(int, h[1:].split("_"))
                l = nodes[h][2]
                if s[0] == "e":
                    sp, se = map(int, s[1:].split("_"))
                    entries[l] = 1 + i if (sp, se) == (p, e) else 1 + half + l % half
                elif s[0] == "a":
                    sp, sa = map(int, s[1:].split("_"))
                    entries[l] = 1 + e if sp == p else 1 + half + l % half
                else:
                    entries[l] = 1 + p
            for l in range(1, lid[0]):
                if l in entries:
                    f.write(f"0x{l:04X} : {entries[l]:03d}  : 01   : yes\n")
                else:
                    f.write(f"0x{l:04X} : UNREACHABLE\n")
            f.write("\n")
    print(f"k={k}: {len(switches)} switches, {len(hosts)} CAs, {len(cables)} cables -> {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
