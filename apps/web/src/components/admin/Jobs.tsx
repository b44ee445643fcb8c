import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobName, JobRun, JobSummary } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { confirmationText } from '../../i18n';
import { fetchJobs, jobsKeys, runJobNow } from '../../lib/jobsApi';
import { LoadFailed } from '../LoadFailed';
import { formatDateTime } from '../org/format';

const STATUS_COLOR: Record<JobRun['status'], string> = {
  succeeded: 'pitch',
  running: 'blue',
  failed: 'red',
  interrupted: 'orange',
};

/** The schedules in words (jobs.every.*); another cron expression is shown as it is. */
const SCHEDULE_PHRASE: Record<string, string> = {
  '* * * * *': 'minute',
  '*/5 * * * *': 'fiveMinutes',
  '*/10 * * * *': 'tenMinutes',
  '0 * * * *': 'hour',
  '0 5 * * *': 'dailyFive',
  '30 2 * * *': 'dailyRetention',
  '45 3 * * *': 'dailyMaintenance',
  '0 7 * 1 *': 'januaryMornings',
};

/**
 * The operator's Jobs view: every scheduled job (pg-boss) with its schedule, the last run and what started
 * it, the next run, and its latest failures with their error; "run now" queues a run that one process picks
 * up. Refreshes every 10 seconds while open.
 */
export function Jobs() {
  const { t } = useTranslation('admin');
  const jobs = useQuery({
    queryKey: jobsKeys.all,
    queryFn: ({ signal }) => fetchJobs(signal),
    refetchInterval: 10_000,
  });
  if (jobs.isPending) return <Skeleton h={320} radius="md" role="status" aria-label={t('jobs.loading')} />;
  if (jobs.isError) {
    return (
      <LoadFailed
        title={t('jobs.loadError')}
        message={jobs.error.message}
        onRetry={() => jobs.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const { now, running } = jobs.data;
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('jobs.now', { time: formatDateTime(now) })}
      </Text>
      {!running && (
        <Alert color="amber" variant="light" title={t('jobs.notRunning')}>
          {t('jobs.notRunningText')}
        </Alert>
      )}
      {jobs.data.jobs.map((job) => (
        <JobCard key={job.name} job={job} canRun={running} />
      ))}
    </Stack>
  );
}

function JobCard({ job, canRun }: { job: JobSummary; canRun: boolean }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: (name: JobName) => runJobNow(name),
    // The run shows up as the last run a moment later (the view refreshes every 10 s).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
  const headingId = `job-${job.name}`;
  const last = job.lastRun;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg" id={headingId}>
              {t(`jobs.names.${job.name}`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`jobs.descriptions.${job.name}`)}
            </Text>
          </Stack>
          <Button
            variant="light"
            onClick={() => run.mutate(job.name)}
            loading={run.isPending}
            disabled={!canRun}
            aria-label={t('jobs.runNowLabel', { name: t(`jobs.names.${job.name}`) })}
          >
            {t('jobs.runNow')}
          </Button>
        </Group>
        {run.isSuccess && (
          <Text size="sm" c="pitch.9" role="status">
            {confirmationText(run.data)}
          </Text>
        )}
        {run.isError && (
          <Text size="sm" c="red.8" role="alert">
            {run.error.message}
          </Text>
        )}
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={{ base: 120, sm: 180 }}>{t('jobs.schedule')}</Table.Th>
              <Table.Td>
                <code>{job.schedule}</code>
                {SCHEDULE_PHRASE[job.schedule]
                  ? ` · ${t(`jobs.every.${SCHEDULE_PHRASE[job.schedule]}`)}`
                  : ''}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('jobs.lastRun')}</Table.Th>
              <Table.Td>
                {last ? (
                  <Group gap="xs">
                    <span>{formatDateTime(last.startedAt)}</span>
                    <Badge color={STATUS_COLOR[last.status]} variant="light">
                      {t(`jobs.status.${last.status}`)}
                    </Badge>
                    {/* The dot stays with both neighbours, so a narrow cell never starts a line with it. */}
                    <span>
                      <span>{t(`jobs.trigger.${last.trigger}`)}</span>
                      {'\u00a0·\u00a0'}
                      <span>{t('jobs.count', { count: last.count })}</span>
                    </span>
                  </Group>
                ) : (
                  t('jobs.never')
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('jobs.nextRun')}</Table.Th>
              <Table.Td>{job.nextRun ? formatDateTime(job.nextRun) : '–'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('jobs.runs')}</Table.Th>
              <Table.Td>{t('jobs.runsText', { runs: job.runs, failed: job.failedRuns })}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {job.failures.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('jobs.failures')}
            </Text>
            <ul className="jobs-failures">
              {job.failures.map((failure) => (
                <li key={failure.startedAt}>
                  <Text size="sm">
                    <time dateTime={failure.startedAt}>{formatDateTime(failure.startedAt)}</time> ·{' '}
                    {t(`jobs.trigger.${failure.trigger}`)}:{' '}
                    <Text span c="red.8">
                      {failure.error}
                    </Text>
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
