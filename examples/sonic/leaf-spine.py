#!/usr/bin/env python3
"""Writes the two leaf-spine example fabrics of examples/sonic as config_db files, as `config save` does.

Two spines (SpineRouter) over four leaves (ToRRouter), each leaf with an RDMA server in Vlan1000 and a
storage server in Vlan2000, each leaf-spine connection a port-channel of two 100G ports. SONiC's
standard QoS (DSCP 3/4 -> TC 3/4 -> PG 3/4, pfc_enable 3,4, lossless buffer profiles), with the
server-facing ports bound to a DSCP map of their own (AZURE_SERVER: also trusts DSCP 46 for TC 5) and
the uplinks to AZURE. The spines run the PFC watchdog SONiC starts at boot (default_pfcwd_status
enable, no PFC_WD port entries); the leaves have PFC_WD entries on their server ports.

- leaf-spine-l2/: both VLANs stretched over the port-channels (tagged on leaves and spines), anycast
  gateways on the leaves; server watchdogs detect after 200 ms.
- leaf-spine-routed/: routed port-channels (/31s), each leaf's VLANs on its server ports only, a
  subnet per leaf; server watchdogs detect after 100 ms, within the NIC's own.

usage: leaf-spine.py [OUTDIR]     (default: the directory of this script)
"""
import json
import os
import sys

SPINES, LEAVES = 2, 4
AZURE = {str(d): "1" for d in range(64)}
AZURE.update({"3": "3", "4": "4", "8": "0", "48": "6"})
SERVER = dict(AZURE, **{"46": "5"})
TC_PG = {"0": "0", "1": "0", "2": "0", "3": "3", "4": "4", "5": "0", "6": "0", "7": "7"}
IDENTITY = {str(i): str(i) for i in range(8)}
BUFFER_POOL = {
    "egress_lossless_pool": {"mode": "static", "size": "10875072", "type": "egress"},
    "egress_lossy_pool": {"mode": "dynamic", "size": "9243812", "type": "egress"},
    "ingress_lossless_pool": {"mode": "dynamic", "size": "10875072", "type": "ingress", "xoff": "4194112"},
}
BUFFER_PROFILE = {
    "egress_lossless_profile": {"pool": "egress_lossless_pool", "size": "0", "static_th": "12766208"},
    "egress_lossy_profile": {"dynamic_th": "3", "pool": "egress_lossy_pool", "size": "1518"},
    "ingress_lossy_profile": {"dynamic_th": "3", "pool": "ingress_lossless_pool", "size": "0"},
    "pg_lossless_100000_5m_profile": {"dynamic_th": "-3", "pool": "ingress_lossless_pool", "size": "1248",
                                      "xoff": "38272", "xon": "1248", "xon_offset": "2496"},
}


def eth(i):
    return "Ethernet%d" % (4 * i)


def switch(name, role, mac, asn, ports, pfcwd_default):
    meta = {"hostname": name, "type": role, "hwsku": "Arista-7260CX3-C64", "platform": "x86_64-arista_7260cx3_64",
            "mac": mac, "bgp_asn": asn, "deployment_id": "1", "buffer_model": "traditional"}
    if pfcwd_default:
        meta["default_pfcwd_status"] = "enable"
    return {
        "DEVICE_METADATA": {"localhost": meta},
        "PORT": {eth(i): {"admin_status": "up", "alias": "Ethernet%d/1" % (i + 1), "index": str(i + 1),
                          "lanes": ",".join(str(4 * i + j + 1) for j in range(4)), "mtu": "9100", "speed": "100000"}
                 for i in range(ports)},
        "DEVICE_NEIGHBOR": {}, "DEVICE_NEIGHBOR_METADATA": {}, "PORTCHANNEL": {}, "PORTCHANNEL_MEMBER": {},
        "DSCP_TO_TC_MAP": {"AZURE": AZURE}, "TC_TO_PRIORITY_GROUP_MAP": {"AZURE": TC_PG},
        "TC_TO_QUEUE_MAP": {"AZURE": IDENTITY}, "MAP_PFC_PRIORITY_TO_QUEUE": {"AZURE": IDENTITY},
        "PORT_QOS_MAP": {"global": {"dscp_to_tc_map": "AZURE"}}, "BUFFER_POOL": BUFFER_POOL,
        "BUFFER_PROFILE": BUFFER_PROFILE, "BUFFER_PG": {},
    }


