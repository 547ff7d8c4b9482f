"use client";

import { useState } from "react";
import type { NutrientKey, Nutrients } from "@/lib/nutrition";

/** The rows of a UK/EU label, in its order; "of which" rows are part of the one above. */
const ROWS: { key: NutrientKey; label: string; unit: string; part?: true }[] = [
  { key: "energyKcal", label: "Energy", unit: "kcal" },
  { key: "fatG", label: "Fat", unit: "g" },
  { key: "saturatesG", label: "of which saturates", unit: "g", part: true },
  { key: "carbohydrateG", label: "Carbohydrate", unit: "g" },
  { key: "sugarsG", label: "of which sugars", unit: "g", part: true },
  { key: "fibreG", label: "Fibre", unit: "g" },
  { key: "proteinG", label: "Protein", unit: "g" },
  { key: "saltG", label: "Salt", unit: "g" },
];

type Basis = "serving" | "100g";

/** `servingName` is what one serving holds, as lib/nutrition names it ("Per serving, with rice"). */
type Props = { perServing: Nutrients; per100g: Nutrients; servings: number; servingName: string };

/** The figures with a per serving / per 100 g switch (two toggle buttons: one pressed at a time). */
export function NutritionTable({ perServing, per100g, servings, servingName }: Props) {
  const [basis, setBasis] = useState<Basis>("serving");
  const figures = basis === "serving" ? perServing : per100g;
  const toggle = (value: Basis, label: string) => (
    <button
      type="button"
      className="nutrition__basis"
      aria-pressed={basis === value}
      onClick={() => setBasis(value)}
    >
      {label}
    </button>
  );
  return (
    <>
      <div className="nutrition__switch" role="group" aria-label="Show the figures">
        {toggle("serving", servingName)}
        {toggle("100g", "Per 100 g")}
      </div>
      <table className="nutrition__table">
        <caption>{basis === "serving" ? `Estimate ${servingName.toLowerCase()} (1 of ${servings})` : "Estimate per 100 g"}</caption>
        <thead>
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(({ key, label, unit, part }) => (
            <tr key={key} className={part ? "nutrition__part" : undefined}>
              <th scope="row">{label}</th>
              <td>
                {figures[key].toLocaleString("en-GB")} {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
