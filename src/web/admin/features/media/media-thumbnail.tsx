import { clsx } from "clsx";
import { useState } from "react";
import { renditionName, renditionSrcSet } from "#shared/image-renditions.js";

/**
 * A picture of the library at list size: the 400 px WebP rendition of a stored upload (a fraction of the
 * original's bytes), or the original itself when it has none (an external address, or an upload from
 * before renditions existed, whose rendition answers 404). Decorative: the card or button around it says
 * which image it is.
 */
export function MediaThumbnail({
  path,
  className,
  fit = "contain",
}: {
  path: string;
  className?: string;
  /** "cover" fills the box (a list's small picture), "contain" shows the whole picture (the library). */
  fit?: "contain" | "cover";
}) {
  const small = renditionSrcSet(path, 400) ? renditionName(path, 400) : path;
  const [src, setSrc] = useState(small);
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => src !== path && setSrc(path)}
      className={clsx("bg-slate-100 dark:bg-slate-800", fit === "cover" ? "object-cover" : "object-contain", className)}
    />
  );
}
