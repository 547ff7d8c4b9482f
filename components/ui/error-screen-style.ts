/**
 * The error screen's own look (error-screen.tsx), in its chunk, loaded once a page has failed and
 * never with a page. Its own because when the server render failed the screen is the whole
 * document and the site's stylesheet is not there: so it carries everything, tokens.css's colours
 * (repeated here, light and dark) included. A string drawn as a <style> (React puts it in the head)
 * rather than a CSS file: a file would be one more name in the loader of the boundary that every
 * page's first-load script carries (app/global-error.tsx; +16 B gzip a page, issue 31's budget).
 */
export const ERROR_SCREEN_STYLE = `
.error-screen {
  --page: #fffaf3;
  --surface: #ffffff;
  --text: #1f2937;
  --muted: #4b5563;
  --brand: #b93a0a;
  --brand-hover: #8a2b07;
  --on-brand: #ffffff;
  --link: #8a2b07;
  --border: #e7dccd;
  --focus: #1d4ed8;
  --shadow: 0 1px 2px rgb(0 0 0 / 6%), 0 4px 16px rgb(0 0 0 / 6%);

  color-scheme: light dark;
  /* Over the whole window whatever is left of the failed page (or the browser's body margin). */
  position: fixed;
  inset: 0;
  overflow-y: auto;
  display: flex;
  padding: 1.5rem 1rem;
  background: var(--page);
  color: var(--text);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  font-size: 1rem;
  line-height: 1.6;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}

@media (prefers-color-scheme: dark) {
  .error-screen {
    --page: #17120e;
    --surface: #221b16;
    --text: #f4ede4;
    --muted: #c9bcae;
    --link: #ffb48a;
    --border: #4a3c31;
    --focus: #93b4ff;
    --shadow: 0 1px 2px rgb(0 0 0 / 40%), 0 4px 16px rgb(0 0 0 / 30%);
  }
}

.error-screen *,
.error-screen *::before,
.error-screen *::after {
  box-sizing: border-box;
}

.error-screen :focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
  border-radius: 4px;
}

/* Centred by its margins, not by the flex box: a screen taller than the window (a large font on a
   phone) then scrolls from its top instead of losing it above the window. */
.error-screen__inner {
  width: 100%;
  max-width: 34rem;
  margin: auto;
}

.error-screen__brand {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 1rem;
  font-size: 1.3rem;
  font-weight: 800;
}

.error-screen__brand img {
  width: 36px;
  height: 36px;
}

.error-screen__card {
  padding: 1.75rem 1.25rem;
  border: 1px solid var(--border);
  border-radius: 12px;
  background: var(--surface);
  box-shadow: var(--shadow);
}

@media (min-width: 40rem) {
  .error-screen__card {
    padding: 2.25rem 2.5rem;
  }
}

.error-screen__title {
  margin: 0 0 0.75rem;
  font-size: 1.5rem;
  line-height: 1.25;
  overflow-wrap: break-word;
  hyphens: auto;
}

.error-screen__text {
  margin: 0 0 1.5rem;
  color: var(--muted);
}

.error-screen__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
  margin: 0;
}

.error-screen__retry {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.6rem 1.4rem;
  border: 2px solid var(--brand);
  border-radius: 999px;
  background: var(--brand);
  color: var(--on-brand);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}

.error-screen__retry:hover {
  border-color: var(--brand-hover);
  background: var(--brand-hover);
}

.error-screen__home {
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: var(--link);
  font-weight: 600;
}
`;
