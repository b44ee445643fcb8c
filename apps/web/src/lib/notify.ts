import { notifications } from '@mantine/notifications';
import { TIMERS } from '@tifo/contract';
import i18n from 'i18next';

/** An identical toast within this window is suppressed (PRODUCT.md §errors). */
export const TOAST_DEDUPE_MS = 5000;

const lastShownAt = new Map<string, number>();

export type ToastKind = 'error' | 'success' | 'info';

const COLORS: Record<ToastKind, string> = { error: 'red', success: 'pitch', info: 'night' };

/** Shows a toast at the top right; returns false when the same text was shown less than 5 s ago. */
export function showToast(message: string, kind: ToastKind = 'error', now: number = Date.now()): boolean {
  const last = lastShownAt.get(message);
  if (last !== undefined && now - last < TOAST_DEDUPE_MS) return false;
  lastShownAt.set(message, now);
  for (const [text, shownAt] of lastShownAt) {
    if (now - shownAt >= TOAST_DEDUPE_MS) lastShownAt.delete(text);
  }
  notifications.show({
    message,
    color: COLORS[kind],
    autoClose: TIMERS.toastMs,
    withBorder: true,
    role: kind === 'error' ? 'alert' : 'status',
    // The close button is an icon: it needs a name for screen readers (axe button-name).
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
  });
  return true;
}

/** For tests: forget which toasts were shown. */
export function resetToastHistory(): void {
  lastShownAt.clear();
}
