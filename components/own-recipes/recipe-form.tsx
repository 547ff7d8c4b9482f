"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import { DIFFICULTIES, MEAL_CATEGORIES, MINUTES_LIMITS } from "@/config/meals";
import { useLazyResolver } from "@/components/forms/lazy-resolver";
import { RECIPE_LIMITS } from "@/lib/validations/form-limits";
import { RECIPE_PICTURE } from "@/lib/validations/limits";
import type { RecipeFormFields, RecipeInput } from "@/lib/validations/recipes";
import { NEW_RECIPE_FIELDS, type EditableRecipe } from "./editable-recipe";
import { IngredientRows } from "./ingredient-rows";
import { MeatCategoryNote } from "./meat-category-note";
import { PictureField, type PictureChoice } from "./picture-field";
import { useLeaveWarning } from "./use-leave-warning";
import { fill } from "@/components/meals/message-text";
import { pageInEnglish, refusalText } from "@/components/ui/kitchen-text";
import type { RecipeFormWords } from "./recipe-form-words";

/** An empty number box means "not stated" (null), not 0 or NaN. */
const minutesOrNull = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));

type SavedRecipe = { id: string; errors: Record<string, string> };

/** Uploads or removes the picture as chosen; the reply of the last request made, if any. */
async function savePicture(id: string, choice: PictureChoice) {
  if (choice.kind === "new") {
    const form = new FormData();
    form.append(RECIPE_PICTURE.field, choice.file);
    return sendJson("POST", `/api/recipes/${id}/image`, form);
  }
  if (choice.kind === "remove") return sendJson("DELETE", `/api/recipes/${id}/image`);
  return null;
}

/**
 * Writing or editing a recipe. The zod schema is the API's own; Save sends the recipe, then the
 * picture. Whatever fails, nothing typed is lost: the errors appear beside their fields and in
 * a toast, and a recipe that was created stays one (the next Save edits it).
 */
