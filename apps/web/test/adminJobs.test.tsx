import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmation, type JobSummary, type JobsOverview } from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../src/i18n';
import deAdmin from '../src/i18n/locales/de/admin.json';
import frAdmin from '../src/i18n/locales/fr/admin.json';
import { routes } from '../src/router';
import { errorBody } from './answers';
import { adminPageHooks, callsTo, fakeApi } from './orgFixtures';
import { renderRoutes } from './render';

const WAIT = { timeout: 5000 };

adminPageHooks({ asOperator: true });

function job(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    name: 'mail-delivery',
    schedule: '* * * * *',
    lastRun: {
      startedAt: '2026-11-25T10:15:00Z',
      finishedAt: '2026-11-25T10:15:01Z',
      status: 'succeeded',
      count: 3,
      error: null,
      trigger: 'schedule',
    },
    nextRun: '2026-11-25T10:16:00Z',
    runs: 12,
    failedRuns: 0,
    failures: [],
    ...overrides,
  };
}

function overview(overrides: Partial<JobsOverview> = {}): JobsOverview {
  const failure = {
    startedAt: '2026-11-25T10:10:00Z',
    finishedAt: '2026-11-25T10:10:02Z',
    status: 'failed' as const,
    count: 0,
    error: 'Datatrans answered 502',
    trigger: 'schedule' as const,
  };
  return {
    now: '2026-11-25T10:15:30Z',
    running: true,
    jobs: [
      job(),
      job({ name: 'payment-reconciliation', schedule: '*/5 * * * *', nextRun: '2026-11-25T10:20:00Z' }),
      job({
        name: 'twint-reconciliation',
        schedule: '*/5 * * * *',
        lastRun: failure,
        failedRuns: 1,
        failures: [failure],
      }),
    ],
    ...overrides,
  };
}

describe('the operator’s Jobs view (/admin?tab=jobs)', { timeout: 30_000 }, () => {
  it('shows each job with its schedule, last run and what started it, next run, counts and failures', async () => {
    fakeApi((call) => (call.path === '/admin/jobs' ? overview() : undefined));
    renderRoutes(routes, '/admin?tab=jobs');
    expect(
      await screen.findByRole('heading', { level: 1, name: deAdmin.jobs.title }, WAIT),
    ).toBeInTheDocument();
    const mail = await screen.findByRole('region', { name: deAdmin.jobs.names['mail-delivery'] }, WAIT);
    expect(within(mail).getByText('25.11.2026 11:15')).toBeInTheDocument();
    expect(within(mail).getByText(deAdmin.jobs.trigger.schedule)).toBeInTheDocument();
    expect(within(mail).getByText(deAdmin.jobs.status.succeeded)).toBeInTheDocument();
    expect(within(mail).getByText('25.11.2026 11:16')).toBeInTheDocument();
    expect(within(mail).getByText('12 Läufe, davon 0 fehlgeschlagen')).toBeInTheDocument();
    const twint = screen.getByRole('region', { name: deAdmin.jobs.names['twint-reconciliation'] });
    expect(within(twint).getByText(deAdmin.jobs.failures)).toBeInTheDocument();
    expect(within(twint).getAllByText('Datatrans answered 502').length).toBeGreaterThan(0);
    expect(within(twint).getByText(deAdmin.jobs.status.failed)).toBeInTheDocument();
  });

  it('queues a run with "Jetzt ausführen" and says so', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/admin/jobs') return overview();
      if (call.path === '/admin/jobs/run') return [202, { ...confirmation('jobQueued'), jobId: 'j1' }];
      return undefined;
    });
    renderRoutes(routes, '/admin?tab=jobs');
    const button = await screen.findByRole(
      'button',
      { name: deAdmin.jobs.runNowLabel.replace('{{name}}', deAdmin.jobs.names['payment-reconciliation']) },
      WAIT,
    );
    await userEvent.click(button);
    expect(await screen.findByText(deMessages.jobQueued, {}, WAIT)).toBeInTheDocument();
    expect(callsTo(calls, '/admin/jobs/run')[0]?.body).toEqual({ name: 'payment-reconciliation' });
  });

  it('says when no scheduler runs and offers no "run now"', async () => {
    fakeApi((call) => (call.path === '/admin/jobs' ? overview({ running: false }) : undefined));
    renderRoutes(routes, '/admin?tab=jobs');
    expect(await screen.findByText(deAdmin.jobs.notRunning, {}, WAIT)).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /jetzt ausführen/i }))
      expect(button).toBeDisabled();
  });

  it('shows an error with a retry when the jobs cannot be loaded, and speaks French', async () => {
    setLanguage('fr');
    fakeApi((call) => (call.path === '/admin/jobs' ? [500, errorBody('internal', 'status500')] : undefined));
    renderRoutes(routes, '/admin?tab=jobs');
    expect(await screen.findByText(frAdmin.jobs.loadError, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: frAdmin.jobs.title })).toBeInTheDocument();
  });
});
