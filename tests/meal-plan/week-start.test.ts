import { describe, expect, it } from "vitest";
import { firstDayOfWeek, planningDays, weekStartOf } from "@/lib/meal-plan";

// Issue 35: the planner's week starts where the cook's calendar starts it.
describe("the planner's week", () => {
  it("starts on Monday in German, French and Spanish kitchens and on Sunday in the US", () => {
    expect(firstDayOfWeek("de-DE")).toBe(1);
    expect(firstDayOfWeek("fr-FR")).toBe(1);
    expect(firstDayOfWeek("es-ES")).toBe(1);
    expect(firstDayOfWeek("en-US")).toBe(7);
  });

  it("holds the day it is asked about, from that week's first day", () => {
    // Saturday 28 November 2026: the week from Monday the 23rd, or from Sunday the 22nd.
    expect(weekStartOf("2026-11-28", 1)).toBe("2026-11-23");
    expect(weekStartOf("2026-11-23", 1)).toBe("2026-11-23");
    expect(weekStartOf("2026-11-29", 1)).toBe("2026-11-23");
    expect(weekStartOf("2026-11-28", 7)).toBe("2026-11-22");
    expect(weekStartOf("2026-11-22", 7)).toBe("2026-11-22");
    expect(weekStartOf("2027-01-01", 1)).toBe("2026-12-28");
  });

  it("offers a recipe page's fourteen days to plan in the page's language", () => {
    const german = planningDays("2026-11-28", "de-DE");
    expect(german).toHaveLength(14);
    expect(german[0]).toEqual({ day: "2026-11-28", label: "Sa., 28. Nov." });
    expect(planningDays("2026-11-28", "fr-FR")[1]!.label).toBe("dim. 29 nov.");
    expect(planningDays("2026-11-28")[0]!.label).toBe("Sat 28 Nov");
  });
});
