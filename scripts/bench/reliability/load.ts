/**
 * Load: simulated cooks, each its own client (address, cookies), doing what a cook does on the
 * site over and over until the time is up. Every answer is checked: the expected status, or 429
 * (a limit doing its job, counted apart); anything else is an error, with a sample kept.
 */
import { loadCatalog } from "../../../lib/meals";
import { stopChild } from "../../../tooling/processes";
import { progress } from "../harness";
import { percentile } from "../measure";
import { table } from "../report";
import { mulberry32 } from "./random";
import { Client, keepServerLog, newAccount, signedIn, signInWithNextAuth, signUp, startApp, type Answer, type Store } from "./client";

export type StepFigures = { step: string; count: number; p50Ms: number; p95Ms: number; p99Ms: number; limited: number; errors: number };
export type LoadFigures = { database: string; cooks: number; seconds: number; steps: StepFigures[]; errors: number; errorSamples: string[]; serverErrors: string[] };

type Step = { times: number[]; limited: number; errors: number };

const SEARCH_TERMS = ["chicken", "soup", "cake", "beef", "pasta", "tart", "fish", "rice", "pie", "curry"];
const INGREDIENT_SETS = [
  ["chicken", "rice", "onion", "garlic"],
  ["apples", "flour", "sugar", "butter"],
  ["beef", "potatoes", "carrots"],
  ["pasta", "tomatoes", "basil"],
];

const RECIPE = {
  category: "Vegetarian",
  area: "Italian",
  instructions: "Boil the pasta.\nWarm the tomatoes with garlic and oil.\nToss everything together and serve.",
  servings: 2,
  ingredients: [
    { name: "Spaghetti", measure: "200 g" },
    { name: "Tomatoes", measure: "4" },
    { name: "Garlic", measure: "2 cloves" },
  ],
};

class Recorder {
  readonly steps = new Map<string, Step>();
  readonly errorSamples: string[] = [];

  async time(name: string, expected: number[], send: () => Promise<Answer>): Promise<Answer | undefined> {
    const step = this.steps.get(name) ?? { times: [], limited: 0, errors: 0 };
    this.steps.set(name, step);
    const started = performance.now();
    try {
      const answer = await send();
      step.times.push(performance.now() - started);
      if (expected.includes(answer.status)) return answer;
      if (answer.status === 429) step.limited += 1;
      else this.error(step, `${name}: ${answer.status} ${answer.text().slice(0, 160)}`);
    } catch (error) {
      this.error(step, `${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return undefined;
  }

  private error(step: Step, sample: string): void {
    step.errors += 1;
    if (this.errorSamples.length < 20) this.errorSamples.push(sample);
  }
}

async function cook(origin: string, index: number, deadline: number, recorder: Recorder, meals: { id: string; letter: string }[], categories: string[]) {
  const random = mulberry32(1000 + index);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const client = new Client(origin);
  const account = newAccount("load");
  if (!(await recorder.time("sign up", [201], () => signUp(client, account)))) return;
  let callback: Answer | undefined;
  await recorder.time("sign in (next-auth)", [200], async () => {
    const flow = await signInWithNextAuth(client, account);
    callback = flow.callback;
    return flow.callback;
  });
  if (!callback || !(await signedIn(client))) return;

  while (Date.now() < deadline) {
    const meal = pick(meals);
    await recorder.time("search", [200], () => client.request("GET", `/api/meals?s=${pick(SEARCH_TERMS)}`));
    await recorder.time("letter", [200], () => client.request("GET", `/api/meals?f=${meal.letter}`));
    await recorder.time("categories", [200], () => client.request("GET", "/api/meals/categories"));
    await recorder.time("category", [200], () => client.request("GET", `/api/meals?c=${encodeURIComponent(pick(categories))}`));
    await recorder.time("recipe page", [200], () => client.request("GET", `/recipeDetail/${meal.id}`));
    await recorder.time("meal", [200], () => client.request("GET", `/api/meals/${meal.id}`));
    await recorder.time("nutrition", [200], () => client.request("GET", `/api/meals/${meal.id}/nutrition`));
    await recorder.time("rate", [200], () =>
      client.request("PUT", `/api/meals/${meal.id}/rating`, { json: { stars: 1 + Math.floor(random() * 5) } }),
    );
    await recorder.time("ask the chef", [200], () => client.request("POST", "/api/chef/recipe", { json: { ingredients: pick(INGREDIENT_SETS) } }));
    const written = await recorder.time("write recipe", [201], () =>
      client.request("POST", "/api/recipes", { json: { ...RECIPE, name: `Load pasta ${index}-${Math.floor(random() * 1e6)}` } }),
    );
    if (written) {
      const { id } = written.json() as { id: string };
      await recorder.time("delete recipe", [200], () => client.request("DELETE", `/api/recipes/${id}`));
    }
  }
}

const STEP_ORDER = [
  "sign up",
  "sign in (next-auth)",
  "search",
  "letter",
  "categories",
  "category",
  "recipe page",
  "meal",
  "nutrition",
  "rate",
  "ask the chef",
  "write recipe",
  "delete recipe",
];

export async function runLoad(store: Store, cooks: number, seconds: number): Promise<LoadFigures> {
  const catalog = loadCatalog();
  const meals = catalog.map((meal) => ({ id: meal.id, letter: meal.name[0]!.toLowerCase() })).filter((meal) => /^[a-z]$/.test(meal.letter));
  const categories = [...new Set(catalog.map((meal) => meal.category))];
  progress(`load on ${store.kind}: starting Res-pe…`);
  const server = await startApp(store);
  const recorder = new Recorder();
  progress(`load on ${store.kind}: ${cooks} cooks for ${seconds} s…`);
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: cooks }, (_, index) => cook(server.origin, index, deadline, recorder, meals, categories)));
  await stopChild(server.child);
  const serverErrors = keepServerLog(server, `load-${store.kind}`);
  const steps = STEP_ORDER.filter((name) => recorder.steps.has(name)).map((name): StepFigures => {
    const step = recorder.steps.get(name)!;
    const sorted = [...step.times].sort((a, b) => a - b);
    const at = (p: number) => (sorted.length ? percentile(sorted, p) : Number.NaN);
    return { step: name, count: step.times.length, p50Ms: at(50), p95Ms: at(95), p99Ms: at(99), limited: step.limited, errors: step.errors };
  });
  const errors = steps.reduce((sum, step) => sum + step.errors, 0);
  return { database: store.kind, cooks, seconds, steps, errors, errorSamples: recorder.errorSamples, serverErrors: serverErrors.slice(0, 6) };
}

export function loadTable(figures: LoadFigures): string {
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "n/a");
  return [
    `Load on ${figures.database === "sqlite" ? "SQLite" : "PostgreSQL"}: ${figures.cooks} cooks for ${figures.seconds} s ` +
      `(latency in ms per answered request; 429 = a limit refused, expected; errors: target 0)`,
    table(
      ["step", "requests", "p50", "p95", "p99", "429", "errors"],
      figures.steps.map((step) => [step.step, String(step.count), ms(step.p50Ms), ms(step.p95Ms), ms(step.p99Ms), String(step.limited), String(step.errors)]),
    ),
    `errors other than 429: ${figures.errors} (target 0: ${figures.errors === 0 ? "met" : "MISSED"})`,
    ...figures.errorSamples.map((sample) => `  ${sample}`),
    ...(figures.serverErrors.length ? ["Server log of the failures:", ...figures.serverErrors.map((entry) => entry.replace(/^/gm, "  "))] : []),
  ].join("\n");
}
