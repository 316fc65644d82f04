import type { ModuleFederation } from '@module-federation/runtime';

/**
 * Jest has no Module Federation: tests that load areas use this runtime (`jest.mock('./federation')`)
 * and steer what loading a remote's module gives (`mockFederation().loadRemote`).
 */
const instance = { loadRemote: jest.fn(), registerRemotes: jest.fn() };

export const federation = () => instance as unknown as ModuleFederation;

export const mockFederation = () => instance;
