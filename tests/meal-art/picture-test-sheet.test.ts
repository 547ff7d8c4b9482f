import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";

/**
 * Issue 38's blind picture test, as the scripts a reviewer runs: a sheet of numbered pictures
 * with 8 candidate names from the same category, the answer key in a separate folder, and a
 * scorer that reads the judge's answers.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), "picture-test-"));
const sheet = path.join(work, "sheet");
const key = path.join(work, "keys", "key.json");
const run = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), path.join("scripts", "catalog", script), ...args], { encoding: "utf8" });
const catalog = loadCatalog();

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("the blind picture test", () => {
  it("writes numbered pictures with 8 candidates of their category, and the key apart from the sheet", () => {
    run("picture-test.ts", "7", "--count", "12", "--sheet", sheet, "--key", key);
    const files = fs.readdirSync(sheet);
    expect(files).toEqual(expect.arrayContaining(["index.html", "answers.json", "page-1.png", "page-2.png", "1.svg", "12.svg"]));
    expect(files.some((file) => /key/i.test(file))).toBe(false);
    const answers = JSON.parse(fs.readFileSync(key, "utf8")).answers as Record<string, { id: string; name: string; category: string }>;
    const candidates = JSON.parse(fs.readFileSync(path.join(sheet, "candidates.json"), "utf8")) as Record<string, string[]>;
    expect(Object.keys(answers)).toHaveLength(12);
    for (const [number, truth] of Object.entries(answers)) {
      const names = candidates[number]!;
      expect(names).toHaveLength(8);
      expect(names).toContain(truth.name);
      const ofCategory = catalog.filter((meal) => meal.category === truth.category).length;
      const sameCategory = names.filter((name) => catalog.find((meal) => meal.name === name)?.category === truth.category).length;
      expect(sameCategory).toBe(Math.min(8, ofCategory));
    }
    // Nothing on the sheet gives the dish away: not the alt text, not the meal's id.
    const html = fs.readFileSync(path.join(sheet, "index.html"), "utf8");
    expect(html).not.toContain("Illustration:");
    for (const truth of Object.values(answers)) expect(html).not.toContain(`${truth.id}.svg`);
  }, 120_000);

  it("picks the same meals for the same seed", () => {
    const again = path.join(work, "again");
    run("picture-test.ts", "7", "--count", "12", "--sheet", path.join(again, "sheet"), "--key", path.join(again, "key.json"));
    expect(fs.readFileSync(path.join(again, "key.json"), "utf8")).toBe(fs.readFileSync(key, "utf8"));
  }, 120_000);

  it("scores the judge's answers: % right and % sure, by name or by letter", () => {
    const answers = JSON.parse(fs.readFileSync(key, "utf8")).answers as Record<string, { name: string }>;
    const candidates = JSON.parse(fs.readFileSync(path.join(sheet, "candidates.json"), "utf8")) as Record<string, string[]>;
    const filled = Object.fromEntries(
      Object.entries(answers).map(([number, truth], i) => {
        if (i === 0) return [number, { name: candidates[number]!.find((name) => name !== truth.name)!, sure: false }];
        if (i === 1) return [number, { name: String.fromCharCode(65 + candidates[number]!.indexOf(truth.name)), sure: true }];
        return [number, { name: truth.name, sure: i % 2 === 0 }];
      }),
    );
    fs.writeFileSync(path.join(sheet, "answers.json"), JSON.stringify(filled));
    const report = run("picture-test-score.ts", path.join(sheet, "answers.json"), key);
    expect(report).toContain("Right: 11 (91.7 %)");
    expect(report).toContain("Sure: 6 (50.0 %)");
    expect(report).toMatch(/Misses:\n {2}1: answered/);
  }, 60_000);
});
