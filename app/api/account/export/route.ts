import { NextResponse } from "next/server";
import { accountRateLimits, exportAccountData } from "@/lib/account";
import { route } from "@/lib/web/api";

/**
 * "Download my data": a POST (so the same-origin check applies and no link on another site can
 * start it), answered as a JSON file to save.
 */
export const POST = route(
  {
    auth: "cook",
    limits: [
      { rule: accountRateLimits.perAddress, key: "address" },
      { rule: accountRateLimits.exports, key: "cook" },
    ],
  },
  async ({ user, address }) => {
    const data = await exportAccountData(user, address);
    const day = data.exportedAt.slice(0, 10);
    return new NextResponse(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="res-pe-my-data-${day}.json"`,
        "Cache-Control": "no-store",
      },
    });
  },
);
