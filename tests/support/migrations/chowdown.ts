import type { MigrationUpload } from "@/lib/recipe-import/migrations/formats/types";
import { unpacked } from "./upload";

/**
 * A Chowdown site as GitHub zips it: everything under `<repo>-<branch>/`, recipes as Markdown with
 * YAML front matter in `_recipes/`, the parts that recipes share in `_components/`, photos in
 * `images/` and the Jekyll scaffolding around them.
 */
export function chowdownSite(files: { recipes: Record<string, string>; components?: Record<string, string>; images?: Record<string, Uint8Array> }): MigrationUpload {
  const root = "chowdown-master";
  return unpacked("chowdown-master.zip", [
    [`${root}/_config.yml`, "title: Chowdown\ncollections:\n  recipes:\n    output: true\n  components:\n    output: true\n"],
    [`${root}/_layouts/recipe.html`, "---\nlayout: default\n---\n<h1 itemprop=\"name\">{{ page.title }}</h1>\n"],
    [`${root}/readme.md`, "# Chowdown\n\nA simple, plaintext recipe database for hackers\n"],
    ...Object.entries(files.components ?? {}).map(([name, text]) => [`${root}/_components/${name}`, text] as [string, string]),
    ...Object.entries(files.recipes).map(([name, text]) => [`${root}/_recipes/${name}`, text] as [string, string]),
    ...Object.entries(files.images ?? {}).map(([name, bytes]) => [`${root}/images/${name}`, bytes] as [string, Uint8Array]),
  ]);
}
