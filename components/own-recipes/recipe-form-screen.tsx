import { Toaster } from "@/components/ui/toaster";
import type { EditableRecipe } from "./editable-recipe";
import { RecipeForm } from "./recipe-form";
import type { RecipeFormWords } from "./recipe-form-words";

/** The page around the recipe form (new and edit): its title labels the form; toasts show here. */
export function RecipeFormScreen({ title, recipe, areas, words }: { title: string; recipe?: EditableRecipe; areas: string[]; words: RecipeFormWords }) {
  return (
    <div className="content">
      <Toaster />
      <h1 id="recipe-form-title" className="page-title">
        {title}
      </h1>
      <RecipeForm recipe={recipe} areas={areas} titleId="recipe-form-title" words={words} />
    </div>
  );
}
