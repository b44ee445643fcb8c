import { Group, Input, Paper, Stack, Text } from '@mantine/core';
import { type ClubDocument, DOCUMENT_ACCEPT } from '@tifo/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import { documentProblem, formatFileSize } from '../../lib/files';
import { ChooseFilesButton } from './ChooseFilesButton';
import { formatDate } from './format';

/**
 * One registration document (doc1 statutes or register extract, doc2 ID or passport): what is saved, what
 * was chosen, and a button to choose (PDF or JPEG, checked before anything is uploaded).
 */
export function DocumentPicker({
  label,
  hint,
  saved,
  value,
  onChange,
  error,
  disabled = false,
  busy = false,
  testId,
}: {
  label: string;
  hint: string;
  saved: ClubDocument | null;
  value: File | null;
  onChange: (file: File) => void;
  error?: string;
  disabled?: boolean;
  busy?: boolean;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('org');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const resetInput = useRef<() => void>(null);
  const message = problem ?? error;

  const choose = (files: File[]) => {
    resetInput.current?.();
    const key = documentProblem(files);
    if (key) {
      setProblem(translateMessageKey(key));
      return;
    }
    setProblem(null);
    onChange(files[0] as File);
  };

  const describedBy = [`${id}-description`, `${id}-status`, message ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Input.Wrapper
      label={label}
      description={hint}
      error={message}
      labelElement="div"
      errorProps={{ id: `${id}-error`, role: 'alert' }}
      descriptionProps={{ id: `${id}-description` }}
      data-testid={testId}
    >
      <Paper withBorder radius="md" p="sm" mt={6} className="org-document">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }} id={`${id}-status`}>
            {value ? (
              <Text size="sm" fw={600} className="org-break">
                {t('documents.chosen', { name: value.name, size: formatFileSize(value.size, i18n.language) })}
              </Text>
            ) : saved ? (
              <Text size="sm" fw={600} className="org-break">
                {t('documents.saved', { name: saved.fileName, date: formatDate(saved.uploadedAt) })}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('documents.none')}
              </Text>
            )}
          </Stack>
          <ChooseFilesButton
            accept={DOCUMENT_ACCEPT}
            onFiles={choose}
            resetRef={resetInput}
            disabled={disabled}
            busy={busy}
            label={`${value || saved ? t('documents.replace') : t('documents.choose')}: ${label}`}
            describedBy={describedBy}
          >
            {value || saved ? t('documents.replace') : t('documents.choose')}
          </ChooseFilesButton>
        </Group>
      </Paper>
    </Input.Wrapper>
  );
}
