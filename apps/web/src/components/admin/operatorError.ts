/**
 * An operator call's error as the operator reads it: the API client shows every message by its key in the UI's
 * language (the payment file's details as the check wrote them), so this is the error's own text.
 */
export function useOperatorError(): (error: unknown) => string {
  return (error) => (error instanceof Error ? error.message : String(error));
}
