// The yardstick (issue 31): an empty App Router page, server-rendered, no client code of ours.
export default function Page() {
  return <main>Empty</main>;
}
