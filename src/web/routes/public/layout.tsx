import { Outlet } from "react-router";
// STUB: replaced by the reader-site and admin work.
export default function Layout() {
  return <Outlet />;
}
