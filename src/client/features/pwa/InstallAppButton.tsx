import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { Icon } from "../../ui/Icon";
import { canPromptInstall, onInstallPromptChange, promptInstall } from "./install";

/**
 * «Установить приложение»: the browser's own install sheet where it offers one (Chrome, Edge, Samsung Internet),
 * otherwise the steps for the visitor's phone on /mobapps (Safari on iPhone has no prompt to call).
 */
export function InstallAppButton({ className = "button" }: { className?: string }) {
  const locale = useLocale();
  const installable = useSyncExternalStore(onInstallPromptChange, canPromptInstall, () => false);
  if (installable) {
    return (
      <button type="button" className={className} onClick={() => void promptInstall()}>
        <Icon name="download" size={18} /> <Trans>Установить приложение</Trans>
      </button>
    );
  }
  return (
    <Link to={pathOf("page.mobapps", locale)} className={className}>
      <Icon name="download" size={18} /> <Trans>Установить приложение</Trans>
    </Link>
  );
}
