import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files and WebAssembly (the barcode reader halves) are worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt|wasm)$/;
/** Below this a compressed copy saves less than the extra response header costs. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every emitted text
 * file, after emit so they stay out of the compilation's assets (the MF manifest and the service
 * worker's precache list name only the real files). The server sends them as they are
 * (@fastify/static `preCompressed`): the best compression once at build time instead of a fast
 * one on every request. A copy that is not smaller than the file is not written.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const jobs = compilation
        .getAssets()
        .filter((asset) => COMPRESSIBLE.test(asset.name) && asset.source.size() >= MIN_BYTES)
        .map(async (asset) => {
          const raw = asset.source.buffer();
          const file = path.join(outputPath, asset.name);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < raw.length) await writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
        });
      await Promise.all(jobs);
    });
  }
}
