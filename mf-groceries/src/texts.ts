import { t as shell } from '@organizator/shared/i18n';
import { barcodes } from '@organizator/shared/i18n/barcodes';
import { groceries } from '@organizator/shared/i18n/groceries';
import { recipeImport, recipes, visibility } from '@organizator/shared/i18n/recipes';

/**
 * This area's dictionary: the texts every app shares (they load with the shell) and the groceries' and recipes' own, which
 * load with this remote rather than with every page (docs/decisions/shell.md, "The dictionary,
 * loaded by area"). A text of an area not named here is a compile error.
 */
export const t = { ...shell, barcodes, groceries, recipes, recipeImport, visibility } as const;
