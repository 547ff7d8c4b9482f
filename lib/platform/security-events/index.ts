/**
 * Security events (issue 15): one structured line per event, written in one place, so an operator
 * can grep or ship them (`{"security":"login_failed",...}`) and a test can read them.
 *
 * Never secrets: no passwords, codes, tokens or keys. Never a full email: `maskEmail` keeps the
 * first letter and the domain ("c***@example.com"), enough to tell accounts apart in an incident
 * without turning the log into an address list.
 */
export { recentSecurityEvents, securityEvent, type SecurityEventRecord } from "./events";
