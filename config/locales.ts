/**
 * The languages Res-pe's pages speak (issue 35), English first (the default and the reference
 * catalog). Here because the shared zod schemas (lib/validations) and lib/platform/i18n both
 * read it.
 */
export const LOCALES = ["en", "de", "fr", "es"] as const;