def lossless(t, port, dscp_map):
    t["PORT_QOS_MAP"][port] = {"dscp_to_tc_map": dscp_map, "tc_to_pg_map": "AZURE", "tc_to_queue_map": "AZURE",
                               "pfc_to_queue_map": "AZURE", "pfc_enable": "3,4", "pfcwd_sw_enable": "3,4"}
    t["BUFFER_PG"][port + "|0"] = {"profile": "ingress_lossy_profile"}
    t["BUFFER_PG"][port + "|3-4"] = {"profile": "pg_lossless_100000_5m_profile"}


def portchannel(t, number, members, peer, peer_ports, peer_role):
    pc = "PortChannel%04d" % number
    t["PORTCHANNEL"][pc] = {"admin_status": "up", "lacp_key": "auto", "min_links": "1", "mtu": "9100"}
    for port, peer_port in zip(members, peer_ports):
        t["PORTCHANNEL_MEMBER"][pc + "|" + port] = {}
        t["DEVICE_NEIGHBOR"][port] = {"name": peer, "port": peer_port}
        lossless(t, port, "AZURE")
    t["DEVICE_NEIGHBOR_METADATA"][peer] = {"hwsku": "Arista-VM", "type": peer_role}
    return pc


def fabric(routed):
    devices = {}
    for s in range(1, SPINES + 1):
        devices["spine-%d" % s] = switch("spine-%d" % s, "SpineRouter", "00:1c:73:00:0%d:00" % s, "65100", 2 * LEAVES,
                                         True)
    vlans = {"Vlan1000": 1, "Vlan2000": 2}
    for n in range(1, LEAVES + 1):
        leaf = "leaf-%d" % n
        t = devices[leaf] = switch(leaf, "ToRRouter", "00:1c:73:00:b%d:00" % n, str(65200 + n), 16, False)
        t["VLAN"] = {v: {"vlanid": v[4:]} for v in vlans}
        t["VLAN_MEMBER"], t["VLAN_INTERFACE"], t["PFC_WD"] = {}, {}, {"GLOBAL": {"POLL_INTERVAL": "200"}}
        for v, k in vlans.items():
            server, port = "srv-%d-%d" % (n, k), eth(k - 1)
            t["DEVICE_NEIGHBOR"][port] = {"name": server, "port": "eth0"}
            t["DEVICE_NEIGHBOR_METADATA"][server] = {"hwsku": "Server-Generic", "type": "Server"}
            t["VLAN_MEMBER"][v + "|" + port] = {"tagging_mode": "untagged"}
            lossless(t, port, "AZURE_SERVER")
            t["PFC_WD"][port] = {"action": "drop", "detection_time": "100" if routed else "200",
                                 "restoration_time": "200"}
            t["VLAN_INTERFACE"][v] = {} if routed else {"static_anycast_gateway": "true"}
            t["VLAN_INTERFACE"]["%s|192.168.%d.%d/25" % (v, n, 128 * (k - 1) + 1) if routed
                                else "%s|192.168.%d.1/22" % (v, 8 * (k - 1))] = {}
        t["DSCP_TO_TC_MAP"]["AZURE_SERVER"] = SERVER
        for s in range(1, SPINES + 1):
            spine = devices["spine-%d" % s]
            up = [eth(12 + 2 * (s - 1)), eth(13 + 2 * (s - 1))]
            down = [eth(2 * (n - 1)), eth(2 * (n - 1) + 1)]
            pc_up = portchannel(t, s, up, "spine-%d" % s, down, "SpineRouter")
            pc_down = portchannel(spine, n, down, leaf, up, "ToRRouter")
            if routed:
                subnet = 16 * s + n
                t.setdefault("PORTCHANNEL_INTERFACE", {}).update({pc_up: {}, "%s|10.0.%d.1/31" % (pc_up, subnet): {}})
                spine.setdefault("PORTCHANNEL_INTERFACE", {}).update(
                    {pc_down: {}, "%s|10.0.%d.0/31" % (pc_down, subnet): {}})
            else:
                for v in vlans:
                    t["VLAN_MEMBER"][v + "|" + pc_up] = {"tagging_mode": "tagged"}
                    spine.setdefault("VLAN", {})[v] = {"vlanid": v[4:]}
                    spine.setdefault("VLAN_MEMBER", {})[v + "|" + pc_down] = {"tagging_mode": "tagged"}
    return devices


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, routed in (("leaf-spine-l2", False), ("leaf-spine-routed", True)):
        os.makedirs(os.path.join(out, name), exist_ok=True)
        for device, tables in fabric(routed).items():
            with open(os.path.join(out, name, device + ".json"), "w") as f:
                json.dump(tables, f, indent=4, sort_keys=True)
                f.write("\n")


if __name__ == "__main__":
    main()
