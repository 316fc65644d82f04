import { t as shell } from '@organizator/shared/i18n';
import { notes } from '@organizator/shared/i18n/notes';

/**
 * This area's dictionary: the texts every app shares (they load with the shell) and the notes' own, which
 * load with this remote rather than with every page (docs/decisions/shell.md, "The dictionary,
 * loaded by area"). A text of an area not named here is a compile error.
 */
export const t = { ...shell, notes } as const;
