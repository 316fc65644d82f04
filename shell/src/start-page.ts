import { type AreaRoute, routeForPath, routeParams } from '@organizator/shared/domain';
import { askEarly, tokenStore } from '@organizator/shared/runtime';

/**
 * The API paths the page at `pathname` shows first (the route's `data`, with its params in place),
 * and the signed-in user's (every signed-in page waits for it). A param that would change the
 * path's shape is not filled in: that page asks for its data itself.
 */
export function earlyDataPaths(pathname: string): string[] {
  const route: AreaRoute | undefined = routeForPath(pathname);
  const params = route ? routeParams(route.path, pathname) : null;
  const data = (route?.data ?? []).flatMap((path) => {
    let whole = true;
    const filled = path.replace(/:(\w+)/g, (_, name: string) => {
      const value = params?.[name] ?? '';
      if (!value || /[/?#]/.test(value)) whole = false;
      return value;
    });
    return whole ? [filled] : [];
  });
  return ['/me', ...data];
}

/**
 * What the page the server sent starts once the shell's first script runs, when the signed-in app
 * is what starts:
 * - the files of the route's page the server named in it (`<template data-start-page>`,
 *   api/src/http/shell-page.ts). Started with the app's own files (boot.js) they took the
 *   connections those need; started by the remote's entry, once it has run, they were the last
 *   thing the page's first paint waited for;
 * - the API reads of its first screen (`earlyDataPaths`), which the page's queries then take
 *   (shared/src/runtime/early-answers.ts) instead of asking once the remote's code has run.
 * docs/decisions/shell.md, "The page's files and data started with the shell's".
 */
export function startPage(doc: Document = document, pathname = location.pathname) {
  if (doc.documentElement.getAttribute('data-boot') !== 'app') return;
  for (const template of doc.querySelectorAll<HTMLTemplateElement>('template[data-start-page]')) {
    doc.head.append(template.content.cloneNode(true));
    template.remove();
  }
  const token = tokenStore.get();
  if (token) askEarly(earlyDataPaths(pathname), `Bearer ${token}`);
}
