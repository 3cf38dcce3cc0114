// Open modals, newest last. Only the top one answers keys and holds focus, so a modal opened from a modal
// (an error over a form) behaves; the page behind does not scroll while any is open.
const stack: HTMLElement[] = [];
const OPEN_CLASS = 'modal-open';

export function pushModal(dialog: HTMLElement): void {
  stack.push(dialog);
  document.body.classList.add(OPEN_CLASS);
}

export function removeModal(dialog: HTMLElement): void {
  const at = stack.lastIndexOf(dialog);
  if (at !== -1) stack.splice(at, 1);
  if (stack.length === 0) document.body.classList.remove(OPEN_CLASS);
}

export function isTopModal(dialog: HTMLElement | null): boolean {
  return dialog !== null && stack.at(-1) === dialog;
}
