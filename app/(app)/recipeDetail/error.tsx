"use client";

import { useRouter } from "next/navigation";
import { startTransition, useSyncExternalStore } from "react";

/**
 * The words in the four languages, here rather than in the messages: an error screen is a client
 * component that gets no props from the page, and three sentences are smaller than any way of
 * sending them.
 */
const WORDS = {
  en: {
    title: "We could not load this recipe",
    text: "The meal database did not answer. Please check your connection and try again.",
    retry: "Try again",
  },
  de: {
    title: "Dieses Rezept konnte nicht geladen werden",
    text: "Die Rezeptdatenbank hat nicht geantwortet. Bitte prüfe deine Verbindung und versuch es noch einmal.",
    retry: "Noch einmal versuchen",
  },
  fr: {
    title: "Impossible de charger cette recette",
    text: "La base de recettes n’a pas répondu. Vérifiez votre connexion et réessayez.",
    retry: "Réessayer",
  },
  es: {
    title: "No pudimos cargar esta receta",
    text: "La base de datos de recetas no respondió. Comprueba tu conexión e inténtalo de nuevo.",
    retry: "Intentar de nuevo",
  },
} as const;

const unchanging = () => () => {};
/**
 * The page's language (<html lang>), English on the server, as components/ui/page-language.ts
 * reads it: written out here because this screen is a chunk of its own in the page's first load,
 * which would otherwise carry a second copy of that module (issue 31).
 */
const useLanguage = () =>
  useSyncExternalStore(unchanging, () => document.documentElement.lang.slice(0, 2).toLowerCase(), () => "en");

/**
 * The meal source failed (live mode, network): say so, in the page's language (<html lang>), and
 * offer a retry instead of the seed's endless 'Loading meal details...' (PRODUCT.md D7).
 */
export default function RecipeDetailError({ reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  const language = useLanguage();
  const words = Object.hasOwn(WORDS, language) ? WORDS[language as keyof typeof WORDS] : WORDS.en;
  return (
    <div className="content" role="alert">
      <h1 className="page-title">{words.title}</h1>
      <p>{words.text}</p>
      <button
        type="button"
        className="button"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        {words.retry}
      </button>
    </div>
  );
}
