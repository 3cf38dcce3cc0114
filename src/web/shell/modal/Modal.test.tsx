// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Harness({ isStatic = false, withFields = true }: { isStatic?: boolean; withFields?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      <Modal
        open={open}
        title="Ayarlar"
        static={isStatic}
        onClose={() => setOpen(false)}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Tamam
          </button>
        }
      >
        {withFields ? (
          <>
            <label>
              Ad <input />
            </label>
            <a href="/x">Bağlantı</a>
          </>
        ) : (
          <p>Yalnızca metin</p>
        )}
      </Modal>
    </main>
  );
}

function openModal(props: Parameters<typeof Harness>[0] = {}) {
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Aç' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Ayarlar' }) };
}

const backdrop = () => document.querySelector('.modal-backdrop') as HTMLElement;

function clickBackdrop() {
  fireEvent.mouseDown(backdrop());
  fireEvent.click(backdrop());
}

afterEach(cleanup);

describe('Modal', () => {
  it('is a modal dialog labelled by its title, rendered into document.body', () => {
    const { dialog } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.queryByRole('main')?.contains(dialog)).toBe(false);
  });

  it('focuses the first focusable element on open and gives focus back to the opener on close', () => {
    const { opener } = openModal();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ad' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focuses the dialog itself when it holds nothing focusable', () => {
    render(
      <Modal open title="Bilgi" onClose={() => {}}>
        <p>Metin</p>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Bilgi' }));
  });

  it('keeps Tab and Shift+Tab inside, cycling from last to first and back', () => {
    openModal();
    const input = screen.getByRole('textbox', { name: 'Ad' });
    const ok = screen.getByRole('button', { name: 'Tamam' });
    ok.focus();
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });

  it('brings focus back when it moves to the page behind', () => {
    const { opener } = openModal();
    opener.focus();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ad' }));
  });

  it('closes on Escape and restores focus', () => {
    const { opener, dialog } = openModal();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop, but not on one inside the dialog or a drag that ends outside it', () => {
    const { dialog } = openModal();
    fireEvent.click(dialog);
    fireEvent.mouseDown(dialog);
    fireEvent.click(backdrop());
    expect(screen.getByRole('dialog')).toBeTruthy();
    clickBackdrop();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape and backdrop clicks when static', () => {
    const { dialog } = openModal({ isStatic: true });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    clickBackdrop();
    expect(screen.getByRole('dialog', { name: 'Ayarlar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a labelled close button when given closeLabel', () => {
    let closed = 0;
    render(
      <Modal open title="Bilgi" closeLabel="Kapat" onClose={() => closed++}>
        <p>Metin</p>
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(closed).toBe(1);
  });
});
