import { describe, expect, it } from "vitest";
import { dietsOf } from "@/lib/diets";

const diets = (...names: string[]) => dietsOf(names.map((name) => ({ name })));

describe("diets derived from ingredient names", () => {
  it("claims every diet for plainly plant-based, gluten-free, nut-free food", () => {
    expect(diets("Tinned chickpeas", "Onion", "Garlic", "Olive oil", "Ground cumin", "Salt", "Lemon")).toEqual([
      "vegetarian",
      "vegan",
      "gluten-free",
      "dairy-free",
      "nut-free",
    ]);
  });

  it("lets an optional garnish the table does not know (\"to serve\") block nothing, but still reads a known one", () => {
    const lines = (garnish: { name: string; measure: string }) => [{ name: "Provolone or vegetarian provolone-style cheese", measure: "300 g" }, { name: "Olive oil", measure: "1 tbsp" }, garnish];
    expect(dietsOf(lines({ name: "Chimichurri", measure: "to serve" }))).toEqual(["vegetarian", "gluten-free", "nut-free"]);
    expect(dietsOf(lines({ name: "Chimichurri", measure: "2 tbsp" }))).toEqual([]);
    expect(dietsOf(lines({ name: "Parmesan", measure: "to serve" }))).not.toContain("vegetarian");
    expect(dietsOf([{ name: "Chimichurri", measure: "to serve" }])).toEqual([]);
  });

  it.each([
    ["Parmesan or vegetarian hard cheese"],
    ["Pecorino Romano or vegetarian hard cheese"],
    ["Gruyère or vegetarian hard cheese"],
    ["Vegetarian Parmesan-style cheese"],
    ["Provolone or vegetarian provolone-style cheese"],
  ])("reads %s as vegetarian, but not vegan", (name) => {
    expect(diets("Spaghetti", name)).toContain("vegetarian");
    expect(diets("Spaghetti", name)).not.toContain("vegan");
  });

  it("claims nothing when one line is unknown to the table", () => {
    expect(diets("Onion", "Marmite")).toEqual([]);
    expect(diets("Onion", "Stuffing mix")).toEqual([]);
    expect(diets()).toEqual([]);
  });

  it.each([
    ["Parmesan"],
    ["Pecorino Romano"],
    ["Grana Padano"],
    ["Gruyère"],
    ["Worcestershire sauce"],
    ["Caesar dressing"],
    ["Fish sauce"],
    ["Anchovy fillets"],
    ["Shrimp paste"],
    ["Gelatine leaves"],
    ["Chicken stock"],
    ["Beef stock"],
    ["Lard"],
    ["Beef suet"],
    ["Thai red curry paste"],
    ["Dashi stock"],
    ["Oyster sauce"],
  ])("%s is not vegetarian", (name) => {
    expect(diets("Onion", name)).not.toContain("vegetarian");
    expect(diets("Onion", name)).not.toContain("vegan");
  });

  it("accepts a vegetarian hard cheese as vegetarian (not vegan), and seaweed dashi as vegan", () => {
    expect(diets("Vegetarian hard cheese", "Spaghetti")).toEqual(["vegetarian", "nut-free"]);
    expect(diets("Kombu dashi", "Silken tofu")).toContain("vegan");
    expect(diets("Vegetable stock", "Onion")).toContain("vegan");
  });

  it.each([["Honey"], ["Eggs"], ["Butter"], ["Milk"], ["Double cream"], ["Greek yoghurt"], ["Mayonnaise"], ["Ghee"], ["Red wine"]])(
    "%s is vegetarian but not vegan",
    (name) => {
      expect(diets("Onion", name)).toContain("vegetarian");
      expect(diets("Onion", name)).not.toContain("vegan");
    },
  );

  it("keeps plant milks, butters and creams vegan", () => {
    for (const name of ["Coconut milk", "Oat milk", "Peanut butter", "Vegan butter", "Coconut cream", "Butter beans", "Butternut squash"]) {
      expect(diets("Onion", name), name).toContain("vegan");
    }
  });

  it("finds gluten in soy sauce, oats and wheat, but not in tamari, gluten-free oats or rice noodles", () => {
    for (const name of ["Soy sauce", "Rolled oats", "Plain flour", "Spaghetti", "Couscous", "Malt vinegar", "Beer", "Vegetable stock"]) {
      expect(diets("Onion", name), name).not.toContain("gluten-free");
    }
    for (const name of ["Tamari", "Gluten-free oats", "Flat rice noodles", "Cornflour", "Gram flour", "Corn tortillas", "Salt for the pasta water"]) {
      expect(diets("Onion", name), name).toContain("gluten-free");
    }
  });

  it("finds nuts, but not in nutmeg, coconut, butternut squash or chestnut mushrooms", () => {
    for (const name of ["Ground almonds", "Pine nuts", "Roasted peanuts", "Pesto", "Walnuts", "Cooked chestnuts"]) {
      expect(diets("Onion", name), name).not.toContain("nut-free");
    }
    for (const name of ["Ground nutmeg", "Desiccated coconut", "Butternut squash", "Chestnut mushrooms", "Water chestnuts"]) {
      expect(diets("Onion", name), name).toContain("nut-free");
    }
  });

  it("reads goat's cheese as dairy, not meat, and oyster mushrooms as mushrooms", () => {
    expect(diets("Soft goat's cheese", "Rocket")).toContain("vegetarian");
    expect(diets("Oyster mushrooms", "Garlic")).toContain("vegan");
  });
});
