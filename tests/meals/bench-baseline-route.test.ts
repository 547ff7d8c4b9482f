import { afterEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/bench/constant-json/route";

const ask = (bytes: string) => GET(new Request(`http://localhost:3000/api/bench/constant-json?bytes=${bytes}`));

describe("GET /api/bench/constant-json (the benchmark's yardstick)", () => {
  afterEach(() => {
    delete process.env.RES_PE_BENCH_BASELINE;
  });

  it("is a 404 in a normal server", async () => {
    const response = ask("1000");
    expect(response.status).toBe(404);
  });

  it("answers a constant JSON body of exactly the asked size in the benchmark's server", async () => {
    process.env.RES_PE_BENCH_BASELINE = "1";
    const response = ask("30000");
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(Buffer.byteLength(body)).toBe(30000);
    expect(JSON.parse(body)).toEqual({ meals: expect.any(String) });
    expect(ask("abc").status).toBe(400);
  });
});
