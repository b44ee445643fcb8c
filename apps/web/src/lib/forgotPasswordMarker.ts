/** The forgot-password marker (PRODUCT.md §accounts): set after the forgot step, needed to reach /reset-password. */
export interface ForgotPasswordMarker {
  email: string;
  isForgotStepCompleted: true;
}

export const FORGOT_PASSWORD_KEY = 'forgotPassword';

export function readForgotMarker(): ForgotPasswordMarker | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(FORGOT_PASSWORD_KEY) ?? 'null');
    if (
      value !== null &&
      typeof value === 'object' &&
      'email' in value &&
      typeof value.email === 'string' &&
      'isForgotStepCompleted' in value &&
      value.isForgotStepCompleted === true
    ) {
      return { email: value.email, isForgotStepCompleted: true };
    }
  } catch {
    // fall through
  }
  return null;
}

export function writeForgotMarker(email: string): void {
  localStorage.setItem(FORGOT_PASSWORD_KEY, JSON.stringify({ email, isForgotStepCompleted: true }));
}

export function clearForgotMarker(): void {
  localStorage.removeItem(FORGOT_PASSWORD_KEY);
}
