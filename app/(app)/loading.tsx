/** The seed's checking state, shown while a signed-in page is on its way. */
export default function Loading() {
  return (
    <p className="container page-status" role="status">
      Loading...
    </p>
  );
}
