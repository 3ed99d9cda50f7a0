// STUB: replaced by the reader-site and admin work.
export default function Ads() {
  return <h1>Ads</h1>;
}
