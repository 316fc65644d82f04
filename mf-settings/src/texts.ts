import { t as shell } from '@organizator/shared/i18n';
import { settings } from '@organizator/shared/i18n/settings';

/**
 * This area's dictionary: the texts every app shares (they load with the shell) and the settings' own, which
 * load with this remote rather than with every page (docs/decisions/shell.md, "The dictionary,
 * loaded by area"). A text of an area not named here is a compile error.
 */
export const t = { ...shell, settings } as const;
