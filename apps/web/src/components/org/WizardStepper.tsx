import { Stepper, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../phoneTabs';

/**
 * The registration wizard's progress (PRODUCT.md §organisations): one step per form, each named with its number, title and
 * state for screen readers; a completed step can be clicked to go back to it, a later one cannot. On a phone the steps
 * are smaller and without their descriptions, and only the current one shows its name (styles.css .phone-stepper).
 */
export function WizardStepper({
  steps,
  active,
  onBack,
}: {
  steps: readonly string[];
  active: number;
  onBack: (step: number) => void;
}) {
  const { t } = useTranslation('org');
  const compact = usePhone();
  const stepName = (index: number) => t(`wizard.steps.${steps[index]}`);
  const stepState = (index: number) =>
    index < active
      ? t('wizard.stepState.completed')
      : index === active
        ? t('wizard.stepState.current')
        : t('wizard.stepState.upcoming');

  return (
    <nav aria-label={t('wizard.progressLabel')}>
      <Stepper
        active={active}
        onStepClick={(step) => {
          if (step < active) onBack(step);
        }}
        allowNextStepsSelect={false}
        size={compact ? 'sm' : 'md'}
        className="phone-stepper"
      >
        {/* Each step is named by what it shows (its number, title and description) with its state for screen
            readers after the title: an aria-label of its own would hide the visible text from voice control
            (WCAG 2.5.3, label in name). */}
        {steps.map((step, index) => (
          <Stepper.Step
            key={step}
            label={
              <>
                {stepName(index)}
                <VisuallyHidden>{`, ${stepState(index)}`}</VisuallyHidden>
              </>
            }
            description={compact ? undefined : t(`wizard.stepDescriptions.${step}`)}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
