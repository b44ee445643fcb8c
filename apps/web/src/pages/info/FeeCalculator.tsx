import { Card, NumberInput, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { splitDonation } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Amount used when the field is empty (PRODUCT.md §public-site). */
export const DEFAULT_CALCULATOR_CHF = 10;
/** Highest amount the calculator accepts, in CHF. */
export const MAX_CALCULATOR_CHF = 1_000_000;
/** Smallest donation (PRODUCT.md §checkout: gifts start at CHF 5). */
export const MIN_DONATION_RAPPEN = 500;
/** Example donations in Rappen for the table. */
export const FEE_EXAMPLES_RAPPEN = [500, 2000, 10_000, 15_000] as const;

const moneyFormat = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → '1’234.56' (Swiss convention in every language: point and apostrophe). */
export function formatRappen(rappen: number): string {
  return moneyFormat.format(rappen / 100);
}

/** The calculator's input (number, '' or text) as integer Rappen; empty → CHF 10, negative → 0. */
export function inputToRappen(value: number | string): number {
  if (value === '' || value === undefined) return DEFAULT_CALCULATOR_CHF * 100;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.round(Math.min(amount, MAX_CALCULATOR_CHF) * 100);
}

export function FeeCalculator() {
  const { t } = useTranslation('info');
  const [value, setValue] = useState<number | string>('');
  const split = splitDonation(inputToRappen(value));
  const rows = [
    { key: 'donation', rappen: split.amountRappen, payout: false },
    { key: 'fee', rappen: split.feeRappen, payout: false },
    { key: 'payout', rappen: split.clubShareRappen, payout: true },
  ] as const;
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm" style={{ alignSelf: 'start' }}>
      <Stack gap="md">
        <Title order={3} fz={{ base: 22, md: 26 }}>
          {t('pricing.calculator.title')}
        </Title>
        <Text c="dimmed">{t('pricing.calculator.text')}</Text>
        <NumberInput
          label={t('pricing.calculator.label')}
          description={t('pricing.calculator.description')}
          placeholder={String(DEFAULT_CALCULATOR_CHF)}
          value={value}
          onChange={setValue}
          min={0}
          max={MAX_CALCULATOR_CHF}
          step={1}
          allowNegative={false}
          decimalScale={2}
          clampBehavior="strict"
          thousandSeparator="’"
          size="md"
          inputMode="decimal"
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" aria-live="polite">
          {rows.map((row) => (
            <div
              key={row.key}
              className={row.payout ? 'calc-result calc-result--payout' : 'calc-result'}
              data-testid={`calculator-${row.key}`}
            >
              <Text size="sm" c="dimmed" fw={600}>
                {t(`pricing.calculator.${row.key}`)}
              </Text>
              <Text fw={800} fz={24} className="calc-value" c={row.payout ? 'pitch.9' : undefined}>
                <Text span size="sm" fw={600} mr={4}>
                  {t('pricing.calculator.currency')}
                </Text>
                {formatRappen(row.rappen)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

export function FeeExamples() {
  const { t } = useTranslation('info');
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        {t('pricing.examples.title')}
      </Title>
      <Table
        striped
        withTableBorder
        captionSide="bottom"
        verticalSpacing="sm"
        horizontalSpacing={6}
        fz={{ base: 12, xs: 'sm' }}
      >
        <Table.Caption>{t('pricing.examples.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pricing.examples.donation')}</Table.Th>
            <Table.Th ta="right">{t('pricing.examples.fee')}</Table.Th>
            <Table.Th ta="right">{t('pricing.examples.payout')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FEE_EXAMPLES_RAPPEN.map((amount) => {
            const split = splitDonation(amount);
            return (
              <Table.Tr key={amount}>
                <Table.Td className="calc-value">{formatRappen(split.amountRappen)}</Table.Td>
                <Table.Td ta="right" className="calc-value">
                  {formatRappen(split.feeRappen)}
                </Table.Td>
                <Table.Td ta="right" fw={700} c="pitch.9" className="calc-value">
                  {formatRappen(split.clubShareRappen)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
