import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entityForms } from './form-fields';
import { PublishControls } from './publish-controls';

const props = {
  inputId: 'publish-at',
  publishAt: '',
  onPublishAtChange: vi.fn(),
  busy: false,
  uploading: false,
  onSaveDraft: vi.fn(),
  live: true,
};

afterEach(cleanup);

describe('the form’s publish controls', () => {
  it('offer Publish at, Submit and Save draft for a kind with a publish state', () => {
    render(<PublishControls {...props} withoutStatus={entityForms.news.withoutStatus} />);
    expect(screen.getByLabelText('Publish at')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
  });

  it('offer Submit alone for a kind that is always published (the About page)', () => {
    expect(entityForms.about.withoutStatus).toBe(true);
    render(<PublishControls {...props} withoutStatus={entityForms.about.withoutStatus} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByLabelText('Publish at')).toBeNull();
  });
});
