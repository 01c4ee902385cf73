import { type ReactNode, useEffect, useRef } from 'react';
import { useHydrated } from '../../lib/cart-hooks';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * The popups of spec §2 (add-to-cart, date selector) on the native modal `<dialog>`: the page
 * behind is inert (focus stays inside), Escape closes, focus returns to the opener. Rendered
 * open by the server, it is a plain box that a no-JavaScript visitor can read and leave by link.
 */
export function Dialog({ open, onClose, labelledBy, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !hydrated) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, hydrated]);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add('no-scroll');
    return () => document.body.classList.remove('no-scroll');
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is a pointer shortcut; Escape and the buttons are the keyboard way
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      // Before hydration only the attribute can show it; afterwards showModal() does.
      open={open && !hydrated ? true : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