export function RecipeForm({
  recipe,
  imported,
  areas,
  titleId,
  words,
  onSaved,
}: {
  recipe?: EditableRecipe;
  /** A recipe read from a web page: the form starts filled with it, and nothing is saved until Save. */
  imported?: { fields: RecipeFormFields; picture: PictureChoice };
  areas: string[];
  titleId: string;
  /** Its words in the page's language, built on the server (recipeFormWords). */
  words: RecipeFormWords;
  /** Instead of going to My Recipes once saved: a PDF's import goes back to the file's other recipes. */
  onSaved?: (saved: { id: string; name: string }) => void;
}) {
  const { text, fieldErrors } = words;
  const UNREACHABLE = text.unreachable;
  // The shared schema speaks English (so does the API); the form shows its messages translated.
  const say = (message: string | undefined) => (message ? ((Object.hasOwn(fieldErrors, message) ? fieldErrors[message] : undefined) ?? message) : undefined);
  const router = useRouter();
  const areaListId = useId();
  const [recipeId, setRecipeId] = useState(recipe?.id);
  const [picture, setPicture] = useState<PictureChoice>(imported?.picture ?? { kind: "keep" });
  const [leaving, setLeaving] = useState(false);
  const resolver = useLazyResolver(() => import("@/lib/validations/recipes").then((schemas) => schemas.recipeFormSchema));
  const {
    control,
    register,
    getValues,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<RecipeFormFields, unknown, RecipeInput>({
    resolver,
    defaultValues: recipe?.fields ?? imported?.fields ?? NEW_RECIPE_FIELDS,
  });
  const category = useWatch({ control, name: "category" });
  // An imported recipe is not saved yet, even before the cook changes anything.
  useLeaveWarning(!leaving && (isDirty || picture.kind !== "keep" || (imported !== undefined && !recipeId)), text.leave);

  const onSubmit = async (values: RecipeInput) => {
    const reply = await sendJson<SavedRecipe>(
      recipeId ? "PUT" : "POST",
      recipeId ? `/api/recipes/${recipeId}` : "/api/recipes",
      values,
    );
    if (!reply.ok || !reply.body.id) {
      for (const [field, message] of Object.entries(reply.body.errors ?? {})) {
        // The API names a single tag ("tags.2"); the form has one line for all of them.
        setError((field.startsWith("tags.") ? "tags" : field) as Path<RecipeFormFields>, { message });
      }
      toast.error(reply.status === 0 ? UNREACHABLE : refusalText(reply.body, reply.body.message ?? UNREACHABLE, pageInEnglish()));
      return;
    }
    setRecipeId(reply.body.id);
    const pictureReply = await savePicture(reply.body.id, picture);
    if (pictureReply && !pictureReply.ok) {
      // Why, in the page's language when the server gave the reason's code (a picture it could not read).
      const reason = pictureReply.status === 0 ? UNREACHABLE : refusalText(pictureReply.body, pictureReply.body.message ?? UNREACHABLE, pageInEnglish());
      toast.error(fill(text.pictureNotSaved, { reason }));
      return;
    }
    setLeaving(true);
    toast.success(fill(text.saved, { name: values.name }));
    if (onSaved) onSaved({ id: reply.body.id, name: values.name });
    else router.push("/myRecipes");
  };

  return (
    <form className="form recipe-form" aria-labelledby={titleId} noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label={text.name} error={say(errors.name?.message)}>
        {(fieldProps) => <input type="text" maxLength={RECIPE_LIMITS.name.max} {...fieldProps} {...register("name")} />}
      </FormField>
      <div className="recipe-form__row">
        <FormField label={text.category} error={say(errors.category?.message)}>
          {(fieldProps) => (
            <select {...fieldProps} {...register("category")}>
              <option value="">{text.chooseCategory}</option>
              {MEAL_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {Object.hasOwn(words.categories, category) ? words.categories[category] : category}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={text.area} hint={text.areaHint} error={say(errors.area?.message)}>
          {(fieldProps) => (
            <>
              <input type="text" list={areaListId} maxLength={RECIPE_LIMITS.area} autoComplete="off" {...fieldProps} {...register("area")} />
              <datalist id={areaListId}>
                {areas.map((area) => (
                  <option key={area} value={area} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField label={text.servings} error={say(errors.servings?.message)}>
          {(fieldProps) => (
            <input
              type="number"
              inputMode="numeric"
              min={RECIPE_LIMITS.servings.min}
              max={RECIPE_LIMITS.servings.max}
              step={1}
              {...fieldProps}
              {...register("servings", { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <MeatCategoryNote category={category} text={text.meatNote} categories={words.categories} />
      <div className="recipe-form__row recipe-form__row--times">
        <FormField label={text.prep} hint={text.prepHint} optional optionalText={text.optional} error={say(errors.prepMinutes?.message)}>
          {(fieldProps) => (
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={MINUTES_LIMITS.prep}
              step={1}
              {...fieldProps}
              {...register("prepMinutes", { setValueAs: minutesOrNull })}
            />
          )}
        </FormField>
        <FormField label={text.cook} hint={text.cookHint} optional optionalText={text.optional} error={say(errors.cookMinutes?.message)}>
          {(fieldProps) => (
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={MINUTES_LIMITS.cook}
              step={1}
              {...fieldProps}
              {...register("cookMinutes", { setValueAs: minutesOrNull })}
            />
          )}
        </FormField>
        <FormField
          label={text.total}
          hint={text.totalHint}
          optional
          optionalText={text.optional}
          error={say(errors.totalMinutes?.message)}
        >
          {(fieldProps) => (
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={MINUTES_LIMITS.total}
              step={1}
              {...fieldProps}
              {...register("totalMinutes", { setValueAs: minutesOrNull })}
            />
          )}
        </FormField>
      </div>
      <div className="recipe-form__row">
        <FormField label={text.difficulty} optional optionalText={text.optional} error={say(errors.difficulty?.message)}>
          {(fieldProps) => (
            <select {...fieldProps} {...register("difficulty")}>
              <option value="">{text.notStated}</option>
              {DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {words.difficulty[difficulty] ?? difficulty}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <IngredientRows control={control} register={register} getValues={getValues} errors={errors} text={text} say={say} />
      <FormField
        label={text.instructions}
        hint={text.instructionsHint}
        error={say(errors.instructions?.message)}
      >
        {(fieldProps) => <textarea rows={10} maxLength={RECIPE_LIMITS.instructions.max} {...fieldProps} {...register("instructions")} />}
      </FormField>
      <FormField label={text.tags} hint={text.tagsHint} optional optionalText={text.optional} error={say(errors.tags?.message)}>
        {(fieldProps) => <input type="text" autoComplete="off" {...fieldProps} {...register("tags")} />}
      </FormField>
      <FormField label={text.video} hint={text.videoHint} optional optionalText={text.optional} error={say(errors.videoUrl?.message)}>
        {(fieldProps) => <input type="url" inputMode="url" {...fieldProps} {...register("videoUrl")} />}
      </FormField>
      <FormField label={text.source} hint={text.sourceHint} optional optionalText={text.optional} error={say(errors.sourceUrl?.message)}>
        {(fieldProps) => <input type="url" inputMode="url" {...fieldProps} {...register("sourceUrl")} />}
      </FormField>
      <PictureField
        currentUrl={recipe?.pictureUrl}
        hasUploadedPicture={recipe?.hasUploadedPicture ?? false}
        choice={picture}
        onChange={setPicture}
        text={text}
      />
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting || leaving}>
          {isSubmitting ? text.saving : text.save}
        </button>
        <Link href="/myRecipes">{text.cancel}</Link>
      </div>
    </form>
  );
}
