import { ScrollArea, Tabs } from '@mantine/core';
import { CLUB_TABS, type ClubRole } from '@tifo/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePhoneTabs } from '../phoneTabs';

export type ClubTab = (typeof CLUB_TABS)[ClubRole][number];

/** The tabs of a role, in the spec's order (PRODUCT.md §offers): the contract's CLUB_TABS. */
export function tabsFor(role: ClubRole): readonly ClubTab[] {
  return CLUB_TABS[role];
}

/** The tab opened first: products (or events) when the role has it, else the role's first tab. */
export function initialTab(tabs: readonly ClubTab[]): ClubTab {
  return (['products', 'events'] as const).find((tab) => tabs.includes(tab)) ?? (tabs[0] as ClubTab);
}

/**
 * The dashboard's tabs for one role. The chosen tab is kept in the address (?tab=products), so a reload or a
 * shared link opens the same tab. Tabs are Mantine's (arrow keys move between them, WAI-ARIA tabs pattern);
 * on a phone they are pills in two columns (usePhoneTabs), on wider screens one row that scrolls sideways when
 * it must.
 */
export function ClubTabs({ role, panels }: { role: ClubRole; panels: Record<ClubTab, ReactNode> }) {
  const { t } = useTranslation('offers');
  const [params, setParams] = useSearchParams();
  const tabs = tabsFor(role);
  const wanted = params.get('tab');
  const active = tabs.find((tab) => tab === wanted) ?? initialTab(tabs);
  const viewport = useRef<HTMLDivElement>(null);
  const phoneTabs = usePhoneTabs('outline');
  const list = (
    <Tabs.List aria-label={t('tabs.label')} className={phoneTabs.phone ? undefined : 'offers-tabs__list'}>
      {tabs.map((tab) => (
        <Tabs.Tab key={tab} value={tab} data-testid={`club-tab-${tab}`}>
          {t(`tabs.${tab}`)}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );

  // In a narrow window the active tab may lie beyond the right edge of the row: scroll the row (not the page) to
  // it. (On a phone there is no row: every pill is in sight.)
  useEffect(() => {
    const row = viewport.current;
    const tab = row?.querySelector<HTMLElement>(`[data-testid="club-tab-${active}"]`);
    if (!row || !tab) return;
    const left = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
    row.scrollLeft = Math.max(0, left);
  }, [active]);

  return (
    <Tabs
      value={active}
      onChange={(next) => {
        if (!next) return;
        const nextParams = new URLSearchParams(params);
        nextParams.set('tab', next);
        setParams(nextParams, { replace: true });
      }}
      keepMounted={false}
      radius="md"
      {...phoneTabs.props}
    >
      {phoneTabs.phone ? (
        list
      ) : (
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" viewportRef={viewport}>
          {list}
        </ScrollArea>
      )}
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="lg">
          {panels[tab]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
