import { z } from "zod";

/**
 * In the browser, zod parses without its compiled fast path. To find out whether it may compile,
 * zod calls `new Function("")`, which our Content-Security-Policy (no 'unsafe-eval') refuses: the
 * browser logs a CSP issue on every page with a form (Lighthouse's best-practices "Issues" audit
 * failed on /login, /recipeDetail and /aiChef for it). Jitless mode skips that probe. The server
 * keeps the fast path: it has no CSP and parses every API body.
 */
if (typeof window !== "undefined") z.config({ jitless: true });
