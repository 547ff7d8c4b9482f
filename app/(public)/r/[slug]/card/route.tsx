import { ImageResponse } from "next/og";
import { siteConfig } from "@/config/site";
import { PUBLIC_RECIPE_CARD } from "@/lib/platform/seo";
import { cardPicture, publicRecipePage } from "@/lib/web/pages";

const { width, height } = PUBLIC_RECIPE_CARD;

/**
 * GET /r/<slug>/card: the Open Graph card a shared link shows (1200×630 PNG), the recipe's picture
 * beside its name and cook; 404 where the page is not public. A route rather than Next's
 * opengraph-image file, whose address in a dynamic segment carries a build hash.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const view = await publicRecipePage((await params).slug);
  if (view.status !== "found") return new Response("Not found", { status: 404 });
  const { meal } = view;
  const picture = await cardPicture(meal.thumbnail, height);
  return new ImageResponse(
    (
      <div style={{ display: "flex", width: "100%", height: "100%", background: "#fff8ef", color: "#2b1d12" }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn into the PNG on the server, never shown in a page */}
        {picture ? <img src={picture} width={height} height={height} alt="" /> : null}
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", flex: 1, padding: "48px" }}>
          <div style={{ fontSize: 64, lineHeight: 1.1, fontWeight: 700 }}>{meal.name}</div>
          {/* One text child: the card library needs flex for more than one. */}
          {meal.author ? <div style={{ fontSize: 32, marginTop: 24 }}>{`by ${meal.author.name}`}</div> : null}
          <div style={{ fontSize: 28, marginTop: 40, color: "#9a4a16" }}>{siteConfig.name}</div>
        </div>
      </div>
    ),
    { width, height, headers: { "Cache-Control": "public, max-age=3600" } },
  );
}
