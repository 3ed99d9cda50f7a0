/** The element of an article page that names the article read (its `data-article-id`). */
export const READ_ATTRIBUTE = "data-article-id";

/**
 * Tells the server that an article page was shown (issue 31: most read and analytics), once, when the
 * page is first visible: a page opened in a background tab or prerendered counts when it is looked at, and
 * a page served from any cache counts too. It sends no cookie of its own and nothing about the reader but
 * the address of the page they came from, of which the server keeps the site's name only.
 */
export function sendReadBeacon(): void {
  const id = Number(document.querySelector(`[${READ_ATTRIBUTE}]`)?.getAttribute(READ_ATTRIBUTE));
  if (!Number.isInteger(id) || id <= 0) return;
  const send = () => {
    const body = JSON.stringify(document.referrer ? { articleId: id, referrer: document.referrer } : { articleId: id });
    const queued = navigator.sendBeacon?.("/api/reads", new Blob([body], { type: "application/json" }));
    if (!queued) {
      fetch("/api/reads", {
        method: "POST",
        body,
        headers: { "content-type": "application/json" },
        keepalive: true,
      }).catch(() => {});
    }
  };
  if (document.visibilityState === "visible") {
    send();
    return;
  }
  const whenShown = () => {
    if (document.visibilityState !== "visible") return;
    document.removeEventListener("visibilitychange", whenShown);
    send();
  };
  document.addEventListener("visibilitychange", whenShown);
}
