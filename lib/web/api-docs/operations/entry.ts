import { z } from "zod";
import { changePasswordSchema, forgotPasswordSchema, loginSchema, registerSchema } from "@/lib/validations/auth";
import { oidcInviteSchema } from "@/lib/validations/admin";
import { operation } from "../operation";
import { errorAnswer, messageAnswer } from "../shapes";

/** The seed's account API (app/api/entry), the session check, and next-auth's own endpoints. */
const tag = "Sign-in";
const PASSWORD = "correct horse battery";

const sessionUser = z.object({ name: z.string(), email: z.string() });

export const entryOperations = [
  operation({
    method: "post",
    path: "/api/entry/oidc-invite",
    tag,
    summary: "Carry an invite link through single sign-on",
    description:
      "On an invite-only site, the sign-up page's single sign-on button sends the link's invite here before leaving for the identity provider. A live invite is answered with a signed, httpOnly cookie (10 minutes, sent only to `/api/auth`) that comes back with the provider's answer; the sign-in that makes the account uses the invite up. A used, expired or unknown invite is a 403.",
    auth: "none",
    body: { json: oidcInviteSchema, example: { invite: "AbCdEfGhIjKlMnOpQrStUvWxYz012345" } },
    limited: true,
    responses: { 200: { description: "The invite is kept for the sign-in.", schema: messageAnswer } },
    errors: [403],
  }),
  operation({
    method: "post",
    path: "/api/entry/register",
    tag,
    summary: "Create an account",
    description: "The seed's sign-up: 201, then the cook logs in. Passwords: 8–100 characters and at most 72 bytes.",
    auth: "none",
    body: { json: registerSchema, example: { name: "Ada", email: "ada@example.com", password: PASSWORD, confirmPassword: PASSWORD } },
    limited: true,
    responses: { 201: { description: "The account exists; log in next.", schema: messageAnswer } },
    errors: [409],
  }),
  operation({
    method: "post",
    path: "/api/entry/login",
    tag,
    summary: "Log in",
    description:
      "Answers a session token for API clients (send it as `Authorization: Bearer <token>`) and sets the httpOnly session cookie for browsers. Failed logins are limited per address and account.",
    auth: "none",
    body: { json: loginSchema, example: { email: "ada@example.com", password: PASSWORD } },
    limited: true,
    responses: {
      200: { description: "Logged in.", schema: z.object({ token: z.string(), message: z.string() }) },
      401: { description: "The email or password is wrong (the answer does not say which).", schema: errorAnswer },
    },
  }),
  operation({
    method: "post",
    path: "/api/entry/logout",
    tag,
    summary: "Log out everywhere",
    description:
      "Ends every session of the account (its tokens stop working) and removes the cookie. A form post (`application/x-www-form-urlencoded`) is answered with a 303 to /login.",
    auth: "optional",
    responses: {
      200: { description: "Logged out.", schema: messageAnswer },
      303: { description: "From the navigation bar's form: on to /login.", headers: z.object({ Location: z.literal("/login").meta({ description: "The login page." }) }) },
    },
  }),
  operation({
    method: "post",
    path: "/api/entry/forgotPassword",
    tag,
    summary: "Mail a reset code",
    description: "The same answer for every address, known or not; the 12-digit code is mailed afterwards.",
    auth: "none",
    body: { json: forgotPasswordSchema, example: { email: "ada@example.com" } },
    limited: true,
    responses: { 200: { description: "If the account exists, a code is on its way.", schema: messageAnswer } },
  }),
  operation({
    method: "post",
    path: "/api/entry/changePassword",
    tag,
    summary: "Set a new password with the mailed code",
    auth: "none",
    body: {
      json: changePasswordSchema,
      example: { email: "ada@example.com", code: "1234 5678 9012", newPassword: `${PASSWORD}!`, confirmPassword: `${PASSWORD}!` },
    },
    limited: true,
    responses: { 200: { description: "The password is changed; every session ends.", schema: messageAnswer } },
  }),
  operation({
    method: "get",
    path: "/api/protected",
    tag,
    summary: "Check the session",
    description: "The seed's session check for API clients.",
    auth: "optional",
    responses: {
      200: { description: "A current session.", schema: z.object({ result: z.literal(true), user: sessionUser }) },
      401: { description: "No current session.", schema: z.object({ result: z.literal(false), message: z.string() }) },
    },
  }),
  ...["session", "csrf", "providers"].map((action) =>
    operation({
      method: "get",
      path: `/api/auth/${action}`,
      tag,
      summary: `next-auth: ${action}`,
      description: "next-auth's own endpoint (the login page uses it); its answers are next-auth's, documented at next-auth.js.org.",
      auth: "none",
      responses: { 200: { description: "next-auth's answer.", schema: z.looseObject({}) } },
    }),
  ),
  operation({
    method: "post",
    path: "/api/auth/callback/credentials",
    tag,
    summary: "next-auth: sign in with email and password",
    description: "next-auth's credentials callback, with its CSRF token from /api/auth/csrf (form fields `csrfToken`, `email`, `password`, `json=true`).",
    auth: "none",
    body: {
      form: z.object({ csrfToken: z.string(), email: z.string(), password: z.string(), json: z.literal("true").optional() }),
      example: { csrfToken: "<from /api/auth/csrf>", email: "ada@example.com", password: PASSWORD, json: "true" },
    },
    limited: true,
    responses: {
      200: { description: "next-auth's answer: where to go next.", schema: z.looseObject({}) },
      401: { description: "The email or password is wrong (next-auth's answer, with `json=true`).", schema: z.looseObject({}) },
      302: {
        description: "next-auth's redirect, when the request did not ask for JSON (`json=true`) or was not one it could read.",
        headers: z.object({ Location: z.string().meta({ description: "Where next-auth sends the browser." }) }),
      },
    },
  }),
  operation({
    method: "post",
    path: "/api/auth/signout",
    tag,
    summary: "next-auth: sign out",
    description: "next-auth's sign-out, with its CSRF token. /api/entry/logout also ends the session everywhere.",
    auth: "none",
    body: { form: z.object({ csrfToken: z.string(), json: z.literal("true").optional() }), example: { csrfToken: "<from /api/auth/csrf>", json: "true" } },
    responses: {
      200: { description: "next-auth's answer: where to go next.", schema: z.looseObject({}) },
      302: {
        description: "next-auth's redirect, when the request did not ask for JSON (`json=true`) or was not one it could read.",
        headers: z.object({ Location: z.string().meta({ description: "Where next-auth sends the browser." }) }),
      },
    },
  }),
];
