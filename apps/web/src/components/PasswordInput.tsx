import { PasswordInput as MantinePasswordInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

export type PasswordInputProps = ComponentPropsWithRef<typeof MantinePasswordInput>;

/**
 * Mantine's PasswordInput with `aria-invalid` on the input while the field shows an error: Mantine (9.7)
 * only sets `data-invalid` there, so screen readers would not announce the field as invalid (its TextInput
 * does set `aria-invalid`). Use this one instead of the Mantine component (test/passwordInput.test.tsx
 * checks that no page imports Mantine's directly).
 */
export function PasswordInput(props: PasswordInputProps) {
  return <MantinePasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
