import { type Compiler, rspack } from '@rspack/core';

const NAME = 'StartAfterFirstPaintPlugin';

/**
 * The page's own scripts are written as `<script data-start="...">` placeholders, which
 * public/boot.js turns into real scripts once the page has painted: the pre-rendered /login or boot
 * frame (and its title, the largest paint) then never waits for the app's code to be evaluated
 * (docs/decisions/shell.md, "Boot frame").
 */
export class StartAfterFirstPaintPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        for (const tag of data.assetTags.scripts) {
          const { src } = tag.attributes;
          if (typeof src === 'string') tag.attributes = { 'data-start': src };
        }
        return data;
      });
    });
  }
}
