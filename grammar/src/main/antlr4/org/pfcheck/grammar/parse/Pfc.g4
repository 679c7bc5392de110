// The .pfc language (docs/language.md): one statement per line.
// Rules named after a role (switchName, hostNames, portName, ...) exist so that syntax errors can say
// what was expected ("expected a switch name after 'at'").
grammar Pfc;

// The reader calls 'line' once per line, so that an error never ends the parse of the file.
file : line* EOF ;
line : statement? NEWLINE ;

statement
  : networkStmt | tiersStmt
  | dscpStmt | losslessStmt | pfcStmt
  | switchStmt | defaultStmt | hostStmt | linkStmt | linksStmt | vlanStmt | fabricStmt
  | routingStmt | routeStmt | rewriteStmt
  | timersStmt | flowStmt
  | downStmt | deadStmt | macMissingStmt | spaceStmt
  | dscpMapStmt | tcMapStmt | classifyStmt | routedStmt | lagStmt
  | nicStmt | watchdogStmt | bufferStmt | broadcastStmt
  ;

// ---- network and tiers
networkStmt : NETWORK networkName ;
tiersStmt   : TIERS tierGroup (LT tierGroup)* ;
tierGroup   : tierName (EQ tierName)* ;

// ---- QoS and PFC
dscpStmt     : DSCP dscpItem (COMMA dscpItem)* ARROW priority ;
dscpItem     : dscpValue (DOTDOT dscpValue)? ;
losslessStmt : LOSSLESS priorityList ;
pfcStmt      : PFC switchName (PORT portName)? (PRIORITIES priorityList | OFF) ASYMMETRIC? ;
priorityList : priority (COMMA priority)* ;
dscpMapStmt  : DSCP_MAP mapName mapEntry (COMMA mapEntry)* ;
tcMapStmt    : TC_MAP mapName mapEntry (COMMA mapEntry)* ;
mapEntry
  : mapKeys ARROW mapValue           # mapPair
  | DEFAULT mapValue                 # mapDefault
  ;
mapKeys      : mapKey (DOTDOT mapKey)? ;
classifyStmt : CLASSIFY switchNames (PORT portNames | TUNNEL)? classifyMap+ ;
classifyMap
  : DSCP_MAP mapName                 # classifyDscp
  | TC_MAP mapName                   # classifyTc
  ;

// ---- topology
switchStmt   : SWITCH switchNames switchOption* ;
switchOption
  : TIER tierName                    # switchTier
  | SUBNET prefix (COMMA prefix)*    # switchSubnet
  | ON_MAC_MISS macMissPolicy        # switchMacMiss
  | FLOOD_DOMAIN floodDomain         # switchFloodDomain
  ;
macMissPolicy : FLOOD | DROP_LOSSLESS ;
floodDomain   : ALL | VLAN vlanId ;
defaultStmt
  : DEFAULT ON_MAC_MISS macMissPolicy   # defaultMacMiss
  | DEFAULT FLOOD_DOMAIN floodDomain    # defaultFloodDomain
  ;
hostStmt     : (HOST | HOSTS) hostNames AT attachment hostOption* ;
attachment   : switchName (PORT portName)? ;
hostOption
  : IP (address | NONE)              # hostIp
  | STANDBY attachment               # hostStandby
  | OUTSIDE                          # hostOutside
  ;
linkStmt     : LINK linkRef DOWN? ;
linksStmt    : LINKS switchNames DASHDASH switchNames DOWN? ;
linkRef      : endpoint DASHDASH endpoint ;
endpoint     : switchName (COLON portName)? ;
vlanStmt     : VLAN vlanId AT switchName PORTS portNames ;
routedStmt   : ROUTED switchName PORTS portNames ;
lagStmt      : LAG switchName lagName PORTS portNames ;
fabricStmt   : FABRIC templateName templateParam* ;
templateParam : parameterName parameterValue ;

