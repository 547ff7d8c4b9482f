import { fill } from "@/components/meals/message-text";
import type { NutrientKey, Nutrients } from "@/lib/nutrition";
import type { Messages } from "@/lib/platform/i18n";
import { NutritionBasisSwitch } from "./nutrition-basis-switch";

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

/**
 * The figures with a per serving / per 100 g switch. Both tables are drawn here, on the server;
 * the browser only switches which one shows (nutrition-basis-switch.tsx), so the page's script
 * carries no rows, labels or number formats (issue 31).
 */
export function NutritionTable({ perServing, per100g, servings, servingName, text, numberLocale }: Props) {
  const table = (figures: Nutrients, caption: string) => (
    <table className="nutrition__table">
      <caption>{caption}</caption>
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
  );
  return (
    <NutritionBasisSwitch
      group={text.show}
      servingName={servingName}
      per100Name={text.per100}
      perServing={table(perServing, fill(text.captionServing, { serving: servingName.charAt(0).toLowerCase() + servingName.slice(1), count: servings }))}
      per100g={table(per100g, text.caption100)}
    />
  );
}
