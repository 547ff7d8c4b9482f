import { createFoodTable, type FoodTable } from "@/lib/nutrition/food-table";
import { NO_NUTRIENTS, type Nutrients } from "@/lib/nutrition/nutrients";

type TestFood = {
  aliases?: string[];
  per100g?: Partial<Nutrients>;
  pieceG?: number;
  unitG?: Record<string, number>;
  gPerMl?: number;
  edibleShare?: number;
  pouredOff?: "fat" | "brine";
};

/** A small food table in the data files' format, made for one test (names → what the test needs). */
export function testFoodTable(foods: Record<string, TestFood>): FoodTable {
  return createFoodTable([
    {
      file: "test-foods.json",
      json: {
        source: "Test figures, made up for the test that uses them",
        foods: Object.entries(foods).map(([name, { per100g, ...rest }]) => ({
          name,
          ...rest,
          per100g: { ...NO_NUTRIENTS, ...per100g },
        })),
      },
    },
  ]);
}
