/** Names of the symbols in public/icons/sprite.svg. */
export type IconName =
  | "close"
  | "chevron-down"
  | "edit"
  | "pin"
  | "arrow-up"
  | "refresh"
  | "offline"
  | "download"
  | "phone"
  | "home"
  | "search"
  | "plus"
  | "chat"
  | "user"
  | "arrow-left"
  | "globe"
  | "sliders"
  | "pushpin";

const SPRITE_URL = "/icons/sprite.svg";

/**
 * One icon of the shared sprite (precached by the service worker, cache-first). Decorative by
 * default: the control that holds it carries the accessible name.
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
