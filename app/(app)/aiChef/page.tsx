import type { Metadata } from "next";
import { AiChef } from "@/components/chef/ai-chef";
import { signedInPageMetadata } from "@/lib/seo";

export const metadata: Metadata = signedInPageMetadata({
  title: "AI Chef",
  description: "List the ingredients you have and get a recipe for them.",
});

export default function AiChefPage() {
  return (
    <div className="content chef">
      <h1 className="page-title">AI Chef</h1>
      <AiChef />
    </div>
  );
}
