import { describe, expect, it } from "vitest";
import { addressIn } from "@/components/layout/language-switcher";

/** Issue 35: the footer's switcher opens a public recipe's address in the chosen language (the page is one per address). */
describe("the language switcher's address", () => {
  it("moves a public recipe to the language's own address, and back to /r/ for English", () => {
    expect(addressIn("de", "/r/linsen-eintopf")).toBe("/lang/de/r/linsen-eintopf");
    expect(addressIn("fr", "/lang/de/r/linsen-eintopf")).toBe("/lang/fr/r/linsen-eintopf");
    expect(addressIn("en", "/lang/es/r/linsen-eintopf")).toBe("/r/linsen-eintopf");
  });

  it("leaves other pages where they are, and a language address for its plain one", () => {
    expect(addressIn("de", "/home")).toBe("/home");
    expect(addressIn("de", "/r/linsen-eintopf/card")).toBe("/r/linsen-eintopf/card");
    expect(addressIn("en", "/lang/de/aboutHome")).toBe("/aboutHome");
    expect(addressIn("fr", "/lang/de")).toBe("/");
    expect(addressIn("de", "/language")).toBe("/language");
  });
});
