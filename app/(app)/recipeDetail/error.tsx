"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { usePageLocale } from "@/components/ui/page-language";

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

/**
 * The meal source failed (live mode, network): say so, in the page's language (<html lang>), and
 * offer a retry instead of the seed's endless 'Loading meal details...' (PRODUCT.md D7).
 */
export default function RecipeDetailError({ reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  const words = WORDS[usePageLocale()];
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
