import { Alert, Button, Grid, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { ORG_LIMITS } from '@tifo/contract';
import { type FormEventHandler, type ReactNode, useId, useMemo } from 'react';
import {
  Controller,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useFormContext,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../i18n';
import { countryOptions } from './countries';

/**
 * An organisation form (club, contact person, bank): its fields, whose inputs read react-hook-form's context,
 * then the save bar. The form names the save bar's error message while it shows one.
 */
export function OrgForm<T extends FieldValues>({
  form,
  save,
  bar,
  children,
}: {
  form: UseFormReturn<T>;
  /** The submit handler and the failed save's message (useSaveSubmit). */
  save: { submit: FormEventHandler<HTMLFormElement>; formError: string | null };
  bar: Omit<Parameters<typeof SaveBar>[0], 'error' | 'submitting'>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        onSubmit={save.submit}
        noValidate
        aria-describedby={save.formError && bar.errorId ? bar.errorId : undefined}
      >
        <Stack gap="xl">
          {children}
          <SaveBar error={save.formError} submitting={form.formState.isSubmitting} {...bar} />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** A titled part of an organisation form. */
export function OrgSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" className="org-section">
      <Title order={3} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The end of an organisation form: the message of a failed save, then the secondary action (back, cancel)
 * and the save button. With `readiness` the button waits until the form is complete and says why below it.
 */
export function SaveBar({
  error,
  errorId,
  secondary,
  submitLabel,
  submitting,
  canSubmit = true,
  readiness,
}: {
  error: string | null;
  errorId?: string;
  secondary?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  /** Whether the person may save at all (a read-only form shows only the secondary action). */
  canSubmit?: boolean;
  readiness?: { ready: boolean; hint: string };
}) {
  const hintId = useId();
  const waiting = readiness !== undefined && !readiness.ready;
  const bar = (canSubmit || secondary) && (
    <Group justify="space-between" gap="sm" className="org-actions">
      <div>{secondary}</div>
      {canSubmit && (
        <Button
          type="submit"
          size="md"
          loading={submitting}
          {...(readiness
            ? { disabled: !readiness.ready, 'aria-describedby': waiting ? hintId : undefined }
            : {})}
        >
          {submitLabel}
        </Button>
      )}
    </Group>
  );
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert" id={errorId}>
          {error}
        </Alert>
      )}
      {readiness ? (
        <Stack gap={6}>
          {bar}
          {waiting && (
            <Text size="xs" c="dimmed" ta="right" id={hintId}>
              {readiness.hint}
            </Text>
          )}
        </Stack>
      ) : (
        bar
      )}
    </>
  );
}

/** The e-mail and phone fields of a club and of its contact person (two half-width grid columns). */
export function EmailPhoneFields({
  labels,
  disabled,
}: {
  labels: { email: string; phone: string };
  disabled: boolean;
}) {
  const { t } = useTranslation('org');
  const {
    register,
    formState: { errors },
  } = useFormContext<{ email: string; contactNumber: string }>();
  const error = (field: 'email' | 'contactNumber') => issueText(errors[field]?.message);
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={labels.email}
          type="email"
          autoComplete="email"
          maxLength={ORG_LIMITS.emailMax}
          withAsterisk
          disabled={disabled}
          error={error('email')}
          {...register('email')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          placeholder={t('club.phonePlaceholder')}
          maxLength={ORG_LIMITS.phoneMax + 6}
          withAsterisk
          disabled={disabled}
          error={error('contactNumber')}
          {...register('contactNumber')}
        />
      </Grid.Col>
    </>
  );
}

/** A required, searchable country choice bound to the form's `country`. */
export function CountrySelect({
  label,
  error,
  disabled,
  autoComplete,
  required = true,
}: {
  label: string;
  error: string | undefined;
  disabled?: boolean;
  autoComplete?: string;
  required?: boolean;
}) {
  const { i18n } = useTranslation('org');
  const { control } = useFormContext<{ country: string }>();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Controller
      control={control}
      name="country"
      render={({ field }) => (
        <Select
          label={label}
          data={countries}
          withAsterisk={required}
          searchable
          allowDeselect={false}
          disabled={disabled}
          error={error}
          value={field.value || null}
          onChange={(next) => field.onChange(next ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          autoComplete={autoComplete}
        />
      )}
    />
  );
}
