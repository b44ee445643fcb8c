import { Alert, Box, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ClubDocument,
  type DocumentKind,
  type RegistrationDetails,
  ROUTES,
  toWireLanguage,
} from '@tifo/contract';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BankFieldsForm, type BankResult, bankRequestOf } from '../../components/org/BankFields';
import { type ClubFormResult, ClubInfoForm } from '../../components/org/ClubInfoForm';
import { ContactForm, type ContactResult } from '../../components/org/ContactForm';
import { DocumentPicker } from '../../components/org/DocumentPicker';
import { VerifyEmailFirst } from '../../components/org/VerifyEmailFirst';
import { WizardStepper } from '../../components/org/WizardStepper';
import { currentLanguage, translateMessageKey } from '../../i18n';
import { ApiError, failureText } from '../../lib/api';
import { fileNameFor } from '../../lib/files';
import { useDocumentTitle, useSession } from '../../lib/hooks';
import {
  createClub,
  fetchRegistrationDetails,
  orgKeys,
  saveBank,
  saveContact,
  updateClub,
  uploadFile,
} from '../../lib/orgApi';
import { renewSessionAfterClubCreated } from '../../lib/orgSession';
import { clearProgress, readProgress, resumeStep, writeProgress } from '../../lib/registrationProgress';
import type { Session } from '../../lib/session';
import '../../components/org/org.css';
import { LoadFailed } from '../../components/LoadFailed';

type Step = 0 | 1 | 2;
const STEPS = ['club', 'contact', 'bank'] as const;
const EMPTY: RegistrationDetails = { club: null, contact: null, bank: null, documents: [], completedStep: 0 };

type Load =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'finished' }
  | { phase: 'ready' };

/**
 * The club registration wizard (PRODUCT.md §organisations): 1 the organisation, 2 the contact person, 3 bank and
 * documents. Next saves the step; Back reloads what was saved; the progress (completed step and ids) is kept
 * in the browser, so a reload resumes at the saved step.
 */
export default function RegisterClubPage() {
  const { t } = useTranslation('org');
  const { t: tCommon } = useTranslation('common');
  useDocumentTitle(tCommon('routes.registerClub'));
  const session = useSession();
  if (!session) return <Navigate to={ROUTES.login} replace />;
  return <Wizard session={session} title={t('wizard.title')} />;
}

