import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SIGNED_IN_ROUTES } from "@/config/routes";

/**
 * A client-side navigation asks for a page's segment alone, and Next does not render the
 * signed-in layout again for it: every signed-in page checks the session itself
 * (requirePageUser compares it with the account's session version).
 */
const pages = fs
  .readdirSync("app/(app)", { recursive: true, encoding: "utf8" })
  .filter((file) => /(^|\/)(page|layout)\.tsx$/.test(file) && file !== "layout.tsx")
  .map((file) => path.join("app/(app)", file));

describe("signed-in pages", () => {
  it("are all found", () => {
    expect(pages.length).toBeGreaterThanOrEqual(10);
  });

  it.each(pages)("%s checks the session itself before it renders", (file) => {
    const source = fs.readFileSync(file, "utf8");
    const component = source.slice(source.indexOf("export default"));
    expect(component).toMatch(/await (requirePageUser|requireAdminPage)\(/);
  });
});

/** The request gate sends a visitor without a session to /login before anything renders, and
 * robots.txt keeps crawlers out: both read SIGNED_IN_ROUTES, so every signed-in page is under one. */
const topLevelPages = fs
  .readdirSync("app/(app)", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `/${entry.name}`);

describe("the request gate", () => {
  it.each(topLevelPages)("covers %s", (page) => {
    expect(SIGNED_IN_ROUTES).toContain(page);
  });
});
