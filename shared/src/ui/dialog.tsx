/**
 * A dialog that is not a confirmation (a form, a picker): antd's Modal, reached through the kit so
 * that remotes import no Modal of their own (Biome refuses it in mf-*). Load it on first open with
 * `lazyDialog`; a question before an action is `ConfirmDialog`.
 */
export { Modal as Dialog, type ModalProps as DialogProps } from 'antd';
