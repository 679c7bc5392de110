package org.pfcheck.grammar.assembly;

import java.util.List;
import java.util.Optional;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Ipv4;

/**
 * A host before address assignment, from {@link HostAssembler} to {@link HostAddresses}.
 *
 * @param address the address given ({@code ip}, or a template's); empty for none
 * @param addressGiven whether an address was given, {@code ip none} included: such a host is not numbered
 * @param attachments the active attachment first, then the standby ones
 * @param span where a PFC214 (no free address) is reported: the host's name, or the {@code fabric} statement
 * @param outside declared {@code outside}: an end point outside the fabric
 */
record HostDraft(String name, Optional<Ipv4> address, boolean addressGiven, List<Attachment> attachments,
    Origin origin, SourceSpan span, boolean outside) {}
