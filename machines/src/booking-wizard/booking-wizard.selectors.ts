import type { SnapshotFrom } from 'xstate';
import type { LoginPayload } from '@rihla/contract';
import type { RegisterForm } from './booking-wizard.context.ts';
import { detailsErrors, draftOf, type WizardDraft } from './booking-wizard.rules.ts';
import type { bookingWizardMachine } from './booking-wizard.machine.ts';

// What the wizard's screen reads of a snapshot (re-exported by booking-wizard.machine.ts): the
// screen never names a state.

type WizardSnapshot = SnapshotFrom<typeof bookingWizardMachine>;

const activeForm = (s: WizardSnapshot) => (s.context.isNewCustomer ? s.children.register : s.children.login);

/** 1 account, 2 details, 3 review, 4 booked: the step indicator and which panel to render. */
export const selectStep = (s: WizardSnapshot): 1 | 2 | 3 | 4 =>
  s.hasTag('step4') ? 4 : s.hasTag('step3') ? 3 : s.hasTag('step2') ? 2 : 1;
/** What the tab keeps of the wizard (sessionStorage) so that a reload loses nothing typed. */
export const selectDraft = (s: WizardSnapshot): WizardDraft => draftOf(s.context);
export const selectIsBusy = (s: WizardSnapshot) => s.hasTag('busy');
/** The step-1 forms' values (empty forms once step 1 is left). */
export const selectLoginValues = (s: WizardSnapshot): LoginPayload =>
  s.children.login?.getSnapshot().context.values ?? { email: '', password: '' };
export const selectRegisterValues = (s: WizardSnapshot): RegisterForm =>
  s.children.register?.getSnapshot().context.values ?? {
    name: '',
    email: '',
    country_code: s.context.countryCode,
    phone_number: '',
    password: '',
    password_confirmation: '',
    privacy_consent: false,
  };
export const selectDetailsErrors = (s: WizardSnapshot) => detailsErrors(s.context);
export const selectError = (s: WizardSnapshot) =>
  s.hasTag('step2') || s.hasTag('step3')
    ? s.context.bookingError
    : (s.context.accountError ?? activeForm(s)?.getSnapshot().context.error ?? null);
