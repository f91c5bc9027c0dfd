import { useLingui as useLinguiCore } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Link, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, type RefObject } from "react";
import { ROUTES_BY_ID, pathOf } from "../../shared/routes";
import { useLocale } from "../lib/useLocale";
import { Icon } from "./Icon";

/** The forms a visitor can open from the header, in the order people look for them. */
const KINDS = [
  "job",
  "cdl",
  "cv",
  "drivers-cv",
  "property",
  "property-find",
  "autobazar-sale",
  "autobazar-rent",
  "business",
  "afisha",
  "dating",
] as const;

/**
 * Escape (focus back on the button), a click outside and the next page close an open <details> menu, as menus do.
 */
export function useDismiss(menu: RefObject<HTMLDetailsElement | null>) {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const shownPath = useRef(path);
  useEffect(() => {
    // Another page closes the menu; the first render does not (a menu opened before the app took over stays).
    if (shownPath.current === path) return;
    shownPath.current = path;
    menu.current?.removeAttribute("open");
  }, [menu, path]);
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menu]);
}

/**
 * «Разместить объявление»: a menu of the ad forms (a native <details>, keyboard friendly), in the header on wide
 * screens and as the tab bar's «Разместить» tab on phones (its list opens above the bar).
 */
export function PostAdMenu({ variant = "header" }: { variant?: "header" | "tab" }) {
  const { i18n } = useLinguiCore();
  const locale = useLocale();
  const menu = useRef<HTMLDetailsElement>(null);
  useDismiss(menu);
  const forms = KINDS.flatMap((kind) => {
    const route = ROUTES_BY_ID.get(`form.${kind}`);
    return route?.locales.includes(locale)
      ? [{ kind, title: i18n._(route.title), href: pathOf(`form.${kind}`, locale) }]
      : [];
  });
  return (
    <details className={`post-ad-menu post-ad-menu--${variant}`} ref={menu}>
      {variant === "tab" ? (
        <summary className="tab-bar__tab">
          <Icon name="plus" size={24} />
          <span className="tab-bar__label">
            <Trans>Разместить</Trans>
          </span>
        </summary>
      ) : (
        <summary className="header-button post-ad-menu__button">
          <span className="post-ad-menu__text">
            <Trans>Разместить объявление</Trans>
          </span>
        </summary>
      )}
      <ul className="post-ad-menu__list">
        {forms.map((form) => (
          <li key={form.kind}>
            <Link to={form.href} className="post-ad-menu__link">
              {form.title}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
