import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth";
import { AiChef } from "@/components/chef/ai-chef";
import { signedInPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = signedInPageMetadata({
  title: "AI Chef",
  description: "List the ingredients you have and get a recipe for them.",
});

export default async function AiChefPage() {
  await requirePageUser("/aiChef");
  return (
    <div className="content chef">
      <h1 className="page-title">AI Chef</h1>
      <AiChef />
    </div>
  );
}
