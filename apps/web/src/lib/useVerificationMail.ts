import { useState } from 'react';
import { confirmationText, translateMessageKey } from '../i18n';
import { ApiError } from './api';
import { requestEmailVerification } from './clubApi';

/**
 * Sending the verification mail again from a prompt (checkout, the club page's heart): `send()` asks for it,
 * `result` says it was sent or could not be (an error the user was already told of says nothing more).
 */
export function useVerificationMail(email: string) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    setSending(true);
    try {
      const answer = await requestEmailVerification(email);
      setResult({ ok: true, text: confirmationText(answer) ?? translateMessageKey('verificationEmailSent') });
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) {
        setResult({ ok: false, text: translateMessageKey('verificationEmailInvalid') });
      }
    } finally {
      setSending(false);
    }
  };
  return { sending, result, send, reset: () => setResult(null) };
}
