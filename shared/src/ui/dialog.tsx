import { Modal, type ModalProps } from 'antd';
import { AntdScope } from './antd-scope';

export type DialogProps = ModalProps;

/**
 * A dialog that is not a confirmation (a form, a picker): antd's Modal, reached through the kit so
 * that remotes import no Modal of their own (Biome refuses it in mf-*). Load it on first open with
 * `lazyDialog`; a question before an action is `ConfirmDialog`. It brings the antd scope with it, so
 * a page drawn with the kit alone loads antd only with its first dialog (docs/decisions/shell.md,
 * "A data page's first screen without antd").
 */
export function Dialog(props: DialogProps) {
  return (
    <AntdScope>
      <Modal {...props} />
    </AntdScope>
  );
}
