import { t as shell } from '@organizator/shared/i18n';
import { diary } from '@organizator/shared/i18n/diary';
import { plan } from '@organizator/shared/i18n/plan';
import { trends } from '@organizator/shared/i18n/trends';

/**
 * This area's dictionary: the texts every app shares (they load with the shell) and the diary's, the menu's and the trends' own, which
 * load with this remote rather than with every page (docs/decisions/shell.md, "The dictionary,
 * loaded by area"). A text of an area not named here is a compile error.
 */
export const t = { ...shell, diary, plan, trends } as const;
