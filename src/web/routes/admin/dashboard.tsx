// STUB: replaced by the reader-site and admin work.
export default function Dashboard() {
  return <h1>Dashboard</h1>;
}
