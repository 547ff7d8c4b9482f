import { describe, expect, it } from "vitest";
import { isKeptOffline, isSignedOutPage } from "@/config/offline";

describe("what the service worker keeps for reading offline", () => {
  it("keeps the kitchen and recipe pages", () => {
    for (const path of ["/saved", "/plan", "/shopping", "/recipeDetail/52772", "/home"]) expect(isKeptOffline(path), path).toBe(true);
  });

  it("never keeps the account page, nor anything under it", () => {
    for (const path of ["/account", "/account/", "/account/anything"]) expect(isKeptOffline(path), path).toBe(false);
  });
});

describe("what tells the service worker nobody is signed in any more", () => {
  it("the login and sign-up forms, which a signed-in cook is sent past", () => {
    expect(isSignedOutPage("/login")).toBe(true);
    expect(isSignedOutPage("/signup")).toBe(true);
  });

  it("not any other page, public or signed in", () => {
    for (const path of ["/", "/aboutHome", "/forgotPassword", "/plan", "/login/extra", "/loginx"]) expect(isSignedOutPage(path), path).toBe(false);
  });
});
