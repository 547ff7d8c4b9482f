let counter = 0;

/** A distinct client address per call, so rate-limit budgets never leak between tests. */
export function uniqueClientIp(): string {
  counter += 1;
  return `203.0.113.${counter % 250}:${process.pid}:${Date.now()}:${counter}`;
}

/** A JSON POST as a same-origin browser (or a non-browser client, with `origin: null`) sends it. */
export function jsonPost(
  url: string,
  body: unknown,
  { ip = uniqueClientIp(), origin = "http://localhost:3000", headers = {} as Record<string, string> } = {},
): Request {
  return new Request(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      host: "localhost:3000",
      "x-forwarded-for": ip,
      ...(origin ? { origin } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
