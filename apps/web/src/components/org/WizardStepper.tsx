import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../phoneTabs';

/**
 * The registration wizard's progress (spec 000 §4): one step per form, each named with its number and state for
 * screen readers; a completed step can be clicked to go back to it, a later one cannot. On a phone the steps
 * are smaller and without their descriptions.
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
        className="org-stepper"
      >
        {steps.map((step, index) => (
          <Stepper.Step
            key={step}
            label={stepName(index)}
            description={compact ? undefined : t(`wizard.stepDescriptions.${step}`)}
            aria-label={t('wizard.stepAria', {
              number: index + 1,
              total: steps.length,
              name: stepName(index),
              state: stepState(index),
            })}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
