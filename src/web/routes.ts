import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("category/:slug", "routes/public/category.tsx"),
    route("articles/:slug", "routes/public/article.tsx"),
    route("search", "routes/public/search.tsx"),
    route("all-articles", "routes/public/all-articles.tsx"),
    route("about", "routes/public/about.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("admin/login", "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/articles", "routes/admin/articles.tsx"),
    route("admin/articles/:id/preview", "routes/admin/preview.tsx"),
    route("admin/comments", "routes/admin/comments.tsx"),
    route("admin/categories", "routes/admin/categories.tsx"),
    route("admin/ads", "routes/admin/ads.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
  ]),
] satisfies RouteConfig;
