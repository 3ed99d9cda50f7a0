/**
 * A path as routed, then other spellings of it, as an attacker tries them against a guard that reads the
 * raw URL: a percent-encoded letter in each segment, a doubled slash, dot segments (plain and encoded), a
 * case change, an absolute-form request target, and a `;` parameter. Each must reach the same guard as the
 * path itself, or no handler at all.
 */
export function pathSpellings(path: string): { how: string; target: string }[] {
  const segments = path.split("/").slice(1);
  const spellings: { how: string; target: string }[] = [{ how: "as routed", target: path }];
  segments.forEach((segment, i) => {
    const letter = segment.search(/[a-z]/i);
    if (letter === -1) return;
    const hex = segment.charCodeAt(letter).toString(16);
    const encoded = `${segment.slice(0, letter)}%${hex}${segment.slice(letter + 1)}`;
    spellings.push({ how: `encoded letter in segment ${i + 1}`, target: rejoin(segments, i, encoded) });
    spellings.push({
      how: `upper-case escape in segment ${i + 1}`,
      target: rejoin(segments, i, encoded.toUpperCase()),
    });
  });
  const [first, ...rest] = segments;
  spellings.push(
    { how: "doubled slash", target: `/${first}//${rest.join("/")}` },
    { how: "leading doubled slash", target: `/${path}` },
    { how: "dot segment", target: `/${first}/./${rest.join("/")}` },
    { how: "dot-dot segment", target: `/${first}/x/../${rest.join("/")}` },
    { how: "encoded dot-dot segment", target: `/${first}/x/%2e%2e/${rest.join("/")}` },
    { how: "encoded slash", target: `/${first}%2f${rest.join("/")}` },
    { how: "case change", target: path.replace(/[a-z]+/, (word) => word.toUpperCase()) },
    { how: "case change (second segment)", target: `/${first}/${rest.join("/").toUpperCase()}` },
    { how: "absolute-form target", target: `http://x${path}` },
    { how: "absolute-form target, other host", target: `http://evil.example${path}` },
    { how: "; parameter on a segment", target: `/${first};x=1/${rest.join("/")}` },
    { how: "; parameter at the end", target: `${path};jsessionid=1` },
    { how: "trailing slash", target: `${path}/` },
    { how: "query and fragment", target: `${path}?x=1#y` },
  );
  return spellings;
}

function rejoin(segments: string[], index: number, replacement: string): string {
  return `/${segments.map((segment, i) => (i === index ? replacement : segment)).join("/")}`;
}

/**
 * Every staff operation of an OpenAPI document, path parameters as 1, so a route added later is tried
 * too. Staff routes are told by their prefix here, not by the document's `security`, which the server
 * derives from the same rule as its guard.
 */
export function staffOperations(spec: { paths: Record<string, object> }): { method: string; path: string }[] {
  return Object.entries(spec.paths)
    .filter(([path]) => /^\/api\/(admin|upload)\//.test(path) && path !== "/api/admin/login")
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, "1") })),
    );
}

/** The request lines issue 16 reported reaching staff handlers with no session. */
export const REPORTED_ATTACKS = [
  ["GET", "/api/%61dmin/stats"],
  ["GET", "/%61pi/admin/stats"],
  ["GET", "/api/adm%69n/settings"],
  ["GET", "/api/%61dmin/preview/articles/1"],
  ["PUT", "/api/%61dmin/settings/analyticsCode"],
  ["PUT", "http://x/api/admin/settings/footerText"],
  ["GET", "http://evil.example/api/admin/stats"],
] as const;
