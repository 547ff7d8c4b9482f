"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import {
  convertInstructions,
  densityFromRecord,
  scaleIngredient,
  servingsFactor,
  type IngredientLine,
  type ShownIngredient,
  type UnitChoice,
} from "@/lib/ingredients";
import { fill } from "@/components/meals/message-text";
import { sendJson } from "@/components/ui/send-json";
import type { Messages } from "@/lib/platform/i18n";

type RecipeTools = Messages["recipeTools"];

const MIN_SERVINGS = 1;
const MAX_SERVINGS = 99;
const UNITS_COOKIE = "res-pe-units";
const UNIT_LABELS: [UnitChoice, "asWritten" | "metric" | "us"][] = [
  ["as written", "asWritten"],
  ["metric", "metric"],
  ["us", "us"],
];

type Scale = {
  servings: number;
  baseServings: number;
  units: UnitChoice;
  /** Whether anything differs from the recipe as written (then unscaled lines are marked). */
  changed: boolean;
  shown: ShownIngredient[];
  steps: string[];
  setServings: (servings: number) => void;
  setUnits: (units: UnitChoice) => void;
  /** The recipe page's client words in the page's language, and its number format ("de-DE"). */
  text: RecipeTools;
  numberLocale: string;
};

const ScaleContext = createContext<Scale | null>(null);

/** The recipe page's servings and units, shared by the controls, the lines, the method and the totals. */
export function useRecipeScale(): Scale | null {
  return useContext(ScaleContext);
}

type Props = {
  /**
   * The lines as the server read them: the parser (and its German, French and Spanish tables)
   * stays on the server, the browser only scales and converts.
   */
  lines: IngredientLine[];
  steps: string[];
  baseServings: number;
  densities: Record<string, number>;
  initialUnits: UnitChoice;
  /** Keep the cook's choice on their account too (signed in). */
  rememberOnAccount: boolean;
  text: RecipeTools;
  numberLocale: string;
  children: ReactNode;
};

export function RecipeScale({ lines, steps, baseServings, densities, initialUnits, rememberOnAccount, text, numberLocale, children }: Props) {
  const [servings, setServingsState] = useState(baseServings);
  const [units, setUnitsState] = useState<UnitChoice>(initialUnits);
  const value = useMemo<Scale>(() => {
    const factor = servingsFactor(baseServings, servings);
    const densityOf = densityFromRecord(densities);
    return {
      servings,
      baseServings,
      units,
      text,
      numberLocale,
      changed: factor !== 1 || units !== "as written",
      shown: lines.map((line) => scaleIngredient(line, factor, { units, densityOf })),
      steps: steps.map((step) => convertInstructions(step, units)),
      setServings: (next) => setServingsState(Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(next)))),
      setUnits: (next) => {
        setUnitsState(next);
        // This browser remembers for a year; the account remembers across browsers.
        document.cookie = `${UNITS_COOKIE}=${encodeURIComponent(next)}; path=/; max-age=31536000; samesite=lax`;
        if (rememberOnAccount) void sendJson("PUT", "/api/account/units", { units: next }).catch(() => undefined);
      },
    };
  }, [servings, baseServings, units, lines, steps, densities, rememberOnAccount, text, numberLocale]);
  return <ScaleContext.Provider value={value}>{children}</ScaleContext.Provider>;
}

/** −/+ and a typed number for the servings, and the units switch. */
export function ScaleControls() {
  const scale = useRecipeScale()!;
  const text = scale.text.scale;
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div className="scale-controls">
      <div className="scale-controls__servings" role="group" aria-labelledby="servings-label">
        <label id="servings-label" htmlFor="servings-input">
          {text.servings}
        </label>
        <button type="button" className="scale-controls__step" aria-label={text.fewer} disabled={scale.servings <= MIN_SERVINGS} onClick={() => scale.setServings(scale.servings - 1)}>
          −
        </button>
        <input
          id="servings-input"
          type="number"
          inputMode="numeric"
          min={MIN_SERVINGS}
          max={MAX_SERVINGS}
          value={typed ?? String(scale.servings)}
          onChange={(event) => {
            setTyped(event.target.value);
            const number = Number(event.target.value);
            if (event.target.value !== "" && Number.isFinite(number) && number >= MIN_SERVINGS) scale.setServings(number);
          }}
          onBlur={() => setTyped(null)}
        />
        <button type="button" className="scale-controls__step" aria-label={text.more} disabled={scale.servings >= MAX_SERVINGS} onClick={() => scale.setServings(scale.servings + 1)}>
          +
        </button>
        {scale.servings !== scale.baseServings ? (
          <button type="button" className="scale-controls__reset" onClick={() => scale.setServings(scale.baseServings)}>
            {fill(text.backTo, { count: scale.baseServings })}
          </button>
        ) : null}
      </div>
      <p className="scale-controls__print">
        {scale.servings === 1 ? text.forOne : fill(text.forMany, { count: scale.servings })}
        {scale.units === "as written" ? "" : `, ${scale.units === "us" ? text.usUnits : text.metricUnits}`}
      </p>
      <div className="scale-controls__units" role="group" aria-label={text.units}>
        <span aria-hidden="true">{text.units}</span>
        {UNIT_LABELS.map(([choice, label]) => (
          <button key={choice} type="button" aria-pressed={scale.units === choice} onClick={() => scale.setUnits(choice)}>
            {text[label]}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The ingredient lines as scaled; a line left as written is marked when anything was changed. */
export function ScaledIngredientList() {
  const scale = useRecipeScale()!;
  return (
    <ul className="ingredient-list" aria-live="polite">
      {scale.shown.map((line, index) => (
        <li key={index}>
          {line.text}
          {scale.changed && !line.scaled ? <span className="ingredient-list__unscaled"> ({scale.text.scale.notScaled})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The method with its oven temperatures and tin sizes in the cook's units. */
export function ScaledSteps() {
  const scale = useRecipeScale()!;
  return (
    <ol className="recipe__steps">
      {scale.steps.map((step, index) => (
        <li key={index}>{step}</li>
      ))}
    </ol>
  );
}

/** Per serving never changes with the servings; the whole recipe's energy does. */
export function RecipeEnergyTotal({ energyKcalPerServing }: { energyKcalPerServing: number }) {
  const scale = useRecipeScale();
  if (!scale) return null;
  const total = Math.round(energyKcalPerServing * scale.servings);
  return (
    <p className="nutrition__note" data-testid="nutrition-total">
      {fill(scale.servings === 1 ? scale.text.scale.wholeOne : scale.text.scale.wholeMany, { count: scale.servings, kcal: total.toLocaleString(scale.numberLocale) })}
    </p>
  );
}
