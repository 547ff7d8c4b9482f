import { z } from "zod";
import {
  accountNameSchema,
  accountPasswordSchema,
  deleteAccountSchema,
  emailChangeSchema,
  emailConfirmSchema,
  languageBodySchema,
  meatDishesBodySchema,
} from "@/lib/validations/account";
import { operation } from "../operation";
import { accountExport, messageAnswer } from "../shapes";

/**
 * The signed-in cook's own account (app/api/account). Every change that could lock a cook out
 * asks for the password again; those share one budget of password checks.
 */
const tag = "Account";

export const accountOperations = [
  operation({
    method: "put",
    path: "/api/account/language",
    tag,
    summary: "Choose the language Res-pe speaks to you",
    description:
      "The language of Res-pe's pages for you on every device: `en`, `de`, `fr` or `es`; `null` follows each browser's (its `locale` cookie, else Accept-Language). Sets this browser's `locale` cookie too. API messages, this one's included, stay English: clients key on the status and code.",
    auth: "cook",
    body: { json: languageBodySchema, example: { locale: "de" } },
    limited: true,
    responses: {
      200: { description: "Saved for every device.", schema: z.object({ locale: z.enum(["en", "de", "fr", "es"]).nullable(), message: z.string() }) },
    },
  }),
  operation({
    method: "put",
    path: "/api/account/meat-dishes",
    tag,
    summary: "Show or hide chicken, beef and pork dishes",
    description:
      "Res-pe is meat-free by default: name and letter searches, the Recipe Finder, pantry matches and suggestions leave out Chicken, Beef and Pork meals. `true` shows them to you (only you, on every browser); `false` hides them again. API keys always keep the default.",
    auth: "cook",
    body: { json: meatDishesBodySchema, example: { showMeatDishes: true } },
    limited: true,
    responses: {
      200: { description: "Saved for every browser.", schema: z.object({ showMeatDishes: z.boolean(), message: z.string() }) },
    },
  }),
  operation({
    method: "put",
    path: "/api/account/name",
    tag,
    summary: "Change your name",
    auth: "cook",
    body: { json: accountNameSchema, example: { name: "Ada Lovelace" } },
    limited: true,
    responses: { 200: { description: "Changed.", schema: z.object({ message: z.string(), name: z.string() }) } },
  }),
  operation({
    method: "put",
    path: "/api/account/password",
    tag,
    summary: "Change your password",
    description: "With the current one. Every other session ends; this client gets a new session cookie.",
    auth: "cook",
    body: {
      json: accountPasswordSchema,
      example: { currentPassword: "correct horse battery", newPassword: "a new long password", confirmPassword: "a new long password" },
    },
    limited: true,
    responses: { 200: { description: "Changed.", schema: messageAnswer } },
  }),
  operation({
    method: "post",
    path: "/api/account/email",
    tag,
    summary: "Ask to move to a new email address",
    description: "With the password; a 6-digit code goes to the new address.",
    auth: "cook",
    body: { json: emailChangeSchema, example: { newEmail: "ada@new.example", currentPassword: "correct horse battery" } },
    limited: true,
    responses: { 200: { description: "A code is on its way.", schema: messageAnswer } },
  }),
  operation({
    method: "post",
    path: "/api/account/email/confirm",
    tag,
    summary: "Confirm the new email address with its code",
    description: "Every other session ends, as after a password change; this client gets a new session cookie.",
    auth: "cook",
    body: { json: emailConfirmSchema, example: { code: "123456" } },
    limited: true,
    responses: { 200: { description: "The account moved to the new address.", schema: z.object({ message: z.string(), email: z.string() }) } },
  }),
  operation({
    method: "post",
    path: "/api/account/export",
    tag,
    summary: "Download your data",
    description: "A POST, so no link on another site can start it; answered as a JSON file to save (`Content-Disposition: attachment`).",
    auth: "cook",
    limited: true,
    responses: { 200: { description: "Everything Res-pe keeps for you: account, settings, recipes (with pictures), ratings, kitchen, pantry, API key names.", schema: accountExport } },
  }),
  operation({
    method: "delete",
    path: "/api/account",
    tag,
    summary: "Delete your account",
    description: "With the password. Recipes, pictures, ratings, the kitchen and contact messages sent from its email go with it; the session cookie is removed.",
    auth: "cook",
    body: { json: deleteAccountSchema, example: { password: "correct horse battery" } },
    limited: true,
    responses: { 200: { description: "Deleted.", schema: messageAnswer } },
  }),
];
