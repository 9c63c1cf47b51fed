import { Check, Send } from 'lucide-react';
import { routes } from '@contract/routes';
import { countryOptions, hireSchema, hiringTypeOptions, skillHint, skillOptions, type HireInput } from '@contract/hiring';
import { callApi } from '../../lib/api';
import { currentAttribution } from '../../lib/attribution';
import { useFormGuard } from '../../lib/form-guard';
import { Combobox } from '../../components/forms/combobox';
import { FieldError, PhoneField, RequiredMark, TextField, useFieldIds } from '../../components/forms/form-field';
import { EnquiryForm } from '../../components/forms/enquiry-form';
import { useEnquiry } from '../../components/forms/use-enquiry';
import './hiring-form.css';

/** The empty hiring enquiry (spec §3); the request carries exactly these seven fields (§7). */
const emptyHire: HireInput = {
  fullName: '',
  country: '',
  contactNo: '',
  emailAddress: '',
  note: '',
  hiringchecked: '',
  servicechecked: [],
};

/** A clear description under each hiring type value. */
const hiringTypeNotes: Record<string, string> = {
  monthly: 'Dedicated engineers billed monthly',
  fixed: 'One agreed price for a defined scope',
  decide_later: 'Talk it through with us first',
};

/** The hiring enquiry of /hiring (spec §2, §4). */
export function HiringForm({ labelledBy }: { labelledBy?: string }) {
  // Spec §4, §5: errors cleared and checked at each submit; sent only without errors.
  const guard = useFormGuard('hire');
  const { form, enquiry } = useEnquiry({
    schema: hireSchema,
    initial: emptyHire,
    send: async (values) =>
      callApi(routes.hireUsMail, { body: { ...values, attribution: currentAttribution(), ...(await guard.fields()) } }),
  });
  const { values, errors, set, field, sending } = form;
  const skillIds = useFieldIds();
  const typeIds = useFieldIds();

  /** Ticked skills stay in the list's order. */
  function toggleSkill(title: string, on: boolean) {
    form.update((old) => ({
      ...old,
      servicechecked: on
        ? skillOptions.map((s) => s.title).filter((t) => t === title || old.servicechecked.includes(t))
        : old.servicechecked.filter((t) => t !== title),
    }));
  }

  return (
    <EnquiryForm className="hire-enquiry" name="Hiring enquiry" labelledBy={labelledBy} {...enquiry} guard={guard}>
      <div className="hire-enquiry__grid">
        <TextField label="Full name" {...field('fullName')} autoComplete="name" />
        <TextField label="Email" {...field('emailAddress')} type="email" autoComplete="email" placeholder="name@company.com" />
        <PhoneField label="Contact number" {...field('contactNo')} national placeholder="10 digits" />
        <Combobox label="Country" {...field('country')} options={countryOptions} placeholder="Type to search countries" />
      </div>

      <fieldset
        className="hire-enquiry__group"
        aria-describedby={[skillIds.hintId, errors.servicechecked ? skillIds.errorId : ''].filter(Boolean).join(' ')}
      >
        <legend className="form-field__legend">
          Skills you need
          <RequiredMark />
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
                  <input
                    type="checkbox"
                    name="servicechecked"
                    value={skill.title}
                    checked={checked}
                    onChange={(event) => toggleSkill(skill.title, event.target.checked)}
                  />
                  <Check className="hire-enquiry__tick" size={16} aria-hidden="true" />
                  {skill.title}
                </label>
              </li>
            );
          })}
        </ul>
        <FieldError id={skillIds.errorId} message={errors.servicechecked} />
      </fieldset>

      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows radiogroup on a fieldset, and the legend names it */}
      <fieldset className="hire-enquiry__group" role="radiogroup" aria-describedby={errors.hiringchecked ? typeIds.errorId : undefined}>
        <legend className="form-field__legend">
          Type of hiring
          <RequiredMark />
        </legend>
        <div className="hire-enquiry__types">
          {hiringTypeOptions.map((option) => (
            <label
              key={option.value}
              className={`hire-enquiry__type ${values.hiringchecked === option.value ? 'hire-enquiry__type--on' : ''}`}
            >
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
        {...field('note')}
        multiline
        required={false}
        placeholder="Team size, start date, time zone, anything that helps us match the right engineers"
      />

      <button className="btn btn--primary btn--submit" type="submit" disabled={sending}>
        <Send size={18} aria-hidden="true" />
        Send enquiry
      </button>
    </EnquiryForm>
  );
}
