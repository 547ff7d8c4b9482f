import Link from "next/link";

/** An id no meal has (HTTP 404 whenever the lookup ends before the response starts, see [id]/layout.tsx). */
export default function MealNotFound() {
  return (
    <div className="content not-found">
      <h1 className="page-title">Meal not found</h1>
      <p>There is no recipe at this address. It may have been removed, or the link may be mistyped.</p>
      <p>
        <Link className="button" href="/home">
          Find a meal
        </Link>
      </p>
    </div>
  );
}
