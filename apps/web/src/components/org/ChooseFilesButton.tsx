import { Button, FileButton } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

/**
 * The button that opens the file dialog of a document or image field: several files may be chosen so that the
 * field can say "only one" (the checks are the field's), and `resetRef` empties the input after each choice.
 */
export function ChooseFilesButton({
  accept,
  onFiles,
  resetRef,
  disabled,
  busy,
  label,
  describedBy,
  fitContent = false,
  children,
}: {
  accept: string;
  onFiles: (files: File[]) => void;
  resetRef: RefObject<(() => void) | null>;
  disabled: boolean;
  busy: boolean;
  label?: string;
  describedBy: string;
  fitContent?: boolean;
  children: ReactNode;
}) {
  return (
    <FileButton
      onChange={(files) => {
        if (files.length > 0) onFiles(files);
      }}
      accept={accept}
      multiple
      disabled={disabled}
      resetRef={resetRef}
    >
      {(props) => (
        <Button
          {...props}
          variant="light"
          disabled={disabled}
          loading={busy}
          {...(fitContent ? { w: 'fit-content' } : {})}
          {...(label ? { 'aria-label': label } : {})}
          aria-describedby={describedBy}
        >
          {children}
        </Button>
      )}
    </FileButton>
  );
}
