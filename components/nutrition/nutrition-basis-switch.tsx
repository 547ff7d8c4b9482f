"use client";

import { useState, type ReactNode } from "react";

type Basis = "serving" | "100g";

/** Per serving / per 100 g: two toggle buttons (one pressed at a time) over the server's two tables (nutrition-table.tsx). */
export function NutritionBasisSwitch(props: { group: string; servingName: string; per100Name: string; perServing: ReactNode; per100g: ReactNode }) {
  const [basis, setBasis] = useState<Basis>("serving");
  const toggle = (value: Basis, label: string) => (
    <button type="button" className="nutrition__basis" aria-pressed={basis === value} onClick={() => setBasis(value)}>
      {label}
    </button>
  );
  return (
    <>
      <div className="nutrition__switch" role="group" aria-label={props.group}>
        {toggle("serving", props.servingName)}
        {toggle("100g", props.per100Name)}
      </div>
      {basis === "serving" ? props.perServing : props.per100g}
    </>
  );
}
