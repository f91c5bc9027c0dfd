import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useAtom } from "jotai";
import type { AuthResponse } from "../../../shared/contract/auth";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { authPrevPathAtom } from "../../api/session/state";
import { completeSignIn } from "../../api/session/sign-in";

/**
 * Finishes a sign-in and goes on. A registration, wherever the code was entered (the
 * sign-in page, the popup over a listing, an ad or a form), goes to finish-registration first, the
 * page it came from kept as the previous path so the name form leads back to it. A login on the sign-in
 * page goes to the stored previous path, else to the user's ads; a login in the popup stays.
 */
export function useAfterSignIn(variant: "page" | "popup") {
  const queryClient = useQueryClient();
  const router = useRouter();
  const locale = useLocale();
  const [previous, setPrevious] = useAtom(authPrevPathAtom);
  return async (result: AuthResponse["data"]) => {
    const query = new URLSearchParams(window.location.search);
    await completeSignIn(queryClient, locale, result, query);
    // The quick-auth overlay's frame: the opening tab reloads instead.
    if (query.has("temp")) return;
    if (result.type === "registration") {
      if (variant === "popup") setPrevious(router.state.location.href);
      await router.navigate({ href: pathOf("profile.finish-registration", locale), replace: variant === "page" });
      return;
    }
    if (variant === "popup") return;
    setPrevious(null);
    await router.navigate({ href: previous ?? pathOf("profile.listing", locale), replace: true });
  };
}
