import type { PageContext } from "#shared/reader-api.js";
import { seoMeta } from "./seo.js";
import { siteSettings } from "./site-settings.js";

/** Loader body shared by the static pages: their title, description and canonical path. */
export async function staticPageMeta(context: PageContext, page: { title: string; description: string; path: string }) {
  const { siteName, contactEmail } = await siteSettings(context.reader);
  return {
    siteName,
    contactEmail,
    meta: seoMeta({ publicUrl: context.publicUrl, siteName, ...page }),
  };
}