// ---- forwarding
routingStmt  : ROUTING (SHORTEST_PATH | UP_DOWN) ;
routeStmt    : ROUTE switchName prefix (VIA nextHops | DROP) ;
rewriteStmt  : REWRITE (priority ARROW priority | DSCP dscpValue ARROW dscpValue) rewriteClause* ;
rewriteClause
  : AT selector                      # rewriteAt
  | FROM selector                    # rewriteFrom
  | TO selector                      # rewriteTo
  | ON rewriteScope                  # rewriteOn
  ;
rewriteScope : BOUNCE | FLOOD | ANY ;
selector
  : ANY                              # selectAny
  | ABOVE                            # selectAbove
  | BELOW                            # selectBelow
  | HOST                             # selectHost
  | TIER tierName                    # selectTier
  | selectorNames                    # selectNames
  | PORT portNames                   # selectPorts
  ;

// ---- L2 timers and traffic
timersStmt   : TIMERS timer+ ;
timer
  : ARP duration                     # arpTimer
  | MAC duration                     # macTimer
  ;
flowStmt     : FLOW hostName ARROW hostName (PRIORITY priority | DSCP dscpValue) ;

// ---- scenario and scenario space
downStmt       : DOWN linkRef ;
deadStmt       : DEAD hostNames ;
macMissingStmt : MAC_MISSING hostName AT switchName ;
spaceStmt
  : SPACE LINKS_DOWN LE bound (AMONG linkRef (COMMA linkRef)*)?   # spaceLinks
  | SPACE DEAD_HOSTS LE bound (AMONG hostNames)?                  # spaceHosts
  ;

// ---- hazard settings: RDMA NICs, PFC watchdogs, buffers, broadcast traffic
nicStmt      : NIC nicTarget nicOption+ ;
nicTarget
  : ALL                              # nicAll
  | AT switchNames                   # nicAt
  | hostNames                        # nicHosts
  ;
nicOption
  : STORM_WATCHDOG (OFF | millis)    # nicStormWatchdog
  | RETRANSMIT (GO_BACK_N | GO_BACK_0)  # nicRetransmit
  | MTT_ENTRIES count                # nicMttEntries
  | PAGE_SIZE size                   # nicPageSize
  | REGISTERED size                  # nicRegistered
  | DSCP dscpValue                   # nicDscp
  ;
watchdogStmt : PFC_WATCHDOG switchTarget portScope? (OFF | watchdogOption*) ;
watchdogOption
  : DETECT millis                    # watchdogDetect
  | RESTORE millis                   # watchdogRestore
  | ACTION watchdogAction            # watchdogActionOpt
  ;
watchdogAction : DROP | FORWARD | ALERT ;
bufferStmt   : BUFFER switchTarget portScope? bufferOption+ ;
bufferOption
  : SHARED size                      # bufferShared
  | ALPHA fraction                   # bufferAlpha
  | HEADROOM size                    # bufferHeadroom
  ;
switchTarget
  : ALL                              # targetAll
  | TIER tierName                    # targetTier
  | switchNames                      # targetSwitches
  ;
portScope
  : PORT portNames                   # scopePorts
  | HOST_PORTS                       # scopeHostPorts
  ;
broadcastStmt : BROADCAST (ARP | MULTICAST) PRIORITY priority ;

// ---- values, each named after its role
networkName   : name ;
tierName      : name ;
switchName    : name ;
switchNames   : nameItems ;
hostName      : name ;
hostNames     : nameItems ;
portName      : name ;
portNames     : nameItems ;
nextHops      : nameItems ;
selectorNames : nameItems ;
templateName  : name ;
parameterName : name ;
parameterValue : INT ;
priority      : INT ;
dscpValue     : INT ;
vlanId        : INT ;
bound         : INT ;
duration      : WORD | INT ;
address       : WORD | INT ;
prefix        : address SLASH INT ;
nameItems     : nameItem (COMMA nameItem)* ;
nameItem      : name (DOTDOT name)? ;
mapName       : name ;
lagName       : name ;
mapKey        : INT ;
mapValue      : INT ;
name          : WORD | INT ;
millis        : WORD | INT ;
size          : WORD | INT ;
count         : INT ;
fraction      : INT (SLASH INT)? ;

