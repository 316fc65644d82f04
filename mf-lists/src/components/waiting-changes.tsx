import { ClockCircleOutlined } from '@ant-design/icons';
import {
  allListChangesKey,
  itemIdOfChange,
  listChangeKey,
  type RecipeItemsChange,
} from '@organizator/shared/query';
import { useMutationState } from '@tanstack/react-query';
import { t } from '../texts';
import { useTokens } from './tokens';

/**
 * The items of one list with a change saved offline and not sent yet (paused: waiting for the
 * network, or for an earlier change of the same list to be sent). (useMutationState keeps the previous result when equal, so rows re-render only on a real change.)
 */
export function useWaitingItemIds(listId: string | undefined): readonly string[] {
  return useMutationState({
    filters: {
      mutationKey: listId ? [...allListChangesKey] : ['none'],
      predicate: (m) => m.state.isPaused && m.options.mutationKey?.[2] === listId,
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
      style={{ color: token.colorWarningText, fontSize: token.fontSizeSM, marginInlineStart: 6 }}
    >
      <ClockCircleOutlined aria-hidden /> {t.offline.waitingItem}
    </span>
  );
}

/**
 * A recipe's ingredients queued for this list and not sent yet: the server works out the items (it
 * scales them and merges them into open items of the same name), so they cannot be drawn as rows
 * until it has; one line per recipe says they are coming.
 */
export function WaitingRecipes({ listId }: { listId: string }) {
  const token = useTokens();
  const waiting = useMutationState({
    filters: {
      mutationKey: listChangeKey('recipe-items', listId),
      predicate: (m) => m.state.isPaused,
    },
    select: (m) => m.state.variables as RecipeItemsChange,
  });
  if (waiting.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
      {waiting.map((change) => (
        <li
          key={change.requestId}
          data-testid="recipe-waiting"
          style={{ color: token.colorWarningText, fontSize: token.fontSizeSM, padding: '4px 0' }}
        >
          <ClockCircleOutlined aria-hidden />{' '}
          {t.offline.waitingRecipe(
            change.recipeName ?? t.offline.waitingRecipeUnnamed,
            change.servings,
          )}
        </li>
      ))}
    </ul>
  );
}
