/**
 * The InfiniBand importer ({@code pfcheck import ib}): reads an OpenSM/ibdm link dump ({@code
 * subnet.lst}) with the unicast routing tables OpenSM dumps ({@code osm.fdbs}: {@code
 * dump_ucast_routes}, or {@code dump_ucast_lfts}), or a topology alone (ibdm {@code .topo}, {@code
 * ibnetdiscover} output), and writes the subnet as {@code .pfc} text: one lossless priority for the
 * virtual lane, a host per channel-adapter port, and each switch's table as one explicit {@code /32}
 * route per destination LID, so that credit loops are found in the tables as they are.
 *
 * <p>Stages, as {@link org.pfcheck.importers.ib.IbImport} runs them and as the SONiC importer's: <b>read</b>,
 * the readers ({@link org.pfcheck.importers.ib.SubnetListReader}, {@link
 * org.pfcheck.importers.ib.TopoReader}, {@link org.pfcheck.importers.ib.NetDiscoverReader}, {@link
 * org.pfcheck.importers.ib.FdbReader}) turn text into a {@link org.pfcheck.importers.ib.Subnet} (through a
 * {@link org.pfcheck.importers.ib.SubnetBuilder}) and {@link org.pfcheck.importers.ib.Lft}s, collecting
 * located diagnostics (a {@code .topo} chassis is expanded into its switch chips by {@link
 * org.pfcheck.importers.ib.Chassis}, from ibdm's system definitions that {@link
 * org.pfcheck.importers.ib.Ibnl} reads); <b>stitch</b>, {@link org.pfcheck.importers.ib.Assembly} checks the
 * two against each other, names the nodes ({@link org.pfcheck.importers.ib.IbNames}), ranks them for up-down
 * ({@link org.pfcheck.importers.ib.Ranks}) and makes the statements; <b>emit</b>, {@link
 * org.pfcheck.importers.ib.PfcWriter} makes the {@link org.pfcheck.importers.Listing}, returned in an {@link
 * org.pfcheck.importers.ImportResult}. An InfiniBand credit loop on one virtual lane is a
 * cyclic channel dependency (Dally and Seitz), which is exactly pfcheck's cyclic buffer dependency.
 */
package org.pfcheck.importers.ib;
