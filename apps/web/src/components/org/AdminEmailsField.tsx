import { ActionIcon, Alert, Box, Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { AdminEntry, CLUB_ROLES, type ClubRole, ORG_LIMITS } from '@tifo/contract';
import { useCallback, useRef, useState } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueText, translateMessageKey } from '../../i18n';
import { adminEmailExists } from '../../lib/orgApi';

interface AdminValues {
  adminEmails: { email: string; role?: ClubRole }[];
}

type AccountState = 'checking' | 'exists' | 'missing';

/**
 * Whether the people named as administrators have an account (POST /users/email-admin on blur): admins must
 * register first (PRODUCT.md §validation). The form asks `missing()` before it sends.
 */
export function useAdminAccounts(known: readonly string[] = []) {
  const [states, setStates] = useState<Record<string, AccountState>>(() =>
    Object.fromEntries(known.map((email) => [email.toLowerCase(), 'exists' as const])),
  );
  const latest = useRef(states);
  latest.current = states;

  const check = useCallback(async (raw: string) => {
    const parsed = AdminEntry.shape.email.safeParse(raw);
    if (!parsed.success) return;
    const email = parsed.data;
    if (latest.current[email] === 'exists' || latest.current[email] === 'checking') return;
    setStates((current) => ({ ...current, [email]: 'checking' }));
    try {
      const exists = await adminEmailExists(email);
      setStates((current) => ({ ...current, [email]: exists ? 'exists' : 'missing' }));
    } catch {
      // The server checks again when the form is sent; a failed check blocks nothing here.
      setStates((current) => {
        const { [email]: _, ...rest } = current;
        return rest;
      });
    }
  }, []);

  const stateOf = (email: string): AccountState | undefined => states[email.trim().toLowerCase()];
  const missing = (emails: readonly string[]) =>
    emails.filter((email) => states[email.trim().toLowerCase()] === 'missing');
  return { check, stateOf, missing };
}

export type AdminAccounts = ReturnType<typeof useAdminAccounts>;

/**
 * Administrators: one row per person with e-mail and role (Administrator, Finance, Editor); new rows are
 * administrators (ROLE_CLUB); at least one row and at least one administrator.
 */
export function AdminEmailsField({
  accounts,
  invited = [],
  disabled = false,
}: {
  accounts: AdminAccounts;
  /** The e-mails whose invitation is still open (issue 17: no role until the person accepts). */
  invited?: readonly string[];
  disabled?: boolean;
}) {
  const { t } = useTranslation('org');
  const {
    control,
    formState: { errors },
  } = useFormContext<AdminValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'adminEmails' });
  const roleOptions = CLUB_ROLES.map((role) => ({ value: role, label: t(`admins.roles.${role}`) }));
  const listError = errors.adminEmails?.message ?? errors.adminEmails?.root?.message;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('admins.intro')}
      </Text>
      {fields.map((row, index) => {
        const number = index + 1;
        return (
          <Controller
            key={row.id}
            control={control}
            name={`adminEmails.${index}.email`}
            render={({ field, fieldState }) => {
              const state = accounts.stateOf(field.value ?? '');
              const error =
                issueText(fieldState.error?.message) ??
                (state === 'missing'
                  ? translateMessageKey('adminMustRegister', { email: field.value.trim().toLowerCase() })
                  : undefined);
              return (
                <Box component="fieldset" className="org-admin-row" data-testid="admin-row">
                  <legend className="org-admin-row__legend">{t('admins.legend', { number })}</legend>
                  <Group gap="sm" align="flex-start" wrap="wrap">
                    <TextInput
                      label={t('admins.email')}
                      type="email"
                      autoComplete={index === 0 ? 'email' : 'off'}
                      maxLength={ORG_LIMITS.emailMax}
                      withAsterisk
                      disabled={disabled}
                      style={{ flex: '1 1 220px' }}
                      error={error}
                      description={
                        state === 'checking'
                          ? t('admins.checking')
                          : invited.includes((field.value ?? '').trim().toLowerCase())
                            ? t('admins.invited')
                            : undefined
                      }
                      rightSection={state === 'checking' ? <Loader size={14} /> : null}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={() => {
                        field.onBlur();
                        void accounts.check(field.value ?? '');
                      }}
                      ref={field.ref}
                      name={field.name}
                    />
                    <Controller
                      control={control}
                      name={`adminEmails.${index}.role`}
                      render={({ field: roleField }) => (
                        <Select
                          label={t('admins.role')}
                          data={roleOptions}
                          allowDeselect={false}
                          disabled={disabled}
                          w={{ base: 'calc(100% - 52px)', xs: 190 }}
                          value={roleField.value ?? 'ROLE_CLUB'}
                          onChange={(value) => roleField.onChange(value ?? 'ROLE_CLUB')}
                          onBlur={roleField.onBlur}
                          ref={roleField.ref}
                          name={roleField.name}
                        />
                      )}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size={36}
                      mt={25}
                      onClick={() => remove(index)}
                      disabled={disabled || fields.length === 1}
                      aria-label={t('admins.remove', { number })}
                    >
                      <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
                        <path
                          d="M5 7h14M10 11v6M14 11v6M6.5 7l1 12.5h9L17.5 7M9.5 7V4.5h5V7"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.8"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </ActionIcon>
                  </Group>
                </Box>
              );
            }}
          />
        );
      })}
      {listError && (
        <Alert color="red" variant="light" role="alert" p="sm">
          {issueText(listError)}
        </Alert>
      )}
      <Button
        variant="default"
        onClick={() => append({ email: '', role: 'ROLE_CLUB' })}
        disabled={disabled || fields.length >= ORG_LIMITS.maxAdmins}
        w="fit-content"
      >
        {t('admins.add')}
      </Button>
    </Stack>
  );
}
