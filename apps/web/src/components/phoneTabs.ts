import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is phone-wide (below Mantine's xs breakpoint, 36em). Read at the first render: the private
 * pages that use it are never rendered on the server, so a phone does not first draw the wide layout.
 */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false }) ?? false;
}

/**
 * Tabs on a phone as pills in two even columns (styles.css, .phone-pill-tabs): every tab is in sight, where a
 * row of tabs would wrap raggedly or hide some behind a sideways scroll. Wider screens keep the page's own
 * variant. Spread the answer's `props` into Mantine's Tabs.
 */
export function usePhoneTabs(wide: 'default' | 'outline' | 'pills') {
  const phone = usePhone();
  const props = phone
    ? ({ variant: 'pills', radius: 'xl', className: 'phone-pill-tabs' } as const)
    : ({ variant: wide, ...(wide === 'pills' ? { radius: 'xl' } : {}) } as const);
  return { phone, props };
}
