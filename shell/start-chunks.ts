import type { Module, OptimizationSplitChunksOptions } from '@rspack/core';

const pkg = (names: string) =>
  new RegExp(
    `[\\\\/]node_modules[\\\\/](\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(${names})[\\\\/]`,
  );
const sharedSrc = (dirs: string) => new RegExp(`[\\\\/]shared[\\\\/]src[\\\\/](${dirs})[\\\\/]`);

/**
 * What the light boot (/login signed out) may run beyond its entry and React: dayjs and the
 * dictionary, no router. The dictionary's error texts come from two small modules of the client
 * and the contract.
 */
const BOOT = [
  pkg('dayjs'),
  sharedSrc('i18n|domain|runtime'),
  /[\\/]shared[\\/]src[\\/](client[\\/]errors|contract[\\/]messages)\.ts$/,
];
/** The API client and the zod contract: the light /login loads them when the e-mail is focused. */
const API = [pkg('zod'), sharedSrc('client|contract')];
/** The rest of the signed-in start: router, query, providers and the shell's own app code. */
const APP = [
  pkg(
    'react-router|react-router-dom|@tanstack|idb-keyval|cookie|set-cookie-parser|@module-federation|eventsource-parser',
  ),
  sharedSrc('query|router'),
  // Not the standalone app (its own `import()`): only a remote's standalone dev entry starts it.
  /[\\/]shared[\\/]src[\\/]providers[\\/](?!standalone-app\.tsx$)/,
  /[\\/]shell[\\/]src[\\/](?!pages[\\/](legal|verify|not-found)-page)/,
];

const matches = (patterns: RegExp[]) => (module: Module) =>
  patterns.some((pattern) => pattern.test(module.nameForCondition() ?? ''));

/**
 * The shell's chunks after the entry, merged into three files instead of one per shared package
 * and per `import()`: a browser talking HTTP/1.1 fetches six at a time, so the signed-in start's
 * thirty files took five round trips even when all were named up front (signed-in-preloads.ts).
 * The split follows the boots: /login loads only `core` (and `api` when its field is focused).
 */
export const startChunks: OptimizationSplitChunksOptions = {
  chunks: 'async',
  cacheGroups: {
    // React in a file beside the entry: each script is compiled in a task of its own, so compiling
    // React is not part of the task that runs the shell (React's modules still run there).
    react: {
      name: 'react',
      test: matches([pkg('react|react-dom|scheduler')]),
      chunks: 'initial',
      enforce: true,
      priority: 40,
    },
    core: { name: 'core', test: matches(BOOT), chunks: 'async', enforce: true, priority: 30 },
    api: { name: 'api', test: matches(API), chunks: 'async', enforce: true, priority: 20 },
    app: { name: 'app', test: matches(APP), chunks: 'async', enforce: true, priority: 10 },
  },
};
