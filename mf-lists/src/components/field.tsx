import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTokens } from './tokens';

/** A labelled form row (label bound to its control by id); lighter than antd Form for these views. */
export function Field({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor?: string;
  children: ReactNode;
}) {
  const token = useTokens();
  return (
    <Flex vertical gap={6} style={{ marginBottom: token.marginLG }}>
      {htmlFor ? (
        <label htmlFor={htmlFor} style={{ color: token.colorText, fontWeight: 500 }}>
          {label}
        </label>
      ) : (
        <span style={{ color: token.colorText, fontWeight: 500 }}>{label}</span>
      )}
      {children}
    </Flex>
  );
}