// ---- lexer: keywords first, so that they win over WORD at equal length
NETWORK : 'network' ;
TIERS : 'tiers' ;
DSCP : 'dscp' ;
LOSSLESS : 'lossless' ;
PFC : 'pfc' ;
PRIORITIES : 'priorities' ;
PRIORITY : 'priority' ;
PORT : 'port' ;
PORTS : 'ports' ;
OFF : 'off' ;
ASYMMETRIC : 'asymmetric' ;
SWITCH : 'switch' ;
TIER : 'tier' ;
SUBNET : 'subnet' ;
ON_MAC_MISS : 'on-mac-miss' ;
FLOOD : 'flood' ;
DROP_LOSSLESS : 'drop-lossless' ;
FLOOD_DOMAIN : 'flood-domain' ;
ALL : 'all' ;
VLAN : 'vlan' ;
DEFAULT : 'default' ;
HOST : 'host' ;
HOSTS : 'hosts' ;
AT : 'at' ;
IP : 'ip' ;
NONE : 'none' ;
STANDBY : 'standby' ;
OUTSIDE : 'outside' ;
LINK : 'link' ;
LINKS : 'links' ;
DOWN : 'down' ;
FABRIC : 'fabric' ;
ROUTING : 'routing' ;
SHORTEST_PATH : 'shortest-path' ;
UP_DOWN : 'up-down' ;
ROUTE : 'route' ;
VIA : 'via' ;
DROP : 'drop' ;
REWRITE : 'rewrite' ;
FROM : 'from' ;
TO : 'to' ;
ANY : 'any' ;
ABOVE : 'above' ;
BELOW : 'below' ;
TIMERS : 'timers' ;
ARP : 'arp' ;
MAC : 'mac' ;
FLOW : 'flow' ;
DEAD : 'dead' ;
MAC_MISSING : 'mac-missing' ;
SPACE : 'space' ;
LINKS_DOWN : 'links-down' ;
DEAD_HOSTS : 'dead-hosts' ;
AMONG : 'among' ;
DSCP_MAP : 'dscp-map' ;
TC_MAP : 'tc-map' ;
CLASSIFY : 'classify' ;
TUNNEL : 'tunnel' ;
ROUTED : 'routed' ;
LAG : 'lag' ;
ON : 'on' ;
BOUNCE : 'bounce' ;
NIC : 'nic' ;
STORM_WATCHDOG : 'storm-watchdog' ;
RETRANSMIT : 'retransmit' ;
GO_BACK_N : 'go-back-n' ;
GO_BACK_0 : 'go-back-0' ;
MTT_ENTRIES : 'mtt-entries' ;
PAGE_SIZE : 'page-size' ;
REGISTERED : 'registered' ;
PFC_WATCHDOG : 'pfc-watchdog' ;
DETECT : 'detect' ;
RESTORE : 'restore' ;
ACTION : 'action' ;
FORWARD : 'forward' ;
ALERT : 'alert' ;
BUFFER : 'buffer' ;
SHARED : 'shared' ;
ALPHA : 'alpha' ;
HEADROOM : 'headroom' ;
HOST_PORTS : 'host-ports' ;
BROADCAST : 'broadcast' ;
MULTICAST : 'multicast' ;

ARROW : '->' ;
DASHDASH : '--' ;
DOTDOT : '..' ;
COMMA : ',' ;
COLON : ':' ;
SLASH : '/' ;
LE : '<=' ;
LT : '<' ;
EQ : '=' ;

INT : DIGIT+ ;
// Letters, digits and '_', with single '-' or '.' between them; an implicit port of a parallel link
// ends in '#' and its number (L0#2). An INT of the same length wins (it is declared first).
WORD : ALNUM+ ([-.] ALNUM+)* ('#' DIGIT+)? ;

COMMENT : ('#' | '//') ~[\r\n]* -> skip ;
WS : [ \t\f]+ -> skip ;
NEWLINE : '\r'? '\n' | '\r' ;
// Anything else reaches the parser, which reports it as a syntax error.
ERRCHAR : . ;

fragment DIGIT : [0-9] ;
fragment ALNUM : [A-Za-z0-9_] ;
