import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** A dialog about the account's e-mail address (its password, the address itself). */
export interface AccountModalProps {
  email: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * A profile dialog's form: its title, the error that belongs to no field, the fields, then Cancel and the
 * submit button. `top` comes first (a success message, an explanation).
 */
export function ProfileFormModal({
  title,
  opened,
  onClose,
  onSubmit,
  rootError,
  submitting,
  cancelLabel,
  saveLabel,
  top,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  rootError: string | undefined;
  submitting: boolean;
  cancelLabel: string;
  saveLabel: string;
  top?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {top}
          {rootError && (
            <Alert color="red" variant="light" role="alert">
              {rootError}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={submitting}>
              {saveLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
