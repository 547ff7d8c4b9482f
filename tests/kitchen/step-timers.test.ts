import { describe, expect, it } from "vitest";
import { clockText, durationsIn, ingredientsForStep } from "@/components/meals/step-timers";

describe("durations in a step become timers", () => {
  it("finds minutes, hours, seconds and ranges (timed at their low end)", () => {
    expect(durationsIn("Simmer for 20 minutes, then rest 30 secs.").map((d) => [d.text, d.seconds])).toEqual([["20 minutes", 1200], ["30 secs", 30]]);
    expect(durationsIn("Bake 25–30 min until golden.").map((d) => [d.text, d.seconds])).toEqual([["25–30 min", 1500]]);
    expect(durationsIn("Roast for 1 hour 2-3 hrs").map((d) => d.seconds)).toEqual([3600, 7200]);
  });

  it("leaves other numbers alone: amounts, temperatures, tins", () => {
    expect(durationsIn("Add 200 g flour, heat to 180°C and use a 20 cm tin. Serves 4 people.")).toEqual([]);
    expect(durationsIn("Cook for 0 minutes")).toEqual([]);
  });

  it("shows the time left as a kitchen clock", () => {
    expect(clockText(1200)).toBe("20:00");
    expect(clockText(59.2)).toBe("1:00");
    expect(clockText(3725)).toBe("1:02:05");
    expect(clockText(-3)).toBe("0:00");
  });
});

describe("the ingredients a step uses", () => {
  const lines = [{ name: "Caster sugar" }, { name: "Demerara sugar" }, { name: "Bramley apples" }, { name: "Rolled oats" }, { name: "Salt" }];
  it("finds lines by full name, or by last word when no line of that word is named in full", () => {
    expect(ingredientsForStep("Stir the demerara sugar and the oats over the apples.", lines).map((line) => line.name)).toEqual(["Demerara sugar", "Bramley apples", "Rolled oats"]);
    expect(ingredientsForStep("Add the sugar.", lines).map((line) => line.name)).toEqual(["Caster sugar", "Demerara sugar"]);
    expect(ingredientsForStep("Preheat the oven.", lines)).toEqual([]);
  });
});
