import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueText } from '../i18n';
import { PasswordInput, type PasswordInputProps } from './PasswordInput';

/** A field of an account form: what react-hook-form's register gave, and the field's error (a message key). */
interface AccountFieldProps {
  registration: UseFormRegisterReturn;
  issue: FieldError | undefined;
}

/**
 * A required text field of the account pages (log-in, sign-up, the password pages): no asterisk, as every field
 * there is required, and its error shown by its key.
 */
export function AccountTextInput({
  registration,
  issue,
  ...props
}: AccountFieldProps & Omit<TextInputProps, 'error'>) {
  return (
    <TextInput required withAsterisk={false} error={issueText(issue?.message)} {...props} {...registration} />
  );
}

/** The same for a password, with the button that shows it. */
export function AccountPasswordInput({
  registration,
  issue,
  ...props
}: AccountFieldProps & Omit<PasswordInputProps, 'ref' | 'error'>) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      required
      withAsterisk={false}
      visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
      error={issueText(issue?.message)}
      {...props}
      {...registration}
    />
  );
}
