import type { CSSProperties, ReactNode } from 'react';
import { useThemeToken } from './theme-token';

interface FieldProps {
  /**
   * The id of the control the label names. Without it the label is plain text over a group of
   * controls (each labelled on its own).
   */
  htmlFor?: string;
  label: ReactNode;
  /** A validation message under the control, in the error colour. */
  error?: string;
  /** A hint under the control when there is no error. */
  help?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
}

/** id of a Field's message, for the control's aria-describedby. */
export const fieldMessageId = (htmlFor: string) => `${htmlFor}-message`;

/**
 * A labelled form row laid out like antd's vertical Form.Item (label above, message below), for native
 * forms: antd Form brings rc-field-form and async-validator into a remote for what a
 * useState and the zod contract do.
 */
export function Field({ htmlFor, label, error, help, children, style }: FieldProps) {
  const token = useThemeToken();
  const message = error ?? help;
  const LabelTag = htmlFor ? 'label' : 'span';
  return (
    // Like Form.Item: an error takes the place of the bottom margin, a hint sits above it.
    <div style={{ marginBottom: error ? token.marginXS : token.marginLG, ...style }}>
      <LabelTag
        htmlFor={htmlFor}
        style={{
          display: 'inline-block',
          paddingBottom: token.paddingXS,
          color: token.colorTextHeading,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {label}
      </LabelTag>
      {children}
      {/* Polite, not role=alert: the toast host owns the page's alert role. */}
      <div
        id={htmlFor ? fieldMessageId(htmlFor) : undefined}
        aria-live="polite"
        style={{
          minHeight: message ? token.controlHeightSM : 0,
          paddingTop: message ? 2 : 0,
          color: error ? token.colorError : token.colorTextDescription,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {message}
      </div>
    </div>
  );
}
