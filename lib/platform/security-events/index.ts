/**
 * Security events (issue 15): one structured line per event, written in one place, so an operator
 * can grep or ship them (`{"security":"login_failed",...}`) and a test can read them.
 *
 * Never secrets: no passwords, codes, tokens or keys. Never a full email: `maskEmail` keeps the
 * first letter and the domain ("c***@example.com"), enough to tell accounts apart in an incident
 * without turning the log into an address list.
 *
 * Each event is also stored (`store.ts`, the newest 10,000, written after the answer) for /admin's log.
 */
export { securityEvent, type SecurityEventRecord } from "./events";
export { recentSecurityEvents } from "./store";
