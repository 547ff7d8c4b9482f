import { describe, expect, it } from "vitest";
import { windowDays, windowStart } from "@/lib/meal-plan/week";
import { parsePlanQuery } from "@/lib/web/pages/queries";

// Saturday 28 November 2026, the day the rolling week was asked for.
const SATURDAY = "2026-11-28";

describe("/plan's seven days", () => {
  it("start today, so on a Saturday they run Saturday to Friday", () => {
    expect(parsePlanQuery({}, SATURDAY)).toBe(SATURDAY);
    expect(windowDays(SATURDAY)).toEqual(["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]);
  });

  it("cross a month's and a year's end, and a leap day", () => {
    expect(windowDays("2026-12-29")).toEqual(["2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03", "2027-01-04"]);
    expect(windowDays("2028-02-26").slice(2, 5)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
  });

  it("start on ?from=, or on the Monday of an older link's ?week=", () => {
    expect(parsePlanQuery({ from: "2026-12-05" }, SATURDAY)).toBe("2026-12-05");
    expect(parsePlanQuery({ week: "2026-11-26" }, SATURDAY)).toBe("2026-11-23");
    expect(parsePlanQuery({ week: "2027-01-01" }, SATURDAY)).toBe("2026-12-28");
    expect(parsePlanQuery({ from: "2026-12-05", week: "2026-11-26" }, SATURDAY)).toBe("2026-12-05");
  });

  it("pass over what is not a day, each field on its own", () => {
    expect(parsePlanQuery({ from: "2026-02-30" }, SATURDAY)).toBe(SATURDAY);
    expect(parsePlanQuery({ from: "tomorrow", week: "2026-11-26" }, SATURDAY)).toBe("2026-11-23");
    expect(parsePlanQuery({ from: ["2026-12-05", "2026-12-12"] }, SATURDAY)).toBe("2026-12-05");
    expect(windowStart({ week: "next" }, SATURDAY)).toBe(SATURDAY);
  });
});
