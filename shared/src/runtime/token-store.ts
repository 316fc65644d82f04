import { useSyncExternalStore } from 'react';
import { ACCESS_TOKEN_KEY } from '../domain/constants';
import { createStore } from './create-store';
import { safeStorage } from './storage';

const store = createStore<string | null>(safeStorage.get(ACCESS_TOKEN_KEY));

/** The session token under `access_token` (docs/product.md#data). */
export const tokenStore = {
  get: store.get,
  subscribe: store.subscribe,
  set(token: string) {
    safeStorage.set(ACCESS_TOKEN_KEY, token);
    store.set(token);
  },
  clear() {
    safeStorage.remove(ACCESS_TOKEN_KEY);
    store.set(null);
  },
};

export function useAccessToken() {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}
