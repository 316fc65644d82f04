import { queryOptions } from '@tanstack/react-query';
import { authApi, diaryApi, groceriesApi, listsApi, notesApi, teamApi } from '../client/endpoints';
import { STALE_TIME_LISTS_MS, STALE_TIME_ME_MS, STALE_TIME_PAGE_MS } from '../domain/constants';
import { queryKeys } from './keys';

const me = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: authApi.me,
    staleTime: STALE_TIME_ME_MS,
    retry: false,
  });

/** queryOptions per resource with the freshness of SPEC §9. */
export const queries = {
  /** Always refetched: protected routes trust only a fresh answer. */
  me,
  /**
   * The user as the shell's guard has just checked it for this route (it asks on every navigation):
   * a page reads that answer instead of asking GET /me a second time on mount.
   */
  currentUser: () => queryOptions({ ...me(), refetchOnMount: false }),
  myTeam: () => queryOptions({ queryKey: queryKeys.team.my, queryFn: teamApi.myTeam }),
  ownedTeam: () => queryOptions({ queryKey: queryKeys.team.owned, queryFn: teamApi.ownedTeam }),
  myInvites: () => queryOptions({ queryKey: queryKeys.myInvites, queryFn: teamApi.myInvites }),
  lists: () =>
    queryOptions({
      queryKey: queryKeys.lists.overview,
      queryFn: listsApi.all,
      staleTime: STALE_TIME_LISTS_MS,
      refetchOnWindowFocus: 'always',
    }),
  list: (id: string) =>
    queryOptions({ queryKey: queryKeys.lists.detail(id), queryFn: () => listsApi.get(id) }),
  itemOptions: (excludeListId?: string) =>
    queryOptions({
      queryKey: queryKeys.lists.options(excludeListId),
      queryFn: () => listsApi.itemOptions(excludeListId),
    }),
  notes: () =>
    queryOptions({
      queryKey: queryKeys.notes.overview,
      queryFn: notesApi.all,
      staleTime: STALE_TIME_PAGE_MS,
    }),
  /** The editor owns the text once it is open: a background refetch must not look like news. */
  note: (id: string) =>
    queryOptions({
      queryKey: queryKeys.notes.detail(id),
      queryFn: () => notesApi.get(id),
      staleTime: STALE_TIME_PAGE_MS,
      refetchOnWindowFocus: false,
      retry: false,
    }),
  myGroceries: () =>
    queryOptions({
      queryKey: queryKeys.groceries.my,
      queryFn: groceriesApi.my,
      staleTime: STALE_TIME_PAGE_MS,
    }),
  publicGroceries: () =>
    queryOptions({
      queryKey: queryKeys.groceries.public,
      queryFn: groceriesApi.public,
      staleTime: STALE_TIME_PAGE_MS,
    }),
  grocery: (id: string) =>
    queryOptions({
      queryKey: queryKeys.groceries.detail(id),
      queryFn: () => groceriesApi.get(id),
      staleTime: STALE_TIME_PAGE_MS,
    }),
  diaries: () =>
    queryOptions({
      queryKey: queryKeys.diaries.all,
      queryFn: diaryApi.all,
      staleTime: STALE_TIME_PAGE_MS,
    }),
};
