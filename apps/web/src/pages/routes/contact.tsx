import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Input,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { ContactRequest, ROUTES } from '@tifo/contract';
import { type ReactNode, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Captcha, type CaptchaHandle } from '../../components/Captcha';
import { Icon, type IconName } from '../../components/club/Icon';
import { issueText, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { sendContactRequest } from '../../lib/clubApi';
import { useDocumentTitle, useTimedMessage } from '../../lib/hooks';
import '../../components/club/club.css';
import { SUPPORT_EMAIL, WRAPPING_BUTTON } from '../../theme';

/** Contact success stays 12 s, failure 6 s (PRODUCT.md §public-site). */
const CONTACT_SUCCESS_MS = 12_000;
const CONTACT_FAILURE_MS = 6000;

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '', recaptchaResponse: '' };
const FIELDS = ['name', 'email', 'subject', 'message', 'recaptchaResponse'] as const;

export default function ContactPage() {
  const { t } = useTranslation('contact');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.contact');
  useDocumentTitle(title);

  const captcha = useRef<CaptchaHandle>(null);
  const [success, showSuccess] = useTimedMessage(CONTACT_SUCCESS_MS);
  const [failure, showFailure] = useTimedMessage(CONTACT_FAILURE_MS);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ContactRequest>({ resolver: zodResolver(ContactRequest), defaultValues: EMPTY });

  const error = (field: keyof ContactRequest) => issueText(errors[field]?.message);

  const resetCaptcha = () => {
    captcha.current?.reset();
    setValue('recaptchaResponse', '');
  };

  const onSubmit = async (values: ContactRequest) => {
    showFailure(null);
    try {
      await sendContactRequest(values);
      reset(EMPTY);
      resetCaptcha();
      showSuccess(translateMessageKey('contactSent'));
    } catch (caught) {
      if (!(caught instanceof ApiError) || caught.status === 0) {
        // A network error on contact is only logged (PRODUCT.md §errors).
        console.error('Sending the contact form failed', caught);
        return;
      }
      if (caught.handled) return;
      showSuccess(null);
      for (const [field, message] of Object.entries(caught.fields ?? {})) {
        if ((FIELDS as readonly string[]).includes(field)) {
          setError(field as keyof ContactRequest, { message });
        }
      }
      // The server used up the solution (or it expired): the visitor solves a new one.
      resetCaptcha();
      showFailure(caught.status >= 500 ? translateMessageKey('contactFailed') : caught.message);
    }
  };

  return (
    <Box className="profile-page">
      <Box
        component="section"
        className="contact-hero"
        py={{ base: 48, md: 80 }}
        aria-labelledby="contact-title"
      >
        <Container size="xl">
          <Stack gap="md" maw={720}>
            <Text fw={700} c="tifo.7" tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
              {t('eyebrow')}
            </Text>
            <Title id="contact-title" order={1} fz={{ base: 34, md: 48 }} lh={1.08}>
              {title}
            </Title>
            <Text size="lg" c="dimmed">
              {t('intro')}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="xl">
        <Grid gap={{ base: 24, md: 40 }}>
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Card withBorder radius="lg" padding="xl" shadow="sm">
              <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="contact-form-title">
                <Stack gap="md">
                  <Title id="contact-form-title" order={2} fz={{ base: 22, md: 26 }}>
                    {t('formTitle')}
                  </Title>
                  <Grid gap="md">
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput
                        label={t('name')}
                        placeholder={t('namePlaceholder')}
                        autoComplete="name"
                        withAsterisk
                        error={error('name')}
                        {...register('name')}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput
                        label={t('email')}
                        placeholder={t('emailPlaceholder')}
                        type="email"
                        autoComplete="email"
                        withAsterisk
                        error={error('email')}
                        {...register('email')}
                      />
                    </Grid.Col>
                  </Grid>
                  <TextInput
                    label={t('subject')}
                    placeholder={t('subjectPlaceholder')}
                    withAsterisk
                    error={error('subject')}
                    {...register('subject')}
                  />
                  <Textarea
                    label={t('message')}
                    placeholder={t('messagePlaceholder')}
                    withAsterisk
                    rows={7}
                    resize="vertical"
                    error={error('message')}
                    {...register('message')}
                  />
                  <Input.Wrapper
                    label={t('captchaLabel')}
                    withAsterisk
                    error={error('recaptchaResponse')}
                    errorProps={{ id: 'contact-captcha-error' }}
                    labelElement="div"
                  >
                    <Box mt={6}>
                      <Captcha
                        ref={captcha}
                        describedBy={errors.recaptchaResponse ? 'contact-captcha-error' : undefined}
                        invalid={Boolean(errors.recaptchaResponse)}
                        onVerified={(payload) =>
                          setValue('recaptchaResponse', payload ?? '', { shouldValidate: isSubmitted })
                        }
                      />
                    </Box>
                  </Input.Wrapper>
                  <Text size="xs" c="dimmed">
                    {t('privacy')}{' '}
                    <Anchor component={Link} to={ROUTES.privacy} size="xs" underline="always">
                      {tCommon('footer.privacy')}
                    </Anchor>
                  </Text>
                  {/* Next to the send button, where the sender looks after sending. */}
                  {success && (
                    <Alert color="pitch" variant="light" role="status" icon={<Icon name="check" />}>
                      {success}
                    </Alert>
                  )}
                  {failure && (
                    <Alert color="red" variant="light" role="alert" icon={<Icon name="alert" />}>
                      {failure}
                    </Alert>
                  )}
                  <Button
                    type="submit"
                    size="md"
                    radius="xl"
                    loading={isSubmitting}
                    w={{ base: '100%', sm: 'auto' }}
                    {...WRAPPING_BUTTON}
                    mih={42}
                  >
                    {t('send')}
                  </Button>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Stack gap="lg">
              <AsideCard
                id="contact-support-title"
                icon="mail"
                color="tifo"
                title={t('support.title')}
                text={t('support.text')}
              >
                <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={700} fz="lg">
                  {SUPPORT_EMAIL}
                </Anchor>
              </AsideCard>
              <AsideCard
                id="contact-faq-title"
                icon="users"
                color="pitch"
                title={t('faq.title')}
                text={t('faq.text')}
              >
                <Anchor component={Link} to={ROUTES.faqAthletes} fw={600}>
                  {t('faq.athletes')}
                </Anchor>
                <Anchor component={Link} to={ROUTES.faqSponsors} fw={600}>
                  {t('faq.sponsors')}
                </Anchor>
              </AsideCard>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}

/** A card beside the contact form: an icon, a title (its id names the section), a text and its links. */
function AsideCard({
  id,
  icon,
  color,
  title,
  text,
  children,
}: {
  id: string;
  icon: IconName;
  color: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <ThemeIcon size={44} radius="md" color={color} variant="light">
          <Icon name={icon} size={22} />
        </ThemeIcon>
        <Title id={id} order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
