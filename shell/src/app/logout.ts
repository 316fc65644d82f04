import { authApi } from '@organizator/shared/client';
import { clearPersistedQueryCache } from '@organizator/shared/query';
import { tokenStore } from '@organizator/shared/runtime';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import { clearFirstScreens } from '../layout/first-screen';

/**
 * docs/product.md#screens /logout ("loader only"): call logout, ignore any failure, forget the token and every
 * cached answer (also the copy saved for offline use), then go to /login.
 */
export const logoutLoader = (queryClient: QueryClient) => async () => {
  if (tokenStore.get()) {
    try {
      await authApi.logout();
    } catch (error) {
      console.error(error);
    }
  }
  tokenStore.clear();
  // Everything this session stored: cached answers and queued changes, in memory and in IndexedDB.
  queryClient.clear();
  await clearPersistedQueryCache();
  clearFirstScreens();
  return redirect('/login');
};
