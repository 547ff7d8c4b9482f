/** Finds cooks by name or email: a plain GET form, so the result is a link an admin can keep. */
export function CookSearch({ query }: { query: string }) {
  return (
    <form className="admin-search" role="search" aria-label="Cooks" action="/admin" method="get">
      <label htmlFor="admin-cook-search">Name or email</label>
      <div className="admin-search__row">
        <input id="admin-cook-search" name="q" type="search" defaultValue={query} maxLength={80} autoComplete="off" />
        <button className="button" type="submit">
          Search
        </button>
      </div>
    </form>
  );
}
