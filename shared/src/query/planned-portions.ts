import { diaryApi, isApiError } from '@organizator/shared/client';
import type { DiaryGrocery } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { waitsForNetwork } from './network-state';
import { queries } from './options';

/**
 * Logging one's own portion of a planned dish: the one diary change that may be made offline. It
 * waits like a list change (registered by key on the page's QueryClient, paused while offline,
 * saved with the cache) and is sent on reconnect, after a reload too. What it sends is data, not a
 * function of the day, so it is applied to the day as the server has it when it is sent.
 */
export interface PlannedPortion {
  date: string;
  /** The diary entry to add; its `plannedEntryId` names the menu entry it logs. */
  entry: DiaryGrocery;
}

const ROOT = 'diary-change';
/** Every queued planned portion (of any day). */
const allPlannedPortionsKey = [ROOT, 'log-planned'] as const;
export const plannedPortionKey = (date: string) => [...allPlannedPortionsKey, date] as const;

/**
 * Adds the entry to the day as stored now, unless the same menu entry is already logged there (a
 * replay after a lost answer, or another tab): a retry never logs a portion twice. A day changed
 * between the read and the write (409) is read and written once more.
 */
export async function sendPlannedPortion({ date, entry }: PlannedPortion): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const day = await diaryApi.day(date);
    if (day.groceries.some((g) => g.plannedEntryId === entry.plannedEntryId)) return;
    try {
      await diaryApi.update(date, {
        groceries: [...day.groceries, entry],
        activities: day.activities,
        version: day.version,
      });
      return;
    } catch (error) {
      if (attempt >= 2 || !isApiError(error) || error.status !== 409) throw error;
    }
  }
}

export function registerPlannedPortionDefaults(client: QueryClient) {
  client.setMutationDefaults(allPlannedPortionsKey, {
    // Offline it waits (paused, saved with the cache) and is sent on reconnect.
    networkMode: 'online',
    mutationFn: (portion: PlannedPortion) => sendPlannedPortion(portion),
    // Sent with no answer (the page offline without knowing it), it waits like one made offline.
    retry: (_failures: number, error: unknown) => waitsForNetwork(error),
    retryDelay: 0,
    // The query client reports a failure under this title (mutation-errors.ts).
    meta: { errorTitle: t.offline.diaryNotUpdated },
    onSettled: () => client.invalidateQueries({ queryKey: queries.diaries.all() }),
  });
}
