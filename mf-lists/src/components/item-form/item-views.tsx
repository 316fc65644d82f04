import { AntdScope } from '@organizator/shared/ui';
import type { ComponentType } from 'react';
import { AddItemView as AddItemForm } from './add-item-view';
import { EditItemView as EditItemForm } from './edit-item-view';

/**
 * The views draw with antd (the item picker is antd's AutoComplete), so they bring its scope: the
 * list around them is drawn with the kit, and antd loads with the first add or edit, not with the
 * list (docs/decisions/shell.md, "A data page's first screen without antd").
 */
function inAntdScope<P extends object>(View: ComponentType<P>): ComponentType<P> {
  return function Scoped(props: P) {
    return (
      <AntdScope>
        <View {...props} />
      </AntdScope>
    );
  };
}

/** The lazily loaded chunk of the editor: the add and edit views with their pickers and uploads. */
export const AddItemView = inAntdScope(AddItemForm);
export const EditItemView = inAntdScope(EditItemForm);
