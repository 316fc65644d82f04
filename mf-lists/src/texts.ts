import { t as shell } from '@organizator/shared/i18n';
import { lists } from '@organizator/shared/i18n/lists';

/**
 * This area's dictionary: the texts every app shares (they load with the shell) and the lists' own, which
 * load with this remote rather than with every page (docs/decisions/shell.md, "The dictionary,
 * loaded by area"). A text of an area not named here is a compile error.
 */
export const t = { ...shell, lists } as const;
