import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Route modules live with their audience (reader/routes, admin/routes). Each keeps the id it had before
// the move (React Router derives ids from file paths): the ids name each route's data in every page's
// hydration data, so the pages stay exactly as they were.
export default [
  layout("reader/routes/layout.tsx", { id: "routes/public/layout" }, [
    index("reader/routes/home.tsx", { id: "routes/public/home" }),
    route("category/:slug", "reader/routes/category.tsx", { id: "routes/public/category" }),
    route("articles/:slug", "reader/routes/article.tsx", { id: "routes/public/article" }),
    route("search", "reader/routes/search.tsx", { id: "routes/public/search" }),
    route("all-articles", "reader/routes/all-articles.tsx", { id: "routes/public/all-articles" }),
    route("about", "reader/routes/about.tsx", { id: "routes/public/about" }),
    route("contact", "reader/routes/contact.tsx", { id: "routes/public/contact" }),
    route("privacy", "reader/routes/privacy.tsx", { id: "routes/public/privacy" }),
    route("terms", "reader/routes/terms.tsx", { id: "routes/public/terms" }),
    route("newsletter/confirm", "reader/routes/newsletter-confirm.tsx", { id: "routes/public/newsletter-confirm" }),
    route("newsletter/unsubscribe", "reader/routes/newsletter-unsubscribe.tsx", {
      id: "routes/public/newsletter-unsubscribe",
    }),
    route("*", "reader/routes/not-found.tsx", { id: "routes/public/not-found" }),
  ]),
  route("admin/login", "admin/routes/login.tsx", { id: "routes/admin/login" }),
  route("admin/forgot-password", "admin/routes/forgot-password.tsx", { id: "routes/admin/forgot-password" }),
  route("admin/reset-password", "admin/routes/reset-password.tsx", { id: "routes/admin/reset-password" }),
  route("admin/accept-invitation", "admin/routes/accept-invitation.tsx", { id: "routes/admin/accept-invitation" }),
  layout("admin/routes/layout.tsx", { id: "routes/admin/layout" }, [
    route("admin", "admin/routes/dashboard.tsx", { id: "routes/admin/dashboard" }),
    route("admin/articles", "admin/routes/articles.tsx", { id: "routes/admin/articles" }),
    route("admin/articles/:id/preview", "admin/routes/preview.tsx", { id: "routes/admin/preview" }),
    route("admin/wire", "admin/routes/wire.tsx", { id: "routes/admin/wire" }),
    route("admin/sources", "admin/routes/sources.tsx", { id: "routes/admin/sources" }),
    route("admin/comments", "admin/routes/comments.tsx", { id: "routes/admin/comments" }),
    route("admin/messages", "admin/routes/messages.tsx", { id: "routes/admin/messages" }),
    route("admin/categories", "admin/routes/categories.tsx", { id: "routes/admin/categories" }),
    route("admin/ads", "admin/routes/ads.tsx", { id: "routes/admin/ads" }),
    route("admin/media", "admin/routes/media.tsx", { id: "routes/admin/media" }),
    route("admin/staff", "admin/routes/staff.tsx", { id: "routes/admin/staff" }),
    route("admin/account", "admin/routes/account.tsx", { id: "routes/admin/account" }),
    route("admin/audit", "admin/routes/audit.tsx", { id: "routes/admin/audit" }),
    route("admin/mail", "admin/routes/mail.tsx", { id: "routes/admin/mail" }),
    route("admin/settings", "admin/routes/settings.tsx", { id: "routes/admin/settings" }),
    route("admin/newsletter", "admin/routes/newsletter.tsx", { id: "routes/admin/newsletter" }),
    route("admin/analytics", "admin/routes/analytics.tsx", { id: "routes/admin/analytics" }),
  ]),
] satisfies RouteConfig;
