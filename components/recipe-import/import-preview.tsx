import type { ReactNode } from "react";
import { RecipeForm } from "@/components/own-recipes/recipe-form";
import type { ImportedRecipe } from "@/lib/validations/recipe-import";
import { importedFields, importedPicture } from "./imported-fields";
import type { RecipeFormWords } from "@/components/own-recipes/recipe-form-words";
import type { Messages } from "@/lib/platform/i18n";
import { fill } from "@/components/meals/message-text";
import { codedText } from "./coded-text";


/** What both import tabs (a web page, a photo or PDF) are given by the import page. */
export type ImportTabProps = {
  areas: string[];
  titleId: string;
  words: RecipeFormWords;
  text: Messages["recipeImport"];
  /** The server's refusals by their code, in the page's language (its `message` is English). */
  serverMessages: Readonly<Record<string, string>>;
  /** The import's "please check" notes by their code, in the page's language. */
  checkWords: Readonly<Record<string, string>>;
};

/**
 * An imported recipe opened for checking: what Res-pe noticed, then the recipe form filled in.
 * Nothing is saved until Save. `aside` is what it was read from (a photo's pages), shown beside
 * the form on a wide screen and above it on a phone.
 */
export function ImportPreview({
  imported,
  areas,
  titleId,
  previewTitleId,
  again,
  aside,
  words,
  text,
  checkWords,
  onSaved,
}: {
  imported: ImportedRecipe;
  areas: string[];
  titleId: string;
  previewTitleId: string;
  again: ReactNode;
  aside?: ReactNode;
  words: RecipeFormWords;
  text: Messages["recipeImport"];
  /** The notes' translations by code: a note without a known code is shown as the server wrote it. */
  checkWords: Readonly<Record<string, string>>;
  /** What Save does instead of going to My Recipes (RecipeForm's onSaved). */
  onSaved?: (saved: { id: string; name: string }) => void;
}) {
  const doubtful = imported.doubtful ?? [];
  const form = <RecipeForm imported={{ fields: importedFields(imported), picture: importedPicture(imported) }} areas={areas} titleId={titleId} words={words} onSaved={onSaved} />;
  return (
    <>
      <section className="import-preview" aria-labelledby={previewTitleId}>
        <h2 id={previewTitleId}>{fill(text.checkThen, { name: imported.recipe.name || text.theRecipe })}</h2>
        <p>{text.nothingSaved}</p>
        {imported.description ? (
          <p className="import-preview__description">
            <span className="import-preview__label">{text.describes} </span>
            {imported.description}
          </p>
        ) : null}
        {imported.yieldText ? (
          <p className="import-preview__description">
            <span className="import-preview__label">{text.makes} </span>
            {imported.yieldText}
          </p>
        ) : null}
        {imported.notes.length > 0 ? (
          <div className="import-preview__notes">
            <h3>{text.pleaseCheck}</h3>
            <ul>
              {imported.notes.map((note, index) => (
                <li key={index}>{codedText(note, imported.noteCodes?.[index], checkWords)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {doubtful.length > 0 ? (
          <div className="import-preview__notes">
            <h3>{text.hardToRead}</h3>
            <ul className="import-preview__doubtful">
              {doubtful.map((line) => (
                <li key={line}>
                  <mark>{line}</mark>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p>{again}</p>
      </section>
      {aside ? (
        <div className="import-beside">
          <div className="import-beside__source">{aside}</div>
          <div className="import-beside__form">{form}</div>
        </div>
      ) : (
        form
      )}
    </>
  );
}
