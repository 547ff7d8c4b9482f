import type { ChefConfig } from "@/lib/platform/config";

/** The startup line that says which chef answers. Never a token, nor credentials in a URL. */
export function describeChef(config: ChefConfig): string {
  switch (config.provider) {
    case "catalog":
      return "AI chef: catalog (picks from the embedded meal catalog; no network, no key)";
    case "huggingface":
      return `AI chef: huggingface, model ${config.model} via ${config.inferenceProvider ?? "Hugging Face's automatic provider choice"}`;
    case "openai-compatible": {
      const { origin, pathname } = new URL(config.endpointUrl);
      return `AI chef: openai-compatible endpoint ${origin}${pathname.replace(/\/$/, "")}, model ${config.model}`;
    }
  }
}
