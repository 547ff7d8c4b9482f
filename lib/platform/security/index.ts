/**
 * The Content-Security-Policy (nonces for pages rendered per request, hashes for prerendered
 * ones) and the security headers every response carries.
 */
export {
  ASSET_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  securityHeaders,
} from "./content-security-policy";
export {
  NOT_FOUND_ROUTE,
  STATIC_SCRIPT_HASHES_FILE,
  inlineScriptHashes,
  notFoundScriptHashes,
  staticPageScriptHashes,
} from "./static-page-scripts";
