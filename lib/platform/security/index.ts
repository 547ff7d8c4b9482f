/**
 * The Content-Security-Policy (nonces for pages rendered per request, hashes for prerendered
 * ones) and the security headers every response carries.
 */
export {
  ASSET_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  contentSecurityPolicy,
  securityHeaders,
} from "./content-security-policy";
export {
  STATIC_SCRIPT_HASHES_FILE,
  inlineScriptHashes,
  notFoundScriptHashes,
  staticPageScriptHashes,
} from "./static-page-scripts";
