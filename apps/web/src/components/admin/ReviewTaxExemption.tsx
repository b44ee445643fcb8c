import { Anchor, Badge, Button, Group, Radio, Select, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CANTONS, type ReviewDetails, TaxExemptionRequest } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText, issueText, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { documentProblem } from '../../lib/files';
import { showToast } from '../../lib/notify';
import { orgKeys, saveTaxExemption, uploadFile } from '../../lib/orgApi';
import { DocumentPicker } from '../org/DocumentPicker';
import { formatDate, formatDateTime } from '../org/format';
import { Card } from './ReviewCard';

/** Whether the organisation is tax-exempt and in which canton, with the ruling (the donation certificates say so). */
export function TaxExemptionCard({ details }: { details: ReviewDetails }) {
  const { t } = useTranslation(['admin', 'org']);
  const queryClient = useQueryClient();
  const record = details.taxExemption;
  const [exempt, setExempt] = useState<string>(
    record.taxExempt === null ? '' : record.taxExempt ? 'yes' : 'no',
  );
  const [canton, setCanton] = useState<string | null>(record.canton);
  const [errors, setErrors] = useState<{ taxExempt?: string; canton?: string }>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const ruling =
    details.documents.find((document) => document.kind === 'taxRuling') ??
    (record.rulingDocumentId
      ? (details.documents.find((document) => document.id === record.rulingDocumentId) ?? null)
      : null);
  const isExempt = exempt === 'yes';
  // Operator details carry a fresh signed link for each document.
  const rulingUrl = ruling && 'url' in ruling ? String(ruling.url) : null;

  const save = async () => {
    const parsed = TaxExemptionRequest.safeParse({
      clubId: details.club.id,
      taxExempt: exempt === '' ? undefined : exempt === 'yes',
      canton: exempt === 'yes' ? canton : null,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'canton' ? 'canton' : 'taxExempt';
        next[field] ??= issueText(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await saveTaxExemption(parsed.data);
      showToast(confirmationText(answer) ?? translateMessageKey('taxExemptionSaved'), 'success');
      await queryClient.invalidateQueries({ queryKey: orgKeys.reviewDetails(details.club.id) });
    } catch {
      // Shown by the API client.
    } finally {
      setSaving(false);
    }
  };

  const uploadRuling = async (file: File) => {
    if (documentProblem([file])) return;
    setUploading(true);
    try {
      await uploadFile({ entity: 'document', column: 'taxRuling', id: details.club.id }, file, file.name);
      showToast(t('org:documents.uploaded'), 'success');
      await queryClient.invalidateQueries({ queryKey: orgKeys.reviewDetails(details.club.id) });
    } catch (error) {
      if (error instanceof ApiError && !error.handled) showToast(error.message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card title={t('tax.title')} id="review-tax">
      <Text size="sm" c="dimmed">
        {t('tax.intro')}
      </Text>
      {record.recordedAt && (
        <Badge color="night" variant="light" radius="sm" tt="none" w="fit-content">
          {t('tax.recorded', { date: formatDateTime(record.recordedAt) })}
        </Badge>
      )}
      <Radio.Group
        label={t('tax.question')}
        withAsterisk
        value={exempt}
        onChange={(value) => {
          setExempt(value);
          setErrors({});
        }}
        error={errors.taxExempt}
      >
        <Group gap="lg" mt={6}>
          <Radio value="yes" label={t('detail.yes')} />
          <Radio value="no" label={t('detail.no')} />
        </Group>
      </Radio.Group>
      {isExempt && (
        <Select
          label={t('tax.canton')}
          data={[...CANTONS]}
          value={canton}
          onChange={setCanton}
          searchable
          withAsterisk
          error={errors.canton}
          w={{ base: '100%', xs: 220 }}
        />
      )}
      <DocumentPicker
        label={t('tax.ruling')}
        hint={t('tax.rulingHint')}
        saved={ruling}
        value={null}
        busy={uploading}
        onChange={(file) => void uploadRuling(file)}
        testId="document-taxRuling"
      />
      {ruling && rulingUrl && (
        <Anchor href={rulingUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {t('detail.openDocument', { name: ruling.fileName, date: formatDate(ruling.uploadedAt) })}
        </Anchor>
      )}
      <Group>
        <Button onClick={save} loading={saving}>
          {t('tax.save')}
        </Button>
      </Group>
    </Card>
  );
}
