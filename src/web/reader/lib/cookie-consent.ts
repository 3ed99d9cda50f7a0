/** Browser storage key for the reader's cookie acceptance (SPEC 3). */
export const COOKIES_ACCEPTED_KEY = "cookies-accepted";
/** Set on <html> while the cookie banner should show; CSS reveals the server-rendered banner. */
export const COOKIE_BANNER_ATTRIBUTE = "data-cookie-banner";

/**
 * Runs inline in <head> before first paint (beside the theme script): the banner is part of the server
 * HTML for everyone and shown from the first frame when no acceptance is stored or ?cookies=show is
 * present, so its appearance never shifts the layout.
 */
export const COOKIE_BOOT_SCRIPT = `(function(){var d=document.documentElement;try{if(new URLSearchParams(location.search).get("cookies")==="show"||localStorage.getItem("${COOKIES_ACCEPTED_KEY}")!=="true")d.setAttribute("${COOKIE_BANNER_ATTRIBUTE}","show");}catch(e){d.setAttribute("${COOKIE_BANNER_ATTRIBUTE}","show");}})();`;

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
