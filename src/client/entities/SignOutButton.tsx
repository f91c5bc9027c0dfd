import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { useLocale } from "../lib/useLocale";
import { signOut } from "../api/session/actions";

/** «Выйти», asked first: a tap by mistake on a phone must not end the session (and drop the user's saved data). */
export function SignOutButton({ className }: { className: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)}>
        <Trans>Выйти</Trans>
      </button>
      <ConfirmDialog
        open={asking}
        title={t`Выйти из аккаунта?`}
        confirmLabel={t`Выйти`}
        onConfirm={() => signOut(queryClient, locale).then(() => router.invalidate())}
        onClose={() => setAsking(false)}
      >
        <p>
          <Trans>Чтобы снова увидеть свои объявления и сообщения, войдите по номеру телефона и коду из SMS.</Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
