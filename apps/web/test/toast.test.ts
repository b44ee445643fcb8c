import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToastHistory, showToast } from '../src/lib/notify';

describe('global toasts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetToastHistory();
  });

  it('suppresses an identical message within 5 s', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    expect(showToast('Netzwerkfehler', 'error', 1_000)).toBe(true);
    expect(showToast('Netzwerkfehler', 'error', 5_999)).toBe(false);
    expect(showToast('Anderer Fehler', 'error', 6_000)).toBe(true);
    expect(show).toHaveBeenCalledTimes(2);
    expect(showToast('Netzwerkfehler', 'error', 6_000)).toBe(true);
    expect(show).toHaveBeenCalledTimes(3);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ message: 'Netzwerkfehler', autoClose: 5000 });
  });
});
