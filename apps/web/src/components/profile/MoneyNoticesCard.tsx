import { Alert, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MONEY_NOTICE_SETTINGS, type MoneyNoticeSetting } from '@tifo/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText, translateMessageKey } from '../../i18n';
import { fetchMoneyNotices, profileKeys, saveMoneyNotices } from '../../lib/profileApi';

/**
 * For people who help run an organisation (issue 47): how they are told of money coming in — every gift at once,
 * a daily digest, or never. Saved as soon as it is chosen; shown only to staff.
 */
export function MoneyNoticesCard({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  // The choice shows at once; a refusal puts the saved one back.
  const [chosen, setChosen] = useState<MoneyNoticeSetting | null>(null);
  const notices = useQuery({
    queryKey: profileKeys.moneyNotices(userId),
    queryFn: ({ signal }) => fetchMoneyNotices(signal),
  });
  const save = useMutation({
    mutationFn: saveMoneyNotices,
    onError: () => setChosen(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileKeys.moneyNotices(userId), answer);
      setSaved(confirmationText(answer) ?? translateMessageKey('moneyNoticesSaved'));
    },
  });
  if (!notices.data?.staff) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} mt="lg" data-testid="money-notices">
      <Stack gap="sm">
        <Title order={2} fz="lg" id={`${id}-title`}>
          {t('moneyNotices.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('moneyNotices.intro')}
        </Text>
        <Radio.Group
          value={chosen ?? notices.data.setting}
          onChange={(value) => {
            setSaved(null);
            setChosen(value as MoneyNoticeSetting);
            save.mutate(value as MoneyNoticeSetting);
          }}
          aria-labelledby={`${id}-title`}
        >
          <Stack gap="xs">
            {MONEY_NOTICE_SETTINGS.map((setting) => (
              <Radio
                key={setting}
                value={setting}
                label={t(`moneyNotices.${setting}`)}
                description={t(`moneyNotices.${setting}Hint`)}
                disabled={save.isPending}
              />
            ))}
          </Stack>
        </Radio.Group>
        {!notices.data.chosen && (
          <Text size="xs" c="dimmed">
            {t('moneyNotices.default')}
          </Text>
        )}
        {saved && (
          <Text size="sm" c="pitch.8" role="status">
            {saved}
          </Text>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
