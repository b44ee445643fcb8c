import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseChf, ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PaymentStep } from '../../components/checkout/PaymentStep';
import { VerifyEmailPrompt } from '../../components/checkout/VerifyEmailPrompt';
import { formatDay, wireLanguage } from '../../components/club/format';
import { useDocumentTitle, useSession } from '../../lib/hooks';
import { fetchInvoiceCheckout, membershipKeys } from '../../lib/membershipsApi';
import { chfOf } from '../../lib/paymentsApi';
import '../../components/checkout/checkout.css';

/** Where a member sees their memberships and invoices. */
export const MY_MEMBERSHIPS = `${ROUTES.userProfile}?tab=membership`;

/**
 * /membership/invoice/:invoiceId (protected; the invoice e-mail's pay link, issue 14): the invoice — club,
 * membership, period, due date, amount — and, while it is open, checkout of exactly that invoice by card or
 * TWINT. Another person's invoice is "not found"; a paid one says so.
 */
export default function MembershipInvoicePage() {
  const { t, i18n } = useTranslation('memberships');
  useDocumentTitle(t('invoicePage.title'));
  const { invoiceId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const invoice = useQuery({
    // The membership's title is in the page's language: another language asks again, showing the invoice meanwhile.
    queryKey: membershipKeys.invoice(invoiceId, wireLanguage(i18n.language)),
    queryFn: ({ signal }) => fetchInvoiceCheckout(invoiceId, signal),
    placeholderData: keepPreviousData,
    enabled: session !== null && invoiceId !== '',
    retry: false,
  });
  const back = () => navigate(MY_MEMBERSHIPS);

  let body = null;
  if (!session) body = null;
  else if (invoice.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('invoicePage.loading')}</Text>
      </Group>
    );
  } else if (invoice.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('invoicePage.notFound')}
      </Alert>
    );
  } else if (invoice.data) {
    const { invoice: bill, club, product: membership, membershipStatus } = invoice.data;
    const paid = bill.status === 'paid';
    const ended = membershipStatus === 'cancelled';
    const amountRappen = parseChf(bill.amount) ?? 0;
    body = (
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" data-testid="invoice-summary">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} fz="xl">
                {t('invoicePage.heading', { number: bill.number })}
              </Title>
              <Badge color={paid ? 'pitch' : 'red'} variant="light" size="lg">
                {t(`payments.${bill.status}`)}
              </Badge>
            </Group>
            <Table withRowBorders={false} verticalSpacing={4}>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w="40%">{t('invoicePage.club')}</Table.Th>
                  <Table.Td>{club.name}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('invoicePage.product')}</Table.Th>
                  <Table.Td>{membership.title}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('invoicePage.period')}</Table.Th>
                  <Table.Td>
                    {formatDay(bill.period)} – {formatDay(bill.nextPeriod)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('invoicePage.due')}</Table.Th>
                  <Table.Td>{formatDay(bill.dueDate)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('invoicePage.amount')}</Table.Th>
                  <Table.Td fw={700}>{chfOf(bill.amount)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
        {paid && (
          <Alert color="pitch" variant="light" role="status">
            {t('invoicePage.paid')}
          </Alert>
        )}
        {!paid && ended && (
          <Alert color="amber" variant="light" role="status">
            {t('invoicePage.ended')}
          </Alert>
        )}
        {!paid && !ended && !session.donationEnabled && (
          <VerifyEmailPrompt email={session.email} onBack={back} />
        )}
        {!paid && !ended && session.donationEnabled && (
          <PaymentStep
            product={membership}
            amountRappen={amountRappen}
            delivery={null}
            returnTo={MY_MEMBERSHIPS}
            onBack={back}
            invoiceId={bill.id}
          />
        )}
        {(paid || ended) && (
          <Anchor component={Link} to={MY_MEMBERSHIPS}>
            {t('invoicePage.toProfile')}
          </Anchor>
        )}
      </Stack>
    );
  }

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('invoicePage.title')}
        </Title>
        {body}
        {invoice.isError && (
          <Button variant="default" radius="xl" onClick={back} style={{ alignSelf: 'flex-start' }}>
            {t('invoicePage.back')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
