import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Icon } from "./Icon";

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** A click on the dimmed mask closes the dialog only when enabled. */
  closeOnMask?: boolean;
  narrow?: boolean;
  /** Full screen on phones, for long flows such as sign-in. */
  fullscreenOnMobile?: boolean;
  /** A sheet from the bottom edge on phones (filters), where a thumb reaches its buttons. */
  sheetOnMobile?: boolean;
  /** Whether the visitor can close it (close button, Escape, mask); true unless said otherwise. */
  closable?: boolean;
  /** Where focus goes when it opens (a confirmation's safe choice); else the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The corner × button; a confirmation has its own «Отмена» instead. */
  closeButton?: boolean;
}

/**
 * The modal on the native <dialog>: the page behind is inert (focus stays
 * inside), Escape closes, focus returns to where it was, and the document neither scrolls nor takes
 * touch gestures while the dialog is open.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  closeOnMask = false,
  narrow = false,
  fullscreenOnMobile = false,
  sheetOnMobile = false,
  closable = true,
  initialFocus,
  closeButton = true,
}: ModalProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      initialFocus?.current?.focus();
      document.documentElement.classList.add("modal-open");
      // Touch gestures outside the dialog (pull-to-refresh, page pans) do nothing while it is open.
      const blockTouch = (event: TouchEvent) => {
        if (!(event.target instanceof Node) || !element.contains(event.target)) event.preventDefault();
      };
      document.addEventListener("touchmove", blockTouch, { passive: false });
      return () => {
        document.removeEventListener("touchmove", blockTouch);
        document.documentElement.classList.remove("modal-open");
        if (element.open) element.close();
        opener?.focus();
      };
    }
    return undefined;
    // The ref is read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;
  const classes = [
    "modal",
    narrow ? "modal--narrow" : "",
    fullscreenOnMobile ? "modal--fullscreen-mobile" : "",
    sheetOnMobile ? "modal--sheet-mobile" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <dialog
      ref={dialog}
      className={classes}
      aria-label={title}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
      onKeyDown={(event) => {
        // Focus stays inside: Tab from the last control goes to the first, Shift+Tab the other way.
        if (event.key !== "Tab") return;
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (item) => !item.hasAttribute("disabled"),
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClick={(event) => {
        if (closable && closeOnMask && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__body">
        {closable && closeButton ? (
          <button type="button" className="modal__close" onClick={onClose} aria-label={t`Закрыть`}>
            <Icon name="close" size={20} />
          </button>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}
