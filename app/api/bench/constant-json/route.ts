import { NextResponse } from "next/server";
import { z } from "zod";

/**
 * The yardstick of `npm run bench:meals`: the cheapest JSON route Next can serve, answering a
 * constant body as large as the meal answer it is compared with. It exists only in a server the
 * benchmark starts (RES_PE_BENCH_BASELINE=1); everywhere else it is a 404.
 */
const bytesSchema = z.coerce.number().int().min(16).max(1_000_000);
const bodies = new Map<number, string>();

export function GET(request: Request) {
  if (process.env.RES_PE_BENCH_BASELINE !== "1") {
    return NextResponse.json({ message: "Not found." }, { status: 404 });
  }
  const bytes = bytesSchema.safeParse(new URL(request.url).searchParams.get("bytes"));
  if (!bytes.success) return NextResponse.json({ message: "bytes must be a whole number from 16 to 1000000." }, { status: 400 });
  let body = bodies.get(bytes.data);
  if (!body) {
    // {"meals":"xxx…"} padded to exactly the asked size.
    body = JSON.stringify({ meals: "x".repeat(bytes.data - '{"meals":""}'.length) });
    bodies.set(bytes.data, body);
  }
  return new Response(body, { headers: { "Content-Type": "application/json" } });
}
