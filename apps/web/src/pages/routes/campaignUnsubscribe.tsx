import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Outcome } from '../../components/Outcome';
import { confirmationText, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { unsubscribe } from '../../lib/campaignsApi';
import { useDocumentTitle } from '../../lib/hooks';

/**
 * /campaigns/unsubscribe?product=…&user=…&expires=…&signature=… (issue 49): the link of an update mail. The backer
 * confirms with a button (a mail program that opens links ahead must not unsubscribe anybody), then gets no more
 * updates of that campaign; its other mails (receipts, the pledge's) still come.
 */
export default function CampaignUnsubscribePage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const body = {
    productId: params.get('product') ?? '',
    userId: params.get('user') ?? '',
    expires: params.get('expires') ?? '',
    signature: params.get('signature') ?? '',
  };
  const done = useMutation({ mutationFn: () => unsubscribe(body) });
  const failure = done.isError
    ? done.error instanceof ApiError
      ? done.error.message
      : translateMessageKey('unknownError')
    : null;
  return (
    <Container size="xs" py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('unsubscribe.title')}
          </Title>
          <Text>{t('unsubscribe.text')}</Text>
          <Outcome
            success={done.isSuccess ? (confirmationText(done.data) ?? t('unsubscribe.done')) : null}
            failure={failure}
          />
          {!done.isSuccess && (
            <Button radius="xl" loading={done.isPending} onClick={() => done.mutate()} w="fit-content">
              {t('unsubscribe.submit')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
