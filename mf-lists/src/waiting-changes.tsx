import { ClockCircleOutlined } from '@ant-design/icons';
import { t } from '@organizator/shared/i18n';
import { allListChangesKey, itemIdOfChange } from '@organizator/shared/query';
import { onlineManager, useMutationState } from '@tanstack/react-query';
import { useTokens } from './components/tokens';

/**
 * The items of one list with a change saved offline and not sent yet. Only while offline: online,
 * a change briefly queued behind another of the same list is not "waiting" for the user.
 * (useMutationState keeps the previous result when equal, so rows re-render only on a real change.)
 */
export function useWaitingItemIds(listId: string | undefined): readonly string[] {
  return useMutationState({
    filters: {
      mutationKey: listId ? [...allListChangesKey] : ['none'],
      predicate: (m) =>
        m.state.isPaused && !onlineManager.isOnline() && m.options.mutationKey?.[2] === listId,
    },
    select: (m) => {
      const kind = m.options.mutationKey?.[1];
      // A new item is known by its temporary id until the server gives it one.
      if (kind === 'add-item') {
        return (m.state.context as { temporaryId?: string } | undefined)?.temporaryId ?? '';
      }
      return itemIdOfChange(kind, m.state.variables) ?? '';
    },
  }).filter(Boolean);
}

/** The small "waiting to be sent" mark beside an item changed offline. */
export function WaitingMarker() {
  const token = useTokens();
  return (
    <span
      data-testid="item-waiting"
      title={t.offline.waitingItem}
      style={{ color: token.colorWarning, fontSize: token.fontSizeSM, marginInlineStart: 6 }}
    >
      <ClockCircleOutlined aria-hidden /> {t.offline.waitingItem}
    </span>
  );
}
