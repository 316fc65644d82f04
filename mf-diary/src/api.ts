import { diaryApi, errorMessage } from '@organizator/shared/client';
import { t } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyEdit, type DiaryEdit, emptyDiary } from './diary-edits';

/** One day's diary out of `GET /food-diaries` (the API lists them all; the cache is shared). */
export function useDiaryDay(date: string) {
  return useQuery({
    ...queries.diaries(),
    select: (diaries) => diaries.find((d) => d.date === date) ?? emptyDiary(date),
  });
}

/**
 * Every diary edit (SPEC §4): applied to the cache first, rolled back with "Error updating food
 * diary" and the server's message on failure, "Food diary updated" on success, then refetched.
 */
export function useUpdateDiary(date: string) {
  const client = useQueryClient();
  const key = queries.diaries().queryKey;
  return useMutation({
    mutationFn: (edit: DiaryEdit) => diaryApi.update(date, edit),
    onMutate: async (edit) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      client.setQueryData(key, (old) => applyEdit(old ?? [], date, edit));
      return { previous };
    },
    onError: (error, _edit, context) => {
      // Edits are only offered once the diaries are loaded, so there is always a snapshot.
      if (context?.previous) client.setQueryData(key, context.previous);
      toast.error(t.diary.errorUpdating, errorMessage(error));
    },
    onSuccess: () => toast.success(t.diary.updated),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
