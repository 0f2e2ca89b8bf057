import { Alert } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import type { ReactNode } from 'react';

/** A form-level message; errors are announced to screen readers. */
export function FormAlert({ kind, children, title }: { kind: 'error' | 'success' | 'info'; children: ReactNode; title?: string }) {
  const color = kind === 'error' ? 'negative' : kind === 'success' ? 'positive' : 'info';
  return (
    <Alert
      color={color}
      variant="light"
      title={title}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={`form-${kind}`}
      styles={{ message: { color: 'var(--mantine-color-dark-0)' } }}
    >
      {children}
    </Alert>
  );
}
