"use client";

import { useState } from "react";
import { fill } from "@/components/meals/message-text";
import type { NutrientKey, Nutrients } from "@/lib/nutrition";
import type { Messages } from "@/lib/platform/i18n";

/** The rows of a UK/EU label, in its order; "of which" rows are part of the one above. */
const ROWS: { key: NutrientKey; unit: string; part?: true }[] = [
  { key: "energyKcal", unit: "kcal" },
  { key: "fatG", unit: "g" },
  { key: "saturatesG", unit: "g", part: true },
  { key: "carbohydrateG", unit: "g" },
  { key: "sugarsG", unit: "g", part: true },
  { key: "fibreG", unit: "g" },
  { key: "proteinG", unit: "g" },
  { key: "saltG", unit: "g" },
];

type Basis = "serving" | "100g";

/** `servingName` is what one serving holds, as lib/nutrition names it ("Per serving, with rice"). */
type Props = {
  perServing: Nutrients;
  per100g: Nutrients;
  servings: number;
  servingName: string;
  /** The table's words in the page's language, and its number format ("de-DE": decimal commas). */
  text: Messages["recipeTools"]["nutrition"];
  numberLocale: string;
};

/** The figures with a per serving / per 100 g switch (two toggle buttons: one pressed at a time). */
export function NutritionTable({ perServing, per100g, servings, servingName, text, numberLocale }: Props) {
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
      <div className="nutrition__switch" role="group" aria-label={text.show}>
        {toggle("serving", servingName)}
        {toggle("100g", text.per100)}
      </div>
      <table className="nutrition__table">
        <caption>{basis === "serving" ? fill(text.captionServing, { serving: servingName.charAt(0).toLowerCase() + servingName.slice(1), count: servings }) : text.caption100}</caption>
        <thead>
          <tr>
            <th scope="col">{text.nutrient}</th>
            <th scope="col">{text.amount}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(({ key, unit, part }) => (
            <tr key={key} className={part ? "nutrition__part" : undefined}>
              <th scope="row">{text[key]}</th>
              <td>
                {figures[key].toLocaleString(numberLocale)} {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
