import { OPERATOR_MESSAGES, operatorMessageKey } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';

/**
 * An operator call's error in the operator's language: the operator messages (contract OPERATOR_MESSAGES) are
 * translated by the admin namespace, with any detail the server added after them; others are already translated.
 */
export function useOperatorError(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  return (error) => {
    const raw = error instanceof ApiError ? error.rawMessage : undefined;
    const key = operatorMessageKey(raw);
    if (key && raw) return `${t(`errors.${key}`)}${raw.slice(OPERATOR_MESSAGES[key].length)}`;
    return error instanceof Error ? error.message : String(error);
  };
}
