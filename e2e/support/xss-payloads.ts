/**
 * The XSS payloads (issue 7) and how they are spread over fields: script tags, event handlers, javascript:
 * and data: URLs, SVG and MathML, attribute, script, comment and template breakouts, and encoding tricks;
 * each names itself when it runs.
 */

const TEMPLATES: string[] = [
  // script tags
  "<script>__xss($N)</script>",
  "<ScRiPt>__xss($N)</sCrIpT>",
  "<script src=data:,__xss($N)></script>",
  "<scr<script>ipt>__xss($N)</scr</script>ipt>",
  // event-handler attributes
  "<img src=x onerror=__xss($N)>",
  '<img src="x" onerror="window.__pwned=$N">',
  "<IMG SRC=x oNeRrOr=alert($N)>",
  "<svg onload=__xss($N)>",
  "<svg/onload=confirm($N)//",
  "<body onload=__xss($N)>",
  "<details open ontoggle=__xss($N)>",
  "<input autofocus onfocus=__xss($N)>",
  "<video><source onerror=__xss($N)></video>",
  '<div style="position:fixed;inset:0" onmouseover=__xss($N)>x</div>',
  "<img\nsrc=x\nonerror=__xss($N)>",
  "<img src=x\u000conerror=prompt($N)>",
  // javascript: and data: URLs
  "javascript:__xss($N)",
  '<a href="javascript:__xss($N)">click</a>',
  '<a href="jav&#x09;ascript:__xss($N)">tab</a>',
  '<iframe src="javascript:parent.__xss($N)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss($N)</script>"></iframe>',
  '<object data="javascript:__xss($N)"></object>',
  "<form><button formaction=javascript:__xss($N)>go</button></form>",
  '<meta http-equiv=refresh content="0;url=javascript:__xss($N)">',
  '<base href="javascript:__xss($N)//">',
  "data:text/html,<script>parent.__xss($N)</script>",
  // SVG and MathML
  "<svg><script>__xss($N)</script></svg>",
  "<svg><animate onbegin=__xss($N) attributeName=x dur=1s>",
  '<svg><a xlink:href="javascript:__xss($N)"><text y=9>x</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=__xss($N)>",
  '<noscript><p title="</noscript><img src=x onerror=__xss($N)>">',
  // attribute breakouts
  '" onmouseover="__xss($N)" x="',
  "' onfocus='__xss($N)' autofocus x='",
  '"><img src=x onerror=__xss($N)>',
  "'><svg onload=__xss($N)>",
  "`-__xss($N)-`",
  // script, JSON, comment and template breakouts
  "</script><script>__xss($N)</script>",
  '"}]</script><script>__xss($N)//',
  "</title><script>__xss($N)</script>",
  "</textarea><script>__xss($N)</script>",
  "]]><script>__xss($N)</script>",
  "--><script>__xss($N)</script><!--",
  "{{constructor.constructor('__xss($N)')()}}",
  ["$", "{__xss($N)}"].join(""),
  "<%= __xss($N) %>#{__xss($N)}",
  // unicode and encoding tricks
  "x\u2028</script>\u2029<script>__xss($N)</script>",
  "%3Cscript%3E__xss($N)%3C%2Fscript%3E",
  "&lt;script&gt;__xss($N)&lt;/script&gt;",
  "&#60;img src=x onerror=__xss($N)&#62;",
  "\\u003cscript\\u003e__xss($N)\\u003c/script\\u003e",
  "\uff1cscript\uff1e__xss($N)\uff1c/script\uff1e",
  "+ADw-script+AD4-__xss($N)+ADw-/script+AD4-",
  "java\u200bscript:__xss($N)",
  "<img src=x onerror=&#95;&#95;xss($N)>",
];

/** Payload n calls __xss(n) (or alert/confirm/prompt(n), or sets __pwned = n), so a hit names it. */
export const PAYLOADS = TEMPLATES.map((t, n) => t.replaceAll("$N", String(n)));
/** Payloads that the server must never send back raw: any markup or quote in them must be escaped. */
export const MARKUP_PAYLOADS = PAYLOADS.filter((p) => /[<"]/.test(p));

/** Groups of payloads joined with spaces, each at most `max` characters (a setting holds 2000). */
export function chunks(max: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const p of PAYLOADS) {
    if (current && current.length + 1 + p.length > max) {
      out.push(current);
      current = "";
    }
    current = current ? `${current} ${p}` : p;
  }
  if (current) out.push(current);
  return out;
}
