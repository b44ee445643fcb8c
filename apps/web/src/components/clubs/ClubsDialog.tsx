import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dialog of the club directory (its filters, "clubs near me"): a bold title, centred, with round corners. */
export function ClubsDialog({
  title,
  opened,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={800} fz="lg">
          {title}
        </Text>
      }
      centered
      radius="lg"
    >
      {children}
    </Modal>
  );
}
