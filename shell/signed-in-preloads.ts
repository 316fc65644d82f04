import { type Compiler, rspack } from '@rspack/core';
import { signedInFiles } from './signed-in-files';

const NAME = 'SignedInPreloadsPlugin';

/**
 * Names in index.html, inert in a `<template data-start-app>`, every file the signed-in app loads
 * after the entry. public/boot.js starts them as preloads with the entry when the app (not the
 * light /login) is what starts: each would otherwise wait for the code that imports it, one round
 * trip after another (docs/decisions/shell.md, "The signed-in start in one wave").
 */
export class SignedInPreloadsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(NAME, (data) => {
        // The page names the files from its own root; 'auto' is the runtime's choice (chunks come
        // from where its script came from), not a prefix.
        const configured = String(compilation.outputOptions.publicPath ?? '/');
        const publicPath = configured === 'auto' ? '/' : configured;
        const links = signedInFiles(compilation)
          .map((file) => {
            const as = file.endsWith('.css') ? 'style' : 'script';
            return `<link rel="preload" href="${publicPath}${file}" as="${as}">`;
          })
          .join('');
        data.html = data.html.replace(
          '</head>',
          `<template data-start-app>${links}</template></head>`,
        );
        return data;
      });
    });
  }
}
