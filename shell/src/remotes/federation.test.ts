import * as runtimeCore from '@module-federation/runtime/core';
import type { ProvidedShare } from '@organizator/tooling/mf';
import { SHELL_SHARED_MODULES } from './shared-modules';

const rules = { singleton: true, strictVersion: true, requiredVersion: '^1.0.0' } as const;

/** What the shell's build writes in (`providedShared`): here one entry per request, or fewer/more. */
function built(requests: string[]): Record<string, ProvidedShare> {
  return Object.fromEntries(
    requests.map((request) => [request, { version: '1.2.3', shareConfig: rules }]),
  );
}

/** The runtime as a page with that build starts it. */
function startFederation(provided: Record<string, ProvidedShare>) {
  process.env.ORGANIZATOR_PROVIDED_SHARED = JSON.stringify(provided);
  let federation: typeof import('./federation').federation = () => {
    throw new Error('not loaded');
  };
  let shellReact: unknown;
  jest.isolateModules(() => {
    federation = require('./federation').federation;
    shellReact = require('react');
  });
  return Object.assign(federation(), { shellReact });
}

const allRequests = Object.keys(SHELL_SHARED_MODULES);

test('offers remotes every shared request as the one copy the shell runs, with its built-in version', () => {
  const started = startFederation(built(allRequests));
  const { shared } = started.options;
  expect(Object.keys(shared).sort()).toEqual([...allRequests].sort());
  const [react] = shared.react ?? [];
  expect(react?.lib?.()).toBe(started.shellReact);
  expect(react?.version).toBe('1.2.3');
  expect(react?.shareConfig).toMatchObject(rules);
});

test('refuses a build that shares a request the shell has no module for, or misses one', () => {
  expect(() => startFederation(built([...allRequests, 'left-pad']))).toThrow(/left-pad/);
  expect(() => startFederation(built(allRequests.filter((r) => r !== 'dayjs')))).toThrow(/dayjs/);
});

test("hands remotes built without the runtime's core the page's own", () => {
  startFederation(built(allRequests));
  expect((runtimeCore.Global as Record<string, unknown>)._FEDERATION_RUNTIME_CORE).toBeDefined();
});
