// STUB: replaced by the reader-site and admin work.
export default function Home() {
  return <h1>Home</h1>;
}
