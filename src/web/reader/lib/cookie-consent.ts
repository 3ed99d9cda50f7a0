/** Browser storage key for the reader's cookie acceptance (SPEC 3). */
export const COOKIES_ACCEPTED_KEY = "cookies-accepted";
/** Set on <html> while the cookie banner should show; CSS reveals the server-rendered banner. */
export const COOKIE_BANNER_ATTRIBUTE = "data-cookie-banner";

/**
 * Set in this tab's sessionStorage when the reader closes the banner without accepting: moving on through
 * the site's own links keeps it closed for the visit (each page is a new document, ADR 0021); arriving
 * from elsewhere or typing the address starts a new visit, and it shows again (SPEC: "returns next visit").
 */
export const COOKIE_DISMISSED_KEY = "cookie-banner-dismissed";

/**
 * Runs inline in <head> before first paint (beside the theme script): the banner is part of the server
 * HTML for everyone and shown from the first frame when no acceptance is stored or ?cookies=show is
 * present, so its appearance never shifts the layout. Not shown again within a visit in which it was
 * dismissed: the page was reached by a link from this site (its referrer is this origin) and the tab
 * remembers the dismissal.
 */
export const COOKIE_BOOT_SCRIPT = `(function(){var d=document.documentElement;try{var f=new URLSearchParams(location.search).get("cookies")==="show",v=sessionStorage.getItem("${COOKIE_DISMISSED_KEY}")==="true"&&document.referrer.indexOf(location.origin+"/")===0;if(f||(localStorage.getItem("${COOKIES_ACCEPTED_KEY}")!=="true"&&!v))d.setAttribute("${COOKIE_BANNER_ATTRIBUTE}","show");}catch(e){d.setAttribute("${COOKIE_BANNER_ATTRIBUTE}","show");}})();`;

export function setBannerShown(shown: boolean): void {
  if (shown) document.documentElement.setAttribute(COOKIE_BANNER_ATTRIBUTE, "show");
  else document.documentElement.removeAttribute(COOKIE_BANNER_ATTRIBUTE);
}

export function storeAcceptance(): void {
  try {
    localStorage.setItem(COOKIES_ACCEPTED_KEY, "true");
  } catch {
    // Storage disabled: the banner still hides for this visit.
  }
}

/** Remembers, for this visit, that the reader closed the banner without accepting. */
export function storeDismissal(): void {
  try {
    sessionStorage.setItem(COOKIE_DISMISSED_KEY, "true");
  } catch {
    // Storage disabled: the banner shows again on the next page.
  }
}
