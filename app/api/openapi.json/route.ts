import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { openApiDocument } from "@/lib/web/api-docs";

/** GET /api/openapi.json: the API's OpenAPI 3.1 document, public; it changes only with a new build. */
export const GET = route({ auth: "none" }, async () =>
  NextResponse.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" } }),
);
