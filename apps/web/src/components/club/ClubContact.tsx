import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { type ClubDetails, formatPhone } from '@tifo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { websiteHref, websiteLabel } from './format';
import { Icon, type IconName } from './Icon';

function Row({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li>
      <span className="profile-info-icon">
        <Icon name={icon} />
      </span>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
          {label}
        </Text>
        <div className="profile-break">{children}</div>
      </Stack>
    </li>
  );
}

/** Address (only the town when the club hides its address), contact e-mail, website and phone. */
export function ClubContact({ club }: { club: ClubDetails }) {
  const { t } = useTranslation('club');
  const { address } = club;
  const street = club.hideAddress ? [] : [address.address1, address.address2].filter(Boolean);
  const town = club.hideAddress ? address.city : [address.postalCode, address.city].filter(Boolean).join(' ');

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="club-contact-title">
      <Title id="club-contact-title" order={2} fz="xl" mb="md">
        {t('contact.title')}
      </Title>
      <ul className="profile-info-list">
        <Row icon="pin" label={club.hideAddress ? t('contact.town') : t('contact.address')}>
          <address style={{ fontStyle: 'normal' }} data-testid="club-address">
            {street.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
            <Text>{town}</Text>
          </address>
        </Row>
        <Row icon="mail" label={t('contact.email')}>
          <Anchor href={`mailto:${club.email}`} fw={600}>
            {club.email}
          </Anchor>
        </Row>
        {club.website && (
          <Row icon="globe" label={t('contact.website')}>
            <Anchor href={websiteHref(club.website)} target="_blank" rel="noopener noreferrer" fw={600}>
              {websiteLabel(club.website)}
            </Anchor>
          </Row>
        )}
        {club.contactNumber && (
          <Row icon="phone" label={t('contact.phone')}>
            <Anchor href={`tel:${club.contactNumber.replace(/\s+/g, '')}`} fw={600}>
              {formatPhone(club.contactNumber)}
            </Anchor>
          </Row>
        )}
      </ul>
    </Card>
  );
}
