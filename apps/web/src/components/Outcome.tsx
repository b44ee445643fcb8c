import { Alert } from '@mantine/core';

/**
 * What a form's last action came to: the success as a status (read out politely), the failure as an alert (read
 * out at once); nothing while there is neither.
 */
export function Outcome({ success, failure }: { success: string | null; failure: string | null }) {
  return (
    <>
      {success && (
        <Alert color="pitch" variant="light" role="status">
          {success}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
    </>
  );
}
