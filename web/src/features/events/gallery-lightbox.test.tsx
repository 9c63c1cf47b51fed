import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { GalleryLightbox } from './gallery-lightbox';

const images = [
  { _id: '1', imageUrl: '/media/events/1.png' },
  { _id: '2', imageUrl: '/media/events/2.png' },
];

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(0)}>
        Enlarge photo 1
      </button>
      {open !== null && (
        <GalleryLightbox
          images={images}
          index={open}
          title="Cloud Summit"
          onIndex={setOpen}
          onClose={() => {
            setOpen(null);
            onClose();
          }}
        />
      )}
    </>
  );
}

describe('GalleryLightbox', () => {
  it('opens as a modal dialog with focus on its close button and closes by button, backdrop and Escape', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Enlarge photo 1' });

    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 2 from Cloud Summit' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close enlarged image' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close enlarged image' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('img', { name: /photo 1 of 2/i }));
    expect(screen.getByRole('dialog')).toBeInTheDocument(); // a click on the photo keeps it open
    fireEvent.click(screen.getByTestId('lightbox-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps Tab inside and steps through photos', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge photo 1' }));
    const close = screen.getByRole('button', { name: 'Close enlarged image' });
    const next = screen.getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(next).toHaveFocus();
    fireEvent.click(next);
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2 from Cloud Summit' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 2 from Cloud Summit' })).toBeInTheDocument();
  });
});
