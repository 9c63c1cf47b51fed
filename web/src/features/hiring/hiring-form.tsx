import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Check, Send } from 'lucide-react';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { countryOptions, hireSchema, hiringTypeOptions, skillHint, skillOptions } from '@contract/hiring';
import { validate, type FieldErrors } from '@contract/validation';
import { callApi, isAcknowledged } from '../../lib/api';
import { Combobox } from '../../components/forms/combobox';
import { FieldError, TextField, useFieldIds } from '../../components/forms/form-field';
import { LoadingOverlay } from '../../components/forms/loading-overlay';
import './hiring-form.css';

/** The hiring enquiry form state (spec §3); the request carries exactly these fields (§7). */
export interface HireValues {
  fullName: string;
  country: string;
  contactNo: string;
  emailAddress: string;
  note: string;
  hiringchecked: string;
  servicechecked: string[];
}

export const emptyHire: HireValues = { fullName: '', country: '', contactNo: '', emailAddress: '', note: '', hiringchecked: '', servicechecked: [] };

/** Spec §5: the six field messages of the hiring form (contact number exactly 10 digits, e-mail ending 2–6 letters). */
export function validateHire(values: HireValues): FieldErrors {
  const result = validate(hireSchema, { ...values });
  return result.ok ? {} : result.errors;
}

/** A clear description under each hiring type value. */
const hiringTypeNotes: Record<string, string> = {
  monthly: 'Dedicated engineers billed monthly',
  fixed: 'One agreed price for a defined scope',
  decide_later: 'Talk it through with us first',
};

/** The hiring enquiry of /hiring (spec §2, §4). */
export function HiringForm({ labelledBy }: { labelledBy?: string }) {
  const [values, setValues] = useState<HireValues>(emptyHire);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const skillIds = useFieldIds();
  const typeIds = useFieldIds();

  const set = <K extends keyof HireValues>(name: K) => (value: HireValues[K]) => setValues((old) => ({ ...old, [name]: value }));

  function toggleSkill(title: string, on: boolean) {
    setValues((old) => ({
      ...old,
      servicechecked: on ? skillOptions.map((s) => s.title).filter((t) => t === title || old.servicechecked.includes(t)) : old.servicechecked.filter((t) => t !== title),
    }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setErrors({});
    const found = validateHire(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSending(true);
    try {
      const body = {
        fullName: values.fullName,
        country: values.country,
        contactNo: values.contactNo,
        emailAddress: values.emailAddress,
        note: values.note,
        hiringchecked: values.hiringchecked,
        servicechecked: values.servicechecked,
      };
      const result = await callApi(routes.hireUsMail, { body });
      if (isAcknowledged(result)) {
        toast.success(messages.formSubmitted);
        setValues(emptyHire);
      } else {
        if (result.errors) setErrors(result.errors);
        toast.error(messages.formFailed);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="hire-enquiry" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : 'Hiring enquiry'} aria-busy={sending}>
      <LoadingOverlay shown={sending} />
      <div className="hire-enquiry__grid">
        <TextField label="Full name" name="fullName" autoComplete="name" value={values.fullName} onChange={set('fullName')} error={errors.fullName} />
        <TextField
          label="Email"
          name="emailAddress"
          type="email"
          autoComplete="email"
          placeholder="name@company.com"
          value={values.emailAddress}
          onChange={set('emailAddress')}
          error={errors.emailAddress}
        />
        <TextField
          label="Contact number"
          name="contactNo"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10 digits"
          value={values.contactNo}
          onChange={set('contactNo')}
          error={errors.contactNo}
        />
        <Combobox
          label="Country"
          name="country"
          options={countryOptions}
          value={values.country}
          onChange={set('country')}
          error={errors.country}
          placeholder="Type to search countries"
        />
      </div>

      <fieldset className="hire-enquiry__group" aria-describedby={[skillIds.hintId, errors.servicechecked ? skillIds.errorId : ''].filter(Boolean).join(' ')}>
        <legend className="form-field__legend">
          Skills you need
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <p id={skillIds.hintId} className="form-field__hint">
          {skillHint}
        </p>
        <ul className="hire-enquiry__skills">
          {skillOptions.map((skill) => {
            const checked = values.servicechecked.includes(skill.title);
            return (
              <li key={skill.id}>
                <label className={`hire-enquiry__skill ${checked ? 'hire-enquiry__skill--on' : ''}`}>
                  <input type="checkbox" name="servicechecked" value={skill.title} checked={checked} onChange={(event) => toggleSkill(skill.title, event.target.checked)} />
                  <Check className="hire-enquiry__tick" size={16} aria-hidden="true" />
                  {skill.title}
                </label>
              </li>
            );
          })}
        </ul>
        <FieldError id={skillIds.errorId} message={errors.servicechecked} />
      </fieldset>

      <fieldset className="hire-enquiry__group" role="radiogroup" aria-describedby={errors.hiringchecked ? typeIds.errorId : undefined}>
        <legend className="form-field__legend">
          Type of hiring
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="hire-enquiry__types">
          {hiringTypeOptions.map((option) => (
            <label key={option.value} className={`hire-enquiry__type ${values.hiringchecked === option.value ? 'hire-enquiry__type--on' : ''}`}>
              <input
                type="radio"
                name="hiringchecked"
                value={option.value}
                checked={values.hiringchecked === option.value}
                onChange={() => set('hiringchecked')(option.value)}
              />
              <span>
                <span className="hire-enquiry__type-label">{option.label}</span>
                <span className="hire-enquiry__type-note">{hiringTypeNotes[option.value]}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={typeIds.errorId} message={errors.hiringchecked} />
      </fieldset>

      <TextField
        label="Tell us about the project"
        name="note"
        multiline
        required={false}
        placeholder="Team size, start date, time zone, anything that helps us match the right engineers"
        value={values.note}
        onChange={set('note')}
        error={errors.note}
      />

      <button className="btn btn--primary hire-enquiry__submit" type="submit" disabled={sending}>
        <Send size={18} aria-hidden="true" />
        Send enquiry
      </button>
    </form>
  );
}
