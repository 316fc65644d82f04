import { Form } from 'antd';
import { TextInput, type TextInputProps } from './text-input';

/** TextInput inside a Form.Item: shows the item's validation status like antd's own inputs. */
export function FormTextInput(props: TextInputProps) {
  const { status } = Form.Item.useStatus();
  return <TextInput {...props} status={status} />;
}
