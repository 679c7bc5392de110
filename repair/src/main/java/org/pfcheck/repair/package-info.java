/**
 * Repair synthesis: {@link org.pfcheck.repair.RepairSearch} finds a cheapest set of configuration
 * changes after which a fabric (every scenario of its space) is deadlock-free, and proves that no
 * cheaper set of the stated candidate changes does. A counterexample-guided optimisation: each cycle
 * of a tried fabric becomes requirements every repair meets (its witness packets' forwarding steps must
 * change, {@link org.pfcheck.repair.Requirements}), a weighted 0/1 optimiser (encodings' choice solver;
 * Z3's {@code Optimize}) picks the cheapest choice meeting all of them, and the loop ends when that
 * choice checks free. In the spirit of counterexample-guided inductive synthesis (Solar-Lezama et al.,
 * ASPLOS 2006) and of the implicit hitting-set method for MaxSAT (Davies and Bacchus, CP 2011); the
 * change kinds are the knobs of Guo et al. (SIGCOMM 2016), Hu et al.'s Tagger (CoNEXT 2017) and SONiC.
 */
package org.pfcheck.repair;
