"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { PlanDay } from "./plan-form";

const PlanDays = createContext<PlanDay[]>([]);

/**
 * The days a card's "Add to plan" offers, given once for a whole grid. Passed to each card
 * instead, the same fourteen days were written into the page's data a hundred times (a category
 * page), which the browser then parsed and hydrated card by card.
 */
export function PlanDaysProvider({ days, children }: { days: PlanDay[]; children: ReactNode }) {
  return <PlanDays.Provider value={days}>{children}</PlanDays.Provider>;
}

/** The grid's days (none outside a PlanDaysProvider, and then a card offers no plan form). */
export function usePlanDays(): PlanDay[] {
  return useContext(PlanDays);
}