function Wizard({ session, title }: { session: Session; title: string }) {
  const { t } = useTranslation('org');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const startNew = params.has('new');

  const [load, setLoad] = useState<Load>({ phase: startNew ? 'ready' : 'loading' });
  const [details, setDetails] = useState<RegistrationDetails>(EMPTY);
  const [active, setActive] = useState<Step>(0);
  /** Bumped whenever saved details are (re)loaded, so the forms start from them. */
  const [version, setVersion] = useState(0);
  const [goingBack, setGoingBack] = useState(false);
  const [bankId, setBankId] = useState<string | null>(null);
  const [documents, setDocuments] = useState<Partial<Record<DocumentKind, File>>>({});
  const [documentsError, setDocumentsError] = useState<string | undefined>(undefined);
  const [resumed, setResumed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const clubId = details.club?.id ?? null;

  const loadSaved = useCallback(async (wanted: string | null) => {
    setLoad({ phase: 'loading' });
    try {
      const saved = await fetchRegistrationDetails(wanted);
      const resume = resumeStep(saved);
      if (resume === 'finished') {
        clearProgress();
        setLoad({ phase: 'finished' });
        return;
      }
      if (resume.progress) writeProgress(resume.progress);
      else clearProgress();
      setDetails(resume.progress ? saved : EMPTY);
      setActive(resume.step);
      setResumed(resume.step > 0);
      setVersion((value) => value + 1);
      setLoad({ phase: 'ready' });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404) && wanted) {
        // The browser remembered someone else's or a deleted registration: start afresh.
        clearProgress();
        setDetails(EMPTY);
        setActive(0);
        setLoad({ phase: 'ready' });
        return;
      }
      if (error instanceof ApiError && error.handled) return;
      setLoad({
        phase: 'error',
        message: failureText(error),
      });
    }
  }, []);

  const wantedClubId = params.get('clubId') ?? readProgress()?.clubId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per page visit
  useEffect(() => {
    if (startNew) {
      clearProgress();
      return;
    }
    void loadSaved(wantedClubId);
  }, []);

  // Move the focus to the new step's heading, so keyboard and screen reader users start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [active]);

  const goTo = (step: Step) => {
    moved.current = true;
    setActive(step);
    window.scrollTo?.({ top: 0 });
  };

  /** Back (or a completed step's button): reload what is saved, then show that step. */
  const goBack = async (step: Step) => {
    if (!clubId) {
      goTo(step);
      return;
    }
    setGoingBack(true);
    try {
      const saved = await fetchRegistrationDetails(clubId);
      setDetails(saved);
      setVersion((value) => value + 1);
      goTo(step);
    } catch {
      // The toast-free call failed: stay, the user can try again.
      goTo(step);
    } finally {
      setGoingBack(false);
    }
  };

  const saveClubStep = async (values: ClubFormResult, logo: Blob | null) => {
    let club = details.club;
    if (!club) {
      club = await createClub(values);
      writeProgress({ completedStep: 1, clubId: club.id, contactId: null });
      // From now on a reload resumes this club: '?new' must not start afresh again.
      if (startNew) setParams({}, { replace: true });
      setDetails((current) => ({ ...current, club, completedStep: 1 }));
      await renewSessionAfterClubCreated();
    } else {
      club = await updateClub({
        ...values,
        id: club.id,
        shortName: club.status === 'pending' ? values.shortName : undefined,
      });
      setDetails((current) => ({ ...current, club }));
    }
    if (logo) {
      const uploaded = await uploadFile(
        { entity: 'club', column: 'logo', id: club.id },
        logo,
        fileNameFor('logo', logo),
      );
      club = { ...club, logo: uploaded.url ?? club.logo };
      setDetails((current) => ({ ...current, club }));
    }
    void queryClient.invalidateQueries({ queryKey: orgKeys.all });
    goTo(1);
  };

  const saveContactStep = async (values: ContactResult) => {
    if (!clubId) return;
    const contact = await saveContact({ ...values, clubId }, details.contact !== null);
    writeProgress({ completedStep: 2, clubId, contactId: contact.id });
    setDetails((current) => ({ ...current, contact, completedStep: Math.max(current.completedStep, 2) }));
    goTo(2);
  };

  const savedDocument = (kind: DocumentKind): ClubDocument | null =>
    details.documents.find((document) => document.kind === kind) ?? null;

  const saveBankStep = async (values: BankResult) => {
    if (!clubId) return;
    const missing = (['doc1', 'doc2'] as const).some((kind) => !documents[kind] && !savedDocument(kind));
    if (missing) {
      setDocumentsError(translateMessageKey('documentsRequired'));
      return;
    }
    setDocumentsError(undefined);
    const request = bankRequestOf(clubId, values);
    const id = bankId ?? details.bank?.id ?? null;
    const bank = await saveBank(id ? { ...request, id } : request);
    setBankId(bank.id);
    // Then the documents (PRODUCT.md §organisations); a failed upload leaves the bank saved and the step open to retry.
    for (const kind of ['doc1', 'doc2'] as const) {
      const file = documents[kind];
      if (!file) continue;
      await uploadFile({ entity: 'document', column: kind, id: clubId }, file, file.name);
      setDocuments((current) => {
        const { [kind]: _, ...rest } = current;
        return rest;
      });
    }
    clearProgress();
    await queryClient.invalidateQueries({ queryKey: orgKeys.all });
    navigate(ROUTES.clubRegistrationSuccess, { replace: true });
  };

  if (load.phase === 'finished') return <Navigate to={ROUTES.home} replace />;
  const ready = load.phase === 'ready';
  // Nothing saved yet and the e-mail not confirmed: the server would refuse the club.
  const mustVerify = active === 0 && !details.club && !session.verified;

  const uiLanguage = toWireLanguage(currentLanguage());
  const stepName = (index: number) => t(`wizard.steps.${STEPS[index]}`);

  const backButton = (to: Step) => (
    <Button variant="default" size="md" onClick={() => void goBack(to)} loading={goingBack}>
      {t('wizard.back')}
    </Button>
  );

  const stepHeading = (
    <Stack gap={4}>
      <Text size="sm" fw={700} c="tifo.7" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        {t('wizard.stepOf', { current: active + 1, total: STEPS.length })}
      </Text>
      <Title order={2} fz={{ base: 22, sm: 26 }} ref={headingRef} tabIndex={-1} className="org-step-heading">
        {stepName(active)}
      </Title>
      <Text c="dimmed">{t(`wizard.stepIntro.${STEPS[active]}`)}</Text>
    </Stack>
  );

  let content: ReactNode;
  if (load.phase === 'loading') {
    content = (
      <Stack align="center" py={64} gap="sm" role="status">
        <Loader color="tifo" />
        <Text c="dimmed">{t('wizard.loading')}</Text>
      </Stack>
    );
  } else if (load.phase === 'error') {
    content = (
      <LoadFailed
        title={t('wizard.loadError')}
        message={load.message}
        onRetry={() => loadSaved(wantedClubId)}
        retryLabel={t('wizard.retry')}
      />
    );
  } else if (mustVerify) {
    content = <VerifyEmailFirst email={session.email} />;
  } else if (active === 0) {
    content = (
      <ClubInfoForm
        key={`club-${version}`}
        mode="register"
        club={details.club}
        ownEmail={session.email}
        uiLanguage={uiLanguage}
        canEdit
        canManageAdmins
        submitLabel={t('wizard.next')}
        onSave={saveClubStep}
      />
    );
  } else if (active === 1 && clubId) {
    content = (
      <ContactForm
        key={`contact-${version}`}
        clubId={clubId}
        contact={details.contact}
        user={session}
        canEdit
        submitLabel={t('wizard.next')}
        secondary={backButton(0)}
        onSave={saveContactStep}
      />
    );
  } else if (clubId) {
    content = (
      <BankFieldsForm
        key={`bank-${version}`}
        bank={details.bank}
        submitLabel={t('wizard.send')}
        secondary={backButton(1)}
        onSave={saveBankStep}
      >
        <Stack gap="md" component="section" className="org-section" aria-labelledby="documents-title">
          <Title order={3} fz="lg" id="documents-title">
            {t('documents.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('documents.intro')}
          </Text>
          {(['doc1', 'doc2'] as const).map((kind) => (
            <DocumentPicker
              key={kind}
              testId={`document-${kind}`}
              label={t(`documents.${kind}`)}
              hint={t(`documents.${kind}Hint`)}
              saved={savedDocument(kind)}
              value={documents[kind] ?? null}
              error={!documents[kind] && !savedDocument(kind) ? documentsError : undefined}
              onChange={(file) => {
                setDocuments((current) => ({ ...current, [kind]: file }));
              }}
            />
          ))}
        </Stack>
      </BankFieldsForm>
    );
  }

  return (
    <Box className="org-page">
      <Container size="md" py={{ base: 24, md: 48 }} px={{ base: 'sm', xs: 'md' }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {title}
            </Title>
            <Text c="dimmed" size="lg">
              {t('wizard.intro')}
            </Text>
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
            <Stack gap="xl">
              <WizardStepper
                steps={STEPS}
                active={active}
                onBack={(step) => {
                  if (load.phase === 'ready') void goBack(step as Step);
                }}
              />
              {ready && resumed && active > 0 && (
                <Alert
                  color="pitch"
                  variant="light"
                  role="status"
                  withCloseButton
                  onClose={() => setResumed(false)}
                  closeButtonLabel={t('wizard.closeNotice')}
                >
                  {t('wizard.resumed')}
                </Alert>
              )}
              {ready && !mustVerify && stepHeading}
              {content}
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
