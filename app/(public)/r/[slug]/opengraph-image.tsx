import { ImageResponse } from "next/og";
import { siteConfig } from "@/config/site";
import { cardPicture, publicRecipePage } from "@/lib/web/pages";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "The recipe's picture and name";

/** /r/<slug>/opengraph-image: the card a shared link shows (1200×630), the recipe's picture beside its name. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const view = await publicRecipePage((await params).slug);
  const meal = view.status === "found" ? view.meal : null;
  const picture = meal ? await cardPicture(meal.thumbnail, size.height) : null;
  return new ImageResponse(
    (
      <div style={{ display: "flex", width: "100%", height: "100%", background: "#fff8ef", color: "#2b1d12" }}>
        {picture ? (
          <img src={picture} width={size.height} height={size.height} alt="" />
        ) : null}
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", flex: 1, padding: "48px" }}>
          <div style={{ fontSize: 64, lineHeight: 1.1, fontWeight: 700 }}>{meal?.name ?? siteConfig.name}</div>
          {meal?.author ? <div style={{ fontSize: 32, marginTop: 24 }}>by {meal.author.name}</div> : null}
          <div style={{ fontSize: 28, marginTop: 40, color: "#9a4a16" }}>{siteConfig.name}</div>
        </div>
      </div>
    ),
    size,
  );
}
