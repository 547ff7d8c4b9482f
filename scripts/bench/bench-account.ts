/** A cook account for benchmarks, made and logged in through the real routes of a running server. */
export type BenchAccount = { name: string; email: string; password: string };

export function postJson(baseUrl: string, route: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

export async function signUp(baseUrl: string, account: BenchAccount): Promise<void> {
  const response = await postJson(baseUrl, "/api/entry/register", { ...account, confirmPassword: account.password });
  if (response.status !== 201) throw new Error(`The bench account could not sign up: ${response.status}`);
}

/** Logs in; the session cookie (`name=value`) and the bearer token it answered. */
export async function logIn(baseUrl: string, account: BenchAccount): Promise<{ cookie: string; token: string }> {
  const response = await postJson(baseUrl, "/api/entry/login", { email: account.email, password: account.password });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`The bench account could not log in: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { cookie, token };
}
