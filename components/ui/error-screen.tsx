"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { siteConfig } from "@/config/site";
import { ERROR_SCREEN_STYLE } from "./error-screen-style";
import { usePageLocale, type PageLocale } from "./page-language";

type Words = { title: string; text: string };

/**
 * The words in the four languages, here rather than in the messages: the screen is drawn in the
 * browser after a crash, when no server words can reach it, and this table is loaded only then
 * (app/global-error.tsx), never with a page.
 */
const WORDS: Record<PageLocale, { page: Words; recipe: Words; retry: string; home: string }> = {
  en: {
    page: { title: "This page could not load", text: "Something went wrong on our side. Please try again in a moment." },
    recipe: { title: "We could not load this recipe", text: "The meal database did not answer. Please check your connection and try again." },
    retry: "Try again",
    home: "Go to the start page",
  },
  de: {
    page: { title: "Diese Seite konnte nicht geladen werden", text: "Bei uns ist etwas schiefgegangen. Bitte versuch es gleich noch einmal." },
    recipe: {
      title: "Dieses Rezept konnte nicht geladen werden",
      text: "Die Rezeptdatenbank hat nicht geantwortet. Bitte prüfe deine Verbindung und versuch es noch einmal.",
    },
    retry: "Noch einmal versuchen",
    home: "Zur Startseite",
  },
  fr: {
    page: { title: "Impossible de charger cette page", text: "Un problème est survenu de notre côté. Réessayez dans un instant." },
    recipe: { title: "Impossible de charger cette recette", text: "La base de recettes n’a pas répondu. Vérifiez votre connexion et réessayez." },
    retry: "Réessayer",
    home: "Aller à la page d’accueil",
  },
  es: {
    page: { title: "No pudimos cargar esta página", text: "Algo salió mal por nuestra parte. Vuelve a intentarlo en un momento." },
    recipe: { title: "No pudimos cargar esta receta", text: "La base de datos de recetas no respondió. Comprueba tu conexión e inténtalo de nuevo." },
    retry: "Intentar de nuevo",
    home: "Ir a la página de inicio",
  },
};

/**
 * A page that failed to draw, said in the page's language (<html lang>), with a retry that asks
 * the server again instead of an endless "Loading…"; a recipe page says the meal source did not
 * answer (live mode, network). The whole page is this screen, so it links to the start page too,
 * and it brings its own look (error-screen-style.ts): the site's stylesheet may be gone with the
 * page.
 */
export default function ErrorScreen({ reset }: { reset: () => void }) {
  const router = useRouter();
  const words = WORDS[usePageLocale()];
  const said = typeof location !== "undefined" && location.pathname.startsWith("/recipeDetail/") ? words.recipe : words.page;
  return (
    <div className="error-screen">
      <style href="res-pe-error-screen" precedence="default">
        {ERROR_SCREEN_STYLE}
      </style>
      <div className="error-screen__inner">
        <p className="error-screen__brand">
          {/* eslint-disable-next-line @next/next/no-img-element -- the logo as the site's header shows it (components/layout/brand.tsx) */}
          <img src="/images/logo.svg" alt="" width={36} height={36} />
          {siteConfig.name}
        </p>
        <div className="error-screen__card" role="alert">
          {/* The failed page's <head> went with it: the tab says what happened (React puts it in the head). */}
          <title>{said.title}</title>
          <h1 className="error-screen__title">{said.title}</h1>
          <p className="error-screen__text">{said.text}</p>
          <p className="error-screen__actions">
            <button
              type="button"
              className="error-screen__retry"
              onClick={() =>
                startTransition(() => {
                  router.refresh();
                  reset();
                })
              }
            >
              {words.retry}
            </button>
            <Link href="/" className="error-screen__home">
              {words.home}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
