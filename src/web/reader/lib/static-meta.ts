import type { PageContext } from "#shared/reader-api.js";
import { DEFAULT_SITE_NAME, seoMeta } from "./seo.js";

/** Loader body shared by the static pages: their title, description and canonical path. */
export async function staticPageMeta(context: PageContext, page: { title: string; description: string; path: string }) {
  const settings = await context.reader.settings();
  const siteName = settings.siteName || DEFAULT_SITE_NAME;
  return {
    siteName,
    contactEmail: settings.contactEmail ?? "",
    meta: seoMeta({ publicUrl: context.publicUrl, siteName, ...page }),
  };
}
