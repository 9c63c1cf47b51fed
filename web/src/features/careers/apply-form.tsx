/**
 * "Apply here": the application form of one job, loaded only when a visitor
 * opens it. Checked with the contract's schema (the function checks the same
 * again), the CV uploaded with progress, then the application sent.
 */
import { useId, useState } from 'react';
import type { CareerPost } from '@contract/entities';
import { applicationMessages } from '@contract/applications';
import { routes } from '@contract/routes';
import { applicationSchema } from '@contract/schemas/application';
import { callApi } from '../../lib/api';
import { AgreeField, FieldError, RequiredMark, TextField, useFieldIds } from '../../components/forms/form-field';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { CvUploadError, cvProblem, uploadCv } from './cv-upload';

const emptyApplication = { name: '', email: '', phone: '', url: '', coverNote: '', consent: false };
/** Stands in for the staged key while the form is checked: the file itself is checked apart, before upload. */
const pendingCv = 'applications-staged/00000000-0000-0000-0000-000000000000';

export function ApplyForm({ job }: { job: CareerPost }) {
  const [file, setFile] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const form = useSchemaForm({
    schema: applicationSchema,
    initial: emptyApplication,
    input: (values) => ({ ...values, careerId: job._id, cvUploadId: file ? pendingCv : '' }),
  });
  const { values, set, field, sending } = form;
  const cvIds = useFieldIds();
  const headingId = useId();

  const submit = form.handleSubmit(
    async (value) => {
      setFailure(undefined);
      const problem = cvProblem(file);
      setCvError(problem);
      if (problem || !file) return;
      try {
        setProgress(0);
        const cvUploadId = await uploadCv(file, setProgress);
        const answer = await callApi(routes.submitApplication, {
          body: { ...value, url: value.url ?? '', coverNote: value.coverNote ?? '', cvUploadId },
        });
        if (answer.status === 201) {
          setDone(true);
          return;
        }
        const { cvUploadId: cvRefused, ...others } = answer.errors ?? {};
        setCvError(cvRefused);
        form.showServerErrors(others);
        if (!answer.errors) setFailure(answer.error ?? answer.msg ?? 'Your application could not be sent. Try again.');
      } catch (error) {
        setFailure(error instanceof CvUploadError ? error.message : 'Your application could not be sent. Try again.');
      } finally {
        setProgress(null);
      }
    },
    { onInvalid: () => setCvError(cvProblem(file)) },
  );

  if (done) {
    return (
      <p className="apply-form__done" role="status">
        {applicationMessages.submitted}
      </p>
    );
  }
  const shownCvError = cvError ?? form.errors.cvUploadId;
  return (
    <form className="apply-form" aria-labelledby={headingId} {...form.formProps(submit)}>
      <h4 id={headingId} className="apply-form__title">
        Apply for {job.careerTitle}
      </h4>
      <div className="apply-form__grid">
        <TextField label="Full name" {...field('name')} autoComplete="name" />
        <TextField label="Email" {...field('email')} type="email" autoComplete="email" />
        <TextField label="Phone" {...field('phone')} type="tel" autoComplete="tel" />
        <TextField label="LinkedIn or portfolio URL" {...field('url')} autoComplete="url" required={false} placeholder="https://" />
        <TextField className="apply-form__wide" label="Cover note" {...field('coverNote')} multiline required={false} />
        <div className="form-field apply-form__wide">
          <label className="form-field__label" htmlFor={cvIds.inputId}>
            CV (PDF or DOCX, at most 5 MB)
            <RequiredMark />
          </label>
          <input
            id={cvIds.inputId}
            name="cv"
            type="file"
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            className="form-field__control"
            aria-invalid={shownCvError ? true : undefined}
            aria-describedby={shownCvError ? cvIds.errorId : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setCvError(chosen ? cvProblem(chosen) : undefined);
            }}
          />
          <FieldError id={cvIds.errorId} message={shownCvError} />
        </div>
      </div>
      <AgreeField
        name="consent"
        checked={values.consent}
        onChange={set('consent')}
        error={form.errors.consent}
        className="form-field"
        labelClassName="apply-form__check"
      >
        I agree that my application and CV are kept for 12 months to consider me for this and other roles (Privacy Policy).
      </AgreeField>
      {progress !== null && (
        <progress className="apply-form__progress" max={100} value={progress} aria-label="CV upload">
          {progress}%
        </progress>
      )}
      {failure && (
        <p className="form-field__error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={sending}>
        {sending ? 'Sending…' : 'Send application'}
      </button>
    </form>
  );
}
