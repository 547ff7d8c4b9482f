import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/platform/database";

/**
 * Next bundles API routes and pages separately, each with its own copy of a module. A write
 * through a route (a cook renaming a recipe) must still reach what the pages keep, at once.
 */
describe("the revisions of one process", () => {
  it("are shared by every copy of the module: a write noted by one copy is read afresh by another", async () => {
    vi.resetModules();
    const pages = await import("@/lib/platform/revisions");
    vi.resetModules();
    const routes = await import("@/lib/platform/revisions");
    expect(routes).not.toBe(pages);

    const before = await pages.currentRevision("meals");
    await routes.bumpRevision(db, "meals");
    routes.revisionChanged("meals");
    expect(await pages.currentRevision("meals")).toBeGreaterThan(before);
  });
});
