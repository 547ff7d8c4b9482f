"use client";

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { IngredientLine, ShownIngredient, UnitChoice } from "@/lib/ingredients";
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
  /** A change waits for the scaling rules to arrive (the lines show as before until then). */
  waiting: boolean;
  shown: ShownIngredient[];
  steps: string[];
  setServings: (servings: number) => void;
  setUnits: (units: UnitChoice) => void;
  /** The recipe page's client words in the page's language, and its number format ("de-DE"). */
  text: RecipeTools;
  numberLocale: string;
};

const ScaleContext = createContext<Scale | null>(null);

// The scaling rules come when a cook points at, focuses or uses the servings or units controls:
// until then the lines and the method are the server's (issue 31).
type Engine = typeof import("./scale-engine");
let engineLoad: Promise<Engine> | null = null;
function loadEngine(): Promise<Engine> {
  engineLoad ??= import("./scale-engine").catch((error: unknown) => {
    // A failed fetch (a dropped line) is tried again at the next touch.
    engineLoad = null;
    throw error;
  });
  return engineLoad;
}
const warmUpEngine = () => void loadEngine().catch(() => undefined);

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
  /** The lines and the method as the page first shows them (the recipe's servings, `initialUnits`), drawn by the server. */
  initial: { shown: ShownIngredient[]; steps: string[] };
  baseServings: number;
  densities: Record<string, number>;
  initialUnits: UnitChoice;
  /** Keep the cook's choice on their account too (signed in). */
  rememberOnAccount: boolean;
  text: RecipeTools;
  numberLocale: string;
  children: ReactNode;
};

export function RecipeScale({ lines, steps, initial, baseServings, densities, initialUnits, rememberOnAccount, text, numberLocale, children }: Props) {
  const [servings, setServingsState] = useState(baseServings);
  const [units, setUnitsState] = useState<UnitChoice>(initialUnits);
  const [engine, setEngine] = useState<Engine | null>(null);
  const asFirstShown = servings === baseServings && units === initialUnits;
  // Asked for a change before the rules arrived (a touch on a slow line): fetch them now; the
  // lines follow the moment they come, and say they are busy until then.
  const waiting = !asFirstShown && !engine;
  useEffect(() => {
    if (waiting) void loadEngine().then((loaded) => setEngine(() => loaded), () => undefined);
  }, [waiting]);
  const value = useMemo<Scale>(() => {
    const scaled = asFirstShown || !engine ? initial : engine.scaleRecipe({ lines, steps, baseServings, densities }, servings, units);
    return {
      servings,
      baseServings,
      units,
      text,
      numberLocale,
      waiting,
      changed: servings !== baseServings || units !== "as written",
      shown: scaled.shown,
      steps: scaled.steps,
      setServings: (next) => setServingsState(Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(next)))),
      setUnits: (next) => {
        setUnitsState(next);
        // This browser remembers for a year; the account remembers across browsers.
        document.cookie = `${UNITS_COOKIE}=${encodeURIComponent(next)}; path=/; max-age=31536000; samesite=lax`;
        if (rememberOnAccount) void sendJson("PUT", "/api/account/units", { units: next }).catch(() => undefined);
      },
    };
  }, [servings, baseServings, units, asFirstShown, engine, waiting, initial, lines, steps, densities, rememberOnAccount, text, numberLocale]);
  return <ScaleContext.Provider value={value}>{children}</ScaleContext.Provider>;
}

/** −/+ and a typed number for the servings, and the units switch. */
export function ScaleControls() {
  const scale = useRecipeScale()!;
  const text = scale.text.scale;
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div className="scale-controls" onPointerEnter={warmUpEngine} onFocus={warmUpEngine}>
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
    <ul className="ingredient-list" aria-live="polite" aria-busy={scale.waiting || undefined}>
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
