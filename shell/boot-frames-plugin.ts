import { createRequire } from 'node:module';
import path from 'node:path';
import { type Compiler, rspack, type Stats } from '@rspack/core';
import type { BootFrames } from './src/layout/boot-frames';

const NAME = 'BootFramesPlugin';

/** Where index.html takes the frames: empty comments, so the template stays plain HTML. */
export const BOOT_FRAME_SLOTS: Record<keyof BootFrames, string> = {
  login: '<!--boot-frames:login-->',
  app: '<!--boot-frames:app-->',
};

/**
 * Writes the page's pre-rendered first screens (src/layout/boot-frames.tsx) into index.html at build
 * time: the module is compiled for Node with the same components the app runs, then called. Nothing
 * of it is committed; a new headed route of the area manifest gets its frame with the next build.
 * Rendered once per process (`pnpm dev` keeps the frames of its start: React renders over them).
 */
export class BootFramesPlugin {
  private rendered: Promise<BootFrames> | undefined;

  /** The shell's folder. */
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).afterTemplateExecution.tapPromise(
        NAME,
        async (data) => {
          this.rendered ??= compileAndRender(this.dir);
          const frames = await this.rendered;
          for (const key of Object.keys(BOOT_FRAME_SLOTS) as (keyof BootFrames)[]) {
            if (!data.html.includes(BOOT_FRAME_SLOTS[key])) {
              throw new Error(`index.html has no ${BOOT_FRAME_SLOTS[key]}`);
            }
            data.html = data.html.replace(BOOT_FRAME_SLOTS[key], () => frames[key]);
          }
          return data;
        },
      );
    });
  }
}

async function compileAndRender(dir: string): Promise<BootFrames> {
  // Inside the shell's node_modules, so the compiled file finds the shell's React by plain require.
  const outDir = path.join(dir, 'node_modules/.cache/boot-frames');
  const compiler = rspack({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { 'boot-frames': './src/layout/boot-frames.tsx' },
    output: {
      path: outDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    optimization: { minimize: false },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    externals: [/^react(-dom)?(\/.*)?$/],
    externalsType: 'commonjs',
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
        // Markup only: the styles are the app's own stylesheet's business.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset/inline' },
      ],
    },
  });
  const stats = await new Promise<Stats | undefined>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (!stats || stats.hasErrors()) {
    throw new Error(`boot frames: ${stats?.toString({ all: false, errors: true }) ?? 'no stats'}`);
  }
  const load = createRequire(path.join(outDir, 'index.cjs'));
  const module = load('./boot-frames.cjs') as { renderBootFrames: () => BootFrames };
  return module.renderBootFrames();
}
