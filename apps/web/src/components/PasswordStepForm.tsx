import { Anchor, Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthShell } from './AuthShell';

/**
 * A page of the forgotten-password flow: its title and text, its fields (with the outcome of the last try), the
 * button and the link to the other step.
 */
export function PasswordStepForm({
  title,
  subtitle,
  onSubmit,
  done,
  submitting,
  submitLabel,
  link,
  children,
}: {
  title: string;
  subtitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The step is confirmed: the button stays held while the next page comes. */
  done: boolean;
  submitting: boolean;
  submitLabel: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <AuthShell title={title} subtitle={subtitle} backButton>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Button type="submit" size="md" fullWidth loading={submitting} disabled={done}>
            {submitLabel}
          </Button>
          <Anchor component={Link} to={link.to} size="sm" ta="center">
            {link.label}
          </Anchor>
        </Stack>
      </form>
    </AuthShell>
  );
}
