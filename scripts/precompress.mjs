// Writes brotli (.br, maximum quality) and gzip (.gz, by Zopfli) copies beside each compressible file of
// a folder, once at build time, so @fastify/static (`preCompressed: true`) sends them without compressing
// per request. Zopfli writes ordinary gzip that every client reads, smaller than zlib's level 9, for some
// seconds of build time (ADR 0009 has the figures): worth it for files downloaded on every first visit.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { gzipAsync as zopfli } from "@gfx/zopfli";

const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt"]);
const MIN_BYTES = 1024;

async function compressOne(file) {
  const bytes = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    zopfli(bytes, { numiterations: 15 }),
  ]);
  let written = 0;
  for (const [ext, data] of [
    [".br", br],
    [".gz", gz],
  ]) {
    if (data.length >= bytes.length) continue;
    await fs.writeFile(file + ext, data);
    written += 1;
  }
  return { bytes: bytes.length, br: br.length, gz: gz.length, written };
}

/** Precompresses every file of `dir` (recursively) that is worth it; returns totals for the build log. */
export async function precompressDir(dir) {
  const files = [];
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    const ext = path.extname(entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(ext)) continue;
    const full = path.join(entry.parentPath, entry.name);
    if ((await fs.stat(full)).size >= MIN_BYTES) files.push(full);
  }
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const result of await Promise.all(files.map(compressOne))) {
    totals.files += result.written ? 1 : 0;
    totals.bytes += result.bytes;
    totals.br += result.br;
    totals.gz += result.gz;
  }
  return totals;
}
