import type { ButtonHTMLAttributes } from "react";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is disabled and announced as busy, so a slow request is not sent twice. */
  loading?: boolean;
  variant?: "primary" | "default";
  block?: boolean;
}

/** A `.button` that is disabled while its action runs; the ripple comes from the PWA layer. */
export function Button({
  loading = false,
  variant = "default",
  block = false,
  disabled,
  className,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    "button",
    variant === "primary" ? "button--primary" : "",
    block ? "button--block" : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {children}
    </button>
  );
}
