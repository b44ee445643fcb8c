import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@tifo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '../src/i18n';
import { routes } from '../src/router';
import { renderRoutes } from './render';

const LANGUAGES: { language: Language; wire: 'de' | 'it' }[] = [
  { language: 'du', wire: 'de' },
  { language: 'it', wire: 'it' },
];

/** Opens a page and waits for its h1 (the route title of the `common` namespace). */
async function open(path: string, route: string, wire: string) {
  const view = renderRoutes(routes, path);
  const title = i18n.getFixedT(wire, 'common')(`routes.${route}`);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  return view;
}

function main(): HTMLElement {
  return screen.getByRole('main');
}

function linkTo(href: string): HTMLElement[] {
  return within(main())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href') === href);
}

describe.each(LANGUAGES)('information pages in $wire', ({ language, wire }) => {
  const t = (key: string, options: Record<string, unknown> = {}) =>
    i18n.getFixedT(wire, 'info')(key, options);

  beforeEach(async () => {
    setLanguage(language);
    await i18n.loadNamespaces(['info', 'sponsoring', 'media']);
  });

  it('/wie-funktionierts shows both sets of steps and links to both registrations', async () => {
    await open('/wie-funktionierts', 'howItWorks', wire);
    expect(screen.getByText(t('howItWorks.supporters.steps.0.title'))).toBeInTheDocument();
    expect(screen.getByText(t('howItWorks.organisations.steps.1.title'))).toBeInTheDocument();
    expect(linkTo('/register/user').length).toBeGreaterThan(0);
    expect(linkTo('/register/club').length).toBeGreaterThan(0);
  });

  it('/kosten shows the calculator with the default CHF 10', async () => {
    await open('/kosten', 'pricing', wire);
    expect(screen.getByLabelText(new RegExp(t('pricing.calculator.label')))).toBeInTheDocument();
    expect(screen.getByTestId('calculator-payout')).toHaveTextContent('8.00');
    expect(screen.getByRole('table')).toHaveTextContent('130.00');
  });

  it('/partners loads the video only after the click and links to /football-is-more and football.ch', async () => {
    const { container } = await open('/partners', 'partners', wire);
    expect(container.querySelector('iframe')).toBeNull();
    expect(linkTo('/football-is-more')).toHaveLength(1);
    const external = linkTo('https://www.football.ch')[0];
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const title = t('partners.video.title');
    const play = screen.getByRole('button', {
      name: i18n.getFixedT(wire, 'media')('play', { title }),
    });
    expect(screen.getByText(i18n.getFixedT(wire, 'media')('consent'))).toBeInTheDocument();
    await userEvent.click(play);
    const frame = container.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/,
    );
    expect(frame).toHaveAttribute('title', title);
  });

  it('/football-is-more explains the four pillars and leads to /clubs', async () => {
    await open('/football-is-more', 'footballIsMore', wire);
    for (const index of [0, 1, 2, 3]) {
      expect(screen.getByText(t(`footballIsMore.pillars.items.${index}.title`))).toBeInTheDocument();
    }
    expect(linkTo('/clubs').length).toBeGreaterThan(0);
  });

  it('/ueber-uns lists 7 team members with photo and mailto link, the map, the address and /jobs', async () => {
    await open('/ueber-uns', 'about', wire);
    const members = screen.getAllByTestId('team-member');
    expect(members).toHaveLength(7);
    for (const member of members) {
      const mail = within(member)
        .getAllByRole('link')
        .find((link) => link.getAttribute('href')?.startsWith('mailto:'));
      expect(mail?.getAttribute('href')).toMatch(/^mailto:[\w.-]+@tifo\.ch$/);
      expect(within(member).getByRole('img').getAttribute('src')).toMatch(/^\/team\/[\w-]+\.svg$/);
    }
    const profiles = within(main())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('https://www.linkedin.com/'));
    expect(profiles.length).toBeGreaterThan(0);
    for (const profile of profiles) expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: t('about.office.mapLabel') })).toBeInTheDocument();
    expect(main()).toHaveTextContent('Bahnhofstrasse 10');
    expect(main()).toHaveTextContent('8001 Zürich');
    expect(within(main()).getByText(t('about.office.attribution'))).toBeInTheDocument();
    expect(t('about.office.attribution')).toContain('swisstopo');
    expect(linkTo('/jobs')).toHaveLength(1);
  });

  it('/feedback offers the feedback address and the contact form', async () => {
    await open('/feedback', 'feedback', wire);
    expect(linkTo('mailto:feedback@tifo.ch')).toHaveLength(1);
    expect(linkTo('/contact')).toHaveLength(1);
  });

  it.each([
    ['/sponsoring-einzelsportler', 'sponsoringAthletes', 'athletes'],
    ['/sponsoring-vereine', 'sponsoringClubs', 'clubs'],
    ['/sponsoring-teams', 'sponsoringTeams', 'teams'],
  ])('%s has its own benefits, register and club links and a video', async (path, route, audience) => {
    const { container } = await open(path, route, wire);
    const ts = i18n.getFixedT(wire, 'sponsoring');
    expect(screen.getByText(ts(`${audience}.benefits.0.title`))).toBeInTheDocument();
    expect(linkTo('/register/club').length).toBeGreaterThan(0);
    expect(linkTo('/clubs').length).toBeGreaterThan(0);
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', {
      name: i18n.getFixedT(wire, 'media')('play', { title: ts('shared.videoTitle') }),
    });
    await userEvent.click(play);
    expect(container.querySelector('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).not.toBeNull();
  });

  it('/spenden-app links to both app stores in a new tab', async () => {
    await open('/spenden-app', 'donationApp', wire);
    for (const href of [
      'https://apps.apple.com/ch/app/tifo',
      'https://play.google.com/store/apps/details?id=ch.tifo.app',
    ]) {
      const links = linkTo(href);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
    expect(
      within(main()).getAllByRole('img', { name: new RegExp(t('donationApp.stores.appStore')) }).length,
    ).toBeGreaterThan(0);
  });
});
