import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { requirePageUser } from "@/lib/auth";
import { findMealForPage } from "@/lib/web/pages";

/**
 * How long the response waits for the lookup before it starts streaming. The HTTP status is
 * sent with the first byte, so only a lookup that ends within this time can make an unknown id
 * a real 404 (PRODUCT.md D7); the embedded database always does. A slower source (live mode)
 * streams 'Loading meal details...' instead of keeping the cook in front of a blank tab, and an
 * unknown id then still shows 'Meal not found'.
 */
const STATUS_WAIT_MS = 400;

type Props = { params: Promise<{ id: string }>; children: ReactNode };

export default async function RecipeDetailLayout({ params, children }: Props) {
  const { id } = await params;
  await requirePageUser(`/recipeDetail/${id}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stillLooking = new Promise<"pending">((resolve) => (timer = setTimeout(() => resolve("pending"), STATUS_WAIT_MS)));
  const meal = await Promise.race([findMealForPage(id), stillLooking]).finally(() => clearTimeout(timer));
  if (meal === null) notFound();
  return children;
}
