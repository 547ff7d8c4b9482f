/**
 * Bad input: every route under app/api, every method it exports, fed the generated cases of
 * bad-cases.ts twice, signed out and signed in (with the site's own Origin, so the same-origin
 * check lets them through to the later checks). Judged per answer: never a 5xx, every error
 * (4xx) answer JSON with a `message`; per route and method: no table's row count changed.
 */
import { stopChild } from "../../../tooling/processes";
import { progress } from "../harness";
import { table } from "../report";
import { ROOT } from "../servers";
import { apiRoutes, badCases, OTHER_RECIPE, OWN_RECIPE, type BadCase } from "./bad-cases";
import { Client, keepServerLog, newAccount, signedIn, signUp, startApp, type Answer, type Account, type Store } from "./client";
import { countDifferences, openReader, rowCounts } from "./database";

export type RouteFigures = { route: string; requests: number; statuses: Record<string, number>; violations: number; samples: string[] };
export type BadInputFigures = { database: string; seed: number; casesPerMethod: number; routes: RouteFigures[]; violations: number; serverErrors: string[] };

const RECIPE = {
  name: "Someone else's stew",
  category: "Beef",
  area: "Irish",
  instructions: "Brown the beef.\nAdd the stock and simmer for two hours.",
  servings: 4,
  ingredients: [{ name: "Beef", measure: "500 g" }],
};

type Cook = { client: Client; account: Account; recipeId: string };

async function cookWithRecipe(origin: string): Promise<Cook> {
  const client = new Client(origin);
  const account = newAccount("bad-input");
  const registered = await signUp(client, account);
  if (registered.status !== 201) throw new Error(`bad input: a cook could not sign up (${registered.status})`);
  await logIn(client, account);
  const saved = await client.request("POST", "/api/recipes", { json: { ...RECIPE, name: `Stew of ${account.name}` } });
  if (saved.status !== 201) throw new Error(`bad input: a cook could not save a recipe (${saved.status})`);
  return { client, account, recipeId: (saved.json() as { id: string }).id };
}

async function logIn(client: Client, account: Account): Promise<void> {
  const answer = await client.request("POST", "/api/entry/login", { json: { email: account.email, password: account.password } });
  if (answer.status !== 200) throw new Error(`bad input: a cook could not log in (${answer.status})`);
}

/** The URL of one case: the route's `[param]` segments filled in, `[...rest]` with one or two segments. */
function urlOf(template: string, testCase: BadCase, ids: { own: string; other: string }, method: string): string {
  // A cook's own recipe only where the request cannot delete it: its body is the bad part.
  const segment =
    testCase.segment === OWN_RECIPE ? (method === "DELETE" ? ids.other : ids.own) : testCase.segment === OTHER_RECIPE ? ids.other : testCase.segment;
  const filled = template
    .replace(/\[\.\.\.[^\]]+\]/g, testCase.rest)
    .replace(/\[[^\]]+\]/g, segment);
  return `${filled}${testCase.query}`;
}

/** What is wrong with one answer, or undefined when it is as it should be. */
function violation(answer: Answer): string | undefined {
  if (answer.status >= 500) return `${answer.status}`;
  if (answer.status < 400) return undefined;
  const type = answer.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) return `${answer.status} as ${type || "no content type"}: ${answer.text().slice(0, 80)}`;
  try {
    const body = answer.json() as { message?: unknown };
    if (typeof body?.message !== "string" || body.message === "") return `${answer.status} JSON without a message`;
  } catch {
    return `${answer.status} unparseable JSON`;
  }
  return undefined;
}

export async function runBadInput(store: Store, seed: number, casesPerMethod: number): Promise<BadInputFigures> {
  progress(`bad input on ${store.kind}: starting Res-pe…`);
  const server = await startApp(store);
  const other = await cookWithRecipe(server.origin);
  const routes = apiRoutes(ROOT);
  const figures: RouteFigures[] = [];
  const reader = await openReader(store);
  try {
    for (const route of routes) {
      for (const method of route.methods) {
        const name = `${method} ${route.template}`;
        progress(`bad input: ${name}…`);
        const cook = await cookWithRecipe(server.origin);
        const ids = { own: cook.recipeId, other: other.recipeId };
        const result: RouteFigures = { route: name, requests: 0, statuses: {}, violations: 0, samples: [] };
        const note = (problem: string) => {
          result.violations += 1;
          if (result.samples.length < 5) result.samples.push(problem);
        };
        const before = await rowCounts(store, reader);
        for (const testCase of badCases(route, method, seed, casesPerMethod)) {
          const url = urlOf(route.template, testCase, ids, method);
          for (const signedInAs of [undefined, cook] as const) {
            const client = signedInAs?.client ?? new Client(server.origin);
            // Each request from its own address, so the per-address limits judge the input, not the pace.
            const sender = new Client(server.origin);
            sender.cookies.clear();
            for (const [cookie, value] of client.cookies) sender.cookies.set(cookie, value);
            let answer: Answer;
            try {
              answer = await sender.request(method, url, {
                body: testCase.body?.bytes,
                headers: testCase.body?.contentType ? { "content-type": testCase.body.contentType } : {},
              });
            } catch (error) {
              note(`${signedInAs ? "signed in" : "signed out"} ${url.slice(0, 80)} [${testCase.body?.label ?? "no body"}]: no answer (${error instanceof Error ? error.message : error})`);
              continue;
            }
            result.requests += 1;
            result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
            const problem = violation(answer);
            if (problem) note(`${signedInAs ? "signed in" : "signed out"} ${method} ${url.slice(0, 80)} [${testCase.body?.label ?? "no body"}]: ${problem}`);
            // A 2xx may have ended the session (the logout route takes no input at all): sign in again.
            if (signedInAs && answer.status < 300) {
              for (const [cookie, value] of sender.cookies) signedInAs.client.cookies.set(cookie, value);
              if (!(await signedIn(signedInAs.client))) await logIn(signedInAs.client, signedInAs.account);
            }
          }
        }
        const changed = countDifferences(before, await rowCounts(store, reader));
        if (changed) note(`rows changed: ${changed}`);
        figures.push(result);
      }
    }
  } finally {
    await reader.close();
  }
  await stopChild(server.child);
  return {
    database: store.kind,
    seed,
    casesPerMethod,
    routes: figures,
    violations: figures.reduce((sum, route) => sum + route.violations, 0),
    serverErrors: keepServerLog(server, `bad-input-${store.kind}`).slice(0, 10),
  };
}

export function badInputTable(figures: BadInputFigures): string {
  return [
    `Bad input on ${figures.database === "sqlite" ? "SQLite" : "PostgreSQL"}: every route under app/api, ${figures.casesPerMethod} generated cases per method, ` +
      `each signed out and signed in (fast-check seed ${figures.seed}; violations: a 5xx, an error answer that is not JSON { message }, or rows written; target 0)`,
    table(
      ["route", "requests", "statuses seen", "violations"],
      figures.routes.map((route) => [
        route.route,
        String(route.requests),
        Object.entries(route.statuses)
          .map(([status, count]) => `${status}×${count}`)
          .join(" "),
        String(route.violations),
      ]),
    ),
    `violations: ${figures.violations} (target 0: ${figures.violations === 0 ? "met" : "MISSED"})`,
    ...figures.routes.flatMap((route) => route.samples.map((sample) => `  ${sample}`)),
    ...(figures.serverErrors.length ? ["Server log of the failures:", ...figures.serverErrors.map((entry) => entry.replace(/^/gm, "  "))] : []),
  ].join("\n");
}
