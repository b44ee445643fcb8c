import { Button } from '@mantine/core';
import { useState } from 'react';

/**
 * A red action asked for twice: its button, then "yes" and "keep" side by side (leaving a membership, cancelling a
 * pledge). The caller's Group holds it.
 */
export function AskFirst({
  label,
  ariaLabel,
  confirmLabel,
  keepLabel,
  busy,
  onConfirm,
  asking: shown,
  onAsking,
}: {
  label: string;
  ariaLabel: string;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** Whether the question is open, where the caller shows more with it (else kept here). */
  asking?: boolean;
  onAsking?: (asking: boolean) => void;
}) {
  const [own, setOwn] = useState(false);
  const asking = shown ?? own;
  const setAsking = onAsking ?? setOwn;
  if (!asking) {
    return (
      <Button size="xs" variant="light" color="red" onClick={() => setAsking(true)} aria-label={ariaLabel}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button size="xs" color="red" loading={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button size="xs" variant="default" disabled={busy} onClick={() => setAsking(false)}>
        {keepLabel}
      </Button>
    </>
  );
}
