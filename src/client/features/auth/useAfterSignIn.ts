import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useAtom } from "jotai";
import type { AuthResponse } from "../../../shared/contract/auth";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../i18n/useLocale";
import { completeSignIn } from "../session/sign-in";
import { authPrevPathAtom } from "../session/state";

/**
 * Finishes a sign-in and, on the sign-in pages, goes on (spec section 2): to the stored previous
 * path, else to finish-registration after a registration, else to the user's ads. The popup stays.
 */
export function useAfterSignIn(variant: "page" | "popup") {
  const queryClient = useQueryClient();
  const router = useRouter();
  const locale = useLocale();
  const [previous, setPrevious] = useAtom(authPrevPathAtom);
  return async (result: AuthResponse["data"]) => {
    const query = new URLSearchParams(window.location.search);
    await completeSignIn(queryClient, locale, result, query);
    if (variant === "popup" || query.has("temp")) return;
    const href = previous ?? pathOf(result.type === "registration" ? "profile.finish-registration" : "profile.listing", locale);
    setPrevious(null);
    await router.navigate({ href, replace: true });
  };
}
