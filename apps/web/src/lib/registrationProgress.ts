import { REGISTRATION_PROGRESS_KEY, type RegistrationDetails, RegistrationProgress } from '@tifo/contract';

/**
 * The wizard's progress kept in the browser (PRODUCT.md §organisations): the completed step (0, 1 or 2) and the ids saved
 * so far. Registering the club gives step 1, saving the contact person step 2, saving the bank clears it.
 */

export function readProgress(): RegistrationProgress | null {
  try {
    const raw = localStorage.getItem(REGISTRATION_PROGRESS_KEY);
    if (!raw) return null;
    const parsed = RegistrationProgress.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeProgress(progress: RegistrationProgress): void {
  try {
    localStorage.setItem(REGISTRATION_PROGRESS_KEY, JSON.stringify(RegistrationProgress.parse(progress)));
  } catch {
    // Storage blocked: the server still knows how far the registration got (registration-details).
  }
}

export function clearProgress(): void {
  try {
    localStorage.removeItem(REGISTRATION_PROGRESS_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * Where the wizard resumes, from the saved registration (POST /clubs/registration-details) of the club the
 * browser's progress names, or of the caller's latest club when the browser kept none (another browser, or
 * the progress was cleared). The server is the truth about what was saved; a registration whose bank step is
 * saved (completedStep 3) is finished, and the wizard then sends the user to the home page (PRODUCT.md §organisations).
 */
export function resumeStep(
  saved: Pick<RegistrationDetails, 'club' | 'contact' | 'completedStep'>,
): { step: 0 | 1 | 2; progress: RegistrationProgress | null } | 'finished' {
  if (!saved.club || saved.completedStep <= 0) return { step: 0, progress: null };
  if (saved.completedStep >= 3) return 'finished';
  const step = saved.completedStep as 1 | 2;
  return {
    step,
    progress: { completedStep: step, clubId: saved.club.id, contactId: saved.contact?.id ?? null },
  };
}
