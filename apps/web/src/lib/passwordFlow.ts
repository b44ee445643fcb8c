import { type MessageKey, TIMERS } from '@tifo/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmationText } from '../i18n';
import { ApiError } from './api';
import { useTimedMessage } from './hooks';

/**
 * A step of the forgotten-password flow (ask for a code, set the new password): the server's confirmation, then
 * after a pause the next page; or its refusal, shown for a while.
 */
export function usePasswordStep() {
  const navigate = useNavigate();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, showFailure] = useTimedMessage(TIMERS.passwordFlowErrorMs);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  /** Sends the step; once confirmed, `done` runs and the next page follows. */
  async function take(
    send: () => Promise<{ message?: string; key?: MessageKey }>,
    next: string,
    done: () => void,
  ) {
    showFailure(null);
    try {
      const answer = await send();
      setSuccess(confirmationText(answer) ?? null);
      done();
      redirectTimer.current = setTimeout(() => {
        setSuccess(null);
        navigate(next);
      }, TIMERS.passwordFlowRedirectMs);
    } catch (error) {
      if (error instanceof ApiError) showFailure(error.message);
    }
  }

  return { success, failure, take };
}
