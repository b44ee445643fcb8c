import { Alert, Button, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type BankDetails, type ClubDocument, type DocumentKind, formatIban } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { showToast } from '../../lib/notify';
import { saveBank, uploadFile } from '../../lib/orgApi';
import { BankFieldsForm, bankRequestOf } from './BankFields';
import { countryName } from './countries';
import { DocumentPicker } from './DocumentPicker';
import { formatDate } from './format';

/**
 * The edit page's third tab: the bank data shown disabled (masked IBAN for finance, PRODUCT.md §organisations); ROLE_CLUB
 * can unlock it to change it (PUT /banks, 'Bank Details erfolgreich aktualisiert.') and replace documents. A club
 * the operator has reviewed is told before a change that the new account will be checked, and while it is.
 */
export function BankPanel({
  clubId,
  bank,
  documents,
  canEdit,
  reviewed,
  onSaved,
}: {
  clubId: string;
  bank: BankDetails | null;
  documents: ClubDocument[];
  canEdit: boolean;
  /** Approved or verified: a changed account waits for the operator's confirmation. */
  reviewed: boolean;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('org');
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState<DocumentKind | null>(null);

  const upload = async (kind: DocumentKind, file: File) => {
    setUploading(kind);
    try {
      await uploadFile({ entity: 'document', column: kind, id: clubId }, file, file.name);
      showToast(t('documents.uploaded'), 'success');
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && !error.handled) showToast(error.message);
    } finally {
      setUploading(null);
    }
  };

  const saved = (kind: DocumentKind) => documents.find((document) => document.kind === kind) ?? null;

  return (
    <Stack gap="xl">
      <Stack gap="md" component="section" className="org-section" aria-labelledby="bank-title">
        <Title order={3} fz="lg" id="bank-title">
          {t('bank.title')}
        </Title>
        {bank?.awaitingConfirmation && !editing && (
          <Alert
            color="amber"
            variant="light"
            role="note"
            title={t('bank.awaitingTitle')}
            data-testid="bank-awaiting"
          >
            {t('bank.awaiting', {
              date: formatDate(bank.changedAt),
              previous: bank.previousIbanLast4
                ? t('bank.awaitingPrevious', { last4: bank.previousIbanLast4 })
                : '',
            })}
          </Alert>
        )}
        {editing && reviewed && bank && (
          <Text size="sm" c="dimmed" data-testid="bank-change-review">
            {t('bank.changeReview')}
          </Text>
        )}
        {editing ? (
          <BankFieldsForm
            bank={bank}
            submitLabel={t('bank.save')}
            secondary={
              <Button variant="default" size="md" onClick={() => setEditing(false)}>
                {t('bank.cancel')}
              </Button>
            }
            onSave={async (values) => {
              const request = bankRequestOf(clubId, values);
              await saveBank(bank ? { ...request, id: bank.id } : request);
              showToast(translateMessageKey('bankUpdated'), 'success');
              setEditing(false);
              onSaved();
            }}
          />
        ) : bank ? (
          <>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('bank.country')}
                  value={countryName(bank.country, i18n.language)}
                  disabled
                  readOnly
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={t('bank.owner')} value={bank.name} disabled readOnly />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('bank.iban')}
                  description={bank.ibanMasked ? t('bank.masked') : undefined}
                  value={bank.ibanMasked ? bank.iban : formatIban(bank.iban)}
                  disabled
                  readOnly
                  classNames={{ input: 'org-iban' }}
                  data-testid="bank-iban"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('bank.currency')}
                  value={t(`bank.currencies.${bank.currency}`)}
                  disabled
                  readOnly
                />
              </Grid.Col>
            </Grid>
            {canEdit && (
              <Group>
                <Button variant="light" onClick={() => setEditing(true)}>
                  {t('bank.change')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text c="dimmed">{t('bank.none')}</Text>
            {canEdit && (
              <Button variant="light" onClick={() => setEditing(true)}>
                {t('bank.add')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <Stack gap="md" component="section" className="org-section" aria-labelledby="documents-title">
        <Title order={3} fz="lg" id="documents-title">
          {t('documents.title')}
        </Title>
        {(['doc1', 'doc2'] as const).map((kind) => {
          const document = saved(kind);
          return canEdit ? (
            <DocumentPicker
              key={kind}
              testId={`document-${kind}`}
              label={t(`documents.${kind}`)}
              hint={t(`documents.${kind}Hint`)}
              saved={document}
              value={null}
              busy={uploading === kind}
              onChange={(file) => void upload(kind, file)}
            />
          ) : (
            <Stack key={kind} gap={2}>
              <Text size="sm" fw={600}>
                {t(`documents.${kind}`)}
              </Text>
              <Text size="sm" c="dimmed" className="org-break">
                {document
                  ? t('documents.saved', { name: document.fileName, date: formatDate(document.uploadedAt) })
                  : t('documents.none')}
              </Text>
            </Stack>
          );
        })}
        {!canEdit && (
          <Alert color="gray" variant="light" p="sm">
            {t('documents.onlyAdmins')}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
