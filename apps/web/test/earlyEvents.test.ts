import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedLanguageChoice } from '../src/i18n/choice';
import {
  ENABLED_WAIT_MS,
  LANGUAGE_SELECT_ATTRIBUTE,
  recordEarlyEvents,
  replayEarlyEvents,
} from '../src/lib/earlyEvents';

/** Clicks made on a server-rendered page before its app runs are replayed once it does. */
afterEach(async () => {
  replayEarlyEvents();
  await nextTask();
  document.body.innerHTML = '';
});

/** The replayed clicks wait one task (the hydrated components render the browser's stores first). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function button(label: string, onClick = vi.fn()): { element: HTMLButtonElement; onClick: typeof onClick } {
  const element = document.createElement('button');
  element.setAttribute('aria-label', label);
  element.textContent = 'Auswählen';
  element.addEventListener('click', onClick);
  document.body.append(element);
  return { element, onClick };
}

describe('early clicks', () => {
  it('holds a click until the page is taken over, then replays it on the same button a task later', async () => {
    recordEarlyEvents();
    const choose = button('Auswählen: Freier Beitrag');
    choose.element.click();
    // Recorded: the page's own handler has not run yet.
    expect(choose.onClick).not.toHaveBeenCalled();
    replayEarlyEvents();
    // Not yet: the components that read the session render it first (after the page's effects).
    expect(choose.onClick).not.toHaveBeenCalled();
    // A click in that moment is kept too, and replayed after the first.
    choose.element.click();
    await nextTask();
    expect(choose.onClick).toHaveBeenCalledTimes(2);
  });

  it('replays the click on the equal button when the app rendered the list anew', async () => {
    recordEarlyEvents();
    const old = button('Auswählen: Freier Beitrag');
    old.element.click();
    // The app replaces the list: the old button is gone, an equal one (same label) takes its place.
    old.element.remove();
    const other = button('Auswählen: Trikot-Sponsoring');
    const fresh = button('Auswählen: Freier Beitrag');
    replayEarlyEvents();
    await nextTask();
    expect(fresh.onClick).toHaveBeenCalledTimes(1);
    expect(other.onClick).not.toHaveBeenCalled();
    expect(old.onClick).not.toHaveBeenCalled();
  });

  it('waits for a button the page disabled while it loads, and gives up after ENABLED_WAIT_MS', async () => {
    vi.useFakeTimers();
    try {
      recordEarlyEvents();
      // The favourite's heart: tapped while the page was the server's, then disabled by the app until it knows
      // whether the club is a favourite.
      const heart = button('Favorit');
      const stuck = button('Speichern');
      heart.element.click();
      stuck.element.click();
      heart.element.disabled = true;
      stuck.element.disabled = true;
      replayEarlyEvents();
      await vi.advanceTimersByTimeAsync(300);
      expect(heart.onClick).not.toHaveBeenCalled();
      heart.element.disabled = false;
      await vi.advanceTimersByTimeAsync(100);
      expect(heart.onClick).toHaveBeenCalledTimes(1);
      // The next click waits its own turn; its button stays disabled, and the click is dropped.
      await vi.advanceTimersByTimeAsync(ENABLED_WAIT_MS + 100);
      stuck.element.disabled = false;
      await vi.advanceTimersByTimeAsync(1000);
      expect(stuck.onClick).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the click when no single equal button is there', async () => {
    recordEarlyEvents();
    const old = button('Auswählen: Freier Beitrag');
    old.element.click();
    old.element.remove();
    const first = button('Auswählen: Freier Beitrag');
    const second = button('Auswählen: Freier Beitrag');
    replayEarlyEvents();
    await nextTask();
    expect(first.onClick).not.toHaveBeenCalled();
    expect(second.onClick).not.toHaveBeenCalled();
  });
});

describe('changes made before the script ran', () => {
  function languageSelect(rendered: string): HTMLSelectElement {
    const select = document.createElement('select');
    select.setAttribute(LANGUAGE_SELECT_ATTRIBUTE, '');
    for (const language of ['en', 'du', 'fr', 'it']) {
      const option = document.createElement('option');
      option.value = language;
      option.defaultSelected = language === rendered;
      select.append(option);
    }
    document.body.append(select);
    return select;
  }

  afterEach(() => localStorage.clear());

  it('keeps a language chosen while no script listened', () => {
    const select = languageSelect('du');
    // Chosen before boot.ts ran: the change event went unheard.
    select.value = 'en';
    recordEarlyEvents();
    expect(storedLanguageChoice()).toBe('en');
  });

  it('keeps the choice its input event carried when the selector is put back before the change event', () => {
    recordEarlyEvents();
    const select = languageSelect('du');
    select.value = 'fr';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    // React hydrates the selector on the input event and sets it back to the rendered language.
    select.value = 'du';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(storedLanguageChoice()).toBe('fr');
  });

  it('takes no choice from a selector still on its rendered language', () => {
    languageSelect('du');
    recordEarlyEvents();
    expect(storedLanguageChoice()).toBeNull();
  });

  it('hands text typed before the script ran to the app like text typed after', () => {
    const field = document.createElement('input');
    field.defaultValue = '';
    document.body.append(field);
    field.value = 'zurich';
    const heard = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    field.addEventListener('input', heard);
    recordEarlyEvents();
    replayEarlyEvents();
    expect(heard).toHaveReturnedWith('zurich');
    expect(field.value).toBe('zurich');
  });
});
