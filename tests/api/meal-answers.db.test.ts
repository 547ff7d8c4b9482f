import { describe, expect, it } from "vitest";
import { mealJson } from "@/lib/web/api";

/**
 * Issue 31: right after a start, ten clients asking the meal API the same question at once used
 * to run the same search ten times side by side, and each waited for all of them (the cold p99).
 * Now the first one builds the answer and the others get that answer.
 */
describe("the meal API's answers", () => {
  it("builds one answer for the same question asked ten times at once, and hands it to every asker", async () => {
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return { meals: [{ idMeal: "1", strMeal: "Soup" }] };
    };
    const question = `name:1:coalesce-${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => mealJson(new Request("http://localhost/api/meals?s=soup"), question, build)),
    );
    expect(builds).toBe(1);
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(responses.map((response) => response.headers.get("etag"))).size).toBe(1);
    for (const body of bodies) expect(body).toEqual({ meals: [{ idMeal: "1", strMeal: "Soup" }] });
  });

  it("lets every asker see a failed build's error, and builds again on the next question", async () => {
    let builds = 0;
    const failing = async () => {
      builds += 1;
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error("the database went away");
    };
    const question = `name:1:failing-${Date.now()}`;
    const answers = await Promise.allSettled([1, 2, 3].map(() => mealJson(new Request("http://localhost/api/meals?s=x"), question, failing)));
    expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(builds).toBe(1);
    await expect(mealJson(new Request("http://localhost/api/meals?s=x"), question, failing)).rejects.toThrow("the database went away");
    expect(builds).toBe(2);
  });
});
