import type { Locale } from "../locales";
import about from "./about.json";
import account from "./account.json";
import admin from "./admin.json";
import areas from "./areas.json";
import auth from "./auth.json";
import authRefusals from "./authRefusals.json";
import categories from "./categories.json";
import chef from "./chef.json";
import contact from "./contact.json";
import developers from "./developers.json";
import diets from "./diets.json";
import difficulty from "./difficulty.json";
import formErrors from "./formErrors.json";
import formErrorsKitchen from "./formErrorsKitchen.json";
import formErrorsRecipes from "./formErrorsRecipes.json";
import formErrorsSite from "./formErrorsSite.json";
import home from "./home.json";
import importChecks from "./importChecks.json";
import household from "./household.json";
import landing from "./landing.json";
import layout from "./layout.json";
import mails from "./mails.json";
import meta from "./meta.json";
import migrationNotes from "./migrationNotes.json";
import myRecipes from "./myRecipes.json";
import notFound from "./notFound.json";
import offline from "./offline.json";
import pantry from "./pantry.json";
import plan from "./plan.json";
import publicRecipe from "./publicRecipe.json";
import ranking from "./ranking.json";
import recipe from "./recipe.json";
import recipeForm from "./recipeForm.json";
import recipeImport from "./recipeImport.json";
import recipeMigration from "./recipeMigration.json";
import recipeTools from "./recipeTools.json";
import recipeViews from "./recipeViews.json";
import saved from "./saved.json";
import serverMessages from "./serverMessages.json";
import sharedPage from "./sharedPage.json";
import sharing from "./sharing.json";
import shopping from "./shopping.json";
import tips from "./tips.json";

/**
 * One file per namespace (a page or a component family), each holding its four languages side by
 * side: a translator sees the English and its translations together, and two people translating
 * different pages never edit the same file. A new namespace is one file and one line below.
 */
const NAMESPACES = {
  about,
  account,
  admin,
  areas,
  auth,
  authRefusals,
  categories,
  chef,
  contact,
  developers,
  diets,
  difficulty,
  formErrors,
  formErrorsKitchen,
  formErrorsRecipes,
  formErrorsSite,
  home,
  importChecks,
  household,
  landing,
  layout,
  mails,
  meta,
  migrationNotes,
  myRecipes,
  notFound,
  offline,
  pantry,
  plan,
  publicRecipe,
  ranking,
  recipe,
  recipeForm,
  recipeImport,
  recipeMigration,
  recipeTools,
  recipeViews,
  saved,
  serverMessages,
  sharedPage,
  sharing,
  shopping,
  tips,
};

type Namespaces = typeof NAMESPACES;
export type Messages = { [N in keyof Namespaces]: Namespaces[N]["en"] };

function catalogOf(locale: Locale): Messages {
  return Object.fromEntries(Object.entries(NAMESPACES).map(([name, languages]) => [name, languages[locale]])) as Messages;
}

/** Every language's catalog, built once when the server starts. */
export const CATALOGS: Record<Locale, Messages> = { en: catalogOf("en"), de: catalogOf("de"), fr: catalogOf("fr"), es: catalogOf("es") };
