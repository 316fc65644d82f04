// Its own module so the bundler can put the dialog (and antd Modal) in an async chunk.
export { ConfirmDelete } from '@organizator/shared/ui';
