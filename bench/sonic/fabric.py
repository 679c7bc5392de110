#!/usr/bin/env python3
"""Writes a k-ary fat-tree as SONiC config_db files, one per switch, for the import benchmark.

ToRs (ToRRouter) hold k/2 servers in a VLAN with its own /24 and route their k/2 uplinks; aggregation
switches (LeafRouter) and cores (SpineRouter) route every port. Every switch has the usual QoS of
SONiC's templates: AZURE maps bound per port and switch-wide, PFC on priorities 3 and 4 with lossless
buffer profiles on priority groups 3-4, and a PFC watchdog per port. k = 64 gives 5,120 switches and
65,536 servers.

usage: fabric.py K OUTDIR
"""
import json
import os
import sys

DSCP = {str(d): "1" for d in range(64)}
DSCP.update({"3": "3", "4": "4", "8": "0", "46": "5", "48": "6"})
TC_PG = {"0": "0", "1": "0", "2": "0", "3": "3", "4": "4", "5": "0", "6": "0", "7": "7"}
IDENTITY = {str(i): str(i) for i in range(8)}


def port(i):
    return "Ethernet%d" % (4 * i)


class Switch:
    def __init__(self, name, role, ports, loopback):
        self.name, self.ports = name, ports
        self.t = {
            "DEVICE_METADATA": {"localhost": {"hostname": name, "type": role, "hwsku": "Arista-7260CX3-C64",
                                              "platform": "x86_64-arista_7260cx3_64", "buffer_model": "traditional"}},
            "PORT": {port(i): {"admin_status": "up", "alias": "Ethernet%d/1" % (i + 1), "index": str(i + 1),
                               "lanes": ",".join(str(4 * i + j + 1) for j in range(4)), "mtu": "9100",
                               "speed": "100000"} for i in range(ports)},
            "LOOPBACK_INTERFACE": {"Loopback0": {}, "Loopback0|%s/32" % loopback: {}},
            "DEVICE_NEIGHBOR": {}, "DEVICE_NEIGHBOR_METADATA": {}, "INTERFACE": {},
        }

    def neighbour(self, i, name, peer_port, role):
        self.t["DEVICE_NEIGHBOR"][port(i)] = {"name": name, "port": peer_port}
        self.t["DEVICE_NEIGHBOR_METADATA"][name] = {"type": role, "hwsku": "Arista-VM" if role != "Server" else "Server"}

    def routed(self, i, address):
        self.t["INTERFACE"][port(i)] = {}
        self.t["INTERFACE"]["%s|%s/31" % (port(i), address)] = {}

    def write(self, outdir):
        names = [port(i) for i in range(self.ports)]
        self.t["DSCP_TO_TC_MAP"] = {"AZURE": DSCP}
        self.t["TC_TO_PRIORITY_GROUP_MAP"] = {"AZURE": TC_PG}
        self.t["TC_TO_QUEUE_MAP"] = {"AZURE": IDENTITY}
        self.t["MAP_PFC_PRIORITY_TO_QUEUE"] = {"AZURE": IDENTITY}
        qos = {"global": {"dscp_to_tc_map": "AZURE"}}
        for p in names:
            qos[p] = {"dscp_to_tc_map": "AZURE", "tc_to_pg_map": "AZURE", "tc_to_queue_map": "AZURE",
                      "pfc_to_queue_map": "AZURE", "pfc_enable": "3,4", "pfcwd_sw_enable": "3,4"}
        self.t["PORT_QOS_MAP"] = qos
        self.t["BUFFER_PROFILE"] = {
            "ingress_lossy_profile": {"dynamic_th": "3", "pool": "ingress_lossless_pool", "size": "0"},
            "pg_lossless_100000_5m_profile": {"dynamic_th": "-3", "pool": "ingress_lossless_pool", "size": "1248",
                                              "xoff": "38272", "xon": "1248"}}
        pg = {}
        for p in names:
            pg[p + "|0"] = {"profile": "ingress_lossy_profile"}
            pg[p + "|3-4"] = {"profile": "pg_lossless_100000_5m_profile"}
        self.t["BUFFER_PG"] = pg
        wd = {"GLOBAL": {"POLL_INTERVAL": "200"}}
        for p in names:
            wd[p] = {"action": "drop", "detection_time": "200", "restoration_time": "200"}
        self.t["PFC_WD"] = wd
        with open(os.path.join(outdir, self.name + ".json"), "w") as f:
            json.dump(dict(sorted(self.t.items())), f, indent=4)


def main(k, outdir):
    os.makedirs(outdir, exist_ok=True)
    half = k // 2
    tors = {(p, t): Switch("tor%d-%d" % (p, t), "ToRRouter", k, "10.255.%d.%d" % (p, t)) for p in range(k) for t in range(half)}
    aggs = {(p, a): Switch("agg%d-%d" % (p, a), "LeafRouter", k, "10.254.%d.%d" % (p, a)) for p in range(k) for a in range(half)}
    cores = {c: Switch("core%d" % c, "SpineRouter", k, "10.253.%d.%d" % (c // 256, c % 256)) for c in range(half * half)}
    link = 0

    def wire(x, xi, y, yi, role_x, role_y):
        nonlocal link
        x.neighbour(xi, y.name, port(yi), role_y)
        y.neighbour(yi, x.name, port(xi), role_x)
        base = 2 * link
        x.routed(xi, "100.%d.%d.%d" % (base >> 16 & 255, base >> 8 & 255, base & 255))
        y.routed(yi, "100.%d.%d.%d" % (base + 1 >> 16 & 255, base + 1 >> 8 & 255, base + 1 & 255))
        link += 1

    for (p, t), tor in tors.items():
        n = p * half + t
        tor.t["VLAN"] = {"Vlan1000": {"vlanid": "1000"}}
        tor.t["VLAN_MEMBER"] = {}
        tor.t["VLAN_INTERFACE"] = {"Vlan1000": {}, "Vlan1000|%d.%d.%d.1/24" % (20 + n // 65536, n // 256 % 256, n % 256): {}}
        for s in range(half):
            tor.neighbour(s, "srv%d-%d-%d" % (p, t, s), "eth0", "Server")
            tor.t["VLAN_MEMBER"]["Vlan1000|" + port(s)] = {"tagging_mode": "untagged"}
        for a in range(half):
            wire(tor, half + a, aggs[(p, a)], t, "ToRRouter", "LeafRouter")
    for (p, a), agg in aggs.items():
        for j in range(half):
            wire(agg, half + j, cores[a * half + j], p, "LeafRouter", "SpineRouter")
    for s in list(tors.values()) + list(aggs.values()) + list(cores.values()):
        s.write(outdir)


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2])
