import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DescriptionField, DescriptionFields } from './DescriptionFields';
import { ImageCropUpload } from './ImageCropUpload';
import type { OfferDraft, OfferForm } from './useOfferForm';

interface OfferFormModalProps<Draft extends OfferDraft> {
  form: OfferForm<Draft>;
  title: string;
  onClose: () => void;
  /** The image field below the form's own fields. */
  image: { label: string; aspect: number };
  submitTestId: string;
  /** The form's own fields, above the image. */
  children: ReactNode;
}

/**
 * The frame of the product and event forms: a modal (full screen on a phone) that cannot be closed while
 * saving, the image, the failure banner, and the action bar with the saving step or why create waits.
 */
export function OfferFormModal<Draft extends OfferDraft>({
  form,
  title,
  onClose,
  image,
  submitTestId,
  children,
}: OfferFormModalProps<Draft>) {
  const { t } = useTranslation('offers');
  const phone = useMediaQuery('(max-width: 40em)');
  const { idPrefix, saving, createBlocked, step } = form;
  const stepText = step ? t(`form.step.${step}`) : '';

  return (
    <Modal
      opened
      onClose={() => {
        if (!saving) onClose();
      }}
      title={title}
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      closeButtonProps={{ 'aria-label': t('form.close'), disabled: saving }}
      classNames={{ title: 'offers-modal__title' }}
    >
      <form
        noValidate
        aria-busy={saving}
        onSubmit={(event) => {
          event.preventDefault();
          if (!createBlocked && !saving) void form.submit();
        }}
      >
        <Stack gap="md">
          {children}
          <div id={`${idPrefix}-image`} tabIndex={-1}>
            <ImageCropUpload
              label={image.label}
              aspect={image.aspect}
              value={form.image}
              onChange={form.chooseImage}
              currentUrl={form.existingImage}
              error={form.errors.image}
              required={!form.existingImage}
              disabled={saving}
            />
          </div>
          {form.failure && (
            <Alert color="red" variant="light" radius="md" role="alert">
              <Text size="sm">{form.failure}</Text>
            </Alert>
          )}
          <Group justify="space-between" gap="sm" wrap="wrap-reverse" className="offers-modal__actions">
            <Text size="sm" c="dimmed" role="status" aria-live="polite" id={`${idPrefix}-state`}>
              {saving ? stepText : createBlocked ? t('form.blocked') : ''}
            </Text>
            <Group gap="sm" justify="flex-end" style={{ flex: '1 1 auto' }}>
              <Button variant="default" onClick={onClose} disabled={saving}>
                {t('form.cancel')}
              </Button>
              <Button
                type="submit"
                loading={saving}
                disabled={createBlocked}
                aria-describedby={`${idPrefix}-state`}
                data-testid={submitTestId}
              >
                {form.editing ? t('form.save') : t('form.create')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The description and its translations, wired to the form. `sourceBlurError` says what is wrong with the
 * description in its own language when it loses the focus (null: nothing).
 */
export function OfferDescriptionFields<Draft extends OfferDraft>({
  form,
  sourceBlurError,
}: {
  form: OfferForm<Draft>;
  sourceBlurError: (description: string) => string | null;
}) {
  return (
    <DescriptionFields
      idPrefix={form.idPrefix}
      source={form.source}
      values={form.draft}
      onChange={(field: DescriptionField, value) => form.update(field, value as Draft[DescriptionField])}
      onSourceBlur={() => {
        const message = sourceBlurError(form.description);
        if (message !== null) form.setSourceError(message);
      }}
      untranslated={form.untranslated}
      status={form.translation.status}
      translationError={form.translation.error}
      errors={form.errors}
      disabled={form.saving}
    />
  );
}
