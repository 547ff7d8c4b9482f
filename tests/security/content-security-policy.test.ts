import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "@/lib/platform/security";
import { inlineScriptHashes } from "@/lib/platform/security";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("contentSecurityPolicy", () => {
  it("allows inline scripts only by nonce or hash, never 'unsafe-inline' or eval in production", () => {
    const withNonce = contentSecurityPolicy({ nonce: "abc123" });
    expect(directive(withNonce, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    const withHashes = contentSecurityPolicy({ hashes: ["sha256-AAA=", "sha256-BBB="] });
    expect(directive(withHashes, "script-src")).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
    for (const policy of [withNonce, withHashes]) {
      expect(directive(policy, "script-src")).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it("adds eval only for the development server", () => {
    expect(contentSecurityPolicy({ nonce: "n" }, { development: true })).toContain("'unsafe-eval'");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the body of each inline script, skips external ones, and removes repeats", () => {
    const inline = "self.__next_f.push([1,\"x\"])";
    const html = `<html><head><script src="/_next/static/a.js" async=""></script></head>
      <body><script>${inline}</script><script id="b">${inline}</script><script>console.log(1)</script></body></html>`;
    const expected = (body: string) => `sha256-${createHash("sha256").update(body).digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([expected(inline), expected("console.log(1)")]);
  });
});

describe("securityHeaders", () => {
  const hsts = (siteUrl: string) => securityHeaders(siteUrl).find(({ key }) => key === "Strict-Transport-Security")?.value;

  it("tells browsers to keep to https (HSTS) only when the site's address is https", () => {
    expect(hsts("https://res-pe.example")).toBe("max-age=31536000");
    expect(hsts("http://localhost:3000")).toBeUndefined();
    expect(securityHeaders("http://localhost:3000").map(({ key }) => key)).toContain("X-Content-Type-Options");
  });
});
