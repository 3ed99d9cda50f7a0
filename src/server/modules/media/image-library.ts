import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded the first time a picture is worked on: a server that serves pages and receives
 * no upload never carries it (28 MB of resident memory, ADR 0019).
 *
 * Its cache is off: libvips keeps recent decoded images and open files (up to 50 MB) for operations
 * repeated on the same input, which the server never does, and what it holds stays for the process's life.
 */
export function imageLibrary(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
