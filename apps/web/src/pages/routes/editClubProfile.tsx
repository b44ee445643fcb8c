import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ClubRole,
  clubRoleMay,
  type MyClub,
  type RegistrationDetails,
  ROUTES,
  toWireLanguage,
} from '@tifo/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Icon } from '../../components/club/Icon';
import { BankPanel } from '../../components/org/BankPanel';
import { ClosureCard } from '../../components/org/ClosureCard';
import { ClubInfoForm } from '../../components/org/ClubInfoForm';
import { ContactForm } from '../../components/org/ContactForm';
import { ImagePicker } from '../../components/org/ImagePicker';
import { StatusBadge } from '../../components/org/StatusBadge';
import { currentLanguage, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { fileNameFor } from '../../lib/files';
import { useDocumentTitle, useSession } from '../../lib/hooks';
import { showToast } from '../../lib/notify';
import {
  fetchMyClubs,
  fetchRegistrationDetails,
  orgKeys,
  saveContact,
  updateClub,
  uploadFile,
} from '../../lib/orgApi';
import type { Session } from '../../lib/session';
import '../../components/org/org.css';
import { LoadFailed } from '../../components/LoadFailed';

/** Which club: ?clubId=, else the session's club, else the first the user administers. */
function chosenClubId(requested: string | null, clubs: readonly MyClub[], session: Session): string | null {
  if (requested) return requested;
  return clubs.find((club) => club.id === session.clubId)?.id ?? clubs[0]?.id ?? null;
}

/**
 * The club edit page (PRODUCT.md §organisations): club information, contact person, bank details and documents.
 * What a role may do decides what is shown: finance sees everything read-only without save buttons and
 * without image editing, editors do not see the bank, only administrators see the administrators.
 */
export default function EditClubProfilePage() {
  const { t: tCommon } = useTranslation('common');
  useDocumentTitle(tCommon('routes.editClubProfile'));
  const session = useSession();
  if (!session) return <Navigate to={ROUTES.login} replace />;
  return <EditClubProfile session={session} />;
}

function EditClubProfile({ session }: { session: Session }) {
  const { t } = useTranslation('org');
  const { t: tCommon } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const requested = params.get('clubId');

  const mine = useQuery({ queryKey: orgKeys.mine, queryFn: ({ signal }) => fetchMyClubs(signal) });
  const clubs = mine.data?.content ?? [];
  const clubId = mine.isPending && !requested ? null : chosenClubId(requested, clubs, session);
  const details = useQuery({
    queryKey: orgKeys.details(clubId),
    queryFn: ({ signal }) => fetchRegistrationDetails(clubId, signal),
    enabled: clubId !== null,
    retry: false,
  });

  let body: ReactNode;
  if ((mine.isPending && !requested) || (clubId !== null && details.isPending)) {
    body = (
      <Stack gap="md" role="status" aria-label={t('edit.loading')}>
        <Skeleton h={48} radius="md" />
        <Skeleton h={220} radius="md" />
        <Skeleton h={320} radius="md" />
      </Stack>
    );
  } else if (mine.isError && !requested) {
    body = <LoadError message={mine.error.message} onRetry={() => void mine.refetch()} />;
  } else if (clubId === null) {
    body = (
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="md" align="flex-start">
          <Title order={2} fz="xl">
            {t('edit.noClubTitle')}
          </Title>
          <Text c="dimmed">{t('edit.noClubText')}</Text>
          <Button component={Link} to={ROUTES.registerClub}>
            {t('edit.registerClub')}
          </Button>
        </Stack>
      </Paper>
    );
  } else if (details.isError) {
    const forbidden = details.error instanceof ApiError && [403, 404].includes(details.error.status);
    body = forbidden ? (
      <Alert color="red" variant="light" role="alert" title={t('edit.forbiddenTitle')}>
        {details.error.message}
      </Alert>
    ) : (
      <LoadError message={details.error.message} onRetry={() => void details.refetch()} />
    );
  } else if (details.data?.club) {
    body = (
      <ClubEditor
        key={details.data.club.id}
        details={details.data}
        session={session}
        closure={clubs.find((club) => club.id === clubId)?.closure ?? null}
      />
    );
  } else {
    body = <LoadError message={translateMessageKey('clubNotFound')} onRetry={() => void details.refetch()} />;
  }

  return (
    <Box className="org-page">
      <Container size="md" py={{ base: 24, md: 48 }} px={{ base: 'sm', xs: 'md' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {tCommon('routes.editClubProfile')}
            </Title>
            {clubs.length > 1 && (
              <Select
                label={t('edit.chooseClub')}
                data={clubs.map((club) => ({ value: club.id, label: club.name }))}
                value={clubId}
                allowDeselect={false}
                onChange={(value) => value && setParams({ clubId: value })}
                w={{ base: '100%', xs: 280 }}
              />
            )}
          </Group>
          {body}
        </Stack>
      </Container>
    </Box>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('org');
  return (
    <LoadFailed
      title={t('edit.loadError')}
      message={message}
      onRetry={onRetry}
      retryLabel={t('wizard.retry')}
    />
  );
}

function ClubEditor({
  details,
  session,
  closure,
}: {
  details: RegistrationDetails;
  session: Session;
  closure: MyClub['closure'];
}) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const club = details.club!;
  const operator = session.roles.includes('ROLE_ADMIN');
  // The operator (myRole null) may do everything an administrator may.
  const role: ClubRole | null = club.myRole ?? (operator ? 'ROLE_CLUB' : null);
  const may = {
    edit: clubRoleMay(role, 'editClub'),
    images: clubRoleMay(role, 'editImages'),
    admins: clubRoleMay(role, 'manageAdmins'),
    bank: clubRoleMay(role, 'viewBank'),
    editBank: clubRoleMay(role, 'editBank'),
    close: clubRoleMay(role, 'closeClub'),
  };
  const [tab, setTab] = useState<string>('info');
  const [uploading, setUploading] = useState<'logo' | 'cover' | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: orgKeys.all });

  const uploadImage = async (kind: 'logo' | 'cover', blob: Blob) => {
    setUploading(kind);
    try {
      await uploadFile({ entity: 'club', column: kind, id: club.id }, blob, fileNameFor(kind, blob));
      showToast(t('images.saved'), 'success');
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && !error.handled) showToast(error.message);
    } finally {
      setUploading(null);
    }
  };

  const isPublic = club.status === 'approved' || club.status === 'verified';
  const rejected = club.status === 'rejected';
  // A closed or taken-down organisation cannot be closed (again).
  const closable = may.close && club.status !== 'closed' && club.status !== 'taken_down';

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <Title order={2} fz={{ base: 22, sm: 26 }} className="org-break">
              {club.name}
            </Title>
            <StatusBadge status={club.status} />
            {role && (
              <Badge color="night" variant="outline" radius="sm" tt="none">
                {t('edit.yourRole', { role: t(`admins.roles.${role}`) })}
              </Badge>
            )}
          </Group>
          <Group gap="lg" wrap="wrap">
            {isPublic && (
              <Anchor component={Link} to={`/${club.shortName}`} size="sm" fw={600}>
                {t('edit.viewPublic')}
              </Anchor>
            )}
            {may.admins && (
              <Anchor component={Link} to={`${ROUTES.registerClub}?new`} size="sm" fw={600}>
                {t('edit.registerAnother')}
              </Anchor>
            )}
          </Group>
          {rejected && (
            <Alert color="red" variant="light" title={t('edit.rejectedTitle')} icon={<Icon name="alert" />}>
              <Stack gap={6}>
                <Text size="sm" fw={600} className="org-break">
                  {club.rejectionReason ?? t('edit.rejectedNoReason')}
                </Text>
                <Text size="sm">{t('edit.rejectedHint')}</Text>
              </Stack>
            </Alert>
          )}
          {details.completedStep < 3 && may.editBank && (
            <Alert
              color="amber"
              variant="light"
              title={t('edit.incompleteTitle')}
              icon={<Icon name="alert" />}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('edit.incompleteText')}</Text>
                <Button
                  component={Link}
                  to={`${ROUTES.registerClub}?clubId=${club.id}`}
                  size="xs"
                  variant="white"
                >
                  {t('edit.completeRegistration')}
                </Button>
              </Stack>
            </Alert>
          )}
          {!may.edit && (
            <Alert color="gray" variant="light" role="note">
              {t('edit.readOnlyNote')}
            </Alert>
          )}
          {may.edit && !may.bank && (
            <Alert color="gray" variant="light" role="note">
              {t('edit.noBankNote')}
            </Alert>
          )}
        </Stack>
      </Paper>

      {may.images && (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="images-title"
        >
          <Stack gap="lg">
            <Title order={2} fz="lg" id="images-title">
              {t('images.title')}
            </Title>
            <ImagePicker
              kind="cover"
              currentUrl={club.cover}
              value={null}
              busy={uploading === 'cover'}
              onChange={(blob) => uploadImage('cover', blob)}
            />
            <ImagePicker
              kind="logo"
              currentUrl={club.logo}
              value={null}
              busy={uploading === 'logo'}
              onChange={(blob) => uploadImage('logo', blob)}
            />
          </Stack>
        </Paper>
      )}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="info">{t('edit.tabs.info')}</Tabs.Tab>
            <Tabs.Tab value="contact">{t('edit.tabs.contact')}</Tabs.Tab>
            {may.bank && <Tabs.Tab value="bank">{t('edit.tabs.bank')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="info" pt="lg">
            <ClubInfoForm
              mode="edit"
              club={club}
              ownEmail={session.email}
              uiLanguage={toWireLanguage(currentLanguage())}
              canEdit={may.edit}
              canManageAdmins={may.admins}
              submitLabel={t('edit.save')}
              onSave={async (values) => {
                await updateClub({
                  ...values,
                  id: club.id,
                  shortName: club.status === 'pending' ? values.shortName : undefined,
                  adminEmails: may.admins ? values.adminEmails : undefined,
                });
                showToast(translateMessageKey('userUpdated'), 'success');
                await refresh();
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="contact" pt="lg">
            <ContactForm
              clubId={club.id}
              contact={details.contact}
              user={session}
              canEdit={may.edit}
              submitLabel={t('edit.save')}
              onSave={async (values) => {
                await saveContact(values, details.contact !== null);
                showToast(translateMessageKey('userUpdated'), 'success');
                await refresh();
              }}
            />
          </Tabs.Panel>
          {may.bank && (
            <Tabs.Panel value="bank" pt="lg">
              <BankPanel
                clubId={club.id}
                bank={details.bank}
                documents={details.documents}
                canEdit={may.editBank}
                reviewed={club.status === 'approved' || club.status === 'verified'}
                onSaved={() => void refresh()}
              />
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
      {closable && <ClosureCard clubId={club.id} clubName={club.name} closure={closure} />}
    </Stack>
  );
}
