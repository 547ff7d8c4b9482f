import { Toaster } from "@/components/ui/toaster";
import type { EditableRecipe } from "./editable-recipe";
import { RecipeForm } from "./recipe-form";

/** The page around the recipe form (new and edit): its title labels the form; toasts show here. */
export function RecipeFormScreen({ title, recipe, areas }: { title: string; recipe?: EditableRecipe; areas: string[] }) {
  return (
    <div className="content">
      <Toaster />
      <h1 id="recipe-form-title" className="page-title">
        {title}
      </h1>
      <RecipeForm recipe={recipe} areas={areas} titleId="recipe-form-title" />
    </div>
  );
}
