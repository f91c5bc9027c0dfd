import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode } from "react";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** A click on the dimmed mask closes the dialog only when enabled (spec section 9). */
  closeOnMask?: boolean;
  narrow?: boolean;
  /** Full screen on phones, for long flows such as sign-in. */
  fullscreenOnMobile?: boolean;
}

/**
 * The modal of spec sections 4 and 9 on the native <dialog>: the page behind is inert (focus stays
 * inside), Escape closes, focus returns to where it was, and the document neither scrolls nor takes
 * touch gestures while the dialog is open.
 */
export function Modal({ open, onClose, title, children, closeOnMask = false, narrow = false, fullscreenOnMobile = false }: ModalProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      document.documentElement.classList.add("modal-open");
      return () => {
        document.documentElement.classList.remove("modal-open");
        if (element.open) element.close();
        opener?.focus();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  const classes = ["modal", narrow ? "modal--narrow" : "", fullscreenOnMobile ? "modal--fullscreen-mobile" : ""].filter(Boolean).join(" ");
  return (
    <dialog
      ref={dialog}
      className={classes}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnMask && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__body">
        <button type="button" className="modal__close" onClick={onClose} aria-label={t`Закрыть`}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </dialog>
  );
}
