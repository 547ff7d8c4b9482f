import { AppError } from "@/lib/platform/errors";

/**
 * CSRF defence for state-changing routes: a browser always says where a request comes from
 * (Origin, or at least Sec-Fetch-Site), and only our own pages may post. Clients that are not
 * browsers send neither header and are not exposed to CSRF, so they pass.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (!host || originHost !== host) throw forbidden();
    return;
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") throw forbidden();
}

function forbidden(): AppError {
  return new AppError("forbidden", "This request must come from the Res-pe site itself.");
}
