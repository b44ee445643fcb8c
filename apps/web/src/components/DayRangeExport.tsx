import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CsvDownload } from '@tifo/contract';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { saveBlob } from '../lib/clubApi';
import { swissIsoDay } from '../lib/intl';

export interface DayRangeExportTexts {
  title: string;
  intro: string;
  from: string;
  to: string;
  download: string;
  /** What the status line says after a file with `count` rows was saved. */
  done: (count: number) => string;
}

/**
 * The texts of an export whose keys sit under `prefix` in a namespace: title, intro (with `values`), from, to,
 * download, and done with the count.
 */
export function exportTexts(
  t: TFunction,
  prefix: string,
  values: Record<string, unknown> = {},
): DayRangeExportTexts {
  return {
    title: t(`${prefix}.title`),
    intro: t(`${prefix}.intro`, values),
    from: t(`${prefix}.from`),
    to: t(`${prefix}.to`),
    download: t(`${prefix}.download`),
    done: (count) => t(`${prefix}.done`, { count }),
  };
}

/**
 * A CSV export of the days from … to (both included), as a card: two date fields, a download button, and a
 * status line (how many rows) or the server's message. The club's donations (financials tab) and the
 * operator's journal (ledger tab) use it; with `month`, one month field instead (YYYY-MM, passed as both ends):
 * the operator's fee invoices.
 */
export function DayRangeExport({
  texts,
  initialFrom,
  onExport,
  errorText = (error) => (error instanceof Error ? error.message : String(error)),
  testId,
  month = false,
}: {
  texts: DayRangeExportTexts;
  initialFrom: string;
  onExport: (from: string, to: string) => Promise<CsvDownload>;
  /** The failure in the reader's language (the server's messages are translated already, but the operator's). */
  errorText?: (error: unknown) => string;
  testId: string;
  month?: boolean;
}) {
  const titleId = useId();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(swissIsoDay);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const file = await onExport(from, month ? from : to);
      saveBlob(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), file.fileName);
      setMessage({ ok: true, text: texts.done(file.rows) });
    } catch (error) {
      setMessage({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} fz="md" id={titleId}>
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.intro}
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            {(
              [[texts.from, from, setFrom], ...(month ? [] : ([[texts.to, to, setTo]] as const))] as const
            ).map(([label, value, set]) => (
              <TextInput
                key={label}
                type={month ? 'month' : 'date'}
                label={label}
                value={value}
                onChange={(event) => set(event.currentTarget.value)}
                required
              />
            ))}
            <Button type="submit" loading={busy} data-testid={testId}>
              {texts.download}
            </Button>
          </Group>
        </form>
        {message && (
          <Text size="sm" c={message.ok ? 'pitch.8' : 'red.8'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
