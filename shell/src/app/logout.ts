import { authApi } from '@organizator/shared/client';
import { tokenStore } from '@organizator/shared/runtime';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';

/**
 * SPEC §2 /logout ("loader only"): call logout, ignore any failure, forget the token and every
 * cached answer, then go to /login.
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
  queryClient.clear();
  return redirect('/login');
};
