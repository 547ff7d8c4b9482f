import { describe, expect, it } from "vitest";
import { describeSchema, openApiDocument, referenceSections } from "@/lib/web/api-docs";

describe("the reference page's reading of the document", () => {
  it("says each schema in a few words", () => {
    expect(describeSchema({ type: "string", minLength: 1, maxLength: 100 })).toBe("text, 1–100 characters");
    expect(describeSchema({ type: "integer", minimum: 1, maximum: 5 })).toBe("whole number, 1–5");
    expect(describeSchema({ type: "array", items: { $ref: "#/components/schemas/Recipe" } })).toBe("list of Recipe");
    expect(describeSchema({ anyOf: [{ type: "string", enum: ["easy", "hard"] }, { type: "null" }] })).toBe('one of "easy", "hard" or null');
  });

  it("shows every operation once, under its tag, with who may call it", () => {
    const sections = referenceSections(openApiDocument());
    const operations = sections.flatMap((section) => section.operations);
    const listed = Object.values(openApiDocument().paths ?? {}).flatMap((item) => Object.keys(item ?? {}));
    expect(operations).toHaveLength(listed.length);
    const search = operations.find((operation) => operation.id === "getMeals")!;
    expect(search).toMatchObject({ method: "GET", path: "/api/meals", signedIn: "required" });
    expect(search.parameters.map((parameter) => parameter.name)).toEqual(["s", "f", "c", "page"]);
    expect(operations.find((operation) => operation.id === "postContactMessage")).toMatchObject({ signedIn: "no" });
    expect(operations.find((operation) => operation.id === "postRecipes")?.body?.example).toContain("Leek and potato soup");
    expect(search.answers.map((answer) => answer.status)).toEqual(["200", "400", "401"]);
  });
});
